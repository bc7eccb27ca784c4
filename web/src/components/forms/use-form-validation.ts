// Validation through the wasm module only: the rules live once, in Rust
// (docs/decisions/0002-rules-live-once-in-core.md). The module is fetched on the first interaction
// with a form (focus, input or submit), so a page that only shows a form does not pay for it before
// it is used.
import { useCallback } from 'react';
import type { FieldError } from '@bindings';
import { loadWasm, validateIn, type SiteWasm, type Validator } from '@/lib/wasm';

/** Picks one validator of the module, e.g. `(wasm) => wasm.validateContact`. */
export type PickValidator<F> = (wasm: SiteWasm) => Validator<F>;

export interface FormValidation<F> {
  /** Starts loading the module (call on focus or input); harmless when already loaded. */
  warm: () => void;
  /** The ordered failures of `form` (empty when valid), in the page's language. If the module cannot be loaded at all
   *  (a network failure), nothing is found here and the server, which runs the same rules,
   *  answers 422 instead: a visitor is never stuck. */
  validate: (form: F) => Promise<FieldError[]>;
}

export function useFormValidation<F>(pick: PickValidator<F>): FormValidation<F> {
  const warm = useCallback(() => {
    void loadWasm().catch(() => undefined);
  }, []);
  const validate = useCallback(
    async (form: F) => {
      let wasm;
      try {
        wasm = await loadWasm();
      } catch (error) {
        console.error('The form checks could not be loaded; the server will check instead', error);
        return [];
      }
      return validateIn(pick(wasm), form);
    },
    [pick],
  );
  return { warm, validate };
}
