// /blog: the persona pages ("I am ...", open at /iam/{id}) and the blog articles (open at
// /blog/{id}), as cards, from GET /blog (newest first). Which entries are personas is core's
// PERSONAS.
import { PERSONAS } from '@bindings';
import { CardList, type CardItem } from '@/components/card-list';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { mediaUrl } from '@/config/env';
import { useApi } from '@/lib/use-api';
import type { BlogEntry } from '@bindings';
import { getBlogEntries } from './api/get-blog-entries';
import './components/articles.css';
import { pageWords } from '@/lib/i18n';
import { pageCrumbs, pagePath } from '@/lib/pages';
import { words } from './words';

const PERSONA_IDS: ReadonlySet<string> = new Set(PERSONAS.map(([id]) => id));

function card(entry: BlogEntry, to: string): CardItem {
  return { id: entry._id, heading: entry.heading, text: entry.sub_heading, to, image: mediaUrl(entry.image) };
}

export default function BlogPage() {
  const { data, loading } = useApi((signal) => getBlogEntries(signal), []);
  const personas = (data ?? []).filter((entry) => PERSONA_IDS.has(entry._id));
  const articles = (data ?? []).filter((entry) => !PERSONA_IDS.has(entry._id));
  return (
    <>
      <PageHeader
        title={pageWords('blog').title}
        subtitle={words.blogSubtitle}
        crumbs={pageCrumbs('blog')}
      />
      <div className="container blog">
        {loading ? (
          <LoadingIndicator />
        ) : data === undefined || data.length === 0 ? (
          <p className="article__notice">{words.blogUnavailable}</p>
        ) : (
          <>
            {personas.length > 0 && (
              <section className="blog__section" aria-labelledby="blog-personas">
                <h2 id="blog-personas">{words.whoAreYou}</h2>
                <p>{words.tailoredAdvice}</p>
                <CardList
                  items={personas.map((entry) => card(entry, pagePath('persona', encodeURIComponent(entry._id))))}
                  label={words.iAm}
                />
              </section>
            )}
            {articles.length > 0 && (
              <section className="blog__section" aria-labelledby="blog-articles">
                <h2 id="blog-articles">{words.latestArticles}</h2>
                <CardList
                  items={articles.map((entry) => card(entry, pagePath('article', encodeURIComponent(entry._id))))}
                  label={words.articles}
                />
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
