import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import wasm from 'vite-plugin-wasm';
import { defineConfig } from 'vitest/config';
import { THEME_COLOR } from '../bindings/constants';
import { clientPages } from './src/build/client-pages';
import { frenchSplit } from './src/build/french-split';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The Rust server, for `npm run dev`.
const server = process.env.SITE_DEV_SERVER ?? 'http://127.0.0.1:8080';

/** index.html's `%THEME_COLOR%`, written in from core's THEME_COLOR (the server's documents use it too). */
export const themeColor: Plugin = {
  name: 'site-theme-color',
  transformIndexHtml: (html) => html.replaceAll('%THEME_COLOR%', THEME_COLOR),
};

export default defineConfig({
  plugins: [react(), wasm(), themeColor, frenchSplit(), clientPages()],
  resolve: {
    // `@bindings` is the index (every English module); `@bindings/x` one module, which is how the
    // French ones (`@bindings/messages.fr`, not re-exported by the index) are reached.
    alias: [
      { find: /^@bindings$/, replacement: here('../bindings/index.ts') },
      { find: /^@bindings\//, replacement: `${here('../bindings')}/` },
      { find: '@wasm', replacement: here('../crates/wasm-validate/pkg') },
      { find: '@', replacement: here('src') },
    ],
  },
  server: {
    // The wasm package and the bindings live beside web/, in the workspace.
    fs: { allow: [here('..')] },
    proxy: { '/api': server, '/media': server },
  },
  build: {
    target: 'esnext',
    // The server links the built assets through the manifest, never by hand.
    manifest: true,
    cssCodeSplit: true,
    // Every browser the site targets (esnext) knows `<link rel="modulepreload">`: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph per worker, not per file: the files' imports (React, Testing Library, the
    // app) took three quarters of the run when made anew for each file. src/testing/setup.ts
    // gives each file the state a fresh import would.
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
  },
});
