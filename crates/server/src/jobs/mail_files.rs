//! The `.eml` files a server without `--smtp-url` wrote for outbox messages (under `--mail-dir`,
//! named by message id): each is a copy of a lead, so erasing or purging its message removes it.
//!
//! The files are found by the ids of the messages the job deletes, so once the database has
//! committed they cannot be found again: a folder that is not there (a job run from another
//! working directory, or without the server's `SITE_MAIL_DIR`) is refused before anything is
//! deleted, unless the job is told there is none (`--no-mail-dir`).

use crate::delivery::email::eml_path;
use std::path::Path;

/// Removes the files of `message_ids` under `dir` (with `dry_run`, only counts them); how many.
/// Done after the database committed: a failed commit leaves both.
pub(super) fn remove(dir: &Path, message_ids: &[String], dry_run: bool) -> std::io::Result<u64> {
    let mut removed = 0;
    for id in message_ids {
        let file = eml_path(dir, id);
        if !file.is_file() {
            continue;
        }
        if !dry_run {
            std::fs::remove_file(&file)?;
        }
        removed += 1;
    }
    Ok(removed)
}

/// Fails, naming the folder (and where a relative one was looked for), unless `folder` is a
/// folder or the job was told there is none (`None`). Called before the database is touched.
pub(super) fn check(folder: Option<&Path>) -> Result<(), String> {
    let Some(dir) = folder else {
        return Ok(());
    };
    if dir.is_dir() {
        return Ok(());
    }
    let looked = if dir.is_relative() {
        std::path::absolute(dir)
            .map(|full| format!(" ({})", full.display()))
            .unwrap_or_default()
    } else {
        String::new()
    };
    let what = if dir.exists() {
        "is not a folder"
    } else {
        "does not exist"
    };
    Err(format!(
        "the mail folder {}{looked} {what}: give --mail-dir (or SITE_MAIL_DIR) as `server serve` \
         has it, or --no-mail-dir when no server of this database wrote emails as files; \
         nothing was changed",
        dir.display()
    ))
}

/// What an erase or a purge deleted (in a dry run: would delete).
pub(super) struct Deleted<'a> {
    pub leads: u64,
    pub subscriptions: u64,
    pub outbox_messages: u64,
    pub message_ids: &'a [String],
}

/// Prints the counts both jobs print, then removes the deleted messages' files under `folder`
/// (none: told there is no folder) and says how many when there were any.
pub(super) fn report(
    deleted: Deleted<'_>,
    folder: Option<&Path>,
    dry_run: bool,
) -> Result<(), String> {
    println!(
        "leads: {}, subscriptions: {}, outbox messages: {}",
        deleted.leads, deleted.subscriptions, deleted.outbox_messages
    );
    let Some(dir) = folder else {
        return Ok(());
    };
    let files = remove(dir, deleted.message_ids, dry_run)
        .map_err(|error| format!("cannot remove a file under {}: {error}", dir.display()))?;
    if files > 0 {
        println!("email files under {}: {files}", dir.display());
    }
    Ok(())
}
