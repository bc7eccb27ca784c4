// Vitest setup, run before each test file. The files share one module graph per worker
// (`isolate: false` in vite.config.ts: importing React, jsdom's helpers and the app once per worker
// instead of once per file took three quarters of the suite's time), so each file starts from the
// state a fresh import would give: the page in English, real timers, no stubbed global.
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setPageLang } from '@/lib/i18n/lang';
import { installBeaconRecorder } from './beacons';

beforeAll(() => {
  setPageLang('en');
  if (typeof navigator !== 'undefined') installBeaconRecorder();
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});

// After each file rather than before the next: a file's own spies made while it is imported would be
// undone by a reset in a hook before its tests.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
