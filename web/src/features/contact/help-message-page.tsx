// Contact Us > Terms of use > Write us: the message (help) form, behind the splash loader on first
// load.
import { useId } from 'react';
import { FormPage } from '@/components/forms/form-page';
import { HelpMessageForm } from './components/help-message-form';
import { pageWords } from '@/lib/i18n';
import './contact.css';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

export default function HelpMessagePage() {
  const titleId = useId();
  return (
    <FormPage
      title={pageWords('helpMessage').title}
      crumbs={pageCrumbs('helpMessage')}
      className="contact-page"
    >
      <p className="contact-page__intro">{words.messageIntro}</p>
      <h2 className="contact-page__section-title" id={titleId}>
        {words.yourMessage}
      </h2>
      <HelpMessageForm titleId={titleId} />
    </FormPage>
  );
}
