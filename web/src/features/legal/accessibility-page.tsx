// The accessibility statement (AODA): the standard we aim for, what the site does for it, what we
// know is not yet right, and how to tell us about a barrier or ask for another format.
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
import { LegalPage, type LegalSection } from './components/legal-page';
import { ACCESSIBILITY_STATEMENT_UPDATED } from './components/versions';
import { PAGES } from '@/lib/pages';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-commitment',
    title: 'Our commitment',
    body: (
      <p>
        {ORGANISATION_NAME} wants every entrepreneur to be able to use this website, whatever their abilities or the
        technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) {WCAG_AIMED_FOR} at level{' '}
        {WCAG_LEVEL}. That goes beyond the law: under the Accessibility for Ontarians with Disabilities Act (AODA),
        Ontario&rsquo;s Integrated Accessibility Standards (O. Reg. 191/11) require WCAG {WCAG_REQUIRED_IN_ONTARIO} at
        level {WCAG_LEVEL}. We apply our standard to the whole site, in every province.
      </p>
    ),
  },
  {
    id: 'what-we-have-done',
    title: 'What we have done',
    body: (
      <ul>
        <li>
          <strong>Keyboard:</strong> every link, menu, form and dialog can be used with the keyboard alone, with a visible
          focus, and a link at the top of each page skips straight to its content.
        </li>
        <li>
          <strong>Screen readers:</strong> pages have one main heading and ordered section headings, form fields have
          labels, a field with an error is marked and receives the focus, and messages are announced as they appear.
        </li>
        <li>
          <strong>Reduced motion:</strong> when your device asks for reduced motion, slideshows, carousels and animations
          stop.
        </li>
        <li>
          <strong>Contrast:</strong> text and buttons use colours with enough contrast to be read easily, and text can be
          enlarged without loss of content.
        </li>
        <li>
          <strong>Without JavaScript:</strong> every page&rsquo;s text is sent by the server, so it can be read even when
          scripts do not run.
        </li>
        <li>
          <strong>Languages:</strong> every page is available in English and in French, with its language declared so that
          screen readers pronounce it correctly, and the EN/FR link in the navigation bar opens the same page in the other language.
          We answer by email or phone in either language.
        </li>
        <li>
          <strong>Testing:</strong> every page is checked with an automated accessibility tool (axe) before each release,
          and the forms and menus are tried with the keyboard.
        </li>
      </ul>
    ),
  },
  {
    id: 'known-limitations',
    title: 'Known limitations',
    body: (
      <>
        <p>We know that some parts of the site are not yet as accessible as we want:</p>
        <ul>
          <li>
            the short videos on the IT solutions category tiles are silent and decorative: they have no captions or
            description, show nothing that is not written beside them, and are hidden from screen readers.
          </li>
        </ul>
        <p>We are working on it. Until it is fixed, we will give you the same information another way on request.</p>
      </>
    ),
  },
  {
    id: 'feedback',
    title: 'Give us feedback',
    body: (
      <>
        <p>
          If you meet a barrier on this website, or want to tell us how we can do better, contact us in the way that suits
          you:
        </p>
        <ul>
          <li>
            by email: <a href={`mailto:${ACCESSIBILITY_EMAIL}`}>{ACCESSIBILITY_EMAIL}</a>
          </li>
          <li>
            by phone, toll-free: <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
          </li>
          <li>
            with our <Link to={PAGES.helpMessage.path}>message form</Link>.
          </li>
        </ul>
        <p>
          Tell us the page and what happened. We acknowledge your feedback and answer within{' '}
          {formatCount(ACCESSIBILITY_REPLY_BUSINESS_DAYS, 'business day')}, and we tell you what we will do about it.
        </p>
      </>
    ),
  },
  {
    id: 'alternate-formats',
    title: 'Alternate formats',
    body: (
      <p>
        Any document or page of this website is available on request in another format, such as large print, plain text
        sent by email, or read to you over the phone, at no cost. Ask us by email, by phone or with the message form; we
        agree with you on the format and a date.
      </p>
    ),
  },
];

export default function AccessibilityPage() {
  return (
    <LegalPage
      page="accessibility"
      intro={
        <p>
          This statement explains the accessibility standard this website aims for, what we have done to meet it, what we
          know is not yet right, and how to tell us about a barrier.
        </p>
      }
      updated={ACCESSIBILITY_STATEMENT_UPDATED}
      sections={SECTIONS}
    />
  );
}
