//! The database handle: SQLite or PostgreSQL chosen by the URL's scheme, its pools, its write
//! health, the deadline every write runs under, and SQLite's group commit of leads.
//!
//! The statements' runner (`sql.rs`) adds the ways to run a query on a [`Db`]; `/healthz`'s round
//! trip and probe write are in `probe.rs`. This module is of the engine layer
//! (ARCHITECTURE.md, "The layers"): it names no query, so every query module may use it.

use crate::error::StorageError;
use crate::group_commit::{BatchFigures, GroupCommit};
use crate::health::WriteHealth;
use crate::limits::{SQLITE_BUSY_TIMEOUT, WRITE_DEADLINE};
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
        leads: Arc<GroupCommit>,
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
