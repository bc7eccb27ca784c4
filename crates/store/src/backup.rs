//! A consistent copy of a SQLite database, taken while the site serves: `VACUUM INTO` reads one
//! snapshot (a read transaction; in WAL mode the writer is never blocked, and every transaction
//! committed before it began is in the copy), and writes a compact, self-contained file with no
//! WAL beside it. The copy is then checked with `PRAGMA integrity_check`.
//!
//! The copy holds every table, `site_secrets` too (the generated key that signs newsletter
//! links): a restored backup must keep the links in emails already sent working, so the key is
//! kept, and [`secret_names`] lets the job say the copy holds it.

use crate::sql::sql;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool, SqlitePoolOptions};
use sqlx::{ConnectOptions, Connection};
use std::path::Path;

/// Copies the live SQLite database of `url` to `file` (see [`vacuum_into`]) through a read-only
/// connection of its own: the backup cannot change the live database, and needs no lock that the
/// site's writer would wait for. What `PRAGMA integrity_check` says of the copy.
pub async fn backup(url: &str, file: &Path) -> Result<String, String> {
    let read = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(
            crate::sqlite_options(url)
                .map_err(|error| format!("cannot open the database: {error}"))?
                .create_if_missing(false)
                .read_only(true),
        )
        .await
        .map_err(|error| format!("cannot open the database: {error}"))?;
    let checked = vacuum_into(&read, file)
        .await
        .map_err(|error| format!("cannot write {}: {error}", file.display()));
    read.close().await;
    checked
}

/// Writes the snapshot of `read` (a pool on the live database) to `file`, which must not exist
/// or be empty (SQLite itself refuses a non-empty one: a caller may create it first, with the
/// mode it wants, since SQLite keeps an existing file's mode), flushes it to disk and returns what
/// `PRAGMA integrity_check` says of the copy (`ok` when sound).
pub async fn vacuum_into(read: &SqlitePool, file: &Path) -> Result<String, sqlx::Error> {
    let target = file.to_str().ok_or_else(|| {
        sqlx::Error::Configuration("the backup file's name is not valid UTF-8".into())
    })?;
    sql("VACUUM INTO $1")
        .bind(target)
        .execute_on_sqlite(read)
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
    let found: Vec<(String,)> = sql("PRAGMA integrity_check")
        .fetch_all_on_sqlite(&mut connection)
        .await?;
    connection.close().await?;
    let lines: Vec<String> = found.into_iter().map(|(line,)| line).collect();
    Ok(lines.join("\n"))
}

/// The names of the secrets (`site_secrets`) the SQLite file at `file` holds, opened read-only.
pub async fn secret_names(file: &Path) -> Result<Vec<String>, sqlx::Error> {
    let mut connection = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .connect()
        .await?;
    let names: Vec<(String,)> = sql("SELECT name FROM site_secrets ORDER BY name")
        .fetch_all_on_sqlite(&mut connection)
        .await?;
    connection.close().await?;
    Ok(names.into_iter().map(|(name,)| name).collect())
}
