// The fields both request forms open with, in the order their rules run: names, mobile, role,
// email and its confirmation, source.
import { EMAIL_MAX_CHARS, JOB_ROLES, NAME_MAX_CHARS, REQUEST_PHONE_LENGTH, SOURCES } from '@bindings';
import { SelectField, TextField } from '@/components/forms/fields';
import type { TextBinding } from '@/components/forms/use-lead-form';

export type PersonField = 'firstName' | 'lastName' | 'phone' | 'job_role' | 'email' | 'confirmEmail' | 'source';

export function PersonFields({ text }: { text: (name: PersonField) => TextBinding }) {
  return (
    <>
      <TextField field={text('firstName')} label="First name" autoComplete="given-name" maxLength={NAME_MAX_CHARS} />
      <TextField field={text('lastName')} label="Last name" autoComplete="family-name" maxLength={NAME_MAX_CHARS} />
      <TextField
        field={text('phone')}
        label="Mobile number"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        hint={`${REQUEST_PHONE_LENGTH} digits, no spaces or dashes (e.g. 4165550123)`}
      />
      <SelectField field={text('job_role')} label="Your role" options={JOB_ROLES} />
      <TextField field={text('email')} label="Email" type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <TextField field={text('confirmEmail')} label="Confirm email" type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <SelectField field={text('source')} label="How did you hear about us?" options={SOURCES} wide />
    </>
  );
}
