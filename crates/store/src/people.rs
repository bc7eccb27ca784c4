//! What is held about one email address, and erasing it (`server people export|erase`).
//!
//! An address is matched as the site compares them: trimmed and lower-cased (a subscription's
//! `email_key`; a lead's payload `email`, every lead form has one). Both jobs read inside one
//! write transaction, so an erase deletes exactly what it counted and a dry run (rolled back)
//! counts exactly what a real one would delete.

use super::idempotency::IdempotencyKey;
use super::sql::sql;
use super::{Db, StorageError, Tx, now_utc};
use site_core::lead_forms::FormKind;

/// The payload field every lead form stores the visitor's address in.
pub const EMAIL_FIELD: &str = "email";

/// An address as the site compares them.
pub fn address_key(email: &str) -> String {
    email.trim().to_lowercase()
}

/// A stored lead of the address (a row of `leads_of`'s query).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct HeldLead {
    pub id: String,
    pub form: String,
    /// The request as JSON, as stored.
    pub payload: String,
    pub created_at: String,
    pub consent_text: Option<String>,
    pub consent_at: Option<String>,
    /// `en` or `fr`: the language of the page the lead was sent from.
    pub lang: String,
    /// The visit's attribution as JSON (docs/operating.md#attribution-and-funnel), if it was sent.
    pub attribution: Option<String>,
}

/// A subscription of the address (`None` in a column a row written before double opt-in left
/// empty).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct HeldSubscription {
    pub newsletter_id: String,
    pub email: String,
    /// Also the time of consent (the subscription is the consent).
    pub created_at: String,
    pub consent_text: String,
    pub id: Option<String>,
    pub status: Option<String>,
    pub confirmed_at: Option<String>,
    pub withdrawn_at: Option<String>,
    /// When the visitor agreed to `consent_text`: the request whose link confirmed it (a pending
    /// subscription: its first request).
    pub consent_at: Option<String>,
    pub confirmation_sent_at: Option<String>,
    /// `en` or `fr`: the language its emails are written in.
    pub lang: String,
    /// The request waiting for its confirmation link to be followed (none once withdrawn), and
    /// what following it would record.
    pub request_at: Option<String>,
    pub request_consent_text: Option<String>,
    pub request_lang: Option<String>,
    /// The visit's attribution of its first request as JSON (docs/operating.md#attribution-and-funnel), if it was sent.
    pub attribution: Option<String>,
}

/// An outbox message about one of the address's leads or subscriptions. Its stored notice is a
/// copy of that lead's payload, so it is not repeated in an export.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct HeldMessage {
    pub id: String,
    pub kind: String,
    pub status: String,
    pub attempts: i64,
    /// The lead's (or subscription's) id.
    #[sqlx(rename = "lead_id")]
    pub about: String,
    pub created_at: String,
    pub sent_at: Option<String>,
}

/// Everything held about an address.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Held {
    pub leads: Vec<HeldLead>,
    pub subscriptions: Vec<HeldSubscription>,
    pub messages: Vec<HeldMessage>,
}

impl Held {
    pub fn is_empty(&self) -> bool {
        self.leads.is_empty() && self.subscriptions.is_empty() && self.messages.is_empty()
    }

    /// The ids outbox messages are about: the leads' and the subscriptions'.
    fn subject_ids(&self) -> impl Iterator<Item = &str> {
        self.leads.iter().map(|lead| lead.id.as_str()).chain(
            self.subscriptions
                .iter()
                .filter_map(|subscription| subscription.id.as_deref()),
        )
    }
}

/// What an erase deleted (or, in a dry run, would delete).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Erased {
    /// The ids of the outbox messages deleted (their `.eml` files, if any, go too).
    pub message_ids: Vec<String>,
    pub leads: u64,
    pub subscriptions: u64,
    pub outbox_messages: u64,
    /// Idempotency claims whose stored first answer names an erased lead, or whose fingerprint is
    /// that of a body subscribing the address.
    pub idempotency_claims: u64,
    /// Why SQLite's write-ahead log still holds copies of the erased rows, when it could not be
    /// truncated after the commit ([`super::wal`]); the erasure itself stands.
    pub log_kept: Option<String>,
}

