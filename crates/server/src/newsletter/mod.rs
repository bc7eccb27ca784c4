//! Newsletter double opt-in and withdrawal (docs/decisions/0013-newsletter-double-opt-in.md): the
//! signed [`token`]s of the links in a subscriber's email, the key they are signed with, and the
//! absolute [`Links`] themselves. A request's decisions are [`subscribe`]'s, over storage's queries
//! (`site_store::subscribers`), which hold the rest of a subscription's state machine; the routes
//! are `http::newsletter` (JSON) and `ssr::email_link` (the pages the links open, without
//! JavaScript).

mod subscribe;
pub mod token;

pub use subscribe::{CONFIRMATION_INTERVAL, SubscribeOutcome, Visit, pending_answer, subscribe};

use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use site_core::i18n::{Lang, Message};
use site_store::{Db, StorageError, secrets};
use time::OffsetDateTime;
use token::{Purpose, SigningKey};

/// The name of the generated key in `site_secrets`.
const KEY_NAME: &str = "newsletter_link_key";

/// The key to sign links with: `given` (`--secret-key`), or the one kept in the database, which
/// the first instance to start generates (32 random bytes from the operating system).
pub async fn signing_key(db: &Db, given: Option<&SigningKey>) -> Result<SigningKey, String> {
    if let Some(key) = given {
        return Ok(key.clone());
    }
    let mut candidate = [0_u8; 32];
    getrandom::getrandom(&mut candidate)
        .map_err(|error| format!("cannot generate a secret key: {error}"))?;
    let stored = secrets::insert_if_absent_then_read(db, KEY_NAME, &BASE64.encode(candidate))
        .await
        .map_err(|error: StorageError| format!("cannot read the stored secret key: {error}"))?;
    let bytes = BASE64
        .decode(stored.trim())
        .map_err(|_| "the stored secret key is not base64".to_owned())?;
    SigningKey::new(bytes)
}

/// The absolute addresses of the links in a subscriber's email, each opening its page in the
/// subscriber's language (`/fr/newsletter/confirm?token=` for a French subscriber). A token is
/// the same whatever the language: either page accepts it.
#[derive(Debug, Clone)]
pub struct Links {
    pub key: SigningKey,
    /// The public origin, without a trailing slash.
    pub public_url: String,
}

impl Links {
    /// The confirm link of subscription `id`'s request `request` (it confirms that request only).
    pub fn confirm_url(&self, id: &str, request: &str, now: OffsetDateTime, lang: Lang) -> String {
        format!(
            "{}{}?token={}",
            self.public_url,
            lang.path(site_core::pages::NEWSLETTER_CONFIRM.path),
            self.key.sign(Purpose::Confirm, id, request, now)
        )
    }

    pub fn unsubscribe_url(&self, id: &str, now: OffsetDateTime, lang: Lang) -> String {
        format!(
            "{}{}?token={}",
            self.public_url,
            lang.path(site_core::pages::NEWSLETTER_UNSUBSCRIBE.path),
            self.key.sign(Purpose::Unsubscribe, id, "", now)
        )
    }

    /// The privacy policy in `lang` (a lead's acknowledgement links to it).
    pub fn privacy_url(&self, lang: Lang) -> String {
        format!(
            "{}{}",
            self.public_url,
            lang.path(site_core::pages::PRIVACY_POLICY.path)
        )
    }
}

/// Follows a confirm link's token (only ever on a person's POST, never on opening the link):
/// `Ok(())` confirmed (now or before), or the message saying why not (core's words: invalid,
/// expired, replaced by a newer request, withdrawn since).
pub async fn confirm(
    db: &Db,
    key: &SigningKey,
    token: &str,
) -> Result<Result<(), Message>, StorageError> {
    use site_core::messages::{
        CONFIRM_LINK_EXPIRED, EMAIL_LINK_INVALID, SUBSCRIPTION_WAS_WITHDRAWN,
    };
    use site_store::subscribers::{self, ConfirmOutcome};
    let named = match key.verify(token, Purpose::Confirm, OffsetDateTime::now_utc()) {
        Ok(named) => named,
        Err(token::TokenError::Invalid) => return Ok(Err(EMAIL_LINK_INVALID)),
        Err(token::TokenError::Expired) => return Ok(Err(CONFIRM_LINK_EXPIRED)),
    };
    Ok(
        match subscribers::confirm(db, &named.id, &named.event).await? {
            ConfirmOutcome::Confirmed => Ok(()),
            ConfirmOutcome::Withdrawn => Err(SUBSCRIPTION_WAS_WITHDRAWN),
            // A newer request's email carries the link that works now.
            ConfirmOutcome::Superseded => Err(CONFIRM_LINK_EXPIRED),
            // Erased since: the link no longer leads anywhere.
            ConfirmOutcome::Unknown => Err(EMAIL_LINK_INVALID),
        },
    )
}

/// Whether `token` is a genuine confirm token, not expired (the page shows its button only then;
/// whether it still confirms anything is known only when the button is pressed).
pub fn confirm_token_is_current(key: &SigningKey, token: &str) -> Result<(), token::TokenError> {
    key.verify(token, Purpose::Confirm, OffsetDateTime::now_utc())
        .map(drop)
}

/// Whether `token` is a genuine unsubscribe token (the page shows its button only then).
pub fn unsubscribe_token_is_valid(key: &SigningKey, token: &str) -> bool {
    key.verify(token, Purpose::Unsubscribe, OffsetDateTime::now_utc())
        .is_ok()
}

/// Follows an unsubscribe link's token: withdraws every subscription of its address (idempotent),
/// or says why not: the link is invalid, or its subscription is no longer stored (erased by
/// `people erase`, or purged). The latter withdraws nothing: the address may have subscribed
/// again since, and that newer consent is not this link's to withdraw, so the answer must not
/// say it was.
pub async fn unsubscribe(
    db: &Db,
    key: &SigningKey,
    token: &str,
) -> Result<Result<(), Message>, StorageError> {
    let Ok(named) = key.verify(token, Purpose::Unsubscribe, OffsetDateTime::now_utc()) else {
        return Ok(Err(site_core::messages::EMAIL_LINK_INVALID));
    };
    Ok(if site_store::subscribers::withdraw(db, &named.id).await? {
        Ok(())
    } else {
        Err(site_core::messages::UNSUBSCRIBE_SUBSCRIPTION_GONE)
    })
}
