//! The signed tokens of the links in a subscriber's email
//! (docs/decisions/0013-newsletter-double-opt-in.md): a purpose (confirm or unsubscribe), the
//! subscription's id and, for confirm, an expiry and the subscription request it answers (one
//! consent event: a link confirms the request it was mailed for, never a later one), signed with
//! HMAC-SHA256 under the site's secret key; URL-safe base64 without padding, so a token is a plain
//! query value.
//!
//! No email address is in a token (a link forwarded or logged by a mail system says nothing about
//! who it was for). Unsubscribe tokens never expire: CASL wants the link in every message to keep
//! working. The signature is checked in constant time (`Mac::verify_slice`).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::time::Duration;
use time::OffsetDateTime;

/// How long a confirmation link works.
pub const CONFIRM_LIFETIME: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// The shortest secret key accepted (bytes): HMAC-SHA256's own output size.
pub const MIN_KEY_BYTES: usize = 32;

/// What a link does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Confirm,
    Unsubscribe,
}

impl Purpose {
    const fn tag(self) -> &'static str {
        match self {
            Purpose::Confirm => "c",
            Purpose::Unsubscribe => "u",
        }
    }
}

/// Why a token is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenError {
    /// Not a token of ours, altered, signed with another key, or for another purpose.
    Invalid,
    /// Genuine, but past its expiry.
    Expired,
}

/// The key tokens are signed with (`--secret-key`, or the one generated and stored).
#[derive(Clone)]
pub struct SigningKey(Vec<u8>);

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SigningKey(..)")
    }
}

impl SigningKey {
    /// A key of at least [`MIN_KEY_BYTES`] bytes.
    pub fn new(bytes: Vec<u8>) -> Result<Self, String> {
        if bytes.len() < MIN_KEY_BYTES {
            return Err(format!(
                "the secret key must be at least {MIN_KEY_BYTES} bytes long (got {}); \
                 generate one with `openssl rand -base64 32`",
                bytes.len()
            ));
        }
        Ok(Self(bytes))
    }

    fn mac(&self, payload: &[u8]) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(payload);
        mac
    }

    /// The id of the person with the address `email_key` (trimmed, lower-cased;
    /// docs/operating.md#answering-leads): the HMAC of the address under this key, hex, so it
    /// is the same for the same address on this site, reveals nothing of it, and differs from
    /// site to site. The `person.` prefix keeps it apart from every token's payload.
    pub fn person_id(&self, email_key: &str) -> String {
        let digest = self
            .mac(format!("person.{email_key}").as_bytes())
            .finalize()
            .into_bytes();
        digest.iter().map(|byte| format!("{byte:02x}")).collect()
    }

    /// A token for `purpose` on subscription `id` and its request `event` (empty for
    /// unsubscribe, which stops the address whatever was asked); a confirm token expires
    /// [`CONFIRM_LIFETIME`] after `now`. `id` and `event` hold no `.`.
    pub fn sign(&self, purpose: Purpose, id: &str, event: &str, now: OffsetDateTime) -> String {
        debug_assert!(!id.contains('.') && !event.contains('.'));
        let expires = match purpose {
            Purpose::Confirm => (now + CONFIRM_LIFETIME).unix_timestamp().to_string(),
            Purpose::Unsubscribe => String::new(),
        };
        // Without a request the payload keeps its first shape, so unsubscribe links already
        // sent (which must keep working: CASL) and new ones are alike.
        let payload = match event {
            "" => format!("{}.{id}.{expires}", purpose.tag()),
            event => format!("{}.{id}.{expires}.{event}", purpose.tag()),
        };
        let signature = self.mac(payload.as_bytes()).finalize().into_bytes();
        format!("{}.{}", B64.encode(payload), B64.encode(signature))
    }

    /// What a token for `purpose` names, if it is genuine and (at `now`) current. A confirm token
    /// names a request; one signed before requests were named (three parts) is invalid.
    pub fn verify(
        &self,
        token: &str,
        purpose: Purpose,
        now: OffsetDateTime,
    ) -> Result<Named, TokenError> {
        let (payload, signature) = token.trim().split_once('.').ok_or(TokenError::Invalid)?;
        let payload = B64.decode(payload).map_err(|_| TokenError::Invalid)?;
        let signature = B64.decode(signature).map_err(|_| TokenError::Invalid)?;
        self.mac(&payload)
            .verify_slice(&signature)
            .map_err(|_| TokenError::Invalid)?;
        let payload = String::from_utf8(payload).map_err(|_| TokenError::Invalid)?;
        let mut parts = payload.splitn(4, '.');
        let (Some(tag), Some(id), Some(expires)) = (parts.next(), parts.next(), parts.next())
        else {
            return Err(TokenError::Invalid);
        };
        let event = parts.next().unwrap_or_default();
        if tag != purpose.tag()
            || id.is_empty()
            || (purpose == Purpose::Confirm && event.is_empty())
        {
            return Err(TokenError::Invalid);
        }
        if purpose == Purpose::Confirm {
            let expires: i64 = expires.parse().map_err(|_| TokenError::Invalid)?;
            if now.unix_timestamp() >= expires {
                return Err(TokenError::Expired);
            }
        }
        Ok(Named {
            id: id.to_owned(),
            event: event.to_owned(),
        })
    }
}

