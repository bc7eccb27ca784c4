// @vitest-environment jsdom
// The React renderer gives exactly core's HTML for every marker vector.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadWasm } from '@/lib/wasm';
import { MarkerTree } from './marker-text';

interface MarkerVector {
  name: string;
  input: unknown;
  html: string;
}

// Vitest runs in web/; under jsdom `import.meta.url` is not a file URL.
const vectors = JSON.parse(readFileSync(resolve(process.cwd(), '../tests/vectors/markers.json'), 'utf8')) as MarkerVector[];
const wasm = await loadWasm();

describe('MarkerTree renders core markup', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_, vector) => {
    const markup = renderToStaticMarkup(<MarkerTree tree={wasm.parseMarkers(vector.input)} />);
    // React spells the void element `<br/>`; HTML parsers ignore that slash, core writes `<br>`.
    expect(markup.replaceAll('<br/>', '<br>')).toBe(vector.html);
  });
});
