// Services > Financing > small business loans in French: the French words of
// small-business-loans-page.tsx, whose SmallBusinessLoansView draws the page. Built when the page
// renders, like the English words: their figures are formatted for the page's language.
import { LOAN_APPLICATION_MINUTES, LOAN_MIN_YEARS_OPERATING } from '@bindings';
import { formatNumber, formatPercent } from '@/lib/i18n';
import { REPLY_TIME_FR } from '@/lib/reply-time';
import { SmallBusinessLoansView, type SmallBusinessLoansWords } from './small-business-loans-page';

function words(): SmallBusinessLoansWords {
  return {
    subtitle: 'Prêts aux petites entreprises',
    introHeading: 'Des prêts aux petites entreprises pour les entrepreneurs canadiens',
    intro:
      'Que vous deviez traverser une saison plus tranquille, ouvrir une boutique en ligne ou remplacer un équipement essentiel, nos prêts aux petites entreprises vous donnent la marge de manœuvre pour agir. Un conseiller examine chaque dossier personnellement et vous répond en français ou en anglais.',
    apply: 'FAIRE UNE DEMANDE',
    exampleLabel: 'Exemple indicatif',
    exampleText:
      'Une illustration du montant d’un prêt type, et non une offre. Le montant, le taux et la durée qui vous seront offerts dépendent de votre projet, de vos états financiers et de vos antécédents de crédit.',
    textHeading: 'Un financement qui grandit avec votre entreprise',
    text: [
      'Les banques hésitent souvent à prêter aux jeunes entreprises, aux personnes nouvellement arrivées ou aux propriétaires qui n’ont pas d’immeuble à offrir en garantie. Nous regardons plutôt l’ensemble du portrait : votre expérience, votre plan, vos clients et les liquidités que génère votre entreprise.',
      'Nos prêts peuvent être jumelés à nos services-conseils : vous repartez avec le financement et un plan pour le faire fructifier. Les remboursements sont fixes et prévisibles, et vous pouvez rembourser votre prêt par anticipation en tout temps.',
    ],
    featuresHeading: 'Pourquoi emprunter chez nous',
    features: [
      {
        title: `${formatPercent(100)} en ligne`,
        text: `Faites votre demande depuis votre ordinateur ou votre téléphone en environ ${LOAN_APPLICATION_MINUTES}\u00a0minutes, téléversez vos documents en toute sécurité et suivez votre dossier sans passer en succursale.`,
      },
      {
        title: 'Aucuns frais de demande',
        text: 'Faire une demande ne coûte rien et ne vous engage à rien. Vous ne signez qu’après avoir lu et accepté une offre.',
      },
      {
        title: 'Des taux abordables',
        text: 'Des taux concurrentiels et des calendriers de remboursement adaptés aux flux de trésorerie d’une petite entreprise, sans pénalité de remboursement anticipé.',
      },
    ],
    industriesLabel: 'Nous travaillons avec divers secteurs d’activité',
    industries: [
      {
        label: 'Renforcer vos liquidités',
        imageAlt: 'Illustration du fonds de roulement qui circule dans une entreprise',
        heading: 'Faites le pont entre vos factures et les encaissements',
        text: 'Des ventes saisonnières, des clients qui tardent à payer ou une grosse commande à livrer peuvent mettre à l’étroit une entreprise pourtant saine. Un prêt de fonds de roulement vous permet de payer vos fournisseurs et votre personnel le temps que vos comptes clients rentrent.',
        points: [
          'Couvrir la paie et les factures des fournisseurs pendant les mois plus calmes',
          'Acheter des stocks avant la haute saison',
          'Des remboursements calqués sur votre cycle de trésorerie',
        ],
      },
      {
        label: 'Vendre en ligne',
        imageAlt: 'Illustration d’une boutique en ligne sur un ordinateur portable et un téléphone',
        heading: 'Ouvrez vos portes à la clientèle de tout le Canada',
        text: 'Financez une boutique en ligne, les photos et le marketing nécessaires à son lancement. Notre équipe TI peut créer la boutique, et nos conseillers peuvent regrouper tout le projet en un seul prêt.',
        points: [
          'Site Web, boutique en ligne et configuration des paiements',
          'Stocks, emballage et logiciel d’expédition',
          'Contenu bilingue et campagne de lancement',
        ],
      },
      {
        label: 'Couvrir vos dépenses',
        imageAlt: 'Illustration d’équipement et d’outils pour une petite entreprise',
        heading: 'Investissez dans ce qui fait tourner votre entreprise',
        text: 'D’un nouveau four à une fourgonnette de livraison ou à une vitrine rénovée, étalez le coût des investissements qui rendent votre entreprise plus productive sur une durée qui lui convient.',
        points: [
          'Équipement, véhicules et technologie',
          'Améliorations locatives et frais de déménagement',
          'Honoraires professionnels pour les permis, licences et certifications',
        ],
      },
    ],
    figuresHeading: 'Nos prêts en chiffres',
    eligibilityHeading: 'Qui peut faire une demande',
    eligibilityLead: 'Votre entreprise est admissible à un prêt aux petites entreprises si elle :',
    eligibility: [
      `est en activité depuis au moins ${formatNumber(LOAN_MIN_YEARS_OPERATING)}\u00a0ans;`,
      'génère des revenus;',
      'appartient à des personnes qui ont de bons antécédents de crédit.',
    ],
    eligibilityNote: 'Il n’y a aucuns frais de demande, et aucune pénalité ne s’applique si vous remboursez votre prêt par anticipation.',
    ctaHeading: 'Passez à l’étape suivante',
    ctaText:
      `Faites votre demande en ligne en quelques minutes. Un conseiller communiquera avec vous dans un délai de ${REPLY_TIME_FR} pour discuter de votre projet.`,
  };
}

export default function SmallBusinessLoansPageFr() {
  return <SmallBusinessLoansView words={words()} />;
}
