// /fr/contact/terms-of-use/confidentiality: the French words of confidentiality-page.tsx, whose
// ConfidentialityView draws the page (the same sections and anchors, the same retention and reply
// time from core).
import { Link } from '@/lib/router';
import { PERSONAL_DATA_RETENTION_YEARS, PRIVACY_REQUEST_REPLY_DAYS } from '@bindings';
import { formatCount } from './components/format.fr';
import { ConfidentialityView, type ConfidentialityWords } from './confidentiality-page';
import { PAGES } from '@/lib/pages';

const WORDS: ConfidentialityWords = {
  intro: [
    'La protection des renseignements personnels de nos clients et de nos visiteurs fait partie de la confiance qu’ils nous accordent. Cette page explique quels renseignements nous recueillons, pourquoi, et les choix qui s’offrent à vous, conformément aux lois canadiennes et québécoises sur la protection des renseignements personnels.',
    <>
      Pour savoir ce que ce site Web recueille au moyen de ses formulaires et de son infolettre, où ces renseignements
      sont conservés, pendant combien de temps, et comment les consulter, les faire rectifier, retirer votre consentement
      ou les faire effacer, lisez notre <Link to={PAGES.privacyPolicy.path}>politique de confidentialité</Link>.
    </>,
  ],
  whatWeCollect: {
    title: 'Les renseignements que nous recueillons',
    lead: 'Nous recueillons uniquement les renseignements dont nous avons besoin pour répondre à vos demandes et bien vous servir\u00a0:',
    items: [
      'votre nom, votre adresse courriel, votre numéro de téléphone ainsi que le nom et l’emplacement de votre entreprise;',
      'les détails de votre projet ou de votre demande que vous choisissez de nous communiquer dans nos formulaires;',
      'pour le financement, les renseignements financiers nécessaires à l’évaluation de votre demande;',
      'des données techniques sur votre visite, comme les pages consultées, conservées sous forme agrégée.',
    ],
  },
  howWeUseIt: {
    title: 'L’usage que nous en faisons',
    paragraphs: [
      'Nous utilisons vos renseignements pour répondre à vos questions, fournir les services que vous demandez, évaluer les demandes de financement, remplir nos obligations légales et, seulement si vous y avez consenti, vous envoyer nos infolettres et nos offres. Vous pouvez retirer en tout temps votre consentement à recevoir nos messages.',
      'Nous ne vendons jamais vos renseignements personnels.',
    ],
  },
  sharing: {
    title: 'Quand nous communiquons des renseignements',
    text: 'Nous ne communiquons de renseignements personnels qu’aux personnes de Cedarline qui en ont besoin, à des fournisseurs de services liés par une entente de confidentialité (par exemple notre hébergeur au Canada), aux agents d’évaluation du crédit lorsque vous demandez du financement et que vous l’autorisez, et lorsque la loi l’exige.',
  },
  retention: {
    title: 'Durée de conservation',
    text: `Nous conservons les renseignements personnels pendant au moins ${formatCount(PERSONAL_DATA_RETENTION_YEARS, 'an', 'ans')} après notre dernière interaction avec vous, ou plus longtemps lorsque la loi l’exige, puis nous les détruisons ou les anonymisons de façon sécuritaire.`,
  },
  yourRights: {
    title: 'Vos droits',
    paragraphs: [
      `Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à les faire rectifier ou à retirer un consentement que vous nous avez donné. Les résidents du Québec peuvent aussi demander que leurs renseignements leur soient communiqués dans un format technologique structuré et couramment utilisé. Nous répondons à chaque demande dans un délai de ${formatCount(PRIVACY_REQUEST_REPLY_DAYS, 'jour', 'jours')}.`,
      <>
        Vous pouvez joindre notre responsable de la protection des renseignements personnels au moyen du{' '}
        <Link to={PAGES.helpMessage.path}>formulaire de message</Link> ou aux coordonnées suivantes&nbsp;:
      </>,
    ],
  },
};

export default function ConfidentialityPageFr() {
  return <ConfidentialityView words={WORDS} />;
}
