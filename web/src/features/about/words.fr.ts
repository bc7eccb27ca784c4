// The about pages' interface words in French (Quebec), loaded on French pages only.
import type { words as English } from './words';

export const words: typeof English = {
  menu: {
    whoWeAre: {
      label: 'QUI NOUS SOMMES',
      heading: 'Qui nous sommes',
      summary: 'Un groupe canadien de conseillers, de prêteurs et de spécialistes du numérique au service des entrepreneurs.',
    },
    whatWeDo: {
      label: 'CE QUE NOUS FAISONS',
      heading: 'Ce que nous faisons',
      summary: 'Des conseils, du financement, un accompagnement en acquisition et des solutions technologiques pour les entreprises à chaque étape.',
    },
    analysisAndResearch: {
      label: 'ANALYSE ET RECHERCHE',
      heading: 'Analyse et recherche',
      summary: 'Des sondages, des portraits régionaux et des analyses comparatives qui appuient nos conseils sur des données réelles.',
    },
    mediaRoom: {
      label: 'SALLE DE PRESSE',
      heading: 'Salle de presse',
      summary: 'Des ressources pour les journalistes et les chercheurs qui s’intéressent aux PME canadiennes.',
    },
    eventsAndSponsorships: {
      label: 'ÉVÉNEMENTS ET COMMANDITES',
      heading: 'Événements et commandites',
      summary: 'Les ateliers, forums et événements communautaires que nous organisons ou appuyons.',
    },
    corporateGovernance: {
      label: 'GOUVERNANCE D’ENTREPRISE',
      heading: 'Gouvernance d’entreprise',
      summary: 'Comment notre conseil d’administration, ses comités et nos politiques assurent la reddition de comptes du groupe.',
    },
    awardsAndDistinctions: {
      label: 'PRIX ET DISTINCTIONS',
      heading: 'Prix et distinctions',
      summary: 'La reconnaissance qu’ont obtenue nos équipes et nos clients.',
    },
    bCorps: {
      label: 'B CORP',
      heading: 'Entreprise B Corp',
      summary: 'Nos engagements en tant qu’entreprise certifiée B Corp.',
    },
  },
  careers: {
    heading: 'Carrières',
    summary: 'Joignez-vous à une équipe qui mesure sa réussite à celle de ses clients.',
  },
  newsAndEvents: {
    heading: 'Nouvelles et événements',
    summary: 'Communiqués de presse, porte-parole et règles d’utilisation de notre logo.',
  },
  listUnavailable: 'Cette liste ne peut pas être affichée pour le moment. Veuillez réessayer plus tard.',
  listEmpty: 'Aucun élément n’est encore présenté ici.',
  figuresHeading: 'Nous sommes des experts hors pair en affaires',
  servicesHeading: 'Nos services',
  servicesUnavailable: 'Nos services ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  notFoundTitle: 'Page non disponible',
  notFoundText: 'Nous n’avons pas trouvé la page que vous cherchez. Elle a peut-être été déplacée ou supprimée.',
  loadFailedTitle: 'Cette page n’a pas pu être chargée',
  loadFailedText: 'Un problème a empêché le chargement de cette page. Veuillez réessayer dans un moment.',
  backTo: (label: string): string => `Retour à la page ${label}`,
};
