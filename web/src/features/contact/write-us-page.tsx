// Contact Us > Write us: the contact form, with links to the terms of use and the privacy policy,
// behind the splash loader on first load.
import { LinkButton } from '@/components/button';
import { ContactForm } from '@/components/forms/contact-form';
import { FormPage } from '@/components/forms/form-page';
import './contact.css';
import { pageCrumbs, PAGES } from '@/lib/pages';

export default function WriteUsPage() {
  return (
    <FormPage
      title={PAGES.writeUs.title}
      crumbs={pageCrumbs('writeUs')}
      className="contact-page"
    >
      <p className="contact-page__intro">
        Tell us a little about yourself and your business, and an advisor will get back to you within two business
        days. We answer in English or in French, whichever you prefer.
      </p>
      <ContactForm title="Send us your request" />
      <nav className="contact-page__links" aria-label="Terms and privacy">
        <LinkButton to={PAGES.termsOfUse.path} tone="light">
          Terms of use
        </LinkButton>
        <LinkButton to={PAGES.privacyPolicy.path} tone="light">
          {PAGES.privacyPolicy.crumb}
        </LinkButton>
      </nav>
    </FormPage>
  );
}
