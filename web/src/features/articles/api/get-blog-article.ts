// GET /blog/{id}: one blog article (or persona); a one-element list, 404 when unknown.
import type { Article } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getBlogArticle(id: string, signal?: AbortSignal): Promise<Article | undefined> {
  const articles = await getData<Article[]>(`/blog/${encodeURIComponent(id)}`, signal);
  return articles[0];
}
