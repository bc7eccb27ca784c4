// Services > Financing > small business loans: why borrow with us, the industries we serve, our
// loans in numbers, eligibility and two ways to apply. The structure is SmallBusinessLoansView's,
// shared by both languages; the English words are here, the French ones in
// small-business-loans-page.fr.tsx. The words are built when the page renders: their figures
// (amounts, percentages) are formatted for the page's language.
import { LOAN_APPLICATION_MINUTES, LOAN_CIRCLE_STROKE, LOAN_MIN_YEARS_OPERATING } from '@bindings';
import { LinkButton } from '@/components/button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { ProgressCircle } from '@/components/progress-circle';
import { formatMoney, formatNumber, formatPercent, pageWords } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { PAGES, pageCrumbs } from '@/lib/pages';
import { REPLY_TIME } from '@/lib/reply-time';
import { getLoanFigures } from './api/get-loan-figures';
import { LoanIndustryTabs, type IndustryTabs } from './components/loan-industry-tabs';
import './components/service-sections.css';
import './small-business-loans-page.css';

const APPLY_PATH = PAGES.loanRequest.path;
/** The indicative example's amount, in dollars. */
const EXAMPLE_AMOUNT = 50_000;

export interface SmallBusinessLoansWords {
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

/** The page in the language of `words` (its title is the inventory's, in the page's language). */
export function SmallBusinessLoansView({ words }: { words: SmallBusinessLoansWords }) {
  return (
    <>
      <PageHeader title={pageWords('smallBusinessLoans').title} subtitle={words.subtitle} crumbs={pageCrumbs('smallBusinessLoans')} />
      <div className="container service-page">
        <section className="service-page__section loan-intro" aria-labelledby="loan-intro-heading">
          <div>
            <h2 id="loan-intro-heading">{words.introHeading}</h2>
            <p>{words.intro}</p>
            <div className="service-page__actions">
              <LinkButton to={APPLY_PATH}>{words.apply}</LinkButton>
            </div>
          </div>
          <aside className="loan-example" aria-labelledby="loan-example-label">
            <p id="loan-example-label" className="loan-example__label">
              {words.exampleLabel}
            </p>
            <p className="loan-example__figure">{formatMoney(EXAMPLE_AMOUNT)}</p>
            <p className="loan-example__text">{words.exampleText}</p>
          </aside>
        </section>

        <section className="service-page__section loan-text" aria-labelledby="loan-text-heading">
          <h2 id="loan-text-heading">{words.textHeading}</h2>
          {words.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section className="service-page__section" aria-labelledby="loan-features-heading">
          <h2 id="loan-features-heading">{words.featuresHeading}</h2>
          <ol className="loan-features">
            {words.features.map((feature, index) => (
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
          <h2 id="loan-industries-heading">{words.industriesLabel}</h2>
          <LoanIndustryTabs label={words.industriesLabel} tabs={words.industries} />
        </section>

        <LoanFigures heading={words.figuresHeading} />

        <section className="service-page__section" aria-labelledby="loan-eligibility-heading">
          <h2 id="loan-eligibility-heading">{words.eligibilityHeading}</h2>
          <p>{words.eligibilityLead}</p>
          <ul className="loan-eligibility">
            {words.eligibility.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <p>{words.eligibilityNote}</p>
        </section>

        <section className="service-page__section service-page__callout" aria-labelledby="loan-cta-heading">
          <h2 id="loan-cta-heading">{words.ctaHeading}</h2>
          <p>{words.ctaText}</p>
          <LinkButton to={APPLY_PATH}>{words.apply}</LinkButton>
        </section>
      </div>
    </>
  );
}

export function smallBusinessLoansWords(): SmallBusinessLoansWords {
  return {
    subtitle: 'Small business loans',
    introHeading: 'Small business loans for Canadian entrepreneurs',
    intro:
      'Whether you need to smooth out a slow season, open an online store or replace a key piece of equipment, our small business loans give you the room to act. An advisor reviews every file personally and answers in English or in French.',
    apply: 'APPLY NOW',
    exampleLabel: 'Indicative example',
    exampleText:
      'An illustration of a typical loan amount, not an offer. The amount, rate and term you are offered depend on your project, your financial statements and your credit history.',
    textHeading: 'Financing that grows with your business',
    text: [
      'Banks often hesitate to lend to young companies, newcomers or owners without real estate to offer as security. We look at the whole picture instead: your experience, your plan, your customers and the cash your business generates.',
      'Loans can be combined with our advisory services, so you leave with both the money and a plan to make it work. Repayments are fixed and predictable, and you can repay early at any time.',
    ],
    featuresHeading: 'Why borrow with us',
    features: [
      {
        title: `${formatPercent(100)} online`,
        text: `Apply from your computer or phone in about ${LOAN_APPLICATION_MINUTES} minutes, upload your documents securely and follow your file without visiting a branch.`,
      },
      {
        title: 'No application fees',
        text: 'Applying costs nothing and commits you to nothing. You only sign once you have read and accepted an offer.',
      },
      {
        title: 'Affordable rates',
        text: 'Competitive rates and repayment schedules designed around the cash flow of a small business, with no penalty for paying early.',
      },
    ],
    industriesLabel: 'We work with industries',
    industries: [
      {
        label: 'Supplement cash flow',
        imageAlt: 'Illustration of working capital moving through a business',
        heading: 'Bridge the gap between invoices and payday',
        text: 'Seasonal sales, slow-paying customers or a large order to fill can squeeze a healthy business. A working capital loan keeps suppliers and staff paid while your receivables catch up.',
        points: [
          'Cover payroll and supplier bills during slower months',
          'Buy inventory ahead of your busy season',
          'Repayments matched to your cash cycle',
        ],
      },
      {
        label: 'Sell online',
        imageAlt: 'Illustration of an online store on a laptop and a phone',
        heading: 'Open your doors to customers across Canada',
        text: 'Finance an online store, the photography and the marketing to launch it. Our IT team can build the store and our advisors can fold the whole project into a single loan.',
        points: [
          'Website, online store and payment setup',
          'Inventory, packaging and shipping software',
          'Bilingual content and a launch campaign',
        ],
      },
      {
        label: 'Cover expenses',
        imageAlt: 'Illustration of equipment and tools for a small business',
        heading: 'Invest in what keeps your business running',
        text: 'From a new oven to a delivery van or a renovated storefront, spread the cost of the investments that make your business more productive over a term that suits it.',
        points: [
          'Equipment, vehicles and technology',
          'Leasehold improvements and relocation costs',
          'Professional fees for permits, licences and certifications',
        ],
      },
    ],
    figuresHeading: 'Our loans in numbers',
    eligibilityHeading: 'Who can apply',
    eligibilityLead: 'Your business is eligible for a small business loan if it is:',
    eligibility: [
      `operating for at least ${formatNumber(LOAN_MIN_YEARS_OPERATING)} years;`,
      'generating revenue;',
      'owned by people with a good credit history.',
    ],
    eligibilityNote: 'There are no application fees and no penalties for repaying your loan early.',
    ctaHeading: 'Ready to take the next step?',
    ctaText: `Apply online in minutes. An advisor will contact you within ${REPLY_TIME} to discuss your project.`,
  };
}

export default function SmallBusinessLoansPage() {
  return <SmallBusinessLoansView words={smallBusinessLoansWords()} />;
}
