// Security: how we protect our systems and how clients can protect themselves.
import { TOLL_FREE_NUMBER } from '@bindings';
import { LegalContact, telHref } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-safeguards',
    title: 'Our safeguards',
    body: (
      <ul>
        <li>All connections to our site and client space are encrypted.</li>
        <li>Client data is hosted in Canada, in data centres with physical access controls.</li>
        <li>Access to client files is limited to the employees who need it and is logged.</li>
        <li>Our systems are updated regularly and tested by independent specialists.</li>
        <li>Employees are trained every year to recognize fraud and phishing attempts.</li>
      </ul>
    ),
  },
  {
    id: 'what-we-never-ask',
    title: 'What we will never ask you',
    body: (
      <p>
        We will never ask you by email, text message or phone for your passwords, your full card numbers or a payment by gift
        card or cryptocurrency. If you receive such a request in our name, do not answer it.
      </p>
    ),
  },
  {
    id: 'protect-yourself',
    title: 'Protecting yourself',
    body: (
      <ul>
        <li>Use a unique, long password for the client space and change it if you think it has been exposed.</li>
        <li>Keep your devices and browser up to date and lock them when you step away.</li>
        <li>Check the address of the site before entering your information, and be wary of unexpected links.</li>
      </ul>
    ),
  },
  {
    id: 'report-a-problem',
    title: 'Report a problem',
    body: (
      <>
        <p>
          If you notice suspicious activity in your file, or if you believe you have found a security weakness on our site,
          call us right away at <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>. We thank everyone who reports a
          weakness responsibly, and ask that it not be made public before we have had time to fix it.
        </p>
        <LegalContact />
      </>
    ),
  },
];

export default function SecurityPage() {
  return (
    <LegalPage
      page="security"
      intro={
        <p>
          Your trust depends on the security of your information. Here is how we protect it, and how you can help.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
