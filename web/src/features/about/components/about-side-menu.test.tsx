// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { AboutSideMenu } from './about-side-menu';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AboutSideMenu />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'About us' });
}

describe('AboutSideMenu', () => {
  it('lists the eight sections with the spec labels and paths', () => {
    const nav = renderAt('/about');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['WHO WE ARE', '/about/who-we-are'],
      ['WHAT WE DO', '/about/what-we-do'],
      ['ANALYSIS AND REASEARCH', '/about/analysis-and-research'],
      ['MEDIA ROOM', '/about/media-room'],
      ['EVENTS AND SPONSORSHIPS', '/about/events-and-sponsorships'],
      ['CORPORATE GOVERNANCE', '/about/corporate-governance'],
      ['AWARDS AND DISTINCTIONS', '/about/award-and-distinctions'],
      ['B CORPS', '/about/b-corps'],
    ]);
    // Each entry carries an image (icon) and a chevron.
    for (const link of links) expect(link.querySelectorAll('svg')).toHaveLength(2);
  });

  it('highlights only the entry whose path equals the current path', () => {
    const nav = renderAt('/about/b-corps');
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('B CORPS');
    expect(current.className).toContain('about-side-menu__link--active');
    expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('highlights nothing on a path that is not an entry (a child page)', () => {
    const nav = renderAt('/about/b-corps/inclusive-lending');
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('ignores a trailing slash', () => {
    const nav = renderAt('/about/award-and-distinctions/');
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('AWARDS AND DISTINCTIONS');
  });
});
