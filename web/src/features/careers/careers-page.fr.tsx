// /fr/about/careers: the French words of careers-page.tsx (why work with us, then the openings).
import { Link } from '@/lib/router';
import { constants } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';
import { CareersView, type CareersWords } from './careers-page';

/**
 * The group's name, read when the page renders: `constants` takes its French values in place once
 * the language has loaded, after this module may have been evaluated.
 */
function OrganisationName() {
  return constants.ORGANISATION_NAME;
}

const words: CareersWords = {
  intro: (
    <>
      Au <OrganisationName />, nous mesurons notre succès à celui des entrepreneurs que nous servons. Si vous
      voulez que votre travail aide des gens à bâtir des entreprises, à créer des emplois et à renforcer leur communauté,
      nous aimerions vous rencontrer.
    </>
  ),
  readMore: (
    <>
      Découvrez nos <Link to={PAGES.availablePositions.path}>postes à pourvoir</Link>, la façon dont nous aidons notre
      personnel à <Link to={PAGES.progressWithoutBoundaries.path}>progresser sans frontières</Link>, et faites la
      connaissance de <Link to={PAGES.meetOurTeam.path}>notre équipe</Link>.
    </>
  ),
};

export default function CareersPageFr() {
  return <CareersView words={words} />;
}
