// The portfolio (/services/it-solutions/portfolio?q=Name and /services/it-solutions/portfolio/:name):
// a carousel of the categories and one tab per category, preselected from the query or the path
// name (decoded), falling back to the first.
import { Link, useParams, useSearchParams } from 'react-router';
import { PORTFOLIO_AUTOPLAY_MS, PORTFOLIO_ITEMS_PER_VIEW, type PortfolioCategory } from '@bindings';
import { Carousel } from '@/components/carousel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { useApi } from '@/lib/use-api';
import { getPortfolio } from '@/lib/api/get-portfolio';
import { PortfolioCards } from './components/portfolio-cards';
import { portfolioCategoryLink, portfolioImage, selectedCategoryIndex } from './components/portfolio-media';
import './portfolio-page.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

const CAROUSEL_LABEL = 'Portfolio categories';

function CategorySlide({ category }: { category: PortfolioCategory }) {
  const cover = category.contents[0];
  return (
    <Link className="portfolio-slide" to={portfolioCategoryLink(category.name)}>
      {cover && (
        <img className="portfolio-slide__image" src={portfolioImage(cover.image)} alt="" width="800" height="450" />
      )}
      <span className="portfolio-slide__caption">
        <span className="portfolio-slide__name">{category.name}</span>
        <span className="portfolio-slide__count">{category.contents.length} projects</span>
      </span>
    </Link>
  );
}

export default function PortfolioPage() {
  const [search] = useSearchParams();
  const { name } = useParams();
  const requested = name ?? search.get('q');
  const { data, error, loading } = useApi(getPortfolio, 'portfolio');
  const categories = data ?? [];
  const selected = selectedCategoryIndex(
    categories.map((category) => category.name),
    requested,
  );
  const current = categories[selected];

  return (
    <>
      <PageHeader
        title={PAGES.portfolio.title}
        subtitle={current ? current.name : undefined}
        crumbs={pageCrumbs('portfolio')}
      />
      <div className="container portfolio-page">
        {loading && <LoadingIndicator />}
        {error !== undefined && (
          <p className="portfolio-page__error" role="alert">
            Our portfolio could not be loaded. Please check your connection and try again in a moment.
          </p>
        )}
        {categories.length > 0 && (
          <>
            <section className="portfolio-page__section" aria-labelledby="portfolio-carousel-heading">
              <h2 id="portfolio-carousel-heading">Our IT solutions categories</h2>
              <Carousel
                key={`carousel-${selected}`}
                label={CAROUSEL_LABEL}
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
              <h2 id="portfolio-projects-heading">Recent projects</h2>
              <Tabs
                key={`tabs-${selected}`}
                label="Project categories"
                initial={selected}
                tabs={categories.map((category, index) => ({
                  label: category.name,
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
