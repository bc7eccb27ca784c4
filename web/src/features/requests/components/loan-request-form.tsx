// The business loan request form: checked by the wasm module (the loan rule chain), sent to
// POST /form/business-loan. Yes/no answers are sent as booleans, the months in business as a
// number (null when empty). A failed post gives the error alert (the old site only logged it;
// telling the visitor means no request is silently lost).
import { LONG_TEXT_MAX_CHARS, SALES_RANGES, type LoanForm } from '@bindings';
import { ErrorAlertDialog } from '@/components/forms/message-dialog';
import { ConsentCheckbox, HoneypotField, RequiredNote, SelectField, TextField, YesNoField, labelled } from '@/components/forms/fields';
import { FormNotice } from '@/components/forms/form-notice';
import { SubmitButton } from '@/components/forms/submit-button';
import type { PickValidator } from '@/components/forms/use-form-validation';
import { useLeadForm, withoutConfirmEmail } from '@/components/forms/use-lead-form';
import { postLoanRequest } from '../api/post-loan-request';
import { PersonFields } from './person-fields';
import { CollectionNotice } from '@/components/forms/privacy-notice';
import { messages, options } from '@/lib/i18n';
import { words } from '../words';

const initial = {
  firstName: '',
  lastName: '',
  phone: '',
  job_role: '',
  email: '',
  confirmEmail: '',
  source: '',
  fresh_business: '',
  is_startup: '',
  introduction: '',
  age: '',
  amount_of_loan: '',
  key_points: '',
  wants_updates: false,
};
type LoanValues = typeof initial;

const yesNo = (value: string): boolean | null => (value === '' ? null : value === 'yes');
const months = (value: string): number | null => {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
};

const validator: PickValidator<LoanForm> = (wasm) => wasm.validateLoan;
const toForm = (values: LoanValues): LoanForm => ({
  ...values,
  fresh_business: yesNo(values.fresh_business),
  is_startup: yesNo(values.is_startup),
  age: months(values.age),
});
const toPayload = (values: LoanValues): Record<string, unknown> => withoutConfirmEmail(toForm(values));

export function LoanRequestForm({ titleId }: { titleId: string }) {
  const form = useLeadForm({ initial, validator, toForm, toPayload, send: postLoanRequest, successMessage: messages.DATA_SAVED, funnel: 'loan' });
  return (
    <form className="lead-form" aria-labelledby={titleId} {...form.formProps}>
      <RequiredNote />
      <div className="lead-form__grid">
        <PersonFields text={form.text} />
        <YesNoField field={form.text('fresh_business')} legend={words.newBusiness} />
        <YesNoField field={form.text('is_startup')} legend={words.startup} />
        <TextField field={form.text('introduction')} label={words.introduceBusiness} rows={5} maxLength={LONG_TEXT_MAX_CHARS} />
        <TextField
          field={form.text('age')}
          label={words.monthsInBusiness}
          type="number"
          inputMode="numeric"
          hint={words.monthsHint}
        />
        <SelectField field={form.text('amount_of_loan')} label={words.amountOfLoan} options={labelled(SALES_RANGES, options.SALES_RANGES)} />
        <TextField field={form.text('key_points')} label={words.keyPoints} rows={5} maxLength={LONG_TEXT_MAX_CHARS} />
        <ConsentCheckbox field={form.check('wants_updates')}>{messages.UPDATES_CONSENT}</ConsentCheckbox>
      </div>
      <HoneypotField {...form.honeypot} />
      <FormNotice notice={form.notice} id={form.noticeId} noticeRef={form.noticeRef} />
      <CollectionNotice />
      <SubmitButton busy={form.submitting} buttonRef={form.submitRef}>
        {words.sendMyRequest}
      </SubmitButton>
      <ErrorAlertDialog open={form.alertOpen} onClose={form.closeAlert} />
    </form>
  );
}
