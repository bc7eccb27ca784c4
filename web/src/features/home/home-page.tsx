// The home page (spec §1, §2): the hero slideshow (the page's header and h1), the typing banner,
// project discovery, the services carousel, core features, the tabbed services, the IT-solution
// categories, the B Corp recognition banner and the contact form.
import { ORGANISATION_NAME, TYPING_WORDS } from '@bindings';
import { LinkButton } from '@/components/button';
import { ContactForm } from '@/components/forms/contact-form';
import { HeroSlideshow } from '@/components/hero-slideshow';
import { RecognitionBanner } from '@/components/recognition-banner';
import { TypingBanner } from '@/components/typing-banner';
import { usePageTitle } from '@/lib/use-page-title';
import { CoreFeatures } from './components/core-features';
import { ItCategories } from './components/it-categories';
import { ProjectDiscovery } from './components/project-discovery';
import { ServicesCarousel } from './components/services-carousel';
import { ServicesTabs } from './components/services-tabs';
import './home.css';
import { PAGES } from '@/lib/pages';

export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <HeroSlideshow>
        <p className="home-hero__eyebrow">{ORGANISATION_NAME}</p>
        <h1>{PAGES.home.title}</h1>
        <p>
          Advice, financing, acquisitions and technology for entrepreneurs, newcomers and small businesses, from coast to
          coast.
        </p>
        <div className="home-hero__actions">
          <LinkButton to={PAGES.services.path} tone="light">
            Discover our services
          </LinkButton>
          <LinkButton to={PAGES.writeUs.path}>Write us</LinkButton>
        </div>
      </HeroSlideshow>
      <div className="home-typing">
        <div className="container">
          <TypingBanner words={TYPING_WORDS} lead="We can help you with" />
        </div>
      </div>
      <ProjectDiscovery />
      <ServicesCarousel />
      <CoreFeatures />
      <ServicesTabs />
      <ItCategories />
      <RecognitionBanner
        heading="We're a certified B Corp"
        text="We meet high standards of social and environmental performance, transparency and accountability, and we report on them every year."
        to={PAGES.bCorps.path}
      />
      <section className="home-section home-contact" aria-labelledby="home-contact-heading">
        <div className="container">
          <h2 id="home-contact-heading" className="home-section__heading">
            Contact us
          </h2>
          <p className="home-section__lead">Tell us about your business and an advisor will get back to you within two business days.</p>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
