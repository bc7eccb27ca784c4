//! Whether the database takes writes now, as `/healthz` reports it.
//!
//! Every write transaction reports here how it ended. A storage fault marks writing as failing
//! until a write commits again; `/healthz` answers from a write that committed within the last
//! second, and otherwise makes one itself ([`Db::check_writes`](super::Db::check_writes)), so it
//! turns 503 while writes fail and 200 as soon as they succeed, without a restart.

use super::error::StorageError;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A write that committed this recently speaks for the database's health.
const FRESH: Duration = Duration::from_secs(1);

#[derive(Debug, Default)]
pub struct WriteHealth {
    state: Mutex<State>,
    /// One probe at a time: concurrent health checks share its answer.
    probe: tokio::sync::Mutex<()>,
}

#[derive(Debug, Default)]
struct State {
    last_success: Option<Instant>,
    failing: bool,
}

impl WriteHealth {
    /// A write transaction committed.
    pub fn succeeded(&self) {
        let mut state = self.lock();
        state.failing = false;
        state.last_success = Some(Instant::now());
    }

    /// A write transaction failed with `error`: returns it sorted, noting a storage fault.
    pub fn failed(&self, error: sqlx::Error) -> StorageError {
        self.record(StorageError::from(error))
    }

    /// Notes `error` if it is a storage fault, and gives it back.
    pub fn record(&self, error: StorageError) -> StorageError {
        if error.is_unavailable() {
            tracing::warn!(%error, "a write failed: the database is not taking writes");
            let mut state = self.lock();
            state.failing = true;
            state.last_success = None;
        }
        error
    }

    /// Whether a write committed within [`FRESH`] and none failed since.
    pub fn recently_succeeded(&self) -> bool {
        let state = self.lock();
        !state.failing && state.last_success.is_some_and(|at| at.elapsed() < FRESH)
    }

    /// Whether the last write that ended failed with a storage fault.
    pub fn failing(&self) -> bool {
        self.lock().failing
    }

    pub(super) async fn one_probe(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.probe.lock().await
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state is two plain fields, valid whatever a panicking holder left.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::WriteHealth;

    #[test]
    fn a_fault_holds_until_a_write_succeeds() {
        let health = WriteHealth::default();
        assert!(!health.recently_succeeded());
        health.succeeded();
        assert!(health.recently_succeeded());
        let error = health.failed(sqlx::Error::PoolTimedOut);
        assert!(error.is_unavailable());
        assert!(health.failing());
        assert!(!health.recently_succeeded());
        // A mistake in a request or the code is not a fault of the storage.
        let error = health.failed(sqlx::Error::RowNotFound);
        assert!(!error.is_unavailable());
        assert!(health.failing());
        health.succeeded();
        assert!(!health.failing());
        assert!(health.recently_succeeded());
    }
}
