import { describe, expect, it } from 'vitest';
import { decodeEntities, plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['-h2Title h2- -pBody text P-', 'Title Body text'],
    ['-h1-blBig bl-h1-', 'Big'],
    ['e-learning and well-known stay', 'e-learning and well-known stay'],
    ['Fish &amp; chips &lt;b&gt; &#233;t&#xE9;', 'Fish & chips <b> été'],
    ['a <!-- note --> b', 'a b'],
    ['  spaced\n\n out  ', 'spaced out'],
  ])('%s', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references once, and keeps unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &#x27;&#39; &bogus; &#0;')).toBe("<b> &amp; '' &bogus; &#0;");
  });
});
