// Contact Us > Write us: the contact form, with links to the terms of use and the privacy policy,
// behind the splash loader on first load.
import { LinkButton } from '@/components/button';
import { ContactForm } from '@/components/forms/contact-form';
import { FormPage } from '@/components/forms/form-page';
import './contact.css';
import { pageTitle } from '@/lib/page-title';

export default function WriteUsPage() {
  return (
    <FormPage
      title={pageTitle('/contact/write-us')}
      crumbs={[{ label: 'Contact Us', to: '/contact' }, { label: 'Write us' }]}
      className="contact-page"
    >
      <p className="contact-page__intro">
        Tell us a little about yourself and your business, and an advisor will get back to you within two business
        days. We answer in English or in French, whichever you prefer.
      </p>
      <ContactForm title="Send us your request" />
      <nav className="contact-page__links" aria-label="Terms and privacy">
        <LinkButton to="/contact/terms-of-use" tone="light">
          Terms of use
        </LinkButton>
        <LinkButton to="/contact/privacy-policy" tone="light">
          Privacy policy
        </LinkButton>
      </nav>
    </FormPage>
  );
}
