// Every API call from a French page says lang=fr (docs/decisions/0009-language-of-answers.md); an
// English page's calls are unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLang } from '@/lib/i18n';
import { apiUrl, getData, postData } from './api-client';

const answered = () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: 1 }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
};

afterEach(() => {
  setPageLang('en');
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('leaves an English page’s addresses alone', () => {
    expect(apiUrl('/services')).toBe('/api/services');
    expect(apiUrl('/search?q=loan&limit=20')).toBe('/api/search?q=loan&limit=20');
  });

  it('adds lang=fr on a French page, after any query', () => {
    setPageLang('fr');
    expect(apiUrl('/services')).toBe('/api/services?lang=fr');
    expect(apiUrl('/search?q=pr%C3%AAt')).toBe('/api/search?q=pr%C3%AAt&lang=fr');
  });
});

describe('getData and postData', () => {
  it('ask in the page language', async () => {
    const urls = answered();
    await getData('/blog');
    setPageLang('fr');
    await getData('/blog/pricing');
    await postData('/help', {}, 'key');
    expect(urls()).toEqual(['/api/blog', '/api/blog/pricing?lang=fr', '/api/help?lang=fr']);
  });
});
