// The one door to the wasm module (crates/wasm-validate): imported on first use, so only the
// pages that validate a form or render marker text download it. A failed load is forgotten, so
// the next use tries again instead of staying broken until the page reloads.
//
// The module's validators answer codes only (`FieldFailure[]`): it carries no message text, which
// keeps it small. `validateIn` gives each failure its words in the page's language from core's
// generated table (bindings/validation_messages.ts, its French twin loaded on French pages only),
// the same words the server gives for the same codes.
import type { FieldError, FieldFailure } from '@bindings';
import { VALIDATION_MESSAGES } from '@bindings/validation_messages';
import { loadLanguage, registerFrench } from '@/lib/i18n';

export type SiteWasm = typeof import('@wasm/site_wasm');

/** One of the module's form validators (`wasm.validateContact`, ...). */
export type Validator<F> = (form: F) => FieldFailure[];

/** The words of each validator code in the page's language (French swapped in by lib/i18n). */
const words: Record<string, string> = { ...VALIDATION_MESSAGES };
registerFrench(words, () => import('@bindings/validation_messages.fr').then((french) => ({ words: french.VALIDATION_MESSAGES })));

/** The failures of `form` by `validator`, with their messages in the page's language. */
export function validateIn<F>(validator: Validator<F>, form: F): FieldError[] {
  // Every code the chains give has words (core generates the table from the chains' list); a
  // code without would show as itself rather than break the form.
  return validator(form).map(({ field, code }) => ({ field, code, message: words[code] ?? code }));
}

let loading: Promise<SiteWasm> | undefined;

/** The module, once its validators' words are in the page's language. */
export async function loadWasm(): Promise<SiteWasm> {
  loading ??= import('@wasm/site_wasm').catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new Error(String(error));
  });
  const [wasm] = await Promise.all([loading, loadLanguage()]);
  return wasm;
}
