// The link of the confirmation email (/newsletter/confirm?token=...): confirms the subscription
// through the API (idempotent, so the server having confirmed it already when it rendered this
// page changes nothing) and shows the outcome: CONFIRMING_SUBSCRIPTION, then
// SUBSCRIPTION_CONFIRMED or the API's message (expired, withdrawn, invalid). A link without a
// token is invalid without asking the server.
import { useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/i18n';
import { confirmSubscription } from './api/confirm-subscription';
import { EmailLinkLayout, linkToken } from './components/email-link-layout';

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/** The words of a failed call: the API's own message for a refused link, else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 422 ? (error.errors[0]?.message ?? messages.EMAIL_LINK_INVALID) : messages.SOMETHING_WENT_WRONG;
}

export default function NewsletterConfirmPage() {
  const [search] = useSearchParams();
  const token = linkToken(search);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });

  useEffect(() => {
    if (token === null) return;
    const abort = new AbortController();
    setOutcome({ state: 'confirming' });
    confirmSubscription(token, abort.signal).then(
      () => {
        setOutcome({ state: 'confirmed' });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Confirming the subscription failed', error);
        setOutcome({ state: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      abort.abort();
    };
  }, [token]);

  return (
    <EmailLinkLayout page="newsletterConfirm">
      {token === null ? (
        <p role="alert" className="email-link__error">
          {messages.EMAIL_LINK_INVALID}
        </p>
      ) : outcome.state === 'failed' ? (
        <p role="alert" className="email-link__error">
          {outcome.message}
        </p>
      ) : (
        <p role="status">{outcome.state === 'confirmed' ? messages.SUBSCRIPTION_CONFIRMED : messages.CONFIRMING_SUBSCRIPTION}</p>
      )}
    </EmailLinkLayout>
  );
}
