// One block of the home page: a section named by its own heading (so a screen reader's list of
// regions reads the headings), an optional lead paragraph, then the block's content.
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The block's name: its class `home-NAME` and its heading's id `home-NAME-heading`. */
  name: string;
  heading: string;
  lead?: string;
  children: ReactNode;
}

export function HomeSection({ name, heading, lead, children }: HomeSectionProps) {
  const headingId = `home-${name}-heading`;
  return (
    <section className={`home-section home-${name}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="home-section__heading">
          {heading}
        </h2>
        {lead !== undefined && <p className="home-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
