// One article or persona page: heading and subheading in the page header, then the marker text;
// a clear not-found state for an unknown id.
import type { Article } from '@bindings';
import { Link } from '@/lib/router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { MarkerText } from '@/components/marker-text';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import type { ApiState } from '@/lib/use-api';
import { mediaUrl } from '@/config/env';
import './articles.css';
import { pageWords } from '@/lib/i18n';
import { PAGES, pageCrumbs } from '@/lib/pages';
import { words, type ArticleKind } from '../words';


interface ArticleViewProps {
  state: ApiState<Article | undefined>;
  id: string;
  /** What the page is, in the not-found message. */
  kind: ArticleKind;
}

export function ArticleView({ state, id, kind }: ArticleViewProps) {
  if (state.loading) {
    return (
      <>
        <PageHeader title={pageWords('blog').title} crumbs={pageCrumbs('article')} />
        <div className="container article">
          <LoadingIndicator />
        </div>
      </>
    );
  }
  if (state.error !== undefined || !state.data) {
    const notFound = state.error === undefined || (state.error instanceof ApiError && state.error.status === 404);
    const title = notFound ? words.notAvailable(kind) : words.notLoaded;
    return (
      <>
        <PageHeader title={title} crumbs={pageCrumbs('article', { label: title })} />
        <div className="container article">
          <div className="article__notice" role={notFound ? undefined : 'alert'}>
            <p>
              {notFound ? words.notFound(kind) : words.loadFailed}
            </p>
            <p>
              <Link to={PAGES.blog.path}>{words.browseAll}</Link>
            </p>
          </div>
        </div>
      </>
    );
  }
  const article = state.data;
  return (
    <>
      <PageHeader title={article.heading} subtitle={article.sub_heading} crumbs={pageCrumbs('article', { label: article.heading })} />
      <article className="container article">
        <img className="article__image" src={mediaUrl(`articles/${id}.svg`)} alt="" width="800" height="450" />
        <MarkerText text={article.text_data} className="article__text" />
        <p>
          <Link to={PAGES.blog.path}>{words.browseAll}</Link>
        </p>
      </article>
    </>
  );
}
