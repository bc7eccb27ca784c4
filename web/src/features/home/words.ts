// The home page's words, block by block; swapped for `words.fr.ts` on the French home page.
// Texts holding a figure are functions of the figure, formatted for the page's language.
import { registerFrench } from '@/lib/i18n';
import type { PageKey } from '@/lib/pages';
import { REPLY_TIME } from '@/lib/reply-time';

export interface TitledText {
  title: string;
  text: string;
}

export interface TabWords {
  label: string;
  heading: string;
  text: string;
  points: string[];
  /** The tab's buttons in order: the page each leads to, and its label. */
  actions: Partial<Record<PageKey, string>>;
}

export const words = {
  heroText:
    'Advice, financing, acquisitions and technology for entrepreneurs, newcomers and small businesses, from coast to coast.',
  discoverServices: 'Discover our services',
  writeUs: 'Write us',
  typingLead: 'We can help you with',
  bCorpHeading: "We're a certified B Corp",
  bCorpText:
    'We meet high standards of social and environmental performance, transparency and accountability, and we report on them every year.',
  contactHeading: 'Contact us',
  contactLead: `Tell us about your business and an advisor will get back to you within ${REPLY_TIME}.`,
  /** In the contact form's place when its code could not be loaded, with a button to load it again. */
  contactFailed: 'The contact form could not be loaded just now.',
  tryAgain: 'Try again',

  discoveryHeading: 'Have a project in mind? Let’s discover it together',
  discoveryText:
    'Whether you are opening your first storefront, bringing a product to Canada or taking over an established company, every project starts with the right questions. Our advisors have helped thousands of entrepreneurs turn an idea into a business that lasts.',
  requestAdvisory: 'Request advisory services',
  discoverySteps: [
    { title: 'Tell us about your idea', text: 'A free, confidential conversation about your project, your market and where you want to be in three years.' },
    { title: 'Get a clear plan', text: 'We map the steps, the costs and the funding options open to you, from government programs to bank financing.' },
    { title: 'Move forward with support', text: 'Your advisor stays with you as you launch, hire, borrow or buy, with specialists when you need them.' },
  ] as TitledText[],

  servicesHeading: 'Our services',
  servicesLead: 'From your first business plan to your first acquisition, our advisors work with you at every stage.',
  servicesFailed: 'Our services could not be loaded just now.',
  seeAllServices: 'See all our services',

  featuresHeading: 'Why entrepreneurs choose us',
  features: [
    {
      title: 'Advisors who know Canada',
      text: 'Our network covers every province, in English and in French, with local knowledge of programs, permits and lenders.',
    },
    {
      title: 'One team, start to finish',
      text: 'Planning, financing, acquisitions and technology under one roof, so nothing falls between the cracks.',
    },
    {
      title: 'Built for small business',
      text: 'Clear fees agreed up front, tools you can use on your own, and advice sized to your budget.',
    },
    {
      title: 'Your data stays yours',
      text: 'Your information is kept confidential, stored in Canada and never sold. You can withdraw your consent at any time.',
    },
  ] as TitledText[],

  tabsHeading: 'How we can help',
  tabsLabel: 'Our main services',
  /** Advisory, Financing, Loans; `online` is 100 %, `years` the loans' minimum years in operation. */
  tabs: (online: string, years: string): TabWords[] => [
    {
      label: 'Advisory',
      heading: 'Advice for every stage of your business',
      text: 'Work one on one with an experienced advisor to test your idea, write your business plan and prepare for growth.',
      points: ['Business plans and financial forecasts', 'Market studies and pricing', 'Coaching for new and newcomer entrepreneurs'],
      actions: { advisoryRequest: 'Request advisory services', businessPlanTemplate: 'Business plan template' },
    },
    {
      label: 'Financing',
      heading: 'Find the funding that fits',
      text: 'We help you compare grants, subsidies, equipment financing and working capital, and prepare a file lenders take seriously.',
      points: ['Government grants and subsidies', 'Equipment and working capital financing', 'Support with your lender meetings'],
      actions: { financing: 'Explore financing' },
    },
    {
      label: 'Loans',
      heading: `Small business loans, ${online} online`,
      text: `For businesses operating for at least ${years} years, generating revenue and with a good credit history. No application fees, no penalties.`,
      points: ['Apply online in minutes', 'No application fees', 'Affordable rates and flexible repayment'],
      actions: { loanRequest: 'Apply for a loan', smallBusinessLoans: 'Small business loans' },
    },
  ],

  itHeading: 'Our IT solutions categories',
  itLead: 'Technology built for small business budgets. Browse recent work by category.',
  itFailed: 'The categories could not be loaded just now.',
  visitItSolutions: 'Visit IT solutions',
};

registerFrench(words, () => import('./words.fr'));
