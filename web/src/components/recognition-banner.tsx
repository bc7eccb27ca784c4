// A recognition banner: heading, paragraph and a button to a given address, labelled
// DEFAULT_BANNER_BUTTON_LABEL (in the page's language) unless told otherwise.
import { useId } from 'react';
import { LinkButton, type ButtonTone } from '@/components/button';
import { words } from '@/components/words';
import { constants } from '@/lib/i18n';
import './recognition-banner.css';

interface RecognitionBannerProps {
  heading: string;
  text: string;
  to: string;
  buttonLabel?: string;
  tone?: ButtonTone;
  /** An optional illustration (decorative unless `imageAlt` says what it shows). */
  image?: string;
  imageAlt?: string;
}

export function RecognitionBanner({ heading, text, to, buttonLabel = constants.DEFAULT_BANNER_BUTTON_LABEL, tone = 'light', image, imageAlt = '' }: RecognitionBannerProps) {
  const headingId = useId();
  return (
    <section className="recognition-banner" aria-labelledby={headingId}>
      <div className="recognition-banner__inner container">
        {image && <img className="recognition-banner__image" src={image} alt={imageAlt} width="160" height="90" loading="lazy" />}
        <div className="recognition-banner__body">
          <h2 id={headingId} className="recognition-banner__heading">
            {heading}
          </h2>
          <p className="recognition-banner__text">{text}</p>
        </div>
        <LinkButton to={to} tone={tone}>
          {buttonLabel}
          {/* The spec's label alone ('Learn More') says nowhere where it leads: name the topic. */}
          <span className="visually-hidden"> {words.bannerTopic(heading)}</span>
        </LinkButton>
      </div>
    </section>
  );
}
