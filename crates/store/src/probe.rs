//! `/healthz`'s checks of the database: a round trip, and whether writes succeed now (a probe
//! write when none committed within the last second).

use crate::db::Db;
use crate::error::StorageError;
use crate::sql::sql;

impl Db {
    /// A round trip to the database, for `/healthz`.
    pub async fn ping(&self) -> Result<(), StorageError> {
        self.fetch_one::<(i64,)>(sql("SELECT CAST(1 AS BIGINT)"))
            .await
            .map(drop)
    }

    /// Whether writes succeed now: `Ok` when one committed within the last second, otherwise the
    /// outcome of a probe write larger than any one lead's (see [`PROBE_BYTES`]), so a nearly full
    /// disk fails it too.
    pub async fn check_writes(&self) -> Result<(), StorageError> {
        let health = self.health();
        if health.recently_succeeded() {
            return Ok(());
        }
        let _one_at_a_time = health.one_probe().await;
        if health.recently_succeeded() {
            return Ok(());
        }
        self.write(self.write_probe()).await
    }

    async fn write_probe(&self) -> Result<(), StorageError> {
        let token = uuid::Uuid::new_v4().to_string();
        let payload = "probe ".repeat(PROBE_BYTES / 6);
        let mut tx = self.begin().await?;
        tx.execute(
            sql("INSERT INTO write_probe (token, payload) VALUES ($1, $2)")
                .bind(&token)
                .bind(&payload),
        )
        .await?;
        tx.execute(sql("DELETE FROM write_probe WHERE token = $1").bind(&token))
            .await?;
        tx.commit().await
    }
}

/// The size of `/healthz`'s probe write: four times the largest form. A lead writes its payload
/// and its outbox copy (at most twice the form's limit, with their index entries); a failed
/// `COMMIT` on a full disk leaves the log file grown by the frames it managed to append, which a
/// smaller write can then reuse. A probe no larger than one lead could pass in that space while
/// the next lead fails, and report a full disk as healthy.
pub const PROBE_BYTES: usize = 4 * site_core::constants::FORM_BODY_LIMIT_BYTES as usize;
