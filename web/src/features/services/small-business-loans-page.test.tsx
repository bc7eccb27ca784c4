// @vitest-environment jsdom
// Small business loans: title, two APPLY NOW links, features 01-03, industry tabs starting on the
// first and swapping content, loan circles with stroke 3, eligibility and the labelled example.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { LOAN_CIRCLE_STROKE, LOAN_MIN_YEARS_OPERATING } from '@bindings';
import SmallBusinessLoansPage from './small-business-loans-page';
import { fetchedPaths, mockApi, renderRoutes } from './testing/mock-api';

const FIGURES = [
  { title: 'Applications answered within 48 hours', description: 94 },
  { title: 'Loans to businesses in their first two years', description: 63 },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderRoutes(
    [{ path: '/services/financing/small-business-loans', Component: SmallBusinessLoansPage }],
    '/services/financing/small-business-loans',
  );
}

it('has the Financing title, two APPLY NOW links and the numbered features', () => {
  mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Financing' })).toBeTruthy();
  const apply = screen.getAllByRole('link', { name: 'APPLY NOW' });
  expect(apply).toHaveLength(2);
  for (const link of apply) expect(link.getAttribute('href')).toBe('/request-business-loan');

  const features = within(screen.getByRole('heading', { name: 'Why borrow with us' }).parentElement as HTMLElement);
  const items = features.getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('.loan-features__number')?.textContent)).toEqual(['01', '02', '03']);
  expect(features.getByRole('heading', { name: '100% online' })).toBeTruthy();
  expect(features.getByRole('heading', { name: 'No application fees' })).toBeTruthy();
  expect(features.getByRole('heading', { name: 'Affordable rates' })).toBeTruthy();
});

it('starts on the first industry tab and swaps image, texts and points on choice', async () => {
  mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
  const user = userEvent.setup();
  renderPage();
  const tablist = screen.getByRole('tablist', { name: 'We work with industries' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Supplement cash flow', 'Sell online', 'Cover expenses']);
  expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');

  let panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('heading', { name: 'Bridge the gap between invoices and payday' })).toBeTruthy();
  expect(within(panel).getByRole('img').getAttribute('src')).toBe('/media/services/working-capital.svg');
  expect(within(panel).getByText('Buy inventory ahead of your busy season')).toBeTruthy();

  await user.click(screen.getByRole('tab', { name: 'Sell online' }));
  panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('heading', { name: 'Open your doors to customers across Canada' })).toBeTruthy();
  expect(within(panel).getByRole('img').getAttribute('src')).toBe('/media/services/online-stores.svg');
  expect(within(panel).getByText('Website, online store and payment setup')).toBeTruthy();
  expect(screen.queryByText('Buy inventory ahead of your busy season')).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'Cover expenses' }));
  panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('img').getAttribute('src')).toBe('/media/services/equipment-financing.svg');
});

it('draws the loan figures in circles with stroke 3', async () => {
  const fetchMock = mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
  renderPage();
  const circle = await screen.findByRole('img', { name: 'Applications answered within 48 hours: 94%' });
  expect(screen.getByRole('img', { name: 'Loans to businesses in their first two years: 63%' })).toBeTruthy();
  const strokes = Array.from(circle.querySelectorAll('circle')).map((c) => c.getAttribute('stroke-width'));
  expect(strokes).toEqual([String(LOAN_CIRCLE_STROKE), String(LOAN_CIRCLE_STROKE)]);
  expect(LOAN_CIRCLE_STROKE).toBe(3);
  expect(fetchedPaths(fetchMock)).toEqual(['/api/universal/smallbusinessloans1']);
});

it('states eligibility and labels the loan figure as an indicative example', () => {
  mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
  renderPage();
  expect(screen.getByText(`operating for at least ${LOAN_MIN_YEARS_OPERATING} years;`)).toBeTruthy();
  expect(screen.getByText('generating revenue;')).toBeTruthy();
  expect(screen.getByText('owned by people with a good credit history.')).toBeTruthy();
  expect(screen.getByText(/no application fees and no penalties/)).toBeTruthy();
  const example = screen.getByRole('complementary', { name: 'Indicative example' });
  expect(within(example).getByText(/not an offer/)).toBeTruthy();
});
