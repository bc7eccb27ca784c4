// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AnalysisAndResearchPage from './analysis-and-research-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Analysis and Research', () => {
  it('shows the four steps and child cards linking to {current path}/{id}', async () => {
    const children = [
      { _id: 'small-business-barometer', heading: 'Small Business Barometer', subHeading: 'Quarterly survey.' },
      { _id: 'sector-benchmarks', heading: 'Sector Benchmarks', subHeading: 'Compare.' },
    ];
    const fetchMock = vi.fn((url: string) => {
      expect(url).toBe('/api/about/all/analysis-and-research');
      return Promise.resolve(new Response(JSON.stringify({ data: { allChildren: children } })));
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/about/analysis-and-research']}>
        <AnalysisAndResearchPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Analysis and Research' })).toBeTruthy();
    for (const step of ['Assess', 'Compare', 'Improve', 'Act']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeTruthy();
    }
    const list = await screen.findByRole('list', { name: 'Our research' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Small Business Barometer', '/about/analysis-and-research/small-business-barometer'],
      ['Sector Benchmarks', '/about/analysis-and-research/sector-benchmarks'],
    ]);
    // The side menu marks this page as current.
    const menu = screen.getByRole('navigation', { name: 'About us' });
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('ANALYSIS AND REASEARCH');
  });
});
