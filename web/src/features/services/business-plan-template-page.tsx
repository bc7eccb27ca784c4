// Advisory > business plan template: the entrepreneur kit, why the group's template helps and two
// ways to write to us. The structure is BusinessPlanTemplateView's, shared by both languages; the
// English words are here, the French ones in business-plan-template-page.fr.tsx.
import { LinkButton } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { mediaUrl } from '@/config/env';
import { pageWords } from '@/lib/i18n';
import { PAGES, pageCrumbs } from '@/lib/pages';
import { REPLY_TIME } from '@/lib/reply-time';
import './components/service-sections.css';
import './business-plan-template-page.css';

interface TitledText {
  title: string;
  text: string;
}

export interface BusinessPlanTemplateWords {
  /** The spec's 'Get your tailored business plan template'. */
  heading: string;
  intro: string;
  ask: string;
  /** The label of both links to the Write us page (the spec's 'Write Us'). */
  writeUs: string;
  imageAlt: string;
  kitHeading: string;
  kit: readonly TitledText[];
  whyHeading: string;
  reasons: readonly TitledText[];
  contactHeading: string;
  contactText: string;
}

/** The page in the language of `words` (its title is the inventory's, in the page's language). */
export function BusinessPlanTemplateView({ words }: { words: BusinessPlanTemplateWords }) {
  return (
    <>
      <PageHeader title={pageWords('businessPlanTemplate').title} crumbs={pageCrumbs('businessPlanTemplate')} />
      <div className="container service-page">
        <section className="service-page__section bpt-intro" aria-labelledby="bpt-heading">
          <div>
            <h2 id="bpt-heading">{words.heading}</h2>
            <p>{words.intro}</p>
            <p>{words.ask}</p>
            <div className="service-page__actions">
              <LinkButton to={PAGES.writeUs.path}>{words.writeUs}</LinkButton>
            </div>
          </div>
          <img
            className="bpt-intro__image"
            src={mediaUrl('services/business-plan-template.svg')}
            alt={words.imageAlt}
            width="800"
            height="450"
          />
        </section>

        <section className="service-page__section" aria-labelledby="bpt-kit-heading">
          <h2 id="bpt-kit-heading">{words.kitHeading}</h2>
          <ul className="bpt-kit">
            {words.kit.map((item) => (
              <li key={item.title} className="bpt-kit__item">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="service-page__section" aria-labelledby="bpt-why-heading">
          <h2 id="bpt-why-heading">{words.whyHeading}</h2>
          <ul className="bpt-reasons">
            {words.reasons.map((reason) => (
              <li key={reason.title} className="bpt-reasons__card">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="service-page__section service-page__callout" aria-labelledby="bpt-contact-heading">
          <h2 id="bpt-contact-heading">{words.contactHeading}</h2>
          <p>{words.contactText}</p>
          <LinkButton to={PAGES.writeUs.path}>{words.writeUs}</LinkButton>
        </section>
      </div>
    </>
  );
}

export const businessPlanTemplateWords: BusinessPlanTemplateWords = {
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
  return <BusinessPlanTemplateView words={businessPlanTemplateWords} />;
}
