// The contact form ("Write us"), on /contact/write-us and on the home page. Checked by the wasm
// module (the contact rule chain, docs/decisions/0006-form-validation.md), sent to POST /user; the
// banner shows the first failure or REQUEST_SENT and hides itself, and the saved dialog
// (MESSAGE_SAVED) confirms; a failed request gives the error alert.
import {
  JOB_ROLES,
  PROVINCES,
  SALES_RANGES,
  SOURCES,
  NAME_MAX_CHARS,
  SHORT_TEXT_MAX_CHARS,
  LONG_TEXT_MAX_CHARS,
  EMAIL_MAX_CHARS,
  type ContactForm as ContactFormInput,
} from '@bindings';
import { postContactRequest } from './api/post-contact-request';
import { ConsentCheckbox, SelectField, TextField, labelled } from './fields';
import { LeadFormFrame } from './lead-form-frame';
import type { PickValidator } from './use-form-validation';
import { useLeadForm, withoutConfirmEmail } from './use-lead-form';
import { words } from './words';
import { messages, options } from '@/lib/i18n';

const initial = {
  firstName: '',
  lastName: '',
  telephone: '',
  job_role: '',
  email: '',
  confirmEmail: '',
  source_of_info: '',
  company_name: '',
  city: '',
  state: '',
  address: '',
  pin: '',
  website: '',
  sale_range: '',
  query_message: '',
  want_updates: false,
};
type ContactValues = typeof initial;

const validator: PickValidator<ContactFormInput> = (wasm) => wasm.validateContact;
const toForm = (values: ContactValues): ContactFormInput => ({ ...values });
// The confirm field stays in the browser.
const toPayload = withoutConfirmEmail;

export function ContactForm({ title }: { title?: string }) {
  const form = useLeadForm({ initial, validator, toForm, toPayload, send: postContactRequest, successMessage: messages.REQUEST_SENT, confirmSaved: true, funnel: 'contact' });
  const titleId = `${form.noticeId}-title`;
  return (
    <LeadFormFrame
      form={form}
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : words.contactForm}
      heading={
        title && (
          <h2 className="lead-form__title" id={titleId}>
            {title}
          </h2>
        )
      }
      submitLabel={words.send}
    >
      <TextField field={form.text('firstName')} label={words.firstName} autoComplete="given-name" maxLength={NAME_MAX_CHARS} />
      <TextField field={form.text('lastName')} label={words.lastName} autoComplete="family-name" maxLength={NAME_MAX_CHARS} />
      <TextField field={form.text('telephone')} label={words.telephone} type="tel" autoComplete="tel-national" inputMode="tel" />
      <SelectField field={form.text('job_role')} label={words.yourRole} options={labelled(JOB_ROLES, options.JOB_ROLES)} />
      <TextField field={form.text('email')} label={words.email} type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <TextField field={form.text('confirmEmail')} label={words.confirmEmail} type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <SelectField field={form.text('source_of_info')} label={words.howDidYouHear} options={labelled(SOURCES, options.SOURCES)} wide />
      <TextField field={form.text('company_name')} label={words.companyName} autoComplete="organization" maxLength={SHORT_TEXT_MAX_CHARS} />
      <TextField field={form.text('website')} label={words.website} type="url" autoComplete="url" inputMode="url" optional maxLength={SHORT_TEXT_MAX_CHARS} />
      <TextField field={form.text('address')} label={words.address} autoComplete="street-address" maxLength={SHORT_TEXT_MAX_CHARS} wide />
      <TextField field={form.text('city')} label={words.city} autoComplete="address-level2" maxLength={SHORT_TEXT_MAX_CHARS} />
      <SelectField field={form.text('state')} label={words.province} options={labelled(PROVINCES, options.PROVINCES)} />
      <TextField field={form.text('pin')} label={words.postalCode} autoComplete="postal-code" maxLength={SHORT_TEXT_MAX_CHARS} />
      <SelectField field={form.text('sale_range')} label={words.annualSales} options={labelled(SALES_RANGES, options.SALES_RANGES)} />
      <TextField field={form.text('query_message')} label={words.howCanWeHelp} rows={5} maxLength={LONG_TEXT_MAX_CHARS} />
      <ConsentCheckbox field={form.check('want_updates')}>{messages.UPDATES_CONSENT}</ConsentCheckbox>
    </LeadFormFrame>
  );
}
