//! The database, SQLite or PostgreSQL chosen by the URL's scheme, behind one small type.
//!
//! All the site's SQL lives in this crate. Queries are written once, in SQL both engines accept
//! (`$1` placeholders, `ON CONFLICT`, `RETURNING`, timestamps as RFC 3339 text), as a
//! `sql::Statement` (the text and its parameters as plain values), which [`Db`] (`db.rs`) runs on
//! its read pool and [`Tx`] inside a write transaction.
//!
//! Why this shape: the few runner functions in `sql.rs` are the only code that matches on the
//! engine, so every query is a plain, non-generic `async fn` whose future is `Send` as it is.
//! sqlx's `Any` driver would drop each engine's own connect options (WAL, busy timeout, the
//! read-only pool) and error types (which `error.rs` reads); functions generic over
//! `sqlx::Database` need higher-ranked `Executor`, `Encode` and `Decode` bounds on each one and
//! have broken `Send` for axum handlers before; one method per engine writes every query twice.
//!
//! SQLite writes go through a pool of ONE connection: writers queue in the pool instead of
//! racing for the file lock, so a write never fails with "database is locked". Reads use their own
//! pool and, in WAL mode, never wait for the writer. Lead posts, the site's busiest writes, go
//! one step further: a task commits all those waiting in one transaction (`group_commit.rs`).
//!
//! Every write is a [`WriteTx`]: an answer that promises a stored row is given only after a
//! `COMMIT` the database accepted, and a connection that saw a failure is closed, never reused
//! (see `write.rs`). A write that cannot finish is a [`StorageError`], `Unavailable` when the
//! storage is at fault.
//!
//! This file only declares the modules and re-exports what the server names from the crate's
//! root; what it would define belongs to a layer (`xtask/src/layers.rs`, ARCHITECTURE.md).

pub mod acknowledgements;
pub mod backup;
pub mod content;
pub mod content_import;
pub mod content_model;
pub mod db;
pub mod error;
pub mod funnel;
pub mod group_commit;
pub mod health;
pub mod idempotency;
pub mod leads;
pub mod limits;
pub mod notice;
pub mod outbox;
pub mod pages;
pub mod people;
pub mod probe;
pub mod rate_limits;
pub mod retention;
pub mod search;
pub mod secrets;
mod sql;
pub mod stamps;
pub mod subscribers;
pub mod wal;
pub mod write;

pub use db::{Db, existing_sqlite_file, sqlite_options};
pub use error::StorageError;
pub use group_commit::{BatchFigures, GroupCommit};
pub use health::WriteHealth;
pub use probe::PROBE_BYTES;
pub use stamps::{day_of, new_id, now_utc, timestamp};
pub use write::{Tx, WriteTx};
