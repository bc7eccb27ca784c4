// A form's funnel beacons (docs/operating.md#attribution-and-funnel): `shown` when the form first enters the viewport and
// `started` at its first input, each once per form and page in a visit (a page of eleven
// newsletter cards shows the subscription once), and `submitted` at each press of send. Nothing
// is sent about the visitor (lib/attribution/beacon.ts).
import { useCallback } from 'react';
import { sendFunnelStep, type BeaconStep, type FunnelForm } from '@/lib/attribution';

/** The steps already sent in this visit, by form, step and page. */
const sent = new Set<string>();

/** Sends `step` unless it was sent for this form on this page already. */
function once(form: FunnelForm, step: BeaconStep): boolean {
  const key = `${form} ${step} ${location.pathname}`;
  if (sent.has(key)) return false;
  sent.add(key);
  sendFunnelStep(form, step);
  return true;
}

export function useFunnelSteps(form: FunnelForm) {

  /** The form element's ref: watches it until it has been seen once. */
  const observe = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return undefined;
      let seenOnce = false;
      const seen = () => {
        if (seenOnce) return;
        seenOnce = true;
        once(form, 'shown');
      };
      if (typeof IntersectionObserver === 'undefined') {
        seen();
        return undefined;
      }
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen();
        observer.disconnect();
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
      };
    },
    [form],
  );

  const onStarted = useCallback(() => {
    once(form, 'started');
  }, [form]);

  const onSubmitted = useCallback(() => {
    sendFunnelStep(form, 'submitted');
  }, [form]);

  return { observe, started: onStarted, submitted: onSubmitted };
}

/** Forgets the steps sent (tests only). */
export function forgetFunnelSteps(): void {
  sent.clear();
}
