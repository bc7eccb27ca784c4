//! Storage's own time limits. The server's request timeout is checked against them where it is
//! declared (`server::config`).

use std::time::Duration;

/// A write (waiting for the writer included) that has not finished within this is abandoned and
/// answered 503.
pub const WRITE_DEADLINE: Duration = Duration::from_secs(8);
/// How long SQLite waits for another process's lock before the write fails as unavailable.
pub const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);
const _: () = assert!(SQLITE_BUSY_TIMEOUT.as_secs() < WRITE_DEADLINE.as_secs());

/// An `Idempotency-Key` is honoured this long after its first use, then forgotten (the IETF
/// idempotency-key draft lets the server choose; a day covers any client's retries).
pub const IDEMPOTENCY_KEY_LIFETIME: Duration = Duration::from_secs(24 * 60 * 60);
