// The lead forms' state machine (contact, help, advisory, loan), pure: what a form holds and how
// each event moves it. `useLeadForm` runs it with `useReducer` and keeps the side effects (the
// checks, the POST, the funnel's beacons, the timer, focus).
//
//   editing ──submitted──► submitting ─┬─accepted─► accepted ─┐
//    ▲  ▲                       │      ├─refused──► refused  ─┤  submitted: to submitting again
//    │  └──────interrupted──────┘      └─failed───► failed   ─┤
//    └──────────────────────────changed───────────────────────┘
//
// A submission is sent from any phase but `submitting` (one POST at a time). A field can change in
// every phase; after an outcome, a change returns the form to `editing`. The notice and the dialog
// outlive the phase that showed them: the notice until NOTICE_HIDE_MS have passed (or a newer one
// replaces it), the dialog until the visitor closes it. An event that cannot happen in the
// current state returns that same state (so React renders nothing again).
import type { FieldError } from '@bindings';

export type FormValues = Record<string, string | boolean>;

export interface Notice {
  tone: 'error' | 'success';
  message: string;
  /** Distinguishes two notices with the same text (each restarts the hide timer, each moves focus). */
  serial: number;
}

/**
 * - `editing`: open to the visitor (the start, and after any change that follows an outcome);
 * - `submitting`: being checked by the wasm module, then sent (the button busy, a second press ignored);
 * - `accepted`: the server stored it (the fields cleared, the success notice, the saved dialog where the form asks);
 * - `refused`: a field failed, in the browser's checks or the server's (its notice, the field marked);
 * - `failed`: the request itself failed (the error alert; the form keeps its values).
 */
export type LeadFormPhase = 'editing' | 'submitting' | 'accepted' | 'refused' | 'failed';

/** The dialog over the form: the saved dialog after an accepted submission, the error alert after a failed one. */
export type LeadFormDialog = 'saved' | 'alert';

export interface LeadFormState<V extends FormValues> {
  phase: LeadFormPhase;
  values: V;
  /** The hidden field only bots fill (sent as `company_fax`). */
  honeypot: string;
  notice: Notice | null;
  /** How many notices the form has shown: the last one's serial. */
  notices: number;
  /** The field the last refusal named (aria-invalid, and focused) until it changes or a submission is accepted. */
  invalidField: string | null;
  dialog: LeadFormDialog | null;
}

export type LeadFormAction<V extends FormValues> =
  | { type: 'changed'; name: keyof V & string; value: V[keyof V] }
  | { type: 'honeypotChanged'; value: string }
  | { type: 'submitted' }
  | { type: 'refused'; error: FieldError }
  | { type: 'failed' }
  | { type: 'accepted'; reset: V; message: string; confirmSaved: boolean }
  /** The submission threw before it ended (an unexpected error): the form is open again, nothing shown. */
  | { type: 'interrupted' }
  | { type: 'noticeExpired'; serial: number }
  | { type: 'dialogClosed'; dialog: LeadFormDialog };

export function initialLeadFormState<V extends FormValues>(values: V): LeadFormState<V> {
  return { phase: 'editing', values, honeypot: '', notice: null, notices: 0, invalidField: null, dialog: null };
}

/** The phase after a change: a submission in flight goes on; an outcome gives way to editing. */
const afterChange = (phase: LeadFormPhase): LeadFormPhase => (phase === 'submitting' ? 'submitting' : 'editing');

function withNotice<V extends FormValues>(state: LeadFormState<V>, tone: Notice['tone'], message: string): LeadFormState<V> {
  const notices = state.notices + 1;
  return { ...state, notice: { tone, message, serial: notices }, notices };
}

export function leadFormReducer<V extends FormValues>(state: LeadFormState<V>, action: LeadFormAction<V>): LeadFormState<V> {
  switch (action.type) {
    case 'changed':
      return {
        ...state,
        phase: afterChange(state.phase),
        values: { ...state.values, [action.name]: action.value },
        invalidField: state.invalidField === action.name ? null : state.invalidField,
      };
    case 'honeypotChanged':
      return { ...state, phase: afterChange(state.phase), honeypot: action.value };
    case 'submitted':
      return state.phase === 'submitting' ? state : { ...state, phase: 'submitting' };
    case 'refused':
      if (state.phase !== 'submitting') return state;
      return withNotice({ ...state, phase: 'refused', invalidField: action.error.field }, 'error', action.error.message);
    case 'failed':
      if (state.phase !== 'submitting') return state;
      return { ...state, phase: 'failed', dialog: 'alert' };
    case 'accepted':
      if (state.phase !== 'submitting') return state;
      return withNotice(
        {
          ...state,
          phase: 'accepted',
          values: action.reset,
          honeypot: '',
          invalidField: null,
          dialog: action.confirmSaved ? 'saved' : state.dialog,
        },
        'success',
        action.message,
      );
    case 'interrupted':
      return state.phase === 'submitting' ? { ...state, phase: 'editing' } : state;
    case 'noticeExpired':
      return state.notice?.serial === action.serial ? { ...state, notice: null } : state;
    case 'dialogClosed':
      return state.dialog === action.dialog ? { ...state, dialog: null } : state;
  }
}
