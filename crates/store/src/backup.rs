//! A consistent copy of a SQLite database, taken while the site serves: `VACUUM INTO` reads one
//! snapshot (a read transaction; in WAL mode the writer is never blocked, and every transaction
//! committed before it began is in the copy), and writes a compact, self-contained file with no
//! WAL beside it. The copy is then checked with `PRAGMA integrity_check`.

use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
use sqlx::{ConnectOptions, Connection};
use std::path::Path;

/// Writes the snapshot of `read` (a pool on the live database) to `file`, which must not exist
/// (SQLite itself refuses a non-empty one), flushes it to disk and returns what
/// `PRAGMA integrity_check` says of the copy (`ok` when sound).
pub async fn vacuum_into(read: &SqlitePool, file: &Path) -> Result<String, sqlx::Error> {
    let target = file.to_str().ok_or_else(|| {
        sqlx::Error::Configuration("the backup file's name is not valid UTF-8".into())
    })?;
    sqlx::query("VACUUM INTO $1")
        .bind(target)
        .execute(read)
        .await?;
    // VACUUM INTO does not sync the new file: a crash right after must not leave half a backup.
    std::fs::File::open(file)
        .and_then(|copy| copy.sync_all())
        .map_err(sqlx::Error::Io)?;
    integrity(file).await
}

/// `PRAGMA integrity_check` of the SQLite file at `file`, opened read-only: `ok` when sound.
pub async fn integrity(file: &Path) -> Result<String, sqlx::Error> {
    let mut connection = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .connect()
        .await?;
    let found: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut connection)
        .await?;
    connection.close().await?;
    Ok(found.join("\n"))
}
