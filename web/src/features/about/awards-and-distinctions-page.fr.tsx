// Awards and distinctions in French: the twin of awards-and-distinctions-page.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { pageCrumbs } from '@/lib/pages';

export default function AwardsAndDistinctionsPageFr() {
  return (
    <AboutLayout title={pageWords('awardsAndDistinctions').title} crumbs={pageCrumbs('awardsAndDistinctions')}>
      <p>
        Nous ne travaillons pas pour les honneurs, mais nous sommes fiers lorsque des jurys indépendants reconnaissent le
        travail de nos équipes et la réussite de nos clients. Chacune des distinctions ci-dessous a été décernée par un
        organisme externe à Cedarline, selon ses propres critères.
      </p>
      <p>
        Ces prix reviennent d’abord aux entrepreneurs que nous accompagnons, qui nous ont confié leurs projets, et à nos
        employés, qui placent chaque jour les intérêts de ces entrepreneurs au premier plan.
      </p>
      <AboutChildrenSection slug="awards-and-distinctions" heading="Nos prix" />
    </AboutLayout>
  );
}
