//! Running commands from the workspace root, loudly.

use std::path::{Path, PathBuf};
use std::process::Command;

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
pub fn cmd(program: &str, args: &[&str], dir: &str) -> Command {
    let mut command = Command::new(program);
    command.args(args).current_dir(root().join(dir));
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

/// A step heading in the output.
pub fn step(title: &str) {
    eprintln!("\n==> {title}");
}
