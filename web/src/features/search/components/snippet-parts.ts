// A search snippet is an escaped HTML fragment whose only tags are <mark> and </mark> around the
// matched words (the search API's contract). It is split here into text parts, each marked or
// not, with its character references decoded, and rendered as React text nodes and <mark>
// elements: nothing in it is ever interpreted as markup, whatever the server sends.
import { decodeEntities } from './plain-text';

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
