// The home page's first screen: the hero slideshow with the page's h1, its text and
// its two calls to action. Its own module so the web build can prerender it alone: the server
// puts it in the home page's HTML (its first image, the page's largest paint, preloaded), while
// the rest of the page (live services, the contact form) needs the app.
import { LinkButton } from '@/components/button';
import { HeroSlideshow } from '@/components/hero-slideshow';
import { constants, pageWords } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';
import './home.css';
import { words } from './words';

export function HomeHero() {
  return (
    <HeroSlideshow>
      <p className="home-hero__eyebrow">{constants.ORGANISATION_NAME}</p>
      <h1>{pageWords('home').title}</h1>
      <p>{words.heroText}</p>
      <div className="home-hero__actions">
        <LinkButton to={PAGES.services.path} tone="light">
          {words.discoverServices}
        </LinkButton>
        <LinkButton to={PAGES.writeUs.path}>{words.writeUs}</LinkButton>
      </div>
    </HeroSlideshow>
  );
}
