// Events and sponsorships: what we organize and support, then the events list.
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function EventsAndSponsorshipsPage() {
  return (
    <AboutLayout title={PAGES.eventsAndSponsorships.title} crumbs={pageCrumbs('eventsAndSponsorships')}>
      <p>
        Entrepreneurship is a team sport. Each year, Cedarline Business Group organizes workshops, forums and competitions, and
        sponsors community events that bring entrepreneurs together with customers, mentors and each other.
      </p>
      <h2>Our approach to sponsorship</h2>
      <p>
        We favour events that create lasting value for local businesses: markets where small producers meet new customers,
        competitions that give young people a first taste of running a company, and forums where newcomers build their
        professional network. Our employees often volunteer at the events we sponsor.
      </p>
      <p>
        Non-profit organizations may submit a sponsorship request at least three months before their event. We consider the
        number of entrepreneurs reached, the link with our mission and the way results will be measured. Please note that we
        do not sponsor political or religious activities.
      </p>
      <AboutChildrenSection slug="events-and-sponsorships" heading="Upcoming and recent events" />
    </AboutLayout>
  );
}
