// /request-business-loan: the business loan request form, behind the splash loader on first load.
import { useId } from 'react';
import { FormPage } from '@/components/forms/form-page';
import { LoanRequestForm } from './components/loan-request-form';
import './requests.css';
import { pageCrumbs, PAGES } from '@/lib/pages';

export default function LoanRequestPage() {
  const titleId = useId();
  return (
    <FormPage title={PAGES.loanRequest.title} crumbs={pageCrumbs('loanRequest')} className="request-page">
      <p className="request-page__intro">
        Applying is free and takes about ten minutes. Tell us about your business and what the loan is for; a
        financing advisor will contact you within two business days. There are no application fees and no
        penalties.
      </p>
      <h2 className="request-page__title" id={titleId}>
        Your loan request
      </h2>
      <LoanRequestForm titleId={titleId} />
    </FormPage>
  );
}
