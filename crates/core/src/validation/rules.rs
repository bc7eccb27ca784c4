//! The checks behind the chains: pure predicates on one value, written by hand (no `regex`:
//! it would add hundreds of KB to the wasm module), plus small combinators that turn them into
//! verdicts with the form's own message.

use super::chain::Verdict;
use crate::constants::EMAIL_MAX_CHARS;
use crate::i18n::Code;

/// The value to check: trimmed, and `None` when missing, `null` or whitespace-only.
pub fn present(value: &Option<String>) -> Option<&str> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|text| !text.is_empty())
}

/// Length in characters (Unicode scalar values), the unit of every maximum.
pub fn char_count(text: &str) -> usize {
    text.chars().count()
}

/// WHATWG "valid e-mail address" (what `<input type=email>` accepts), with at least one dot in
/// the domain and at most 254 characters.
#[allow(
    clippy::manual_pattern_char_comparison,
    reason = "closures keep the char searcher (and its panic formatting) out of the wasm module"
)]
pub fn is_email(text: &str) -> bool {
    if text.len() > EMAIL_MAX_CHARS {
        return false;
    }
    // Closures, not `'@'` and `'.'`: the char searcher's panic path links number formatting into
    // the wasm module (see `is_website`).
    let Some((local, domain)) = text.split_once(|c| c == '@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~.-".contains(&b));
    let labels_ok = domain.split(|c| c == '.').all(|label| {
        (1..=63).contains(&label.len())
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    });
    // A byte search, not `contains('.')`: that one's searcher links panic formatting into the
    // wasm module (see `is_website`).
    local_ok && labels_ok && domain.bytes().any(|b| b == b'.')
}

/// A person's name made of Unicode letters, with single spaces, hyphens or apostrophes (straight
/// or typographic) between letters. Combining accents may follow a letter (decomposed input).
pub fn is_alphabetic_name(text: &str) -> bool {
    let mut after_letter = false;
    for c in text.chars() {
        after_letter = if c.is_alphabetic() || (after_letter && is_combining_mark(c)) {
            true
        } else if after_letter && matches!(c, ' ' | '-' | '\'' | '\u{2019}') {
            false
        } else {
            return false;
        };
    }
    after_letter
}

fn is_combining_mark(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036F}')
}

/// Whether the text holds no control character (Unicode `Cc`: U+0000 to U+001F, U+007F to
/// U+009F; line breaks and tabs among them) and no line or paragraph separator (U+2028,
/// U+2029): what a single-line field must be once trimmed.
pub fn is_single_line(text: &str) -> bool {
    !text.chars().any(breaks_line)
}

pub use crate::chars::{breaks_line, is_invisible_format};

/// A North American number: 10 digits once spaces, dashes, dots and parentheses are removed and
/// an optional leading `+1` or `1` is dropped; area code and exchange start with 2 to 9.
pub fn is_north_american_phone(text: &str) -> bool {
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '.' | '(' | ')'))
        .collect();
    let number = kept
        .strip_prefix("+1")
        .or_else(|| kept.strip_prefix('1'))
        .unwrap_or(&kept);
    let digits = number.as_bytes();
    digits.len() == 10
        && digits.iter().all(u8::is_ascii_digit)
        && digits.first().is_some_and(|&d| d >= b'2')
        && digits.get(3).is_some_and(|&d| d >= b'2')
}

/// Exactly `length` characters, each an ASCII digit.
pub fn is_digits(text: &str, length: usize) -> bool {
    text.len() == length && text.bytes().all(|b| b.is_ascii_digit())
}

/// A domain name of at least two labels (letters, digits, inner hyphens, 1 to 63 characters;
/// the last alphabetic, 2 or more), optionally after `http://` or `https://` and before a path,
/// query or fragment without white space or control characters.
#[allow(
    clippy::manual_pattern_char_comparison,
    reason = "closures keep the char searcher (and its panic formatting) out of the wasm module"
)]
pub fn is_website(text: &str) -> bool {
    // Checked slicing only (`get`, `split_at_checked`) although these bounds always hold: the
    // panicking forms link the panic message's formatting (2 KB) into the wasm module.
    let without_prefix = |prefix: &str| {
        text.get(..prefix.len())
            .filter(|head| head.eq_ignore_ascii_case(prefix))
            .and_then(|_| text.get(prefix.len()..))
    };
    let rest = without_prefix("https://")
        .or_else(|| without_prefix("http://"))
        .unwrap_or(text);
    let (host, tail) = rest
        .find(['/', '?', '#'])
        .and_then(|end| rest.split_at_checked(end))
        .unwrap_or((rest, ""));
    if tail.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let labels: Vec<&str> = host.split(|c| c == '.').collect();
    let top = labels.last().copied().unwrap_or_default();
    labels.len() >= 2
        && labels.iter().all(|label| {
            (1..=63).contains(&char_count(label))
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        })
        && char_count(top) >= 2
        && top.chars().all(char::is_alphabetic)
}

/// Whether the value is one of the labels of an option list.
pub fn is_option(text: &str, options: &[&str]) -> bool {
    options.contains(&text)
}

/// Whether two email entries are the same address as typed (ASCII case is ignored).
pub fn same_email(email: &Option<String>, confirm: &Option<String>) -> bool {
    let email = present(email).unwrap_or_default();
    let confirm = present(confirm).unwrap_or_default();
    email.eq_ignore_ascii_case(confirm)
}

// ---- Combinators used by the chains --------------------------------------------------------

/// The trimmed value, or the form's "empty" message.
pub(crate) fn required(value: &Option<String>, empty: Code) -> Result<&str, Code> {
    present(value).ok_or(empty)
}

/// At most `max` characters, else the field's "too long" message.
pub(crate) fn at_most(text: &str, max: usize, too_long: Code) -> Verdict {
    if char_count(text) <= max {
        Ok(())
    } else {
        Err(too_long)
    }
}

/// At most `max` characters as sent, surrounding white space included (what a form field's
/// `maxlength` allows): the limit of names, emails and websites, whose syntax a pattern checks,
/// so that the API document's `maxLength` states it exactly.
pub(crate) fn within_as_sent(value: &Option<String>, max: usize) -> bool {
    value.as_deref().is_none_or(|text| char_count(text) <= max)
}

/// Present, at most `max` characters.
pub(crate) fn required_text(
    value: &Option<String>,
    empty: Code,
    max: usize,
    too_long: Code,
) -> Verdict {
    at_most(required(value, empty)?, max, too_long)
}

/// Present, on one line (no control character once trimmed), at most `max` characters: the
/// single-line free text fields (names, subjects, cities, addresses...).
pub(crate) fn required_line(
    value: &Option<String>,
    empty: Code,
    max: usize,
    too_long: Code,
) -> Verdict {
    let text = required(value, empty)?;
    one_line(text)?;
    at_most(text, max, too_long)
}

/// The single-line rule's verdict on a trimmed value: one line, then nothing invisible.
pub(crate) fn one_line(text: &str) -> Verdict {
    ensure(is_single_line(text), crate::messages::codes::SINGLE_LINE)?;
    ensure(
        !text.chars().any(is_invisible_format),
        crate::messages::codes::INVISIBLE_FORMATTING,
    )
}

/// `Ok` when the predicate holds, else the message.
pub(crate) fn ensure(holds: bool, message: Code) -> Verdict {
    if holds { Ok(()) } else { Err(message) }
}

/// One of the options; a missing value and one outside the list get the same message.
pub(crate) fn chosen(value: &Option<String>, options: &[&str], message: Code) -> Verdict {
    ensure(
        present(value).is_some_and(|text| is_option(text, options)),
        message,
    )
}
