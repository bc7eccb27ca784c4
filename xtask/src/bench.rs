//! `cargo xtask bench`: one table of what matters for speed, printed and written to
//! `BENCHMARKS.md` with the machine, the date and the command. Never a timed test.
//!
//! Everything runs on 127.0.0.1 against the release build: bytes on the wire (Debian's Chromium
//! through puppeteer-core finds what each page loads; each asset is fetched again with br and with
//! gzip), Lighthouse, interaction latency (INP: the end-to-end suite's spec in Chromium at 4× CPU
//! throttling), wrk against the server and a throwaway nginx serving the same JSON, posts
//! accepted versus rows stored and versus raw single-row SQLite commits (and on PostgreSQL),
//! the rate limiter's cost with one client and with a new client on
//! every post, the marker parser and the contact form's validation natively and
//! in wasm (Node) against a regular-expression chain. Every load loop is bounded in time and count.

mod commits;
mod compare;
mod load;
mod native;
mod per_request;
mod report;

use crate::procs;
use crate::shell::{Result, cmd, exec, root, step};
use crate::tools;
use load::Target;
use procs::{Server, run_bounded};
use report::{Figures, Lighthouse, LighthouseRuns};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The pages measured: home, a content page, a form page (`#form`: focus a field afterwards).
pub const PAGES: [&str; 3] = [
    site_core::pages::HOME.path,
    site_core::pages::WHAT_WE_DO.path,
    site_core::pages::WRITE_US.path,
];
const FORM_PAGE: &str = site_core::pages::WRITE_US.path;
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROME_FLAGS: &str = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
     --disable-background-networking --disable-component-update --disable-sync";
/// How many more times a Lighthouse run that ended in a runtime error is tried.
const LIGHTHOUSE_RETRIES: usize = 2;
/// The smallest marker document timed (1 MiB).
const DOCUMENT_BYTES: usize = 1 << 20;
/// A funnel beacon as the app sends it (docs/operating.md#attribution-and-funnel).
pub const EVENT_BODY: &str = r#"{"form":"contact","step":"shown","lang":"en","source":"linkedin"}"#;
pub use crate::fixtures::HELP_BODY;

pub fn run(args: &[&str]) -> Result {
    match args {
        [] => bench(None),
        ["--baseline", old] => bench(Some(Path::new(old))),
        ["--per-request"] => per_request_only(None),
        ["--per-request", old] => per_request_only(Some(Path::new(old))),
        ["--crash"] => crash_only(100),
        ["--crash", kills] => crash_only(kills.parse()?),
        ["--native", document, contact_vectors] => native::run(document, contact_vectors),
        ["--commits", dir] => commits::run(dir),
        ["--posts"] => posts_only(None),
        ["--static"] => static_only(),
        ["--posts", server] => posts_only(Some(Path::new(server))),
        ["--lighthouse"] => lighthouse_only(),
        ["--compare", old] => compare_only(Path::new(old), 3),
        ["--compare", old, rounds] => compare_only(Path::new(old), rounds.parse()?),
        _ => Err(
            "usage: cargo xtask bench [--baseline OLD_SERVER_BINARY | --crash [KILLS] \
                 | --posts [SERVER_BINARY] | --per-request [OLD_SERVER_BINARY] | --lighthouse \
                 | --compare OLD_SERVER_BINARY [ROUNDS]]"
                .into(),
        ),
    }
}

/// The server built for the host's glibc (`target/release/server`), its path. The bench's
/// figures are this build's, as they always were; the static build the suite tests and the
/// archive ships (`server_build::build_server`) is measured beside it (`--static`).
fn glibc_server() -> Result<PathBuf> {
    step("building the server for glibc (release)");
    exec(cmd(
        "cargo",
        &["build", "--release", "--locked", "-p", "server"],
        ".",
    ))?;
    Ok(crate::shell::target_dir()?.join("release/server"))
}

