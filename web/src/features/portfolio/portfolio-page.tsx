// The portfolio (/services/it-solutions/portfolio?q=Name and /services/it-solutions/portfolio/:name):
// a carousel of the categories and one tab per category, preselected from the query or the path
// name (decoded), falling back to the first. A category's `name` is its English name, its address
// key in both languages; it shows its `label` (its name in the page's language) when the API gives one.
import { Link, useParams, useSearchParams } from '@/lib/router';
import { PORTFOLIO_AUTOPLAY_MS, PORTFOLIO_ITEMS_PER_VIEW, type PortfolioCategory } from '@bindings';
import { Carousel } from '@/components/carousel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { useApi } from '@/lib/use-api';
import { getPortfolio } from '@/lib/api/get-portfolio';
import { PortfolioCards } from './components/portfolio-cards';
import { categoryLabel, portfolioCategoryLink, portfolioImage, selectedCategoryIndex } from './components/portfolio-media';
import './portfolio-page.css';
import { pageWords } from '@/lib/i18n';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

function CategorySlide({ category }: { category: PortfolioCategory }) {
  const cover = category.contents[0];
  return (
    <Link className="portfolio-slide" to={portfolioCategoryLink(category.name)}>
      {cover && (
        <img className="portfolio-slide__image" src={portfolioImage(cover.image)} alt="" width="800" height="450" />
      )}
      <span className="portfolio-slide__caption">
        <span className="portfolio-slide__name">{categoryLabel(category)}</span>
        <span className="portfolio-slide__count">{words.projectCount(category.contents.length)}</span>
      </span>
    </Link>
  );
}

export default function PortfolioPage() {
  const [search] = useSearchParams();
  const { name } = useParams();
  const requested = name ?? search.get('q');
  const { data, error, loading } = useApi(getPortfolio, []);
  const categories = data ?? [];
  const selected = selectedCategoryIndex(
    categories.map((category) => category.name),
    requested,
  );
  const current = categories[selected];

  return (
    <>
      <PageHeader
        title={pageWords('portfolio').title}
        subtitle={current ? categoryLabel(current) : undefined}
        crumbs={pageCrumbs('portfolio')}
      />
      <div className="container portfolio-page">
        {loading && <LoadingIndicator />}
        {error !== undefined && (
          <p className="portfolio-page__error" role="alert">
            {words.loadFailed}
          </p>
        )}
        {categories.length > 0 && (
          <>
            <section className="portfolio-page__section" aria-labelledby="portfolio-carousel-heading">
              <h2 id="portfolio-carousel-heading">{words.categoriesHeading}</h2>
              <Carousel
                key={`carousel-${selected}`}
                label={words.carouselLabel}
                autoplayMs={PORTFOLIO_AUTOPLAY_MS}
                itemsPerView={PORTFOLIO_ITEMS_PER_VIEW}
                loop
                initial={selected}
                items={categories.map((category) => (
                  <CategorySlide key={category.name} category={category} />
                ))}
              />
            </section>
            <section className="portfolio-page__section" aria-labelledby="portfolio-projects-heading">
              <h2 id="portfolio-projects-heading">{words.recentProjects}</h2>
              <Tabs
                key={`tabs-${selected}`}
                label={words.tabsLabel}
                initial={selected}
                tabs={categories.map((category, index) => ({
                  label: categoryLabel(category),
                  content: <PortfolioCards items={category.contents} idPrefix={`portfolio-${index}`} />,
                }))}
              />
            </section>
          </>
        )}
      </div>
    </>
  );
}
