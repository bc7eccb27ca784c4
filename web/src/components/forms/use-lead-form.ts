// The state machine shared by the lead forms (contact, help, advisory, loan): field values,
// validation through the wasm module, the banner/notice that hides itself after NOTICE_HIDE_MS,
// the failing field (aria-invalid, aria-describedby, focus), one POST at a time with an
// Idempotency-Key, the honeypot, the error alert (ERROR_ALERT_TITLE) when the request itself fails,
// and, where the form asks for it, the saved dialog once a submission is stored.
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { NOTICE_HIDE_MS, type FieldError } from '@bindings';
import { ApiError, newIdempotencyKey } from '@/lib/api-client';
import { splitAttribution, visitAttribution, type FunnelForm } from '@/lib/attribution';
import { useFunnelSteps } from './use-funnel-steps';
import { useFormValidation, type PickValidator } from './use-form-validation';

export type FormValues = Record<string, string | boolean>;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

export interface Notice {
  tone: 'error' | 'success';
  message: string;
  /** Distinguishes two notices with the same text (each restarts the hide timer). */
  serial: number;
}

/** What a text-like control (input, textarea, select, radio group) needs. */
export interface TextBinding {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

export interface CheckBinding {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
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
  const [values, setValues] = useState<V>(initial);
  const [honeypot, setHoneypot] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  const inFlight = useRef(false);
  const serial = useRef(0);
  const attempt = useRef<{ body: string; key: string; attribution: Record<string, unknown> } | undefined>(undefined);
  const elements = useRef(new Map<string, HTMLElement>());
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const submitRef = useRef<HTMLButtonElement | null>(null);

  const show = useCallback((tone: Notice['tone'], message: string) => {
    serial.current += 1;
    setNotice({ tone, message, serial: serial.current });
  }, []);

  // The banner hides itself; a newer notice restarts the clock.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      setNotice(null);
    }, NOTICE_HIDE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [notice]);

  // Once the notice is on screen (and the field points at it), move focus: to the failing field,
  // else to the notice itself.
  useEffect(() => {
    // An open saved dialog holds the focus; closing it moves focus to the notice.
    if (!notice || savedOpen) return;
    const field = notice.tone === 'error' && invalidField ? elements.current.get(invalidField) : undefined;
    (field ?? noticeRef.current)?.focus();
    // Only a new notice moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice?.serial]);

  const registerRef = (name: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (invalidField === name) setInvalidField(null);
  };

  const aria = (name: string) => {
    const invalid = invalidField === name;
    return { invalid, describedBy: invalid && notice ? noticeId : undefined };
  };

  const text = (name: KeysOf<V, string>): TextBinding => ({
    id: `${baseId}-${name}`,
    name,
    value: values[name] as string,
    onChange: (value) => {
      setValue(name, value as V[typeof name]);
    },
    ...aria(name),
    inputRef: registerRef(name),
  });

  const check = (name: KeysOf<V, boolean>): CheckBinding => ({
    id: `${baseId}-${name}`,
    name,
    checked: values[name] as boolean,
    onChange: (checked) => {
      setValue(name, checked as V[typeof name]);
    },
    ...aria(name),
    inputRef: registerRef(name),
  });

  const fail = (error: FieldError) => {
    setInvalidField(error.field);
    show('error', error.message);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    steps.submitted();
    inFlight.current = true;
    setSubmitting(true);
    try {
      // The visit's attribution is checked with the fields, as the server will check it.
      const noted = visitAttribution();
      const form = toForm(values);
      const checked = splitAttribution(await validate(noted ? { ...form, attribution: noted } : form), noted);
      const first = checked.failures[0];
      if (first) {
        fail(first);
        return;
      }
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
        if (answer) {
          fail(answer);
        } else {
          console.error('The form could not be sent', error);
          setAlertOpen(true);
        }
        return;
      }
      attempt.current = undefined;
      setValues(initial);
      setHoneypot('');
      setInvalidField(null);
      show('success', successMessage);
      if (confirmSaved) setSavedOpen(true);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const closeSaved = () => {
    setSavedOpen(false);
    (noticeRef.current ?? submitRef.current)?.focus();
  };

  const closeAlert = () => {
    setAlertOpen(false);
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
    submitting,
    submitRef,
    alertOpen,
    closeAlert,
    savedOpen,
    closeSaved,
    honeypot: { value: honeypot, onChange: setHoneypot },
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
