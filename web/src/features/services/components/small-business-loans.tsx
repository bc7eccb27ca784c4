// Services > Financing > small business loans, its structure: why borrow with us, the industries
// we serve, our loans in numbers, eligibility and two ways to apply. The page (English) and its
// French twin give the texts; figures, amounts and percentages are formatted for the page's language.
import { LOAN_CIRCLE_STROKE } from '@bindings';
import { LinkButton } from '@/components/button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { ProgressCircle } from '@/components/progress-circle';
import { formatMoney, pageWords } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { PAGES, pageCrumbs } from '@/lib/pages';
import { getLoanFigures } from '../api/get-loan-figures';
import { LoanIndustryTabs, type IndustryTabs } from './loan-industry-tabs';
import './service-sections.css';
import '../small-business-loans-page.css';

const APPLY_PATH = PAGES.loanRequest.path;
/** The indicative example's amount, in dollars. */
const EXAMPLE_AMOUNT = 50_000;

export interface LoanPageTexts {
  subtitle: string;
  introHeading: string;
  intro: string;
  /** The spec's 'APPLY NOW', on both links to the loan request. */
  apply: string;
  exampleLabel: string;
  exampleText: string;
  textHeading: string;
  text: readonly string[];
  featuresHeading: string;
  /** Features 01 to 03. */
  features: readonly { title: string; text: string }[];
  /** The spec's 'We work with industries': the tabs' heading and name. */
  industriesLabel: string;
  industries: IndustryTabs;
  figuresHeading: string;
  eligibilityHeading: string;
  eligibilityLead: string;
  eligibility: readonly string[];
  eligibilityNote: string;
  ctaHeading: string;
  ctaText: string;
}

function LoanFigures({ heading }: { heading: string }) {
  const { data, loading } = useApi(getLoanFigures, []);
  if (loading) return <LoadingIndicator />;
  if (!data || data.length === 0) return null;
  return (
    <section className="service-page__section" aria-labelledby="loan-figures-heading">
      <h2 id="loan-figures-heading">{heading}</h2>
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

export function SmallBusinessLoans({ texts }: { texts: LoanPageTexts }) {
  return (
    <>
      <PageHeader title={pageWords('smallBusinessLoans').title} subtitle={texts.subtitle} crumbs={pageCrumbs('smallBusinessLoans')} />
      <div className="container service-page">
        <section className="service-page__section loan-intro" aria-labelledby="loan-intro-heading">
          <div>
            <h2 id="loan-intro-heading">{texts.introHeading}</h2>
            <p>{texts.intro}</p>
            <div className="service-page__actions">
              <LinkButton to={APPLY_PATH}>{texts.apply}</LinkButton>
            </div>
          </div>
          <aside className="loan-example" aria-labelledby="loan-example-label">
            <p id="loan-example-label" className="loan-example__label">
              {texts.exampleLabel}
            </p>
            <p className="loan-example__figure">{formatMoney(EXAMPLE_AMOUNT)}</p>
            <p className="loan-example__text">{texts.exampleText}</p>
          </aside>
        </section>

        <section className="service-page__section loan-text" aria-labelledby="loan-text-heading">
          <h2 id="loan-text-heading">{texts.textHeading}</h2>
          {texts.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section className="service-page__section" aria-labelledby="loan-features-heading">
          <h2 id="loan-features-heading">{texts.featuresHeading}</h2>
          <ol className="loan-features">
            {texts.features.map((feature, index) => (
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
          <h2 id="loan-industries-heading">{texts.industriesLabel}</h2>
          <LoanIndustryTabs label={texts.industriesLabel} tabs={texts.industries} />
        </section>

        <LoanFigures heading={texts.figuresHeading} />

        <section className="service-page__section" aria-labelledby="loan-eligibility-heading">
          <h2 id="loan-eligibility-heading">{texts.eligibilityHeading}</h2>
          <p>{texts.eligibilityLead}</p>
          <ul className="loan-eligibility">
            {texts.eligibility.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <p>{texts.eligibilityNote}</p>
        </section>

        <section className="service-page__section service-page__callout" aria-labelledby="loan-cta-heading">
          <h2 id="loan-cta-heading">{texts.ctaHeading}</h2>
          <p>{texts.ctaText}</p>
          <LinkButton to={APPLY_PATH}>{texts.apply}</LinkButton>
        </section>
      </div>
    </>
  );
}
