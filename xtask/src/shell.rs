//! Running commands from the workspace root, loudly.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

pub type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

/// The workspace root (the parent of `xtask/`). `cargo run` sets `CARGO_MANIFEST_DIR` for the
/// process too; that one wins over the compile-time path, because a binary reused from a shared
/// `CARGO_TARGET_DIR` may have been compiled in another clone.
pub fn root() -> PathBuf {
    let manifest_dir =
        std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_else(|| env!("CARGO_MANIFEST_DIR").into());
    Path::new(&manifest_dir)
        .parent()
        .expect("xtask lives in the workspace")
        .to_owned()
}

/// A command that runs in `dir` (relative to the root).
///
/// It does not inherit what `cargo run` told xtask about its own package (its manifest path,
/// name and version): some build scripts (ring's) rerun when `CARGO_MANIFEST_DIR` or
/// `CARGO_PKG_NAME` changes in cargo's environment, so a build from xtask and one from a shell
/// (or, for the manifest path, from a new clone) rebuilt ring and all that depends on it
/// (rustls, sqlx, reqwest) in turn, even with a warm shared target folder.
pub fn cmd(program: &str, args: &[&str], dir: &str) -> Command {
    let mut command = Command::new(program);
    command.args(args).current_dir(root().join(dir));
    for (name, _) in std::env::vars_os() {
        if name.to_str().is_some_and(is_cargo_run_variable) {
            command.env_remove(name);
        }
    }
    command
}

/// Whether `name` is one of the variables `cargo run` sets for the program it runs.
fn is_cargo_run_variable(name: &str) -> bool {
    ["CARGO_MANIFEST_", "CARGO_PKG_"]
        .iter()
        .any(|prefix| name.starts_with(prefix))
        || [
            "CARGO_CRATE_NAME",
            "CARGO_BIN_NAME",
            "CARGO_PRIMARY_PACKAGE",
        ]
        .contains(&name)
}

/// Runs a command, echoing it, and fails when it fails.
pub fn exec(mut command: Command) -> Result {
    let shown = format!(
        "{} {}",
        command.get_program().to_string_lossy(),
        command
            .get_args()
            .map(|a| a.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ")
    );
    eprintln!("$ {shown}");
    let status = command
        .status()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})").into())
    }
}

/// When the process started (the first call), so the timings' total counts what ran before the
/// first step too.
pub fn started() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

/// The steps so far: each title and when it started.
fn steps() -> &'static Mutex<Vec<(String, Instant)>> {
    static STEPS: OnceLock<Mutex<Vec<(String, Instant)>>> = OnceLock::new();
    STEPS.get_or_init(Mutex::default)
}

/// A step heading in the output; its start is recorded for [`timings`].
pub fn step(title: &str) {
    started();
    steps()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .push((title.to_owned(), Instant::now()));
    eprintln!("\n==> {title}");
}

/// The table of the steps run so far: each one's duration (until the next step started, the last
/// until now) and the total since the process started.
pub fn timings() -> String {
    let now = Instant::now();
    let steps = steps()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clone();
    let mut durations = Vec::with_capacity(steps.len());
    for (index, (title, start)) in steps.iter().enumerate() {
        let end = steps.get(index + 1).map_or(now, |(_, next)| *next);
        durations.push((title.as_str(), end.duration_since(*start)));
    }
    timing_table(&durations, now.duration_since(started()))
}

/// The timings as printed: seconds, then the step's title; the total last.
fn timing_table(steps: &[(&str, Duration)], total: Duration) -> String {
    use std::fmt::Write as _;
    let mut table = String::from("step timings (seconds):\n");
    for (title, duration) in steps {
        let _ = writeln!(table, "{:>9.1}  {title}", duration.as_secs_f64());
    }
    let _ = writeln!(table, "{:>9}  {}", "-------", "-".repeat(5));
    let _ = writeln!(table, "{:>9.1}  total", total.as_secs_f64());
    table
}

/// Cargo's target directory (honours `CARGO_TARGET_DIR`), asked of `cargo metadata` once per
/// process.
pub fn target_dir() -> Result<PathBuf> {
    static TARGET_DIR: OnceLock<PathBuf> = OnceLock::new();
    if let Some(dir) = TARGET_DIR.get() {
        return Ok(dir.clone());
    }
    let dir = ask_target_dir()?;
    Ok(TARGET_DIR.get_or_init(|| dir).clone())
}

fn ask_target_dir() -> Result<PathBuf> {
    let output = cmd(
        "cargo",
        &["metadata", "--format-version", "1", "--no-deps"],
        ".",
    )
    .output()?;
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout)?;
    let dir = metadata["target_directory"]
        .as_str()
        .ok_or("cargo metadata gave no target_directory")?;
    Ok(PathBuf::from(dir))
}

/// A size against its budget: an error naming `what`, its size and the budget when over it
/// (`what` says the unit: "the image is 41000000 bytes").
pub fn within_budget(what: &str, size: u64, budget: u64) -> Result {
    if size > budget {
        return Err(format!("{what} is {size} bytes, over its {budget} budget").into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_over_its_budget_fails_with_both_figures() {
        within_budget("the image", 40, 40).expect("at the budget");
        let error = within_budget("the image", 41, 40).expect_err("over");
        assert_eq!(
            error.to_string(),
            "the image is 41 bytes, over its 40 budget"
        );
    }

    #[test]
    fn a_command_that_fails_is_an_error_naming_it_and_its_status() {
        let error = exec(cmd("sh", &["-c", "exit 3"], ".")).expect_err("exit 3 fails");
        let text = error.to_string();
        assert!(text.contains("`sh -c exit 3` failed"), "{text}");
        assert!(text.contains("exit status: 3"), "{text}");
    }

    #[test]
    fn a_command_does_not_inherit_what_cargo_told_xtask_of_itself() {
        // `cargo test` sets these for this test as `cargo run` does for xtask.
        assert!(std::env::var_os("CARGO_PKG_NAME").is_some());
        let out = cmd(
            "sh",
            &[
                "-c",
                "echo ${CARGO_PKG_NAME-none} ${CARGO_MANIFEST_DIR-none} ${PATH:+path}",
            ],
            ".",
        )
        .output()
        .expect("sh runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            "none none path"
        );
        assert!(is_cargo_run_variable("CARGO_PKG_VERSION_MAJOR"));
        assert!(!is_cargo_run_variable("CARGO_TARGET_DIR"));
        assert!(!is_cargo_run_variable("CARGO_HOME"));
    }

    #[test]
    fn a_program_that_cannot_start_is_an_error_naming_it() {
        let error =
            exec(cmd("/nonexistent/xtask-tool", &["--flag"], ".")).expect_err("no such program");
        assert!(
            error
                .to_string()
                .starts_with("could not start `/nonexistent/xtask-tool --flag`"),
            "{error}"
        );
    }

    #[test]
    fn the_timing_table_gives_each_step_and_the_total() {
        let table = timing_table(
            &[
                ("rustfmt", Duration::from_millis(1_240)),
                ("end-to-end tests", Duration::from_secs(312)),
            ],
            Duration::from_millis(320_040),
        );
        assert_eq!(
            table,
            "step timings (seconds):\n      1.2  rustfmt\n    312.0  end-to-end tests\n  \
             -------  -----\n    320.0  total\n"
        );
    }
}
