import { describe, expect, it } from 'vitest';
import { decodeEntities, snippetParts } from './snippet-parts';

describe('snippetParts', () => {
  it('splits on the mark tags and decodes the text', () => {
    expect(snippetParts('…in <mark>Québec</mark> &amp; <mark>Quebecers</mark>&#x27; rules…')).toEqual([
      { text: '…in ', marked: false },
      { text: 'Québec', marked: true },
      { text: ' & ', marked: false },
      { text: 'Quebecers', marked: true },
      { text: "' rules…", marked: false },
    ]);
  });

  it('keeps escaped markup as text', () => {
    expect(snippetParts('&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/script&gt;')).toEqual([
      { text: '<', marked: false },
      { text: 'script', marked: true },
      { text: '>alert("x")</script>', marked: false },
    ]);
  });

  it('treats any other tag as text and survives unbalanced marks', () => {
    expect(snippetParts('<b>x</b> <mark>a')).toEqual([
      { text: '<b>x</b> ', marked: false },
      { text: 'a', marked: true },
    ]);
    expect(snippetParts('a</mark>b<mark></mark>c')).toEqual([{ text: 'abc', marked: false }]);
    expect(snippetParts('')).toEqual([]);
    expect(snippetParts('plain')).toEqual([{ text: 'plain', marked: false }]);
  });

  it('does not decode twice', () => {
    expect(snippetParts('&amp;lt;b&amp;gt;')).toEqual([{ text: '&lt;b&gt;', marked: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references once, and keeps unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &#x27;&#39; &bogus; &#0;')).toBe("<b> &amp; '' &bogus; &#0;");
  });
});
