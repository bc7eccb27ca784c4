//! `server db backup FILE`: a consistent copy of the site's SQLite database, safe to take while
//! the site serves (see `site_store::backup`). It never overwrites a file, and checks the copy.
//! PostgreSQL has its own tools for this: the job says so.

use super::args::BackupArgs;
use super::{JobResult, Outcome, existing_sqlite};
use site_store::backup;

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
    let checked = backup::backup(url, &args.file).await?;
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
