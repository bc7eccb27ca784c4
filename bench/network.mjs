// Bytes on the wire for `cargo xtask bench`: what the first load of each page fetches, found by
// driving Debian's Chromium (puppeteer-core, never a downloaded browser), then each same-origin
// asset fetched again with `Accept-Encoding: br` and with `gzip` to count the compressed bytes the
// server actually sends; the first load lasts until the app has started and the network is idle.
// On a form page the first form field is then focused, which is when the
// app fetches the wasm module; those requests are reported separately.
//
// usage: node network.mjs <base-url> <out.json> <path> [<path>...]
// A path ending in `#form` is a form page: `/contact/write-us#form`.
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import puppeteer from 'puppeteer-core';

const [base, out, ...paths] = process.argv.slice(2);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = (process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean);
const STEP_TIMEOUT_MS = 30_000;
// The attribute the root gets once the app has started, as core names it (bindings/constants.ts).
const APP_STARTED_ATTRIBUTE = JSON.parse(
  /^export const APP_STARTED_ATTRIBUTE = (".*");$/m.exec(readFileSync(new URL('../bindings/constants.ts', import.meta.url), 'utf8'))[1],
);

function kind(url) {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.wasm')) return 'wasm';
  return 'other';
}

/** The body as sent (never decoded) for one `Accept-Encoding`. */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity', status: response.statusCode }),
      );
      response.on('error', reject);
    });
    request.setTimeout(STEP_TIMEOUT_MS, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

async function sized(requests) {
  const assets = [];
  for (const { url, chromeBytes, chromeEncoding } of requests) {
    if (!url.startsWith(base)) continue; // loopback only: nothing else is fetched again
    const br = await wireBytes(url, 'br');
    const gzip = await wireBytes(url, 'gzip');
    const identity = await wireBytes(url, 'identity');
    assets.push({
      url: url.slice(base.length),
      kind: kind(url),
      br: br.bytes,
      brEncoding: br.encoding,
      gzip: gzip.bytes,
      gzipEncoding: gzip.encoding,
      raw: identity.bytes,
      chromeBytes,
      chromeEncoding,
    });
  }
  return assets;
}

async function record(browser, path, interact) {
  const context = await browser.createBrowserContext(); // empty cache: a first visit
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map();
  let phase = 'first';
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    seen.set(requestId, {
      url: response.url,
      phase,
      chromeEncoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      chromeBytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.chromeBytes = encodedDataLength;
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(base + path, { waitUntil: 'networkidle0', timeout: STEP_TIMEOUT_MS });
  // The app starts after the load, when the overlay's time is over (web/src/lib/app-start.ts):
  // what it fetches then (the page's own module) belongs to the first load.
  await page.waitForSelector(`#root[${APP_STARTED_ATTRIBUTE}]`, { timeout: STEP_TIMEOUT_MS });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: STEP_TIMEOUT_MS });
  let interacted = false;
  if (interact) {
    phase = 'interaction';
    const field = await page.waitForSelector('main form input:not([type=hidden]), main form textarea, main form select', {
      timeout: STEP_TIMEOUT_MS,
    });
    await field.focus();
    await field.type('a');
    await page.waitForNetworkIdle({ idleTime: 500, timeout: STEP_TIMEOUT_MS });
    interacted = true;
  }
  const requests = [...seen.values()];
  const result = {
    path,
    interacted,
    errors,
    first: await sized(requests.filter((r) => r.phase === 'first')),
    interaction: await sized(requests.filter((r) => r.phase === 'interaction')),
  };
  await context.close();
  return result;
}

const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: FLAGS,
  protocolTimeout: STEP_TIMEOUT_MS,
});
try {
  const pages = [];
  for (const spec of paths) {
    const [path, form] = spec.split('#');
    pages.push(await record(browser, path, form === 'form'));
  }
  writeFileSync(out, JSON.stringify({ pages }, null, 2));
} finally {
  await browser.close();
}
