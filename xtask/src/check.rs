//! `cargo xtask check`: the static checks, also run by `cargo xtask test`.

use crate::shell::{Result, cmd, exec, step};
use crate::{codegen, french, layers, one_place, source_rules, tools};

/// Crates that must also build, warning-free, for the browser.
const WASM_CRATES: &[&str] = &["site-core", "wasm-validate"];

pub fn run() -> Result {
    tools::wasm_target()?;
    step("rustfmt");
    exec(cmd("cargo", &["fmt", "--all", "--check"], "."))?;
    layers::check()?;
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
    tools::npm_packages()?;
    step("tsc --strict over bindings/");
    exec(cmd(
        "npx",
        &["--no-install", "tsc", "-p", "tsconfig.bindings.json"],
        "web",
    ))
}
