import { fileURLToPath } from 'node:url';
import wasm from 'vite-plugin-wasm';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [wasm()],
  resolve: {
    alias: {
      '@bindings': here('../bindings/index.ts'),
      '@wasm': here('../crates/wasm-validate/pkg'),
    },
  },
  // The wasm package and the bindings live beside web/, in the workspace.
  server: { fs: { allow: [here('..')] } },
  build: { target: 'esnext' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
