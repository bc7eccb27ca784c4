//! `server db backup FILE`: a consistent copy of the site's SQLite database, safe to take while
//! the site serves (see `storage::backup`). It never overwrites a file, and checks the copy.
//! PostgreSQL has its own tools for this: the job says so.

use super::args::BackupArgs;
use super::{JobResult, Outcome, existing_sqlite};
use site_store::{backup, sqlite_options};
use sqlx::sqlite::SqlitePoolOptions;

pub async fn run(args: BackupArgs) -> JobResult {
    let url = args.database.database_url.as_str();
    if super::is_postgres(url) {
        return Err(
            "db backup copies SQLite databases; for PostgreSQL use its own tools, \
                    e.g. pg_dump --format=custom --file=FILE DATABASE_URL"
                .into(),
        );
    }
    if args.file.exists() {
        return Err(format!(
            "{} already exists: db backup never overwrites a file",
            args.file.display()
        )
        .into());
    }
    existing_sqlite(url)?;
    // A read-only connection: the backup cannot change the live database, and needs no lock
    // that the site's writer would wait for.
    let read = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(
            sqlite_options(url)?
                .create_if_missing(false)
                .read_only(true),
        )
        .await
        .map_err(|error| format!("cannot open the database: {error}"))?;
    let checked = backup::vacuum_into(&read, &args.file)
        .await
        .map_err(|error| format!("cannot write {}: {error}", args.file.display()))?;
    read.close().await;
    if checked != "ok" {
        return Err(format!(
            "the copy at {} fails its integrity check: {checked}",
            args.file.display()
        )
        .into());
    }
    let bytes = std::fs::metadata(&args.file)?.len();
    println!(
        "backup written to {} ({bytes} bytes, integrity ok)",
        args.file.display()
    );
    Ok(Outcome::Ok)
}
