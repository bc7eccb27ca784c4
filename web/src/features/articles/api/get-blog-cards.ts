// The blog page's cards: every known persona and article, each loaded with GET /blog/{id}.
// An id that fails to load is left out rather than failing the whole page.
import type { Article } from '@bindings';
import { BLOG_ARTICLE_IDS, PERSONA_IDS } from './article-ids';
import { getBlogArticle } from './get-blog-article';

export interface BlogCard {
  id: string;
  kind: 'persona' | 'blog';
  /** Where the card links: /iam/{id} for a persona, /blog/{id} for an article. */
  path: string;
  article: Article;
}

export async function getBlogCards(signal?: AbortSignal): Promise<BlogCard[]> {
  const wanted = [
    ...PERSONA_IDS.map((id) => ({ id, kind: 'persona' as const, path: `/iam/${id}` })),
    ...BLOG_ARTICLE_IDS.map((id) => ({ id, kind: 'blog' as const, path: `/blog/${id}` })),
  ];
  const settled = await Promise.allSettled(wanted.map((card) => getBlogArticle(card.id, signal)));
  const cards: BlogCard[] = [];
  settled.forEach((result, index) => {
    const card = wanted[index];
    if (card && result.status === 'fulfilled' && result.value) cards.push({ ...card, article: result.value });
  });
  return cards;
}
