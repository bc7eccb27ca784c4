// Corporate governance in French: the French words of corporate-governance-page.tsx.
import { CorporateGovernanceView, type CorporateGovernanceWords } from './corporate-governance-page';

const words: CorporateGovernanceWords = {
  intro:
    'Nos clients nous confient leurs projets, leurs finances et souvent leurs économies. Une saine gouvernance est la façon dont nous gagnons cette confiance et la conservons.',
  boardHeading: 'Conseil d’administration',
  board:
    'Notre conseil d’administration établit la stratégie du groupe, approuve son budget et ses limites de risque, et supervise le travail de la direction. La majorité des administrateurs sont indépendants de la direction, et le conseil compte des entrepreneurs, un comptable professionnel agréé (CPA), un avocat et une personne représentant les collectivités que nous servons.',
  committeesHeading: 'Comités',
  colon: '\u00a0: ',
  committees: [
    {
      name: 'Comité d’audit et de gestion des risques',
      duty: 'il examine les états financiers, les contrôles internes et la qualité du portefeuille de prêts, et rencontre l’auditeur externe hors de la présence de la direction.',
    },
    {
      name: 'Comité de crédit',
      duty: 'il approuve les prêts plus importants et révise les politiques de prêt, avec des membres bénévoles qui mettent à profit leur expérience de propriétaires d’entreprise.',
    },
    {
      name: 'Comité de gouvernance et des ressources humaines',
      duty: 'il supervise la rémunération, la planification de la relève, la formation des administrateurs et l’évaluation annuelle du conseil.',
    },
  ],
  policiesHeading: 'Politiques et reddition de comptes',
  policies: [
    'Chaque année, chaque employé et chaque administrateur signe notre code d’éthique et déclare tout conflit d’intérêts. Une ligne de signalement confidentielle permet à quiconque de faire part d’une préoccupation sans crainte de représailles. Notre rapport annuel et nos états financiers audités sont publiés chaque printemps, en même temps que notre rapport d’impact.',
    'Les questions sur notre gouvernance peuvent être adressées au secrétariat général par l’intermédiaire de la page de contact.',
  ],
};

export default function CorporateGovernancePageFr() {
  return <CorporateGovernanceView words={words} />;
}
