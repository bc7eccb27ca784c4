// Corporate governance in French: the twin of corporate-governance-page.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { pageCrumbs } from '@/lib/pages';

export default function CorporateGovernancePageFr() {
  return (
    <AboutLayout title={pageWords('corporateGovernance').title} crumbs={pageCrumbs('corporateGovernance')}>
      <p>
        Nos clients nous confient leurs projets, leurs finances et souvent leurs économies. Une saine gouvernance est la
        façon dont nous gagnons cette confiance et la conservons.
      </p>
      <h2>Conseil d’administration</h2>
      <p>
        Notre conseil d’administration établit la stratégie du groupe, approuve son budget et ses limites de risque, et
        supervise le travail de la direction. La majorité des administrateurs sont indépendants de la direction, et le
        conseil compte des entrepreneurs, un comptable professionnel agréé (CPA), un avocat et une personne représentant les
        collectivités que nous servons.
      </p>
      <h2>Comités</h2>
      <ul>
        <li>
          <strong>Comité d’audit et de gestion des risques</strong>&nbsp;: il examine les états financiers, les contrôles internes
          et la qualité du portefeuille de prêts, et rencontre l’auditeur externe hors de la présence de la direction.
        </li>
        <li>
          <strong>Comité de crédit</strong>&nbsp;: il approuve les prêts plus importants et révise les politiques de prêt, avec
          des membres bénévoles qui mettent à profit leur expérience de propriétaires d’entreprise.
        </li>
        <li>
          <strong>Comité de gouvernance et des ressources humaines</strong>&nbsp;: il supervise la rémunération, la planification
          de la relève, la formation des administrateurs et l’évaluation annuelle du conseil.
        </li>
      </ul>
      <h2>Politiques et reddition de comptes</h2>
      <p>
        Chaque année, chaque employé et chaque administrateur signe notre code d’éthique et déclare tout conflit d’intérêts.
        Une ligne de signalement confidentielle permet à quiconque de faire part d’une préoccupation sans crainte de
        représailles. Notre rapport annuel et nos états financiers audités sont publiés chaque printemps, en même temps que
        notre rapport d’impact.
      </p>
      <p>
        Les questions sur notre gouvernance peuvent être adressées au secrétariat général par l’intermédiaire de la page
        de contact.
      </p>
    </AboutLayout>
  );
}
