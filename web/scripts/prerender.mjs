// Build step after the client build (`npm run build`): renders the pages whose text is written
// in React to static HTML (src/prerender/prerender.tsx) and writes dist/.vite/prerender.json,
// { "/site/path": { "html": "<header class=\"page-header\">…", "module": "src/features/…-page.tsx" },
// "/fr/site/path": … } (each page in English under its path and in French under its French address,
// with its module's name in Vite's manifest), for the Rust server to embed in the pages it renders
// with that module's style sheets and scripts. The SSR bundle is a temporary in dist-prerender/, deleted afterwards.
// `node scripts/prerender.mjs OTHER.json` writes OTHER.json instead.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** @type {{ prerender: () => Promise<Record<string, { html: string, module: string }>>, PRERENDERED_KEYS: readonly string[] }} */
  const module = await import(pathToFileURL(`${outDir}${entry.fileName}`).href);
  const pages = await module.prerender();
  const missing = module.PRERENDERED_KEYS.filter((path) => typeof pages[path]?.html !== 'string');
  if (missing.length > 0) throw new Error(`prerender: no HTML for ${missing.join(', ')}`);
  // Each page's module must be one the client build wrote, or the server could link none of it.
  const manifest = JSON.parse(await readFile(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8'));
  const unknown = Object.entries(pages).filter(([, page]) => !(page.module in manifest));
  if (unknown.length > 0) throw new Error(`prerender: modules missing from the manifest: ${unknown.map(([path, page]) => `${path} (${page.module})`).join(', ')}`);
  await mkdir(dirname(resolve(target)), { recursive: true });
  const json = JSON.stringify(pages);
  await writeFile(target, json);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${Object.keys(pages).length} pages, ${Buffer.byteLength(json)} bytes in ${target} (${seconds} s)`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
