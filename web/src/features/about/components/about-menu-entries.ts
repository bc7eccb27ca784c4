// The about side menu: each section's page and icon; its label, overview heading and
// summary are in the page's language (`words.menu`), read when rendering.
import { PAGES } from '@/lib/pages';
import { words, type MenuWords } from '../words';

export type AboutIconName =
  | 'people'
  | 'briefcase'
  | 'chart'
  | 'microphone'
  | 'calendar'
  | 'columns'
  | 'medal'
  | 'leaf';

type MenuKey = keyof typeof words.menu;

export interface AboutMenuEntry {
  key: MenuKey;
  path: string;
  icon: AboutIconName;
}

export const ABOUT_MENU_ENTRIES: readonly AboutMenuEntry[] = [
  { key: 'whoWeAre', path: PAGES.whoWeAre.path, icon: 'people' },
  { key: 'whatWeDo', path: PAGES.whatWeDo.path, icon: 'briefcase' },
  { key: 'analysisAndResearch', path: PAGES.analysisAndResearch.path, icon: 'chart' },
  { key: 'mediaRoom', path: PAGES.mediaRoom.path, icon: 'microphone' },
  { key: 'eventsAndSponsorships', path: PAGES.eventsAndSponsorships.path, icon: 'calendar' },
  { key: 'corporateGovernance', path: PAGES.corporateGovernance.path, icon: 'columns' },
  { key: 'awardsAndDistinctions', path: PAGES.awardsAndDistinctions.path, icon: 'medal' },
  { key: 'bCorps', path: PAGES.bCorps.path, icon: 'leaf' },
];

/** An entry's words in the page's language (read at render: French replaces them after load). */
export function menuWords(entry: AboutMenuEntry): MenuWords {
  return words.menu[entry.key];
}
