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
/// `created_before`, the subscriptions withdrawn before `withdrawn_before`, and then every outbox
/// message whose lead or subscription is gone. With `commit` false (a dry run) it is rolled back:
/// exact counts, nothing changed. A pending subscription's age runs from its last subscribe
/// request. A purge that deleted anything ends with SQLite's write-ahead log truncated
/// ([`super::wal`]).
///
/// The messages go last, by what is left rather than by the cut-offs: PostgreSQL takes a new
/// snapshot for each statement, so a lead that came under a cut-off between a "messages of old
/// leads" statement and a "old leads" one (an import, a clock moved, a test aging a row) used to
/// go without its messages, a copy of the lead left behind. A message is written in the same
/// transaction as its lead, so one statement sees both or neither.
pub async fn purge(db: &Db, cutoffs: Cutoffs, commit: bool) -> Result<Purged, StorageError> {
    let created = timestamp(cutoffs.created_before);
    let withdrawn = timestamp(cutoffs.withdrawn_before);
    let mut tx = db.begin().await?;
    let leads = tx
        .execute(sql("DELETE FROM leads WHERE created_at < $1").bind(&created))
        .await?;
    const EXPIRED: &str = "(status = 'pending' AND COALESCE(request_at, consent_at, created_at) < $1) \
                           OR (status = 'withdrawn' AND withdrawn_at < $2)";
    let subscriptions = tx
        .execute(
            sql(&format!("DELETE FROM subscribers WHERE {EXPIRED}"))
                .bind(&created)
                .bind(&withdrawn),
        )
        .await?;
    let gone: Vec<(String,)> = tx
        .fetch_all(sql("DELETE FROM outbox \
                        WHERE lead_id NOT IN (SELECT id FROM leads) \
                        AND lead_id NOT IN (SELECT id FROM subscribers) \
                        AND lead_id NOT IN (SELECT id FROM digests) \
                        RETURNING id"))
        .await?;
    let mut purged = Purged {
        outbox_messages: gone.len() as u64,
        message_ids: gone.into_iter().map(|(id,)| id).collect(),
        leads,
        subscriptions,
        log_kept: None,
    };
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
