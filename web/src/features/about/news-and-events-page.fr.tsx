// News and events in French: the French words of news-and-events-page.tsx.
import { Link } from '@/lib/router';
import { TOLL_FREE_NUMBER } from '@bindings';
import { PAGES } from '@/lib/pages';
import { NewsAndEventsView, type NewsAndEventsWords } from './news-and-events-page';

const words: NewsAndEventsWords = {
  pressHeading: 'Communiqués de presse',
  press: (
    <>
      Le Groupe d’affaires Cedarline publie des communiqués sur ses résultats, ses nouveaux programmes de financement, ses
      résultats de recherche et ses partenariats. Les communiqués sont diffusés simultanément en français et en anglais et
      sont envoyés aux personnes abonnées à nos{' '}
      <Link to={PAGES.newsletters.path}>infolettres et à notre lettre économique</Link>.
    </>
  ),
  spokespersonsHeading: 'Porte-parole',
  spokespersons:
    'Seuls les porte-parole désignés peuvent s’exprimer au nom du groupe\u00a0: notre président-directeur général, notre économiste en chef pour les questions de recherche et d’économie, ainsi que nos directeurs des services-conseils et du financement pour les questions relevant de leur secteur. Notre équipe des communications acheminera votre demande à la bonne personne et peut organiser des entrevues dans l’une ou l’autre des langues officielles.',
  mediaContact: (
    <>
      Les médias peuvent joindre l’équipe des communications au {TOLL_FREE_NUMBER} ou au moyen du{' '}
      <Link to={PAGES.writeUs.path}>formulaire de contact</Link>.
    </>
  ),
  logoHeading: 'Utilisation de notre logo',
  logo: 'Notre nom et notre logo sont des marques de commerce déposées. Les médias peuvent reproduire le logo, sans le modifier, pour illustrer un article portant sur le Groupe d’affaires Cedarline. Toute autre utilisation, y compris par nos partenaires et les organisateurs d’événements, exige l’autorisation écrite de notre équipe des communications. Veuillez ne pas modifier les couleurs ni les proportions du logo, ne pas le combiner à d’autres marques et ne pas l’utiliser d’une manière qui laisserait croire que nous appuyons un produit ou une position politique.',
};

export default function NewsAndEventsPageFr() {
  return <NewsAndEventsView words={words} />;
}
