// The article ids the blog page loads, one call each: the personas (core's PERSONAS, open at
// /iam/{id}) and the blog articles seeded from content/articles.toml (open at /blog/{id}). The
// API has no list of blog articles, so this list follows the content by hand.
import { PERSONAS } from '@bindings';

export const PERSONA_IDS = PERSONAS.map(([id]) => id);

export const BLOG_ARTICLE_IDS = [
  'when-to-register-for-gst-hst',
  'thirteen-week-cash-flow-forecast',
  'ten-questions-before-buying-a-business',
  'pricing-your-services',
  'doing-business-in-quebec',
  'building-credit-as-a-newcomer',
  'what-lenders-look-for',
] as const;
