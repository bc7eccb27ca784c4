// Service headings in the data are hyphenated ids with each word capitalised ('It-Solutions');
// pages show them with the dashes turned to spaces ('It Solutions').

export function displayHeading(heading: string): string {
  return heading.replace(/-+/g, ' ').trim();
}
