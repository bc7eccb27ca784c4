//! The database, SQLite or PostgreSQL chosen by the URL's scheme, behind one small type.
//!
//! All the site's SQL lives in this module. Queries are written once, in SQL both engines accept
//! (`$1` placeholders, `ON CONFLICT`, `RETURNING`, timestamps as RFC 3339 text), as a
//! `sql::Statement` (the text and its parameters as plain values), which [`Db`] runs on its read
//! pool and [`Tx`] inside a write transaction.
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

pub mod acknowledgements;
pub mod backup;
pub mod content;
pub mod content_import;
pub mod content_model;
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
pub mod rate_limits;
pub mod retention;
pub mod search;
pub mod secrets;
mod sql;
pub mod subscribers;
pub mod wal;
pub mod write;

pub use error::StorageError;
pub use group_commit::{BatchFigures, LeadQueue};
pub use health::WriteHealth;
pub use write::{Tx, WriteTx};

use limits::{SQLITE_BUSY_TIMEOUT, WRITE_DEADLINE};
use sql::sql;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

#[derive(Debug, Clone)]
pub enum Db {
    Sqlite {
        read: SqlitePool,
        write: SqlitePool,
        health: Arc<WriteHealth>,
        /// Lead writes, committed in groups by one task (see `group_commit.rs`).
        leads: Arc<LeadQueue>,
    },
    Postgres {
        pool: PgPool,
        health: Arc<WriteHealth>,
    },
}

impl Db {
    /// Connects to `sqlite://PATH` (the file and its folder are created) or `postgres://...`.
    pub async fn connect(url: &str) -> Result<Self, sqlx::Error> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                // PostgreSQL down: a request answers 503 within this, not after a long wait.
                .acquire_timeout(Duration::from_secs(5))
                .connect(url)
                .await?;
            return Ok(Db::Postgres {
                pool,
                health: Arc::default(),
            });
        }
        Self::connect_sqlite(sqlite_options(url)?).await
    }

    /// Opens a SQLite database with `options` (from [`sqlite_options`], adjusted).
    pub async fn connect_sqlite(options: SqliteConnectOptions) -> Result<Self, sqlx::Error> {
        if let Some(folder) = options
            .get_filename()
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
        {
            std::fs::create_dir_all(folder).map_err(sqlx::Error::Io)?;
        }
        let write = SqlitePoolOptions::new()
            .max_connections(1)
            .acquire_timeout(WRITE_DEADLINE)
            .connect_with(options.clone())
            .await?;
        let read = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options.read_only(true))
            .await?;
        Ok(Db::Sqlite {
            read,
            write,
            health: Arc::default(),
            leads: Arc::default(),
        })
    }

    /// Applies the versioned migrations of the engine.
    pub async fn migrate(&self) -> Result<(), sqlx::migrate::MigrateError> {
        match self {
            Db::Sqlite { write, .. } => sqlx::migrate!("./migrations/sqlite").run(write).await,
            Db::Postgres { pool, .. } => sqlx::migrate!("./migrations/postgres").run(pool).await,
        }
    }

    /// A round trip to the database, for `/healthz`.
    pub async fn ping(&self) -> Result<(), StorageError> {
        self.fetch_one::<(i64,)>(sql("SELECT CAST(1 AS BIGINT)"))
            .await
            .map(drop)
    }

    /// Whether writes succeed now: `Ok` when one committed within the last second, otherwise the
    /// outcome of a probe write larger than any one lead's (see [`PROBE_BYTES`]), so a nearly full
    /// disk fails it too.
    pub async fn check_writes(&self) -> Result<(), StorageError> {
        let health = self.health();
        if health.recently_succeeded() {
            return Ok(());
        }
        let _one_at_a_time = health.one_probe().await;
        if health.recently_succeeded() {
            return Ok(());
        }
        self.write(self.write_probe()).await
    }

    async fn write_probe(&self) -> Result<(), StorageError> {
        let token = uuid::Uuid::new_v4().to_string();
        let payload = "probe ".repeat(PROBE_BYTES / 6);
        let mut tx = self.begin().await?;
        tx.execute(
            sql("INSERT INTO write_probe (token, payload) VALUES ($1, $2)")
                .bind(&token)
                .bind(&payload),
        )
        .await?;
        tx.execute(sql("DELETE FROM write_probe WHERE token = $1").bind(&token))
            .await?;
        tx.commit().await
    }

    /// Runs `work`, a write, within [`WRITE_DEADLINE`] (past it, the work is dropped: its
    /// connection closed, nothing of it kept) and notes how it ended in [`Db::health`].
    pub async fn write<T>(
        &self,
        work: impl Future<Output = Result<T, StorageError>>,
    ) -> Result<T, StorageError> {
        let outcome = tokio::time::timeout(WRITE_DEADLINE, work)
            .await
            .unwrap_or(Err(StorageError::TimedOut));
        self.health().record(&outcome);
        outcome
    }

    /// How writes have been going.
    pub fn health(&self) -> &WriteHealth {
        match self {
            Db::Sqlite { health, .. } | Db::Postgres { health, .. } => health,
        }
    }

    pub fn engine(&self) -> &'static str {
        match self {
            Db::Sqlite { .. } => "sqlite",
            Db::Postgres { .. } => "postgres",
        }
    }

    /// How SQLite's group commits of leads went so far (`None` on PostgreSQL, which has none).
    pub fn lead_batches(&self) -> Option<BatchFigures> {
        match self {
            Db::Sqlite { leads, .. } => Some(leads.figures()),
            Db::Postgres { .. } => None,
        }
    }

    /// Closes the pools, letting in-flight queries finish.
    pub async fn close(&self) {
        match self {
            Db::Sqlite {
                read, write, leads, ..
            } => {
                let batches = leads.figures();
                if batches.batches > 0 {
                    tracing::info!(
                        batches = batches.batches,
                        writes = batches.writes,
                        largest = batches.largest,
                        "lead writes committed in groups"
                    );
                }
                read.close().await;
                write.close().await;
            }
            Db::Postgres { pool, .. } => pool.close().await,
        }
    }
}

