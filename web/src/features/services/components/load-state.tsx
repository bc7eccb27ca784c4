// What a service page shows while its data loads, when the service does not exist (404) and
// when the call failed for another reason. Every state offers a way back to the services list.
import { LinkButton } from '@/components/button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApiError } from '@/lib/api-client';
import './service-sections.css';
import { PAGES } from '@/lib/pages';
import { words } from '../words';

export function ServiceLoadState({ loading, error }: { loading: boolean; error: unknown }) {
  if (loading) return <LoadingIndicator />;
  if (error === undefined) return null;
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <section className="service-page__status service-page__callout" role={missing ? undefined : 'alert'}>
      <h2>{missing ? words.notFoundHeading : words.loadFailedHeading}</h2>
      <p>{missing ? words.notFoundText : words.loadFailedText}</p>
      <LinkButton to={PAGES.services.path}>{words.seeAllServices}</LinkButton>
    </section>
  );
}
