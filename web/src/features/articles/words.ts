// The blog's words (list, article and persona pages), in English; words.fr.ts holds their French
// twins (lib/i18n). The articles themselves come from the API in the page's language.
import { registerFrench } from '@/lib/i18n';

/** What a page of the blog is: an article (/blog/{id}) or a persona page (/iam/{id}). */
export type ArticleKind = 'article' | 'page';

export const words = {
  blogSubtitle: 'Practical advice for entrepreneurs in Canada, from our advisors, lenders and analysts.',
  blogUnavailable: 'The articles cannot be shown right now. Please try again later.',
  whoAreYou: 'Who are you?',
  tailoredAdvice: 'Advice tailored to your situation.',
  iAm: 'I am',
  latestArticles: 'Latest articles',
  articles: 'Articles',
  notAvailable: (kind: ArticleKind) => `This ${kind} is not available`,
  notFound: (kind: ArticleKind) => `We could not find this ${kind}. It may have been moved or removed.`,
  notLoaded: 'This page could not be loaded',
  loadFailed: 'Something prevented this page from loading. Please try again in a moment.',
  browseAll: 'Browse all articles',
};

registerFrench(words, () => import('./words.fr'));
