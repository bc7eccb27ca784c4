// The project-discovery block: what a first conversation with an advisor covers, and the way in.
import { LinkButton } from '@/components/button';
import { PAGES } from '@/lib/pages';
import { words } from '../words';

export function ProjectDiscovery() {
  return (
    <section className="home-section home-discovery" aria-labelledby="home-discovery-heading">
      <div className="container home-discovery__inner">
        <div className="home-discovery__intro">
          <h2 id="home-discovery-heading" className="home-section__heading">
            {words.discoveryHeading}
          </h2>
          <p>{words.discoveryText}</p>
          <div className="home-discovery__actions">
            <LinkButton to={PAGES.advisoryRequest.path}>{words.requestAdvisory}</LinkButton>
            <LinkButton to={PAGES.writeUs.path} tone="light">
              {words.writeUs}
            </LinkButton>
          </div>
        </div>
        <ol className="home-discovery__steps">
          {words.discoverySteps.map((step) => (
            <li key={step.title} className="home-discovery__step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
