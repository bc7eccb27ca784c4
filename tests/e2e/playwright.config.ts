// The end-to-end suite: Debian's Chromium (never a downloaded browser) against the release server
// that `cargo xtask test` starts on a loopback port (BASE_URL) with a fresh SQLite file
// (E2E_DATABASE). Only loopback addresses are contacted: the browser resolves every other host to
// nothing, and the fixtures abort (and report) any request that leaves 127.0.0.1.
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';

const baseURL = process.env.BASE_URL;
if (!baseURL) throw new Error('BASE_URL is not set: run the suite with `cargo xtask test`');

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  // One worker per CPU, at least two (the tests mostly wait on the browser and the server);
  // E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, availableParallelism()),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
});
