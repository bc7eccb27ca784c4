// The privacy policy (PIPEDA, Quebec Law 25, CASL): who answers for personal information, what
// each form collects and why (the fields listed from core's lead-form inventory), where it is
// kept, for how long, the rights of access, correction, withdrawal and erasure, and cookies.
// Every statement here describes what the code does: change the page when the code changes.
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
import { formatCount } from './components/format';
import { LegalContact } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';
import { PRIVACY_POLICY_UPDATED } from './components/versions';
import { words, type LeadFormKind } from './words';
import { PAGES, type PageKey } from '@/lib/pages';

/** Where each lead form is filled in, and why we ask for what it collects. */
const FORM_PURPOSES: Record<LeadFormKind, { page: PageKey; purpose: string }> = {
  contact: {
    page: 'writeUs',
    purpose: 'to understand your business and have an advisor answer your request',
  },
  help: {
    page: 'helpMessage',
    purpose: 'to answer your question or message',
  },
  advisory: {
    page: 'advisoryRequest',
    purpose: 'to prepare the advisory service you ask for and contact you about it',
  },
  loan: {
    page: 'loanRequest',
    purpose: 'to assess your financing request and contact you about it',
  },
};

function CollectedByForms() {
  return (
    <ul className="privacy-forms">
      {LEAD_FORMS.map((form) => {
        const { page, purpose } = FORM_PURPOSES[form.kind];
        // The updates box is listed with consent, not as information about you.
        const fields = form.fields.filter((field) => field.name !== form.updatesField).map((field) => words.leadFieldLabel(form.kind, field));
        return (
          <li key={form.kind}>
            <Link to={PAGES[page].path}>{PAGES[page].crumb}</Link>: {fields.join(', ')}
            {form.updatesField !== null && ', and whether you tick the box to receive our newsletters and offers'}. We use it{' '}
            {purpose}.
          </li>
        );
      })}
      <li>
        <Link to={PAGES.newsletters.path}>Newsletter subscription</Link>: your email address, the consent text you agreed to
        and when, and when you confirmed or withdrew your subscription. We use it only to send you the newsletter and
        economic letter you asked for.
      </li>
    </ul>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-is-responsible',
    title: 'Who is responsible for your information',
    body: (
      <>
        <p>
          {ORGANISATION_NAME} is responsible for the personal information collected through this website. Our{' '}
          {PRIVACY_OFFICER_TITLE} is the person in charge of protecting it and answers every question and request about it:
        </p>
        <p>
          {PRIVACY_OFFICER_TITLE}, by email: <a href={`mailto:${PRIVACY_OFFICER_EMAIL}`}>{PRIVACY_OFFICER_EMAIL}</a>
        </p>
        <LegalContact />
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <>
        <p>
          We collect only what you type into our forms, and only to answer you. Each form shows, before you send it, why we
          ask and a link to this policy. What each form collects:
        </p>
        <CollectedByForms />
        <p>
          With every request we also record the date and time it arrived. When you tick the
          updates box, we record the exact text you agreed to (&ldquo;{UPDATES_CONSENT}&rdquo;) and when. We never sell
          your personal information and we do not use it to build profiles.
        </p>
        <p>
          Our server logs record each request&rsquo;s page, answer and time, never your name, email address, phone number,
          message or full IP address. To protect the forms from abuse, the server counts recent requests per network
          address in its memory only, for a few minutes.
        </p>
      </>
    ),
  },
  {
    id: 'where-it-is-kept',
    title: 'Where your information is kept and who sees it',
    body: (
      <>
        <p>
          Your requests and subscriptions are stored in this website&rsquo;s database, on servers located in Canada. When a
          request arrives, it is sent by email to the team that will answer it and, when we use one, to our team&rsquo;s
          internal tools through a secure, signed connection (a webhook). Only the people at {ORGANISATION_NAME} who need
          your information to answer you can see it.
        </p>
        <p>
          We also send you one email saying that your request arrived, with its reference number, at most once an hour
          for the same address. It names the form you used and never repeats what you wrote. To send no more than that,
          we keep the time of that email for one hour.
        </p>
        <p>We share it with no one else, unless the law requires it.</p>
      </>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Requests sent through our forms are kept for {formatCount(LEAD_RETENTION_MONTHS, 'month')}, then deleted.
        </li>
        <li>
          Newsletter subscriptions are kept until you withdraw. After you withdraw, we send you nothing more and keep only
          your address, the consent you had given, the dates you gave and withdrew it and the confirmation email we sent
          you, for{' '}
          {formatCount(WITHDRAWN_SUBSCRIPTION_KEPT_YEARS, 'year')}, as the proof of consent Canada&rsquo;s anti-spam law
          asks of us; then they are deleted.
        </li>
        <li>
          A subscription never confirmed is deleted after {formatCount(LEAD_RETENTION_MONTHS, 'month')}.
        </li>
        <li>
          When we erase your information at your request, we keep a record that an erasure took place and when, without
          your name, email address or any other personal information.
        </li>
        <li>
          Our database backups are replaced as they age, so what we delete also leaves them within their rotation; the
          emails about a request that our team has already received are kept with that request&rsquo;s file, for the same{' '}
          {formatCount(LEAD_RETENTION_MONTHS, 'month')} at most, and deleted with it when you ask us to erase it.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and how to use them',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal information we hold about you: we send you all of it;
          </li>
          <li>
            <strong>correct</strong> it when it is inaccurate or incomplete;
          </li>
          <li>
            <strong>withdraw</strong> a consent you gave us, at any time;
          </li>
          <li>
            <strong>erase</strong> it: we delete every request and subscription tied to your email address, with the
            emails about them that we still hold.
          </li>
        </ul>
        <p>
          To use any of these rights, write to our {PRIVACY_OFFICER_TITLE} at{' '}
          <a href={`mailto:${PRIVACY_OFFICER_EMAIL}`}>{PRIVACY_OFFICER_EMAIL}</a> from the email address concerned (or tell
          us how to reach you at it, so we can make sure the request is yours). We answer within{' '}
          {formatCount(PRIVACY_REQUEST_REPLY_DAYS, 'day')} of receiving your request, as Quebec&rsquo;s Law 25 requires, at
          no cost to you.
        </p>
      </>
    ),
  },
  {
    id: 'consent-and-withdrawal',
    title: 'Consent and withdrawal',
    body: (
      <>
        <p>
          We send newsletters and offers only to people who asked for them. On the request forms, the updates box is never
          ticked in advance. To subscribe to our newsletter you enter your email address, which shows this text before you
          send it: &ldquo;{SUBSCRIBE_CONSENT}&rdquo;. We then send you an email with a link to confirm the subscription (the
          link expires after 7 days); until you follow it, we send you nothing else.
        </p>
        <p>
          Every email we send to a subscriber, the confirmation email included, has a link to unsubscribe. One press of the
          unsubscribe button withdraws your consent at once, and your email program&rsquo;s own unsubscribe button works
          too. You can also write to our {PRIVACY_OFFICER_TITLE}.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and tracking',
    body: (
      <>
        <p>
          This website sets no cookies and stores nothing in your browser&rsquo;s storage. It uses no third-party tracking,
          analytics or advertising tools. Your browser keeps the site&rsquo;s files in its ordinary cache, which you can clear
          at any time.
        </p>
        <p>
          To learn which pages and campaigns bring requests, the site&rsquo;s own code notes, in the open page&rsquo;s memory
          only, where your visit came from: the campaign tags of the address you arrived by (<code>utm_source</code>,{' '}
          <code>utm_medium</code>, <code>utm_campaign</code>, <code>utm_term</code>, <code>utm_content</code>), the name of the
          website that sent you (never the page you were on), the page you arrived on and its language, and, when you send a
          form, how many pages you saw and how long you stayed, to the nearest ten seconds. It is sent with your form, kept
          with your request for as long as the request ({LEAD_RETENTION_MONTHS} months) and deleted with it, and included
          when you ask for your information. Leaving or reloading the page forgets it.
        </p>
        <p>
          The site also counts, per day, how often each form is shown, started, sent, refused or accepted, with the
          language and the campaign or website the visit came from. These counts hold no address, no browser description
          and no identifier: nothing in them is about you. They are kept {FUNNEL_RETENTION_MONTHS} months.
        </p>
      </>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <>
        <p>
          If you are not satisfied with how we handled your information or your request, tell our {PRIVACY_OFFICER_TITLE}{' '}
          first. You can also complain to the{' '}
          <a href="https://www.priv.gc.ca/en/report-a-concern/">Office of the Privacy Commissioner of Canada</a> or, if you
          live in Quebec, to the <a href="https://www.cai.gouv.qc.ca/">Commission d&rsquo;accès à l&rsquo;information du Québec</a>.
        </p>
      </>
    ),
  },
  {
    id: 'updates-to-this-policy',
    title: 'Updates to this policy',
    body: (
      <p>
        We update this policy when what we collect or how we use it changes. The date at the top of this page is the date of
        the current version. If a change affects how we use information we already hold, we will ask for your consent again
        before applying it. See also our <Link to={PAGES.confidentiality.path}>confidentiality</Link> commitments.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      page="privacyPolicy"
      intro={
        <p>
          This policy explains what personal information {ORGANISATION_NAME} collects through this website, why, where it is
          kept, for how long, and how you can see, correct, withdraw or erase it. It applies the Personal Information
          Protection and Electronic Documents Act (PIPEDA), Quebec&rsquo;s Act respecting the protection of personal
          information in the private sector (Law 25) and Canada&rsquo;s anti-spam legislation (CASL). It is published in
          English and in French, and we answer your requests in the language you choose.
        </p>
      }
      updated={PRIVACY_POLICY_UPDATED}
      sections={SECTIONS}
    />
  );
}
