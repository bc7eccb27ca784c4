//! Header values holding what a visitor typed, encoded as a whole (RFC 2047 encoded words,
//! base64, UTF-8).
//!
//! lettre writes a plain ASCII word of a header as it is, so a name typed as
//! `=?utf-8?q?CEO=0D=0ABcc:_x@evil.example?=` would reach the header as an encoded word of the
//! visitor's making, which a mail client decodes into a line break and a header of its own.
//! Text inside an encoded word is never decoded again (RFC 2047, section 6.2), so a value
//! encoded as a whole shows exactly what was typed, whatever it looks like.

use lettre::Address;
use lettre::message::header::{HeaderName, HeaderValue};

/// The longest encoded word (RFC 2047, section 2).
const MAX_ENCODED_WORD: usize = 75;
const PREFIX: &str = "=?utf-8?b?";
const SUFFIX: &str = "?=";

/// `text` as encoded words separated by folding white space (`\r\n `), each at most 75
/// characters and holding whole characters only (a word must decode on its own).
pub fn encoded_words(text: &str) -> String {
    use base64::Engine;
    // 4 base64 characters carry 3 bytes.
    let max_bytes = (MAX_ENCODED_WORD - PREFIX.len() - SUFFIX.len()) / 4 * 3;
    let mut words = Vec::new();
    let mut chunk = String::new();
    for c in text.chars() {
        if chunk.len() + c.len_utf8() > max_bytes {
            words.push(std::mem::take(&mut chunk));
        }
        chunk.push(c);
    }
    if !chunk.is_empty() || words.is_empty() {
        words.push(chunk);
    }
    words
        .iter()
        .map(|word| {
            let encoded = base64::engine::general_purpose::STANDARD.encode(word.as_bytes());
            format!("{PREFIX}{encoded}{SUFFIX}")
        })
        .collect::<Vec<_>>()
        .join("\r\n ")
}

/// A `Subject` encoded as a whole.
pub fn subject(text: &str) -> HeaderValue {
    HeaderValue::dangerous_new_pre_encoded(
        HeaderName::new_from_ascii_str("Subject"),
        text.to_owned(),
        encoded_words(text),
    )
}

/// A `Reply-To` of one mailbox whose display name is encoded as a whole (none when empty).
pub fn reply_to(name: &str, address: &Address) -> HeaderValue {
    let encoded = if name.is_empty() {
        address.to_string()
    } else {
        format!("{} <{address}>", encoded_words(name))
    };
    HeaderValue::dangerous_new_pre_encoded(
        HeaderName::new_from_ascii_str("Reply-To"),
        format!("{name} <{address}>"),
        encoded,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;

    fn decode(encoded: &str) -> String {
        encoded
            .split("\r\n ")
            .map(|word| {
                let inner = word
                    .strip_prefix(PREFIX)
                    .and_then(|w| w.strip_suffix(SUFFIX))
                    .expect("an encoded word");
                let bytes = base64::engine::general_purpose::STANDARD
                    .decode(inner)
                    .expect("base64");
                String::from_utf8(bytes).expect("whole characters in each word")
            })
            .collect()
    }

    #[test]
    fn a_visitors_encoded_word_is_encoded_again_and_reads_as_typed() {
        let typed = "=?utf-8?q?CEO=0D=0ABcc:_x@evil.example?=";
        let encoded = encoded_words(typed);
        assert!(!encoded.contains("?q?"), "{encoded}");
        assert!(!encoded.contains("Bcc"), "{encoded}");
        assert_eq!(decode(&encoded), typed);
    }

    #[test]
    fn long_text_is_folded_into_words_of_whole_characters() {
        let typed = "Élodie Côté-Gagnon 🇨🇦 ".repeat(12);
        let encoded = encoded_words(&typed);
        for word in encoded.split("\r\n ") {
            assert!(word.len() <= MAX_ENCODED_WORD, "{word}");
            assert!(word.is_ascii());
        }
        assert_eq!(decode(&encoded), typed);
        assert_eq!(decode(&encoded_words("")), "");
    }
}
