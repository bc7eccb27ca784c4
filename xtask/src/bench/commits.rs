//! The anchor for the posts' rate: raw single-row SQLite commits, run in the release build of
//! xtask (`cargo xtask bench --commits <dir>`, started by the bench) on the same disk as the
//! server's database. One connection, WAL, `synchronous=NORMAL` (the site's own settings), one
//! prepared `INSERT` of a row shaped like a lead (the same columns, index and payload) per
//! `BEGIN IMMEDIATE … COMMIT`, as fast as the library goes, for a bounded time and count.
//! Prints one JSON object.
//!
//! What it is an anchor for: a post that did nothing but commit its own row could go no faster
//! than this; the site's posts also parse HTTP, validate, claim keys and write an outbox message,
//! so reaching this rate takes sharing commits (the server's group commit).

use super::HELP_BODY;
use crate::shell::Result;
use rusqlite::{Connection, params};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long the loop runs, and at most how many commits.
const LIMIT: Duration = Duration::from_secs(5);
const CAP: u64 = 5_000_000;

/// The leads table of `crates/server/migrations/sqlite` (0001 and 0009), as a post fills it.
const SCHEMA: &str = "CREATE TABLE leads (
    id           TEXT PRIMARY KEY,
    form         TEXT NOT NULL CHECK (form IN ('contact', 'help', 'advisory', 'loan')),
    payload      TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    consent_text TEXT,
    consent_at   TEXT,
    origin       TEXT NOT NULL DEFAULT 'web',
    import_key   TEXT UNIQUE,
    lang         TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fr'))
);
CREATE INDEX leads_form_created ON leads (form, created_at);";

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
    connection.execute_batch(SCHEMA)?;
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
    let report = serde_json::json!({
        "rows": rows,
        "seconds": seconds,
        "rowsPerSecond": rows as f64 / seconds,
        "sqlite": rusqlite::version(),
    });
    println!("{report}");
    Ok(())
}
