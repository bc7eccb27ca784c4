//! A lead's acknowledgement to the visitor (docs/operating.md#answering-leads): at most one an
//! hour per address. The decision is taken inside the lead's own transaction, by one upsert that
//! returns a row only when the address got none within the hour, so two leads from one address
//! in one group commit, or on two instances at once, acknowledge once.
//!
//! A plain read goes first ([`held_back`], once for a whole group commit): an address
//! acknowledged within the hour is settled without the upsert, whose row lock would otherwise
//! make every lead from one busy address (an office's shared inbox, a load test) commit one
//! after the other on PostgreSQL. The upsert alone decides; the read only spares it.

use super::sql::sql;
use super::write::Tx;
use super::{Db, StorageError};

/// Inside a write transaction, for an address [`held_back`] did not name: whether the address
/// `email_key` (trimmed, lower-cased) may be acknowledged now (`now` and `hour_ago` as [`super::timestamp`]s); when it may, `now` is
/// recorded as its last acknowledgement.
pub(super) async fn claim(
    tx: &mut Tx,
    email_key: &str,
    now: &str,
    hour_ago: &str,
) -> Result<bool, StorageError> {
    let claimed: Option<(String,)> = tx
        .fetch_optional(
            sql(
                "INSERT INTO acknowledgements (email_key, sent_at) VALUES ($1, $2) \
                 ON CONFLICT (email_key) DO UPDATE SET sent_at = excluded.sent_at \
                 WHERE acknowledgements.sent_at <= $3 RETURNING email_key",
            )
            .bind(email_key)
            .bind(now)
            .bind(hour_ago),
        )
        .await?;
    Ok(claimed.is_some())
}

/// Inside a write transaction: which of `email_keys` were acknowledged after `hour_ago` (so
/// [`claim`] would refuse them), in one statement.
pub(super) async fn held_back(
    tx: &mut Tx,
    email_keys: &[&str],
    hour_ago: &str,
) -> Result<std::collections::HashSet<String>, StorageError> {
    if email_keys.is_empty() {
        return Ok(std::collections::HashSet::new());
    }
    let mut keys: Vec<&str> = email_keys.to_vec();
    keys.sort_unstable();
    keys.dedup();
    let mut held = std::collections::HashSet::new();
    // Within SQLite's limit of parameters a statement.
    for chunk in keys.chunks(500) {
        // $1 is the hour; the keys follow.
        let list: Vec<String> = (2..chunk.len() + 2).map(|n| format!("${n}")).collect();
        let text = format!(
            "SELECT email_key FROM acknowledgements WHERE sent_at > $1 AND email_key IN ({})",
            list.join(", ")
        );
        let mut select = sql(&text).bind(hour_ago);
        for key in chunk {
            select = select.bind(*key);
        }
        let rows: Vec<(String,)> = tx.fetch_all(select).await?;
        held.extend(rows.into_iter().map(|(key,)| key));
    }
    Ok(held)
}

/// Deletes the records older than `before` (a [`super::timestamp`]): they no longer hold an
/// acknowledgement back, and an address is kept no longer than it must be. How many went.
pub async fn purge_before(db: &Db, before: &str) -> Result<u64, StorageError> {
    db.write(async {
        let mut tx = db.begin().await?;
        let gone = tx
            .execute(sql("DELETE FROM acknowledgements WHERE sent_at < $1").bind(before))
            .await?;
        tx.commit().await?;
        Ok(gone)
    })
    .await
}

/// Inside `people erase`'s transaction: the address's record.
pub(super) async fn erase(tx: &mut Tx, email_key: &str) -> Result<u64, StorageError> {
    tx.execute(sql("DELETE FROM acknowledgements WHERE email_key = $1").bind(email_key))
        .await
}
