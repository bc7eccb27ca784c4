//! Backend jobs: subcommands of the `server` binary that work on the same database as the site
//! and reuse the same checks (the core crate's rule chains, the content loader, the marker
//! renderer), so what the site would refuse is refused here with the same words.
//!
//! One file per job (`backup.rs`: `server db backup`, `outbox.rs`: `server outbox list|retry`, `people_export.rs` and `erase.rs`: `server people export|erase`, `purge.rs`: `server leads purge`); [`forms`], [`cells`], [`progress`], [`terminal`] are what they share (and the crate's [`private_file`](crate::private_file)). Reports go to
//! stdout, progress and logs to stderr. Every job ends in an [`Outcome`] or an error, which the
//! binary turns into its exit code: 0 ok, 1 invalid input found, 2 usage or IO error.

mod address;
pub mod age;
pub mod args;
pub mod backup;
mod cells;
pub mod content;
pub mod erase;
pub mod export;
mod forms;
mod healthcheck;
pub mod import;
mod mail_files;
pub mod markers;
pub mod outbox;
pub mod people_export;
mod progress;
pub mod purge;
pub mod report;
pub mod revalidate;
pub mod terminal;

use args::{
    ContentCommand, DatabaseArgs, DbCommand, LeadsCommand, MarkersCommand, OutboxCommand,
    PeopleCommand,
};
use site_store::Db;
use std::process::ExitCode;

pub use crate::error::BoxError;

/// What a job found, when it could run at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Done; nothing invalid found. Exit 0.
    Ok,
    /// Done, and invalid input was found (refused rows, content problems, marker issues). Exit 1.
    Invalid,
}

impl Outcome {
    /// `Invalid` when `found`, else `Ok`.
    pub fn invalid_if(found: bool) -> Self {
        if found { Outcome::Invalid } else { Outcome::Ok }
    }

    pub fn exit_code(self) -> ExitCode {
        match self {
            Outcome::Ok => ExitCode::SUCCESS,
            Outcome::Invalid => ExitCode::from(1),
        }
    }
}

/// What a job returns: an error is a usage or IO error (exit 2).
pub type JobResult = Result<Outcome, BoxError>;

/// The exit code of an IO or usage error.
pub const ERROR_EXIT_CODE: u8 = 2;

/// `server leads ...`.
pub async fn leads(command: LeadsCommand) -> JobResult {
    match command {
        LeadsCommand::Export(args) => export::run(args).await,
        LeadsCommand::Import(args) => import::run(args).await,
        LeadsCommand::Revalidate(args) => revalidate::run(args).await,
        LeadsCommand::Purge(args) => purge::run(args).await,
    }
}

/// `server content ...`.
pub async fn content(command: ContentCommand) -> JobResult {
    match command {
        ContentCommand::Check(args) => content::check(args),
        ContentCommand::Import(args) => content::import(args).await,
    }
}

/// `server db ...`.
pub async fn db(command: DbCommand) -> JobResult {
    match command {
        DbCommand::Backup(args) => backup::run(args).await,
    }
}

/// `server healthcheck`.
pub async fn healthcheck(args: args::HealthcheckArgs) -> JobResult {
    healthcheck::run(args).await
}

/// `server outbox ...`.
pub async fn outbox(command: OutboxCommand) -> JobResult {
    match command {
        OutboxCommand::List(args) => outbox::list(args).await,
        OutboxCommand::Retry(args) => outbox::retry(args).await,
    }
}

/// `server people ...`.
pub async fn people(command: PeopleCommand) -> JobResult {
    match command {
        PeopleCommand::Export(args) => people_export::run(args).await,
        PeopleCommand::Erase(args) => erase::run(args).await,
    }
}

/// `server markers ...`.
pub fn markers(command: MarkersCommand) -> JobResult {
    match command {
        MarkersCommand::Render(args) => markers::render(&args),
        MarkersCommand::Vectors(args) => markers::vectors(&args),
    }
}

/// Connects to the database and brings its schema up to date. A SQLite file must already exist
/// unless `create` (a mistyped path must not silently become an empty database).
async fn open(args: &DatabaseArgs, create: bool) -> Result<Db, BoxError> {
    let url = args.database_url.as_str();
    if !is_postgres(url) && !create {
        existing_sqlite(url)?;
    }
    let db = Db::connect(url)
        .await
        .map_err(|error| format!("cannot connect to the database: {error}"))?;
    db.migrate().await?;
    Ok(db)
}

/// Whether `url` names a PostgreSQL database (else SQLite).
fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// Fails unless the SQLite database of `url` exists (a mistyped path must not silently become an
/// empty database).
fn existing_sqlite(url: &str) -> Result<(), BoxError> {
    site_store::existing_sqlite_file(url)?;
    Ok(())
}
