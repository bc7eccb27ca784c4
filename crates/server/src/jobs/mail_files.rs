//! The `.eml` files a server without `--smtp-url` wrote for outbox messages (under `--mail-dir`,
//! named by message id): each is a copy of a lead, so erasing or purging its message removes it.

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

/// What an erase or a purge deleted (in a dry run: would delete).
pub(super) struct Deleted<'a> {
    pub leads: u64,
    pub subscriptions: u64,
    pub outbox_messages: u64,
    pub message_ids: &'a [String],
}

/// Prints the counts both jobs print, then removes the deleted messages' files under `dir` and
/// says how many when there were any.
pub(super) fn report(deleted: Deleted<'_>, dir: &Path, dry_run: bool) -> Result<(), String> {
    println!(
        "leads: {}, subscriptions: {}, outbox messages: {}",
        deleted.leads, deleted.subscriptions, deleted.outbox_messages
    );
    let files = remove(dir, deleted.message_ids, dry_run)
        .map_err(|error| format!("cannot remove a file under {}: {error}", dir.display()))?;
    if files > 0 {
        println!("email files under {}: {files}", dir.display());
    }
    Ok(())
}
