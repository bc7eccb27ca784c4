//! `cargo xtask check`: the static checks, also run by `cargo xtask test`.

use crate::shell::{Result, cmd, exec, step};
use crate::{citations, codegen, french, layers, one_place, source_rules, tools};
use std::process::Command;

/// Crates that must also build, warning-free, for the browser.
const WASM_CRATES: &[&str] = &["site-core", "wasm-validate"];

/// Where the native clippy runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum NativeClippy {
    /// `cargo clippy --workspace --all-targets`: `cargo xtask check`.
    OwnStep,
    /// Inside the build of the Rust tests ([`lint_while_building`]): `cargo xtask test`.
    InTestBuild,
}

pub fn run(native_clippy: NativeClippy) -> Result {
    tools::wasm_target()?;
    step("rustfmt");
    exec(cmd("cargo", &["fmt", "--all", "--check"], "."))?;
    layers::check()?;
    if native_clippy == NativeClippy::OwnStep {
        step("clippy (native)");
        exec(cmd(
            "cargo",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--locked",
                "--",
                "-D",
                "warnings",
            ],
            ".",
        ))?;
    }
    for krate in WASM_CRATES {
        step(&format!("clippy ({krate}, wasm32-unknown-unknown)"));
        let args = [
            "clippy",
            "-p",
            krate,
            "--target",
            "wasm32-unknown-unknown",
            "--locked",
            "--",
            "-D",
            "warnings",
        ];
        exec(cmd("cargo", &args, "."))?;
    }
    codegen::check()?;
    one_place::check()?;
    source_rules::check()?;
    french::check()?;
    citations::check()?;
    tools::npm_packages()?;
    step("tsc --strict over bindings/");
    exec(cmd(
        "npx",
        &["--no-install", "tsc", "-p", "tsconfig.bindings.json"],
        "web",
    ))
}

/// Makes `cargo` lint the workspace's crates with clippy (`-D warnings`) while it compiles them,
/// the way `cargo clippy` lints them in a check: clippy's driver in `RUSTC_WORKSPACE_WRAPPER`,
/// its arguments in `CLIPPY_ARGS`. The dependencies are compiled by rustc alone.
///
/// Why: a separate `cargo clippy` checks every dependency once more (metadata only, which no
/// build can reuse): on a fresh machine that was 400 s of a 35 min suite, for the same lints.
/// `cargo test --workspace` compiles every target `--all-targets` would lint (the lib and its
/// tests, the binaries, the integration tests, the examples), and it fails when the workspace has a
/// target that `cargo test` does not compile (a bench).
pub fn lint_while_building(cargo: &mut Command) -> Result {
    let metadata = Command::new("cargo")
        .args(["metadata", "--no-deps", "--format-version", "1", "--locked"])
        .current_dir(crate::shell::root())
        .output()?;
    if !metadata.status.success() {
        return Err("cargo metadata failed".into());
    }
    let unbuilt = targets_cargo_test_skips(&serde_json::from_slice(&metadata.stdout)?);
    if !unbuilt.is_empty() {
        return Err(format!(
            "cargo test does not build {}, so clippy inside the tests' build would not lint it: \
             lint it in `check` (`cargo clippy --benches`)",
            unbuilt.join(", ")
        )
        .into());
    }
    let driver = clippy_driver()?;
    denies_a_planted_lint(&driver)?;
    cargo
        .env("RUSTC_WORKSPACE_WRAPPER", driver)
        .env(CLIPPY_ARGS.0, CLIPPY_ARGS.1);
    Ok(())
}

/// Clippy's driver in the toolchain's own folder (not rustup's proxy).
fn clippy_driver() -> Result<std::path::PathBuf> {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()?;
    if !sysroot.status.success() {
        return Err("rustc --print sysroot failed".into());
    }
    let driver = std::path::Path::new(String::from_utf8_lossy(&sysroot.stdout).trim())
        .join("bin/clippy-driver");
    if !driver.is_file() {
        return Err(format!(
            "no clippy driver at {} (rustup component add clippy)",
            driver.display()
        )
        .into());
    }
    Ok(driver)
}

