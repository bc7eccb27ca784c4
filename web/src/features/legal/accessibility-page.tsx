// The accessibility statement (AODA): the standard we aim for, what the site does for it, what we
// know is not yet right, and how to tell us about a barrier or ask for another format. The
// structure is AccessibilityView's, shared by both languages; the English words are here, the
// French ones in accessibility-page.fr.tsx.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import {
  ACCESSIBILITY_EMAIL,
  ACCESSIBILITY_REPLY_BUSINESS_DAYS,
  ORGANISATION_NAME,
  TOLL_FREE_NUMBER,
  WCAG_AIMED_FOR,
  WCAG_LEVEL,
  WCAG_REQUIRED_IN_ONTARIO,
} from '@bindings';
import { formatCount } from './components/format';
import { telHref } from './components/legal-contact';
import { LegalPage } from './components/legal-page';
import { BulletList } from './components/legal-text';
import { ACCESSIBILITY_STATEMENT_UPDATED } from './components/versions';
import { PAGES } from '@/lib/pages';

export interface AccessibilityWords {
  intro: string;
  commitment: { title: string; text: string };
  /** What the site does, each point under its label (`Keyboard:`). */
  done: { title: string; items: readonly { label: string; text: string }[] };
  /** A lead-in, the list of limitations, and what we do meanwhile. */
  limitations: { title: string; lead: string; items: readonly string[]; meanwhile: string };
  feedback: {
    title: string;
    lead: string;
    /** Before the accessibility email address. */
    byEmail: string;
    /** Before the toll-free number. */
    byPhone: string;
    /** Links the message form. */
    byForm: ReactNode;
    reply: string;
  };
  alternateFormats: { title: string; text: string };
}

export const accessibilityWords: AccessibilityWords = {
  intro:
    'This statement explains the accessibility standard this website aims for, what we have done to meet it, what we know is not yet right, and how to tell us about a barrier.',
  commitment: {
    title: 'Our commitment',
    text: `${ORGANISATION_NAME} wants every entrepreneur to be able to use this website, whatever their abilities or the technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) ${WCAG_AIMED_FOR} at level ${WCAG_LEVEL}. That goes beyond the law: under the Accessibility for Ontarians with Disabilities Act (AODA), Ontario’s Integrated Accessibility Standards (O. Reg. 191/11) require WCAG ${WCAG_REQUIRED_IN_ONTARIO} at level ${WCAG_LEVEL}. We apply our standard to the whole site, in every province.`,
  },
  done: {
    title: 'What we have done',
    items: [
      {
        label: 'Keyboard:',
        text: 'every link, menu, form and dialog can be used with the keyboard alone, with a visible focus, and a link at the top of each page skips straight to its content.',
      },
      {
        label: 'Screen readers:',
        text: 'pages have one main heading and ordered section headings, form fields have labels, a field with an error is marked and receives the focus, and messages are announced as they appear.',
      },
      {
        label: 'Reduced motion:',
        text: 'when your device asks for reduced motion, slideshows, carousels and animations stop.',
      },
      {
        label: 'Contrast:',
        text: 'text and buttons use colours with enough contrast to be read easily, and text can be enlarged without loss of content.',
      },
      {
        label: 'Without JavaScript:',
        text: 'every page’s text is sent by the server, so it can be read even when scripts do not run.',
      },
      {
        label: 'Languages:',
        text: 'every page is available in English and in French, with its language declared so that screen readers pronounce it correctly, and the EN/FR link in the navigation bar opens the same page in the other language. We answer by email or phone in either language.',
      },
      {
        label: 'Testing:',
        text: 'every page is checked with an automated accessibility tool (axe) before each release, and the forms and menus are tried with the keyboard.',
      },
    ],
  },
  limitations: {
    title: 'Known limitations',
    lead: 'We know that some parts of the site are not yet as accessible as we want:',
    items: [
      'the short videos on the IT solutions category tiles are silent and decorative: they have no captions or description, show nothing that is not written beside them, and are hidden from screen readers.',
    ],
    meanwhile: 'We are working on it. Until it is fixed, we will give you the same information another way on request.',
  },
  feedback: {
    title: 'Give us feedback',
    lead: 'If you meet a barrier on this website, or want to tell us how we can do better, contact us in the way that suits you:',
    byEmail: 'by email:',
    byPhone: 'by phone, toll-free:',
    byForm: (
      <>
        with our <Link to={PAGES.helpMessage.path}>message form</Link>.
      </>
    ),
    reply: `Tell us the page and what happened. We acknowledge your feedback and answer within ${formatCount(ACCESSIBILITY_REPLY_BUSINESS_DAYS, 'business day')}, and we tell you what we will do about it.`,
  },
  alternateFormats: {
    title: 'Alternate formats',
    text: 'Any document or page of this website is available on request in another format, such as large print, plain text sent by email, or read to you over the phone, at no cost. Ask us by email, by phone or with the message form; we agree with you on the format and a date.',
  },
};

/** The page in the language of `words`; its section ids are the anchors of both languages. */
export function AccessibilityView({ words }: { words: AccessibilityWords }) {
  const { commitment, done, limitations, feedback, alternateFormats } = words;
  return (
    <LegalPage
      page="accessibility"
      intro={<p>{words.intro}</p>}
      updated={ACCESSIBILITY_STATEMENT_UPDATED}
      sections={[
        { id: 'our-commitment', title: commitment.title, body: <p>{commitment.text}</p> },
        {
          id: 'what-we-have-done',
          title: done.title,
          body: (
            <BulletList
              items={done.items.map(({ label, text }) => (
                <>
                  <strong>{label}</strong> {text}
                </>
              ))}
            />
          ),
        },
        {
          id: 'known-limitations',
          title: limitations.title,
          body: (
            <>
              <p>{limitations.lead}</p>
              <BulletList items={limitations.items} />
              <p>{limitations.meanwhile}</p>
            </>
          ),
        },
        {
          id: 'feedback',
          title: feedback.title,
          body: (
            <>
              <p>{feedback.lead}</p>
              <ul>
                <li>
                  {feedback.byEmail} <a href={`mailto:${ACCESSIBILITY_EMAIL}`}>{ACCESSIBILITY_EMAIL}</a>
                </li>
                <li>
                  {feedback.byPhone} <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
                </li>
                <li>{feedback.byForm}</li>
              </ul>
              <p>{feedback.reply}</p>
            </>
          ),
        },
        { id: 'alternate-formats', title: alternateFormats.title, body: <p>{alternateFormats.text}</p> },
      ]}
    />
  );
}

export default function AccessibilityPage() {
  return <AccessibilityView words={accessibilityWords} />;
}
