// Addresses split and joined as the browser does, and the `/fr` basename taken off and put back.
import { describe, expect, it } from 'vitest';
import { createPath, encodeLocation, parsePath, resolveTo, stripBasename, withBasename } from './location';

describe('parsePath and createPath', () => {
  it('splits path, query and fragment, and joins them back', () => {
    expect(parsePath('/search?q=loan#results')).toEqual({ pathname: '/search', search: '?q=loan', hash: '#results' });
    expect(parsePath('/a#b?c')).toEqual({ pathname: '/a', search: '', hash: '#b?c' });
    expect(parsePath('/a?#')).toEqual({ pathname: '/a', search: '', hash: '' });
    expect(createPath(parsePath('/search?q=loan#results'))).toBe('/search?q=loan#results');
  });
});

describe('resolveTo', () => {
  const here = parsePath('/services/advisory?q=1#top');

  it('keeps an absolute path, and puts a query or fragment on the current path', () => {
    expect(resolveTo('/blog?x=2', here)).toEqual({ pathname: '/blog', search: '?x=2', hash: '' });
    expect(resolveTo('?q=plan', here)).toEqual({ pathname: '/services/advisory', search: '?q=plan', hash: '' });
    expect(resolveTo('#part', here)).toEqual({ pathname: '/services/advisory', search: '?q=1', hash: '#part' });
    expect(resolveTo('', here)).toEqual({ pathname: '/services/advisory', search: '?q=1', hash: '' });
  });

  it('resolves a relative path as a relative URL', () => {
    expect(resolveTo('financing', here).pathname).toBe('/services/financing');
    expect(resolveTo('../about', here).pathname).toBe('/about');
  });
});

describe('encodeLocation', () => {
  it('encodes the path as the address bar does, leaving escapes alone', () => {
    expect(encodeLocation(parsePath('/portfolio/Web Development')).pathname).toBe('/portfolio/Web%20Development');
    expect(encodeLocation(parsePath('/portfolio/Web%20Development')).pathname).toBe('/portfolio/Web%20Development');
    expect(encodeLocation(parsePath('/prêt')).pathname).toBe('/pr%C3%AAt');
  });
});

describe('basename', () => {
  it('takes the basename off a path within it, and refuses one outside it', () => {
    expect(stripBasename('/fr/about', '/fr')).toBe('/about');
    expect(stripBasename('/fr', '/fr')).toBe('/');
    expect(stripBasename('/fr/', '/fr')).toBe('/');
    expect(stripBasename('/FR/about', '/fr')).toBe('/about');
    expect(stripBasename('/%66r/about', '/fr')).toBe('/about');
    expect(stripBasename('/fr%2Fabout', '/fr')).toBeNull();
    expect(stripBasename('/french', '/fr')).toBeNull();
    expect(stripBasename('/about', '/fr')).toBeNull();
    expect(stripBasename('/about', '')).toBe('/about');
  });

  it('puts the basename back, the home page being the basename itself', () => {
    expect(withBasename(parsePath('/about?x=1#y'), '/fr')).toBe('/fr/about?x=1#y');
    expect(withBasename(parsePath('/'), '/fr')).toBe('/fr');
    expect(withBasename(parsePath('/?q=1'), '/fr')).toBe('/fr?q=1');
    expect(withBasename(parsePath('/about'), '')).toBe('/about');
  });
});
