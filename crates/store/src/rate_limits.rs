//! Post limits shared by every instance on one PostgreSQL database
//! (docs/decisions/0014-rate-limiting.md): a client's token bucket, written the GCRA way as one
//! number (when the bucket is full again, in milliseconds of the database's clock), in the UNLOGGED
//! table `rate_limits`. Taking a token is one statement, atomic under concurrent posts from any
//! instance. SQLite serves one process, which keeps its limits in memory
//! (`server::http::rate_limit`): [`take`] says so with `None`.

use crate::sql::sql;
use crate::{Db, StorageError};

/// The database's clock, in milliseconds: every instance reads the same one.
const NOW_MS: &str = "(extract(epoch FROM now()) * 1000)::bigint";

/// Spends one of `client`'s tokens: a bucket of `burst_ms / refill_ms` tokens, one coming back
/// every `refill_ms`. `Some(Ok(()))` when the client may post now, `Some(Err(seconds))` when it
/// must wait that long (at least 1), `None` on SQLite (limits kept in memory).
pub async fn take(
    db: &Db,
    client: &str,
    refill_ms: i64,
    burst_ms: i64,
) -> Result<Option<Result<(), u64>>, StorageError> {
    if !matches!(db, Db::Postgres { .. }) {
        return Ok(None);
    }
    // A new client's bucket is full; a spent one refills from its last time, never beyond full.
    // The update happens only when the new time stays within the burst: no row, no token.
    let taken = format!(
        "INSERT INTO rate_limits AS limits (client, full_at) VALUES ($1, {NOW_MS} + $2) \
         ON CONFLICT (client) DO UPDATE \
         SET full_at = GREATEST(limits.full_at, {NOW_MS}) + $2 \
         WHERE GREATEST(limits.full_at, {NOW_MS}) + $2 - {NOW_MS} <= $3 \
         RETURNING full_at"
    );
    let row: Option<(i64,)> = db
        .fetch_optional(sql(&taken).bind(client).bind(refill_ms).bind(burst_ms))
        .await?;
    if row.is_some() {
        return Ok(Some(Ok(())));
    }
    let ahead = format!("SELECT full_at - {NOW_MS} FROM rate_limits WHERE client = $1");
    let (ahead_ms,): (i64,) = db.fetch_one(sql(&ahead).bind(client)).await?;
    let wait_ms = u64::try_from(ahead_ms + refill_ms - burst_ms).unwrap_or(0);
    Ok(Some(Err(wait_ms.div_ceil(1000).max(1))))
}

/// Deletes the buckets that are full again (they say nothing); how many. On SQLite, nothing.
pub async fn purge_full(db: &Db) -> Result<u64, StorageError> {
    if !matches!(db, Db::Postgres { .. }) {
        return Ok(0);
    }
    let purge = format!("DELETE FROM rate_limits WHERE full_at <= {NOW_MS}");
    db.write(async {
        let mut tx = db.begin().await?;
        let deleted = tx.execute(sql(&purge)).await?;
        tx.commit().await?;
        Ok(deleted)
    })
    .await
}
