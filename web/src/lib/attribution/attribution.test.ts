// @vitest-environment jsdom
// The visit's attribution in memory (visit.ts), what a form keeps of it (attach.ts), and the
// beacons' bodies (beacon.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBeacons, installBeaconRecorder } from '@/testing/beacons';
import { forgetVisit, noteLanding, notePage, sendFunnelStep, splitAttribution, visitAttribution, visitSource } from '.';

const site = { host: 'www.cedarline.ca' };

afterEach(() => {
  forgetVisit();
});

describe('the visit', () => {
  it('notes the landing: campaign tags, the referring host only, the page and the language', () => {
    noteLanding({ ...site, pathname: '/', search: '?utm_source=linkedin&utm_medium=social&utm_campaign=fall&utm_id=9&x=1' }, 'https://www.linkedin.com/feed/?trk=abc', 'en', 0);
    expect(visitAttribution(0)).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'fall',
      referrer_host: 'www.linkedin.com',
      landing_path: '/',
      lang: 'en',
      pages_seen: 1,
      seconds_on_site: 0,
    });
    expect(visitSource()).toBe('linkedin');
  });

  it('keeps the first landing, counts each new page once, and rounds the stay to tens of seconds', () => {
    noteLanding({ ...site, pathname: '/fr', search: '' }, '', 'fr', 1_000);
    noteLanding({ ...site, pathname: '/blog', search: '?utm_source=other' }, '', 'en', 2_000);
    notePage('/fr');
    notePage('/fr/contact');
    notePage('/fr/contact');
    notePage('/fr/contact/write-us');
    expect(visitAttribution(1_000 + 44_999)).toEqual({ landing_path: '/fr', lang: 'fr', pages_seen: 3, seconds_on_site: 40 });
    expect(visitAttribution(1_000 + 45_000)?.seconds_on_site).toBe(50);
    expect(visitSource()).toBeUndefined();
  });

  it('has no referrer for a same-site or non-web referrer, and no attribution before the landing', () => {
    expect(visitAttribution()).toBeUndefined();
    noteLanding({ ...site, pathname: '/', search: '' }, 'https://www.cedarline.ca/about', 'en');
    expect(visitAttribution()?.referrer_host).toBeUndefined();
    forgetVisit();
    noteLanding({ ...site, pathname: '/', search: '' }, 'android-app://com.linkedin.android/', 'en');
    expect(visitAttribution()?.referrer_host).toBeUndefined();
    forgetVisit();
    noteLanding({ ...site, pathname: '/', search: '' }, 'not a URL', 'en');
    expect(visitAttribution()?.referrer_host).toBeUndefined();
  });
});

describe('what a form keeps', () => {
  const noted = { utm_source: '<odd>', utm_medium: 'social', landing_path: '/', pages_seen: 2 };

  it("drops the keys the chain refused and keeps the visitor's own failures", () => {
    const failures = [
      { field: 'email', code: 'ENTER_VALID_EMAIL', message: 'Please enter a valid email' },
      { field: 'attribution.utm_source', code: 'ATTRIBUTION_TAG_INVALID', message: '…' },
    ];
    expect(splitAttribution(failures, noted)).toEqual({
      failures: [failures[0]],
      attribution: { utm_medium: 'social', landing_path: '/', pages_seen: 2 },
    });
  });

  it('drops the whole attribution when it failed as a whole, and none is none', () => {
    const whole = [{ field: 'attribution', code: 'ATTRIBUTION_UNKNOWN_KEY', message: '…' }];
    expect(splitAttribution(whole, noted)).toEqual({ failures: [], attribution: undefined });
    expect(splitAttribution([], undefined)).toEqual({ failures: [], attribution: undefined });
    const every = ['utm_source', 'utm_medium', 'landing_path', 'pages_seen'].map((key) => ({ field: `attribution.${key}`, code: 'X', message: 'x' }));
    expect(splitAttribution(every, noted).attribution).toBeUndefined();
  });
});

describe('beacons', () => {
  it('send the form, the step, the language and the source, and nothing else', async () => {
    installBeaconRecorder();
    sendFunnelStep('help', 'shown');
    noteLanding({ ...site, pathname: '/', search: '' }, 'https://www.google.ca/search?q=loans', 'en');
    sendFunnelStep('loan', 'submitted');
    expect(await sentBeacons()).toEqual([
      { url: '/api/events', body: { form: 'help', step: 'shown', lang: 'en' } },
      { url: '/api/events', body: { form: 'loan', step: 'submitted', lang: 'en', source: 'www.google.ca' } },
    ]);
  });

  it('fall back to a kept-alive request when the browser refuses a beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetched = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetched);
    sendFunnelStep('newsletter', 'started');
    expect(fetched).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', keepalive: true }));
    vi.unstubAllGlobals();
    installBeaconRecorder();
  });
});
