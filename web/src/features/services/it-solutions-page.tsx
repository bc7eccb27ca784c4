// IT solutions (/services/it-solutions) and digital marketing (/services/digital-marketing): the
// same page, reading which service from the path. Intro text, child service cards, a 'Have
// Questions?' card and the carousel of IT solutions categories. One module for both languages:
// the services come from the API in the page's language, the interface words from words.ts.
import { useLocation } from '@/lib/router';
import type { PortfolioCategory, Service, ServiceTree } from '@bindings';
import { LinkButton } from '@/components/button';
import { Carousel } from '@/components/carousel';
import { MarkerText } from '@/components/marker-text';
import { PageHeader } from '@/components/page-header';
import { useLang, type Lang } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { getPortfolio } from '@/lib/api/get-portfolio';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { CategoryTile } from './components/category-tile';
import { ServiceLoadState } from './components/load-state';
import { CardList, serviceCard } from '@/components/card-list';
import { displayHeading } from '@/lib/service-heading';
import { segmentName, titleFromSlug } from './lib/service-text';
import './components/service-sections.css';
import { PAGES, pageCrumbs } from '@/lib/pages';
import { words } from './words';

const IT_SOLUTIONS = 'it-solutions';
const IT_PERMALINK = `services/${IT_SOLUTIONS}`;

function tilesPerView(width: number): number {
  if (width >= 1024) return 3;
  return width >= 640 ? 2 : 1;
}

interface Category {
  /** The English name: the category's key in its portfolio address. */
  name: string;
  /** The name shown, in the page's language. */
  label: string;
}

/** The id of the IT solutions child a category is named after ('Web Development' → 'web-development'). */
function categoryId(name: string): string {
  return name.toLowerCase().replaceAll(' ', '-');
}

/**
 * The portfolio's categories. Their names stay English on a French page, being addresses; a French
 * label is the heading of the IT solutions child of the same id (content check holds the portfolio
 * and those children equal).
 */
function portfolioCategories(portfolio: PortfolioCategory[], itChildren: Service[] | undefined, lang: Lang): Category[] {
  const frenchHeading = (name: string) => itChildren?.find((child) => child._id === categoryId(name))?.heading;
  return portfolio.map(({ name }) => ({ name, label: lang === 'fr' ? (frenchHeading(name) ?? name) : name }));
}

/** Without the portfolio: the IT solutions children, the same five (a French heading is no address: the id is). */
function childCategories(children: Service[], lang: Lang): Category[] {
  return children.map((child) =>
    lang === 'fr'
      ? { name: titleFromSlug(child._id), label: child.heading }
      : { name: displayHeading(child.heading), label: displayHeading(child.heading) },
  );
}

export default function ItSolutionsPage() {
  const lang = useLang();
  const slug = useLocation().pathname.split('/').filter((segment) => segment !== '')[1] ?? IT_SOLUTIONS;
  const permalink = `services/${slug}`;
  const tree = useApi((signal) => getServiceTree(permalink, signal), [permalink]);
  const portfolio = useApi(getPortfolio, []);
  // A French page names the categories after the IT solutions children: on the digital marketing
  // page that is one more call (English needs none: the portfolio's names are English).
  const needsItTree = lang === 'fr' && slug !== IT_SOLUTIONS;
  const itTree = useApi<ServiceTree | undefined>(
    (signal) => (needsItTree ? getServiceTree(IT_PERMALINK, signal) : Promise.resolve(undefined)),
    [needsItTree],
  );
  const parent = tree.data?.parent;
  // Before the service loads: English titles the slug, French names the page as the inventory does.
  const fallbackTitle = lang === 'en' ? titleFromSlug(slug) : segmentName(`/${permalink}`, slug);
  const title = parent ? displayHeading(parent.heading) : fallbackTitle;
  const itChildren = slug === IT_SOLUTIONS ? tree.data?.allChildren : itTree.data?.allChildren;
  let shown: Category[] = [];
  if (portfolio.data) shown = portfolioCategories(portfolio.data, itChildren, lang);
  else if (slug === IT_SOLUTIONS && tree.data) shown = childCategories(tree.data.allChildren, lang);

  return (
    <>
      <PageHeader title={title} subtitle={parent?.subHeading} crumbs={pageCrumbs('service', { label: title })} />
      <div className="container service-page">
        <ServiceLoadState loading={tree.loading} error={tree.error} />
        {parent && parent.text.trim() !== '' && (
          <MarkerText className="marker-text service-page__intro service-page__section" text={parent.text} />
        )}
        {tree.data && tree.data.allChildren.length > 0 && (
          <section className="service-page__section" aria-labelledby="it-services-heading">
            <h2 id="it-services-heading">{words.offerHeading}</h2>
            <CardList items={tree.data.allChildren.map((child) => serviceCard(child, child.perma_link))} />
          </section>
        )}

        <section className="service-page__section service-page__callout" aria-labelledby="it-questions-heading">
          <h2 id="it-questions-heading">{words.questionsHeading}</h2>
          <p>{words.questionsText}</p>
          <LinkButton to={PAGES.writeUs.path}>{words.writeUs}</LinkButton>
        </section>

        {shown.length > 0 && (
          <div className="service-page__section">
            <h2>{words.categoriesLabel}</h2>
            <Carousel
              label={words.categoriesLabel}
              itemsPerView={tilesPerView}
              loop
              items={shown.map((category, position) => (
                <CategoryTile key={category.name} name={category.name} label={category.label} position={position} />
              ))}
            />
          </div>
        )}
      </div>
    </>
  );
}
