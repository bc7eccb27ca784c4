// The message (help) form: every field required, email and phone checked by the wasm module;
// the notice shows the first failure or the success and hides itself after 5 seconds.
import { EMAIL_MAX_CHARS, LONG_TEXT_MAX_CHARS, NAME_MAX_CHARS, SHORT_TEXT_MAX_CHARS, type HelpRequest } from '@bindings';
import { TextField } from '@/components/forms/fields';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import type { PickValidator } from '@/components/forms/use-form-validation';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { postHelpMessage } from '../api/post-help-message';
import { words as formWords } from '@/components/forms/words';
import { messages } from '@/lib/i18n';
import { words } from '../words';

const initial = { name: '', email: '', phone: '', subject: '', message: '' };
type HelpValues = typeof initial;

const validator: PickValidator<HelpRequest> = (wasm) => wasm.validateHelp;
const toForm = (values: HelpValues): HelpRequest => ({ ...values });
const toPayload = (values: HelpValues): Record<string, unknown> => ({ ...values });

export function HelpMessageForm({ titleId }: { titleId: string }) {
  const form = useLeadForm({ initial, validator, toForm, toPayload, send: postHelpMessage, successMessage: messages.REQUEST_SENT, confirmSaved: true, funnel: 'help' });
  return (
    <LeadFormFrame form={form} labelledBy={titleId} submitLabel={words.sendMessage}>
      <TextField field={form.text('name')} label={words.fullName} autoComplete="name" maxLength={NAME_MAX_CHARS} />
      <TextField field={form.text('email')} label={formWords.email} type="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} />
      <TextField field={form.text('phone')} label={words.phone} type="tel" autoComplete="tel-national" inputMode="tel" />
      <TextField field={form.text('subject')} label={words.subject} maxLength={SHORT_TEXT_MAX_CHARS} />
      <TextField field={form.text('message')} label={words.message} rows={6} maxLength={LONG_TEXT_MAX_CHARS} />
    </LeadFormFrame>
  );
}
