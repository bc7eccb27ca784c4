// Services > Financing > small business loans in English (French twin:
// small-business-loans-page.fr.tsx); the structure is SmallBusinessLoans'. The texts are built when
// the page renders: their figures are formatted for the page's language.
import { LOAN_APPLICATION_MINUTES, LOAN_MIN_YEARS_OPERATING } from '@bindings';
import { formatNumber, formatPercent } from '@/lib/i18n';
import { SmallBusinessLoans, type LoanPageTexts } from './components/small-business-loans';
import { REPLY_TIME } from '@/lib/reply-time';

function texts(): LoanPageTexts {
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
  return <SmallBusinessLoans texts={texts()} />;
}
