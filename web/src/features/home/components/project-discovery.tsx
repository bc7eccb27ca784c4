// The project-discovery block: what a first conversation with an advisor covers, and the way in.
import { LinkButton } from '@/components/button';
import { PAGES } from '@/lib/pages';

const STEPS = [
  { title: 'Tell us about your idea', text: 'A free, confidential conversation about your project, your market and where you want to be in three years.' },
  { title: 'Get a clear plan', text: 'We map the steps, the costs and the funding options open to you, from government programs to bank financing.' },
  { title: 'Move forward with support', text: 'Your advisor stays with you as you launch, hire, borrow or buy, with specialists when you need them.' },
];

export function ProjectDiscovery() {
  return (
    <section className="home-section home-discovery" aria-labelledby="home-discovery-heading">
      <div className="container home-discovery__inner">
        <div className="home-discovery__intro">
          <h2 id="home-discovery-heading" className="home-section__heading">
            Have a project in mind? Let&rsquo;s discover it together
          </h2>
          <p>
            Whether you are opening your first storefront, bringing a product to Canada or taking over an established
            company, every project starts with the right questions. Our advisors have helped thousands of entrepreneurs
            turn an idea into a business that lasts.
          </p>
          <div className="home-discovery__actions">
            <LinkButton to={PAGES.advisoryRequest.path}>Request advisory services</LinkButton>
            <LinkButton to={PAGES.writeUs.path} tone="light">
              Write us
            </LinkButton>
          </div>
        </div>
        <ol className="home-discovery__steps">
          {STEPS.map((step) => (
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
