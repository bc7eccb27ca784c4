// The home page: the hero (home-hero.tsx: the slideshow, the page's header and h1), the
// typing banner, project discovery, the services carousel, core features, the tabbed services, the IT-solution
// categories, the B Corp recognition banner and the contact form. One module for both languages:
// its words are in words.ts (French in words.fr.ts), core's in '@/lib/i18n'. The contact form, the
// page's last block, loads when the visitor nears it: its code is not part of the first load, and
// when it cannot be loaded its place alone says so, with a button to try again. Below the first
// screen (the hero and the typing banner) each section is mounted in its turn at start.
import { LoadWhenNear } from '@/components/load-when-near';
import { RecognitionBanner } from '@/components/recognition-banner';
import { TypingBanner } from '@/components/typing-banner';
import { WhenIdle } from '@/components/when-idle';
import { constants } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { HomeHero } from './home-hero';
import { CoreFeatures } from './components/core-features';
import { HomeSection } from './components/home-section';
import { ItCategories } from './components/it-categories';
import { ProjectDiscovery } from './components/project-discovery';
import { ServicesCarousel } from './components/services-carousel';
import { ServicesTabs } from './components/services-tabs';
import './home.css';
import { PAGES } from '@/lib/pages';
import { words } from './words';

const loadContactForm = () => import('@/components/forms/contact-form').then((module) => module.ContactForm);

export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <HomeHero />
      <div className="home-typing">
        <div className="container">
          <TypingBanner words={constants.TYPING_WORDS} lead={words.typingLead} />
        </div>
      </div>
      {/* Below the first screen: each section in its turn at start (lib/idle-turns.ts), in order. */}
      <WhenIdle>
        <ProjectDiscovery />
      </WhenIdle>
      <WhenIdle>
        <ServicesCarousel />
      </WhenIdle>
      <WhenIdle>
        <CoreFeatures />
      </WhenIdle>
      <WhenIdle>
        <ServicesTabs />
      </WhenIdle>
      <WhenIdle>
        <ItCategories />
      </WhenIdle>
      <WhenIdle>
        <RecognitionBanner heading={words.bCorpHeading} text={words.bCorpText} to={PAGES.bCorps.path} />
      </WhenIdle>
      <WhenIdle>
        <HomeSection name="contact" heading={words.contactHeading} lead={words.contactLead}>
          <LoadWhenNear load={loadContactForm} className="home-contact__form" failure={{ text: words.contactFailed, retry: words.tryAgain }} />
        </HomeSection>
      </WhenIdle>
    </>
  );
}
