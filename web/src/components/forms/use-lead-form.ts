// The lead forms' hook (contact, help, advisory, loan): runs the state machine of
// `lead-form-state.ts` and does its side effects: validation through the wasm module, the notice
// that hides itself after NOTICE_HIDE_MS, focus on the failing field (aria-invalid,
// aria-describedby) or the notice, one POST at a time with an Idempotency-Key, the honeypot, the
// error alert (ERROR_ALERT_TITLE) when the request itself fails, and, where the form asks for it,
// the saved dialog once a submission is stored. `LeadFormFrame` shows what it returns.
import { useEffect, useId, useReducer, useRef, type SubmitEvent } from 'react';
import { NOTICE_HIDE_MS } from '@bindings';
import { ApiError, newIdempotencyKey } from '@/lib/api-client';
import { splitAttribution, visitAttribution, type FunnelForm } from '@/lib/attribution';
import { initialLeadFormState, leadFormReducer, type FormValues, type LeadFormAction } from './lead-form-state';
import { useFunnelSteps } from './use-funnel-steps';
import { useFormValidation, type PickValidator } from './use-form-validation';

export type { FormValues, Notice } from './lead-form-state';
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What every control bound to a field carries. */
interface FieldBinding {
  id: string;
  name: string;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/** What a text-like control (input, textarea, select, radio group) needs. */
export interface TextBinding extends FieldBinding {
  value: string;
  onChange: (value: string) => void;
}

export interface CheckBinding extends FieldBinding {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface LeadFormOptions<V extends FormValues, F> {
  initial: V;
  /** The wasm validator of this form, e.g. `(wasm) => wasm.validateHelp` (a module constant). */
  validator: PickValidator<F>;
  /** The form as the validator reads it (with the client-only confirm field). */
  toForm: (values: V) => F;
  /** The payload sent to the server (never the confirm field). */
  toPayload: (values: V) => Record<string, unknown>;
  send: (payload: Record<string, unknown>, idempotencyKey: string) => Promise<unknown>;
  successMessage: string;
  /** Also confirm a stored submission with the saved dialog (MessageDialog's default message). */
  confirmSaved?: boolean;
  /** The form's name in the funnel's counts (docs/operating.md#attribution-and-funnel). */
  funnel: FunnelForm;
}

export function useLeadForm<V extends FormValues, F>(options: LeadFormOptions<V, F>) {
  const { initial, validator, toForm, toPayload, send, successMessage, confirmSaved = false, funnel } = options;
  const steps = useFunnelSteps(funnel);
  const baseId = useId();
  const noticeId = `${baseId}-notice`;
  const { warm, validate } = useFormValidation(validator);
  const [state, dispatch] = useReducer(leadFormReducer<V>, initial, initialLeadFormState);
  const { values, honeypot, notice, invalidField, dialog } = state;
  /** Set from the press of send to its outcome: a second press in the same turn finds it before React renders. */
  const inFlight = useRef(false);
  /** The submission last sent and not stored: a retry of the same values keeps its key and attribution. */
  const attempt = useRef<{ body: string; key: string; attribution: Record<string, unknown> } | undefined>(undefined);
  /** The last notice that has had its chance to move focus. */
  const focusedNotice = useRef(0);
  const elements = useRef(new Map<string, HTMLElement>());
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const submitRef = useRef<HTMLButtonElement | null>(null);

  // The banner hides itself; a newer notice restarts the clock.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'noticeExpired', serial: notice.serial });
    }, NOTICE_HIDE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice]);

  // Once a new notice is on screen (and the field points at it), move focus: to the failing
  // field, else to the notice itself. An open saved dialog holds the focus; closing it moves focus
  // to the notice.
  useEffect(() => {
    if (!notice || notice.serial === focusedNotice.current) return;
    focusedNotice.current = notice.serial;
    if (dialog === 'saved') return;
    const field = notice.tone === 'error' && invalidField ? elements.current.get(invalidField) : undefined;
    (field ?? noticeRef.current)?.focus();
  }, [notice, dialog, invalidField]);

  const registerRef = (name: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    dispatch({ type: 'changed', name, value });
  };

  const bind = (name: string): FieldBinding => {
    const invalid = invalidField === name;
    return { id: `${baseId}-${name}`, name, invalid, describedBy: invalid && notice ? noticeId : undefined, inputRef: registerRef(name) };
  };

  const text = (name: KeysOf<V, string>): TextBinding => ({
    ...bind(name),
    value: values[name] as string,
    onChange: (value) => {
      setValue(name, value as V[typeof name]);
    },
  });

  const check = (name: KeysOf<V, boolean>): CheckBinding => ({
    ...bind(name),
    checked: values[name] as boolean,
    onChange: (checked) => {
      setValue(name, checked as V[typeof name]);
    },
  });

  /** Checks and sends the values of this render; says how the submission ended. */
  const submission = async (): Promise<LeadFormAction<V>> => {
    // The visit's attribution is checked with the fields, as the server will check it.
    const noted = visitAttribution();
    const form = toForm(values);
    const checked = splitAttribution(await validate(noted ? { ...form, attribution: noted } : form), noted);
    const first = checked.failures[0];
    if (first) return { type: 'refused', error: first };
    const payload = toPayload(values);
    if (honeypot !== '') payload.company_fax = honeypot;
    // The same submission retried keeps its key and the attribution it was first sent with;
    // anything changed is a new submission.
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) {
      const attribution: Record<string, unknown> = checked.attribution ? { attribution: checked.attribution } : {};
      attempt.current = { body, key: newIdempotencyKey(), attribution };
    }
    try {
      await send({ ...payload, ...attempt.current.attribution }, attempt.current.key);
    } catch (error) {
      const answer = error instanceof ApiError && error.status < 500 ? error.errors[0] : undefined;
      if (answer) return { type: 'refused', error: answer };
      console.error('The form could not be sent', error);
      return { type: 'failed' };
    }
    attempt.current = undefined;
    return { type: 'accepted', reset: initial, message: successMessage, confirmSaved };
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    steps.submitted();
    inFlight.current = true;
    dispatch({ type: 'submitted' });
    let outcome: LeadFormAction<V> = { type: 'interrupted' };
    try {
      outcome = await submission();
    } finally {
      inFlight.current = false;
      dispatch(outcome);
    }
  };

  const closeSaved = () => {
    dispatch({ type: 'dialogClosed', dialog: 'saved' });
    (noticeRef.current ?? submitRef.current)?.focus();
  };

  const closeAlert = () => {
    dispatch({ type: 'dialogClosed', dialog: 'alert' });
    submitRef.current?.focus();
  };

  return {
    values,
    setValue,
    text,
    check,
    notice,
    noticeId,
    noticeRef,
    submitting: state.phase === 'submitting',
    submitRef,
    alertOpen: dialog === 'alert',
    closeAlert,
    savedOpen: dialog === 'saved',
    closeSaved,
    honeypot: {
      value: honeypot,
      onChange: (value: string) => {
        dispatch({ type: 'honeypotChanged', value });
      },
    },
    formProps: {
      ref: steps.observe,
      noValidate: true,
      onFocus: warm,
      onInput: () => {
        warm();
        steps.started();
      },
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
        void onSubmit(event);
      },
    },
  };
}

export type LeadForm<V extends FormValues> = ReturnType<typeof useLeadForm<V, unknown>>;

/** The payload of a form whose confirm-email field stays in the browser. */
export function withoutConfirmEmail(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'confirmEmail'));
}
