// /fr/contact/terms-of-use/client-space: the French words of client-space-page.tsx, whose
// ClientSpaceView draws the page.
import { Link } from '@/lib/router';
import { PAGES } from '@/lib/pages';
import { ClientSpaceView, type ClientSpaceWords } from './client-space-page';

const WORDS: ClientSpaceWords = {
  paragraphs: [
    'L’espace client donne aux clients de Cedarline un accès sécurisé à leurs dossiers\u00a0: les documents échangés avec leur conseiller, leurs relevés de prêt, leurs échéanciers de remboursement et leurs rapports d’activité mensuels.',
    'Votre conseiller ouvre votre accès au début de votre dossier. Si vous êtes client et n’avez pas reçu vos codes d’accès, ou si vous avez besoin d’aide pour vous connecter, communiquez avec nous\u00a0: nous vous aiderons avec plaisir.',
  ],
  terms: (
    <>
      L’utilisation de l’espace client est soumise à nos <Link to={PAGES.termsOfUse.path}>conditions d’utilisation</Link>{' '}
      et à nos <Link to={PAGES.security.path}>pratiques de sécurité</Link>.
    </>
  ),
};

export default function ClientSpacePageFr() {
  return <ClientSpaceView words={WORDS} />;
}
