//! The `server` binary: `server serve` runs the site; the other subcommands are backend jobs
//! (`server::jobs`). Exit codes: 0 ok, 1 invalid input found, 2 usage or IO error (clap's own
//! usage errors exit 2 as well).

use clap::Parser;
use server::cli::{Cli, Command};
use server::jobs::{self, Outcome};
use std::process::ExitCode;

// musl's allocator is slow under many threads: the static build (`cargo xtask dist`) uses
// mimalloc, and `cargo xtask bench` measures it beside the glibc build.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    let serving = matches!(cli.command, Command::Serve(_));
    let log = server::telemetry::init(serving);
    let result = match cli.command {
        Command::Serve(config) => server::startup::serve(*config).await.map(|()| Outcome::Ok),
        Command::Leads(command) => jobs::leads(command).await,
        Command::Content(command) => jobs::content(command).await,
        Command::Markers(command) => jobs::markers(command),
        Command::Db(command) => jobs::db(command).await,
        Command::Outbox(command) => jobs::outbox(command).await,
        Command::People(command) => jobs::people(command).await,
        Command::Report(args) => jobs::report::run(args).await,
        Command::Healthcheck(args) => jobs::healthcheck(args).await,
    };
    match result {
        Ok(outcome) => outcome.exit_code(),
        Err(error) => {
            if serving {
                tracing::error!(%error, "server stopped");
            }
            drop(log);
            // An error may quote a file's contents: shown without its control characters.
            eprintln!("server: {}", jobs::terminal::printable(&error.to_string()));
            ExitCode::from(jobs::ERROR_EXIT_CODE)
        }
    }
}
