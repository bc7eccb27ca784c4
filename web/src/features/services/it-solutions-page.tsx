// IT solutions (/services/it-solutions) and digital marketing (/services/digital-marketing): the
// same page, reading which service from the path. Intro text, child service cards, a 'Have
// Questions?' card and the carousel of IT solutions categories.
import { useLocation } from 'react-router';
import type { PortfolioCategory, ServiceTree } from '@bindings';
import { LinkButton } from '@/components/button';
import { Carousel } from '@/components/carousel';
import { MarkerText } from '@/components/marker-text';
import { PageHeader } from '@/components/page-header';
import { useApi } from '@/lib/use-api';
import { getPortfolio } from '@/lib/api/get-portfolio';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { CategoryTile } from './components/category-tile';
import { ServiceLoadState } from './components/load-state';
import { CardList, serviceCard } from '@/components/card-list';
import { displayHeading } from '@/lib/service-heading';
import { titleFromSlug } from './lib/service-text';
import './components/service-sections.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

const IT_SOLUTIONS = 'it-solutions';
const CATEGORIES_LABEL = 'our it solutions categories';

function tilesPerView(width: number): number {
  if (width >= 1024) return 3;
  return width >= 640 ? 2 : 1;
}

/** Category names: the portfolio's, or else the IT solutions children (the same five). */
function categoryNames(slug: string, portfolio: PortfolioCategory[] | undefined, tree: ServiceTree | undefined): string[] {
  if (portfolio) return portfolio.map((category) => category.name);
  if (slug === IT_SOLUTIONS && tree) return tree.allChildren.map((child) => displayHeading(child.heading));
  return [];
}

export default function ItSolutionsPage() {
  const slug = useLocation().pathname.split('/').filter((segment) => segment !== '')[1] ?? IT_SOLUTIONS;
  const permalink = `services/${slug}`;
  const tree = useApi((signal) => getServiceTree(permalink, signal), permalink);
  const portfolio = useApi(getPortfolio, 'portfolio');
  const parent = tree.data?.parent;
  const title = parent ? displayHeading(parent.heading) : titleFromSlug(slug);
  const names = categoryNames(slug, portfolio.data, tree.data);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={parent?.subHeading}
        crumbs={pageCrumbs('service', { label: title })}
      />
      <div className="container service-page">
        <ServiceLoadState loading={tree.loading} error={tree.error} />
        {parent && parent.text.trim() !== '' && (
          <MarkerText className="marker-text service-page__intro service-page__section" text={parent.text} />
        )}
        {tree.data && tree.data.allChildren.length > 0 && (
          <section className="service-page__section" aria-labelledby="it-services-heading">
            <h2 id="it-services-heading">What we offer</h2>
            <CardList items={tree.data.allChildren.map((child) => serviceCard(child, child.perma_link))} />
          </section>
        )}

        <section className="service-page__section service-page__callout" aria-labelledby="it-questions-heading">
          <h2 id="it-questions-heading">Have Questions?</h2>
          <p>
            Tell us about your project and a specialist will get back to you within two business days with ideas, a
            realistic budget in CAD and the next steps.
          </p>
          <LinkButton to={PAGES.writeUs.path}>Write us</LinkButton>
        </section>

        {names.length > 0 && (
          <div className="service-page__section">
            <h2>{CATEGORIES_LABEL}</h2>
            <Carousel
              label={CATEGORIES_LABEL}
              itemsPerView={tilesPerView}
              loop
              items={names.map((name, position) => (
                <CategoryTile key={name} name={name} position={position} />
              ))}
            />
          </div>
        )}
      </div>
    </>
  );
}
