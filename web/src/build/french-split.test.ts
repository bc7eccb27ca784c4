// French adds no bytes to an English page's load
// (docs/decisions/0008-a-french-twin-for-every-page.md): the check on synthetic bundles, then on
// the real client build (the same check fails `npm run build`, vite.config.ts).
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { frenchLeaks, isFrenchModule, type ChunkFacts } from './french-split';

const chunk = (fileName: string, facts: Partial<ChunkFacts>): ChunkFacts => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...facts,
});

describe('frenchLeaks', () => {
  it('knows the French modules', () => {
    expect(isFrenchModule('/w/src/features/legal/terms-of-use-page.fr.tsx')).toBe(true);
    expect(isFrenchModule('/w/bindings/messages.fr.ts')).toBe(true);
    expect(isFrenchModule('/w/src/components/words.fr.ts?used')).toBe(true);
    expect(isFrenchModule('/w/src/app/french-pages.ts')).toBe(true);
    expect(isFrenchModule('/w/src/features/legal/terms-of-use-page.tsx')).toBe(false);
    expect(isFrenchModule('/w/src/features/fr/page.ts')).toBe(false);
  });

  it('accepts French modules reached only dynamically', () => {
    const chunks = [
      chunk('index.js', { isEntry: true, moduleIds: ['/src/main.tsx'], imports: ['shared.js'] }),
      chunk('shared.js', { moduleIds: ['/src/lib/i18n/index.ts'] }),
      chunk('words.fr.js', { isDynamicEntry: true, facadeModuleId: '/src/components/words.fr.ts', moduleIds: ['/src/components/words.fr.ts'], imports: ['shared.js'] }),
    ];
    expect(frenchLeaks(chunks)).toEqual([]);
  });

  it('finds a French module in the entry, in a chunk it imports, or under an English page', () => {
    expect(frenchLeaks([chunk('index.js', { isEntry: true, moduleIds: ['/src/main.tsx', '/bindings/messages.fr.ts'] })])).toEqual([
      'index.js → /bindings/messages.fr.ts',
    ]);
    expect(
      frenchLeaks([
        chunk('index.js', { isEntry: true, imports: ['a.js'] }),
        chunk('a.js', { imports: ['b.js'] }),
        chunk('b.js', { moduleIds: ['/src/app/words.fr.ts'], imports: ['a.js'] }),
      ]),
    ).toEqual(['index.js → /src/app/words.fr.ts']);
    expect(
      frenchLeaks([
        chunk('index.js', { isEntry: true }),
        chunk('terms.js', { isDynamicEntry: true, facadeModuleId: '/src/features/legal/terms-of-use-page.tsx', imports: ['x.js'] }),
        chunk('x.js', { moduleIds: ['/src/features/legal/terms-of-use-page.fr.tsx'] }),
      ]),
    ).toEqual(['terms.js → /src/features/legal/terms-of-use-page.fr.tsx']);
  });
});

describe('the client build', () => {
  it('loads no French module on an English page, and has the French ones as chunks of their own', async () => {
    const output = await build({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      logLevel: 'silent',
      build: { write: false, manifest: false, minify: false },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).flatMap((item) => (item.type === 'chunk' ? [item] : []));
    expect(frenchLeaks(chunks)).toEqual([]);
    const entry = chunks.find((item) => item.isEntry);
    expect(entry?.moduleIds.some((id) => id.endsWith('/src/main.tsx'))).toBe(true);
    // Not vacuous: the French modules are there, each reached dynamically.
    const french = chunks.filter((item) => item.facadeModuleId !== null && isFrenchModule(item.facadeModuleId));
    const names = french.map((item) => item.facadeModuleId?.replace(/.*\/(bindings|src)\//, '$1/'));
    expect(names).toEqual(expect.arrayContaining(['src/lib/i18n/interface-messages.fr.ts', 'bindings/pages.fr.ts', 'src/components/words.fr.ts', 'src/app/french-pages.ts']));
    for (const item of french) expect(item.isDynamicEntry).toBe(true);
  }, 120_000);
});
