// /request-business-loan: the business loan request form, behind the splash loader on first load.
import { useId } from 'react';
import { FormPage } from '@/components/forms/form-page';
import { LoanRequestForm } from './components/loan-request-form';
import { pageWords } from '@/lib/i18n';
import './requests.css';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

export default function LoanRequestPage() {
  const titleId = useId();
  return (
    <FormPage title={pageWords('loanRequest').title} crumbs={pageCrumbs('loanRequest')} className="request-page">
      <p className="request-page__intro">{words.loanIntro}</p>
      <h2 className="request-page__title" id={titleId}>
        {words.loanTitle}
      </h2>
      <LoanRequestForm titleId={titleId} />
    </FormPage>
  );
}
