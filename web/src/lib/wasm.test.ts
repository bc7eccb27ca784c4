// The built wasm module against the shared vectors and against the native verdicts, in both
// languages: the browser and the server must never disagree, in English or in French. The module
// answers codes; the words are validateIn's, from core's generated table, as the app shows them.
import { readFileSync, readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { NON_STRING_MESSAGE, type FieldError, type Lang, type MarkerNode } from '@bindings';
import * as french from '@bindings/messages.fr';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setPageLang } from '@/lib/i18n';
import { loadWasm, validateIn, type SiteWasm, type Validator } from './wasm';

const vectorsDir = new URL('../../../tests/vectors/', import.meta.url);
// The caller names the shape it expects of the file.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const readJson = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;

type FormName = 'subscribe' | 'contact' | 'help' | 'advisory' | 'loan';
const validators = (wasm: SiteWasm): Record<FormName, Validator<never>> => ({
  subscribe: wasm.validateSubscribe,
  contact: wasm.validateContact,
  help: wasm.validateHelp,
  advisory: wasm.validateAdvisory,
  loan: wasm.validateLoan,
});

/** A vector's expected error: its English message and its French one (`fr`). */
interface VectorError extends FieldError {
  fr: string;
}

interface FormVectors {
  form: FormName;
  cases: { name: string; input: unknown; errors: VectorError[] }[];
}

const LANGS: readonly Lang[] = ['en', 'fr'];
const wasm = await loadWasm();
// The French words, loaded once: setPageLang then switches the table between the two languages.
setPageLang('fr');
await loadLanguage();
setPageLang('en');

/** The verdict on `input` as a page in `lang` shows it: the module's codes with their words. */
function validate(form: FormName, input: unknown, lang: Lang): FieldError[] {
  setPageLang(lang);
  try {
    return validateIn(validators(wasm)[form], input as never);
  } finally {
    setPageLang('en');
  }
}

/** The error as the validator answers it in `lang`. */
const inLang = ({ field, code, message, fr }: VectorError, lang: Lang): FieldError => ({ field, code, message: lang === 'fr' ? fr : message });

/** A native (English) verdict in French: the same errors, each with its code's French message. */
function frenchVerdict(errors: FieldError[]): FieldError[] {
  return errors.map((error) => {
    const message: unknown = (french as Record<string, unknown>)[error.code];
    if (typeof message !== 'string') throw new Error(`no French message for the code ${error.code}`);
    return { ...error, message };
  });
}

describe('form vectors through wasm', () => {
  const files = readdirSync(new URL('forms/', vectorsDir)).filter((f) => f.endsWith('.json'));
  it('finds the five forms', () => {
    expect(files.sort()).toEqual(['advisory.json', 'contact.json', 'help.json', 'loan.json', 'subscribe.json']);
  });
  for (const file of files) {
    const vectors = readJson<FormVectors>(new URL(`forms/${file}`, vectorsDir));
    for (const lang of LANGS) {
      it.each(vectors.cases.map((c) => [c.name, c] as const))(`${vectors.form} (${lang}): %s`, (_, c) => {
        expect(validate(vectors.form, c.input, lang)).toEqual(c.errors.map((error) => inLang(error, lang)));
      });
    }
  }
  it('has French vectors that differ from the English ones', () => {
    const contact = readJson<FormVectors>(new URL('forms/contact.json', vectorsDir));
    const errors = contact.cases.flatMap((c) => c.errors);
    expect(errors.length).toBeGreaterThan(5);
    for (const error of errors) expect(error.fr).not.toBe(error.message);
  });
});

describe('the module', () => {
  it('answers codes and fields only, no words', () => {
    const contact = readJson<FormVectors>(new URL('forms/contact.json', vectorsDir));
    const failing = contact.cases.filter((c) => c.errors.length > 0);
    expect(failing.length).toBeGreaterThan(3);
    for (const c of failing) {
      expect(wasm.validateContact(c.input as never)).toEqual(c.errors.map(({ field, code }) => ({ field, code })));
    }
    expect(wasm.validateSubscribe(42 as never)).toEqual([{ field: null, code: 'MALFORMED_JSON' }]);
  });
});

describe('validateIn', () => {
  afterEach(() => {
    setPageLang('en');
  });
  it('answers in the page language', () => {
    const form = { email: '' };
    expect(validateIn(wasm.validateSubscribe, form).map((error) => error.message)).toEqual([validate('subscribe', form, 'en')[0]?.message]);
    setPageLang('fr');
    const [error] = validateIn(wasm.validateSubscribe, form);
    expect(error?.message).toBe(french.PROVIDE_EMAIL);
    expect(error?.code).toBe('PROVIDE_EMAIL');
  });
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
      expect(differences(native, (input) => validate(form, input, 'en'))).toEqual([]);
    });
    // The native verdicts are English; the same errors in French carry their code's French text.
    it(`${form}: ${cases.length} inputs give the native verdict in French`, () => {
      const native = cases.map((c) => ({ input: c.input, native: frenchVerdict(c.errors) }));
      expect(differences(native, (input) => validate(form, input, 'fr'))).toEqual([]);
    });
  }
  it(`markers: ${native.markers.length} inputs give the native tree`, () => {
    const cases = native.markers.map((c) => ({ input: c.input, native: c.result }));
    expect(differences(cases, (input) => wasm.parseMarkers(input))).toEqual([]);
  });
});
