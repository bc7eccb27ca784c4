// The advisory services request form: checked by the wasm module (the advisory rule chain), sent
// to POST /form/advisory-service. A failed post gives the error alert (the old site only logged it;
// telling the visitor means no request is silently lost).
import { LONG_TEXT_MAX_CHARS, type AdvisoryForm, type Service } from '@bindings';
import { ConsentCheckbox, TextField } from '@/components/forms/fields';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import type { PickValidator } from '@/components/forms/use-form-validation';
import { useLeadForm, withoutConfirmEmail } from '@/components/forms/use-lead-form';
import { postAdvisoryRequest } from '../api/post-advisory-request';
import { PersonFields, emptyPerson } from './person-fields';
import { ServiceFields } from './service-fields';
import { messages } from '@/lib/i18n';
import { words } from '../words';

const initial = {
  ...emptyPerson,
  parent_service: '',
  child_service: '',
  description: '',
  wants_updates: false,
};
type AdvisoryValues = typeof initial;

const validator: PickValidator<AdvisoryForm> = (wasm) => wasm.validateAdvisory;
const toForm = (values: AdvisoryValues): AdvisoryForm => ({ ...values });

interface AdvisoryRequestFormProps {
  titleId: string;
  services: Service[] | undefined;
  servicesFailed: boolean;
}

export function AdvisoryRequestForm({ titleId, services, servicesFailed }: AdvisoryRequestFormProps) {
  const form = useLeadForm({
    initial,
    validator,
    toForm,
    toPayload: withoutConfirmEmail,
    send: postAdvisoryRequest,
    successMessage: messages.DATA_SAVED,
    funnel: 'advisory',
  });
  const parent = form.text('parent_service');
  return (
    <LeadFormFrame form={form} labelledBy={titleId} submitLabel={words.sendMyRequest}>
      <PersonFields text={form.text} />
      <ServiceFields
        services={services}
        servicesFailed={servicesFailed}
        parent={parent}
        child={form.text('child_service')}
        onParentChange={(value) => {
          parent.onChange(value);
          form.setValue('child_service', '');
        }}
      />
      <TextField field={form.text('description')} label={words.describeNeeds} rows={6} maxLength={LONG_TEXT_MAX_CHARS} />
      <ConsentCheckbox field={form.check('wants_updates')}>{messages.UPDATES_CONSENT}</ConsentCheckbox>
    </LeadFormFrame>
  );
}
