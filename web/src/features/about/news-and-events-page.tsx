// News and events: press releases, spokespersons and use of our logo. No data is loaded.
import { Link } from '@/lib/router';
import { TOLL_FREE_NUMBER } from '@bindings';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function NewsAndEventsPage() {
  return (
    <AboutLayout title={PAGES.newsAndEvents.title} crumbs={pageCrumbs('newsAndEvents')}>
      <h2>Press releases</h2>
      <p>
        Cedarline Business Group publishes press releases on its results, new financing programs, research findings and
        partnerships. Releases are issued simultaneously in English and French and are sent to subscribers of our{' '}
        <Link to={PAGES.newsletters.path}>newsletters and economic letter</Link>.
      </p>
      <h2>Spokespersons</h2>
      <p>
        Only designated spokespersons may speak on behalf of the group: our president and chief executive officer, our chief
        economist for questions on research and the economy, and our directors of advisory services and of financing for
        questions on their areas. Our communications team will direct your request to the right person and can arrange
        interviews in either official language.
      </p>
      <p>
        Media may reach the communications team at {TOLL_FREE_NUMBER} or through the{' '}
        <Link to={PAGES.writeUs.path}>contact form</Link>.
      </p>
      <h2>Use of our logo</h2>
      <p>
        Our name and logo are registered trademarks. Media may reproduce the logo, unaltered, to illustrate an article about
        Cedarline Business Group. Any other use, including by partners and event organizers, requires written permission from
        our communications team. Please do not change the colours or proportions of the logo, combine it with other marks, or
        use it in a way that suggests we endorse a product or a political position.
      </p>
    </AboutLayout>
  );
}
