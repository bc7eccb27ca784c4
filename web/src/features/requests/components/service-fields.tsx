// The advisory form's service and sub-service. The sub-service list appears only once a service
// is chosen and its children have loaded; a spinner shows meanwhile.
import type { Service } from '@bindings';
import { SelectField } from '@/components/forms/fields';
import type { TextBinding } from '@/components/forms/use-lead-form';
import { displayHeading } from '@/lib/service-heading';
import { useApi } from '@/lib/use-api';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { PAGES } from '@/lib/pages';
import { words } from '../words';

interface ServiceFieldsProps {
  services: Service[] | undefined;
  servicesFailed: boolean;
  parent: TextBinding;
  child: TextBinding;
  /** Choosing another service forgets the sub-service. */
  onParentChange: (value: string) => void;
}

const toOptions = (services: Service[]) => services.map((service) => ({ value: service._id, label: displayHeading(service.heading) }));

export function ServiceFields({ services, servicesFailed, parent, child, onParentChange }: ServiceFieldsProps) {
  const chosen = parent.value;
  const children = useApi((signal) => (chosen === '' ? Promise.resolve([]) : getServiceTree(`${PAGES.services.path}/${chosen}`, signal).then((tree) => tree.allChildren)), [chosen]);
  return (
    <>
      <SelectField field={{ ...parent, onChange: onParentChange }} label={words.service} options={toOptions(services ?? [])} disabled={!services} wide />
      {servicesFailed && (
        <p className="form-field--wide form-field__hint" role="status">
          {words.servicesFailed}
        </p>
      )}
      {chosen !== '' &&
        (children.loading ? (
          <div className="form-field--wide form-spinner" role="status">
            <span className="form-spinner__wheel" aria-hidden="true" />
            {words.loadingSubServices}
          </div>
        ) : children.error ? (
          <p className="form-field--wide form-field__hint" role="status">
            {words.subServicesFailed}
          </p>
        ) : (
          <SelectField field={child} label={words.subService} options={toOptions(children.data ?? [])} wide />
        ))}
    </>
  );
}
