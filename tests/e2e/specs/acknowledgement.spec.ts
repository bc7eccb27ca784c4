// A lead's acknowledgement (docs/operating.md#answering-leads), as the visitor receives it through
// the suite's real SMTP server: a help message sent from the English page gets an English
// acknowledgement, one sent from the French page a French one, each with the lead's id as its
// reference and none of the words the visitor typed; a second message from the same address
// within the hour gets none.
import type { Locator } from '@playwright/test';
import { constant, message as m, messageFr as fr } from '../lib/bindings';
import { leadsWithEmail } from '../lib/db';
import { expect, test } from '../lib/fixtures';
import { openForm, uniqueEmail } from '../lib/forms';
import { header, mailTo, waitForMailTo } from '../lib/mail';

const label = (form: Locator, name: string) => form.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

const typed = { name: 'Amina Diallo', phone: '+1 905 555 0142', subject: 'Statements for my file', message: 'Which bank statements should I bring?' };

const pages = [
  {
    lang: 'en',
    path: '/contact/terms-of-use/write-us',
    form: 'Your message',
    fields: ['Full name', 'Email', 'Phone', 'Subject', 'Message'],
    send: /^(Send|Send message)$/,
    sent: m('REQUEST_SENT'),
    subject: 'We received your help request',
    reference: 'Your reference: ',
  },
  {
    lang: 'fr',
    path: '/fr/contact/terms-of-use/write-us',
    form: 'Votre message',
    fields: ['Nom complet', 'Courriel', 'Téléphone', 'Objet', 'Message'],
    send: /^(Envoyer|Envoyer le message)$/,
    sent: fr('REQUEST_SENT'),
    subject: 'Nous avons bien reçu votre demande d’aide',
    reference: 'Votre numéro de référence\u00a0: ',
  },
];

for (const page of pages) {
  test(`a help message from the ${page.lang} page is acknowledged in ${page.lang}, without the visitor's words`, async ({ page: browser }) => {
    const email = uniqueEmail(`ack-${page.lang}`);
    const send = async () => {
      const form = await openForm(browser, page.path, page.form);
      const [name, address, phone, subject, message] = page.fields.map((field) => label(form, field));
      await name!.fill(typed.name);
      await address!.fill(email);
      await phone!.fill(typed.phone);
      await subject!.fill(typed.subject);
      await message!.fill(typed.message);
      await form.getByRole('button', { name: page.send }).click();
      await expect(form.getByRole('alert')).toHaveText(page.sent);
    };
    await send();
    const mail = await waitForMailTo(email);
    expect(header(mail, 'Subject')).toContain(page.subject);
    expect(header(mail, 'Auto-Submitted')).toBe('auto-replied');
    const [lead] = leadsWithEmail('help', email);
    expect(mail.text).toContain(`${page.reference}${lead!.id}`);
    expect(mail.text).toContain(`${constant('LEAD_REPLY_BUSINESS_DAYS')}`);
    for (const words of Object.values(typed)) {
      expect(mail.text).not.toContain(words);
      expect(mail.html).not.toContain(words);
    }

    // The same address again: stored, and not acknowledged a second time within the hour.
    await send();
    await expect.poll(() => leadsWithEmail('help', email).length).toBe(2);
    await browser.waitForTimeout(2_000);
    expect(mailTo(email)).toHaveLength(1);
  });
}
