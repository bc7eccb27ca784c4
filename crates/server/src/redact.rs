//! Text from outside the site's own code (a mail server's reply, a database or decoder error) made
//! fit for a log line (docs/decisions/0012-privacy-consent-and-retention.md: no name, email, phone,
//! message or full IP address).
//!
//! Such text is not ours and may quote what a visitor typed: an SMTP server echoes the recipient
//! (`550 5.1.1 <someone@example.ca>: no such user`), a decoder quotes the value it refused
//! (`invalid type: string "..."`, `` invalid value: integer `4165550123` ``). So every quoted
//! value (in double quotes or backticks) becomes `…` (a name in backticks after `field` is the form's, kept: it says where), every
//! word with an `@` becomes `[email]`, and an IP address keeps only its network
//! ([`for_log`]). What remains says what went wrong, which is what an operator needs.

use clap::builder::TypedValueParser;
use clap::error::ErrorKind;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

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

/// The address a log may show: IPv4 without its last byte, IPv6 as its /48, so a log never
/// holds a visitor's full address.
pub fn for_log(address: IpAddr) -> String {
    // An IPv4 client seen through an IPv6 socket is logged as IPv4.
    match address.to_canonical() {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.x")
        }
        IpAddr::V6(v6) => {
            let net = Ipv6Addr::from(u128::from(v6) & !((1u128 << 80) - 1));
            format!("{net}/48")
        }
    }
}

/// A value parser whose errors name the flag but never quote the value, which may hold a
/// password or a secret (clap's own message would quote it).
#[derive(Debug, Clone, Copy)]
pub struct Quiet<T>(pub fn(&str) -> Result<T, String>);

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Quiet<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let flag = arg.map_or_else(String::new, |arg| format!("{arg}: "));
        (self.0)(value.to_str().unwrap_or("")).map_err(|message| {
            clap::Error::raw(ErrorKind::ValueValidation, format!("{flag}{message}\n")).with_cmd(cmd)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{for_log, redact};
    use std::net::IpAddr;

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

    fn ip_of(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    #[test]
    fn logs_never_show_a_full_address() {
        assert_eq!(for_log(ip_of("203.0.113.57")), "203.0.113.x");
        assert_eq!(for_log(ip_of("2001:db8:1:2::1")), "2001:db8:1::/48");
    }
}
