// The business loan request form: checked by the wasm module (the loan rule chain), sent to
// POST /form/business-loan. Yes/no answers are sent as booleans, the months in business as a
// number (null when empty). A failed post gives the error alert (the old site only logged it;
// telling the visitor means no request is silently lost).
import { LONG_TEXT_MAX_CHARS, SALES_RANGES, type LoanForm } from '@bindings';
import { ConsentCheckbox, SelectField, TextField, YesNoField, labelled } from '@/components/forms/fields';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import type { PickValidator } from '@/components/forms/use-form-validation';
import { useLeadForm, withoutConfirmEmail } from '@/components/forms/use-lead-form';
import { postLoanRequest } from '../api/post-loan-request';
import { PersonFields, emptyPerson } from './person-fields';
import { messages, options } from '@/lib/i18n';
import { words } from '../words';

const initial = {
  ...emptyPerson,
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
    <LeadFormFrame form={form} labelledBy={titleId} submitLabel={words.sendMyRequest}>
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
    </LeadFormFrame>
  );
}
