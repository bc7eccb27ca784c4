//! Whether the database takes writes now, as `/healthz` reports it.
//!
//! Every write the site makes ([`Db::write`](super::Db::write)) reports here how it ended. A
//! storage fault marks writing as failing until a write ends well again; `/healthz` answers from
//! a write within the last second, and otherwise makes one itself
//! ([`Db::check_writes`](super::Db::check_writes)), so it turns 503 while writes fail and 200 as
//! soon as they succeed, without a restart.

use super::error::StorageError;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A write that committed this recently speaks for the database's health.
const FRESH: Duration = Duration::from_secs(1);

#[derive(Debug, Default)]
pub struct WriteHealth {
    /// When the last write ended without a storage fault; `None` since a fault (or at start).
    last_success: Mutex<Option<Instant>>,
    /// One probe at a time: concurrent health checks share its answer.
    probe: tokio::sync::Mutex<()>,
}

impl WriteHealth {
    /// Notes how a write ended: any outcome but a storage fault shows the database takes writes.
    pub fn record<T>(&self, outcome: &Result<T, StorageError>) {
        let mut last_success = self
            .last_success
            .lock()
            // An `Option<Instant>` is valid whatever a panicking holder left.
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match outcome {
            Err(error) if error.is_unavailable() => {
                tracing::warn!(%error, "a write failed: the database is not taking writes");
                *last_success = None;
            }
            _ => *last_success = Some(Instant::now()),
        }
    }

    /// Whether a write ended well within [`FRESH`] and none failed since.
    pub fn recently_succeeded(&self) -> bool {
        self.last_success
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .is_some_and(|at| at.elapsed() < FRESH)
    }

    pub(super) async fn one_probe(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.probe.lock().await
    }
}

#[cfg(test)]
mod tests {
    use super::WriteHealth;
    use crate::StorageError;

    #[test]
    fn a_fault_holds_until_a_write_succeeds() {
        let health = WriteHealth::default();
        assert!(!health.recently_succeeded());
        health.record(&Ok(()));
        assert!(health.recently_succeeded());
        health.record::<()>(&Err(StorageError::from(sqlx::Error::PoolTimedOut)));
        assert!(!health.recently_succeeded());
        // A mistake in a request or the code is not a fault of the storage.
        health.record::<()>(&Err(StorageError::from(sqlx::Error::RowNotFound)));
        assert!(health.recently_succeeded());
        health.record::<()>(&Err(StorageError::TimedOut));
        assert!(!health.recently_succeeded());
    }
}
