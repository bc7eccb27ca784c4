// The funnel's beacons (docs/operating.md#attribution-and-funnel): a form shown, started or submitted, sent to `POST /api/events`
// with `navigator.sendBeacon` (it survives the page being left, and never delays it). The body
// names the form, the step, the page's language and the visit's source: nothing about the visitor.
import type { FunnelEvent } from '@bindings';
import { apiUrl } from '@/lib/api-client';
import { pageLang } from '@/lib/i18n';
import { visitSource } from './visit';

/** The forms the funnel counts: the lead forms and the newsletter subscription. */
export type FunnelForm = 'contact' | 'help' | 'advisory' | 'loan' | 'newsletter';
/** The steps the app reports (the server counts the others). */
export type BeaconStep = 'shown' | 'started' | 'submitted';

export function sendFunnelStep(form: FunnelForm, step: BeaconStep): void {
  const source = visitSource();
  const event: FunnelEvent = { form, step, lang: pageLang(), ...(source ? { source } : {}) };
  const body = JSON.stringify(event);
  const url = apiUrl('/events');
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A beacon refused by the browser (a policy, a full queue): try a plain request below.
  }
  // A lost count is a lost count: it never reaches the visitor.
  void fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
}
