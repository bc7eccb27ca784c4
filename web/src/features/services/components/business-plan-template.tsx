// Advisory > business plan template, its structure: the entrepreneur kit, why the group's template
// helps and two ways to write to us. The page (English) and its French twin give the texts.
import { LinkButton } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { mediaUrl } from '@/config/env';
import { pageWords } from '@/lib/i18n';
import { PAGES, pageCrumbs } from '@/lib/pages';
import './service-sections.css';
import '../business-plan-template-page.css';

export interface TitledText {
  title: string;
  text: string;
}

export interface BusinessPlanTemplateTexts {
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

export function BusinessPlanTemplate({ texts }: { texts: BusinessPlanTemplateTexts }) {
  return (
    <>
      <PageHeader title={pageWords('businessPlanTemplate').title} crumbs={pageCrumbs('businessPlanTemplate')} />
      <div className="container service-page">
        <section className="service-page__section bpt-intro" aria-labelledby="bpt-heading">
          <div>
            <h2 id="bpt-heading">{texts.heading}</h2>
            <p>{texts.intro}</p>
            <p>{texts.ask}</p>
            <div className="service-page__actions">
              <LinkButton to={PAGES.writeUs.path}>{texts.writeUs}</LinkButton>
            </div>
          </div>
          <img
            className="bpt-intro__image"
            src={mediaUrl('services/business-plan-template.svg')}
            alt={texts.imageAlt}
            width="800"
            height="450"
          />
        </section>

        <section className="service-page__section" aria-labelledby="bpt-kit-heading">
          <h2 id="bpt-kit-heading">{texts.kitHeading}</h2>
          <ul className="bpt-kit">
            {texts.kit.map((item) => (
              <li key={item.title} className="bpt-kit__item">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="service-page__section" aria-labelledby="bpt-why-heading">
          <h2 id="bpt-why-heading">{texts.whyHeading}</h2>
          <ul className="bpt-reasons">
            {texts.reasons.map((reason) => (
              <li key={reason.title} className="bpt-reasons__card">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="service-page__section service-page__callout" aria-labelledby="bpt-contact-heading">
          <h2 id="bpt-contact-heading">{texts.contactHeading}</h2>
          <p>{texts.contactText}</p>
          <LinkButton to={PAGES.writeUs.path}>{texts.writeUs}</LinkButton>
        </section>
      </div>
    </>
  );
}
