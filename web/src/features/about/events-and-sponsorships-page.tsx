// Events and sponsorships: what we organize and support, then the events list. The markup is
// written once here (EventsAndSponsorshipsView); the French twin,
// events-and-sponsorships-page.fr.tsx, gives only its words.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { pageCrumbs } from '@/lib/pages';

export interface EventsAndSponsorshipsWords {
  intro: string;
  approachHeading: string;
  /** What we sponsor, then how to ask. */
  approach: readonly string[];
  /** The heading of the loaded list of events. */
  eventsHeading: string;
}

export const eventsAndSponsorshipsWords: EventsAndSponsorshipsWords = {
  intro:
    'Entrepreneurship is a team sport. Each year, Cedarline Business Group organizes workshops, forums and competitions, and sponsors community events that bring entrepreneurs together with customers, mentors and each other.',
  approachHeading: 'Our approach to sponsorship',
  approach: [
    'We favour events that create lasting value for local businesses: markets where small producers meet new customers, competitions that give young people a first taste of running a company, and forums where newcomers build their professional network. Our employees often volunteer at the events we sponsor.',
    'Non-profit organizations may submit a sponsorship request at least three months before their event. We consider the number of entrepreneurs reached, the link with our mission and the way results will be measured. Please note that we do not sponsor political or religious activities.',
  ],
  eventsHeading: 'Upcoming and recent events',
};

export function EventsAndSponsorshipsView({ words }: { words: EventsAndSponsorshipsWords }) {
  return (
    <AboutLayout title={pageWords('eventsAndSponsorships').title} crumbs={pageCrumbs('eventsAndSponsorships')}>
      <p>{words.intro}</p>
      <h2>{words.approachHeading}</h2>
      {words.approach.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <AboutChildrenSection slug="events-and-sponsorships" heading={words.eventsHeading} />
    </AboutLayout>
  );
}

export default function EventsAndSponsorshipsPage() {
  return <EventsAndSponsorshipsView words={eventsAndSponsorshipsWords} />;
}
