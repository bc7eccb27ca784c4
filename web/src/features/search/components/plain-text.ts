// Search result titles and kinds are shown as plain text: HTML tags and text markers (DESIGN §5)
// are removed, character references decoded, whitespace collapsed. The result is rendered as a
// React text node, so nothing in it is ever interpreted as markup. (Snippets: snippet-parts.ts.)

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes character references (`&amp;`, `&#x27;`, `&#233;` ...); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

// Opening markers count at the start or after a character that is not a letter or digit;
// closing ones at the end or before such a character. Longest markers first.
const OPENING = /(^|[^\p{L}\p{N}])-(?:p[123]|h[123]|bl|li|lb|p|u|l|n)/gu;
const CLOSING = /(?:bl|li|lb|h[123]|P|u|l)-(?=$|[^\p{L}\p{N}])/gu;

export function plainText(value: string): string {
  let text = value.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<\/?[a-z][^>]*>/gi, ' ');
  // Repeated: one pass cannot remove a marker that directly follows another (`-h1-blBig`).
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(OPENING, '$1 ').replace(CLOSING, ' ');
  }
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
