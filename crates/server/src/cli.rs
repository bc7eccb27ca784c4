//! Command line of the `server` binary: `serve` ([`Config`]) and the backend jobs, whose
//! arguments are the jobs' own (`jobs::args`). Every flag can also come from the environment.

use crate::config::Config;
use crate::jobs::args::{
    ContentCommand, DbCommand, HealthcheckArgs, LeadsCommand, MarkersCommand, OutboxCommand,
    PeopleCommand, ReportArgs,
};
use clap::{Parser, Subcommand};

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
    Serve(Box<Config>),
    /// Backend jobs on the stored leads: export, import, revalidate.
    #[command(subcommand)]
    Leads(LeadsCommand),
    /// Backend jobs on the content files: check, import.
    #[command(subcommand)]
    Content(ContentCommand),
    /// Preview marker text as the site renders it.
    #[command(subcommand)]
    Markers(MarkersCommand),
    /// Database operations: backup.
    #[command(subcommand)]
    Db(DbCommand),
    /// The outbox of lead notifications: list, retry.
    #[command(subcommand)]
    Outbox(OutboxCommand),
    /// Requests from people about their data: export, erase.
    #[command(subcommand)]
    People(PeopleCommand),
    /// The funnel and the leads of a period: leads per form and source, each form's steps and
    /// their conversion, the refusals that stop most visitors, the newsletter's confirmation
    /// rate, and the time leads take to reach the team.
    Report(ReportArgs),
    /// Asks a running server's `/healthz` (a container's health check: the image has no curl).
    Healthcheck(HealthcheckArgs),
}
