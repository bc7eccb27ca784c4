// Every page that says when an advisor answers a lead says it with REPLY_TIME (core's
// LEAD_REPLY_BUSINESS_DAYS, the figure the acknowledgement email repeats): no page spells a lead's
// reply time in words of its own. The other promises, with their own figures (the media's
// answer, a complaint's, an accessibility request's), are named here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLY_TIME, REPLY_TIME_FR } from './reply-time';

const FEATURES = join(__dirname, '..', 'features');
/** Promises that are not a lead's reply time. */
const OTHER_PROMISES = ['about/media-room-page', 'legal/transparency-page', 'legal/accessibility-page'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the reply time', () => {
  it('is the one figure of core, in both languages', () => {
    expect(REPLY_TIME).toMatch(/^\d+ business days?$/);
    expect(REPLY_TIME_FR).toMatch(/^\d+\u00a0jours? ouvrables?$/);
    expect(Number.parseInt(REPLY_TIME, 10)).toBe(Number.parseInt(REPLY_TIME_FR, 10));
  });

  it('is never spelled out by a page', () => {
    const spelled = /\b(one|two|three|four|five|un|une|deux|trois|quatre|cinq)\s+(business days?|jours? ouvrables?)/i;
    const found = sources(FEATURES)
      .filter((path) => !OTHER_PROMISES.some((other) => path.includes(other)))
      .filter((path) => spelled.test(readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
