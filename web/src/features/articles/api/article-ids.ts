// The seeded article ids (content/articles.toml). There is no list endpoint: the blog page loads
// each of these by id. Persona pages open at /iam/{id}, blog articles at /blog/{id}.
export const PERSONA_IDS = [
  'professional',
  'woman-entrepreneur',
  'newcomer-entrepreneur',
  'technology-entrepreneur',
  'supplier',
] as const;

export const BLOG_ARTICLE_IDS = [
  'when-to-register-for-gst-hst',
  'thirteen-week-cash-flow-forecast',
  'ten-questions-before-buying-a-business',
  'pricing-your-services',
  'doing-business-in-quebec',
  'building-credit-as-a-newcomer',
  'what-lenders-look-for',
] as const;
