// Service headings in the data are hyphenated ids with each word capitalised ('It-Solutions');
// pages show them with the dashes turned to spaces ('It Solutions').

export function displayHeading(heading: string): string {
  return heading.replace(/-+/g, ' ').trim();
}

/** The link of a top-level service card: '/services/' plus the lowercased heading (spec §2). */
export function serviceListLink(heading: string): string {
  return `/services/${heading.toLowerCase()}`;
}
