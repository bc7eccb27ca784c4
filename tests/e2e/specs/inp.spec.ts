// Interaction latency (INP) in Chromium with its CPU throttled 4× (CDP
// `Emulation.setCPUThrottlingRate`), at 800 px wide: opening the navbar's menu, switching a tab,
// typing in a form field and submitting a form, then two keys pressed as a page loads (the first
// starts the app). Each is measured with the Event Timing API (a
// PerformanceObserver of type `event`, durationThreshold 16): its longest event, from the input to
// the next paint. The 200 ms budget is held by `cargo xtask bench`, which runs this spec alone
// with INP_REPORT naming the JSON file to write; as a test on a shared, noisy machine it checks
// that the interactions are measured, prints the figures and fails only on a gross violation.
// The page keeps its real clock: Playwright's replaces the timers and the Performance API.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { message as m } from '../lib/bindings';
import { STARTED, appStarted, expect, test, visit } from '../lib/fixtures';
import { openForm } from '../lib/forms';

const CPU_THROTTLING = 4;
/** What fails the test: five times the bench's budget. */
const GROSS_MS = 1000;

/** One interaction as the bench reads it (`xtask/src/bench/report.rs`, `Interaction`). */
interface Interaction {
  name: string;
  /** The longest event of the interaction in ms; null when none reached the 16 ms threshold. */
  ms: number | null;
  /** Its events at or over the threshold. */
  events: number;
  /** The interactions the browser counted meanwhile (`performance.interactionCount`): at least
   * one, or the act never reached the page and a null `ms` would mean nothing. */
  interactions: number;
}

interface Seen {
  name: string;
  duration: number;
  interactionId: number;
}

declare global {
  interface Performance {
    /** Chromium's count of the page's interactions (Event Timing). */
    readonly interactionCount: number;
  }
  interface Window {
    e2eEvents?: Seen[];
    e2eEventObserver?: PerformanceObserver;
  }
}

/** Starts recording the page's `event` entries of 16 ms or more. */
async function observe(page: Page): Promise<void> {
  const supported = await page.evaluate(() => {
    const seen: Seen[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as PerformanceEventTiming[]) {
        seen.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
      }
    };
    const observer = new PerformanceObserver((list) => {
      record(list.getEntries());
    });
    observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    window.e2eEvents = seen;
    window.e2eEventObserver = observer;
    return PerformanceObserver.supportedEntryTypes.includes('event');
  });
  expect(supported, 'the Event Timing API').toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
}

/** Does `act`, waits for `done` (its effect on screen), then reads the events of the interaction. */
async function measure(page: Page, name: string, act: () => Promise<void>, done: () => Promise<void>): Promise<Interaction> {
  const before = await page.evaluate(() => {
    window.e2eEvents?.splice(0);
    return performance.interactionCount;
  });
  await act();
  await done();
  const events = await page.evaluate(async () => {
    // An interaction's entries are reported after its next paint: two frames and a moment more.
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          setTimeout(resolve, 100);
        });
      });
    });
    const seen = window.e2eEvents ?? [];
    for (const entry of (window.e2eEventObserver?.takeRecords() ?? []) as PerformanceEventTiming[]) {
      seen.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
    return { seen: seen.filter((entry) => entry.interactionId > 0), count: performance.interactionCount };
  });
  const ms = events.seen.length === 0 ? null : Math.max(...events.seen.map((entry) => entry.duration));
  return { name, ms, events: events.seen.length, interactions: events.count - before };
}

test.use({ fakeClock: false, viewport: { width: 800, height: 900 } });

test(`interactions at ${CPU_THROTTLING}× CPU throttling: menu, tab, typing, submit, keys as the app starts (Event Timing)`, async ({ page }) => {
  test.setTimeout(120_000);
  const measured: Interaction[] = [];

  await visit(page, '/');
  await observe(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  measured.push(
    await measure(
      page,
      'open the navbar menu (800 px wide)',
      () => toggle.click(),
      () => expect(toggle).toHaveAttribute('aria-expanded', 'true'),
    ),
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const tab = page.getByRole('tablist', { name: 'Our main services' }).getByRole('tab', { name: 'Financing' });
  measured.push(
    await measure(
      page,
      'switch a tab (home, Our main services)',
      () => tab.click(),
      () => expect(tab).toHaveAttribute('aria-selected', 'true'),
    ),
  );

  const form = await openForm(page, '/contact/write-us', 'Send us your request');
  await observe(page);
  const field = form.getByLabel(/^First name( \*)?$/);
  // The first focus loads the validator; typing comes after it, as a visitor's does.
  await field.focus();
  const typed = 'Marie-Ève';
  measured.push(
    await measure(
      page,
      `type in a form field (write us, ${typed.length} keys: the slowest)`,
      () => page.keyboard.type(typed),
      () => expect(field).toHaveValue(typed),
    ),
  );
  const send = form.getByRole('button', { name: 'Send' });
  measured.push(
    await measure(
      page,
      'submit a form (write us, its first message shown)',
      () => send.click(),
      () => expect(form.getByRole('alert')).toHaveText(m('ALL_FIELDS_REQUIRED')),
    ),
  );

  // The app starts at a visitor's first reach for the page (web/src/lib/app-start.ts): a key
  // pressed at once starts it, and a second one follows while React and the app are evaluated.
  // Both keys' events are measured: what a visitor meets before the app is there.
  await page.goto('/');
  await observe(page);
  await expect(page.locator(STARTED)).toHaveCount(0);
  measured.push(
    await measure(
      page,
      'two keys while the app starts (home, the first key starts it)',
      async () => {
        await page.keyboard.press('Tab');
        await page.waitForTimeout(60);
        await page.keyboard.press('Tab');
      },
      () => appStarted(page),
    ),
  );

  const report = { cpuThrottling: CPU_THROTTLING, interactions: measured };
  console.log(
    `INP at ${CPU_THROTTLING}× CPU throttling: ${measured.map(({ name, ms, events }) => `${name}: ${ms === null ? 'under 16' : ms} ms (${events} events)`).join('; ')}`,
  );
  if (process.env.INP_REPORT) writeFileSync(process.env.INP_REPORT, `${JSON.stringify(report, null, 2)}\n`);

  // Measured: Event Timing saw at least one of the interactions (each at 4× throttling renders).
  expect(
    measured.some(({ events }) => events > 0),
    'no interaction reached Event Timing',
  ).toBe(true);
  for (const { name, ms, interactions } of measured) {
    // Counted by the browser: a null `ms` is then an interaction under 16 ms, not a missed one.
    expect(interactions, `${name}: the browser counted no interaction`).toBeGreaterThan(0);
    expect(ms ?? 0, `${name} (a gross violation of the 200 ms budget)`).toBeLessThan(GROSS_MS);
  }
});
