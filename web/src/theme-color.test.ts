// The theme colour is core's THEME_COLOR in both documents: the server's (crates/server/src/ssr/document.rs)
// and Vite's index.html, which holds a placeholder the config's plugin fills in.
import { THEME_COLOR } from '@bindings';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeColor } from '../vite.config';

describe('the theme colour', () => {
  it('is the dark button navy (DARK_BUTTON_BACKGROUND)', () => {
    expect(THEME_COLOR).toBe('#163653');
  });

  it('is written into index.html at build time, and index.html writes no colour itself', () => {
    const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
    expect(html).not.toMatch(/#[0-9a-f]{6}/i);
    const transform = themeColor.transformIndexHtml as (html: string) => string;
    expect(transform(html)).toContain('<meta name="theme-color" content="#163653" />');
  });
});
