// The built wasm module against the shared vectors and against the native verdicts: the browser
// and the server must never disagree.
import { readFileSync, readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { NON_STRING_MESSAGE, type FieldError, type MarkerNode } from '@bindings';
import { describe, expect, it } from 'vitest';
import { loadWasm, type SiteWasm } from './wasm';

const vectorsDir = new URL('../../../tests/vectors/', import.meta.url);
// The caller names the shape it expects of the file.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const readJson = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;

type FormName = 'subscribe' | 'contact' | 'help' | 'advisory' | 'loan';
type Validator = (input: never) => FieldError[];
const validators = (wasm: SiteWasm): Record<FormName, Validator> => ({
  subscribe: wasm.validateSubscribe,
  contact: wasm.validateContact,
  help: wasm.validateHelp,
  advisory: wasm.validateAdvisory,
  loan: wasm.validateLoan,
});

interface FormVectors {
  form: FormName;
  cases: { name: string; input: unknown; errors: FieldError[] }[];
}

const wasm = await loadWasm();
const validate = (form: FormName, input: unknown) => validators(wasm)[form](input as never);

describe('form vectors through wasm', () => {
  const files = readdirSync(new URL('forms/', vectorsDir)).filter((f) => f.endsWith('.json'));
  it('finds the five forms', () => {
    expect(files.sort()).toEqual(['advisory.json', 'contact.json', 'help.json', 'loan.json', 'subscribe.json']);
  });
  for (const file of files) {
    const vectors = readJson<FormVectors>(new URL(`forms/${file}`, vectorsDir));
    it.each(vectors.cases.map((c) => [c.name, c] as const))(`${vectors.form}: %s`, (_, c) => {
      expect(validate(vectors.form, c.input)).toEqual(c.errors);
    });
  }
});

describe('marker vectors through wasm', () => {
  const vectors = readJson<{ name: string; input: unknown }[]>(new URL('markers.json', vectorsDir));
  it('gives the non-string message for every non-string value', () => {
    for (const value of [42, null, undefined, true, { text: 'x' }, ['x']]) {
      expect(wasm.parseMarkers(value)).toBe(NON_STRING_MESSAGE);
    }
  });
  it('renders every vector to its HTML', () => {
    const full = readJson<{ name: string; input: unknown; html: string }[]>(new URL('markers.json', vectorsDir));
    for (const vector of full) {
      expect([vector.name, wasm.renderMarkers(vector.input)]).toEqual([vector.name, vector.html]);
    }
  });
  it('has vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(60);
  });
});

// Written by `cargo xtask test` from the native build: vectors plus recombined random inputs.
// `cargo xtask test` always sets it; a bare `vitest run` skips this part (and says so).
const nativePath = process.env.NATIVE_VERDICTS;
describe.runIf(nativePath !== undefined)('wasm equals native', () => {
  interface Native {
    forms: Record<FormName, { input: unknown; errors: FieldError[] }[]>;
    markers: { input: unknown; result: MarkerNode[] | string }[];
  }
  const native = nativePath === undefined ? { forms: {}, markers: [] } : readJson<Native>(new URL(`file://${nativePath}`));
  // Structural equality: native JSON objects have sorted keys, the wasm ones field order.
  const differences = <T>(cases: { input: unknown; native: T }[], run: (input: unknown) => unknown) =>
    cases
      .map((c) => ({ input: c.input, native: c.native, wasm: run(c.input) }))
      .filter((c) => !isDeepStrictEqual(c.wasm, c.native))
      .slice(0, 3);
  for (const [form, cases] of Object.entries(native.forms) as [FormName, Native['forms'][FormName]][]) {
    it(`${form}: ${cases.length} inputs give the native verdict`, () => {
      const native = cases.map((c) => ({ input: c.input, native: c.errors }));
      expect(differences(native, (input) => validate(form, input))).toEqual([]);
    });
  }
  it(`markers: ${native.markers.length} inputs give the native tree`, () => {
    const cases = native.markers.map((c) => ({ input: c.input, native: c.result }));
    expect(differences(cases, (input) => wasm.parseMarkers(input))).toEqual([]);
  });
});
