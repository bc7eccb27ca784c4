//! The database, SQLite or PostgreSQL chosen by the URL's scheme, behind one small type.
//!
//! Queries are written once, in SQL both engines accept (`$1` placeholders, `ON CONFLICT`,
//! `RETURNING`, timestamps as RFC 3339 text), and run on whichever pool is configured through
//! the [`on_pool!`] macro.
//!
//! SQLite writes go through a pool of ONE connection: writers queue in the pool instead of
//! racing for the file lock, so a write never fails with "database is locked". Reads use their own
//! pool and, in WAL mode, never wait for the writer.

pub mod content;
pub mod leads;
pub mod pages;
pub mod search;

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::str::FromStr;
use std::time::Duration;

#[derive(Debug, Clone)]
pub enum Db {
    Sqlite { read: SqlitePool, write: SqlitePool },
    Postgres(PgPool),
}

/// Runs `$body` with `$pool` bound to the read pool (`read`) or the write pool (`write`) of
/// whichever engine `$db` is; the body is compiled once per engine.
#[macro_export]
macro_rules! on_pool {
    ($db:expr, read, |$pool:ident| $body:expr) => {
        match $db {
            $crate::storage::Db::Sqlite { read: $pool, .. } => $body,
            $crate::storage::Db::Postgres($pool) => $body,
        }
    };
    ($db:expr, write, |$pool:ident| $body:expr) => {
        match $db {
            $crate::storage::Db::Sqlite { write: $pool, .. } => $body,
            $crate::storage::Db::Postgres($pool) => $body,
        }
    };
}

impl Db {
    /// Connects to `sqlite://PATH` (the file and its folder are created) or `postgres://...`.
    pub async fn connect(url: &str) -> Result<Self, sqlx::Error> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await?;
            return Ok(Db::Postgres(pool));
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // WAL + NORMAL: a committed transaction survives a crash of the process.
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        if let Some(folder) = options
            .get_filename()
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
        {
            std::fs::create_dir_all(folder).map_err(sqlx::Error::Io)?;
        }
        let write = SqlitePoolOptions::new()
            .max_connections(1)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.clone())
            .await?;
        let read = SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options.read_only(true))
            .await?;
        Ok(Db::Sqlite { read, write })
    }

    /// Applies the versioned migrations of the engine.
    pub async fn migrate(&self) -> Result<(), sqlx::migrate::MigrateError> {
        match self {
            Db::Sqlite { write, .. } => sqlx::migrate!("./migrations/sqlite").run(write).await,
            Db::Postgres(pool) => sqlx::migrate!("./migrations/postgres").run(pool).await,
        }
    }

    /// A round trip to the database, for `/healthz`.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        on_pool!(self, read, |pool| sqlx::query("SELECT 1")
            .execute(pool)
            .await
            .map(drop))
    }

    pub fn engine(&self) -> &'static str {
        match self {
            Db::Sqlite { .. } => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    /// Closes the pools, letting in-flight queries finish.
    pub async fn close(&self) {
        match self {
            Db::Sqlite { read, write } => {
                read.close().await;
                write.close().await;
            }
            Db::Postgres(pool) => pool.close().await,
        }
    }
}

/// Now, as stored: RFC 3339 in UTC with microseconds, so text order is time order.
pub fn now_utc() -> String {
    let now = time::OffsetDateTime::now_utc();
    let format = time::macros::format_description!(
        "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z"
    );
    now.format(&format)
        .unwrap_or_else(|_| now.unix_timestamp().to_string())
}
