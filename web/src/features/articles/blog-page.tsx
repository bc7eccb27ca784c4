// /blog: the persona pages ("I am ...") and the blog articles, as cards.
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { useApi } from '@/lib/use-api';
import { getBlogCards } from './api/get-blog-cards';
import { BlogCardList } from './components/blog-card-list';
import './components/articles.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function BlogPage() {
  const { data, loading } = useApi((signal) => getBlogCards(signal), 'blog-cards');
  const personas = data?.filter((card) => card.kind === 'persona') ?? [];
  const articles = data?.filter((card) => card.kind === 'blog') ?? [];
  return (
    <>
      <PageHeader
        title={PAGES.blog.title}
        subtitle="Practical advice for entrepreneurs in Canada, from our advisors, lenders and analysts."
        crumbs={pageCrumbs('blog')}
      />
      <div className="container blog">
        {loading ? (
          <LoadingIndicator />
        ) : data === undefined || data.length === 0 ? (
          <p className="article__notice">The articles cannot be shown right now. Please try again later.</p>
        ) : (
          <>
            {personas.length > 0 && (
              <section className="blog__section" aria-labelledby="blog-personas">
                <h2 id="blog-personas">Who are you?</h2>
                <p>Advice tailored to your situation.</p>
                <BlogCardList cards={personas} label="I am" />
              </section>
            )}
            {articles.length > 0 && (
              <section className="blog__section" aria-labelledby="blog-articles">
                <h2 id="blog-articles">Latest articles</h2>
                <BlogCardList cards={articles} label="Articles" />
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
