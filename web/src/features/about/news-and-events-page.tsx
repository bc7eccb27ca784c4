// News and events: press releases, spokespersons and use of our logo. No data is loaded. The markup
// is written once here (NewsAndEventsView); the French twin, news-and-events-page.fr.tsx, gives
// only its words.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { TOLL_FREE_NUMBER } from '@bindings';
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export interface NewsAndEventsWords {
  pressHeading: string;
  /** How releases are issued, with its link to the newsletters. */
  press: ReactNode;
  spokespersonsHeading: string;
  spokespersons: string;
  /** How media reach us: the toll-free number and a link to the contact form. */
  mediaContact: ReactNode;
  logoHeading: string;
  logo: string;
}

export const newsAndEventsWords: NewsAndEventsWords = {
  pressHeading: 'Press releases',
  press: (
    <>
      Cedarline Business Group publishes press releases on its results, new financing programs, research findings and
      partnerships. Releases are issued simultaneously in English and French and are sent to subscribers of our{' '}
      <Link to={PAGES.newsletters.path}>newsletters and economic letter</Link>.
    </>
  ),
  spokespersonsHeading: 'Spokespersons',
  spokespersons:
    'Only designated spokespersons may speak on behalf of the group: our president and chief executive officer, our chief economist for questions on research and the economy, and our directors of advisory services and of financing for questions on their areas. Our communications team will direct your request to the right person and can arrange interviews in either official language.',
  mediaContact: (
    <>
      Media may reach the communications team at {TOLL_FREE_NUMBER} or through the{' '}
      <Link to={PAGES.writeUs.path}>contact form</Link>.
    </>
  ),
  logoHeading: 'Use of our logo',
  logo: 'Our name and logo are registered trademarks. Media may reproduce the logo, unaltered, to illustrate an article about Cedarline Business Group. Any other use, including by partners and event organizers, requires written permission from our communications team. Please do not change the colours or proportions of the logo, combine it with other marks, or use it in a way that suggests we endorse a product or a political position.',
};

export function NewsAndEventsView({ words }: { words: NewsAndEventsWords }) {
  return (
    <AboutLayout title={pageWords('newsAndEvents').title} crumbs={pageCrumbs('newsAndEvents')}>
      <h2>{words.pressHeading}</h2>
      <p>{words.press}</p>
      <h2>{words.spokespersonsHeading}</h2>
      <p>{words.spokespersons}</p>
      <p>{words.mediaContact}</p>
      <h2>{words.logoHeading}</h2>
      <p>{words.logo}</p>
    </AboutLayout>
  );
}

export default function NewsAndEventsPage() {
  return <NewsAndEventsView words={newsAndEventsWords} />;
}
