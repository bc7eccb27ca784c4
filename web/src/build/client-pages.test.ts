// The browser's inventory loses the descriptions and nothing else: every page keeps its key, path,
// title, crumb, parents and rendering, and a description with escaped quotes goes whole.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@bindings';
import { withoutDescriptions } from './client-pages';

const source = readFileSync(fileURLToPath(new URL('../../../bindings/pages.ts', import.meta.url)), 'utf8');

describe('withoutDescriptions', () => {
  const stripped = withoutDescriptions(source);

  it('removes every page description', () => {
    const described = Object.values(PAGES).filter((page) => page.description !== '');
    expect(described.length).toBeGreaterThan(0);
    for (const page of described) expect(stripped).not.toContain(JSON.stringify(page.description));
    expect(stripped).not.toMatch(/description: "/);
  });

  it('keeps every other field of every page, in its line', () => {
    for (const page of Object.values(PAGES)) {
      const line = stripped.split('\n').find((candidate) => candidate.startsWith(`  ${page.key}: {`));
      expect(line).toBe(
        `  ${page.key}: { key: ${JSON.stringify(page.key)}, path: ${JSON.stringify(page.path)}, title: ${JSON.stringify(page.title)}, ` +
          `crumb: ${JSON.stringify(page.crumb)}, parents: [${page.parents.map((parent) => JSON.stringify(parent)).join(', ')}], ` +
          `rendering: ${JSON.stringify(page.rendering)} },`,
      );
    }
    // The type still declares the field: only values go.
    expect(stripped).toContain('readonly description: string;');
  });

  it('takes a description with escaped quotes whole', () => {
    expect(withoutDescriptions('a: { title: "T", description: "say \\"hi\\", then \\\\", rendering: "form" }')).toBe(
      'a: { title: "T", rendering: "form" }',
    );
  });
});
