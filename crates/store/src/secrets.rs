//! Secrets the site generates for itself (`site_secrets`), such as the signing key of newsletter
//! links when no `--secret-key` is given.

use super::sql::sql;
use super::{Db, StorageError, timestamp};

/// The secret `name`: `candidate` is stored if there is none yet, otherwise the stored one is
/// read, in the same transaction, so instances starting together on one database all end up with
/// the first one stored.
pub async fn insert_if_absent_then_read(
    db: &Db,
    name: &str,
    candidate: &str,
) -> Result<String, StorageError> {
    let now = timestamp(time::OffsetDateTime::now_utc());
    db.write(async {
        let mut tx = db.begin().await?;
        tx.execute(
            sql(
                "INSERT INTO site_secrets (name, value, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(name)
            .bind(candidate)
            .bind(&now),
        )
        .await?;
        let (value,): (String,) = tx
            .fetch_one(sql("SELECT value FROM site_secrets WHERE name = $1").bind(name))
            .await?;
        tx.commit().await?;
        Ok(value)
    })
    .await
}
