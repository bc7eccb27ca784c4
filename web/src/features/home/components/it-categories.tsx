// The IT-solution categories: the children of the IT solutions service, each a tile linking to
// its portfolio page /services/it-solutions/portfolio/{name} (the name with spaces encoded). The
// name in that address is the English one; on the French home the heading is French, so the name
// comes from the child's id, the English heading's slug ('web-development' → 'Web Development').
import type { Service } from '@bindings';
import { Link } from '@/lib/router';
import { CardList, serviceCard } from '@/components/card-list';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useLang, type Lang } from '@/lib/i18n';
import { displayHeading } from '@/lib/service-heading';
import { useApi } from '@/lib/use-api';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { pagePath, PAGES } from '@/lib/pages';
import { words } from '../words';
import { HomeSection } from './home-section';

/** A category's English name: its heading with dashes as spaces ("Web-Development" → "Web Development"). */
export function categoryName(service: Pick<Service, '_id' | 'heading'>, lang: Lang = 'en'): string {
  if (lang === 'en') return displayHeading(service.heading);
  return service._id
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function portfolioLink(name: string): string {
  return pagePath('portfolioCategory', encodeURIComponent(name));
}

export function ItCategories() {
  const lang = useLang();
  const { data, error, loading } = useApi((signal) => getServiceTree(PAGES.itSolutions.path, signal), []);
  const categories = data?.allChildren ?? [];
  return (
    <HomeSection name="it" heading={words.itHeading} lead={words.itLead}>
      {loading && <LoadingIndicator />}
      {error !== undefined && (
        <p role="alert">
          {words.itFailed} <Link to={PAGES.itSolutions.path}>{words.visitItSolutions}</Link>.
        </p>
      )}
      {categories.length > 0 && (
        <CardList items={categories.map((category) => serviceCard(category, portfolioLink(categoryName(category, lang))))} />
      )}
    </HomeSection>
  );
}
