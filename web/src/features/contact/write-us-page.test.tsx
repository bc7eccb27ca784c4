// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import WriteUsPage from './write-us-page';

describe('WriteUsPage', () => {
  it('shows the title, the contact form and the legal links', () => {
    render(
      <MemoryRouter>
        <WriteUsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Write us' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Send us your request' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/contact/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/contact/Confidentiality');
  });
});
