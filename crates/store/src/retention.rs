//! Deleting what is past its retention (`server leads purge`); the policy is the job's
//! (`jobs::purge`).

use super::sql::sql;
use super::{Db, StorageError, timestamp};
use time::OffsetDateTime;

/// What a purge deleted (or, in a dry run, would delete).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Purged {
    /// The ids of the outbox messages deleted (their `.eml` files, if any, go too).
    pub message_ids: Vec<String>,
    pub leads: u64,
    pub subscriptions: u64,
    pub outbox_messages: u64,
    /// Why SQLite's write-ahead log still holds copies of the deleted rows, when it could not be
    /// truncated after the commit ([`super::wal`]); the purge itself stands.
    pub log_kept: Option<String>,
}

/// The cut-offs of a purge: rows older than these go.
#[derive(Debug, Clone, Copy)]
pub struct Cutoffs {
    /// Leads created before this, and subscriptions still pending (never confirmed) since before it.
    pub created_before: OffsetDateTime,
    /// Subscriptions withdrawn before this.
    pub withdrawn_before: OffsetDateTime,
}

/// Deletes, in ONE transaction, the leads and unconfirmed subscriptions created before
/// `created_before`, the subscriptions withdrawn before `withdrawn_before`, and the outbox
/// messages about any of them. With `commit` false (a dry run) it is rolled back: exact counts,
/// nothing changed. A pending subscription's age runs from its last subscribe request. A purge
/// that deleted anything ends with SQLite's write-ahead log truncated ([`super::wal`]).
pub async fn purge(db: &Db, cutoffs: Cutoffs, commit: bool) -> Result<Purged, StorageError> {
    let created = timestamp(cutoffs.created_before);
    let withdrawn = timestamp(cutoffs.withdrawn_before);
    let mut tx = db.begin().await?;
    let mut purged = Purged::default();
    const OF_LEADS: &str = "lead_id IN (SELECT id FROM leads WHERE created_at < $1)";
    let ids: Vec<(String,)> = tx
        .fetch_all(sql(&format!("SELECT id FROM outbox WHERE {OF_LEADS}")).bind(&created))
        .await?;
    purged.message_ids.extend(ids.into_iter().map(|(id,)| id));
    purged.outbox_messages += tx
        .execute(sql(&format!("DELETE FROM outbox WHERE {OF_LEADS}")).bind(&created))
        .await?;
    purged.leads = tx
        .execute(sql("DELETE FROM leads WHERE created_at < $1").bind(&created))
        .await?;
    const EXPIRED: &str = "(status = 'pending' AND COALESCE(request_at, consent_at, created_at) < $1) \
                           OR (status = 'withdrawn' AND withdrawn_at < $2)";
    let of_subscribers = format!("lead_id IN (SELECT id FROM subscribers WHERE {EXPIRED})");
    let ids: Vec<(String,)> = tx
        .fetch_all(
            sql(&format!("SELECT id FROM outbox WHERE {of_subscribers}"))
                .bind(&created)
                .bind(&withdrawn),
        )
        .await?;
    purged.message_ids.extend(ids.into_iter().map(|(id,)| id));
    purged.outbox_messages += tx
        .execute(
            sql(&format!("DELETE FROM outbox WHERE {of_subscribers}"))
                .bind(&created)
                .bind(&withdrawn),
        )
        .await?;
    purged.subscriptions = tx
        .execute(
            sql(&format!("DELETE FROM subscribers WHERE {EXPIRED}"))
                .bind(&created)
                .bind(&withdrawn),
        )
        .await?;
    if !commit {
        tx.rollback().await?;
        return Ok(purged);
    }
    tx.commit().await?;
    if purged.leads + purged.subscriptions + purged.outbox_messages > 0 {
        // The log still holds the deleted rows' pages as they were (see `wal`).
        purged.log_kept = super::wal::truncate(db)
            .await
            .err()
            .map(|error| error.to_string());
    }
    Ok(purged)
}
