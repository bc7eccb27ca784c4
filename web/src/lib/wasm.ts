// The one door to the wasm module (crates/wasm-validate): imported on first use, so only the
// pages that validate a form or render marker text download it.

export type SiteWasm = typeof import('@wasm/site_wasm');

let loading: Promise<SiteWasm> | undefined;

export function loadWasm(): Promise<SiteWasm> {
  loading ??= import('@wasm/site_wasm');
  return loading;
}
