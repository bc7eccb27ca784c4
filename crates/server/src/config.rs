//! The server's settings, whatever they came from.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Config {
    pub addr: SocketAddr,
    pub database_url: String,
    pub web_dist: PathBuf,
    pub content_dir: PathBuf,
    pub rate_limit_per_minute: u32,
    /// The site's public origin, without a trailing slash.
    pub public_url: String,
}

impl Config {
    /// Where the media files are served from.
    pub fn media_dir(&self) -> PathBuf {
        self.content_dir.join("media")
    }
}

/// A request, body included, must be answered within this.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// A connection that has not sent a request's headers within this is closed (slowloris).
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// A write (waiting for the writer included) that has not finished within this is abandoned and
/// answered 503, before the request's own timeout could answer it less helpfully.
pub const WRITE_DEADLINE: Duration = Duration::from_secs(8);
const _: () = assert!(WRITE_DEADLINE.as_secs() < REQUEST_TIMEOUT.as_secs());
/// How long SQLite waits for another process's lock before the write fails as unavailable.
pub const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);
const _: () = assert!(SQLITE_BUSY_TIMEOUT.as_secs() < WRITE_DEADLINE.as_secs());

/// What a 503 (the database not taking writes) asks a client to wait before trying again.
pub const UNAVAILABLE_RETRY_AFTER: Duration = Duration::from_secs(10);

/// Content answers are served from memory this long (clients keep them for a minute anyway).
pub const CONTENT_CACHE_TTL: Duration = Duration::from_secs(5);
