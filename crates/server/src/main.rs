//! The `server` binary: `server serve` runs the site; the other subcommands are backend jobs.

use clap::Parser;
use server::cli::{Cli, Command};
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    server::telemetry::init();
    let outcome = match cli.command {
        Command::Serve(args) => server::startup::serve(args.into()).await,
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "server stopped");
            eprintln!("server: {error}");
            ExitCode::from(2)
        }
    }
}
