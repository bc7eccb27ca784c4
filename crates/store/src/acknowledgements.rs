//! A lead's acknowledgement to the visitor (docs/operating.md#answering-leads): at most one an
//! hour per address. The decision is taken inside the lead's own transaction, by one upsert that
//! returns a row only when the address got none within the hour, so two leads from one address
//! in one group commit, or on two instances at once, acknowledge once.

use super::sql::sql;
use super::write::Tx;
use super::{Db, StorageError};

/// Inside a write transaction: whether the address `email_key` (trimmed, lower-cased) may be
/// acknowledged now (`now` and `hour_ago` as [`super::timestamp`]s); when it may, `now` is
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
