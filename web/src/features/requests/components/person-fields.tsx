// The fields both request forms open with, in the order their rules run: names, mobile, role,
// email and its confirmation, source.
import { EMAIL_MAX_CHARS, JOB_ROLES, NAME_MAX_CHARS, REQUEST_PHONE_LENGTH, SOURCES } from '@bindings';
import { SelectField, TextField, labelled } from '@/components/forms/fields';
import type { TextBinding } from '@/components/forms/use-lead-form';
import { words as formWords } from '@/components/forms/words';
import { options } from '@/lib/i18n';
import { words } from '../words';

/** The person fields' empty values, which both request forms' values start with. */
export const emptyPerson = { firstName: '', lastName: '', phone: '', job_role: '', email: '', confirmEmail: '', source: '' };
export type PersonField = keyof typeof emptyPerson;

export function PersonFields({ text }: { text: (name: PersonField) => TextBinding }) {
  return (
    <>
      <TextField field={text('firstName')} label={formWords.firstName} autoComplete="given-name" maxLength={NAME_MAX_CHARS} />
      <TextField field={text('lastName')} label={formWords.lastName} autoComplete="family-name" maxLength={NAME_MAX_CHARS} />
      <TextField
        field={text('phone')}
        label={words.mobileNumber}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        hint={words.phoneHint(REQUEST_PHONE_LENGTH)}
      />
      <SelectField field={text('job_role')} label={formWords.yourRole} options={labelled(JOB_ROLES, options.JOB_ROLES)} />
      <TextField field={text('email')} label={formWords.email} type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <TextField field={text('confirmEmail')} label={formWords.confirmEmail} type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <SelectField field={text('source')} label={formWords.howDidYouHear} options={labelled(SOURCES, options.SOURCES)} wide />
    </>
  );
}