/// A scratch folder, removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The crash drill alone, with `kills` kills, on the release server, on SQLite then on
/// PostgreSQL: printed, not written.
fn crash_only(kills: u32) -> Result {
    if !on_path("sqlite3") {
        tools::apt_install(&["sqlite3"])?;
    }
    let binary = glibc_server()?;
    let (sqlite, postgres) = crash_drills(&binary, kills)?;
    println!("{}\n{}", sqlite.summary(), postgres.summary());
    sqlite.verdict()?;
    postgres.verdict()
}

/// The crash drill on a SQLite file, then on a throwaway PostgreSQL cluster (fsync on).
fn crash_drills(
    binary: &Path,
    kills: u32,
) -> Result<(crate::crash::Figures, crate::crash::Figures)> {
    let scratch = Scratch(std::env::temp_dir().join(format!("site-crash-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    let sqlite = crate::crash::drill(binary, kills, &scratch.0, &crate::crash::Store::Sqlite)?;
    eprintln!("{}", sqlite.summary());
    let cluster = crate::postgres::Cluster::start_durable("crash")?;
    let postgres_dir = scratch.0.join("postgres");
    std::fs::create_dir_all(&postgres_dir)?;
    let postgres = crate::crash::drill(
        binary,
        kills,
        &postgres_dir,
        &crate::crash::Store::Postgres(&cluster),
    )?;
    eprintln!("{}", postgres.summary());
    Ok((sqlite, postgres))
}

/// The release server against `old` (`--compare`), in alternating rounds: printed, not written.
fn compare_only(old: &Path, rounds: usize) -> Result {
    if !on_path("wrk") {
        tools::apt_install(&["wrk"])?;
    }
    crate::web::build_web()?;
    let new = glibc_server()?;
    let scratch =
        Scratch(std::env::temp_dir().join(format!("site-compare-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    compare::run(&new, old, rounds, &scratch.0)
}

/// The posts' rows alone (`--posts`), on the release builds: printed, not written. With
/// `server`, that binary is measured instead of the release build (an older build, to compare
/// before and after a change).
fn posts_only(server: Option<&Path>) -> Result {
    for (program, package) in [("wrk", "wrk"), ("sqlite3", "sqlite3")] {
        if !on_path(program) {
            tools::apt_install(&[package])?;
        }
    }
    exec(cmd(
        "cargo",
        &[
            "build",
            "--release",
            "--locked",
            "-p",
            "server",
            "-p",
            "xtask",
        ],
        ".",
    ))?;
    let scratch = Scratch(std::env::temp_dir().join(format!("site-posts-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    let target = crate::shell::target_dir()?;
    let binary = server.map_or_else(|| target.join("release/server"), Path::to_path_buf);
    let mut figures = Figures::default();
    posts(
        &binary,
        &target.join("release/xtask"),
        &root(),
        &scratch.0,
        &mut figures,
    )?;
    let mut rows = report::Report::default();
    report::posts(&mut rows, &figures);
    println!("{}", rows.table());
    for m in &rows.missed {
        println!("- budget missed: {m}");
    }
    Ok(())
}

/// The cost per request alone (`--per-request`), against its anchors and profiled, with an
/// older build beside it when given: printed, not written.
fn per_request_only(baseline: Option<&Path>) -> Result {
    for (program, package) in [
        ("wrk", "wrk"),
        ("nginx", "nginx"),
        ("perf", "linux-perf"),
        ("sqlite3", "sqlite3"),
    ] {
        if !on_path(program) {
            tools::apt_install(&[package])?;
        }
    }
    crate::web::build_web()?;
    let server = glibc_server()?;
    let scratch =
        Scratch(std::env::temp_dir().join(format!("site-per-request-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    let figures = Figures {
        per_request: per_request::measure(
            &per_request::Setup {
                server: &server,
                baseline,
                plain_handler: &per_request::build_plain_handler()?,
                root: &root(),
                help_body: HELP_BODY,
            },
            &scratch.0,
        )?,
        ..Figures::default()
    };
    let mut rows = report::Report::default();
    report::get_rows(&mut rows, &figures.per_request);
    report::post_rows(&mut rows, &figures.per_request);
    println!("{}", rows.printed());
    println!("{}", report::profile_section(&figures.per_request));
    Ok(())
}

/// Lighthouse alone, then the INP spec (`--lighthouse`), on the release build: printed, not
/// written.
fn lighthouse_only() -> Result {
    install()?;
    crate::web::build_web()?;
    let binary = glibc_server()?;
    let scratch =
        Scratch(std::env::temp_dir().join(format!("site-lighthouse-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    step("starting the release server on a fresh SQLite file");
    let server = Server::start(&binary, &root(), &scratch.0)?;
    let pages = lighthouse_pages(&server, &scratch.0)?;
    step("interaction latency (INP) at 4× CPU throttling: the end-to-end suite's INP spec");
    let interactions = inp(&server.url(""), &scratch.0)?;
    drop(server);
    let mut rows = report::Report::default();
    report::lighthouse(&mut rows, &pages);
    report::inp(&mut rows, &interactions);
    println!("{}", rows.printed());
    Ok(())
}

/// Every page of [`PAGES`] in either language at each CPU slowdown of the budgets,
/// [`report::LIGHTHOUSE_RUNS`] times each, round-robin (a moment of load elsewhere on the machine
/// falls on one run of several pages rather than on every run of one).
fn lighthouse_pages(server: &Server, dir: &Path) -> Result<Vec<LighthouseRuns>> {
    step("Lighthouse 12.8.2 (mobile defaults) in Debian's Chromium, at 4× and 8× CPU");
    let mut pages = Vec::new();
    for budget in report::LIGHTHOUSE_BUDGETS {
        for lang in site_core::i18n::Lang::ALL {
            for page in PAGES {
                pages.push(LighthouseRuns {
                    page: lang.path(page),
                    cpu_slowdown: budget.cpu_slowdown,
                    runs: Vec::new(),
                });
            }
        }
    }
    for run in 1..=report::LIGHTHOUSE_RUNS {
        for page in &mut pages {
            eprintln!(
                "run {run} of {} at {}× CPU",
                report::LIGHTHOUSE_RUNS,
                page.cpu_slowdown
            );
            let mut measured = lighthouse(&server.url(&page.page), page.cpu_slowdown, dir)?;
            // A run Lighthouse could not record (NO_NAVSTART and the like on a busy machine) is
            // tried again, twice at most; one still failing is kept, and fails its row.
            for _ in 0..LIGHTHOUSE_RETRIES {
                let Some(error) = &measured.runtime_error else {
                    break;
                };
                eprintln!("lighthouse: {error}; once more");
                measured = lighthouse(&server.url(&page.page), page.cpu_slowdown, dir)?;
            }
            page.runs.push(measured);
        }
    }
    Ok(pages)
}

/// Posts with wrk against the release server on a fresh SQLite file (the 201s compared with the
/// rows stored, and the group commits' batches from its log), the anchor of raw single-row
/// SQLite commits in the same folder, and the same posts against the release server on a
/// throwaway PostgreSQL cluster with its own durability.
fn posts(binary: &Path, xtask: &Path, root: &Path, dir: &Path, figures: &mut Figures) -> Result {
    let dir = &dir.join("posts");
    std::fs::create_dir_all(dir)?;
    let help = Target {
        method: "POST",
        path: "/api/help",
        json_body: Some(HELP_BODY),
    };
    step("posts on SQLite with wrk: accepted versus rows stored");
    let server = Server::start(binary, root, dir)?;
    figures.help = load::wrk(server.addr, &help, dir)?;
    // Let the server finish what wrk left in flight before counting.
    std::thread::sleep(Duration::from_secs(2));
    let mut count = Command::new("sqlite3");
    count
        .arg(server.database.as_ref().ok_or("the server is on SQLite")?)
        .arg("SELECT COUNT(*) FROM leads WHERE form='help'");
    figures.rows_stored = run_bounded(count, Duration::from_secs(30), dir)?
        .trim()
        .parse()?;
    step("time to the team under that load: from each 201 to its email written");
    figures.time_to_team = Some(time_to_team(
        server.database.as_ref().ok_or("the server is on SQLite")?,
        dir,
    )?);
    let log = server.log.clone();
    // Stopped (SIGTERM): the storage logs its group commits' figures as it closes.
    drop(server);
    figures.lead_batches = report::batches(&std::fs::read_to_string(log)?);

    step("raw single-row SQLite commits in the same folder (release build of xtask)");
    let mut helper = Command::new(xtask);
    helper
        .current_dir(root)
        .args(["bench", "--commits"])
        .arg(dir);
    figures.raw_commits =
        serde_json::from_str(&run_bounded(helper, Duration::from_secs(60), dir)?)?;

    step("the same posts on PostgreSQL (a throwaway cluster, fsync on)");
    let cluster = crate::postgres::Cluster::start_durable("bench")?;
    let server = Server::start_on(binary, root, dir, &cluster.url, "server-postgres.log")?;
    figures.help_postgres = load::wrk(server.addr, &help, dir)?;
    drop(server);
    drop(cluster);
    Ok(())
}

/// Each lead message's time from its lead's 201 to its delivery, once the outbox has sent what the
/// posts wrote (waiting at most two minutes): the team's messages only, not the visitors'
/// acknowledgements.
fn time_to_team(database: &Path, dir: &Path) -> Result<report::TimeToTeam> {
    let sqlite = |sql: &str| -> Result<String> {
        let mut query = Command::new("sqlite3");
        query.arg(database).arg(sql);
        run_bounded(query, Duration::from_secs(60), dir)
    };
    const TEAM: &str = "notice NOT LIKE '%\"acknowledge_to\"%'";
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    let mut unsent: u64;
    loop {
        unsent = sqlite(&format!(
            "SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND {TEAM}"
        ))?
        .trim()
        .parse()?;
        if unsent == 0 || std::time::Instant::now() > deadline {
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let seconds: Vec<f64> = sqlite(&format!(
        "SELECT (julianday(sent_at) - julianday(created_at)) * 86400.0 FROM outbox \
         WHERE status = 'sent' AND {TEAM}"
    ))?
    .lines()
    .filter_map(|line| line.trim().parse().ok())
    .collect();
    Ok(report::TimeToTeam::of(seconds, unsent))
}

/// The whole bench, written to BENCHMARKS.md; with `baseline`, that older build of the server is
/// measured beside this one in the cost-per-request rounds and profiled too.
fn bench(baseline: Option<&Path>) -> Result {
    install()?;
    crate::web::build_web()?;
    let glibc = glibc_server()?;
    let target = crate::shell::target_dir()?;
    let root = root();
    let scratch = Scratch(std::env::temp_dir().join(format!("site-bench-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    let dir = scratch.0.as_path();
    let mut figures = Figures::default();

    step("marker document and native timings (release build of xtask)");
    let document = dir.join("document.txt");
    let (texts, bytes) = write_document(&document)?;
    eprintln!("{bytes} bytes from {texts} marker texts of content/");
    let contact = root.join("tests/vectors/forms/contact.json");
    exec(cmd(
        "cargo",
        &["build", "--release", "--locked", "--quiet", "-p", "xtask"],
        ".",
    ))?;
    let mut helper = Command::new(target.join("release/xtask"));
    helper
        .current_dir(&root)
        .args(["bench", "--native"])
        .arg(&document)
        .arg(&contact);
    figures.native = serde_json::from_str(&run_bounded(helper, Duration::from_secs(120), dir)?)?;

    step("wasm timings (Node, the served module bound with wasm-bindgen --target nodejs)");
    let node_pkg = dir.join("wasm-node");
    let optimized = target.join("wasm32-unknown-unknown/wasm-release/wasm_validate.opt.wasm");
    let mut bindgen = Command::new("wasm-bindgen");
    bindgen
        .args(["--target", "nodejs", "--out-name", "site_wasm", "--out-dir"])
        .arg(&node_pkg)
        .arg(&optimized);
    run_bounded(bindgen, Duration::from_secs(120), dir)?;
    let mut node = Command::new("node");
    node.current_dir(root.join("bench"))
        .arg("markers.mjs")
        .arg(&node_pkg)
        .arg(&document)
        .arg(&contact)
        .arg(root.join("tests/vectors/markers.json"));
    figures.wasm = serde_json::from_str(&run_bounded(node, Duration::from_secs(120), dir)?)?;

    step("starting the release server on a fresh SQLite file");
    let server = Server::start(&glibc, &root, dir)?;
    eprintln!("serving on http://{}", server.addr);

    step("bytes on the wire (Chromium finds what each page loads)");
    let network = dir.join("network.json");
    let mut node = Command::new("node");
    node.current_dir(root.join("bench"))
        .env("CHROME_PATH", CHROMIUM)
        .env("BENCH_CHROME_FLAGS", CHROME_FLAGS)
        .arg("network.mjs")
        .arg(server.url(""))
        .arg(&network);
    // Each page in English, then its French twin: a French page's first load is measured too.
    for lang in site_core::i18n::Lang::ALL {
        for page in PAGES {
            let address = lang.path(page);
            node.arg(if page == FORM_PAGE {
                format!("{address}#form")
            } else {
                address
            });
        }
    }
    run_bounded(node, Duration::from_secs(240), dir)?;
    figures.network = serde_json::from_str(&std::fs::read_to_string(&network)?)?;

    figures.lighthouse = lighthouse_pages(&server, dir)?;

    step("interaction latency (INP) at 4× CPU throttling: the end-to-end suite's INP spec");
    figures.inp = inp(&server.url(""), dir)?;

    step("content GET and the home page with wrk (one scripted run each)");
    let get = |path| Target {
        method: "GET",
        path,
        json_body: None,
    };
    figures.services = load::wrk(server.addr, &get("/api/service/all"), dir)?;
    figures.home = load::wrk(server.addr, &get("/"), dir)?;
    step("funnel beacons: POST /api/events with wrk");
    let beacon = Target {
        method: "POST",
        path: "/api/events",
        json_body: Some(EVENT_BODY),
    };
    figures.events = load::wrk(server.addr, &beacon, dir)?;
    drop(server);
    posts(
        &glibc,
        &target.join("release/xtask"),
        &root,
        dir,
        &mut figures,
    )?;
    figures.per_request = per_request::measure(
        &per_request::Setup {
            server: &glibc,
            baseline,
            plain_handler: &per_request::build_plain_handler()?,
            root: &root,
            help_body: HELP_BODY,
        },
        dir,
    )?;

    let static_binary = crate::server_build::static_server()?;
    figures.static_server = static_server(&static_binary, &root, dir)?;

    step("rate limiter: one client versus a new client address on every post");
    (figures.limiter_one, figures.limiter_spread) = limiter_cost(dir)?;
    step("crash drill: kill -9 100 times at random moments under write load, on each engine");
    (figures.crash, figures.crash_postgres) = crash_drills(&glibc, 100)?;

    figures.machine = report::machine();
    let table = report::write(&figures, &root.join("BENCHMARKS.md"))?;
    println!("{table}");
    eprintln!("written to BENCHMARKS.md");
    Ok(())
}

/// The static (musl) server: the same content GET and posts as the glibc build's, on a fresh
/// SQLite file.
fn static_server(binary: &Path, root: &Path, dir: &Path) -> Result<report::StaticServer> {
    step("the static (musl) server: content GET and posts");
    let dir = &dir.join("static");
    std::fs::create_dir_all(dir)?;
    let server = Server::start(binary, root, dir)?;
    let get = Target {
        method: "GET",
        path: "/api/service/all",
        json_body: None,
    };
    let help = Target {
        method: "POST",
        path: "/api/help",
        json_body: Some(HELP_BODY),
    };
    Ok(report::StaticServer {
        binary_bytes: std::fs::metadata(binary)?.len(),
        services: load::wrk(server.addr, &get, dir)?,
        help: load::wrk(server.addr, &help, dir)?,
    })
}

/// The static server beside the glibc build alone (`--static`): printed, not written.
fn static_only() -> Result {
    if !on_path("wrk") {
        tools::apt_install(&["wrk"])?;
    }
    let glibc_binary = glibc_server()?;
    let static_binary = crate::server_build::static_server()?;
    let scratch = Scratch(std::env::temp_dir().join(format!("site-static-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0)?;
    let root = root();
    let glibc = static_server(&glibc_binary, &root, &scratch.0.join("glibc"))?;
    let mut figures = Figures {
        services: glibc.services,
        help: glibc.help,
        ..Figures::default()
    };
    figures.static_server = static_server(&static_binary, &root, &scratch.0)?;
    let mut rows = report::Report::default();
    report::static_server(&mut rows, &figures);
    println!("{}", rows.table());
    for m in &rows.missed {
        println!("- budget missed: {m}");
    }
    Ok(())
}

/// The end-to-end suite's INP spec (`tests/e2e`, [`crate::e2e::INP_SPEC`]) alone against
/// `base_url`: it writes its figures to the JSON file `INP_REPORT` names; the budget is held here
/// (the suite itself fails only on a gross violation).
fn inp(base_url: &str, dir: &Path) -> Result<report::Inp> {
    tools::npm_packages_in("tests/e2e")?;
    let out = dir.join("inp.json");
    let mut suite = cmd(
        "npx",
        &["--no-install", "playwright", "test", crate::e2e::INP_SPEC],
        "tests/e2e",
    );
    suite
        .env("BASE_URL", base_url)
        .env("INP_REPORT", &out)
        .env("CHROMIUM_PATH", CHROMIUM);
    eprintln!(
        "$ npx playwright test {} (INP_REPORT={})",
        crate::e2e::INP_SPEC,
        out.display()
    );
    let printed = run_bounded(suite, Duration::from_secs(300), dir)?;
    eprint!("{printed}");
    Ok(serde_json::from_str(&std::fs::read_to_string(&out)?)?)
}

/// Posts whose honeypot is filled (decoded, a token spent, answered 201, nothing stored: the
/// rate limiter is most of the work) through a trusted proxy's `X-Forwarded-For`, from one client
/// and then from a new client on every post (hundreds of thousands, far more than the limiter's
/// table holds). The limiter's cost per post does not depend on how many clients it has seen, so
/// the two rates should match.
fn limiter_cost(dir: &Path) -> Result<(load::Load, load::Load)> {
    let server = crate::release_server::ReleaseServer::start(
        "bench-limiter",
        // A limit no run reaches (about 66 million posts a second), so every post is counted
        // and none is refused.
        &[
            "--trusted-proxies",
            "127.0.0.1/32",
            "--rate-limit-per-minute",
            "4000000000",
        ],
    )?;
    let addr = server.addr.parse()?;
    let trap = Target {
        method: "POST",
        path: "/api/help",
        json_body: Some(r#"{"company_fax":"555-0100"}"#),
    };
    let one = load::wrk_from(addr, &trap, load::Clients::One, dir)?;
    let spread = load::wrk_from(addr, &trap, load::Clients::EachPostNew, dir)?;
    Ok((one, spread))
}

/// Debian's wrk, nginx, sqlite3 and Chromium, and the bench/ npm packages, when missing.
fn install() -> Result {
    let mut missing = Vec::new();
    for (program, package) in [
        ("wrk", "wrk"),
        ("nginx", "nginx"),
        ("perf", "linux-perf"),
        ("sqlite3", "sqlite3"),
        ("chromium", "chromium"),
    ] {
        if !on_path(program) {
            missing.push(package);
        }
    }
    if !missing.is_empty() {
        tools::apt_install(&missing)?;
    }
    if !Path::new(CHROMIUM).is_file() {
        return Err(format!("{CHROMIUM} is missing (Debian's chromium package)").into());
    }
    let bench = root().join("bench");
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let (lock, stamp) = (
        modified(&bench.join("package-lock.json")),
        modified(&bench.join("node_modules/.package-lock.json")),
    );
    if !matches!((lock, stamp), (Some(l), Some(s)) if s >= l) {
        step("installing the benchmark's npm packages in bench/ (npm ci)");
        let mut npm = cmd(
            "npm",
            &["ci", "--no-audit", "--no-fund", "--prefer-offline"],
            "bench",
        );
        // puppeteer-core never downloads a browser; say so anyway.
        npm.env("PUPPETEER_SKIP_DOWNLOAD", "1");
        exec(npm)?;
    }
    Ok(())
}

/// Whether `program` is an executable file on PATH (or in /usr/sbin, where nginx lives).
fn on_path(program: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/sbin")])
        .any(|dir| dir.join(program).is_file())
}

/// A document of at least 1 MiB: every multi-line marker text of content/, repeated, cut at a
/// text's end. Returns how many distinct texts and the size.
fn write_document(path: &Path) -> Result<(usize, usize)> {
    let mut files = Vec::new();
    let mut folders = vec![root().join("content")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder)? {
            let path = entry?.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "toml") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut texts = Vec::new();
    for file in files {
        let toml = std::fs::read_to_string(file)?;
        // Between each pair of `"""`: TOML drops the newline right after the opening quotes.
        for text in toml.split("\"\"\"").skip(1).step_by(2) {
            let text = text.strip_prefix('\n').unwrap_or(text);
            if !text.trim().is_empty() {
                texts.push(text.to_owned());
            }
        }
    }
    if texts.is_empty() {
        return Err("content/ has no multi-line marker texts".into());
    }
    let mut document = String::with_capacity(DOCUMENT_BYTES + 64 * 1024);
    for text in texts.iter().cycle() {
        if document.len() >= DOCUMENT_BYTES {
            break;
        }
        document.push_str(text);
        document.push('\n');
    }
    std::fs::write(path, &document)?;
    Ok((texts.len(), document.len()))
}

/// One Lighthouse run of `url` at `cpu_slowdown`× CPU: every category at the mobile preset's 4×,
/// performance alone at any other.
fn lighthouse(url: &str, cpu_slowdown: u32, dir: &Path) -> Result<Lighthouse> {
    let out = dir.join(format!("lighthouse-{}.json", procs::free_port()?));
    let _ = std::fs::remove_file(&out);
    let categories = if cpu_slowdown == 4 {
        "--only-categories=performance,accessibility,best-practices,seo"
    } else {
        "--only-categories=performance"
    };
    let mut node = Command::new("node");
    node.current_dir(root().join("bench"))
        .env("CHROME_PATH", CHROMIUM)
        .arg("node_modules/lighthouse/cli/index.js")
        .arg(url)
        .args(["--output=json", "--quiet", categories])
        .arg(format!("--throttling.cpuSlowdownMultiplier={cpu_slowdown}"))
        .arg(format!("--output-path={}", out.display()))
        .arg(format!("--chrome-flags={CHROME_FLAGS}"));
    eprintln!("$ lighthouse {url} (CPU {cpu_slowdown}×)");
    // Lighthouse exits 1 when it could not record the page (NO_NAVSTART and the like) but still
    // writes its report, with `runtimeError`: the caller tries such a run again.
    let ran = run_bounded(node, Duration::from_secs(180), dir);
    let Ok(written) = std::fs::read_to_string(&out) else {
        return Err(ran
            .err()
            .unwrap_or_else(|| "lighthouse wrote no report".into()));
    };
    let json: serde_json::Value = serde_json::from_str(&written)?;
    let _ = std::fs::remove_file(&out);
    let score = |category: &str| {
        json["categories"][category]["score"]
            .as_f64()
            .map(|s| (s * 100.0).round())
    };
    let audit = |id: &str| json["audits"][id]["numericValue"].as_f64();
    let failing = json["categories"]
        .as_object()
        .into_iter()
        .flat_map(|categories| categories.values())
        .filter(|category| category["id"] != "performance")
        .flat_map(|category| {
            category["auditRefs"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter(|r| r["weight"].as_f64().unwrap_or(0.0) > 0.0)
        .filter_map(|r| r["id"].as_str().map(str::to_owned))
        .filter(|id| {
            json["audits"][id]["score"]
                .as_f64()
                .is_some_and(|s| s < 1.0)
        })
        .collect();
    Ok(Lighthouse {
        performance: score("performance"),
        accessibility: score("accessibility"),
        best_practices: score("best-practices"),
        seo: score("seo"),
        lcp_ms: audit("largest-contentful-paint"),
        tbt_ms: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        failing,
        runtime_error: json["runtimeError"]["message"].as_str().map(str::to_owned),
    })
}
