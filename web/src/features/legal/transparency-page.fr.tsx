// /fr/contact/terms-of-use/transparency: the French twin of transparency-page.tsx. Same sections
// and anchors.
import { Link } from '@/lib/router';
import { LegalContact } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';
import { PAGES, pagePath } from '@/lib/pages';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'clear-fees',
    title: 'Des frais et des taux clairs',
    body: (
      <p>
        Avant que vous vous engagiez, nous vous indiquons par écrit le coût d’un service, le taux d’intérêt et tous les frais
        d’un prêt, ainsi que le montant total que vous rembourserez. Nos prêts aux petites entreprises ne comportent aucuns
        frais de demande ni aucune pénalité pour remboursement anticipé.
      </p>
    ),
  },
  {
    id: 'how-we-decide',
    title: 'Comment nous prenons nos décisions',
    body: (
      <p>
        Nos décisions de financement reposent sur la solidité de votre projet, sur votre plan et sur votre capacité de
        rembourser. Si nous refusons une demande, nous vous expliquons pourquoi et, dans la mesure du possible, ce qui
        favoriserait une demande future.
      </p>
    ),
  },
  {
    id: 'conflicts-of-interest',
    title: 'Conflits d’intérêts',
    body: (
      <p>
        Nos conseillers ne touchent aucune commission sur les produits qu’ils recommandent. Lorsque nous vous dirigeons vers un
        partenaire, nous vous informons de toute relation que nous entretenons avec lui.
      </p>
    ),
  },
  {
    id: 'supplier-practices',
    title: 'Pratiques envers les fournisseurs',
    body: (
      <p>
        Nous choisissons nos fournisseurs selon la qualité, le prix et la fiabilité et, en tant qu’entreprise certifiée B
        Corp, selon leurs pratiques sociales et environnementales. Les achats plus importants font l’objet de soumissions
        concurrentes, évaluées selon des critères écrits, et nous ne touchons jamais de commission lorsque nous recommandons
        un fournisseur à un client. Nos engagements envers les fournisseurs et la façon de le devenir sont présentés à la
        page <Link to={pagePath('persona', 'supplier')}>Je suis un fournisseur</Link>.
      </p>
    ),
  },
  {
    id: 'public-reporting',
    title: 'Reddition de comptes publique',
    body: (
      <p>
        Chaque année, nous publions nos états financiers audités, un rapport d’impact préparé pour notre certification B Corp
        et la part de nos prêts accordés à des entrepreneurs issus de groupes sous-représentés. Pour en savoir plus, consultez
        la page sur notre <Link to={PAGES.corporateGovernance.path}>gouvernance d’entreprise</Link>.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Plaintes',
    body: (
      <>
        <p>
          Si notre service ne vous satisfait pas, parlez-en d’abord à votre conseiller. Si sa réponse ne vous convient pas,
          écrivez à notre responsable des plaintes, qui accusera réception de votre plainte dans un délai de cinq jours
          ouvrables et vous donnera une réponse écrite.
        </p>
        <LegalContact />
      </>
    ),
  },
];

export default function TransparencyPageFr() {
  return (
    <LegalPage
      page="transparency"
      intro={
        <p>
          Les entrepreneurs méritent de savoir exactement à quoi ils s’engagent. Voici les engagements que nous prenons envers
          chacun de nos clients.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
