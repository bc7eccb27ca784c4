// /fr/contact/terms-of-use/security: the French twin of security-page.tsx. Same sections and anchors.
import { TOLL_FREE_NUMBER } from '@bindings';
import { LegalContact, telHref } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-safeguards',
    title: 'Nos mesures de protection',
    body: (
      <ul>
        <li>Toutes les connexions à notre site et à l’espace client sont chiffrées.</li>
        <li>Les données de nos clients sont hébergées au Canada, dans des centres de données dont l’accès physique est contrôlé.</li>
        <li>L’accès aux dossiers des clients est réservé aux employés qui en ont besoin, et chaque accès est journalisé.</li>
        <li>Nos systèmes sont mis à jour régulièrement et mis à l’épreuve par des spécialistes indépendants.</li>
        <li>Notre personnel est formé chaque année à reconnaître les tentatives de fraude et d’hameçonnage.</li>
      </ul>
    ),
  },
  {
    id: 'what-we-never-ask',
    title: 'Ce que nous ne vous demanderons jamais',
    body: (
      <p>
        Nous ne vous demanderons jamais, par courriel, par texto ou par téléphone, vos mots de passe, les numéros complets de
        vos cartes ni un paiement en cartes-cadeaux ou en cryptomonnaie. Si vous recevez une telle demande en notre nom, n’y
        répondez pas.
      </p>
    ),
  },
  {
    id: 'protect-yourself',
    title: 'Vous protéger',
    body: (
      <ul>
        <li>Choisissez un mot de passe long et unique pour l’espace client, et changez-le si vous croyez qu’il a été exposé.</li>
        <li>Gardez vos appareils et votre navigateur à jour, et verrouillez-les lorsque vous vous en éloignez.</li>
        <li>Vérifiez l’adresse du site avant d’y entrer vos renseignements, et méfiez-vous des liens inattendus.</li>
      </ul>
    ),
  },
  {
    id: 'report-a-problem',
    title: 'Signaler un problème',
    body: (
      <>
        <p>
          Si vous remarquez une activité suspecte dans votre dossier, ou si vous croyez avoir découvert une faille de sécurité
          sur notre site, appelez-nous sans tarder au <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>. Nous
          remercions toutes les personnes qui nous signalent une faille de façon responsable, et leur demandons de ne pas la
          rendre publique avant que nous ayons eu le temps de la corriger.
        </p>
        <LegalContact />
      </>
    ),
  },
];

export default function SecurityPageFr() {
  return (
    <LegalPage
      page="security"
      intro={
        <p>
          Votre confiance repose sur la sécurité de vos renseignements. Voici comment nous les protégeons, et comment vous
          pouvez nous y aider.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
