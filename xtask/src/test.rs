//! `cargo xtask test`: the whole suite. CI (`.ci/run`) runs exactly this.

use crate::postgres::Cluster;
use crate::shell::{Result, cmd, exec, step};
use crate::{check, crash, e2e, front, image, native_verdicts, schemathesis, tools, venv};

pub fn run() -> Result {
    let wasm_bindgen_cli = tools::spawn_wasm_bindgen_cli()?;
    check::run(check::NativeClippy::InTestBuild)?;
    // The PostgreSQL TLS test makes its CA and certificates with openssl.
    if !tools::on_path("openssl") {
        tools::apt_install(&["openssl"])?;
    }
    if let Some(install) = wasm_bindgen_cli {
        install.wait()?;
    }
    // The web build first: an API test checks the server's first screen against its prerender
    // (`TEST_WEB_DIST`).
    crate::web::build_web()?;
    let postgres = Cluster::start("shared")?;
    // Stopped and started again by a fault test, so no other test may use it.
    let restartable = Cluster::start("restartable")?;
    let python = venv::ensure("delivery-venv", &venv::DELIVERY_PYTHON)?.join("bin/python");
    step("Rust tests (SQLite and PostgreSQL), built under clippy (-D warnings)");
    // The PostgreSQL-only tests are `#[ignore]`d in a plain `cargo test`; here they run.
    let mut tests = cmd(
        "cargo",
        &["test", "--workspace", "--locked", "--", "--include-ignored"],
        ".",
    );
    check::lint_while_building(&mut tests)?;
    tests
        .env("TEST_POSTGRES_URL", &postgres.url)
        .env("TEST_POSTGRES_RESTARTABLE_URL", &restartable.url)
        .env("TEST_POSTGRES_RESTARTABLE_DATA", restartable.data())
        // Also how the TLS test starts its own cluster (`ssl = on`).
        .env("TEST_POSTGRES_BIN", &restartable.bin)
        // The delivery tests' Python (`#[ignore]`d without it).
        .env("TEST_PYTHON", &python)
        // The real web build (`tests/api/first_screen.rs`).
        .env("TEST_WEB_DIST", crate::shell::root().join("web/dist"))
        .env("SITE_REQUIRE_POSTGRES", "1")
        // The root-only storage faults (a full file system, a read-only file) fail, not skip,
        // when they cannot be injected: they are the only tests where SQLite's COMMIT fails on
        // the disk itself.
        .env("SITE_REQUIRE_ROOT_FAULTS", "1");
    exec(tests)?;
    drop(restartable);
    drop(postgres);
    // The release server the later steps run, built while the web app's checks and tests run
    // (they use no cargo, and each leaves a core idle at times): about a minute and a half less.
    let static_server = crate::server_build::spawn_static_server()?;
    step("native verdicts for the wasm differential test");
    let verdicts = crate::shell::target_dir()?.join("native-verdicts.json");
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
    // The server binary the Rust tests ran (`marker-text.leptos.test.tsx` asks it for leptos's
    // markup): `cargo run -p server` would resolve features apart from the workspace's and build
    // it again.
    vitest.env("NATIVE_VERDICTS", &verdicts).env(
        "SERVER_BIN",
        crate::shell::target_dir()?.join("debug/server"),
    );
    exec(vitest)?;
    static_server.wait()?;
    e2e::run()?;
    // Schemathesis spends a fixed budget (100 s) on its own release server and database, one core
    // at most: the front test, the crash drill and the image run meanwhile, each on theirs.
    let schemathesis = schemathesis::start()?;
    front::test()?;
    crash_drill()?;
    // The release archive and the container image, from the web app and the server built above.
    image::test()?;
    step("Schemathesis: what is left of its run (it started after the end-to-end suite)");
    schemathesis.finish()?;
    eprintln!("\nxtask: all tests passed");
    Ok(())
}

/// A short crash drill (the benchmark runs 100 kills) on the release server `e2e` built, on each
/// engine: every post answered 201 survives `kill -9`, the SQLite file stays sound, and the
/// funnel's server-side steps equal the rows and sent messages.
fn crash_drill() -> Result {
    if !tools::on_path("sqlite3") {
        tools::apt_install(&["sqlite3"])?;
    }
    let server = crate::server_build::server_binary()?;
    step("crash drill: the release server killed with kill -9 5 times under write load (SQLite)");
    drill_once(&server, &crash::Store::Sqlite)?;
    step("crash drill: the same on PostgreSQL (a throwaway cluster)");
    let cluster = Cluster::start("crash")?;
    drill_once(&server, &crash::Store::Postgres(&cluster))
}

fn drill_once(server: &std::path::Path, store: &crash::Store) -> Result {
    let scratch = std::env::temp_dir().join(format!("site-crash-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)?;
    let figures = crash::drill(server, 5, &scratch, store);
    let _ = std::fs::remove_dir_all(&scratch);
    let figures = figures?;
    eprintln!("{}", figures.summary());
    figures.verdict()
}
