// The unsubscribe link of every email to a subscriber (/newsletter/unsubscribe?token=...):
// UNSUBSCRIBE_PROMPT and one button. The button belongs to a real form posting to the page's own
// address (the server withdraws and answers the page, so it works without JavaScript); with
// JavaScript the app calls the API instead and shows UNSUBSCRIBING, then UNSUBSCRIBED or the
// API's message. A link without a token is invalid without asking the server. On a French page the
// form posts to the French address, so the server answers in French.
import { useRef, useState, type SubmitEvent } from 'react';
import { useSearchParams } from '@/lib/router';
import '@/components/button.css';
import { localizedPath, messages } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';
import { unsubscribe } from './api/unsubscribe';
import { EmailLinkLayout, linkToken } from './components/email-link-layout';
import { failureMessage } from './newsletter-confirm-page';

type Outcome = { state: 'idle' } | { state: 'unsubscribing' } | { state: 'unsubscribed' } | { state: 'failed'; message: string };

function UnsubscribeForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const inFlight = useRef(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome({ state: 'unsubscribing' });
    unsubscribe(token)
      .then(
        () => {
          setOutcome({ state: 'unsubscribed' });
        },
        (error: unknown) => {
          console.error('Unsubscribing failed', error);
          setOutcome({ state: 'failed', message: failureMessage(error) });
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  const busy = outcome.state === 'unsubscribing';
  const done = outcome.state === 'unsubscribed';
  return (
    <>
      {!done && (
        <>
          <p>{messages.UNSUBSCRIBE_PROMPT}</p>
          <form method="post" action={localizedPath(`${PAGES.newsletterUnsubscribe.path}?token=${encodeURIComponent(token)}`)} onSubmit={onSubmit}>
            <button type="submit" className="button button--dark" disabled={busy} aria-busy={busy}>
              {messages.UNSUBSCRIBE_BUTTON}
            </button>
          </form>
        </>
      )}
      {/* One live region for the whole exchange, so each step is announced. */}
      <p role="status">{busy ? messages.UNSUBSCRIBING : done ? messages.UNSUBSCRIBED : null}</p>
      {outcome.state === 'failed' && (
        <p role="alert" className="email-link__error">
          {outcome.message}
        </p>
      )}
    </>
  );
}

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
        // A new link is a new page: its own form state.
        <UnsubscribeForm key={token} token={token} />
      )}
    </EmailLinkLayout>
  );
}
