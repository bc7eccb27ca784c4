// The build's guarantee that French adds no bytes to an English page's first load
// (docs/decisions/0008-a-french-twin-for-every-page.md). No chunk an English page loads statically
// (the entry, or a page's chunk, and what they import) may hold a French module (`*.fr.ts`,
// `*.fr.tsx`, the bindings' French modules, the twins' table src/app/french-pages.ts): those are
// reached only through dynamic imports taken on French pages. `npm run build` fails otherwise
// (vite.config.ts), so the check runs wherever the app is built.
import type { Plugin } from 'vite';

const FRENCH = /(\.fr\.tsx?|\/app\/french-pages\.ts)$/;

/** What the check reads of a chunk of the bundle (Rollup's OutputChunk has all of it). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** The chunks it imports statically. */
  imports: readonly string[];
}

/** Whether a module id is a French module (its query, such as `?used`, set aside). */
export function isFrenchModule(id: string): boolean {
  return FRENCH.test(id.split('?', 1)[0] ?? id);
}

/**
 * Each French module an English page would load statically, as "root chunk → module": the roots
 * are the entry and every dynamically loaded chunk that is not itself French.
 */
export function frenchLeaks(chunks: readonly ChunkFacts[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter(
    (chunk) => chunk.isEntry || (chunk.isDynamicEntry && !(chunk.facadeModuleId !== null && isFrenchModule(chunk.facadeModuleId))),
  );
  const leaks: string[] = [];
  for (const root of roots) {
    const seen = new Set<string>();
    const pending = [root.fileName];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = byName.get(name);
      if (!chunk) continue;
      for (const id of chunk.moduleIds) if (isFrenchModule(id)) leaks.push(`${root.fileName} → ${id}`);
      pending.push(...chunk.imports);
    }
  }
  return leaks;
}

/** The Vite plugin failing a client build whose English pages would load French modules. */
export function frenchSplit(): Plugin {
  return {
    name: 'site-french-split',
    apply: 'build',
    // The prerender's SSR bundle renders both languages by design.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const leaks = frenchLeaks(chunks);
      if (leaks.length > 0) {
        this.error(`French modules loaded by English pages (docs/decisions/0008-a-french-twin-for-every-page.md):\n${leaks.join('\n')}`);
      }
    },
  };
}
