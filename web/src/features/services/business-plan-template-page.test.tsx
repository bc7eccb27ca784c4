// @vitest-environment jsdom
// Advisory > business plan template: title, heading, the kit, three cards, two 'Write Us' links.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import BusinessPlanTemplatePage from './business-plan-template-page';
import { renderRoutes } from './testing/mock-api';

it('shows the kit, the three reasons and two Write Us links', () => {
  const path = '/services/advisory/business-plan-template';
  renderRoutes([{ path, Component: BusinessPlanTemplatePage }], path);

  expect(screen.getByRole('heading', { level: 1, name: 'Advisory' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Get your tailored business plan template' })).toBeTruthy();
  expect(document.title).toContain('Advisory');

  const kit = within(screen.getByRole('heading', { name: 'What is in the entrepreneur kit' }).parentElement as HTMLElement);
  expect(kit.getAllByRole('listitem')).toHaveLength(6);
  for (const part of [/blank business plan template with a financial appendix/i, /user guide and glossary/i, /example business plan/i, /how-to articles/i, /terms of use/i, /^tools$/i]) {
    expect(kit.getByRole('heading', { name: part })).toBeTruthy();
  }

  for (const reason of ['Practical tools', 'Long experience', 'Guidance from industry leaders']) {
    expect(screen.getByRole('heading', { level: 3, name: reason })).toBeTruthy();
  }

  const writeUs = screen.getAllByRole('link', { name: 'Write Us' });
  expect(writeUs).toHaveLength(2);
  for (const link of writeUs) expect(link.getAttribute('href')).toBe('/contact/write-us');
});
