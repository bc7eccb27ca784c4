// axe-core, injected from node_modules into the page, run with the WCAG 2.0/2.1 A and AA rules.
// The site's Content-Security-Policy (script-src 'self') rightly refuses the inline <script> that
// `page.addScriptTag` would add, and the suite keeps the policy on (a violation by the site itself
// must show); so the bundle is evaluated through the DevTools protocol, which the policy allows.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { AXE_PATH } from './fixtures';

const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as readable lines (rule, impact, the failing elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    // @ts-expect-error: axe is the global the injected script defines.
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // A run that checked nothing would prove nothing.
    if (results.passes.length === 0) throw new Error('axe checked no rule on this page');
    return (results.violations as { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }[]).map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary.replace(/\n/g, ' ')}`).join('\n'),
    );
  }, TAGS);
  return violations;
}