/// What a genuine token names: a subscription, and for confirm the request it was mailed for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub id: String,
    /// The request's id (empty in an unsubscribe token).
    pub event: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> SigningKey {
        SigningKey::new(vec![byte; 32]).expect("key")
    }

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).expect("time")
    }

    fn named(id: &str, event: &str) -> Result<Named, TokenError> {
        Ok(Named {
            id: id.to_owned(),
            event: event.to_owned(),
        })
    }

    #[test]
    fn a_token_names_its_subscription_for_its_purpose_only() {
        let token = key(1).sign(Purpose::Confirm, "0193-sub", "req-1", now());
        assert_eq!(
            key(1).verify(&token, Purpose::Confirm, now()),
            named("0193-sub", "req-1")
        );
        assert_eq!(
            key(1).verify(&token, Purpose::Unsubscribe, now()),
            Err(TokenError::Invalid)
        );
        let unsubscribe = key(1).sign(Purpose::Unsubscribe, "0193-sub", "", now());
        assert_eq!(
            key(1).verify(&unsubscribe, Purpose::Confirm, now()),
            Err(TokenError::Invalid)
        );
        assert_eq!(
            key(1).verify(&unsubscribe, Purpose::Unsubscribe, now()),
            named("0193-sub", "")
        );
        assert!(
            token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)),
            "{token}"
        );
    }

    #[test]
    fn another_key_or_any_altered_character_is_refused() {
        let token = key(1).sign(Purpose::Unsubscribe, "0193-sub", "", now());
        assert_eq!(
            key(2).verify(&token, Purpose::Unsubscribe, now()),
            Err(TokenError::Invalid)
        );
        for at in 0..token.len() {
            let mut bytes = token.clone().into_bytes();
            bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
            let altered = String::from_utf8(bytes).expect("ascii");
            if altered != token {
                assert_eq!(
                    key(1).verify(&altered, Purpose::Unsubscribe, now()),
                    Err(TokenError::Invalid),
                    "{altered}"
                );
            }
        }
        for junk in ["", ".", "abc", "a.b.c", &token[..token.len() - 2]] {
            assert_eq!(
                key(1).verify(junk, Purpose::Unsubscribe, now()),
                Err(TokenError::Invalid)
            );
        }
    }

    /// A genuine payload with an empty or shortened signature: a check that compared only the
    /// bytes it was given (a truncated MAC) or skipped an empty one would let anyone who saw a
    /// payload forge its link.
    #[test]
    fn a_genuine_payload_with_an_empty_or_short_signature_is_refused() {
        let token = key(1).sign(Purpose::Unsubscribe, "0193-sub", "", now());
        let (payload, signature) = token.split_once('.').expect("payload.signature");
        let raw = B64.decode(signature).expect("base64");
        let mut forged = vec![format!("{payload}."), payload.to_owned()];
        for keep in [1, 4, 16, raw.len() - 1] {
            forged.push(format!("{payload}.{}", B64.encode(&raw[..keep])));
        }
        for forged in forged {
            assert_eq!(
                key(1).verify(&forged, Purpose::Unsubscribe, now()),
                Err(TokenError::Invalid),
                "{forged}"
            );
        }
        assert!(key(1).verify(&token, Purpose::Unsubscribe, now()).is_ok());
    }

    #[test]
    fn a_confirm_token_expires_after_seven_days_and_an_unsubscribe_token_never() {
        let confirm = key(1).sign(Purpose::Confirm, "s", "r", now());
        let almost = now() + CONFIRM_LIFETIME - Duration::from_secs(1);
        assert!(key(1).verify(&confirm, Purpose::Confirm, almost).is_ok());
        assert_eq!(
            key(1).verify(&confirm, Purpose::Confirm, now() + CONFIRM_LIFETIME),
            Err(TokenError::Expired)
        );
        let unsubscribe = key(1).sign(Purpose::Unsubscribe, "s", "", now());
        let years = now() + Duration::from_secs(20 * 365 * 24 * 60 * 60);
        assert!(
            key(1)
                .verify(&unsubscribe, Purpose::Unsubscribe, years)
                .is_ok()
        );
    }

    #[test]
    fn no_email_address_is_in_a_token_and_short_keys_are_refused() {
        let token = key(1).sign(Purpose::Confirm, "0193-sub", "req-1", now());
        let (payload, _) = token.split_once('.').expect("two parts");
        let payload = String::from_utf8(B64.decode(payload).expect("b64")).expect("utf8");
        assert!(!payload.contains('@'), "{payload}");
        assert!(SigningKey::new(vec![0; MIN_KEY_BYTES - 1]).is_err());
    }

    #[test]
    fn a_confirm_token_without_its_request_is_refused() {
        // The shape of the tokens signed before a link named its request: `c.id.expires`.
        let expires = (now() + CONFIRM_LIFETIME).unix_timestamp();
        let payload = format!("c.0193-sub.{expires}");
        let signature = key(1).mac(payload.as_bytes()).finalize().into_bytes();
        let old = format!("{}.{}", B64.encode(&payload), B64.encode(signature));
        assert_eq!(
            key(1).verify(&old, Purpose::Confirm, now()),
            Err(TokenError::Invalid)
        );
    }
}
