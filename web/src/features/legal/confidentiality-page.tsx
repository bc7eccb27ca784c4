// Confidentiality: how we collect, use, share and keep personal information. The structure is
// ConfidentialityView's, shared by both languages; the English words are here, the French ones in
// confidentiality-page.fr.tsx.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { PERSONAL_DATA_RETENTION_YEARS, PRIVACY_REQUEST_REPLY_DAYS } from '@bindings';
import { formatCount } from './components/format';
import { LegalContact } from './components/legal-contact';
import { LegalPage } from './components/legal-page';
import { BulletList, Paragraphs } from './components/legal-text';
import { PAGES } from '@/lib/pages';

export interface ConfidentialityWords {
  /** The page's purpose, then where the privacy policy (linked) says what the site's forms collect. */
  intro: readonly [ReactNode, ReactNode];
  /** A lead-in and the list of what we collect. */
  whatWeCollect: { title: string; lead: string; items: readonly string[] };
  howWeUseIt: { title: string; paragraphs: readonly string[] };
  sharing: { title: string; text: string };
  retention: { title: string; text: string };
  /** The last paragraph leads into how to reach the privacy officer. */
  yourRights: { title: string; paragraphs: readonly ReactNode[] };
}

export const confidentialityWords: ConfidentialityWords = {
  intro: [
    'Protecting the personal information of our clients and visitors is part of the trust they place in us. This page explains what we collect, why, and the choices you have, in accordance with Canadian and Quebec privacy laws.',
    <>
      For what this website collects through its forms and newsletter, where it is kept, for how long, and how to see,
      correct, withdraw or erase it, read our <Link to={PAGES.privacyPolicy.path}>privacy policy</Link>.
    </>,
  ],
  whatWeCollect: {
    title: 'Information we collect',
    lead: 'We collect only the information we need to answer your requests and serve you well:',
    items: [
      'your name, email address, phone number and the name and location of your business;',
      'the details of your project or request that you choose to share in our forms;',
      'for financing, the financial information needed to assess your application;',
      'technical data about your visit, such as the pages viewed, kept in aggregated form.',
    ],
  },
  howWeUseIt: {
    title: 'How we use it',
    paragraphs: [
      'We use your information to answer your questions, provide the services you ask for, assess financing requests, meet our legal obligations and, only if you have agreed, send you our newsletters and offers. You can withdraw your consent to our messages at any time.',
      'We never sell your personal information.',
    ],
  },
  sharing: {
    title: 'When we share information',
    text: 'We share personal information only with the people at Cedarline who need it, with service providers bound by confidentiality agreements (for example our hosting provider in Canada), with credit bureaus when you apply for financing and authorize it, and when the law requires it.',
  },
  retention: {
    title: 'How long we keep it',
    text: `We keep personal information for at least ${formatCount(PERSONAL_DATA_RETENTION_YEARS, 'year')} after our last interaction with you, or longer when the law requires it, and then destroy or anonymize it securely.`,
  },
  yourRights: {
    title: 'Your rights',
    paragraphs: [
      `You may ask to see the personal information we hold about you, have it corrected, or withdraw a consent you gave us. Residents of Quebec may also ask for their information to be transferred to them in a commonly used format. We answer every request within ${formatCount(PRIVACY_REQUEST_REPLY_DAYS, 'day')}.`,
      <>
        Our privacy officer can be reached through the <Link to={PAGES.helpMessage.path}>message form</Link> or at:
      </>,
    ],
  },
};

/** The page in the language of `words`; its section ids are the anchors of both languages. */
export function ConfidentialityView({ words }: { words: ConfidentialityWords }) {
  return (
    <LegalPage
      page="confidentiality"
      intro={<Paragraphs texts={words.intro} />}
      sections={[
        {
          id: 'information-we-collect',
          title: words.whatWeCollect.title,
          body: (
            <>
              <p>{words.whatWeCollect.lead}</p>
              <BulletList items={words.whatWeCollect.items} />
            </>
          ),
        },
        { id: 'how-we-use-it', title: words.howWeUseIt.title, body: <Paragraphs texts={words.howWeUseIt.paragraphs} /> },
        { id: 'sharing', title: words.sharing.title, body: <p>{words.sharing.text}</p> },
        { id: 'retention', title: words.retention.title, body: <p>{words.retention.text}</p> },
        {
          id: 'your-rights',
          title: words.yourRights.title,
          body: (
            <>
              <Paragraphs texts={words.yourRights.paragraphs} />
              <LegalContact />
            </>
          ),
        },
      ]}
    />
  );
}

export default function ConfidentialityPage() {
  return <ConfidentialityView words={confidentialityWords} />;
}
