// @vitest-environment jsdom
// The recognition banner: heading, paragraph and a button labelled 'Learn More' by default.
import { DEFAULT_BANNER_BUTTON_LABEL } from '@bindings';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { RecognitionBanner } from './recognition-banner';

describe('RecognitionBanner', () => {
  it('labels its button Learn More by default and links to the given address', () => {
    render(
      <MemoryRouter>
        <RecognitionBanner heading="Certified" text="We report every year." to="/about/b-corps" />
      </MemoryRouter>,
    );
    expect(DEFAULT_BANNER_BUTTON_LABEL).toBe('Learn More');
    expect(screen.getByRole('heading', { level: 2, name: 'Certified' })).toBeTruthy();
    expect(screen.getByText('We report every year.')).toBeTruthy();
    // The visible label is the default; screen readers and crawlers also hear the topic.
    const link = screen.getByRole('link', { name: `${DEFAULT_BANNER_BUTTON_LABEL} about Certified` });
    expect(link.getAttribute('href')).toBe('/about/b-corps');
    expect(link.firstChild?.textContent).toBe(DEFAULT_BANNER_BUTTON_LABEL);
    expect(screen.getByRole('region', { name: 'Certified' })).toBeTruthy();
  });

  it('uses a given label', () => {
    render(
      <MemoryRouter>
        <RecognitionBanner heading="Awards" text="Recognised." to="/about/award-and-distinctions" buttonLabel="See our awards" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'See our awards about Awards' }).getAttribute('href')).toBe('/about/award-and-distinctions');
    expect(screen.queryByRole('link', { name: new RegExp(`^${DEFAULT_BANNER_BUTTON_LABEL}`) })).toBeNull();
  });
});
