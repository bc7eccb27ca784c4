// /fr/contact/terms-of-use/security: the French words of security-page.tsx, whose SecurityView
// draws the page (the same sections and anchors in both languages).
import { SecurityView, type SecurityWords } from './security-page';

const WORDS: SecurityWords = {
  intro:
    'Votre confiance repose sur la sécurité de vos renseignements. Voici comment nous les protégeons, et comment vous pouvez nous y aider.',
  safeguards: {
    title: 'Nos mesures de protection',
    items: [
      'Toutes les connexions à notre site et à l’espace client sont chiffrées.',
      'Les données de nos clients sont hébergées au Canada, dans des centres de données dont l’accès physique est contrôlé.',
      'L’accès aux dossiers des clients est réservé aux employés qui en ont besoin, et chaque accès est journalisé.',
      'Nos systèmes sont mis à jour régulièrement et mis à l’épreuve par des spécialistes indépendants.',
      'Notre personnel est formé chaque année à reconnaître les tentatives de fraude et d’hameçonnage.',
    ],
  },
  neverAsk: {
    title: 'Ce que nous ne vous demanderons jamais',
    text: 'Nous ne vous demanderons jamais, par courriel, par texto ou par téléphone, vos mots de passe, les numéros complets de vos cartes ni un paiement en cartes-cadeaux ou en cryptomonnaie. Si vous recevez une telle demande en notre nom, n’y répondez pas.',
  },
  protectYourself: {
    title: 'Vous protéger',
    items: [
      'Choisissez un mot de passe long et unique pour l’espace client, et changez-le si vous croyez qu’il a été exposé.',
      'Gardez vos appareils et votre navigateur à jour, et verrouillez-les lorsque vous vous en éloignez.',
      'Vérifiez l’adresse du site avant d’y entrer vos renseignements, et méfiez-vous des liens inattendus.',
    ],
  },
  report: {
    title: 'Signaler un problème',
    text: (phone) => (
      <>
        Si vous remarquez une activité suspecte dans votre dossier, ou si vous croyez avoir découvert une faille de sécurité
        sur notre site, appelez-nous sans tarder au {phone}. Nous remercions toutes les personnes qui nous signalent une
        faille de façon responsable, et leur demandons de ne pas la rendre publique avant que nous ayons eu le temps de la
        corriger.
      </>
    ),
  },
};

export default function SecurityPageFr() {
  return <SecurityView words={WORDS} />;
}
