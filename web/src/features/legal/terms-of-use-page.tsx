// Terms of use: six sections with in-page anchors, the client space, and how to contact us. The
// structure is TermsOfUseView's, shared by both languages; the English words are here, the French
// ones in terms-of-use-page.fr.tsx.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import {
  ORGANISATION_NAME,
  PERSONAL_DATA_RETENTION_YEARS,
  REPORTS_AVAILABLE_WITHIN_DAYS,
  SMALL_SUPPLIER_THRESHOLD_CAD,
} from '@bindings';
import { formatCad, formatCount } from './components/format';
import { LegalContact } from './components/legal-contact';
import { LegalPage } from './components/legal-page';
import { BulletList, Paragraphs } from './components/legal-text';
import { PAGES } from '@/lib/pages';

/** A section of paragraphs. */
interface ProseSection {
  title: string;
  paragraphs: readonly ReactNode[];
}

export interface TermsOfUseWords {
  /** Links the client space. */
  intro: ReactNode;
  aboutOurServices: ProseSection;
  /** A lead-in, the list of what you agree to, and your tax obligations. */
  yourObligations: { title: string; lead: string; items: readonly string[]; taxes: string };
  ourObligations: ProseSection;
  exclusionOfLiability: ProseSection;
  aboutTheseTerms: ProseSection;
  /** Links the message form, before how to reach us. */
  contactUs: { title: string; text: ReactNode };
}

export const termsOfUseWords: TermsOfUseWords = {
  intro: (
    <>
      Please read these terms carefully. By using this website and our online services, you accept them. Clients with an
      account can also review them from the <Link to={PAGES.clientSpace.path}>client space</Link>.
    </>
  ),
  aboutOurServices: {
    title: 'About our online services',
    paragraphs: [
      <>
        These terms of use apply to this website and to the online services offered by {ORGANISATION_NAME} and its
        subsidiaries (&ldquo;we&rdquo;, &ldquo;us&rdquo;), including the forms used to request advice or financing, our
        newsletters and the <Link to={PAGES.clientSpace.path}>client space</Link>, where clients can view their files, loan
        statements and reports.
      </>,
      'Our products and services are offered only in Canada. The information on this site is general in nature and does not replace advice adapted to your situation from an advisor, an accountant or a lawyer.',
      `Activity reports and loan statements for the previous month are available in the client space within ${formatCount(REPORTS_AVAILABLE_WITHIN_DAYS, 'day')} of the end of that month.`,
    ],
  },
  yourObligations: {
    title: 'Your obligations',
    lead: 'When you use our online services, you agree to:',
    items: [
      'provide information that is accurate, complete and up to date, and correct it promptly if it changes;',
      'keep your access codes confidential and tell us without delay if you believe someone else has used them;',
      'use the services only for lawful purposes and for your own business or that of the company you represent;',
      'not attempt to interfere with the security or operation of the site, or to access data that is not yours;',
      'respect our intellectual property and that of the authors of the content we publish.',
    ],
    taxes: `You remain responsible for your own tax obligations. In particular, a business whose taxable sales exceed the small supplier threshold of ${formatCad(SMALL_SUPPLIER_THRESHOLD_CAD)} over the last four calendar quarters must register for the GST/HST with the Canada Revenue Agency (in Quebec, for the GST and the QST with Revenu Québec). Our advisors can explain the rules, but the decision to register and the filing of returns remain yours.`,
  },
  ourObligations: {
    title: 'Our obligations',
    paragraphs: [
      <>
        We take reasonable measures to keep our online services available, accurate and secure, and to protect the
        personal information you entrust to us, in accordance with applicable Canadian privacy laws and our{' '}
        <Link to={PAGES.confidentiality.path}>confidentiality policy</Link>.
      </>,
      `We keep the personal data related to your requests and files for at least ${formatCount(PERSONAL_DATA_RETENTION_YEARS, 'year')} after our last interaction with you, or longer when the law requires it, and then destroy or anonymize it securely.`,
      'When you ask to receive our newsletters, we record your consent, and you can withdraw it at any time with the link included in every message.',
    ],
  },
  exclusionOfLiability: {
    title: 'Exclusion of our liability',
    paragraphs: [
      'To the extent permitted by law, we are not liable for damages resulting from the use of this site or from the impossibility of using it, including interruptions, delays, errors or omissions in the information, or viruses affecting your equipment.',
      'Links to other websites are provided for convenience only. We do not control those sites and are not responsible for their content or their privacy practices.',
      'Nothing in these terms limits rights that cannot be excluded under the laws of your province, including the Quebec Consumer Protection Act.',
    ],
  },
  aboutTheseTerms: {
    title: 'About these Terms of use',
    paragraphs: [
      'We may update these terms of use to reflect changes to our services or to the law. The new version applies as soon as it is published on this page; if the changes are significant, we will also tell our clients in the client space.',
      'These terms are governed by the laws of the Province of Quebec and the federal laws of Canada that apply there. If a provision is found invalid, the others remain in force. These terms are available in English and in French.',
    ],
  },
  contactUs: {
    title: 'How to contact us',
    text: (
      <>
        For any question about these terms of use, you can <Link to={PAGES.helpMessage.path}>send us a message</Link>, call
        us or write to us.
      </>
    ),
  },
};

/** The page in the language of `words`; its section ids are the anchors of both languages. */
export function TermsOfUseView({ words }: { words: TermsOfUseWords }) {
  const prose = (id: string, { title, paragraphs }: ProseSection) => ({ id, title, body: <Paragraphs texts={paragraphs} /> });
  const { yourObligations, contactUs } = words;
  return (
    <LegalPage
      page="termsOfUse"
      intro={<p>{words.intro}</p>}
      sections={[
        prose('about-our-online-services', words.aboutOurServices),
        {
          id: 'your-obligations',
          title: yourObligations.title,
          body: (
            <>
              <p>{yourObligations.lead}</p>
              <BulletList items={yourObligations.items} />
              <p>{yourObligations.taxes}</p>
            </>
          ),
        },
        prose('our-obligations', words.ourObligations),
        prose('exclusion-of-our-liability', words.exclusionOfLiability),
        prose('about-these-terms-of-use', words.aboutTheseTerms),
        {
          id: 'how-to-contact-us',
          title: contactUs.title,
          body: (
            <>
              <p>{contactUs.text}</p>
              <LegalContact />
            </>
          ),
        },
      ]}
    />
  );
}

export default function TermsOfUsePage() {
  return <TermsOfUseView words={termsOfUseWords} />;
}
