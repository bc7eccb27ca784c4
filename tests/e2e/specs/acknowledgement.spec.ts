// A lead's acknowledgement (docs/operating.md#answering-leads), as the visitor receives it through
// the suite's real SMTP server: a help message sent from the English page gets an English
// acknowledgement, one sent from the French page a French one, each with the lead's id as its
// reference and none of the words the visitor typed; a second message from the same address
// within the hour gets none; a third one's team email and webhook name the two before it and the
// same person as the first's.
import { constant, message as m, messageFr as fr } from '../lib/bindings';
import { leadsWithEmail, outboxOf } from '../lib/db';
import { expect, test } from '../lib/fixtures';
import { label, openForm, uniqueEmail } from '../lib/forms';
import { header, mailTo, waitForMailTo } from '../lib/mail';
import { webhooks } from '../lib/webhooks';

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
    // Its transaction wrote no acknowledgement, and once its other messages are all sent nothing
    // of it is left to come.
    const again = leadsWithEmail('help', email)[1]!.id;
    expect(outboxOf(again).filter((message) => message.acknowledgement)).toEqual([]);
    await expect.poll(() => outboxOf(again).every((message) => message.status === 'sent'), { timeout: 30_000 }).toBe(true);
    expect(outboxOf(again).length).toBeGreaterThan(0);
    expect(mailTo(email)).toHaveLength(1);

    // A third: its team email lists the two before it, newest first, and its webhook names the
    // same person as the first's.
    await send();
    await expect.poll(() => leadsWithEmail('help', email).length).toBe(3);
    const [first, second, third] = leadsWithEmail('help', email);
    const about = (id: string) => webhooks().find((hook) => hook.body.includes(id));
    await expect.poll(() => about(third!.id) !== undefined, { timeout: 30_000 }).toBe(true);
    const person = (id: string) => (JSON.parse(about(id)?.body ?? '{}') as { data: { person: { id: string; earlier: number } } }).data.person;
    expect(person(third!.id).earlier).toBe(2);
    expect(person(third!.id).id).toBe(person(first!.id).id);
    expect(person(first!.id).earlier).toBe(0);
    const team = () => mailTo('team@example.ca').find((mail) => mail.text?.includes(third!.id) && mail.text.includes('Earlier requests'));
    await expect.poll(() => team() !== undefined, { timeout: 30_000 }).toBe(true);
    const earlier = (team()?.text ?? '').split('\n').filter((line) => line.startsWith('Earlier requests from this address'));
    expect(earlier[0]).toContain(`2 (person ${person(third!.id).id})`);
    expect(earlier[1]).toContain(second!.id);
    expect(earlier[2]).toContain(first!.id);
  });
}
