// News and events in French: the twin of news-and-events-page.tsx.
import { Link } from '@/lib/router';
import { TOLL_FREE_NUMBER } from '@bindings';
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function NewsAndEventsPageFr() {
  return (
    <AboutLayout title={pageWords('newsAndEvents').title} crumbs={pageCrumbs('newsAndEvents')}>
      <h2>Communiqués de presse</h2>
      <p>
        Le Groupe d’affaires Cedarline publie des communiqués sur ses résultats, ses nouveaux programmes de financement, ses
        résultats de recherche et ses partenariats. Les communiqués sont diffusés simultanément en français et en anglais et
        sont envoyés aux personnes abonnées à nos{' '}
        <Link to={PAGES.newsletters.path}>infolettres et à notre lettre économique</Link>.
      </p>
      <h2>Porte-parole</h2>
      <p>
        Seuls les porte-parole désignés peuvent s’exprimer au nom du groupe&nbsp;: notre président-directeur général, notre
        économiste en chef pour les questions de recherche et d’économie, ainsi que nos directeurs des services-conseils et
        du financement pour les questions relevant de leur secteur. Notre équipe des communications acheminera votre demande
        à la bonne personne et peut organiser des entrevues dans l’une ou l’autre des langues officielles.
      </p>
      <p>
        Les médias peuvent joindre l’équipe des communications au {TOLL_FREE_NUMBER} ou au moyen du{' '}
        <Link to={PAGES.writeUs.path}>formulaire de contact</Link>.
      </p>
      <h2>Utilisation de notre logo</h2>
      <p>
        Notre nom et notre logo sont des marques de commerce déposées. Les médias peuvent reproduire le logo, sans le
        modifier, pour illustrer un article portant sur le Groupe d’affaires Cedarline. Toute autre utilisation, y compris
        par nos partenaires et les organisateurs d’événements, exige l’autorisation écrite de notre équipe des
        communications. Veuillez ne pas modifier les couleurs ni les proportions du logo, ne pas le combiner à d’autres
        marques et ne pas l’utiliser d’une manière qui laisserait croire que nous appuyons un produit ou une position
        politique.
      </p>
    </AboutLayout>
  );
}
