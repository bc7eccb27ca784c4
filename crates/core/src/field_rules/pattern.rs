//! The regular expressions of the field rules, written out from the predicates themselves
//! (Unicode white space as `str::trim` sees it, letters as `char::is_alphabetic` sees them), in
//! the syntax JSON Schema (ECMA-262), Python's `re` and Rust's `regex` read alike: no look-around,
//! `[\s\S]` for any character (a `.` skips line breaks in two of them), `[0-9]` for a digit (`\d`
//! is Unicode in two of them), and every anchored pattern ends with white space then `$` (Python's
//! `$` also matches before a final line break, which white space allows anyway).

use std::fmt::Write as _;

/// `char::is_whitespace` (Unicode `White_Space`), which `str::trim` removes.
const WHITE: &str = r"[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]";
/// Anything but white space.
const NOT_WHITE: &str = r"[^\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]";
/// Anything but white space or a control character: the white space below U+0020 and U+0085
/// are controls, U+0020 and U+00A0 join the control ranges.
const VISIBLE: &str =
    r"[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]";

/// `^`, surrounding white space, the value's own pattern, white space, `$`.
fn trimmed(inner: &str) -> String {
    format!("^{WHITE}*{inner}{WHITE}*$")
}

/// Not blank, at most `max` characters once trimmed: from the first to the last character that
/// is not white space.
pub(super) fn text(max: usize) -> String {
    let between = max.saturating_sub(2);
    trimmed(&format!(
        "{NOT_WHITE}(?:[\\s\\S]{{0,{between}}}{NOT_WHITE})?"
    ))
}

/// `validation::rules::required_line`: not blank, once trimmed no control character, line or
/// paragraph separator or invisible formatting character (`rules::breaks_line`,
/// `rules::is_invisible_format`), at most `max` characters once trimmed. The classes are written
/// out character by character, like the names', so astral characters count as one.
pub(super) fn line(max: usize) -> String {
    use crate::chars::{breaks_line, is_invisible_format};
    let between = max.saturating_sub(2);
    let inner = class(|c| !breaks_line(c) && !is_invisible_format(c));
    let end = class(|c| !breaks_line(c) && !is_invisible_format(c) && !c.is_whitespace());
    trimmed(&format!("{end}(?:{inner}{{0,{between}}}{end})?"))
}

/// Contains a character that is not white space (unanchored: JSON Schema patterns search).
pub(super) fn non_blank() -> String {
    NOT_WHITE.to_owned()
}

/// `validation::rules::is_alphabetic_name` on the trimmed value.
pub(super) fn name() -> String {
    let letter = class(char::is_alphabetic);
    let mark = r"[\u0300-\u036F]";
    let letters = format!("{letter}(?:{letter}|{mark})*");
    trimmed(&format!("{letters}(?:[ '\\u2019\\-]{letters})*"))
}

/// `validation::rules::is_email` on the trimmed value, without its length.
pub(super) fn email() -> String {
    let label = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?";
    trimmed(&format!(
        "[A-Za-z0-9!#$%&'*+/=?^_`{{|}}~.\\-]+@{label}(?:\\.{label})+"
    ))
}

/// `validation::rules::is_north_american_phone` on the trimmed value: the separators may stand
/// anywhere between the kept characters.
pub(super) fn north_american_phone() -> String {
    let s = r"[ .()\-]*";
    let d = "[0-9]";
    trimmed(&format!(
        "{s}(?:\\+{s}1{s}|1{s})?[2-9]{s}{d}{s}{d}{s}[2-9](?:{s}{d}){{6}}{s}"
    ))
}

/// `validation::rules::is_digits` on the trimmed value.
pub(super) fn digits(length: usize) -> String {
    trimmed(&format!("[0-9]{{{length}}}"))
}

/// `validation::rules::is_website` on the trimmed value (the path without white space or
/// control characters), or a blank value; without the length.
pub(super) fn website() -> String {
    let alnum = class(char::is_alphanumeric);
    let alnum_or_hyphen = class(|c| c.is_alphanumeric() || c == '-');
    let alpha = class(char::is_alphabetic);
    let label = format!("{alnum}(?:{alnum_or_hyphen}{{0,61}}{alnum})?");
    let scheme = "(?:[Hh][Tt][Tt][Pp][Ss]?://)?";
    trimmed(&format!(
        "(?:{scheme}{label}(?:\\.{label})*\\.{alpha}{{2,63}}(?:[/?#]{VISIBLE}*)?)?"
    ))
}

