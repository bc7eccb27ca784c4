// Where a portfolio image and a category page live, and what a category is called.
import type { PortfolioCategory } from '@bindings';
import { mediaUrl } from '@/config/env';
import { pagePath } from '@/lib/pages';

/** The name a category shows: its `label`, in the answer's language (its `name` is the English
 * name, its address key in both languages). */
export function categoryLabel(category: PortfolioCategory): string {
  return category.label;
}

/** A media path from the API (`portfolio/x.svg`) as a site address (`/media/portfolio/x.svg`). */
export function portfolioImage(image: string): string {
  return /^(https?:)?\/\//.test(image) || image.startsWith('/') ? image : mediaUrl(image);
}

/** The portfolio page of a category, its name URL-encoded. */
export function portfolioCategoryLink(name: string): string {
  return pagePath('portfolioCategory', encodeURIComponent(name));
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/[-\s]+/g, ' ');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The index of the requested category (exact name, else ignoring case and dashes), or 0. */
export function selectedCategoryIndex(names: readonly string[], requested: string | null | undefined): number {
  if (!requested) return 0;
  const wanted = decode(requested);
  const exact = names.indexOf(wanted);
  if (exact >= 0) return exact;
  const loose = names.findIndex((name) => normalise(name) === normalise(wanted));
  return Math.max(loose, 0);
}
