// @vitest-environment jsdom
// The focus a keyboard visitor put in the server's page comes back on the same element of the
// app's markup after the app replaced it, unless they moved it meanwhile.
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocus } from './keep-focus';

function serverPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div><a href="/outside">outside</a>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

/**
 * The server's markup `server` with the element `focused` (a selector in the document) focused,
 * then replaced by the app's markup `app`: what has the focus once the focus is restored.
 */
function afterReplacing(server: string, focused: string, app: string): Element | null {
  const root = serverPage(server);
  document.querySelector<HTMLElement>(focused)?.focus();
  const restore = keepFocus(root);
  root.innerHTML = app;
  restore();
  return document.activeElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepFocus', () => {
  it('focuses the link to the same address with the same text in the new markup', () => {
    const root = serverPage('<a href="/blog">Home</a><a href="/blog">Blog</a>');
    (root.querySelectorAll('a')[1] as HTMLElement).focus();
    const restore = keepFocus(root);
    root.innerHTML = '<nav><a href="/">Home</a><a href="/blog">Blog</a></nav><main><a href="/blog"> Blog </a></main>';
    expect(document.activeElement).toBe(document.body);
    restore();
    expect(document.activeElement).toBe(root.querySelector('nav a[href="/blog"]'));
  });

  it('finds an element by its id first, and a control by its name', () => {
    expect(afterReplacing('<button id="menu">Menu</button>', '#menu', '<button>Menu</button><button id="menu">Open the menu</button>')?.textContent).toBe(
      'Open the menu',
    );
    expect(afterReplacing('<input name="email">', 'input', '<input name="first"><input name="email">')?.getAttribute('name')).toBe('email');
  });

  it('finds a button by its label, and falls back to the main landmark for an element of main with no twin', () => {
    const next = afterReplacing(
      '<main><button aria-label="Next slide"></button></main>',
      'main button',
      '<main tabindex="-1"><button aria-label="Previous slide"></button><button aria-label="Next slide"></button></main>',
    );
    expect(next?.getAttribute('aria-label')).toBe('Next slide');
    const main = afterReplacing('<main><a href="/services">Services</a></main>', 'main a', '<nav><button>Services</button></nav><main tabindex="-1"><h1>Blog</h1></main>');
    expect(main?.tagName).toBe('MAIN');
  });

  it('follows the focus until the markup is replaced: the last element focused counts', () => {
    const root = serverPage('<a href="/">Home</a><a href="/blog">Blog</a>');
    (root.querySelector('a') as HTMLElement).focus();
    const restore = keepFocus(root);
    (root.querySelector('a[href="/blog"]') as HTMLElement).focus();
    root.innerHTML = '<a href="/">Home</a><a href="/blog">Blog</a>';
    restore();
    expect(document.activeElement?.getAttribute('href')).toBe('/blog');
  });

  it('leaves the focus alone when the visitor moved it, when nothing matches, and when it was outside the root', () => {
    const root = serverPage('<a href="/blog">Blog</a>');
    root.querySelector('a')?.focus();
    const restore = keepFocus(root);
    root.innerHTML = '<a href="/blog">Blog</a><a href="/about">About</a>';
    (root.querySelector('a[href="/about"]') as HTMLElement).focus();
    restore();
    expect(document.activeElement?.getAttribute('href')).toBe('/about');

    expect(afterReplacing('<a href="/gone">Gone</a>', '#root a', '<a href="/blog">Blog</a>')).toBe(document.body);

    const outside = afterReplacing('<a href="/blog">Blog</a>', 'a[href="/outside"]', '<a href="/outside">outside</a>');
    expect(outside?.textContent).toBe('outside');
    expect(document.getElementById('root')?.contains(outside ?? null)).toBe(false);
  });
});
