//! `server db backup FILE`: a consistent copy of the site's SQLite database, safe to take while
//! the site serves (see `site_store::backup`). It never overwrites a file, and checks the copy.
//! PostgreSQL has its own tools for this: the job says so.
//!
//! The copy holds every lead and subscriber, so it is created here as a new file of mode 0600
//! ([`private_file`](crate::private_file)) before SQLite fills it: never through a symbolic link
//! at FILE (one pointing nowhere would have had the copy written wherever it points), never
//! readable by others. It also holds the generated key that signs newsletter links (a restored
//! copy must keep the links already sent working); the job says so when it does, since anyone
//! with the key can forge those links (docs/jobs.md#server-db-backup).

use super::args::BackupArgs;
use super::{JobResult, Outcome, existing_sqlite};
use crate::private_file;
use site_store::backup;
use std::path::Path;

pub async fn run(args: BackupArgs) -> JobResult {
    let url = args.database.database_url.as_str();
    if super::is_postgres(url) {
        return Err(
            "db backup copies SQLite databases; for PostgreSQL use its own tools, \
                    e.g. pg_dump --format=custom --file=FILE DATABASE_URL"
                .into(),
        );
    }
    existing_sqlite(url)?;
    let file = args.file.as_path();
    private_file::create_new(file).map_err(|error| refusal(file, &error))?;
    match copy(url, file).await {
        Ok(()) => Ok(Outcome::Ok),
        Err(error) => {
            // The file is this run's own: an empty or half-written copy is no backup.
            let _ = std::fs::remove_file(file);
            Err(error.into())
        }
    }
}

/// Why FILE cannot be created: it is there already (a symbolic link, even one pointing
/// nowhere, counts as there), or the system's error.
fn refusal(file: &Path, error: &std::io::Error) -> String {
    match std::fs::symlink_metadata(file) {
        Ok(found) if found.file_type().is_symlink() => format!(
            "{} is a symbolic link: db backup writes only a new file, never through a link",
            file.display()
        ),
        Ok(_) => format!(
            "{} already exists: db backup never overwrites a file",
            file.display()
        ),
        Err(_) => format!("cannot create {}: {error}", file.display()),
    }
}

/// Fills the new, empty `file` with the copy, checks it and says what was written.
async fn copy(url: &str, file: &Path) -> Result<(), String> {
    let checked = backup::backup(url, file).await?;
    if checked != "ok" {
        return Err(format!(
            "the copy at {} fails its integrity check: {checked}",
            file.display()
        ));
    }
    let bytes = std::fs::metadata(file)
        .map_err(|error| format!("cannot read {}: {error}", file.display()))?
        .len();
    println!(
        "backup written to {} ({bytes} bytes, integrity ok, mode {:o})",
        file.display(),
        private_file::MODE
    );
    let secrets = backup::secret_names(file)
        .await
        .map_err(|error| format!("cannot read {}: {error}", file.display()))?;
    if !secrets.is_empty() {
        println!(
            "it holds the newsletter link key (site_secrets: {}): anyone with the file can sign \
             subscribers' links, so keep it as private as SITE_SECRET_KEY",
            secrets.join(", ")
        );
    }
    Ok(())
}
