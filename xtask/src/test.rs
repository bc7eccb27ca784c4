//! `cargo xtask test`: the whole suite. CI (`.ci/run`) runs exactly this.

use crate::postgres::Cluster;
use crate::shell::{Result, cmd, exec, step};
use crate::{check, e2e, native_verdicts, schemathesis, tools, wasm};

pub fn run() -> Result {
    check::run()?;
    let postgres = Cluster::start("shared")?;
    // Stopped and started again by a fault test, so no other test may use it.
    let restartable = Cluster::start("restartable")?;
    step("Rust tests (SQLite and PostgreSQL)");
    // The PostgreSQL-only tests are `#[ignore]`d in a plain `cargo test`; here they run.
    let mut tests = cmd(
        "cargo",
        &["test", "--workspace", "--locked", "--", "--include-ignored"],
        ".",
    );
    tests
        .env("TEST_POSTGRES_URL", &postgres.url)
        .env("TEST_POSTGRES_RESTARTABLE_URL", &restartable.url)
        .env("TEST_POSTGRES_RESTARTABLE_DATA", restartable.data())
        .env("TEST_POSTGRES_BIN", &restartable.bin)
        .env("SITE_REQUIRE_POSTGRES", "1");
    exec(tests)?;
    drop(restartable);
    drop(postgres);
    wasm::build()?;
    step("native verdicts for the wasm differential test");
    let verdicts = wasm::target_dir()?.join("native-verdicts.json");
    native_verdicts::write(&verdicts)?;
    tools::npm_packages()?;
    step("tsc --noEmit over web/ (strict)");
    exec(cmd(
        "npx",
        &["--no-install", "tsc", "-p", "tsconfig.json"],
        "web",
    ))?;
    step("ESLint over web/");
    exec(cmd(
        "npx",
        &["--no-install", "eslint", "--max-warnings", "0", "."],
        "web",
    ))?;
    step("web tests (Vitest), including the wasm module against vectors and native verdicts");
    let mut vitest = cmd("npx", &["--no-install", "vitest", "run"], "web");
    vitest.env("NATIVE_VERDICTS", &verdicts);
    exec(vitest)?;
    e2e::run()?;
    // After the end-to-end suite, which built the release server.
    schemathesis::against(&wasm::target_dir()?.join("release/server"))?;
    eprintln!("\nxtask: all tests passed");
    Ok(())
}
