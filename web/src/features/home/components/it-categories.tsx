// The IT-solution categories: the children of the IT solutions service, each a tile linking to
// its portfolio page /services/it-solutions/portfolio/{name} (the name with spaces encoded).
import type { Service } from '@bindings';
import { Link } from 'react-router';
import { CardList, serviceCard } from '@/components/card-list';
import { LoadingIndicator } from '@/components/loading-indicator';
import { displayHeading } from '@/lib/service-heading';
import { useApi } from '@/lib/use-api';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { pagePath, PAGES } from '@/lib/pages';

/** A category's name: its heading with dashes as spaces ("Web-Development" → "Web Development"). */
export function categoryName(service: Pick<Service, 'heading'>): string {
  return displayHeading(service.heading);
}

export function portfolioLink(name: string): string {
  return pagePath('portfolioCategory', encodeURIComponent(name));
}

export function ItCategories() {
  const { data, error, loading } = useApi((signal) => getServiceTree(PAGES.itSolutions.path, signal), 'home-it-categories');
  const categories = data?.allChildren ?? [];
  return (
    <section className="home-section home-it" aria-labelledby="home-it-heading">
      <div className="container">
        <h2 id="home-it-heading" className="home-section__heading">
          Our IT solutions categories
        </h2>
        <p className="home-section__lead">
          Technology built for small business budgets. Browse recent work by category.
        </p>
        {loading && <LoadingIndicator />}
        {error !== undefined && (
          <p role="alert">
            The categories could not be loaded just now. <Link to={PAGES.itSolutions.path}>Visit IT solutions</Link>.
          </p>
        )}
        {categories.length > 0 && (
          <CardList items={categories.map((category) => serviceCard(category, portfolioLink(categoryName(category))))} />
        )}
      </div>
    </section>
  );
}
