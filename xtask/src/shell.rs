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
/// It does not inherit the manifest path `cargo run` gave xtask: some build scripts (ring's)
/// rerun when `CARGO_MANIFEST_DIR` changes, and in a new clone it names a new folder, so every
/// clean clone rebuilt ring and all that depends on it (rustls, sqlx, reqwest) in each profile,
/// even with a warm shared target folder.
pub fn cmd(program: &str, args: &[&str], dir: &str) -> Command {
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(root().join(dir))
        .env_remove("CARGO_MANIFEST_DIR")
        .env_remove("CARGO_MANIFEST_PATH");
    command
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_that_fails_is_an_error_naming_it_and_its_status() {
        let error = exec(cmd("sh", &["-c", "exit 3"], ".")).expect_err("exit 3 fails");
        let text = error.to_string();
        assert!(text.contains("`sh -c exit 3` failed"), "{text}");
        assert!(text.contains("exit status: 3"), "{text}");
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
