// Contact Us > Terms of use > Write us: the message (help) form, behind the splash loader on first
// load.
import { useId } from 'react';
import { FormPage } from '@/components/forms/form-page';
import { HelpMessageForm } from './components/help-message-form';
import './contact.css';
import { pageCrumbs, PAGES } from '@/lib/pages';

export default function HelpMessagePage() {
  const titleId = useId();
  return (
    <FormPage
      title={PAGES.helpMessage.title}
      crumbs={pageCrumbs('helpMessage')}
      className="contact-page"
    >
      <p className="contact-page__intro">
        A question about our terms of use, your personal information or your client space? Write to us and the right
        person on our team will reply by email or by phone.
      </p>
      <h2 className="contact-page__section-title" id={titleId}>
        Your message
      </h2>
      <HelpMessageForm titleId={titleId} />
    </FormPage>
  );
}
