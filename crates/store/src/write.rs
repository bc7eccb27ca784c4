//! Write transactions that either commit for certain or leave no connection behind.
//!
//! sqlx's own `Transaction` keeps a count of open transactions beside the connection. When SQLite
//! fails a `COMMIT` with "database or disk is full" it may roll the transaction back by itself or
//! keep it open, and the count goes out of step with the connection: sqlx then opens the next
//! "transaction" as a `SAVEPOINT` inside a transaction that is never committed, and answers every
//! later `commit()` with `Ok` while nothing reaches the disk (a full disk once lost leads already
//! answered 201 this way). So writes never use that bookkeeping: [`WriteTx`] sends `BEGIN` and
//! `COMMIT` itself, a `COMMIT` that succeeded is the database's own word, and after any failure (a
//! statement, `COMMIT`, `ROLLBACK`, or the future being dropped mid-way: a client gone, a deadline
//! passed) the connection is closed instead of going back to the pool. Closing it rolls back
//! whatever the database kept open; the pool opens a fresh one for the next write, so the site
//! recovers by itself once the fault clears.

use super::error::StorageError;
use futures_util::future::BoxFuture;
use sqlx::pool::PoolConnection;
use sqlx::{Database, Executor, Pool, Postgres, Sqlite};
use std::ops::{Deref, DerefMut};

/// How an engine opens a write transaction and runs its control statements.
pub trait WriteEngine: Database {
    /// SQLite takes the write lock at once (`IMMEDIATE`), so a busy database fails here, before
    /// any work, rather than at the first write.
    const BEGIN: &'static str;

    /// Runs `BEGIN`, `COMMIT` or `ROLLBACK` as plain SQL. (One impl per engine: a generic
    /// `Executor` bound here would make every caller's future not provably `Send`.)
    fn control<'c>(
        conn: &'c mut Self::Connection,
        sql: &'static str,
    ) -> BoxFuture<'c, sqlx::Result<()>>;
}

impl WriteEngine for Sqlite {
    const BEGIN: &'static str = "BEGIN IMMEDIATE";

    fn control<'c>(
        conn: &'c mut Self::Connection,
        sql: &'static str,
    ) -> BoxFuture<'c, sqlx::Result<()>> {
        Box::pin(async move { conn.execute(sqlx::raw_sql(sql)).await.map(drop) })
    }
}

impl WriteEngine for Postgres {
    const BEGIN: &'static str = "BEGIN";

    fn control<'c>(
        conn: &'c mut Self::Connection,
        sql: &'static str,
    ) -> BoxFuture<'c, sqlx::Result<()>> {
        Box::pin(async move { conn.execute(sqlx::raw_sql(sql)).await.map(drop) })
    }
}

/// An open write transaction; dereferences to its connection for queries.
#[derive(Debug)]
pub struct WriteTx<DB: WriteEngine> {
    /// `None` once committed or rolled back.
    conn: Option<PoolConnection<DB>>,
}

impl<DB: WriteEngine> WriteTx<DB> {
    /// Takes a connection from `pool` and opens a transaction on it.
    pub async fn begin(pool: &Pool<DB>) -> Result<Self, StorageError> {
        let mut tx = Self {
            conn: Some(pool.acquire().await?),
        };
        if let Err(error) = DB::control(&mut tx, DB::BEGIN).await {
            return Err(tx.abandon(error));
        }
        Ok(tx)
    }

    /// Commits; `Ok` only when the database said the `COMMIT` succeeded.
    pub async fn commit(mut self) -> Result<(), StorageError> {
        match DB::control(&mut self, "COMMIT").await {
            Ok(_) => {
                self.conn = None;
                Ok(())
            }
            Err(error) => Err(self.abandon(error)),
        }
    }

    /// Rolls back (nothing of the transaction is kept).
    pub async fn rollback(mut self) -> Result<(), StorageError> {
        match DB::control(&mut self, "ROLLBACK").await {
            Ok(_) => {
                self.conn = None;
                Ok(())
            }
            Err(error) => Err(self.abandon(error)),
        }
    }

    /// Runs a control statement inside the open transaction (`SAVEPOINT`, `RELEASE`, `ROLLBACK
    /// TO`); on failure the connection is closed, like any failure, and the transaction ends.
    pub async fn control(mut self, sql: &'static str) -> Result<Self, StorageError> {
        match DB::control(&mut self, sql).await {
            Ok(()) => Ok(self),
            Err(error) => Err(self.abandon(error)),
        }
    }

    /// Closes the connection (see [`Drop`]) and gives the error back.
    fn abandon(mut self, error: sqlx::Error) -> StorageError {
        close(self.conn.take());
        error.into()
    }
}

impl<DB: WriteEngine> Deref for WriteTx<DB> {
    type Target = DB::Connection;

    fn deref(&self) -> &DB::Connection {
        self.conn
            .as_deref()
            .expect("a transaction's connection is held until it ends")
    }
}

impl<DB: WriteEngine> DerefMut for WriteTx<DB> {
    fn deref_mut(&mut self) -> &mut DB::Connection {
        self.conn
            .as_deref_mut()
            .expect("a transaction's connection is held until it ends")
    }
}

impl<DB: WriteEngine> Drop for WriteTx<DB> {
    /// Still open: a statement failed and `?` left early, or the future was dropped. Whatever
    /// state the connection is in, it is closed, never reused.
    fn drop(&mut self) {
        close(self.conn.take());
    }
}

/// Closes a connection instead of returning it to the pool. The pool keeps its place until it is
/// closed, so a single writer stays single.
fn close<DB: Database>(conn: Option<PoolConnection<DB>>) {
    if let Some(mut conn) = conn {
        conn.close_on_drop();
    }
}

/// An open write transaction on whichever engine the [`Db`](super::Db) holds; its statements are
/// run by `sql.rs`.
#[derive(Debug)]
pub enum Tx {
    Sqlite(WriteTx<Sqlite>),
    Postgres(WriteTx<Postgres>),
}

impl Tx {
    /// Commits; `Ok` only when the database said the `COMMIT` succeeded.
    pub async fn commit(self) -> Result<(), StorageError> {
        match self {
            Tx::Sqlite(tx) => tx.commit().await,
            Tx::Postgres(tx) => tx.commit().await,
        }
    }

    /// See [`WriteTx::control`].
    pub async fn control(self, sql: &'static str) -> Result<Self, StorageError> {
        Ok(match self {
            Tx::Sqlite(tx) => Tx::Sqlite(tx.control(sql).await?),
            Tx::Postgres(tx) => Tx::Postgres(tx.control(sql).await?),
        })
    }

    /// Rolls back (nothing of the transaction is kept).
    pub async fn rollback(self) -> Result<(), StorageError> {
        match self {
            Tx::Sqlite(tx) => tx.rollback().await,
            Tx::Postgres(tx) => tx.rollback().await,
        }
    }
}
