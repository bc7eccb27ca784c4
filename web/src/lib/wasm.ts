// The one door to the wasm module (crates/wasm-validate): imported on first use, so only the
// pages that validate a form or render marker text download it. A failed load is forgotten, so
// the next use tries again instead of staying broken until the page reloads.

export type SiteWasm = typeof import('@wasm/site_wasm');

let loading: Promise<SiteWasm> | undefined;

export function loadWasm(): Promise<SiteWasm> {
  loading ??= import('@wasm/site_wasm').catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new Error(String(error));
  });
  return loading;
}