/// The options the site opens `sqlite://PATH` with: the file created if missing, WAL, foreign
/// keys, a bounded wait for another process's lock, and deleted rows overwritten (an erased
/// person's data must not linger in the file's free pages).
pub fn sqlite_options(url: &str) -> Result<SqliteConnectOptions, sqlx::Error> {
    Ok(SqliteConnectOptions::from_str(url)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // WAL + NORMAL: a committed transaction survives a crash of the process.
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .pragma("secure_delete", "on")
        .busy_timeout(SQLITE_BUSY_TIMEOUT))
}

/// The file of the SQLite database `url` names, which must exist (a mistyped path must not
/// silently become an empty database); `:memory:` passes.
pub fn existing_sqlite_file(url: &str) -> Result<std::path::PathBuf, String> {
    let options = SqliteConnectOptions::from_str(url).map_err(|error| format!("{url}: {error}"))?;
    let file = options.get_filename();
    if file.as_os_str() != ":memory:" && !file.is_file() {
        return Err(format!("no database at {} (from {url})", file.display()));
    }
    Ok(file.to_path_buf())
}

/// The size of `/healthz`'s probe write: four times the largest form. A lead writes its payload
/// and its outbox copy (at most twice the form's limit, with their index entries); a failed
/// `COMMIT` on a full disk leaves the log file grown by the frames it managed to append, which a
/// smaller write can then reuse. A probe no larger than one lead could pass in that space while
/// the next lead fails, and report a full disk as healthy.
pub const PROBE_BYTES: usize = 4 * site_core::constants::FORM_BODY_LIMIT_BYTES as usize;

/// A time as stored: RFC 3339 in UTC with microseconds, so text order is time order.
pub fn timestamp(at: time::OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    let format = time::macros::format_description!(
        "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z"
    );
    at.format(&format)
        .unwrap_or_else(|_| at.unix_timestamp().to_string())
}

/// The UTC date of a time, `YYYY-MM-DD`: the day of a funnel count.
pub fn day_of(at: time::OffsetDateTime) -> String {
    let date = at.to_offset(time::UtcOffset::UTC).date();
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// Now, as stored (see [`timestamp`]).
pub fn now_utc() -> String {
    timestamp(time::OffsetDateTime::now_utc())
}

/// A new row id (lead, subscription, request, outbox message): time-ordered, unguessable.
pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}
