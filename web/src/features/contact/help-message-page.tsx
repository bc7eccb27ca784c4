// Contact Us > Terms of use > Write us: the message (help) form.
import { useId } from 'react';
import { PageHeader } from '@/components/page-header';
import { HelpMessageForm } from './components/help-message-form';
import './contact.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function HelpMessagePage() {
  const titleId = useId();
  return (
    <>
      <PageHeader
        title={PAGES.helpMessage.title}
        crumbs={pageCrumbs('helpMessage')}
      />
      <div className="container contact-page">
        <p className="contact-page__intro">
          A question about our terms of use, your personal information or your client space? Write to us and the right
          person on our team will reply by email or by phone.
        </p>
        <h2 className="contact-page__section-title" id={titleId}>
          Your message
        </h2>
        <HelpMessageForm titleId={titleId} />
      </div>
    </>
  );
}
