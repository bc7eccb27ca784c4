//! The server's settings (`server serve`'s flags and environment, or a test's own values) and
//! its fixed timeouts. The one configuration type: the command line parses into it and every
//! handler reads it.

use crate::cli::DatabaseArgs;
use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Debug, Clone, Args)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, env = "SITE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The built web app (`npm run build` output).
    #[arg(long, env = "SITE_WEB_DIST", default_value = "web/dist")]
    pub web_dist: PathBuf,
    /// The content folder: seeded into the database on first start; its `media/` is served.
    #[arg(long, env = "SITE_CONTENT_DIR", default_value = "content")]
    pub content_dir: PathBuf,
    /// Form posts allowed per client address and minute (0 turns the limit off).
    #[arg(long, env = "SITE_RATE_LIMIT_PER_MINUTE", default_value_t = 30)]
    pub rate_limit_per_minute: u32,
    /// The site's public origin, for canonical links, link previews and the sitemap
    /// (default: `http://` and the listening address).
    #[arg(long, env = "SITE_PUBLIC_URL", default_value = "")]
    pub public_url: String,
    /// Serve Prometheus metrics at `/metrics` on this address, a listener apart from the
    /// site's (keep it private). Off when not given.
    #[arg(long, env = "SITE_METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,
    /// How long content answers are served from memory (0 = not at all).
    #[arg(skip = CONTENT_CACHE_TTL)]
    pub content_cache_ttl: Duration,
}

impl Config {
    /// Where the media files are served from.
    pub fn media_dir(&self) -> PathBuf {
        self.content_dir.join("media")
    }

    /// The public origin without a trailing slash, `http://` and the listening address when
    /// none was given.
    pub fn with_public_origin(mut self) -> Self {
        self.public_url = match self.public_url.trim_end_matches('/') {
            "" => format!("http://{}", self.addr),
            origin => origin.to_owned(),
        };
        self
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
