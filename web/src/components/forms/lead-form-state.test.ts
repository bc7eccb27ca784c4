// The lead forms' state machine, transition by transition (lead-form-state.ts): each event from
// the phases it can happen in, and each impossible one leaving the state as it was (the same
// object, so React renders nothing again).
import type { FieldError } from '@bindings';
import { describe, expect, it } from 'vitest';
import { initialLeadFormState, leadFormReducer, type LeadFormAction, type LeadFormPhase, type LeadFormState } from './lead-form-state';

const initial = { name: '', email: '', wants_updates: false };
type Values = typeof initial;
type State = LeadFormState<Values>;

const start = initialLeadFormState(initial);
const run = (state: State, ...actions: LeadFormAction<Values>[]) => actions.reduce(leadFormReducer<Values>, state);
const inPhase = (phase: LeadFormPhase, from: State = start): State => ({ ...from, phase });

const typed: State = run(start, { type: 'changed', name: 'name', value: 'Ana' }, { type: 'changed', name: 'email', value: 'ana@' });
const submitting = run(typed, { type: 'submitted' });
const emailError: FieldError = { field: 'email', code: 'EMAIL_MALFORMED', message: 'Enter a valid email' };
const refused = run(submitting, { type: 'refused', error: emailError });
const accepted = (confirmSaved: boolean) => run(submitting, { type: 'accepted', reset: initial, message: 'Sent', confirmSaved });
const failed = run(submitting, { type: 'failed' });

describe('leadFormReducer: the start', () => {
  it('starts editing the initial values, with no notice, no invalid field and no dialog', () => {
    expect(start).toEqual({ phase: 'editing', values: initial, honeypot: '', notice: null, notices: 0, invalidField: null, dialog: null });
  });
});

describe('leadFormReducer: changed', () => {
  it('sets the field and keeps editing', () => {
    const state = run(start, { type: 'changed', name: 'wants_updates', value: true });
    expect(state.values).toEqual({ ...initial, wants_updates: true });
    expect(state.phase).toBe('editing');
  });

  it('clears the invalid mark of that field only', () => {
    expect(run(refused, { type: 'changed', name: 'email', value: 'ana@example.ca' }).invalidField).toBeNull();
    expect(run(refused, { type: 'changed', name: 'name', value: 'Ana Silva' }).invalidField).toBe('email');
  });

  it('returns an outcome (accepted, refused, failed) to editing, keeping its notice and dialog', () => {
    for (const outcome of [accepted(true), refused, failed]) {
      const state = run(outcome, { type: 'changed', name: 'name', value: 'Li' });
      expect(state.phase).toBe('editing');
      expect(state.notice).toBe(outcome.notice);
      expect(state.dialog).toBe(outcome.dialog);
    }
  });

  it('leaves a submission in flight submitting', () => {
    const state = run(submitting, { type: 'changed', name: 'name', value: 'Li' });
    expect(state.phase).toBe('submitting');
    expect(state.values.name).toBe('Li');
  });
});

describe('leadFormReducer: honeypotChanged', () => {
  it('keeps what a bot typed in the hidden field, as a change', () => {
    const state = run(refused, { type: 'honeypotChanged', value: '555-0100' });
    expect(state.honeypot).toBe('555-0100');
    expect(state.phase).toBe('editing');
    expect(state.invalidField).toBe('email');
  });
});

describe('leadFormReducer: submitted', () => {
  it('moves editing and every outcome to submitting, keeping values, notice and dialog', () => {
    for (const from of [start, typed, refused, accepted(false), failed]) {
      const state = run(from, { type: 'submitted' });
      expect(state).toEqual({ ...from, phase: 'submitting' });
    }
  });

  it('is ignored while a submission is in flight (one POST at a time)', () => {
    expect(run(submitting, { type: 'submitted' })).toBe(submitting);
  });
});

