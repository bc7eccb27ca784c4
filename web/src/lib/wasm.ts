// The one door to the wasm module (crates/wasm-validate): imported on first use, so only the
// pages that validate a form or render marker text download it. A failed load is forgotten, so
// the next use tries again instead of staying broken until the page reloads. Its validators answer
// in the language they are given: the app gives the page's (issue 16), through `validateIn`.
import type { FieldError } from '@bindings';
import { pageLang, type Lang } from '@/lib/i18n';

export type SiteWasm = typeof import('@wasm/site_wasm');

/** One of the module's form validators (`wasm.validateContact`, ...). */
export type Validator<F> = (form: F, lang: Lang | undefined) => FieldError[];

/** The failures of `form` by `validator`, their messages in the page's language. */
export function validateIn<F>(validator: Validator<F>, form: F): FieldError[] {
  return validator(form, pageLang());
}

let loading: Promise<SiteWasm> | undefined;

export function loadWasm(): Promise<SiteWasm> {
  loading ??= import('@wasm/site_wasm').catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new Error(String(error));
  });
  return loading;
}
