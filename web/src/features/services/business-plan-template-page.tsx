// Advisory > business plan template in English (French twin: business-plan-template-page.fr.tsx);
// the structure is BusinessPlanTemplate's.
import { BusinessPlanTemplate, type BusinessPlanTemplateTexts } from './components/business-plan-template';
import { REPLY_TIME } from '@/lib/reply-time';

const TEXTS: BusinessPlanTemplateTexts = {
  heading: 'Get your tailored business plan template',
  intro:
    'A clear business plan is the first thing a lender, a landlord or a future partner asks for. Our bilingual template kit walks you through every section step by step, and an advisor can tailor it to your sector, your province and your financing needs.',
  ask: 'Tell us about your project and we will send you the kit that fits it.',
  writeUs: 'Write Us',
  imageAlt: 'Pages of a business plan template with charts',
  kitHeading: 'What is in the entrepreneur kit',
  kit: [
    {
      title: 'A blank business plan template with a financial appendix',
      text: 'Every section a Canadian lender expects, in order, with spreadsheets for your start-up costs, sales forecast, cash flow and break-even point.',
    },
    {
      title: 'A user guide and glossary',
      text: 'Plain-language explanations of each section and of the terms bankers use, from working capital to debt service coverage.',
    },
    {
      title: 'An example business plan',
      text: 'A complete plan for a fictional small business, so you can see how much detail is enough and how the numbers tie back to the story.',
    },
    {
      title: 'How-to articles',
      text: 'Short reads on market research, pricing, GST/HST and QST registration, and presenting your plan with confidence.',
    },
    {
      title: 'Terms of use',
      text: 'Clear conditions for using and adapting the kit for your own business, free of any obligation to borrow from us.',
    },
    {
      title: 'Tools',
      text: 'Calculators and checklists to test your assumptions before you meet a lender, a landlord or an investor.',
    },
  ],
  whyHeading: 'Why entrepreneurs choose our template',
  reasons: [
    {
      title: 'Practical tools',
      text: 'Templates and spreadsheets built for the questions lenders really ask, so the time you spend on your plan goes into decisions, not formatting.',
    },
    {
      title: 'Long experience',
      text: 'Our advisors have owned, managed and financed small businesses across the country. The kit reflects thousands of plans reviewed with entrepreneurs like you.',
    },
    {
      title: 'Guidance from industry leaders',
      text: 'Specialists in retail, manufacturing, agri-food and professional services contribute advice, examples and benchmarks for their sectors.',
    },
  ],
  contactHeading: 'Ready to start your plan?',
  contactText:
    `Write to us with a few words about your business. An advisor will reply within ${REPLY_TIME}, in English or in French.`,
};

export default function BusinessPlanTemplatePage() {
  return <BusinessPlanTemplate texts={TEXTS} />;
}
