// Confidentiality: how we collect, use, share and keep personal information.
import { Link } from '@/lib/router';
import { PERSONAL_DATA_RETENTION_YEARS, PRIVACY_REQUEST_REPLY_DAYS } from '@bindings';
import { formatCount } from './components/format';
import { LegalContact } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';
import { PAGES } from '@/lib/pages';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only the information we need to answer your requests and serve you well:</p>
        <ul>
          <li>your name, email address, phone number and the name and location of your business;</li>
          <li>the details of your project or request that you choose to share in our forms;</li>
          <li>for financing, the financial information needed to assess your application;</li>
          <li>technical data about your visit, such as the pages viewed, kept in aggregated form.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>
          We use your information to answer your questions, provide the services you ask for, assess financing requests,
          meet our legal obligations and, only if you have agreed, send you our newsletters and offers. You can withdraw
          your consent to our messages at any time.
        </p>
        <p>We never sell your personal information.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <p>
        We share personal information only with the people at Cedarline who need it, with service providers bound by
        confidentiality agreements (for example our hosting provider in Canada), with credit bureaus when you apply for
        financing and authorize it, and when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep personal information for at least {formatCount(PERSONAL_DATA_RETENTION_YEARS, 'year')} after our last
        interaction with you, or longer when the law requires it, and then destroy or anonymize it securely.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may ask to see the personal information we hold about you, have it corrected, or withdraw a consent you gave
          us. Residents of Quebec may also ask for their information to be transferred to them in a commonly used format.
          We answer every request within {formatCount(PRIVACY_REQUEST_REPLY_DAYS, 'day')}.
        </p>
        <p>
          Our privacy officer can be reached through the <Link to={PAGES.helpMessage.path}>message form</Link> or at:
        </p>
        <LegalContact />
      </>
    ),
  },
];

export default function ConfidentialityPage() {
  return (
    <LegalPage
      page="confidentiality"
      intro={
        <>
        <p>
          Protecting the personal information of our clients and visitors is part of the trust they place in us. This page
          explains what we collect, why, and the choices you have, in accordance with Canadian and Quebec privacy laws.
        </p>
        <p>
          For what this website collects through its forms and newsletter, where it is kept, for how long, and how to see,
          correct, withdraw or erase it, read our <Link to={PAGES.privacyPolicy.path}>privacy policy</Link>.
        </p>
        </>
      }
      sections={SECTIONS}
    />
  );
}