/// Everything held about `email` (read in a transaction that is rolled back).
pub async fn find(db: &Db, email: &str) -> Result<Held, StorageError> {
    let mut tx = db.begin().await?;
    let held = held(&mut tx, &address_key(email)).await?;
    tx.rollback().await?;
    Ok(held)
}

/// Deletes every lead, subscription and outbox message of `email`, and the idempotency claims
/// about them, in ONE transaction, with an erasure record (`erasures`, no personal data);
/// with `commit` false (a dry run) everything is rolled back and the counts are exact. The
/// record's id, when committed. Ends with SQLite's write-ahead log truncated ([`super::wal`]).
pub async fn erase(
    db: &Db,
    email: &str,
    commit: bool,
) -> Result<(Erased, Option<String>), StorageError> {
    let mut tx = db.begin().await?;
    let key = address_key(email);
    // No subscription of the address can be added between the read below and the deletes.
    super::subscribers::lock_address(&mut tx, &key).await?;
    let held = held(&mut tx, &key).await?;
    let mut erased = Erased {
        message_ids: held.messages.iter().map(|m| m.id.clone()).collect(),
        ..Erased::default()
    };
    for id in held.subject_ids() {
        erased.outbox_messages += tx
            .execute(sql("DELETE FROM outbox WHERE lead_id = $1").bind(id))
            .await?;
    }
    for lead in &held.leads {
        erased.leads += tx
            .execute(sql("DELETE FROM leads WHERE id = $1").bind(&lead.id))
            .await?;
        // A first answer is `{"data":{"id":"<lead id>"}}`: the claim is all that would still tie
        // a key to the erased lead.
        erased.idempotency_claims += tx
            .execute(
                sql("DELETE FROM idempotency WHERE body LIKE $1")
                    .bind(format!("%\"{}\"%", lead.id)),
            )
            .await?;
    }
    // A subscription's claim stores no id and no address, but the SHA-256 of the body, which
    // anyone can recompute from a guessed address: those of the body the site's subscribe card
    // sends (`{"email":"..."}`, as stored or lower-cased) go too. Claims expire in 24 hours anyway.
    for fingerprint in held.subscriptions.iter().flat_map(subscribe_fingerprints) {
        erased.idempotency_claims += tx
            .execute(sql("DELETE FROM idempotency WHERE fingerprint = $1").bind(&fingerprint))
            .await?;
    }
    erased.subscriptions = tx
        .execute(sql("DELETE FROM subscribers WHERE email_key = $1").bind(&key))
        .await?;
    // When the address was last acknowledged: personal, and no longer needed.
    super::acknowledgements::erase(&mut tx, &key).await?;
    if !commit {
        tx.rollback().await?;
        return Ok((erased, None));
    }
    let record = uuid::Uuid::now_v7().to_string();
    tx.execute(
        sql("INSERT INTO erasures \
             (id, erased_at, leads, subscriptions, outbox_messages, idempotency_claims) \
             VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(&record)
        .bind(now_utc())
        .bind(count(erased.leads))
        .bind(count(erased.subscriptions))
        .bind(count(erased.outbox_messages))
        .bind(count(erased.idempotency_claims)),
    )
    .await?;
    tx.commit().await?;
    // The log still holds the erased rows' pages as they were (see `wal`).
    erased.log_kept = super::wal::truncate(db)
        .await
        .err()
        .map(|error| error.to_string());
    Ok((erased, Some(record)))
}

/// The fingerprints (see [`IdempotencyKey::for_body`]) of the bodies that subscribe the address.
fn subscribe_fingerprints(subscription: &HeldSubscription) -> Vec<String> {
    let mut emails = vec![subscription.email.clone(), address_key(&subscription.email)];
    emails.dedup();
    emails
        .into_iter()
        .map(|email| {
            let body = serde_json::json!({ "email": email }).to_string();
            IdempotencyKey {
                key: String::new(),
                route: String::new(),
            }
            .for_body(body.as_bytes())
            .fingerprint
        })
        .collect()
}

fn count(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// What is held about the address `key` (see [`address_key`]), read in `tx`.
async fn held(tx: &mut Tx, key: &str) -> Result<Held, StorageError> {
    let leads = leads_of(tx, key).await?;
    let subscriptions = subscriptions_of(tx, key).await?;
    let mut held = Held {
        leads,
        subscriptions,
        messages: Vec::new(),
    };
    let ids: Vec<String> = held.subject_ids().map(str::to_owned).collect();
    for id in ids {
        let messages: Vec<HeldMessage> = tx
            .fetch_all(
                sql(
                    "SELECT id, kind, status, attempts, lead_id, created_at, sent_at \
                     FROM outbox WHERE lead_id = $1 ORDER BY created_at, id",
                )
                .bind(&id),
            )
            .await?;
        held.messages.extend(messages);
    }
    Ok(held)
}

/// The leads whose payload's email is `key`, oldest first. The database narrows them down by
/// the lower-cased payload containing the key (a valid address is ASCII without `"` or `\`, so
/// it appears in the JSON as typed; `%` and `_` in it only widen the match); the exact
/// comparison, trimmed and case-insensitive, is made here.
async fn leads_of(tx: &mut Tx, key: &str) -> Result<Vec<HeldLead>, StorageError> {
    let leads: Vec<HeldLead> = tx
        .fetch_all(
            sql(
                "SELECT id, form, payload, created_at, consent_text, consent_at, lang, attribution \
                 FROM leads \
                 WHERE lower(payload) LIKE $1 ORDER BY created_at, id",
            )
            .bind(format!("%{key}%")),
        )
        .await?;
    Ok(leads
        .into_iter()
        .filter(|lead| {
            FormKind::from_name(&lead.form).is_some() && payload_email_is(&lead.payload, key)
        })
        .collect())
}

/// Whether the stored `payload`'s email is the address `key`.
fn payload_email_is(payload: &str, key: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(payload)
        .ok()
        .and_then(|value| value.get(EMAIL_FIELD)?.as_str().map(address_key))
        .is_some_and(|email| email == key)
}

/// The subscriptions of the address `key`, oldest first.
async fn subscriptions_of(tx: &mut Tx, key: &str) -> Result<Vec<HeldSubscription>, StorageError> {
    let select = "SELECT newsletter_id, email, created_at, consent_text, id, status, \
         confirmed_at, withdrawn_at, consent_at, confirmation_sent_at, lang, request_at, \
         request_consent_text, request_lang, attribution FROM subscribers WHERE email_key = $1 \
         ORDER BY created_at, newsletter_id";
    tx.fetch_all(sql(select).bind(key)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lead_form_stores_an_email() {
        for form in FormKind::ALL {
            assert!(form.form().field(EMAIL_FIELD).is_some(), "{form:?}");
        }
    }

    #[test]
    fn payload_addresses_compare_trimmed_and_case_insensitively() {
        let key = address_key(" Zoe.Marker@Example.CA ");
        assert_eq!(key, "zoe.marker@example.ca");
        for (payload, same) in [
            (r#"{"email":"zoe.marker@example.ca"}"#, true),
            (r#"{"email":"  ZOE.marker@EXAMPLE.ca "}"#, true),
            (r#"{"email":"xzoe.marker@example.ca"}"#, false),
            (r#"{"message":"zoe.marker@example.ca"}"#, false),
            (r#"{"email":null}"#, false),
            ("not json", false),
        ] {
            assert_eq!(payload_email_is(payload, &key), same, "{payload}");
        }
    }
}
