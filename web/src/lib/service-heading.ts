// English service headings in the data are hyphenated ids with each word capitalised
// ('It-Solutions'); pages show them, and address segments ('no-such-service'), with those dashes
// turned to spaces, and keep the hyphen of a French compound word ('Services-conseils'). Core's
// `service_title` (crates/core/src/services.rs) is the rule; this copy exists because pages render
// (and are prerendered) before the wasm module loads. `services.vectors.test.ts` holds the two equal.
import { PAGES } from '@/lib/pages';

/**
 * In a heading that has a capital, a dash between a letter and a lowercase letter is a hyphen and
 * is kept ('Services-conseils'); other dashes (all of an address segment's: 'it-solutions') and
 * runs of ASCII whitespace become one space; the ends are trimmed.
 */
export function displayHeading(heading: string): string {
  const separators = /\p{Uppercase}/u.test(heading)
    ? /(?:[\t\n\f\r ]|(?<!\p{Alphabetic})-|-(?!\p{Lowercase}))+/u
    : /[-\t\n\f\r ]+/;
  return heading
    .split(separators)
    .filter((word) => word !== '')
    .join(' ');
}

/** The link of a top-level service card: '/services/' plus the lowercased heading (as on the old site). */
export function serviceListLink(heading: string): string {
  return `${PAGES.services.path}/${heading.toLowerCase()}`;
}
