//! Installing what the commands need when it is missing: never a download outside the package
//! registries.

use crate::shell::{Result, cmd, exec, step};
use std::process::Command;

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
    rust_target(crate::dist::TARGET)?;
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
    let lock = std::fs::read_to_string(crate::shell::root().join("Cargo.lock"))?;
    let version =
        locked_version(&lock, "wasm-bindgen").ok_or("wasm-bindgen is not in Cargo.lock")?;
    let installed = Command::new("wasm-bindgen").arg("--version").output();
    if installed.is_ok_and(|o| {
        String::from_utf8_lossy(&o.stdout).trim() == format!("wasm-bindgen {version}")
    }) {
        return Ok(());
    }
    step(&format!("installing wasm-bindgen-cli {version}"));
    let pinned = format!("={version}");
    // `--locked` can fail when the registry lacks a newer locked dependency; then go without it.
    exec(cmd(
        "cargo",
        &[
            "install",
            "wasm-bindgen-cli",
            "--version",
            &pinned,
            "--locked",
        ],
        ".",
    ))
    .or_else(|_| {
        exec(cmd(
            "cargo",
            &["install", "wasm-bindgen-cli", "--version", &pinned],
            ".",
        ))
    })
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