/// One of `options` (trimmed).
pub fn one_of(options: &[&str]) -> String {
    let alternatives: Vec<String> = options.iter().map(|option| escape(option)).collect();
    trimmed(&format!("(?:{})", alternatives.join("|")))
}

/// `text` with the regex metacharacters escaped.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if "\\.+*?()|[]{}^$".contains(c) {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// A character class of every character `keep` accepts, as ranges of literal characters
/// (escaped where a class gives them a meaning).
fn class(keep: impl Fn(char) -> bool) -> String {
    let mut out = String::from("[");
    let push = |out: &mut String, c: char| {
        if matches!(c, '\\' | ']' | '[' | '^' | '-') {
            out.push('\\');
        }
        if c.is_control() || c.is_whitespace() {
            let _ = write!(out, "\\u{:04X}", u32::from(c));
        } else {
            out.push(c);
        }
    };
    let mut chars = (0..=u32::from(char::MAX))
        .filter_map(char::from_u32)
        .peekable();
    while let Some(start) = chars.next() {
        if !keep(start) {
            continue;
        }
        let mut end = start;
        while let Some(&next) = chars.peek() {
            if keep(next) && u32::from(next) == u32::from(end) + 1 {
                end = next;
                chars.next();
            } else {
                break;
            }
        }
        push(&mut out, start);
        if end != start {
            if u32::from(end) > u32::from(start) + 1 {
                out.push('-');
            }
            push(&mut out, end);
        }
    }
    out.push(']');
    out
}

/// The body of a campaign tag (`validation::is_tag`): letters, digits and its signs, a space
/// only inside.
fn tag_body() -> String {
    let signs = crate::constants::ATTRIBUTION_TAG_SIGNS;
    let edge = class(|c| c.is_alphanumeric() || (c != ' ' && signs.contains(c)));
    let inner = class(|c| c.is_alphanumeric() || signs.contains(c));
    format!("{edge}(?:{inner}*{edge})?")
}

/// A campaign tag, trimmed (its length as sent is the schema's `maxLength`).
pub fn attribution_tag() -> String {
    trimmed(&tag_body())
}

/// A campaign tag or nothing (blank), trimmed: a funnel beacon's source.
pub fn optional_attribution_tag() -> String {
    trimmed(&format!("(?:{})?", tag_body()))
}

/// A host name (`validation::is_host`), trimmed.
pub fn host_name() -> String {
    let label = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?";
    trimmed(&format!("{label}(?:\\.{label})*"))
}

/// An inventory page's address as the inventory spells it (`validation::is_landing_path`),
/// trimmed: each page's route with its parameters as segments of visible ASCII (escapes `%`
/// then 0 to 7 and a hex digit), in English or behind `/fr`.
pub fn landing_path() -> String {
    let plain = class(|c| c.is_ascii_graphic() && !"/?#\"<>`\\%".contains(c));
    let segment = format!("(?:{plain}|%[0-7][0-9A-Fa-f])+");
    let mut routes: Vec<String> = Vec::new();
    for page in crate::pages::PAGES {
        let route: String = page
            .path
            .split('/')
            .filter(|part| !part.is_empty())
            .map(|part| match part {
                "*" => format!("(?:/{segment})*"),
                _ if part.starts_with(':') => format!("/{segment}"),
                _ => format!("/{}", escape(part)),
            })
            .collect();
        if !routes.contains(&route) {
            routes.push(route);
        }
    }
    // The home page is `/` in English and `/fr` in French.
    let others: Vec<&str> = routes
        .iter()
        .map(String::as_str)
        .filter(|r| !r.is_empty())
        .collect();
    trimmed(&format!("(?:/|/fr|(?:/fr)?(?:{}))", others.join("|")))
}

/// An optional whole number as a query string writes it: blank, or digits after an optional
/// sign (trimmed); how large is not limited (the server caps it).
pub fn optional_whole_number() -> String {
    trimmed("(?:[+\\-]?[0-9]+)?")
}

/// Optional free text of a query string: at most `max` characters once trimmed, and no NUL (no
/// address may carry one: the server refuses it before any route).
pub fn optional_text(max: usize) -> String {
    let between = max.saturating_sub(2);
    let visible = NOT_WHITE.replacen("[^", "[^\\u0000", 1);
    trimmed(&format!(
        "(?:{visible}(?:[^\\u0000]{{0,{between}}}{visible})?)?"
    ))
}
