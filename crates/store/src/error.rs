//! What can go wrong in storage, sorted by what the caller should do about it.
//!
//! A fault of the storage itself (disk full, I/O error, read-only file, a lock held too long,
//! PostgreSQL down or its connection killed) is [`StorageError::Unavailable`]: nothing was
//! stored, and the same request can succeed once the fault clears, so the API answers 503 with
//! `Retry-After`. Anything else is a 500: a statement the database refused for another reason
//! (a bug) is [`StorageError::Failed`], and a value that cannot become a row or come back from one
//! (a stored number out of range, say) is [`StorageError::Corrupt`].

use std::fmt;

#[derive(Debug)]
pub enum StorageError {
    /// The database cannot take the request now; retrying later may succeed.
    Unavailable(sqlx::Error),
    /// The write did not finish within [`WRITE_DEADLINE`](crate::limits::WRITE_DEADLINE).
    TimedOut,
    /// The database refused for another reason.
    Failed(sqlx::Error),
    /// A value that cannot be stored, or a stored value the code cannot read back.
    Corrupt(String),
}

impl StorageError {
    /// Whether the fault is in the storage rather than in the request or the code.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StorageError::Unavailable(_) | StorageError::TimedOut)
    }
}

impl StorageError {
    /// The same kind of error for one more waiter of a failed group commit (`group_commit.rs`):
    /// sqlx's errors cannot be cloned, so each waiter gets the first one's text in the same kind,
    /// and so the same answer (503 or 500).
    pub(super) fn for_another_waiter(&self) -> Self {
        let again = |error: &sqlx::Error| sqlx::Error::Protocol(error.to_string());
        match self {
            StorageError::Unavailable(error) => StorageError::Unavailable(again(error)),
            StorageError::TimedOut => StorageError::TimedOut,
            StorageError::Failed(error) => StorageError::Failed(again(error)),
            StorageError::Corrupt(what) => StorageError::Corrupt(what.clone()),
        }
    }
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable(error) => write!(f, "database unavailable: {error}"),
            StorageError::TimedOut => f.write_str("database write timed out"),
            StorageError::Failed(error) => write!(f, "database error: {error}"),
            StorageError::Corrupt(what) => write!(f, "unreadable data: {what}"),
        }
    }
}

impl std::error::Error for StorageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StorageError::Unavailable(error) | StorageError::Failed(error) => Some(error),
            StorageError::TimedOut | StorageError::Corrupt(_) => None,
        }
    }
}

impl From<sqlx::Error> for StorageError {
    fn from(error: sqlx::Error) -> Self {
        if is_transient(&error) {
            StorageError::Unavailable(error)
        } else {
            StorageError::Failed(error)
        }
    }
}

/// For callers still typed on `sqlx::Error` (the server-rendered pages): the same error, or for
/// the two kinds sqlx has no word for, the nearest one classified the same way by [`From`]
/// above (a timeout is a storage fault, unreadable data is not).
/// Whether `error` is a fault of the storage that may clear by itself or by an operator's hand.
fn is_transient(error: &sqlx::Error) -> bool {
    match error {
        // A connection cut mid-answer can surface as a protocol error: a new one may succeed.
        sqlx::Error::Io(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(database) => {
            let code = database.code().unwrap_or_default();
            if database
                .try_downcast_ref::<sqlx::sqlite::SqliteError>()
                .is_some()
            {
                code.parse().is_ok_and(is_transient_sqlite)
            } else {
                is_transient_sqlstate(&code)
            }
        }
        _ => false,
    }
}

/// From SQLite's extended result code.
fn is_transient_sqlite(extended: i32) -> bool {
    SQLITE_TRANSIENT.contains(&(extended & 0xff))
}

/// From PostgreSQL's SQLSTATE.
fn is_transient_sqlstate(state: &str) -> bool {
    POSTGRES_TRANSIENT_CLASSES.contains(&state.get(..2).unwrap_or(state))
        || POSTGRES_TRANSIENT.contains(&state)
}

/// SQLite primary result codes of a storage fault: BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL,
/// CANTOPEN.
const SQLITE_TRANSIENT: [i32; 7] = [5, 6, 7, 8, 10, 13, 14];
/// PostgreSQL classes: connection exception, insufficient resources (disk full, too many
/// connections), operator intervention (shutdown, crash recovery), system error (I/O).
const POSTGRES_TRANSIENT_CLASSES: [&str; 4] = ["08", "53", "57", "58"];
/// PostgreSQL states: serialization failure, deadlock, read-only transaction (a standby), lock
/// not available.
const POSTGRES_TRANSIENT: [&str; 4] = ["40001", "40P01", "25006", "55P03"];

#[cfg(test)]
mod tests {
    use super::{StorageError, is_transient_sqlite, is_transient_sqlstate};

    #[test]
    fn faults_and_bad_data_are_told_apart() {
        assert!(StorageError::TimedOut.is_unavailable());
        assert!(StorageError::from(sqlx::Error::PoolClosed).is_unavailable());
        let corrupt = StorageError::Corrupt("figure: 300 is not a percentage".to_owned());
        assert!(!corrupt.is_unavailable());
    }

    #[test]
    fn storage_faults_are_transient_and_mistakes_are_not() {
        // SQLITE_FULL, SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED, SQLITE_BUSY, SQLITE_CANTOPEN.
        for code in [13, 778, 1032, 5, 14] {
            assert!(is_transient_sqlite(code), "{code}");
        }
        // SQLITE_CONSTRAINT_UNIQUE, SQLITE_ERROR, SQLITE_CORRUPT.
        for code in [2067, 1, 11] {
            assert!(!is_transient_sqlite(code), "{code}");
        }
        // Admin shutdown, connection failure, disk full, deadlock, read-only standby.
        for state in ["57P01", "08006", "53100", "40P01", "25006"] {
            assert!(is_transient_sqlstate(state), "{state}");
        }
        // Syntax error, unique violation, undefined table.
        for state in ["42601", "23505", "42P01"] {
            assert!(!is_transient_sqlstate(state), "{state}");
        }
    }
}
