// Events and sponsorships in French: the twin of events-and-sponsorships-page.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { pageCrumbs } from '@/lib/pages';

export default function EventsAndSponsorshipsPageFr() {
  return (
    <AboutLayout title={pageWords('eventsAndSponsorships').title} crumbs={pageCrumbs('eventsAndSponsorships')}>
      <p>
        L’entrepreneuriat est un sport d’équipe. Chaque année, le Groupe d’affaires Cedarline organise des ateliers, des
        forums et des concours, et commandite des événements communautaires qui rapprochent les entrepreneurs de leurs
        clients, de mentors et de leurs pairs.
      </p>
      <h2>Notre approche en matière de commandites</h2>
      <p>
        Nous privilégions les événements qui créent une valeur durable pour les entreprises d’ici&nbsp;: des marchés où les petits
        producteurs rencontrent de nouveaux clients, des concours qui donnent aux jeunes un premier avant-goût de la gestion
        d’une entreprise et des forums où les personnes nouvellement arrivées bâtissent leur réseau professionnel. Nos
        employés sont souvent bénévoles aux événements que nous commanditons.
      </p>
      <p>
        Les organismes sans but lucratif peuvent soumettre une demande de commandite au moins trois mois avant la tenue de
        leur événement. Nous tenons compte du nombre d’entrepreneurs touchés, du lien avec notre mission et de la façon dont
        les résultats seront mesurés. Veuillez noter que nous ne commanditons aucune activité politique ou religieuse.
      </p>
      <AboutChildrenSection slug="events-and-sponsorships" heading="Événements à venir et récents" />
    </AboutLayout>
  );
}
