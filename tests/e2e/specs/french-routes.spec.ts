// Every page's French twin (docs/decisions/0008-a-french-twin-for-every-page.md): `/fr` + its
// address renders in French (`lang="fr-CA"`), its French h1 and title, a French sentence of its
// body (lib/sources.ts reads it from the module the page renders it from), with no script error and
// no axe violation (axe checks `lang` too).
import { textFr } from '../lib/bindings';
import { axeViolations } from '../lib/axe';
import { expect, test, visit } from '../lib/fixtures';
import { FRENCH_ROUTES } from '../lib/routes';

const ORGANISATION_NAME_FR = textFr('ORGANISATION_NAME');

const titleOf = (route: { path: string; h1: string }) => (route.path === '/fr' ? ORGANISATION_NAME_FR : `${route.h1} | ${ORGANISATION_NAME_FR}`);

for (const route of FRENCH_ROUTES) {
  test(`route ${route.path}: renders in French, no script error, no axe violation`, async ({ page, expectErrors }) => {
    if (route.status !== undefined) expectErrors(new RegExp(`status of ${route.status} .*\\(http://[^)]+${route.path}\\)`));
    await visit(page, route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1, header h1').first()).toHaveText(route.h1);
    await expect(page).toHaveTitle(titleOf(route));
    await expect(page.locator('footer.footer')).toContainText(`© 2021 ${ORGANISATION_NAME_FR}`);
    // The body is French too, not only the title and h1 (the same in both languages on some pages).
    await expect(page.locator('main')).toContainText(route.body ?? '');
    // Every internal link of a French page stays in French.
    const englishLinks = await page
      .locator('main a[href^="/"], nav a[href^="/"]')
      .evaluateAll((links) =>
        links
          // A link to the other language's page (the EN/FR toggle, hreflang) is meant to leave.
          .filter((link) => link.getAttribute('hreflang') === null)
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => !href.startsWith('/fr') && !href.startsWith('/media/') && !href.startsWith('/api/')),
      );
    expect(englishLinks, 'links leaving the French site').toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
}
