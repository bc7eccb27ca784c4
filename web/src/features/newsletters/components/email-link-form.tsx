// The one-button form of the pages an email links to (confirm, unsubscribe;
// docs/decisions/0013-newsletter-double-opt-in.md): the page's prompt and its button, in a real
// form posting to the page's own address with the token (the server acts and answers the outcome
// page, so it works without JavaScript). Opening the page changes nothing (mail gateways fetch
// links before anyone reads them): only the button acts. With JavaScript the app calls the API
// instead: the pending words, then the done words (the form gone) or the API's message as an alert,
// the button kept to try again. One live region for the whole exchange; a second press while a call
// is under way calls nothing. On a French page the form posts to the French address, so the server
// answers in French.
import { useRef, useState, type SubmitEvent } from 'react';
import '@/components/button.css';
import { ApiError } from '@/lib/api-client';
import { localizedPath, messages } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';

type Outcome = { state: 'idle' } | { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

export interface EmailLinkFormProps {
  /** The page the form posts to (its own), with `?token=`. */
  page: 'newsletterConfirm' | 'newsletterUnsubscribe';
  token: string;
  /** The words, in the page's language. */
  prompt: string;
  button: string;
  pending: string;
  done: string;
  /** The API call the button makes with JavaScript. */
  act: (token: string) => Promise<unknown>;
  /** What the console says when the call fails. */
  failureLog: string;
}

/** The words of a failed call: the API's own message for a refused link, else the generic one. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 422 ? (error.errors[0]?.message ?? messages.EMAIL_LINK_INVALID) : messages.SOMETHING_WENT_WRONG;
}

/** Give it `key={token}`: a new link is a new page, with its own form state. */
export function EmailLinkForm({ page, token, prompt, button, pending, done, act, failureLog }: EmailLinkFormProps) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const inFlight = useRef(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome({ state: 'pending' });
    act(token)
      .then(
        () => {
          setOutcome({ state: 'done' });
        },
        (error: unknown) => {
          console.error(failureLog, error);
          setOutcome({ state: 'failed', message: failureMessage(error) });
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  const busy = outcome.state === 'pending';
  const finished = outcome.state === 'done';
  return (
    <>
      {!finished && (
        <>
          <p>{prompt}</p>
          <form method="post" action={localizedPath(`${PAGES[page].path}?token=${encodeURIComponent(token)}`)} onSubmit={onSubmit}>
            <button type="submit" className="button button--dark" disabled={busy} aria-busy={busy}>
              {button}
            </button>
          </form>
        </>
      )}
      {/* One live region for the whole exchange, so each step is announced. */}
      <p role="status">{busy ? pending : finished ? done : null}</p>
      {outcome.state === 'failed' && (
        <p role="alert" className="email-link__error">
          {outcome.message}
        </p>
      )}
    </>
  );
}
