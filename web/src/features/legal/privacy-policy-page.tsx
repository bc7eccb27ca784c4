// The privacy policy (PIPEDA, Quebec Law 25, CASL): who answers for personal information, what
// each form collects and why (the fields listed from core's lead-form inventory), where it is
// kept, for how long, the rights of access, correction, withdrawal and erasure, and cookies.
// Every statement here describes what the code does: change the page when the code changes. The
// structure is PrivacyPolicyView's, shared by both languages; the English words are here, the
// French ones in privacy-policy-page.fr.tsx.
import { Fragment, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import {
  LEAD_FORMS,
  FUNNEL_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  ORGANISATION_NAME,
  PRIVACY_OFFICER_EMAIL,
  PRIVACY_OFFICER_TITLE,
  PRIVACY_REQUEST_REPLY_DAYS,
  SUBSCRIBE_CONSENT,
  UPDATES_CONSENT,
  WITHDRAWN_SUBSCRIPTION_KEPT_YEARS,
} from '@bindings';
import { pageWords } from '@/lib/i18n';
import { formatCount } from './components/format';
import { LegalContact } from './components/legal-contact';
import { LegalPage } from './components/legal-page';
import { BulletList, Paragraphs } from './components/legal-text';
import { PRIVACY_POLICY_UPDATED } from './components/versions';
import { words as interfaceWords, type LeadFormKind } from './words';
import { PAGES, type PageKey } from '@/lib/pages';

/** A section of paragraphs. */
interface ProseSection {
  title: string;
  paragraphs: readonly ReactNode[];
}

export interface PrivacyPolicyWords {
  intro: string;
  responsible: {
    title: string;
    /** Who answers for the information, before the officer's email address. */
    text: string;
    /** The officer's title and "by email:", before the address. */
    byEmail: string;
  };
  collect: {
    title: string;
    /** Leads into the list of what each form collects. */
    lead: string;
    /** Why each lead form asks for what it collects (after "We use it"). */
    purposes: Readonly<Record<LeadFormKind, string>>;
    /**
     * What a lead form collects, after the link to its page: `fields` (their labels, joined), the
     * newsletter box when the form has one (listed with consent, not as information about you), and
     * the form's `purpose`.
     */
    formCollects: (fields: string, hasUpdatesBox: boolean, purpose: string) => string;
    /** The newsletter subscription: its link's label, then what it collects, from the colon on. */
    newsletterLink: string;
    newsletter: string;
    /** After the list: what else is recorded, and the server's logs. */
    after: readonly string[];
  };
  kept: ProseSection;
  /** How long each kind of information is kept, a point each. */
  howLong: { title: string; items: readonly string[] };
  rights: {
    title: string;
    lead: string;
    items: readonly ReactNode[];
    /** How to use the rights, `email` linking the officer's address where the sentence names it. */
    howTo: (email: ReactNode) => ReactNode;
  };
  consent: ProseSection;
  cookies: {
    title: string;
    /** The second paragraph names the campaign tags (`tags`) the site notes. */
    paragraphs: readonly [string, (tags: ReactNode) => ReactNode, string];
  };
  complaints: { title: string; text: ReactNode };
  updates: { title: string; text: ReactNode };
}

export const privacyPolicyWords: PrivacyPolicyWords = {
  intro: `This policy explains what personal information ${ORGANISATION_NAME} collects through this website, why, where it is kept, for how long, and how you can see, correct, withdraw or erase it. It applies the Personal Information Protection and Electronic Documents Act (PIPEDA), Quebec’s Act respecting the protection of personal information in the private sector (Law 25) and Canada’s anti-spam legislation (CASL). It is published in English and in French, and we answer your requests in the language you choose.`,
  responsible: {
    title: 'Who is responsible for your information',
    text: `${ORGANISATION_NAME} is responsible for the personal information collected through this website. Our ${PRIVACY_OFFICER_TITLE} is the person in charge of protecting it and answers every question and request about it:`,
    byEmail: `${PRIVACY_OFFICER_TITLE}, by email:`,
  },
  collect: {
    title: 'What we collect and why',
    lead: 'We collect only what you type into our forms, and only to answer you. Each form shows, before you send it, why we ask and a link to this policy. What each form collects:',
    purposes: {
      contact: 'to understand your business and have an advisor answer your request',
      help: 'to answer your question or message',
      advisory: 'to prepare the advisory service you ask for and contact you about it',
      loan: 'to assess your financing request and contact you about it',
    },
    formCollects: (fields, hasUpdatesBox, purpose) =>
      `: ${fields}${hasUpdatesBox ? ', and whether you tick the box to receive our newsletters and offers' : ''}. We use it ${purpose}.`,
    newsletterLink: 'Newsletter subscription',
    newsletter:
      ': your email address, the consent text you agreed to and when, and when you confirmed or withdrew your subscription. We use it only to send you the newsletter and economic letter you asked for.',
    after: [
      `With every request we also record the date and time it arrived. When you tick the updates box, we record the exact text you agreed to (“${UPDATES_CONSENT}”) and when. We never sell your personal information and we do not use it to build profiles.`,
      'Our server logs record each request’s page, answer and time, never your name, email address, phone number, message or full IP address. To protect the forms from abuse, the server counts recent requests per network address in its memory only, for a few minutes.',
    ],
  },
  kept: {
    title: 'Where your information is kept and who sees it',
    paragraphs: [
      `Your requests and subscriptions are stored in this website’s database, on servers located in Canada. When a request arrives, it is sent by email to the team that will answer it and, when we use one, to our team’s internal tools through a secure, signed connection (a webhook). Only the people at ${ORGANISATION_NAME} who need your information to answer you can see it.`,
      'We also send you one email saying that your request arrived, with its reference number, at most once an hour for the same address. It names the form you used and never repeats what you wrote. To send no more than that, we keep the time of that email for one hour.',
      'We share it with no one else, unless the law requires it.',
    ],
  },
  howLong: {
    title: 'How long we keep it',
    items: [
      `Requests sent through our forms are kept for ${formatCount(LEAD_RETENTION_MONTHS, 'month')}, then deleted.`,
      `Newsletter subscriptions are kept until you withdraw. After you withdraw, we send you nothing more and keep only your address, the consent you had given, the dates you gave and withdrew it and the confirmation email we sent you, for ${formatCount(WITHDRAWN_SUBSCRIPTION_KEPT_YEARS, 'year')}, as the proof of consent Canada’s anti-spam law asks of us; then they are deleted.`,
      `A subscription never confirmed is deleted after ${formatCount(LEAD_RETENTION_MONTHS, 'month')}.`,
      'When we erase your information at your request, we keep a record that an erasure took place and when, without your name, email address or any other personal information.',
      `Our database backups are replaced as they age, so what we delete also leaves them within their rotation; the emails about a request that our team has already received are kept with that request’s file, for the same ${formatCount(LEAD_RETENTION_MONTHS, 'month')} at most, and deleted with it when you ask us to erase it.`,
    ],
  },
  rights: {
    title: 'Your rights and how to use them',
    lead: 'You have the right to:',
    items: [
      <>
        <strong>access</strong> the personal information we hold about you: we send you all of it;
      </>,
      <>
        <strong>correct</strong> it when it is inaccurate or incomplete;
      </>,
      <>
        <strong>withdraw</strong> a consent you gave us, at any time;
      </>,
      <>
        <strong>erase</strong> it: we delete every request and subscription tied to your email address, with the emails
        about them that we still hold.
      </>,
    ],
    howTo: (email) => (
      <>
        To use any of these rights, write to our {PRIVACY_OFFICER_TITLE} at {email} from the email address concerned (or
        tell us how to reach you at it, so we can make sure the request is yours). We answer within{' '}
        {formatCount(PRIVACY_REQUEST_REPLY_DAYS, 'day')} of receiving your request, as Quebec&rsquo;s Law 25 requires, at no
        cost to you.
      </>
    ),
  },
  consent: {
    title: 'Consent and withdrawal',
    paragraphs: [
      `We send newsletters and offers only to people who asked for them. On the request forms, the updates box is never ticked in advance. To subscribe to our newsletter you enter your email address, which shows this text before you send it: “${SUBSCRIBE_CONSENT}”. We then send you an email with a link to confirm the subscription (the link expires after 7 days); until you follow it, we send you nothing else.`,
      `Every email we send to a subscriber, the confirmation email included, has a link to unsubscribe. One press of the unsubscribe button withdraws your consent at once, and your email program’s own unsubscribe button works too. You can also write to our ${PRIVACY_OFFICER_TITLE}.`,
    ],
  },
  cookies: {
    title: 'Cookies and tracking',
    paragraphs: [
      'This website sets no cookies and stores nothing in your browser’s storage. It uses no third-party tracking, analytics or advertising tools. Your browser keeps the site’s files in its ordinary cache, which you can clear at any time.',
      (tags) => (
        <>
          To learn which pages and campaigns bring requests, the site&rsquo;s own code notes, in the open page&rsquo;s memory
          only, where your visit came from: the campaign tags of the address you arrived by ({tags}), the name of the website
          that sent you (never the page you were on), the page you arrived on and its language, and, when you send a form,
          how many pages you saw and how long you stayed, to the nearest ten seconds. It is sent with your form, kept with
          your request for as long as the request ({LEAD_RETENTION_MONTHS} months) and deleted with it, and included when you
          ask for your information. Leaving or reloading the page forgets it.
        </>
      ),
      `The site also counts, per day, how often each form is shown, started, sent, refused or accepted, with the language and the campaign or website the visit came from. These counts hold no address, no browser description and no identifier: nothing in them is about you. They are kept ${FUNNEL_RETENTION_MONTHS} months.`,
    ],
  },
  complaints: {
    title: 'Complaints',
    text: (
      <>
        If you are not satisfied with how we handled your information or your request, tell our {PRIVACY_OFFICER_TITLE}{' '}
        first. You can also complain to the{' '}
        <a href="https://www.priv.gc.ca/en/report-a-concern/">Office of the Privacy Commissioner of Canada</a> or, if you
        live in Quebec, to the <a href="https://www.cai.gouv.qc.ca/">Commission d&rsquo;accès à l&rsquo;information du Québec</a>.
      </>
    ),
  },
  updates: {
    title: 'Updates to this policy',
    text: (
      <>
        We update this policy when what we collect or how we use it changes. The date at the top of this page is the date of
        the current version. If a change affects how we use information we already hold, we will ask for your consent again
        before applying it. See also our <Link to={PAGES.confidentiality.path}>confidentiality</Link> commitments.
      </>
    ),
  },
};

/** The page where each lead form is filled in. */
const FORM_PAGES: Record<LeadFormKind, PageKey> = {
  contact: 'writeUs',
  help: 'helpMessage',
  advisory: 'advisoryRequest',
  loan: 'loanRequest',
};

/** The campaign tags of an arriving address that the site notes (the cookies section). */
const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** What each lead form collects (core's inventory, each field under its label in the page's language), and the newsletter. */
function CollectedByForms({ words }: { words: PrivacyPolicyWords['collect'] }) {
  return (
    <ul className="privacy-forms">
      {LEAD_FORMS.map((form) => {
        const page = FORM_PAGES[form.kind];
        // The updates box is listed with consent, not as information about you.
        const fields = form.fields
          .filter((field) => field.name !== form.updatesField)
          .map((field) => interfaceWords.leadFieldLabel(form.kind, field));
        return (
          <li key={form.kind}>
            <Link to={PAGES[page].path}>{pageWords(page).crumb}</Link>
            {words.formCollects(fields.join(', '), form.updatesField !== null, words.purposes[form.kind])}
          </li>
        );
      })}
      <li>
        <Link to={PAGES.newsletters.path}>{words.newsletterLink}</Link>
        {words.newsletter}
      </li>
    </ul>
  );
}

/** The page in the language of `words`; its section ids are the anchors of both languages. */
export function PrivacyPolicyView({ words }: { words: PrivacyPolicyWords }) {
  const email = <a href={`mailto:${PRIVACY_OFFICER_EMAIL}`}>{PRIVACY_OFFICER_EMAIL}</a>;
  const tags = CAMPAIGN_TAGS.map((tag, index) => (
    <Fragment key={tag}>
      {index > 0 && ', '}
      <code>{tag}</code>
    </Fragment>
  ));
  const { responsible, collect, rights, cookies } = words;
  const [cookiesFirst, cookiesTracking, cookiesCounts] = cookies.paragraphs;
  const prose = (id: string, { title, paragraphs }: ProseSection) => ({ id, title, body: <Paragraphs texts={paragraphs} /> });
  return (
    <LegalPage
      page="privacyPolicy"
      intro={<p>{words.intro}</p>}
      updated={PRIVACY_POLICY_UPDATED}
      sections={[
        {
          id: 'who-is-responsible',
          title: responsible.title,
          body: (
            <>
              <p>{responsible.text}</p>
              <p>
                {responsible.byEmail} {email}
              </p>
              <LegalContact />
            </>
          ),
        },
        {
          id: 'what-we-collect',
          title: collect.title,
          body: (
            <>
              <p>{collect.lead}</p>
              <CollectedByForms words={collect} />
              <Paragraphs texts={collect.after} />
            </>
          ),
        },
        prose('where-it-is-kept', words.kept),
        { id: 'how-long-we-keep-it', title: words.howLong.title, body: <BulletList items={words.howLong.items} /> },
        {
          id: 'your-rights',
          title: rights.title,
          body: (
            <>
              <p>{rights.lead}</p>
              <BulletList items={rights.items} />
              <p>{rights.howTo(email)}</p>
            </>
          ),
        },
        prose('consent-and-withdrawal', words.consent),
        {
          id: 'cookies',
          title: cookies.title,
          body: <Paragraphs texts={[cookiesFirst, cookiesTracking(tags), cookiesCounts]} />,
        },
        { id: 'complaints', title: words.complaints.title, body: <p>{words.complaints.text}</p> },
        { id: 'updates-to-this-policy', title: words.updates.title, body: <p>{words.updates.text}</p> },
      ]}
    />
  );
}

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyView words={privacyPolicyWords} />;
}
