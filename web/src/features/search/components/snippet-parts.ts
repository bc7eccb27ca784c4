// A search snippet is an escaped HTML fragment whose only tags are <mark> and </mark> around the
// matched words (the search API's contract). It is split here into text parts, each marked or
// not, with its character references decoded, and rendered as React text nodes and <mark>
// elements: nothing in it is ever interpreted as markup, whatever the server sends.
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

export interface SnippetPart {
  text: string;
  marked: boolean;
}

const MARK_TAG = /<(\/?)mark>/gi;

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let start = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = parts.at(-1);
    if (last?.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  for (const tag of snippet.matchAll(MARK_TAG)) {
    push(snippet.slice(start, tag.index));
    marked = tag[1] !== '/';
    start = tag.index + tag[0].length;
  }
  push(snippet.slice(start));
  return parts;
}
