// /request-advisory-services: the advisory request form, behind the splash loader on first load.
// The service list loads meanwhile.
import { useId } from 'react';
import { FormPage } from '@/components/forms/form-page';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { AdvisoryRequestForm } from './components/advisory-request-form';
import './requests.css';
import { pageCrumbs, PAGES } from '@/lib/pages';

export default function AdvisoryRequestPage() {
  const titleId = useId();
  const services = useApi(getServices, 'top-services');
  return (
    <FormPage title={PAGES.advisoryRequest.title} crumbs={pageCrumbs('advisoryRequest')} className="request-page">
      <p className="request-page__intro">
        Tell us where your business stands and what you need. An advisor will review your request and call you
        within two business days to book a free 45-minute discovery session.
      </p>
      <h2 className="request-page__title" id={titleId}>
        Your advisory request
      </h2>
      <AdvisoryRequestForm titleId={titleId} services={services.data} servicesFailed={services.error !== undefined} />
    </FormPage>
  );
}
