//! `Idempotency-Key` claims (IETF idempotency-key draft), for leads and subscriptions alike.
//!
//! With a key, a write's transaction first claims the key in `idempotency` with its route, its
//! body's fingerprint and the answer it is about to give. A repeat of the same request (route and
//! body) finds the claim and replays that answer; the key with another route or body is reported
//! as reused (the caller refuses it); either way nothing is stored. The claim commits with the
//! write it stands for. Claims are kept [`IDEMPOTENCY_KEY_LIFETIME`] (a day).

use crate::limits::IDEMPOTENCY_KEY_LIFETIME;
use crate::sql::sql;
use crate::{Db, StorageError, Tx, timestamp};
use serde::Serialize;
use sha2::{Digest, Sha256};
use site_core::entities::Envelope;

/// An answer as the caller gave it (and replays it): its status number and JSON body, kept as
/// given (storage does not read them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub status: u16,
    pub body: String,
}

impl Answer {
    pub fn json<T: Serialize>(status: u16, data: T) -> Self {
        let body = serde_json::to_string(&Envelope::new(data)).unwrap_or_else(|_| "{}".to_owned());
        Self { status, body }
    }
}

/// An `Idempotency-Key` as sent, and the route it was sent to.
#[derive(Debug, Clone)]
pub struct IdempotencyKey {
    pub key: String,
    pub route: String,
}

impl IdempotencyKey {
    /// The key bound to the request it came with: per the IETF idempotency-key draft a key
    /// stands for one request, so the same key with another body is another client's mistake
    /// (or another visitor's), never a retry.
    pub fn for_body(self, body: &[u8]) -> KeyedRequest {
        let digest = Sha256::digest(body);
        KeyedRequest {
            key: self,
            fingerprint: digest.iter().map(|byte| format!("{byte:02x}")).collect(),
        }
    }
}

/// An `Idempotency-Key` with its route and the SHA-256 (hex) of the body it came with.
#[derive(Debug, Clone)]
pub struct KeyedRequest {
    pub key: IdempotencyKey,
    pub fingerprint: String,
}

// A key is claimed once; a claim older than a day (`expires` is the cutoff) is forgotten, so
// the key may be claimed again, even before the purge deletes it.
const CLAIM: &str = "INSERT INTO idempotency (key, route, fingerprint, status, body, created_at) \
                     VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (key) DO UPDATE SET route = excluded.route, \
                     fingerprint = excluded.fingerprint, status = excluded.status, \
                     body = excluded.body, created_at = excluded.created_at \
                     WHERE idempotency.created_at < $7";
const FIRST_USE: &str = "SELECT route, fingerprint, status, body FROM idempotency WHERE key = $1";

/// The first request made with a key, as claimed.
#[derive(Debug, sqlx::FromRow)]
struct FirstUse {
    route: String,
    fingerprint: Option<String>,
    status: i64,
    body: String,
}

/// What a key's claim found.
#[derive(Debug)]
pub enum Claim {
    /// The key is this request's now: go on and store.
    Claimed,
    /// The same request came before: its answer.
    Replay(Answer),
    /// The key was used for another route or body: refuse, store nothing.
    Reused,
}

/// Inside a write transaction: claims the key with `answer`, the answer about to be given, or
/// finds the first request with that key. Under concurrent retries the second insert waits for
/// the first transaction and then finds its claim, so one lead is stored.
pub async fn claim(
    tx: &mut Tx,
    keyed: &KeyedRequest,
    answer: &Answer,
    now: time::OffsetDateTime,
) -> Result<Claim, StorageError> {
    let expires = timestamp(now - IDEMPOTENCY_KEY_LIFETIME);
    let claimed = tx
        .execute(
            sql(CLAIM)
                .bind(&keyed.key.key)
                .bind(&keyed.key.route)
                .bind(&keyed.fingerprint)
                .bind(i64::from(answer.status))
                .bind(&answer.body)
                .bind(timestamp(now))
                .bind(&expires),
        )
        .await?;
    if claimed > 0 {
        return Ok(Claim::Claimed);
    }
    let first: FirstUse = tx.fetch_one(sql(FIRST_USE).bind(&keyed.key.key)).await?;
    // Claims made before fingerprints were kept (migration 0004) have none: replayed as before.
    let same_body = first
        .fingerprint
        .is_none_or(|fingerprint| fingerprint == keyed.fingerprint);
    if first.route != keyed.key.route || !same_body {
        return Ok(Claim::Reused);
    }
    // Only this module writes the column, from a u16: another number is a damaged row.
    let status = u16::try_from(first.status).map_err(|error| {
        StorageError::from(sqlx::Error::Decode(
            format!("idempotency.status {}: {error}", first.status).into(),
        ))
    })?;
    Ok(Claim::Replay(Answer {
        status,
        body: first.body,
    }))
}

/// Deletes the claims older than [`IDEMPOTENCY_KEY_LIFETIME`] at `now`; how many.
pub async fn purge_expired_keys(db: &Db, now: time::OffsetDateTime) -> Result<u64, StorageError> {
    let expires = timestamp(now - IDEMPOTENCY_KEY_LIFETIME);
    db.write(async {
        let mut tx = db.begin().await?;
        let deleted = tx
            .execute(sql("DELETE FROM idempotency WHERE created_at < $1").bind(&expires))
            .await?;
        tx.commit().await?;
        Ok(deleted)
    })
    .await
}
