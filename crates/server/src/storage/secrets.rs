//! Secrets the site generates for itself (`site_secrets`), such as the signing key of newsletter
//! links when no `--secret-key` is given.

use super::sql::sql;
use super::{Db, StorageError, timestamp};

/// The secret `name`: `candidate` is stored if there is none yet, then the stored one is read
/// back, so instances starting together on one database all end up with the first one stored.
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
        tx.commit().await
    })
    .await?;
    let (value,): (String,) = db
        .fetch_one(sql("SELECT value FROM site_secrets WHERE name = $1").bind(name))
        .await?;
    Ok(value)
}
