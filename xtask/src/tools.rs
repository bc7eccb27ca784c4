//! Installing what the commands need when it is missing: never a download outside the package
//! registries.

use crate::shell::{Result, cmd, exec, step};
use std::process::Command;

/// The `wasm32-unknown-unknown` target of the Rust toolchain.
pub fn wasm_target() -> Result {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()?;
    if String::from_utf8_lossy(&installed.stdout)
        .lines()
        .any(|l| l == "wasm32-unknown-unknown")
    {
        return Ok(());
    }
    step("installing the wasm32-unknown-unknown target");
    exec(cmd(
        "rustup",
        &["target", "add", "wasm32-unknown-unknown"],
        ".",
    ))
}

/// The web app's npm packages, from `package-lock.json`, when `node_modules` is missing or older
/// than the lock file.
pub fn npm_packages() -> Result {
    let root = crate::shell::root().join("web");
    let lock = root.join("package-lock.json");
    let stamp = root.join("node_modules/.package-lock.json");
    let modified = |p: &std::path::Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if matches!((modified(&lock), modified(&stamp)), (Some(l), Some(s)) if s >= l) {
        return Ok(());
    }
    step("installing npm packages (npm ci)");
    exec(cmd(
        "npm",
        &["ci", "--no-audit", "--no-fund", "--prefer-offline"],
        "web",
    ))
}
