//! Leaving no copy in SQLite's write-ahead log after an erasure or a purge
//! (docs/decisions/0012-privacy-consent-and-retention.md).
//!
//! `secure_delete` overwrites deleted rows in the database file, but in WAL mode a delete first
//! lands in `site.db-wal`, whose earlier frames still hold the pages as they were before it: the
//! erased rows, once or many times over. [`truncate`] folds the log into the file (the scrubbed
//! pages replace the old ones) and cuts the log to zero bytes.
//!
//! A reader in the middle of a read transaction holds the log's older frames: the checkpoint
//! cannot pass it. The server's reads are short, so [`truncate`] tries again until
//! [`TRUNCATE_DEADLINE`]; past it, it fails saying so and the erasure (committed) stands, with
//! copies left in the log until the next truncation (the job can be run again: erasing an erased
//! address deletes nothing and truncates the log). A pending checkpoint of this kind blocks
//! writers, so it runs on a connection of its own with a short busy timeout, and the site's
//! writes (the leads' group commits) pass between its tries.
//!
//! PostgreSQL keeps no such file beside the database for the site to truncate: its own
//! write-ahead log is recycled by the server, and deleted tuples are reclaimed by autovacuum.

use super::{Db, StorageError};
use crate::sql::sql;
use sqlx::{ConnectOptions, Connection};
use std::time::Duration;

/// How long [`truncate`] waits for readers holding the log.
pub const TRUNCATE_DEADLINE: Duration = Duration::from_secs(30);

/// Checkpoints the log into the database file and truncates it (nothing on PostgreSQL), trying
/// for up to [`TRUNCATE_DEADLINE`].
pub async fn truncate(db: &Db) -> Result<(), StorageError> {
    truncate_within(db, TRUNCATE_DEADLINE).await
}

/// [`truncate`], trying for up to `deadline`.
pub async fn truncate_within(db: &Db, deadline: Duration) -> Result<(), StorageError> {
    let Db::Sqlite { write, .. } = db else {
        return Ok(());
    };
    let options = write
        .connect_options()
        .as_ref()
        .clone()
        .busy_timeout(Duration::from_millis(200));
    let mut conn = options.connect().await?;
    /// The checkpoint's row (`busy`, `log`: frames in the log, `checkpointed`: frames
    /// checkpointed); only `busy` is read: 1 when a reader or a writer kept the checkpoint from
    /// finishing.
    #[derive(Debug, sqlx::FromRow)]
    struct Checkpoint {
        busy: i64,
    }
    let give_up = tokio::time::Instant::now() + deadline;
    loop {
        let rows: Vec<Checkpoint> = sql("PRAGMA wal_checkpoint(TRUNCATE)")
            .fetch_all_on_sqlite(&mut conn)
            .await?;
        let busy = rows.first().map_or(0, |row| row.busy);
        if busy == 0 {
            conn.close().await?;
            return Ok(());
        }
        if tokio::time::Instant::now() >= give_up {
            return Err(StorageError::Unavailable(sqlx::Error::Protocol(format!(
                "the write-ahead log could not be truncated within {} ms: a reader still holds \
                 it, so it keeps copies of the deleted rows until the next truncation (run the \
                 job again)",
                deadline.as_millis()
            ))));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
