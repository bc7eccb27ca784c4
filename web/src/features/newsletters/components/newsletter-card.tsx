// One newsletter or economic letter: subject, sub-heading and its subscribe card.
import type { Ref } from 'react';
import type { Newsletter } from '@bindings';
import { SubscribeCard } from './subscribe-card';

export function NewsletterCard({ newsletter, headingRef }: { newsletter: Newsletter; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <article className="newsletter-card" aria-labelledby={`newsletter-${newsletter._id}`}>
      <h2 className="newsletter-card__subject" id={`newsletter-${newsletter._id}`} ref={headingRef} tabIndex={-1}>
        {newsletter.subject}
      </h2>
      <p className="newsletter-card__sub-heading">{newsletter.sub_heading}</p>
      <SubscribeCard newsletterId={newsletter._id} subject={newsletter.subject} />
    </article>
  );
}
