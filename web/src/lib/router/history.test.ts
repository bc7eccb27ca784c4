// @vitest-environment jsdom
// The histories a router moves through: one in memory (tests, the prerender) and the browser's.
import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { parsePath } from './location';

describe('memory history', () => {
  it('starts at the last entry, pushes over the forward entries, replaces in place', () => {
    const history = createMemoryHistory(['/', '/blog']);
    expect(history.location().pathname).toBe('/blog');
    history.go(-1);
    history.push(parsePath('/contact'));
    expect(history.location().pathname).toBe('/contact');
    history.go(1);
    expect(history.location().pathname).toBe('/contact');
    history.replace(parsePath('/search?q=x'));
    history.go(-1);
    expect(history.location().pathname).toBe('/');
    history.go(1);
    expect(history.location()).toEqual({ pathname: '/search', search: '?q=x', hash: '' });
  });

  it('tells listeners of back and forward only, and of real moves only', () => {
    const history = createMemoryHistory(['/'], 0);
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push(parsePath('/a'));
    expect(listener).not.toHaveBeenCalled();
    history.go(-1);
    history.go(-1);
    expect(listener).toHaveBeenCalledOnce();
    stop();
    history.go(1);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('browser history', () => {
  it('writes the address bar and hears popstate', () => {
    const history = createBrowserHistory();
    history.push(parsePath('/fr/about?x=1#y'));
    expect(window.location.pathname).toBe('/fr/about');
    expect(history.location()).toEqual({ pathname: '/fr/about', search: '?x=1', hash: '#y' });
    const length = window.history.length;
    history.replace(parsePath('/fr/contact'));
    expect(window.history.length).toBe(length);
    expect(history.location().pathname).toBe('/fr/contact');
    const listener = vi.fn();
    const stop = history.listen(listener);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledOnce();
  });
});
