// The wasm side of `cargo xtask bench`: the marker parser and the contact form's validation in
// the wasm module (the same optimized module the browser gets, bound with
// `wasm-bindgen --target nodejs`), and the marker language written the way such renderers usually
// are, as a chain of regular-expression replacements, timed in the same process.
//
// usage: node markers.mjs <wasm-bindgen nodejs dir> <document> <contact vectors json> <markers vectors json>
// Prints one JSON object. Every loop stops at a time limit or an iteration cap, whichever first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [wasmDir, documentPath, contactPath, vectorsPath] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const wasm = require(join(wasmDir, 'site_wasm.js'));
const document = readFileSync(documentPath, 'utf8');
const bytes = Buffer.byteLength(document);

/** The marker language as a chain of replacements: escape, then one replace per marker. */
export function regexChain(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/-p([123])/g, '<p class="p$1">')
    .replace(/-p/g, '<p>')
    .replace(/P-/g, '</p>')
    .replace(/-h([123])/g, '<h$1>')
    .replace(/h([123])-/g, '</h$1>')
    .replace(/-li/g, '<ol><li>')
    .replace(/li-/g, '</li></ol>')
    .replace(/-lb/g, '<ul><li>')
    .replace(/lb-/g, '</li></ul>')
    .replace(/-bl/g, '<strong>')
    .replace(/bl-/g, '</strong>')
    .replace(/-u/g, '<u>')
    .replace(/u-/g, '</u>')
    .replace(/-l/g, '<em>')
    .replace(/l-/g, '</em>')
    .replace(/-n/g, '<br>');
}

/** Runs `f` until `seconds` have passed or `cap` calls were made; returns calls per second. */
function rate(f, seconds, cap) {
  for (let i = 0; i < 3; i++) f(); // warm-up: let the JIT and the wasm tier-up settle
  let calls = 0;
  let sink = 0;
  const start = process.hrtime.bigint();
  const limit = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  while (calls < cap && elapsed < limit) {
    const result = f();
    sink += result.length ?? 1;
    calls++;
    elapsed = process.hrtime.bigint() - start;
  }
  if (sink < 0) console.error(sink); // keep the results alive
  return { calls, seconds: Number(elapsed) / 1e9, perSecond: calls / (Number(elapsed) / 1e9) };
}

// Like for like with the regex chain: text in, HTML string out.
const markersWasm = rate(() => wasm.renderMarkers(document), 3, 2000);
// What the pages use: the tree, handed to JS as objects (one per node).
const markersTreeWasm = rate(() => wasm.parseMarkers(document), 3, 2000);
const markersRegex = rate(() => regexChain(document), 3, 2000);
const mb = (r) => (bytes * r.perSecond) / 1e6;

const cases = JSON.parse(readFileSync(contactPath, 'utf8')).cases;
const valid = cases.find((c) => c.errors.length === 0).input;
const invalid = cases.filter((c) => c.errors.length > 0).sort((a, b) => b.errors.length - a.errors.length)[0];
const validWasm = rate(() => wasm.validateContact(valid), 1.5, 5_000_000);
const invalidWasm = rate(() => wasm.validateContact(invalid.input), 1.5, 5_000_000);
if (wasm.validateContact(valid).length !== 0) throw new Error('the valid contact form is not valid in wasm');
if (wasm.validateContact(invalid.input).length !== invalid.errors.length) {
  throw new Error('the invalid contact form gives another verdict in wasm');
}

// How much of the marker contract the regex chain keeps: the shared vectors it renders exactly.
const vectors = JSON.parse(readFileSync(vectorsPath, 'utf8'));
const regexPasses = vectors.filter((v) => typeof v.input === 'string' && regexChain(v.input) === v.html).length;
const stringVectors = vectors.filter((v) => typeof v.input === 'string').length;

console.log(
  JSON.stringify({
    documentBytes: bytes,
    markersWasmMBs: mb(markersWasm),
    markersWasmIterations: markersWasm.calls,
    markersTreeWasmMBs: mb(markersTreeWasm),
    markersRegexMBs: mb(markersRegex),
    markersRegexIterations: markersRegex.calls,
    validateValidPerSecond: validWasm.perSecond,
    validateInvalidPerSecond: invalidWasm.perSecond,
    invalidErrors: invalid.errors.length,
    regexVectorsPassed: regexPasses,
    vectors: stringVectors,
  }),
);
