// Awards and distinctions: what recognition means to us, then the list of awards.
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function AwardsAndDistinctionsPage() {
  return (
    <AboutLayout title={PAGES.awardsAndDistinctions.title} crumbs={pageCrumbs('awardsAndDistinctions')}>
      <p>
        We do not work for prizes, but we are proud when independent juries recognize the work of our teams and the success
        of our clients. Each distinction below was awarded by an organization outside Cedarline, based on its own criteria.
      </p>
      <p>
        These awards belong first to the entrepreneurs we serve, who trusted us with their projects, and to our employees, who
        put the interests of those entrepreneurs first every day.
      </p>
      <AboutChildrenSection slug="awards-and-distinctions" heading="Our awards" />
    </AboutLayout>
  );
}
