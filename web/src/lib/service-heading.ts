// Service headings in the data are hyphenated ids with each word capitalised ('It-Solutions');
// pages show them with the dashes turned to spaces ('It Solutions'). Core's `service_title`
// (crates/core/src/services.rs) is the rule; this copy exists because pages render (and are
// prerendered) before the wasm module loads. `services.vectors.test.ts` holds the two equal.
import { PAGES } from '@/lib/pages';

/** Dashes and runs of ASCII whitespace become one space; the ends are trimmed. */
export function displayHeading(heading: string): string {
  return heading
    .split(/[-\t\n\f\r ]+/)
    .filter((word) => word !== '')
    .join(' ');
}

/** The link of a top-level service card: '/services/' plus the lowercased heading (spec §2). */
export function serviceListLink(heading: string): string {
  return `${PAGES.services.path}/${heading.toLowerCase()}`;
}
