// Contact Us > Write us: the contact form, with links to the terms of use and the privacy policy,
// behind the splash loader on first load.
import { LinkButton } from '@/components/button';
import { ContactForm } from '@/components/forms/contact-form';
import { FormPage } from '@/components/forms/form-page';
import { pageWords } from '@/lib/i18n';
import './contact.css';
import { pageCrumbs, PAGES } from '@/lib/pages';
import { words } from './words';

export default function WriteUsPage() {
  return (
    <FormPage
      title={pageWords('writeUs').title}
      crumbs={pageCrumbs('writeUs')}
      className="contact-page"
    >
      <p className="contact-page__intro">{words.writeUsIntro}</p>
      <ContactForm title={words.writeUsFormTitle} />
      <nav className="contact-page__links" aria-label={words.termsAndPrivacy}>
        <LinkButton to={PAGES.termsOfUse.path} tone="light">
          {pageWords('termsOfUse').crumb}
        </LinkButton>
        <LinkButton to={PAGES.privacyPolicy.path} tone="light">
          {pageWords('privacyPolicy').crumb}
        </LinkButton>
      </nav>
    </FormPage>
  );
}
