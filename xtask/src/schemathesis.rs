//! Schemathesis (PyPI, pinned, in a venv under the target dir) against the release server:
//! every check, every phase, on a fixed budget, so the OpenAPI document and the server cannot
//! disagree unnoticed. The run's summary line is printed at the end.

use crate::background::Background;
use crate::release_server::ReleaseServer;
use crate::shell::{Result, step};
use crate::venv;
use std::path::PathBuf;
use std::process::Command;

/// Pinned, like every other tool: a new release may add checks.
const VERSION: &str = "4.32.5";
/// Per operation, in each generating phase.
const MAX_EXAMPLES: &str = "40";
/// The whole run's budget, in seconds: fuzzing and stateful testing repeat until it is spent.
const MAX_SECONDS: &str = "100";

/// `cargo xtask schemathesis`: builds the release server, then [`against`] it.
pub fn run() -> Result {
    crate::server_build::build_server()?;
    against()
}

/// Runs Schemathesis against the release server on a fresh SQLite file, its rate limit off (the
/// run posts faster than a person).
pub fn against() -> Result {
    let run = start()?;
    run.finish()
}

/// Schemathesis started against its own release server ([`against`]'s setup), running while
/// the caller does other work: `cargo xtask test` runs the front test, the crash drill and the
/// image meanwhile. Its report is read by [`Running::finish`].
pub fn start() -> Result<Running> {
    let st = install()?;
    let server = ReleaseServer::start("schemathesis", &["--rate-limit-per-minute", "0"])?;
    step("Schemathesis: every check and phase against /api/openapi.json (release server)");
    let work = crate::shell::target_dir()?.join("schemathesis");
    std::fs::create_dir_all(&work)?;
    let schema = format!("{}/api/openapi.json", server.base_url);
    let config = crate::shell::root().join("xtask/schemathesis.toml");
    let config = config.to_string_lossy();
    let args = [
        "--config-file",
        &config,
        "run",
        schema.as_str(),
        "--checks",
        "all",
        "--phases",
        "examples,coverage,fuzzing,stateful",
        "--max-examples",
        MAX_EXAMPLES,
        "--max-time",
        MAX_SECONDS,
        // One worker: with two, Hypothesis describes its filters' lambdas by parsing their source
        // with `ast` from both threads at once, which CPython 3.11 does not allow ("AST
        // constructor recursion depth mismatch"), an error of the tool, not of the API.
        "--workers",
        "1",
        "--request-timeout",
        "15",
        // A health check of generation speed, not of the API: drawing names and websites from
        // the pattern of every Unicode letter is slow on a loaded 2-core machine.
        "--suppress-health-check",
        "too_slow",
        "--no-color",
    ];
    eprintln!("$ {} {}", st.display(), args.join(" "));
    // Hypothesis keeps its example database in the working folder: the target dir, not the clone.
    let hooks = crate::shell::root().join("xtask/schemathesis_hooks.py");
    let mut command = Command::new(&st);
    command
        .args(args)
        .env("SCHEMATHESIS_HOOKS", &hooks)
        .current_dir(&work);
    // Its report goes to a file, printed when it is read: steps run meanwhile keep their output.
    let run = Background::spawn("Schemathesis", command, work.join("report.txt"))?;
    Ok(Running { run, server })
}

/// A Schemathesis run under way, and the server it tests.
pub struct Running {
    run: Background,
    server: ReleaseServer,
}

impl Running {
    /// Waits for the run, prints its report and summary line; fails when it found failures.
    pub fn finish(self) -> Result {
        let (status, text) = self.run.finish()?;
        println!("{text}");
        eprintln!("Schemathesis summary: {}", summary(&text));
        if status.success() {
            Ok(())
        } else {
            self.server.show_log_tail();
            Err(format!("Schemathesis found failures ({status})").into())
        }
    }
}

/// The report's last summary line (`== 131 passed in 84.2s ==`), without its rule.
fn summary(report: &str) -> String {
    report
        .lines()
        .rev()
        .find(|line| line.starts_with("==") && line.contains(" in "))
        .map(|line| line.trim_matches(|c| c == '=' || c == ' ').to_owned())
        .unwrap_or_else(|| "no summary line".to_owned())
}

/// The venv's `st` at [`VERSION`].
fn install() -> Result<PathBuf> {
    let package = format!("schemathesis=={VERSION}");
    Ok(venv::ensure("schemathesis-venv", &[&package])?.join("bin/st"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_is_the_last_rule_line_or_says_there_is_none() {
        let report =
            "== SUMMARY ==\nGET /api/x: 1 failure\n=== 130 passed, 1 failed in 84.20s ===\n";
        assert_eq!(summary(report), "130 passed, 1 failed in 84.20s");
        assert_eq!(
            summary("Traceback (most recent call last):\n"),
            "no summary line"
        );
    }
}
