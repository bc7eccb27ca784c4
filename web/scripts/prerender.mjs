// Build step after the client build (`npm run build`): renders the pages whose text is written
// in React to static HTML (src/prerender/prerender.tsx) and writes dist/.vite/prerender.json,
// { "/site/path": "<header class=\"page-header\">…", "/fr/site/path": "…" } (each page in English
// under its path and in French under its French address), for the Rust server to embed in the
// pages it renders. The SSR bundle is a temporary in dist-prerender/, deleted afterwards.
// `node scripts/prerender.mjs OTHER.json` writes OTHER.json instead.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist-prerender/', import.meta.url));
const target = process.argv[2] ?? fileURLToPath(new URL('../dist/.vite/prerender.json', import.meta.url));

const started = performance.now();
try {
  const output = await build({
    root: web,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('prerender: the SSR build produced no entry chunk');
  /** @type {{ prerender: () => Promise<Record<string, string>>, PRERENDERED_KEYS: readonly string[] }} */
  const module = await import(pathToFileURL(`${outDir}${entry.fileName}`).href);
  const pages = await module.prerender();
  const missing = module.PRERENDERED_KEYS.filter((path) => typeof pages[path] !== 'string');
  if (missing.length > 0) throw new Error(`prerender: no HTML for ${missing.join(', ')}`);
  await mkdir(dirname(resolve(target)), { recursive: true });
  const json = JSON.stringify(pages);
  await writeFile(target, json);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${Object.keys(pages).length} pages, ${Buffer.byteLength(json)} bytes in ${target} (${seconds} s)`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
