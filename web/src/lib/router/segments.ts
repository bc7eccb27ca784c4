// How the router reads an address's segments, as core's `pages::route` does (one matcher's rules,
// pinned by tests/vectors/routes.json: ARCHITECTURE.md#4-invariants): a segment's `%XX` escapes are
// decoded after the path is cut at its `/` (so an escaped `/` never separates segments), a `%`
// without two hex digits is itself (the URL standard's reading), and a segment whose bytes are not
// UTF-8 reads as nothing; a fixed word matches without regard to ASCII letter case only (core's
// `eq_ignore_ascii_case`).

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;

/** A segment as written, decoded (`caf%C3%A9` → `café`, `100%` → `100%`); null when not UTF-8. */
export function decodeSegment(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  const bytes: number[] = [];
  let literal = '';
  const flush = () => {
    bytes.push(...encoder.encode(literal));
    literal = '';
  };
  for (let i = 0; i < segment.length; ) {
    const pair = segment.slice(i + 1, i + 3);
    if (segment[i] === '%' && HEX_PAIR.test(pair)) {
      flush();
      bytes.push(parseInt(pair, 16));
      i += 3;
    } else {
      literal += segment.charAt(i);
      i += 1;
    }
  }
  flush();
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/** ASCII letters in lower case, every other character as it is (`İ` and `K` U+212A stay). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Whether a segment as written is the fixed `word`: decoded, then compared without regard to ASCII case. */
export function isWord(segment: string, word: string): boolean {
  const decoded = decodeSegment(segment);
  return decoded !== null && asciiLower(decoded) === asciiLower(word);
}

/** The path without its trailing slashes (`/about/` → `/about`, `//` → `/`). */
export function trimTrailingSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' && path.startsWith('/') ? '/' : trimmed;
}