describe('leadFormReducer: refused', () => {
  it('marks the failing field and shows its message as an error notice', () => {
    expect(refused.phase).toBe('refused');
    expect(refused.invalidField).toBe('email');
    expect(refused.notice).toEqual({ tone: 'error', message: 'Enter a valid email', serial: 1 });
    expect(refused.values).toBe(submitting.values);
  });

  it('marks no field for a failure that names none', () => {
    const state = run(refused, { type: 'submitted' }, { type: 'refused', error: { field: null, code: 'ALL_FIELDS_REQUIRED', message: 'a message about the whole form' } });
    expect(state.invalidField).toBeNull();
    expect(state.notice).toEqual({ tone: 'error', message: 'a message about the whole form', serial: 2 });
  });

  it('gives the same message again a new serial (it hides and moves focus afresh)', () => {
    const again = run(refused, { type: 'submitted' }, { type: 'refused', error: emailError });
    expect(again.notice).toEqual({ tone: 'error', message: 'Enter a valid email', serial: 2 });
    expect(again.notices).toBe(2);
  });
});

describe('leadFormReducer: accepted', () => {
  it('clears the fields, the honeypot and the invalid mark, and shows the success notice', () => {
    const dirty = run(refused, { type: 'honeypotChanged', value: 'x' }, { type: 'submitted' });
    const state = run(dirty, { type: 'accepted', reset: initial, message: 'Sent', confirmSaved: false });
    expect(state.phase).toBe('accepted');
    expect(state.values).toBe(initial);
    expect(state.honeypot).toBe('');
    expect(state.invalidField).toBeNull();
    expect(state.notice).toEqual({ tone: 'success', message: 'Sent', serial: 2 });
    expect(state.dialog).toBeNull();
  });

  it('opens the saved dialog where the form asks for it', () => {
    expect(accepted(true).dialog).toBe('saved');
    expect(accepted(false).dialog).toBeNull();
  });
});

describe('leadFormReducer: failed', () => {
  it('opens the error alert and keeps the values, the notice and the invalid mark', () => {
    const state = run(refused, { type: 'submitted' }, { type: 'failed' });
    expect(state.phase).toBe('failed');
    expect(state.dialog).toBe('alert');
    expect(state.values).toBe(refused.values);
    expect(state.notice).toBe(refused.notice);
    expect(state.invalidField).toBe('email');
  });
});

describe('leadFormReducer: interrupted', () => {
  it('returns a submission that threw to editing, showing nothing', () => {
    expect(run(submitting, { type: 'interrupted' })).toEqual({ ...submitting, phase: 'editing' });
  });
});

describe('leadFormReducer: noticeExpired', () => {
  it('hides the notice it was set for, keeping the invalid mark', () => {
    const state = run(refused, { type: 'noticeExpired', serial: 1 });
    expect(state.notice).toBeNull();
    expect(state.invalidField).toBe('email');
    expect(state.phase).toBe('refused');
  });
});

describe('leadFormReducer: dialogClosed', () => {
  it('closes the saved dialog and the error alert', () => {
    expect(run(accepted(true), { type: 'dialogClosed', dialog: 'saved' }).dialog).toBeNull();
    expect(run(failed, { type: 'dialogClosed', dialog: 'alert' }).dialog).toBeNull();
  });
});

describe('leadFormReducer: impossible events leave the state unchanged', () => {
  const outcomes: LeadFormAction<Values>[] = [
    { type: 'refused', error: emailError },
    { type: 'failed' },
    { type: 'accepted', reset: initial, message: 'Sent', confirmSaved: true },
    { type: 'interrupted' },
  ];

  it.each(['editing', 'accepted', 'refused', 'failed'] as const)('an outcome when no submission is in flight (%s)', (phase) => {
    const state = inPhase(phase, refused);
    for (const outcome of outcomes) expect(leadFormReducer(state, outcome)).toBe(state);
  });

  it('a notice expiring after a newer one replaced it, or with none shown', () => {
    const newer = run(refused, { type: 'submitted' }, { type: 'refused', error: emailError });
    expect(run(newer, { type: 'noticeExpired', serial: 1 })).toBe(newer);
    expect(run(start, { type: 'noticeExpired', serial: 1 })).toBe(start);
  });

  it('closing a dialog that is not open', () => {
    expect(run(start, { type: 'dialogClosed', dialog: 'saved' })).toBe(start);
    expect(run(failed, { type: 'dialogClosed', dialog: 'saved' })).toBe(failed);
    const saved = accepted(true);
    expect(run(saved, { type: 'dialogClosed', dialog: 'alert' })).toBe(saved);
  });
});
