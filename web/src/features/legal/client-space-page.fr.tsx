// /fr/contact/terms-of-use/client-space: the French twin of client-space-page.tsx.
import { Link } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { pageWords } from '@/lib/i18n';
import { LegalContact } from './components/legal-contact';
import './components/legal-page.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function ClientSpacePageFr() {
  return (
    <>
      <PageHeader title={pageWords('clientSpace').title} crumbs={pageCrumbs('clientSpace')} />
      <div className="container client-space">
        <p>
          L’espace client donne aux clients de Cedarline un accès sécurisé à leurs dossiers&nbsp;: les documents échangés avec
          leur conseiller, leurs relevés de prêt, leurs échéanciers de remboursement et leurs rapports d’activité mensuels.
        </p>
        <p>
          Votre conseiller ouvre votre accès au début de votre dossier. Si vous êtes client et n’avez pas reçu vos codes
          d’accès, ou si vous avez besoin d’aide pour vous connecter, communiquez avec nous&nbsp;: nous vous aiderons avec
          plaisir.
        </p>
        <LegalContact />
        <p>
          L’utilisation de l’espace client est soumise à nos <Link to={PAGES.termsOfUse.path}>conditions d’utilisation</Link>{' '}
          et à nos <Link to={PAGES.security.path}>pratiques de sécurité</Link>.
        </p>
      </div>
    </>
  );
}
