//! Text from outside the site's own code (a mail server's reply, a database or decoder error)
//! made fit for a log line (DESIGN §11: no name, email, phone, message or full IP address).
//!
//! Such text is not ours and may quote what a visitor typed: an SMTP server echoes the recipient
//! (`550 5.1.1 <someone@example.ca>: no such user`), a decoder quotes the value it refused
//! (`invalid type: string "..."`, `` invalid value: integer `4165550123` ``). So every quoted
//! value (in double quotes or backticks) becomes `…` (a name in backticks after `field` is the form's, kept: it says where), every
//! word with an `@` becomes `[email]`, and an IP address keeps only its network
//! ([`for_log`]). What remains says what went wrong, which is what an operator needs.

use crate::http::client_addr::for_log;
use std::net::{IpAddr, SocketAddr};

/// `text` without quoted values, email addresses or full IP addresses.
pub fn redact(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(['"', '`']) {
        let quote = rest[start..].chars().next().unwrap_or('"');
        let Some(length) = rest[start + 1..].find(quote) else {
            // Unclosed: what follows may be the value, cut short.
            out.push_str(&words(&rest[..start]));
            out.push(quote);
            out.push('…');
            return out;
        };
        let (before, quoted) = (&rest[..start], &rest[start + 1..start + 1 + length]);
        out.push_str(&words(before));
        out.push(quote);
        let is_field_name = quote == '`'
            && before.ends_with("field ")
            && quoted
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
        out.push_str(if is_field_name { quoted } else { "…" });
        out.push(quote);
        rest = &rest[start + 2 + length..];
    }
    out.push_str(&words(rest));
    out
}

/// `text` (no quotes in it) with each word that is an address masked.
fn words(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars() {
        if c.is_whitespace() || matches!(c, '<' | '>' | '(' | ')' | ',' | ';' | '[' | ']' | '=') {
            out.push_str(&mask(&word));
            word.clear();
            out.push(c);
        } else {
            word.push(c);
        }
    }
    out.push_str(&mask(&word));
    out
}

fn mask(word: &str) -> String {
    if word.contains('@') {
        return "[email]".to_owned();
    }
    let bare = word.trim_end_matches(['.', ':']);
    if let Ok(ip) = bare.parse::<IpAddr>() {
        return for_log(ip);
    }
    if let Ok(socket) = bare.parse::<SocketAddr>() {
        return for_log(socket.ip());
    }
    word.to_owned()
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn quoted_values_addresses_and_ips_are_masked() {
        for (text, shown) in [
            (
                "permanent error (550): 5.1.1 <zqx.marker@example.ca>: mailbox unavailable",
                "permanent error (550): 5.1.1 <[email]>: mailbox unavailable",
            ),
            (
                "RCPT TO:zqx.marker@example.ca refused",
                "RCPT [email] refused",
            ),
            (
                "invalid type: string \"Zqxmarker\", expected a boolean at line 1 column 9",
                "invalid type: string \"…\", expected a boolean at line 1 column 9",
            ),
            (
                "invalid type: integer `4165550123`, expected a string",
                "invalid type: integer `…`, expected a string",
            ),
            (
                "missing field `email` at line 1 column 2",
                "missing field `email` at line 1 column 2",
            ),
            (
                "connection to 203.0.113.77:587 refused",
                "connection to 203.0.113.x refused",
            ),
            ("from 2001:db8:1:2::1.", "from 2001:db8:1::/48"),
            ("an unclosed \"Zqxmarker at", "an unclosed \"…"),
            (
                "database error: UNIQUE constraint failed",
                "database error: UNIQUE constraint failed",
            ),
        ] {
            assert_eq!(redact(text), shown, "{text}");
        }
    }
}
