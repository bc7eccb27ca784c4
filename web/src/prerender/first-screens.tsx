// The pages the web build prerenders by their first screen only, because what follows needs the
// app: the home page (live services, a contact form that would post nowhere without it) and the
// Write us page (its form). Each first screen is the markup the page itself shows first, so the
// server's HTML holds the page's largest paint (the home hero's first image, the Write us
// introduction) and the app replaces it with the same.
import type { ComponentType } from 'react';
import { PageHeader } from '@/components/page-header';
import { pageWords } from '@/lib/i18n';
import { pageCrumbs } from '@/lib/pages';

/** Write us as it shows once its splash loader is over (write-us-page.tsx in FormPage), up to its form. */
async function writeUs(): Promise<ComponentType> {
  const { words } = await import('@/features/contact/words');
  return function WriteUsFirstScreen() {
    return (
      <>
        <PageHeader title={pageWords('writeUs').title} crumbs={pageCrumbs('writeUs')} />
        <div className="container contact-page">
          <p className="contact-page__intro">{words.writeUsIntro}</p>
        </div>
      </>
    );
  };
}

/** Site path → the component drawing its first screen (loaded once the page's own words are). */
export const FIRST_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/': async () => (await import('@/features/home/home-hero')).HomeHero,
  '/contact/write-us': writeUs,
};
