// /fr/about/careers: the French twin of careers-page.tsx (why work with us, then the openings).
import { Link } from '@/lib/router';
import { constants, pageWords } from '@/lib/i18n';
import { CareersLayout } from './components/careers-layout';
import { CurrentOpenings } from './components/current-openings';
import { pageCrumbs, PAGES } from '@/lib/pages';

export default function CareersPageFr() {
  return (
    <CareersLayout title={pageWords('careers').title} crumbs={pageCrumbs('careers')}>
      <p>
        Au {constants.ORGANISATION_NAME}, nous mesurons notre succès à celui des entrepreneurs que nous servons. Si vous
        voulez que votre travail aide des gens à bâtir des entreprises, à créer des emplois et à renforcer leur communauté,
        nous aimerions vous rencontrer.
      </p>
      <p>
        Découvrez nos <Link to={PAGES.availablePositions.path}>postes à pourvoir</Link>, la façon dont nous aidons notre
        personnel à <Link to={PAGES.progressWithoutBoundaries.path}>progresser sans frontières</Link>, et faites la
        connaissance de <Link to={PAGES.meetOurTeam.path}>notre équipe</Link>.
      </p>
      <CurrentOpenings />
    </CareersLayout>
  );
}
