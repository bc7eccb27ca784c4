//! The anchor for the posts' rate: raw single-row SQLite commits, run in the release build of
//! xtask (`cargo xtask bench --commits <dir>`, started by the bench) on the same disk as the
//! server's database. One connection, WAL, `synchronous=NORMAL` (the site's own settings), one
//! prepared `INSERT` of a row shaped like a lead (the same columns, index and payload) per
//! `BEGIN IMMEDIATE … COMMIT`, as fast as the library goes, for a bounded time and count.
//! Prints one JSON object ([`RawCommits`], which the report reads back).
//!
//! What it is an anchor for: a post that did nothing but commit its own row could go no faster
//! than this; the site's posts also parse HTTP, validate, claim keys and write an outbox message,
//! so reaching this rate takes sharing commits (the server's group commit).

use super::HELP_BODY;
use super::report::RawCommits;
use crate::shell::Result;
use rusqlite::{Connection, params};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long the loop runs, and at most how many commits.
const LIMIT: Duration = Duration::from_secs(5);
const CAP: u64 = 5_000_000;

/// The server's own SQLite schema, migrations in order: the anchor's rows go into the real
/// `leads` table, never a copy of it that could drift.
fn apply_migrations(connection: &Connection) -> Result {
    let dir = crate::shell::root().join("crates/store/migrations/sqlite");
    let mut files: Vec<_> = std::fs::read_dir(&dir)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<std::io::Result<_>>()?;
    files.sort();
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "sql"))
    {
        connection.execute_batch(&std::fs::read_to_string(file)?)?;
    }
    Ok(())
}

pub fn run(dir: &str) -> Result {
    let file = Path::new(dir).join("raw-commits.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", file.display()));
    }
    let connection = Connection::open(&file)?;
    let mode: String = connection.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    if mode != "wal" {
        return Err(format!("{} would not switch to WAL ({mode})", file.display()).into());
    }
    connection.execute_batch("PRAGMA synchronous = NORMAL;")?;
    apply_migrations(&connection)?;
    let mut insert = connection.prepare(
        "INSERT INTO leads (id, form, payload, created_at, consent_text, consent_at, lang) \
         VALUES (?1, 'help', ?2, ?3, NULL, NULL, 'en')",
    )?;
    let start = Instant::now();
    let mut rows: u64 = 0;
    while rows < CAP && start.elapsed() < LIMIT {
        // A lead's id and time as the server writes them: 36 and 27 characters.
        let id = format!("0192f3a4-0000-7000-8000-{rows:012}");
        let created_at = format!("2026-11-24T00:00:00.{:06}Z", rows % 1_000_000);
        connection.execute_batch("BEGIN IMMEDIATE")?;
        insert.execute(params![id, HELP_BODY, created_at])?;
        connection.execute_batch("COMMIT")?;
        rows += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    let stored: u64 = connection.query_row("SELECT COUNT(*) FROM leads", [], |row| row.get(0))?;
    if stored != rows {
        return Err(format!("{rows} commits but {stored} rows stored").into());
    }
    drop(insert);
    drop(connection);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", file.display()));
    }
    let report = RawCommits {
        rows,
        seconds,
        rows_per_second: rows as f64 / seconds,
        sqlite: rusqlite::version().to_owned(),
    };
    println!("{}", serde_json::to_string(&report)?);
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_anchor_writes_into_the_servers_leads_table() {
        let connection = rusqlite::Connection::open_in_memory().expect("memory");
        super::apply_migrations(&connection).expect("the server's migrations");
        let columns: i64 = connection
            .query_row(
                "SELECT COUNT(*) FROM pragma_table_info('leads') WHERE name = 'lang'",
                [],
                |r| r.get(0),
            )
            .expect("leads");
        assert_eq!(columns, 1);
    }
}
