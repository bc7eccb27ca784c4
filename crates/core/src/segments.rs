//! One segment of an address, read the one way the routes read it (core's `pages::route`, the
//! app's `web/src/lib/router/segments.ts`, `Lang::split_path`): decoded after the path is cut at
//! its `/`, and a fixed word compared without regard to ASCII letter case.

use std::borrow::Cow;

/// A segment of an address read as a word: its `%XX` escapes decoded (a `%` not followed by two
/// hex digits is itself, as the URL standard reads it); `None` when the bytes are not UTF-8.
pub fn decode_segment(segment: &str) -> Option<Cow<'_, str>> {
    if !segment.contains('%') {
        return Some(Cow::Borrowed(segment));
    }
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        let escaped = bytes
            .get(i + 1..i + 3)
            .and_then(|pair| std::str::from_utf8(pair).ok())
            .filter(|pair| pair.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|pair| u8::from_str_radix(pair, 16).ok());
        match (byte, escaped) {
            (b'%', Some(decoded)) => {
                out.push(decoded);
                i += 3;
            }
            _ => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok().map(Cow::Owned)
}

/// Whether a segment of an address, as written, is the route's fixed `word`: decoded, then
/// compared without regard to ASCII letter case (`Confidentiality`, `confidentiality` and
/// `%63onfidentiality` are one word; a non-ASCII letter is never folded).
pub fn is_word(segment: &str, word: &str) -> bool {
    decode_segment(segment).is_some_and(|decoded| decoded.eq_ignore_ascii_case(word))
}

/// The path without its trailing slashes (`/about/` → `/about`, `//` → `/`).
pub fn trim_trailing_slashes(path: &str) -> &str {
    match path.trim_end_matches('/') {
        "" if path.starts_with('/') => "/",
        trimmed => trimmed,
    }
}
