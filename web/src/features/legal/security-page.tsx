// Security: how we protect our systems and how clients can protect themselves. The structure is
// SecurityView's, shared by both languages; the English words are here, the French ones in
// security-page.fr.tsx.
import type { ReactNode } from 'react';
import { TOLL_FREE_NUMBER } from '@bindings';
import { LegalContact, telHref } from './components/legal-contact';
import { LegalPage } from './components/legal-page';
import { BulletList } from './components/legal-text';

export interface SecurityWords {
  intro: string;
  safeguards: { title: string; items: readonly string[] };
  neverAsk: { title: string; text: string };
  protectYourself: { title: string; items: readonly string[] };
  /** The text links the toll-free number (`phone`) where its sentence names it. */
  report: { title: string; text: (phone: ReactNode) => ReactNode };
}

export const securityWords: SecurityWords = {
  intro: 'Your trust depends on the security of your information. Here is how we protect it, and how you can help.',
  safeguards: {
    title: 'Our safeguards',
    items: [
      'All connections to our site and client space are encrypted.',
      'Client data is hosted in Canada, in data centres with physical access controls.',
      'Access to client files is limited to the employees who need it and is logged.',
      'Our systems are updated regularly and tested by independent specialists.',
      'Employees are trained every year to recognize fraud and phishing attempts.',
    ],
  },
  neverAsk: {
    title: 'What we will never ask you',
    text: 'We will never ask you by email, text message or phone for your passwords, your full card numbers or a payment by gift card or cryptocurrency. If you receive such a request in our name, do not answer it.',
  },
  protectYourself: {
    title: 'Protecting yourself',
    items: [
      'Use a unique, long password for the client space and change it if you think it has been exposed.',
      'Keep your devices and browser up to date and lock them when you step away.',
      'Check the address of the site before entering your information, and be wary of unexpected links.',
    ],
  },
  report: {
    title: 'Report a problem',
    text: (phone) => (
      <>
        If you notice suspicious activity in your file, or if you believe you have found a security weakness on our site,
        call us right away at {phone}. We thank everyone who reports a weakness responsibly, and ask that it not be made
        public before we have had time to fix it.
      </>
    ),
  },
};

/** The page in the language of `words`; its section ids are the anchors of both languages. */
export function SecurityView({ words }: { words: SecurityWords }) {
  const phone = <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>;
  return (
    <LegalPage
      page="security"
      intro={<p>{words.intro}</p>}
      sections={[
        { id: 'our-safeguards', title: words.safeguards.title, body: <BulletList items={words.safeguards.items} /> },
        { id: 'what-we-never-ask', title: words.neverAsk.title, body: <p>{words.neverAsk.text}</p> },
        { id: 'protect-yourself', title: words.protectYourself.title, body: <BulletList items={words.protectYourself.items} /> },
        {
          id: 'report-a-problem',
          title: words.report.title,
          body: (
            <>
              <p>{words.report.text(phone)}</p>
              <LegalContact />
            </>
          ),
        },
      ]}
    />
  );
}

export default function SecurityPage() {
  return <SecurityView words={securityWords} />;
}
