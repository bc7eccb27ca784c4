// The unsubscribe link of every email to a subscriber (/newsletter/unsubscribe?token=...):
// UNSUBSCRIBE_PROMPT and one button (opening the link withdraws nothing: mail scanners follow
// links). The button belongs to a real form posting to the page's own address (the server
// withdraws and answers the page, so it works without JavaScript); with JavaScript the app calls
// the API instead and shows UNSUBSCRIBING, then UNSUBSCRIBED or the API's message. A link without
// a token is invalid without asking the server.
import { useSearchParams } from '@/lib/router';
import { messages } from '@/lib/i18n';
import { unsubscribe } from './api/unsubscribe';
import { EmailLinkForm } from './components/email-link-form';
import { EmailLinkLayout, linkToken } from './components/email-link-layout';

export default function NewsletterUnsubscribePage() {
  const [search] = useSearchParams();
  const token = linkToken(search);
  return (
    <EmailLinkLayout page="newsletterUnsubscribe">
      {token === null ? (
        <p role="alert" className="email-link__error">
          {messages.EMAIL_LINK_INVALID}
        </p>
      ) : (
        <EmailLinkForm
          key={token}
          page="newsletterUnsubscribe"
          token={token}
          prompt={messages.UNSUBSCRIBE_PROMPT}
          button={messages.UNSUBSCRIBE_BUTTON}
          pending={messages.UNSUBSCRIBING}
          done={messages.UNSUBSCRIBED}
          act={unsubscribe}
          failureLog="Unsubscribing failed"
        />
      )}
    </EmailLinkLayout>
  );
}
