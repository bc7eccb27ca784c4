// Labelled form controls bound to `useLeadForm`. Each control carries the failing-field state:
// aria-invalid="true" and aria-describedby pointing at the form's notice.
import type { ReactNode } from 'react';
import type { CheckBinding, TextBinding } from './use-lead-form';
import './forms.css';
import { PrivacyPolicyLink } from './privacy-notice';
import { words } from './words';
import { options as optionLabels } from '@/lib/i18n';

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {label}
      {optional ? <span className="form-field__optional"> {words.optional}</span> : <span aria-hidden="true"> *</span>}
    </label>
  );
}

interface TextFieldProps {
  field: TextBinding;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  optional?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  hint?: string;
  wide?: boolean;
}

export function TextField({ field, label, type = 'text', autoComplete, inputMode, optional, rows, maxLength, hint, wide }: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, field.describedBy].filter(Boolean).join(' ') || undefined;
  const common = {
    id: field.id,
    name: field.name,
    value: field.value,
    required: !optional,
    maxLength,
    'aria-invalid': field.invalid ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    className: 'form-field__control',
  };
  return (
    <div className={`form-field${wide || rows ? ' form-field--wide' : ''}`}>
      <Label htmlFor={field.id} label={label} optional={optional} />
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          ref={field.inputRef}
          onChange={(event) => {
            field.onChange(event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={type === 'number' ? 0 : undefined}
          step={type === 'number' ? 1 : undefined}
          ref={field.inputRef}
          onChange={(event) => {
            field.onChange(event.target.value);
          }}
        />
      )}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * An option list whose values are core's English labels (what is sent and stored:
 * docs/decisions/0010-option-values-stay-english.md) shown with their labels in the page's
 * language: `labelled(JOB_ROLES, options.JOB_ROLES)`.
 */
export function labelled(values: readonly string[], labels: readonly string[]): SelectOption[] {
  if (values.length !== labels.length) throw new Error('labelled: the labels do not match the values');
  return values.map((value, index) => ({ value, label: labels[index] ?? value }));
}

interface SelectFieldProps {
  field: TextBinding;
  label: string;
  /** Value/label pairs (see `labelled`), or labels that are their own values. */
  options: readonly string[] | readonly SelectOption[];
  disabled?: boolean;
  wide?: boolean;
}

export function SelectField({ field, label, options, disabled, wide }: SelectFieldProps) {
  const pairs = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}`}>
      <Label htmlFor={field.id} label={label} />
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        required
        disabled={disabled}
        aria-invalid={field.invalid ? 'true' : undefined}
        aria-describedby={field.describedBy}
        className="form-field__control"
        ref={field.inputRef}
        onChange={(event) => {
          field.onChange(event.target.value);
        }}
      >
        <option value="">{words.selectPlaceholder}</option>
        {pairs.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A yes/no question; the value is '' (unanswered), 'yes' or 'no', shown as core's YES_NO labels. */
export function YesNoField({ field, legend }: { field: TextBinding; legend: string }) {
  const [yes, no] = optionLabels.YES_NO;
  const choices = [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];
  return (
    <fieldset
      className="form-field form-field--choice"
      role="radiogroup"
      aria-required="true"
      aria-invalid={field.invalid ? 'true' : undefined}
      aria-describedby={field.describedBy}
    >
      <legend className="form-field__label">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="form-field__choices">
        {choices.map((choice, index) => (
          <label key={choice.value} className="form-field__choice">
            <input
              type="radio"
              name={field.name}
              id={`${field.id}-${choice.value}`}
              value={choice.value}
              checked={field.value === choice.value}
              ref={index === 0 ? field.inputRef : undefined}
              onChange={() => {
                field.onChange(choice.value);
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The optional updates box, never ticked in advance; its label is the consent text stored with the lead. */
export function ConsentCheckbox({ field, children }: { field: CheckBinding; children: ReactNode }) {
  return (
    <div className="form-field form-field--wide form-field--consent">
      <input
        type="checkbox"
        id={field.id}
        name={field.name}
        checked={field.checked}
        ref={field.inputRef}
        aria-invalid={field.invalid ? 'true' : undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => {
          field.onChange(event.target.checked);
        }}
      />
      <label htmlFor={field.id}>{children}</label>
      {/* Outside the label, so following the link never ticks the box. */}
      <span className="form-field__privacy">
        <PrivacyPolicyLink />
      </span>
    </div>
  );
}

/** Hidden from people (and assistive technology), filled by bots: sent as `company_fax`. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {words.faxNumber}
        <input
          type="text"
          name="company_fax"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      </label>
    </div>
  );
}

/** The note explaining the required-field asterisk. */
export function RequiredNote() {
  return (
    <p className="form-required-note">
      {words.requiredBefore}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{words.requiredAsterisk}</span>
      {words.requiredAfter}
    </p>
  );
}
