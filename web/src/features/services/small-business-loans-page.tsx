// Services > Financing > small business loans: why borrow with us, the industries we serve,
// our loans in numbers, eligibility and two ways to apply.
import { LOAN_CIRCLE_STROKE, LOAN_MIN_YEARS_OPERATING } from '@bindings';
import { LinkButton } from '@/components/button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { ProgressCircle } from '@/components/progress-circle';
import { useApi } from '@/lib/use-api';
import { getLoanFigures } from './api/get-loan-figures';
import { LoanIndustryTabs } from './components/loan-industry-tabs';
import './components/service-sections.css';
import './small-business-loans-page.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

const APPLY_PATH = PAGES.loanRequest.path;
const INDUSTRIES_LABEL = 'We work with industries';

const FEATURES = [
  {
    title: '100% online',
    text: 'Apply from your computer or phone in about fifteen minutes, upload your documents securely and follow your file without visiting a branch.',
  },
  {
    title: 'No application fees',
    text: 'Applying costs nothing and commits you to nothing. You only sign once you have read and accepted an offer.',
  },
  {
    title: 'Affordable rates',
    text: 'Competitive rates and repayment schedules designed around the cash flow of a small business, with no penalty for paying early.',
  },
] as const;

function LoanFigures() {
  const { data, loading } = useApi(getLoanFigures, 'small-business-loans-figures');
  if (loading) return <LoadingIndicator />;
  if (!data || data.length === 0) return null;
  return (
    <section className="service-page__section" aria-labelledby="loan-figures-heading">
      <h2 id="loan-figures-heading">Our loans in numbers</h2>
      <ul className="loan-figures">
        {data.map((figure) => (
          <li key={figure.title}>
            <ProgressCircle value={figure.description} label={figure.title} strokeWidth={LOAN_CIRCLE_STROKE} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SmallBusinessLoansPage() {
  return (
    <>
      <PageHeader
        title={PAGES.smallBusinessLoans.title}
        subtitle="Small business loans"
        crumbs={pageCrumbs('smallBusinessLoans')}
      />
      <div className="container service-page">
        <section className="service-page__section loan-intro" aria-labelledby="loan-intro-heading">
          <div>
            <h2 id="loan-intro-heading">Small business loans for Canadian entrepreneurs</h2>
            <p>
              Whether you need to smooth out a slow season, open an online store or replace a key piece of equipment, our
              small business loans give you the room to act. An advisor reviews every file personally and answers in
              English or in French.
            </p>
            <div className="service-page__actions">
              <LinkButton to={APPLY_PATH}>APPLY NOW</LinkButton>
            </div>
          </div>
          <aside className="loan-example" aria-labelledby="loan-example-label">
            <p id="loan-example-label" className="loan-example__label">
              Indicative example
            </p>
            <p className="loan-example__figure">$50,000</p>
            <p className="loan-example__text">
              An illustration of a typical loan amount, not an offer. The amount, rate and term you are offered depend on
              your project, your financial statements and your credit history.
            </p>
          </aside>
        </section>

        <section className="service-page__section loan-text" aria-labelledby="loan-text-heading">
          <h2 id="loan-text-heading">Financing that grows with your business</h2>
          <p>
            Banks often hesitate to lend to young companies, newcomers or owners without real estate to offer as security.
            We look at the whole picture instead: your experience, your plan, your customers and the cash your business
            generates.
          </p>
          <p>
            Loans can be combined with our advisory services, so you leave with both the money and a plan to make it
            work. Repayments are fixed and predictable, and you can repay early at any time.
          </p>
        </section>

        <section className="service-page__section" aria-labelledby="loan-features-heading">
          <h2 id="loan-features-heading">Why borrow with us</h2>
          <ol className="loan-features">
            {FEATURES.map((feature, index) => (
              <li key={feature.title} className="loan-features__item">
                <span className="loan-features__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="service-page__section" aria-labelledby="loan-industries-heading">
          <h2 id="loan-industries-heading">{INDUSTRIES_LABEL}</h2>
          <LoanIndustryTabs label={INDUSTRIES_LABEL} />
        </section>

        <LoanFigures />

        <section className="service-page__section" aria-labelledby="loan-eligibility-heading">
          <h2 id="loan-eligibility-heading">Who can apply</h2>
          <p>Your business is eligible for a small business loan if it is:</p>
          <ul className="loan-eligibility">
            <li>operating for at least {LOAN_MIN_YEARS_OPERATING} years;</li>
            <li>generating revenue;</li>
            <li>owned by people with a good credit history.</li>
          </ul>
          <p>There are no application fees and no penalties for repaying your loan early.</p>
        </section>

        <section className="service-page__section service-page__callout" aria-labelledby="loan-cta-heading">
          <h2 id="loan-cta-heading">Ready to take the next step?</h2>
          <p>Apply online in minutes. An advisor will contact you within two business days to discuss your project.</p>
          <LinkButton to={APPLY_PATH}>APPLY NOW</LinkButton>
        </section>
      </div>
    </>
  );
}
