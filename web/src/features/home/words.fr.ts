// The home page's words in French (Quebec), loaded on the French home page only.
import type { words as English } from './words';
import { REPLY_TIME_FR } from '@/lib/reply-time';

export const words: typeof English = {
  heroText:
    'Des conseils, du financement, un accompagnement en acquisition et des solutions technologiques pour les entrepreneurs, les personnes nouvellement arrivées et les petites entreprises, d’un océan à l’autre.',
  discoverServices: 'Découvrir nos services',
  writeUs: 'Écrivez-nous',
  typingLead: 'Nous pouvons vous aider :',
  bCorpHeading: 'Nous sommes une entreprise certifiée B Corp',
  bCorpText:
    'Nous respectons des normes élevées de performance sociale et environnementale, de transparence et de responsabilité, et nous en rendons compte chaque année.',
  contactHeading: 'Nous joindre',
  contactLead: `Parlez-nous de votre entreprise et un conseiller vous répondra dans un délai de ${REPLY_TIME_FR}.`,
  contactFailed: 'Le formulaire de contact n’a pas pu être chargé pour le moment.',
  tryAgain: 'Réessayer',

  discoveryHeading: 'Vous avez un projet en tête? Découvrons-le ensemble',
  discoveryText:
    'Que vous ouvriez votre première boutique, que vous lanciez un produit au Canada ou que vous repreniez une entreprise établie, tout projet commence par les bonnes questions. Nos conseillers ont aidé des milliers d’entrepreneurs à transformer une idée en une entreprise durable.',
  requestAdvisory: 'Demander des services-conseils',
  discoverySteps: [
    {
      title: 'Parlez-nous de votre idée',
      text: 'Une conversation gratuite et confidentielle sur votre projet, votre marché et l’endroit où vous voulez être dans trois ans.',
    },
    {
      title: 'Obtenez un plan clair',
      text: 'Nous établissons les étapes, les coûts et les options de financement qui s’offrent à vous, des programmes gouvernementaux au financement bancaire.',
    },
    {
      title: 'Avancez avec un accompagnement',
      text: 'Votre conseiller reste à vos côtés quand vous lancez votre entreprise, embauchez, empruntez ou achetez, avec l’appui de spécialistes au besoin.',
    },
  ],

  servicesHeading: 'Nos services',
  servicesLead: 'De votre premier plan d’affaires à votre première acquisition, nos conseillers vous accompagnent à chaque étape.',
  servicesFailed: 'Nos services n’ont pas pu être chargés pour le moment.',
  seeAllServices: 'Voir tous nos services',

  featuresHeading: 'Pourquoi les entrepreneurs nous choisissent',
  features: [
    {
      title: 'Des conseillers qui connaissent le Canada',
      text: 'Notre réseau couvre toutes les provinces, en français et en anglais, avec une connaissance locale des programmes, des permis et des prêteurs.',
    },
    {
      title: 'Une seule équipe, du début à la fin',
      text: 'Planification, financement, acquisitions et technologie sous un même toit : rien ne passe entre les mailles du filet.',
    },
    {
      title: 'Conçu pour les petites entreprises',
      text: 'Des honoraires clairs convenus d’avance, des outils que vous pouvez utiliser vous-même et des conseils à la mesure de votre budget.',
    },
    {
      title: 'Vos données vous appartiennent',
      text: 'Vos renseignements demeurent confidentiels, sont conservés au Canada et ne sont jamais vendus. Vous pouvez retirer votre consentement en tout temps.',
    },
  ],

  tabsHeading: 'Comment nous pouvons vous aider',
  tabsLabel: 'Nos principaux services',
  tabs: (online: string, years: string) => [
    {
      label: 'Services-conseils',
      heading: 'Des conseils à chaque étape de la vie de votre entreprise',
      text: 'Travaillez en tête-à-tête avec un conseiller d’expérience pour valider votre idée, rédiger votre plan d’affaires et préparer votre croissance.',
      points: [
        'Plans d’affaires et prévisions financières',
        'Études de marché et établissement des prix',
        'Coaching pour les nouveaux entrepreneurs, y compris les personnes nouvellement arrivées',
      ],
      actions: { advisoryRequest: 'Demander des services-conseils', businessPlanTemplate: 'Modèle de plan d’affaires' },
    },
    {
      label: 'Financement',
      heading: 'Trouvez le financement qui vous convient',
      text: 'Nous vous aidons à comparer les subventions, l’aide financière, le financement d’équipement et le fonds de roulement, et à préparer un dossier que les prêteurs prendront au sérieux.',
      points: [
        'Subventions et programmes gouvernementaux',
        'Financement d’équipement et de fonds de roulement',
        'Accompagnement lors de vos rencontres avec les prêteurs',
      ],
      actions: { financing: 'Explorer le financement' },
    },
    {
      label: 'Prêts',
      heading: `Des prêts aux petites entreprises ${online} en ligne`,
      text: `Pour les entreprises en activité depuis au moins ${years}\u00a0ans, qui génèrent des revenus et dont les propriétaires ont de bons antécédents de crédit. Aucuns frais de demande, aucune pénalité.`,
      points: [
        'Faites votre demande en ligne en quelques minutes',
        'Aucuns frais de demande',
        'Des taux abordables et un remboursement souple',
      ],
      actions: { loanRequest: 'Demander un prêt', smallBusinessLoans: 'Prêts aux petites entreprises' },
    },
  ],

  itHeading: 'Nos catégories de solutions TI',
  itLead: 'Des technologies adaptées au budget des petites entreprises. Parcourez nos réalisations récentes par catégorie.',
  itFailed: 'Les catégories n’ont pas pu être chargées pour le moment.',
  visitItSolutions: 'Voir les solutions TI',
};
