// /request-advisory-services: the advisory request form, behind the splash loader on first load.
// The service list loads meanwhile.
import { useId } from 'react';
import { FormPage } from '@/components/forms/form-page';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { AdvisoryRequestForm } from './components/advisory-request-form';
import { pageWords } from '@/lib/i18n';
import './requests.css';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

export default function AdvisoryRequestPage() {
  const titleId = useId();
  const services = useApi(getServices, []);
  return (
    <FormPage title={pageWords('advisoryRequest').title} crumbs={pageCrumbs('advisoryRequest')} className="request-page">
      <p className="request-page__intro">{words.advisoryIntro}</p>
      <h2 className="request-page__title" id={titleId}>
        {words.advisoryTitle}
      </h2>
      <AdvisoryRequestForm titleId={titleId} services={services.data} servicesFailed={services.error !== undefined} />
    </FormPage>
  );
}
