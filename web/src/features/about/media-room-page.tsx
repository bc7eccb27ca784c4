// Media room: for journalists and researchers, a list of topics, then our distinctions. The markup
// is written once here (MediaRoomView); the French twin, media-room-page.fr.tsx, gives only its
// words.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export interface MediaRoomWords {
  intro: string;
  /** How to reach us, with its link to the contact form (its place in the sentence differs per language). */
  contact: ReactNode;
  topicsHeading: string;
  topics: readonly string[];
  /** What researchers may ask for. */
  research: string;
  /** The heading of the loaded list of distinctions. */
  recognitionHeading: string;
}

export const mediaRoomWords: MediaRoomWords = {
  intro:
    'Journalists, researchers and students regularly turn to Cedarline Business Group for comments, data and examples on small business in Canada. Our spokespersons and analysts are glad to help, in English and in French.',
  contact: (
    <>
      For an interview, a quote or access to our published research, contact our communications team by calling the
      toll-free line or by writing to us through the <Link to={PAGES.writeUs.path}>contact form</Link>, mentioning the name of
      your publication and your deadline. We answer media requests within one business day.
    </>
  ),
  topicsHeading: 'Topics our experts can speak to',
  topics: [
    'Small business financing and access to credit',
    'Entrepreneurship among newcomers, women and Indigenous people',
    'Regional economies and the outlook for small businesses',
    'Business succession and the transfer of companies to new owners',
    'Digital transformation of small retailers and service firms',
    'Responsible business practices and B Corp certification',
  ],
  research:
    'Researchers may request anonymized, aggregated data from our surveys for academic work. Each request is reviewed to make sure no client can be identified.',
  recognitionHeading: 'Recognition in the news',
};

export function MediaRoomView({ words }: { words: MediaRoomWords }) {
  return (
    <AboutLayout title={pageWords('mediaRoom').title} crumbs={pageCrumbs('mediaRoom')}>
      <p>{words.intro}</p>
      <p>{words.contact}</p>
      <h2>{words.topicsHeading}</h2>
      <ul>
        {words.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <p>{words.research}</p>
      <AboutChildrenSection slug="awards-and-distinctions" heading={words.recognitionHeading} />
    </AboutLayout>
  );
}

export default function MediaRoomPage() {
  return <MediaRoomView words={mediaRoomWords} />;
}
