// /fr/about/careers/available-positions: the French words of available-positions-page.tsx (the
// team, the rewards, student jobs, network consultants and how to join).
import { Link } from '@/lib/router';
import { PAGES } from '@/lib/pages';
import { AvailablePositionsView, type AvailablePositionsWords } from './available-positions-page';

const words: AvailablePositionsWords = {
  teamHeading: 'Notre équipe',
  team: 'Nos conseillers, agents de crédit, analystes et spécialistes du numérique travaillent à Montréal, à Brampton et à distance, partout au Canada. Ils viennent du milieu bancaire, de la comptabilité, du conseil, de la technologie et de l’entrepreneuriat, et bon nombre d’entre eux parlent une troisième ou une quatrième langue en plus du français et de l’anglais. Ce qui les unit, c’est le désir d’être utiles aux entrepreneurs.',
  rewardsHeading: 'Notre rémunération globale',
  rewards: [
    'Des salaires concurrentiels, dont l’échelle est publiée dans chaque offre d’emploi',
    'Une assurance collective et un régime de retraite auquel l’employeur cotise dès votre premier jour',
    'Trois semaines de vacances dès la première année, en plus de congés personnels',
    'Le travail hybride et des horaires flexibles pour les parents et les proches aidants',
    'Un budget de formation annuel et du temps rémunéré pour faire du bénévolat dans la communauté',
  ],
  studentsHeading: 'Emplois étudiants',
  students:
    'Chaque année, nous accueillons des stagiaires rémunérés et des étudiants d’été en finance, en économie, en marketing, en communication et en développement logiciel. Les étudiants travaillent sur de vrais dossiers de clients aux côtés d’un mentor, et bon nombre de nos employés permanents ont fait leurs débuts chez nous comme stagiaires. Les offres de stage sont publiées à l’automne et à l’hiver pour la session suivante.',
  consultantsHeading: 'Devenez consultant de notre réseau',
  consultants:
    'Vous êtes comptable, avocat, spécialiste du marketing ou expert d’un secteur et vous travaillez à votre compte? Les consultants de notre réseau conseillent nos clients sur des questions précises, à contrat, dans leur propre région. Nous recherchons des professionnels d’expérience qui partagent nos valeurs et qui peuvent s’engager à respecter nos normes de service et notre code d’éthique.',
  joinHeading: 'Joignez-vous à l’équipe',
  join: (
    <>
      Nos postes à pourvoir sont affichés sur la <Link to={PAGES.careers.path}>page Carrières</Link>. Si aucun ne correspond
      à votre profil, vous pouvez nous envoyer une candidature spontanée au moyen de notre{' '}
      <Link to={PAGES.writeUs.path}>formulaire de contact</Link> en nous parlant de votre expérience et du type de poste que
      vous recherchez. Nous conservons les candidatures pendant douze mois.
    </>
  ),
  equalOpportunity:
    'Cedarline souscrit au principe de l’égalité en emploi. Nous invitons les femmes, les Autochtones, les personnes racisées, les personnes handicapées et les personnes de toutes les orientations sexuelles et identités de genre à poser leur candidature, et nous offrons des mesures d’adaptation à chaque étape du processus d’embauche.',
};

export default function AvailablePositionsPageFr() {
  return <AvailablePositionsView words={words} />;
}
