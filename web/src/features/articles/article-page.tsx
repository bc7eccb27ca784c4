// /blog/{id}: a blog article from GET /blog/{id}.
import { useParams } from '@/lib/router';
import { useApi } from '@/lib/use-api';
import { getBlogArticle } from './api/get-blog-article';
import { ArticleView } from './components/article-view';

export default function ArticlePage() {
  const { id = '' } = useParams();
  const state = useApi((signal) => getBlogArticle(id, signal), [id]);
  return <ArticleView state={state} id={id} kind="article" />;
}
