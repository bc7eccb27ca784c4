//! Installing what the commands need when it is missing: never a download outside the package
//! registries.

use crate::background::Background;
use crate::shell::{Result, cmd, exec, step};
use std::process::Command;

/// The static server's target (`dist.rs` builds it; musl's tools are installed here).
pub const MUSL_TARGET: &str = "x86_64-unknown-linux-musl";

/// The `wasm32-unknown-unknown` target of the Rust toolchain.
pub fn wasm_target() -> Result {
    rust_target("wasm32-unknown-unknown")
}

/// A target of the Rust toolchain (`rustup target add`).
pub fn rust_target(target: &str) -> Result {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()?;
    if String::from_utf8_lossy(&installed.stdout)
        .lines()
        .any(|l| l == target)
    {
        return Ok(());
    }
    step(&format!("installing the {target} target"));
    exec(cmd("rustup", &["target", "add", target], "."))
}

/// What a static (musl) build of the server needs: the target and Debian's `musl-tools` for
/// the C the dependencies compile (SQLite, ring, mimalloc).
pub fn musl() -> Result {
    rust_target(MUSL_TARGET)?;
    if !on_path("musl-gcc") {
        apt_install(&["musl-tools"])?;
    }
    Ok(())
}

/// The web app's npm packages (see `npm_packages_in`).
pub fn npm_packages() -> Result {
    npm_packages_in("web")
}

/// The npm packages of `dir` (relative to the root: `web`, `tests/e2e`), from its
/// `package-lock.json`, when `node_modules` is missing or older than the lock file.
pub fn npm_packages_in(dir: &str) -> Result {
    let root = crate::shell::root().join(dir);
    let lock = root.join("package-lock.json");
    let stamp = root.join("node_modules/.package-lock.json");
    let modified = |p: &std::path::Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if matches!((modified(&lock), modified(&stamp)), (Some(l), Some(s)) if s >= l) {
        return Ok(());
    }
    step(&format!("installing npm packages in {dir} (npm ci)"));
    exec(cmd(
        "npm",
        &["ci", "--no-audit", "--no-fund", "--prefer-offline"],
        dir,
    ))
}

/// The wasm-bindgen CLI at exactly the version of the `wasm-bindgen` crate in Cargo.lock.
pub fn wasm_bindgen_cli() -> Result {
    let Some(version) = missing_wasm_bindgen_cli()? else {
        return Ok(());
    };
    step(&format!("installing wasm-bindgen-cli {version}"));
    exec(install_wasm_bindgen_cli(&version))
}

/// Starts installing the wasm-bindgen CLI when it is missing, its output in a log under the
/// target folder: `cargo install` compiles in a folder of its own, so on a fresh machine its
/// two and a half minutes overlap the checks before the wasm build instead of adding to them.
/// [`BackgroundInstall::wait`] before the wasm build.
pub fn spawn_wasm_bindgen_cli() -> Result<Option<BackgroundInstall>> {
    let Some(version) = missing_wasm_bindgen_cli()? else {
        return Ok(None);
    };
    let log = crate::shell::target_dir()?.join("wasm-bindgen-cli-install.log");
    let what = format!("installing wasm-bindgen-cli {version}");
    Background::spawn(&what, install_wasm_bindgen_cli(&version), log)
        .map(|install| Some(BackgroundInstall(install)))
}

/// An install under way ([`spawn_wasm_bindgen_cli`]).
pub struct BackgroundInstall(Background);

impl BackgroundInstall {
    /// Waits for the install; on failure its output is printed.
    pub fn wait(self) -> Result {
        step("installing wasm-bindgen-cli: what is left of the background install");
        self.0.wait().map(drop)
    }
}

/// The version Cargo.lock pins when the installed CLI is not that one.
fn missing_wasm_bindgen_cli() -> Result<Option<String>> {
    let lock = std::fs::read_to_string(crate::shell::root().join("Cargo.lock"))?;
    let version =
        locked_version(&lock, "wasm-bindgen").ok_or("wasm-bindgen is not in Cargo.lock")?;
    let installed = Command::new("wasm-bindgen").arg("--version").output();
    let current = installed.is_ok_and(|o| {
        String::from_utf8_lossy(&o.stdout).trim() == format!("wasm-bindgen {version}")
    });
    Ok((!current).then_some(version))
}

/// `cargo install wasm-bindgen-cli --version =VERSION`, with `--locked` first: that can fail when
/// the registry lacks a newer locked dependency, and then it goes without. One command (`sh`), so
/// it can run in the background as well as in the foreground.
fn install_wasm_bindgen_cli(version: &str) -> Command {
    let install = format!("cargo install wasm-bindgen-cli --version ={version}");
    cmd(
        "sh",
        &["-c", &format!("{install} --locked || {install}")],
        ".",
    )
}

fn locked_version(lock: &str, package: &str) -> Option<String> {
    let marker = format!("name = \"{package}\"\nversion = \"");
    let start = lock.find(&marker)? + marker.len();
    Some(lock[start..].split('"').next()?.to_owned())
}

/// Binaryen's `wasm-opt`, from Debian's packages.
pub fn wasm_opt() -> Result {
    if answers("wasm-opt") {
        Ok(())
    } else {
        apt_install(&["binaryen"])
    }
}

/// Whether `program` is an executable file on PATH.
pub fn on_path(program: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|dir| dir.join(program).is_file())
}

/// Whether a program runs with `--version`.
pub fn answers(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Installs Debian packages (`--no-install-recommends`) when running as root; otherwise says
/// the exact command to run and fails.
pub fn apt_install(packages: &[&str]) -> Result {
    let command = format!(
        "apt-get install -y --no-install-recommends {}",
        packages.join(" ")
    );
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    if !is_root {
        return Err(
            format!("missing Debian packages; run as root: apt-get update && {command}").into(),
        );
    }
    step(&format!("installing {}", packages.join(" ")));
    exec(cmd("apt-get", &["update", "-q"], "."))?;
    let mut args = vec!["install", "-y", "-q", "--no-install-recommends"];
    args.extend_from_slice(packages);
    // dpkg sometimes reports a missing archive on the first try; once more is enough.
    exec(cmd("apt-get", &args, ".")).or_else(|_| exec(cmd("apt-get", &args, ".")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locked_version_is_read_from_cargo_lock_or_none() {
        let lock = "[[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.104\"\n";
        assert_eq!(
            locked_version(lock, "wasm-bindgen").as_deref(),
            Some("0.2.104")
        );
        assert_eq!(locked_version(lock, "wasm-bindgen-cli"), None);
    }
}
