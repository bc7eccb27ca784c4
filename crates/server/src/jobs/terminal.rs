//! Text echoed to a terminal from a file the job did not write: control characters shown as
//! escapes, so a hostile cell cannot move the cursor, rewrite earlier lines, change the window's
//! title or hide text (ANSI escape sequences, carriage returns, bidirectional overrides).

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether `c` would act on the terminal instead of being shown.
fn acts(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every control character as `\u{..}`, as Rust's `{:?}` shows it (messages that
/// already quote a cell with `{:?}` read the same); borrowed when there is nothing to escape.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(acts) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if acts(c) {
            let _ = write!(shown, "\\u{{{:x}}}", u32::from(c));
        } else {
            shown.push(c);
        }
    }
    Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn control_characters_are_shown_as_escapes() {
        for (text, shown) in [
            ("plain, accents: Zoé", "plain, accents: Zoé"),
            (
                "\u{1b}[2J\u{1b}]0;owned\u{7}",
                "\\u{1b}[2J\\u{1b}]0;owned\\u{7}",
            ),
            ("ok\rFAKE", "ok\\u{d}FAKE"),
            ("a\nb\tc", "a\\u{a}b\\u{9}c"),
            ("\u{9b}31m", "\\u{9b}31m"),
            ("\u{202e}gnp.exe", "\\u{202e}gnp.exe"),
        ] {
            assert_eq!(printable(text), shown, "{text:?}");
            assert!(!printable(text).chars().any(super::acts), "{text:?}");
        }
    }
}
