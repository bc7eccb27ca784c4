//! The signed tokens of the links in a subscriber's email (DESIGN §11): a purpose (confirm or
//! unsubscribe), the subscription's id and, for confirm, an expiry, signed with HMAC-SHA256 under
//! the site's secret key; URL-safe base64 without padding, so a token is a plain query value.
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

    /// A token for `purpose` on subscription `id`; a confirm token expires [`CONFIRM_LIFETIME`]
    /// after `now`.
    pub fn sign(&self, purpose: Purpose, id: &str, now: OffsetDateTime) -> String {
        let expires = match purpose {
            Purpose::Confirm => (now + CONFIRM_LIFETIME).unix_timestamp().to_string(),
            Purpose::Unsubscribe => String::new(),
        };
        let payload = format!("{}.{id}.{expires}", purpose.tag());
        let signature = self.mac(payload.as_bytes()).finalize().into_bytes();
        format!("{}.{}", B64.encode(payload), B64.encode(signature))
    }

    /// The subscription id a token for `purpose` names, if it is genuine and (at `now`) current.
    pub fn verify(
        &self,
        token: &str,
        purpose: Purpose,
        now: OffsetDateTime,
    ) -> Result<String, TokenError> {
        let (payload, signature) = token.trim().split_once('.').ok_or(TokenError::Invalid)?;
        let payload = B64.decode(payload).map_err(|_| TokenError::Invalid)?;
        let signature = B64.decode(signature).map_err(|_| TokenError::Invalid)?;
        self.mac(&payload)
            .verify_slice(&signature)
            .map_err(|_| TokenError::Invalid)?;
        let payload = String::from_utf8(payload).map_err(|_| TokenError::Invalid)?;
        let mut parts = payload.splitn(3, '.');
        let (Some(tag), Some(id), Some(expires)) = (parts.next(), parts.next(), parts.next())
        else {
            return Err(TokenError::Invalid);
        };
        if tag != purpose.tag() || id.is_empty() {
            return Err(TokenError::Invalid);
        }
        if purpose == Purpose::Confirm {
            let expires: i64 = expires.parse().map_err(|_| TokenError::Invalid)?;
            if now.unix_timestamp() >= expires {
                return Err(TokenError::Expired);
            }
        }
        Ok(id.to_owned())
    }
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

    #[test]
    fn a_token_names_its_subscription_for_its_purpose_only() {
        let token = key(1).sign(Purpose::Confirm, "0193-sub", now());
        assert_eq!(
            key(1).verify(&token, Purpose::Confirm, now()),
            Ok("0193-sub".to_owned())
        );
        assert_eq!(
            key(1).verify(&token, Purpose::Unsubscribe, now()),
            Err(TokenError::Invalid)
        );
        let unsubscribe = key(1).sign(Purpose::Unsubscribe, "0193-sub", now());
        assert_eq!(
            key(1).verify(&unsubscribe, Purpose::Confirm, now()),
            Err(TokenError::Invalid)
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
        let token = key(1).sign(Purpose::Unsubscribe, "0193-sub", now());
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

    #[test]
    fn a_confirm_token_expires_after_seven_days_and_an_unsubscribe_token_never() {
        let confirm = key(1).sign(Purpose::Confirm, "s", now());
        let almost = now() + CONFIRM_LIFETIME - Duration::from_secs(1);
        assert!(key(1).verify(&confirm, Purpose::Confirm, almost).is_ok());
        assert_eq!(
            key(1).verify(&confirm, Purpose::Confirm, now() + CONFIRM_LIFETIME),
            Err(TokenError::Expired)
        );
        let unsubscribe = key(1).sign(Purpose::Unsubscribe, "s", now());
        let years = now() + Duration::from_secs(20 * 365 * 24 * 60 * 60);
        assert!(
            key(1)
                .verify(&unsubscribe, Purpose::Unsubscribe, years)
                .is_ok()
        );
    }

    #[test]
    fn no_email_address_is_in_a_token_and_short_keys_are_refused() {
        let token = key(1).sign(Purpose::Confirm, "0193-sub", now());
        let (payload, _) = token.split_once('.').expect("two parts");
        let payload = String::from_utf8(B64.decode(payload).expect("b64")).expect("utf8");
        assert!(!payload.contains('@'), "{payload}");
        assert!(SigningKey::new(vec![0; MIN_KEY_BYTES - 1]).is_err());
    }
}
