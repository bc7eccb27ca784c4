// What every lead form (contact, help, advisory, loan) shows around its own fields, in this order:
// the form element bound to `useLeadForm` (funnel, wasm warm-up, submit), an optional heading, the
// required-field note, the fields' grid, the honeypot, the notice, the collection notice, the
// submit button, the error alert and the saved dialog (which stays closed unless the form asked
// `useLeadForm` for it). A form passes its name, its fields and its button's text.
import type { ReactNode } from 'react';
import { HoneypotField, RequiredNote } from './fields';
import { FormNotice } from './form-notice';
import { ErrorAlertDialog, MessageDialog } from './message-dialog';
import { CollectionNotice } from './privacy-notice';
import { SubmitButton } from './submit-button';
import type { LeadForm } from './use-lead-form';
import type { FormValues } from './lead-form-state';
import './forms.css';

/** What the frame reads of `useLeadForm`'s result. */
type FramedForm = Pick<
  LeadForm<FormValues>,
  'formProps' | 'honeypot' | 'notice' | 'noticeId' | 'noticeRef' | 'submitting' | 'submitRef' | 'alertOpen' | 'closeAlert' | 'savedOpen' | 'closeSaved'
>;

interface LeadFormFrameProps {
  form: FramedForm;
  /** The id of the element that names the form (the page's heading, or `heading`'s). */
  labelledBy?: string;
  /** The form's name, where no element on the page names it. */
  label?: string;
  /** Shown first in the form, above the required-field note. */
  heading?: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** The form's fields, in its grid. */
  children: ReactNode;
}

export function LeadFormFrame({ form, labelledBy, label, heading, submitLabel, children }: LeadFormFrameProps) {
  return (
    <form className="lead-form" aria-labelledby={labelledBy} aria-label={label} {...form.formProps}>
      {heading}
      <RequiredNote />
      <div className="lead-form__grid">{children}</div>
      <HoneypotField {...form.honeypot} />
      <FormNotice notice={form.notice} id={form.noticeId} noticeRef={form.noticeRef} />
      <CollectionNotice />
      <SubmitButton busy={form.submitting} buttonRef={form.submitRef}>
        {submitLabel}
      </SubmitButton>
      <ErrorAlertDialog open={form.alertOpen} onClose={form.closeAlert} />
      <MessageDialog open={form.savedOpen} onClose={form.closeSaved} />
    </form>
  );
}
