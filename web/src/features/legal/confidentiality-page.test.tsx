// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { PAGES } from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import ConfidentialityPage from './confidentiality-page';

describe('ConfidentialityPage', () => {
  it('points to the privacy policy for what the website collects', () => {
    render(
      <MemoryRouter initialEntries={[PAGES.confidentiality.path]}>
        <ConfidentialityPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(PAGES.privacyPolicy.path);
  });
});
