// The careers page's list of openings (GET /about/all/careers, in the page's language), shared by
// the English page and its French twin: cards linking to /about/careers/{id}, or the list's state.
import { LoadingIndicator } from '@/components/loading-indicator';
import { CardList, aboutChildCard } from '@/components/card-list';
import { getAboutChildren } from '@/lib/api/get-about-children';
import { useApi } from '@/lib/use-api';
import { pagePath } from '@/lib/pages';
import { words } from '../words';

export function CurrentOpenings() {
  const careers = useApi((signal) => getAboutChildren('careers', signal), []);
  return (
    <section className="careers-section" aria-labelledby="careers-openings">
      <h2 id="careers-openings">{words.currentOpenings}</h2>
      {careers.loading ? (
        <LoadingIndicator />
      ) : careers.error !== undefined ? (
        <p className="careers-notice">{words.openingsFailed}</p>
      ) : careers.data && careers.data.length > 0 ? (
        <CardList
          items={careers.data.map((child) => aboutChildCard(child, pagePath('career', encodeURIComponent(child._id))))}
          label={words.openingsList}
        />
      ) : (
        <p>{words.noOpenings}</p>
      )}
    </section>
  );
}