/// `-D warnings` for clippy's driver, with cargo-clippy's own separator between the arguments
/// after its `--`: an interface of clippy's, not a documented one.
const CLIPPY_ARGS: (&str, &str) = (
    "CLIPPY_ARGS",
    "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
);

/// The driver, called as cargo calls a workspace wrapper and with [`CLIPPY_ARGS`], must refuse a
/// file holding a warn-by-default lint (`len_zero`). Should a new toolchain read its arguments
/// otherwise, the lints would pass as warnings and the suite would stop enforcing them without a
/// word: this fails instead.
fn denies_a_planted_lint(driver: &std::path::Path) -> Result {
    // A folder per call: tests call this side by side in one process.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("xtask-clippy-canary-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let source = dir.join("canary.rs");
    std::fs::write(&source, "pub fn empty(v: &[u8]) -> bool { v.len() == 0 }\n")?;
    let output = Command::new(driver)
        .arg("rustc")
        .arg(&source)
        .args([
            "--crate-type",
            "lib",
            "--edition",
            "2024",
            "--emit",
            "metadata",
            "-o",
        ])
        .arg(dir.join("canary.rmeta"))
        .env(CLIPPY_ARGS.0, CLIPPY_ARGS.1)
        .output();
    let _ = std::fs::remove_dir_all(&dir);
    let output = output?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() || !stderr.contains("len_zero") {
        return Err(format!(
            "clippy's driver did not deny a planted `len_zero` with {}={}: clippy inside the \
             tests' build would not enforce the lints. It said:\n{stderr}",
            CLIPPY_ARGS.0, CLIPPY_ARGS.1
        )
        .into());
    }
    Ok(())
}

/// The workspace's targets `cargo test` does not compile (`cargo metadata` in, `package/target`
/// out): benches.
fn targets_cargo_test_skips(metadata: &serde_json::Value) -> Vec<String> {
    let mut skipped = Vec::new();
    for package in metadata["packages"].as_array().into_iter().flatten() {
        for target in package["targets"].as_array().into_iter().flatten() {
            let kinds = target["kind"].as_array().into_iter().flatten();
            if kinds
                .filter_map(|kind| kind.as_str())
                .any(|kind| kind == "bench")
            {
                skipped.push(format!(
                    "{}/{}",
                    package["name"].as_str().unwrap_or("?"),
                    target["name"].as_str().unwrap_or("?")
                ));
            }
        }
    }
    skipped
}

#[cfg(test)]
mod tests {
    use super::{clippy_driver, denies_a_planted_lint, targets_cargo_test_skips};
    use serde_json::json;

    #[test]
    fn the_toolchains_clippy_denies_the_planted_lint() {
        denies_a_planted_lint(&clippy_driver().expect("clippy's driver")).expect("denied");
    }

    #[test]
    fn a_driver_that_ignores_the_arguments_is_refused() {
        // Clippy's driver with its arguments dropped: it warns about the lint and succeeds.
        let script = std::env::temp_dir().join(format!("xtask-deaf-clippy-{}", std::process::id()));
        let driver = clippy_driver().expect("clippy's driver");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nunset CLIPPY_ARGS\nexec '{}' \"$@\"\n",
                driver.display()
            ),
        )
        .expect("script");
        std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .expect("executable");
        let error = denies_a_planted_lint(&script).expect_err("lints only warned of");
        std::fs::remove_file(&script).expect("cleanup");
        assert!(error.to_string().contains("did not deny"), "{error}");
    }

    #[test]
    fn a_bench_is_a_target_cargo_test_does_not_build() {
        let metadata = json!({"packages": [
            {"name": "server", "targets": [
                {"name": "server", "kind": ["lib"]},
                {"name": "api", "kind": ["test"]},
                {"name": "demo", "kind": ["example"]}
            ]},
            {"name": "site-core", "targets": [{"name": "parse", "kind": ["bench"]}]}
        ]});
        assert_eq!(targets_cargo_test_skips(&metadata), ["site-core/parse"]);
        assert!(targets_cargo_test_skips(&json!({"packages": []})).is_empty());
    }
}
