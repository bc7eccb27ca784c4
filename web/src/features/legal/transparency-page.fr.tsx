// /fr/contact/terms-of-use/transparency: the French words of transparency-page.tsx, whose
// TransparencyView draws the page (the same sections and anchors in both languages).
import { Link } from '@/lib/router';
import { PAGES, pagePath } from '@/lib/pages';
import { TransparencyView, type TransparencyWords } from './transparency-page';

const WORDS: TransparencyWords = {
  intro:
    'Les entrepreneurs méritent de savoir exactement à quoi ils s’engagent. Voici les engagements que nous prenons envers chacun de nos clients.',
  clearFees: {
    title: 'Des frais et des taux clairs',
    text: 'Avant que vous vous engagiez, nous vous indiquons par écrit le coût d’un service, le taux d’intérêt et tous les frais d’un prêt, ainsi que le montant total que vous rembourserez. Nos prêts aux petites entreprises ne comportent aucuns frais de demande ni aucune pénalité pour remboursement anticipé.',
  },
  howWeDecide: {
    title: 'Comment nous prenons nos décisions',
    text: 'Nos décisions de financement reposent sur la solidité de votre projet, sur votre plan et sur votre capacité de rembourser. Si nous refusons une demande, nous vous expliquons pourquoi et, dans la mesure du possible, ce qui favoriserait une demande future.',
  },
  conflictsOfInterest: {
    title: 'Conflits d’intérêts',
    text: 'Nos conseillers ne touchent aucune commission sur les produits qu’ils recommandent. Lorsque nous vous dirigeons vers un partenaire, nous vous informons de toute relation que nous entretenons avec lui.',
  },
  supplierPractices: {
    title: 'Pratiques envers les fournisseurs',
    text: (
      <>
        Nous choisissons nos fournisseurs selon la qualité, le prix et la fiabilité et, en tant qu’entreprise certifiée B
        Corp, selon leurs pratiques sociales et environnementales. Les achats plus importants font l’objet de soumissions
        concurrentes, évaluées selon des critères écrits, et nous ne touchons jamais de commission lorsque nous recommandons
        un fournisseur à un client. Nos engagements envers les fournisseurs et la façon de le devenir sont présentés à la
        page <Link to={pagePath('persona', 'supplier')}>Je suis un fournisseur</Link>.
      </>
    ),
  },
  publicReporting: {
    title: 'Reddition de comptes publique',
    text: (
      <>
        Chaque année, nous publions nos états financiers audités, un rapport d’impact préparé pour notre certification B Corp
        et la part de nos prêts accordés à des entrepreneurs issus de groupes sous-représentés. Pour en savoir plus, consultez
        la page sur notre <Link to={PAGES.corporateGovernance.path}>gouvernance d’entreprise</Link>.
      </>
    ),
  },
  complaints: {
    title: 'Plaintes',
    text: 'Si notre service ne vous satisfait pas, parlez-en d’abord à votre conseiller. Si sa réponse ne vous convient pas, écrivez à notre responsable des plaintes, qui accusera réception de votre plainte dans un délai de cinq jours ouvrables et vous donnera une réponse écrite.',
  },
};

export default function TransparencyPageFr() {
  return <TransparencyView words={WORDS} />;
}
