// The about side menu (spec §2): labels spelled as the spec shows them, and their paths.
export type AboutIconName =
  | 'people'
  | 'briefcase'
  | 'chart'
  | 'microphone'
  | 'calendar'
  | 'columns'
  | 'medal'
  | 'leaf';

export interface AboutMenuEntry {
  label: string;
  path: string;
  icon: AboutIconName;
  /** One line shown on the about overview page. */
  summary: string;
}

export const ABOUT_MENU_ENTRIES: readonly AboutMenuEntry[] = [
  {
    label: 'WHO WE ARE',
    path: '/about/who-we-are',
    icon: 'people',
    summary: 'A Canadian group of advisors, lenders and digital specialists working for entrepreneurs.',
  },
  {
    label: 'WHAT WE DO',
    path: '/about/what-we-do',
    icon: 'briefcase',
    summary: 'Advice, financing, acquisitions support and technology for businesses at every stage.',
  },
  {
    label: 'ANALYSIS AND REASEARCH',
    path: '/about/analysis-and-research',
    icon: 'chart',
    summary: 'Surveys, regional profiles and benchmarks that ground our advice in real figures.',
  },
  {
    label: 'MEDIA ROOM',
    path: '/about/media-room',
    icon: 'microphone',
    summary: 'Resources for journalists and researchers covering small business in Canada.',
  },
  {
    label: 'EVENTS AND SPONSORSHIPS',
    path: '/about/events-and-sponsorships',
    icon: 'calendar',
    summary: 'The workshops, forums and community events we organize or support.',
  },
  {
    label: 'CORPORATE GOVERNANCE',
    path: '/about/corporate-governance',
    icon: 'columns',
    summary: 'How our board, committees and policies keep the group accountable.',
  },
  {
    label: 'AWARDS AND DISTINCTIONS',
    path: '/about/award-and-distinctions',
    icon: 'medal',
    summary: 'The recognition our teams and clients have earned.',
  },
  {
    label: 'B CORPS',
    path: '/about/b-corps',
    icon: 'leaf',
    summary: 'Our commitments as a certified B Corporation.',
  },
];

/** The menu label of an about section slug (`analysis-and-research`), for breadcrumbs. */
export function aboutSectionLabel(section: string): string {
  const entry = ABOUT_MENU_ENTRIES.find((candidate) => candidate.path === `/about/${section}`);
  return entry ? entry.label.toLowerCase() : section.replace(/-/g, ' ');
}
