// Events and sponsorships in French: the French words of events-and-sponsorships-page.tsx.
import { EventsAndSponsorshipsView, type EventsAndSponsorshipsWords } from './events-and-sponsorships-page';

const words: EventsAndSponsorshipsWords = {
  intro:
    'L’entrepreneuriat est un sport d’équipe. Chaque année, le Groupe d’affaires Cedarline organise des ateliers, des forums et des concours, et commandite des événements communautaires qui rapprochent les entrepreneurs de leurs clients, de mentors et de leurs pairs.',
  approachHeading: 'Notre approche en matière de commandites',
  approach: [
    'Nous privilégions les événements qui créent une valeur durable pour les entreprises d’ici\u00a0: des marchés où les petits producteurs rencontrent de nouveaux clients, des concours qui donnent aux jeunes un premier avant-goût de la gestion d’une entreprise et des forums où les personnes nouvellement arrivées bâtissent leur réseau professionnel. Nos employés sont souvent bénévoles aux événements que nous commanditons.',
    'Les organismes sans but lucratif peuvent soumettre une demande de commandite au moins trois mois avant la tenue de leur événement. Nous tenons compte du nombre d’entrepreneurs touchés, du lien avec notre mission et de la façon dont les résultats seront mesurés. Veuillez noter que nous ne commanditons aucune activité politique ou religieuse.',
  ],
  eventsHeading: 'Événements à venir et récents',
};

export default function EventsAndSponsorshipsPageFr() {
  return <EventsAndSponsorshipsView words={words} />;
}
