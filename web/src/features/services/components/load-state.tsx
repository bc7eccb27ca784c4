// What a service page shows while its data loads, when the service does not exist (404) and
// when the call failed for another reason. Every state offers a way back to the services list.
import { LinkButton } from '@/components/button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApiError } from '@/lib/api-client';
import './service-sections.css';
import { PAGES } from '@/lib/pages';

export function ServiceLoadState({ loading, error }: { loading: boolean; error: unknown }) {
  if (loading) return <LoadingIndicator />;
  if (error === undefined) return null;
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <section className="service-page__status service-page__callout" role={missing ? undefined : 'alert'}>
      <h2>{missing ? 'We could not find this service' : 'This service could not be loaded'}</h2>
      <p>
        {missing
          ? 'The page you followed may have moved or no longer exists. Our full list of services is one click away.'
          : 'Please check your connection and try again in a moment, or browse our full list of services.'}
      </p>
      <LinkButton to={PAGES.services.path}>See all services</LinkButton>
    </section>
  );
}
