// /fr/contact/terms-of-use: the French words of terms-of-use-page.tsx, whose TermsOfUseView draws
// the page: the same six sections with the same anchors (a link to `#your-obligations` works in both
// languages), the same figures from core. Built at render: the organisation's name is core's
// French one, there once the page's French words have loaded.
import { Link } from '@/lib/router';
import { PERSONAL_DATA_RETENTION_YEARS, REPORTS_AVAILABLE_WITHIN_DAYS, SMALL_SUPPLIER_THRESHOLD_CAD } from '@bindings';
import { constants, formatMoney } from '@/lib/i18n';
import { formatCount } from './components/format.fr';
import { TermsOfUseView, type TermsOfUseWords } from './terms-of-use-page';
import { PAGES } from '@/lib/pages';

function words(): TermsOfUseWords {
  return {
    intro: (
      <>
        Veuillez lire attentivement les présentes conditions. En utilisant ce site Web et nos services en ligne, vous les
        acceptez. Les clients qui ont un compte peuvent aussi les consulter à partir de l’
        <Link to={PAGES.clientSpace.path}>espace client</Link>.
      </>
    ),
    aboutOurServices: {
      title: 'À propos de nos services en ligne',
      paragraphs: [
        <>
          Les présentes conditions d’utilisation s’appliquent à ce site Web et aux services en ligne offerts par le{' '}
          {constants.ORGANISATION_NAME} et ses filiales («&nbsp;nous&nbsp;»), notamment les formulaires qui servent à
          demander des conseils ou du financement, nos infolettres et l’<Link to={PAGES.clientSpace.path}>espace client</Link>,
          où nos clients consultent leurs dossiers, leurs relevés de prêt et leurs rapports.
        </>,
        'Nos produits et services sont offerts uniquement au Canada. L’information présentée sur ce site est de nature générale\u00a0: elle ne remplace pas les conseils d’un conseiller, d’un comptable ou d’un avocat adaptés à votre situation.',
        `Les rapports d’activité et les relevés de prêt du mois précédent sont accessibles dans l’espace client dans les ${formatCount(REPORTS_AVAILABLE_WITHIN_DAYS, 'jour', 'jours')} suivant la fin de ce mois.`,
      ],
    },
    yourObligations: {
      title: 'Vos obligations',
      lead: 'Lorsque vous utilisez nos services en ligne, vous vous engagez à\u00a0:',
      items: [
        'fournir des renseignements exacts, complets et à jour, et les corriger sans tarder s’ils changent;',
        'garder vos codes d’accès confidentiels et nous aviser sans délai si vous croyez qu’une autre personne les a utilisés;',
        'utiliser les services uniquement à des fins licites, pour votre propre entreprise ou pour celle que vous représentez;',
        'ne pas tenter de nuire à la sécurité ou au fonctionnement du site, ni d’accéder à des données qui ne vous appartiennent pas;',
        'respecter notre propriété intellectuelle et celle des auteurs des contenus que nous publions.',
      ],
      taxes: `Vous demeurez responsable de vos propres obligations fiscales. Notamment, l’entreprise dont les ventes taxables dépassent le seuil de petit fournisseur de ${formatMoney(SMALL_SUPPLIER_THRESHOLD_CAD, 'fr')} au cours des quatre derniers trimestres civils doit s’inscrire aux fins de la TPS/TVH auprès de l’Agence du revenu du Canada (au Québec, aux fichiers de la TPS et de la TVQ auprès de Revenu Québec). Nos conseillers peuvent vous expliquer les règles, mais la décision de vous inscrire et la production des déclarations vous reviennent.`,
    },
    ourObligations: {
      title: 'Nos obligations',
      paragraphs: [
        <>
          Nous prenons des mesures raisonnables pour que nos services en ligne demeurent accessibles, exacts et sûrs, et pour
          protéger les renseignements personnels que vous nous confiez, conformément aux lois canadiennes applicables en
          matière de protection des renseignements personnels et à nos{' '}
          <Link to={PAGES.confidentiality.path}>engagements de confidentialité</Link>.
        </>,
        `Nous conservons les renseignements personnels liés à vos demandes et à vos dossiers pendant au moins ${formatCount(PERSONAL_DATA_RETENTION_YEARS, 'an', 'ans')} après notre dernière interaction avec vous, ou plus longtemps lorsque la loi l’exige, puis nous les détruisons ou les anonymisons de façon sécuritaire.`,
        'Lorsque vous demandez à recevoir nos infolettres, nous consignons votre consentement; vous pouvez le retirer en tout temps au moyen du lien présent dans chaque message.',
      ],
    },
    exclusionOfLiability: {
      title: 'Exclusion de notre responsabilité',
      paragraphs: [
        'Dans la mesure permise par la loi, nous ne sommes pas responsables du préjudice découlant de l’utilisation de ce site ou de l’impossibilité de l’utiliser, notamment en raison d’interruptions, de retards, d’erreurs ou d’omissions dans l’information, ou de virus touchant votre équipement.',
        'Les liens vers d’autres sites Web ne sont fournis que pour votre commodité. Nous n’exerçons aucun contrôle sur ces sites et ne sommes responsables ni de leur contenu ni de leurs pratiques en matière de protection des renseignements personnels.',
        'Rien dans les présentes conditions ne limite les droits auxquels les lois de votre province ne permettent pas de renoncer, notamment ceux que vous confère la Loi sur la protection du consommateur du Québec.',
      ],
    },
    aboutTheseTerms: {
      title: 'À propos des présentes conditions d’utilisation',
      paragraphs: [
        'Nous pouvons mettre à jour les présentes conditions d’utilisation pour tenir compte de l’évolution de nos services ou de la loi. La nouvelle version s’applique dès sa publication sur cette page; si les changements sont importants, nous en informerons aussi nos clients dans l’espace client.',
        'Les présentes conditions sont régies par les lois de la province de Québec et par les lois fédérales du Canada qui s’y appliquent. Si une disposition est jugée invalide, les autres demeurent en vigueur. Les présentes conditions sont offertes en français et en anglais.',
      ],
    },
    contactUs: {
      title: 'Pour nous joindre',
      text: (
        <>
          Pour toute question sur les présentes conditions d’utilisation, vous pouvez{' '}
          <Link to={PAGES.helpMessage.path}>nous envoyer un message</Link>, nous téléphoner ou nous écrire.
        </>
      ),
    },
  };
}

export default function TermsOfUsePageFr() {
  return <TermsOfUseView words={words()} />;
}
