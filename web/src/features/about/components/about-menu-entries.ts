// The about side menu (spec §2): labels spelled as the spec shows them, and their paths.
import { PAGES } from '@/lib/pages';
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
    path: PAGES.whoWeAre.path,
    icon: 'people',
    summary: 'A Canadian group of advisors, lenders and digital specialists working for entrepreneurs.',
  },
  {
    label: 'WHAT WE DO',
    path: PAGES.whatWeDo.path,
    icon: 'briefcase',
    summary: 'Advice, financing, acquisitions support and technology for businesses at every stage.',
  },
  {
    label: 'ANALYSIS AND REASEARCH',
    path: PAGES.analysisAndResearch.path,
    icon: 'chart',
    summary: 'Surveys, regional profiles and benchmarks that ground our advice in real figures.',
  },
  {
    label: 'MEDIA ROOM',
    path: PAGES.mediaRoom.path,
    icon: 'microphone',
    summary: 'Resources for journalists and researchers covering small business in Canada.',
  },
  {
    label: 'EVENTS AND SPONSORSHIPS',
    path: PAGES.eventsAndSponsorships.path,
    icon: 'calendar',
    summary: 'The workshops, forums and community events we organize or support.',
  },
  {
    label: 'CORPORATE GOVERNANCE',
    path: PAGES.corporateGovernance.path,
    icon: 'columns',
    summary: 'How our board, committees and policies keep the group accountable.',
  },
  {
    label: 'AWARDS AND DISTINCTIONS',
    path: PAGES.awardsAndDistinctions.path,
    icon: 'medal',
    summary: 'The recognition our teams and clients have earned.',
  },
  {
    label: 'B CORPS',
    path: PAGES.bCorps.path,
    icon: 'leaf',
    summary: 'Our commitments as a certified B Corporation.',
  },
];
