// The shape of the careers pages that tell how we work (progress without boundaries, meet our
// team), shared by each English page and its French twin, which give only their texts: an
// introduction, a list of short titled paragraphs, and a closing section.
import type { ReactNode } from 'react';
import { pageWords } from '@/lib/i18n';
import { pageCrumbs, type PageKey } from '@/lib/pages';
import { CareersLayout } from './careers-layout';

export interface CareersStoryItem {
  title: string;
  text: string;
}

interface CareersStoryProps {
  /** The page's key in the inventory (its title and breadcrumb, in the page's language). */
  page: PageKey;
  intro: ReactNode;
  items: readonly CareersStoryItem[];
  /** The closing section's heading and text. */
  closingHeading: string;
  closing: ReactNode;
}

export function CareersStory({ page, intro, items, closingHeading, closing }: CareersStoryProps) {
  return (
    <CareersLayout title={pageWords(page).title} crumbs={pageCrumbs(page)}>
      <p>{intro}</p>
      <ul className="careers-values">
        {items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <h2>{closingHeading}</h2>
      <p>{closing}</p>
    </CareersLayout>
  );
}
