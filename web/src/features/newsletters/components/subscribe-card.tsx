// Subscribing to a newsletter: the consent text (SUBSCRIBE_CONSENT, what the server stores as the
// subscription's consent) and the privacy policy link shown under the field before submitting;
// idle, then SUBMITTING, then the panel asking to check the inbox (double opt-in: input and
// message cleared; the visitor can close it) or SOMETHING_WENT_WRONG. The email is checked by
// the wasm module (PROVIDE_EMAIL, PROVIDE_VALID_EMAIL).
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { EMAIL_MAX_CHARS, type Attribution, type SubscribeRequest } from '@bindings';
import { PrivacyPolicyLink } from '@/components/forms/privacy-notice';
import { useFunnelSteps } from '@/components/forms/use-funnel-steps';
import { useFormValidation, type PickValidator } from '@/components/forms/use-form-validation';
import { ApiError, newIdempotencyKey } from '@/lib/api-client';
import { splitAttribution, visitAttribution } from '@/lib/attribution';
import { messages } from '@/lib/i18n';
import { words } from '../words';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

const validator: PickValidator<SubscribeRequest> = (wasm) => wasm.validateSubscribe;

type Status = 'idle' | 'submitting' | 'subscribed' | 'failed';

export function SubscribeCard({ newsletterId, subject }: { newsletterId: string; subject: string }) {
  const id = useId();
  const { warm, validate } = useFormValidation(validator);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const inFlight = useRef(false);
  // A retry of the same address keeps its key and the attribution it was first sent with.
  const attempt = useRef<{ email: string; key: string; attribution: Attribution | undefined } | undefined>(undefined);
  const steps = useFunnelSteps('newsletter');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (panelOpen) panelRef.current?.focus();
  }, [panelOpen]);

  const fail = (text: string) => {
    setStatus('failed');
    setMessage(text);
    setInvalid(true);
    inputRef.current?.focus();
  };

  const submit = async () => {
    if (inFlight.current) return;
    steps.submitted();
    inFlight.current = true;
    try {
      // The visit's attribution is checked with the address, as the server will check it.
      const noted = visitAttribution();
      const checked = splitAttribution(await validate(noted ? { email, attribution: noted } : { email }), noted);
      const [first] = checked.failures;
      if (first) {
        fail(first.message);
        return;
      }
      setInvalid(false);
      setStatus('submitting');
      setMessage(messages.SUBMITTING);
      if (attempt.current?.email !== email) attempt.current = { email, key: newIdempotencyKey(), attribution: checked.attribution };
      try {
        await subscribeToNewsletter(newsletterId, email, attempt.current.key, attempt.current.attribution);
      } catch (error) {
        console.error('The subscription failed', error);
        const answer = error instanceof ApiError && error.status === 422 ? error.errors[0] : undefined;
        if (answer) {
          fail(answer.message);
        } else {
          setStatus('failed');
          setMessage(messages.SOMETHING_WENT_WRONG);
        }
        return;
      }
      attempt.current = undefined;
      setEmail('');
      setMessage(null);
      setStatus('subscribed');
      setPanelOpen(true);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const closePanel = () => {
    setPanelOpen(false);
    setStatus('idle');
    inputRef.current?.focus();
  };

  const submitting = status === 'submitting';
  return (
    <div className="subscribe-card">
      <form className="subscribe-card__form" aria-label={words.subscribeTo(subject)} noValidate
        ref={steps.observe}
        onSubmit={onSubmit}
        onFocus={warm}
        onInput={() => {
          warm();
          steps.started();
        }}
      >
        <label className="subscribe-card__label" htmlFor={`${id}-email`}>
          {words.yourEmail}
        </label>
        <div className="subscribe-card__row">
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_CHARS}
            value={email}
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={message ? `${id}-consent ${id}-message` : `${id}-consent`}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          />
          <button type="submit" className="button button--dark" disabled={submitting} aria-busy={submitting}>
            {words.subscribe}
          </button>
        </div>
        <p id={`${id}-consent`} className="subscribe-card__consent">
          {messages.SUBSCRIBE_CONSENT} <PrivacyPolicyLink />
        </p>
        <p
          id={`${id}-message`}
          className={`subscribe-card__message${status === 'failed' ? ' subscribe-card__message--error' : ''}`}
          role="status"
        >
          {message}
        </p>
      </form>
      {panelOpen && (
        <div ref={panelRef} className="subscribe-card__panel" role="region" aria-labelledby={`${id}-done`} tabIndex={-1}>
          <h3 id={`${id}-done`} className="subscribe-card__panel-title">
            {messages.SUBSCRIBED_TITLE}
          </h3>
          <p>{messages.SUBSCRIBED_TEXT}</p>
          <button type="button" className="button button--light" onClick={closePanel}>
            {words.close}
          </button>
        </div>
      )}
    </div>
  );
}
