// The link of the confirmation email (/newsletter/confirm?token=...): CONFIRM_PROMPT and one button
// (docs/decisions/0013-newsletter-double-opt-in.md: opening the link confirms nothing, since mail
// gateways fetch links before anyone reads them; only the person's press does). The button belongs
// to a real form posting to the page's own address (the server confirms and answers the outcome
// page, so it works without JavaScript); with JavaScript the app calls the API instead (idempotent)
// and shows CONFIRMING_SUBSCRIPTION, then SUBSCRIPTION_CONFIRMED or the API's message (expired,
// withdrawn, invalid). A link without a token is invalid without asking the server.
import { useSearchParams } from '@/lib/router';
import { messages } from '@/lib/i18n';
import { confirmSubscription } from './api/confirm-subscription';
import { EmailLinkForm } from './components/email-link-form';
import { EmailLinkLayout, linkToken } from './components/email-link-layout';

export default function NewsletterConfirmPage() {
  const [search] = useSearchParams();
  const token = linkToken(search);
  return (
    <EmailLinkLayout page="newsletterConfirm">
      {token === null ? (
        <p role="alert" className="email-link__error">
          {messages.EMAIL_LINK_INVALID}
        </p>
      ) : (
        <EmailLinkForm
          key={token}
          page="newsletterConfirm"
          token={token}
          prompt={messages.CONFIRM_PROMPT}
          button={messages.CONFIRM_BUTTON}
          pending={messages.CONFIRMING_SUBSCRIPTION}
          done={messages.SUBSCRIPTION_CONFIRMED}
          act={confirmSubscription}
          failureLog="Confirming the subscription failed"
        />
      )}
    </EmailLinkLayout>
  );
}
