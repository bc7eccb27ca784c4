// The client space: a short page on what it offers and how to get access.
import { Link } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { LegalContact } from './components/legal-contact';
import './components/legal-page.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function ClientSpacePage() {
  return (
    <>
      <PageHeader
        title={PAGES.clientSpace.title}
        crumbs={pageCrumbs('clientSpace')}
      />
      <div className="container client-space">
        <p>
          The client space gives Cedarline clients a secure view of their files: documents exchanged with their advisor,
          loan statements, payment schedules and monthly activity reports.
        </p>
        <p>
          Access is opened by your advisor when your file starts. If you are a client and have not received your access,
          or if you need help signing in, contact us and we will be glad to help.
        </p>
        <LegalContact />
        <p>
          Use of the client space is subject to our <Link to={PAGES.termsOfUse.path}>terms of use</Link> and our{' '}
          <Link to={PAGES.security.path}>security practices</Link>.
        </p>
      </div>
    </>
  );
}
