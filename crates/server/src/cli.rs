//! Command line of the `server` binary. Every flag can also come from the environment.

use crate::config::Config;
use clap::{Args, Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "server",
    version,
    about = "The Cedarline Business Group website server and backend jobs"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site and its API.
    Serve(ServeArgs),
}

/// Where the database is: `sqlite://FILE` (embedded) or `postgres://...`.
#[derive(Debug, Args)]
pub struct DatabaseArgs {
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    pub database_url: String,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
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
}

impl From<ServeArgs> for Config {
    fn from(args: ServeArgs) -> Self {
        Config {
            addr: args.addr,
            database_url: args.database.database_url,
            web_dist: args.web_dist,
            content_dir: args.content_dir,
            rate_limit_per_minute: args.rate_limit_per_minute,
        }
    }
}
