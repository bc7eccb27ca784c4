//! `spawn_app()`: a real server on 127.0.0.1 with its own database and folders.

use server::config::Config;
use server::config::DatabaseArgs;
use server::delivery::email::MailSettings;
use server::delivery::webhook::WebhookSettings;
use server::startup::Application;
use site_store::Db;
use std::path::{Path, PathBuf};

/// The engines a test can run on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

#[derive(Debug, Clone)]
pub struct Options {
    pub engine: Engine,
    pub rate_limit_per_minute: u32,
    pub content_cache_ttl: std::time::Duration,
    /// Serve the metrics on a port of their own (`TestApp::metrics_address`).
    pub metrics: bool,
    pub trusted_proxies: Vec<ipnet::IpNet>,
    pub idempotency_purge_interval: std::time::Duration,
    pub outbox_schedule: server::delivery::schedule::Schedule,
    /// The outbox's senders (a test's recorder); none by default.
    pub channels: server::delivery::Channels,
    /// `--secret-key`; none: the server generates one and keeps it in the database.
    pub secret_key: Option<server::newsletter::token::SigningKey>,
    /// The web build served: `fake_web_dist`'s unless a test brings its own.
    pub web_dist: Option<PathBuf>,
    /// `--team-lang`: the language of the team's email (default `both`).
    pub team_lang: site_core::team_mail::TeamLang,
    /// `--acknowledge`: off unless a test asks (a test's outbox then holds only the team's
    /// messages about its leads).
    pub acknowledge: bool,
    /// `--digest`: off unless a test asks (a test's outbox holds only what it wrote).
    pub digest: server::report::DigestSchedule,
    /// Deliver through the channels the configuration asks for, as `server serve` does (the
    /// team's email as `.eml` files under `TestApp::dir`'s `mail/`), instead of `channels`.
    pub configured_channels: bool,
    /// `--webhook-url` and `--webhook-secret` (with `configured_channels`); none by default.
    pub webhook: WebhookSettings,
    /// `--routing`: a routing file; none by default.
    pub routing: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            engine: Engine::Sqlite,
            rate_limit_per_minute: 0,
            // Off by default: tests change the database and read it back at once.
            content_cache_ttl: std::time::Duration::ZERO,
            metrics: false,
            trusted_proxies: Vec::new(),
            idempotency_purge_interval: server::config::IDEMPOTENCY_PURGE_INTERVAL,
            outbox_schedule: server::delivery::schedule::Schedule::DEFAULT,
            channels: server::delivery::Channels::default(),
            secret_key: None,
            web_dist: None,
            team_lang: site_core::team_mail::TeamLang::default(),
            configured_channels: false,
            digest: server::report::DigestSchedule::Off,
            acknowledge: false,
            webhook: WebhookSettings::none(),
            routing: None,
        }
    }
}

/// The public origin the test servers are configured with (canonical links, sitemap).
pub const PUBLIC_URL: &str = "https://www.cedarline.example";

/// The one page `fake_web_dist` has prerendered, and its HTML in English and (at `/fr` + its
/// path) in French.
pub const PRERENDERED_PATH: &str = "/contact/security";
pub const PRERENDERED_HTML: &str = "<div class=\"page-header\"><h1>Security</h1></div>\
     <section><h2>Our safeguards</h2><p>All connections are encrypted &amp; logged.</p></section>";
pub const PRERENDERED_HTML_FR: &str = "<div class=\"page-header\"><h1>Sécurité</h1></div>\
     <section><h2>Nos mesures de protection</h2><p>Toutes les connexions sont chiffrées et \
     journalisées.</p></section>";

/// A running server. Its folders are removed when it is dropped.
#[derive(Debug)]
pub struct TestApp {
    pub address: String,
    /// `http://` and the metrics listener's address, when `Options::metrics` asked for one.
    pub metrics_address: Option<String>,
    pub db: Db,
    pub client: reqwest::Client,
    pub dir: PathBuf,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("GET")
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("POST")
    }
}

/// The repository's `content/` folder.
pub fn content_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content")
}

/// A fresh folder under the system's temp dir, removed with everything in it when the guard is
/// dropped (at the end of the test that holds it, passed or failed).
pub fn scratch_dir(label: &str) -> ScratchDir {
    let dir = std::env::temp_dir().join(format!("site-test-{label}-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    ScratchDir {
        root: dir.clone(),
        path: dir,
    }
}

/// A scratch folder ([`scratch_dir`]); derefs to its path. Dropping it removes the folder.
#[derive(Debug)]
pub struct ScratchDir {
    /// What goes when dropped.
    root: PathBuf,
    /// What the guard stands for: the root, or a folder inside it ([`ScratchDir::within`]).
    path: PathBuf,
}

impl ScratchDir {
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The guard of `sub` inside this folder, created; dropping it still removes the whole
    /// scratch folder.
    pub fn within(mut self, sub: &str) -> Self {
        self.path = self.path.join(sub);
        std::fs::create_dir_all(&self.path).expect("scratch subfolder");
        self
    }

    /// The folder, no longer removed by this guard: for an owner that removes it itself when it
    /// is dropped ([`TestApp`], [`LoggedServer`], the jobs' databases).
    pub fn keep(mut self) -> PathBuf {
        let path = std::mem::take(&mut self.path);
        // Nothing left to remove on drop.
        self.root = PathBuf::new();
        path
    }
}

impl std::ops::Deref for ScratchDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for ScratchDir {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<std::ffi::OsStr> for ScratchDir {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.path.as_os_str()
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        if !self.root.as_os_str().is_empty() {
            let _ = std::fs::remove_dir_all(&self.root);
        }
    }
}

/// The manifest's name of the prerendered page's module (its styles and scripts).
pub const PRERENDERED_MODULE: &str = "src/page.tsx";

/// A built web app in miniature: `index.html` and one hashed asset.
pub fn fake_web_dist(dir: &Path) -> PathBuf {
    let dist = dir.join("dist");
    std::fs::create_dir_all(dist.join("assets")).expect("dist");
    std::fs::create_dir_all(dist.join(".vite")).expect(".vite");
    // What Vite's `build.manifest` writes: the server links these, never index.html's tags.
    std::fs::write(
        dist.join(".vite/manifest.json"),
        r#"{
  "index.html": {"file": "assets/app-3f2a1c.js", "name": "index", "src": "index.html",
    "isEntry": true, "imports": ["_vendor-77aa01.js"], "css": ["assets/app-5b6c7d.css"],
    "dynamicImports": ["src/app/start.tsx", "src/page.tsx"]},
  "src/app/start.tsx": {"file": "assets/start-9d8e7f.js", "isDynamicEntry": true,
    "imports": ["_vendor-77aa01.js"]},
  "_vendor-77aa01.js": {"file": "assets/vendor-77aa01.js"},
  "src/page.tsx": {"file": "assets/page-0c0c0c.js", "isDynamicEntry": true}
}"#,
    )
    .expect("manifest");
    // What the web build's prerender step writes for the app's own content pages.
    std::fs::write(
        dist.join(".vite/prerender.json"),
        serde_json::json!({
            PRERENDERED_PATH: {"html": PRERENDERED_HTML, "module": PRERENDERED_MODULE},
            format!("/fr{PRERENDERED_PATH}"): {"html": PRERENDERED_HTML_FR, "module": PRERENDERED_MODULE},
        })
        .to_string(),
    )
    .expect("prerender.json");
    std::fs::write(dist.join("assets/vendor-77aa01.js"), "export {};").expect("vendor");
    std::fs::write(dist.join("assets/app-5b6c7d.css"), "body{margin:0}").expect("css");
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><html lang=\"en\"><title>Cedarline</title><div id=\"root\"></div></html>",
    )
    .expect("index.html");
    std::fs::write(
        dist.join("assets/app-3f2a1c.js"),
        "console.log('app');".repeat(200),
    )
    .expect("asset");
    std::fs::write(
        dist.join("assets/site_wasm_bg-9d1e.wasm"),
        b"\0asm\x01\0\0\0",
    )
    .expect("wasm");
    dist
}

/// The admin URL of the test PostgreSQL server (set by `cargo xtask test`, which also sets
/// `SITE_REQUIRE_POSTGRES`). Without it a PostgreSQL test fails when required and is skipped,
/// loudly, in a plain `cargo test`.
pub fn postgres_admin_url() -> Option<String> {
    match std::env::var("TEST_POSTGRES_URL") {
        Ok(url) => Some(url),
        Err(_) if std::env::var_os("SITE_REQUIRE_POSTGRES").is_some() => {
            panic!("TEST_POSTGRES_URL is not set: run `cargo xtask test`")
        }
        Err(_) => {
            eprintln!(
                "SKIPPED: TEST_POSTGRES_URL is not set; `cargo xtask test` starts a PostgreSQL server"
            );
            None
        }
    }
}

/// A database URL for a new, empty database of `engine`, or `None` (PostgreSQL unavailable).
pub async fn fresh_database(engine: Engine, dir: &Path) -> Option<String> {
    match engine {
        Engine::Sqlite => Some(format!("sqlite://{}", dir.join("site.db").display())),
        Engine::Postgres => Some(fresh_postgres_database(&postgres_admin_url()?).await),
    }
}

/// A new, empty database on the PostgreSQL server of `admin` (a URL with rights to create one).
pub async fn fresh_postgres_database(admin: &str) -> String {
    use sqlx::Connection;
    let name = format!("site_test_{}", uuid::Uuid::new_v4().simple());
    let mut connection = sqlx::PgConnection::connect(admin)
        .await
        .expect("connect to PostgreSQL");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut connection)
        .await
        .expect("create database");
    let base = admin.rsplit_once('/').map_or(admin, |(base, _)| base);
    format!("{base}/{name}")
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default())
        .await
        .expect("SQLite is always available")
}

/// Spawns a server; `None` when the engine is unavailable (PostgreSQL outside `cargo xtask test`).
pub async fn spawn_app_with(options: Options) -> Option<TestApp> {
    let dir = scratch_dir("app");
    let database_url = fresh_database(options.engine, &dir).await?;
    let db = Db::connect(&database_url).await.expect("connect");
    // The app removes its folder when dropped.
    Some(serve_db(db, dir.keep(), &options).await)
}

/// Serves `db` (migrated and seeded by the server) from a fresh server whose folders live in
/// `dir`, started the way `server serve` starts.
pub async fn serve_db(db: Db, dir: PathBuf, options: &Options) -> TestApp {
    let config = Config {
        addr: "127.0.0.1:0".parse().expect("address"),
        database: DatabaseArgs {
            database_url: String::new(),
        },
        web_dist: options
            .web_dist
            .clone()
            .unwrap_or_else(|| fake_web_dist(&dir)),
        content_dir: content_dir(),
        rate_limit_per_minute: options.rate_limit_per_minute,
        funnel_retention_months: site_core::constants::FUNNEL_RETENTION_MONTHS,
        digest: options.digest,
        acknowledge: options.acknowledge,
        public_url: PUBLIC_URL.to_owned(),
        secret_key: options.secret_key.clone(),
        content_cache_ttl: options.content_cache_ttl,
        metrics_addr: options
            .metrics
            .then(|| "127.0.0.1:0".parse().expect("address")),
        trusted_proxies: options.trusted_proxies.clone(),
        idempotency_purge_interval: options.idempotency_purge_interval,
        outbox_schedule: options.outbox_schedule,
        mail: MailSettings {
            team_lang: options.team_lang,
            ..MailSettings::files(dir.join("mail"))
        },
        webhook: options.webhook.clone(),
        routing: options.routing.clone(),
    };
    let app = if options.configured_channels {
        Application::build_with_db(config, db.clone()).await
    } else {
        Application::build_with_channels(config, db.clone(), options.channels.clone()).await
    }
    .expect("the server starts");
    let address = format!("http://{}", app.local_addr().expect("address"));
    let metrics_address = app
        .metrics_addr()
        .map(|addr| format!("http://{}", addr.expect("metrics address")));
    tokio::spawn(app.run_until(std::future::pending()));
    let client = reqwest::Client::builder().build().expect("client");
    TestApp {
        address,
        metrics_address,
        db,
        client,
        dir,
    }
}

/// A scratch copy of content/ (`content` in a scratch folder, removed when dropped).
pub fn copy_content(label: &str) -> ScratchDir {
    let dir = scratch_dir(label).within("content");
    copy_dir(&content_dir(), &dir);
    dir
}

pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("read_dir") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("copy");
        }
    }
}

/// Replaces the first `from` in `dir/file` by `to` and returns the 1-based line it was on.
pub fn edit(dir: &Path, file: &str, from: &str, to: &str) -> usize {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    let offset = text
        .find(from)
        .unwrap_or_else(|| panic!("{from:?} not in {file}"));
    std::fs::write(&path, text.replacen(from, to, 1)).expect("write");
    text[..offset].matches('\n').count() + 1
}

/// The engines a test of both engines runs on: SQLite always, PostgreSQL when
/// `TEST_POSTGRES_URL` is set (see [`postgres_admin_url`]: without it the PostgreSQL half fails
/// under `SITE_REQUIRE_POSTGRES`, and is skipped, loudly, in a plain `cargo test`).
pub fn engines() -> Vec<Engine> {
    let mut engines = vec![Engine::Sqlite];
    if postgres_admin_url().is_some() {
        engines.push(Engine::Postgres);
    }
    engines
}

/// Runs `check` on each of [`engines`] in turn, with the engine's name on stderr (shown with a
/// failure).
pub async fn on_each_engine(check: impl AsyncFn(Engine)) {
    for engine in engines() {
        eprintln!("on {engine:?}");
        check(engine).await;
    }
}

/// Runs `check` against a fresh server on each of [`engines`].
pub async fn on_each_app(check: impl AsyncFn(&TestApp)) {
    on_each_engine(async |engine| {
        let options = Options {
            engine,
            ..Default::default()
        };
        let app = spawn_app_with(options)
            .await
            .expect("one of the engines available");
        check(&app).await;
    })
    .await;
}

/// The PostgreSQL server of a test that needs one (such tests are `#[ignore]`d and run by
/// `cargo xtask test` with `--include-ignored`): run without it, the test fails.
pub fn required_postgres_admin_url() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .expect("TEST_POSTGRES_URL is not set: run `cargo xtask test`, which starts PostgreSQL")
}

/// A test's own SQL (no storage function reads or writes this) on whichever engine `db` is:
/// the one integer `sql` selects.
pub async fn query_i64(db: &Db, sql: &str) -> i64 {
    match db {
        Db::Sqlite { read, .. } => sqlx::query_scalar(sql).fetch_one(read).await,
        Db::Postgres { pool, .. } => sqlx::query_scalar(sql).fetch_one(pool).await,
    }
    .unwrap_or_else(|error| panic!("{sql}: {error}"))
}

/// A test's own SQL on whichever engine `db` is: the one text `sql` selects.
pub async fn query_text(db: &Db, sql: &str) -> String {
    match db {
        Db::Sqlite { read, .. } => sqlx::query_scalar(sql).fetch_one(read).await,
        Db::Postgres { pool, .. } => sqlx::query_scalar(sql).fetch_one(pool).await,
    }
    .unwrap_or_else(|error| panic!("{sql}: {error}"))
}

/// A test's own write on whichever engine `db` is, with text parameters `$1`, `$2`, ...
pub async fn execute(db: &Db, sql: &str, params: &[&str]) {
    match db {
        Db::Sqlite { write, .. } => params
            .iter()
            .fold(sqlx::query(sql), |query, param| query.bind(*param))
            .execute(write)
            .await
            .map(drop),
        Db::Postgres { pool, .. } => params
            .iter()
            .fold(sqlx::query(sql), |query, param| query.bind(*param))
            .execute(pool)
            .await
            .map(drop),
    }
    .unwrap_or_else(|error| panic!("{sql}: {error}"))
}

/// The real `server` binary on a loopback port with a fake web build, the content and a scratch
/// `--mail-dir` in `dir`, and `extra` flags; killed when dropped.
///
/// It binds port 0 and the test reads the port from its `serving` line: a port picked by the
/// test and bound by the server later could be taken meanwhile by another test's listener
/// ("Address already in use"), or worse answered by another test's server.
pub struct ServerProcess {
    pub child: tokio::process::Child,
    /// `http://127.0.0.1:PORT`.
    pub address: String,
    /// Its log (stderr) so far, line by line.
    lines: Lines,
}

type Lines = std::sync::Arc<std::sync::Mutex<Vec<String>>>;

/// The `serving` line's address, in the text or the JSON log format.
fn serving_address(line: &str) -> Option<&str> {
    if !line.contains("serving") || line.contains("serving metrics") {
        return None;
    }
    let rest = line
        .split_once("addr=")
        .or_else(|| line.split_once("\"addr\":\""))?
        .1;
    rest.split(|c: char| c == '"' || c.is_whitespace()).next()
}

impl ServerProcess {
    /// Logs at `warn` to the test's own stderr (and its `serving` line, which gives its port).
    pub async fn start(database_url: &str, dir: &Path, extra: &[&str]) -> Self {
        let server = Self::spawn(
            database_url,
            dir,
            extra,
            &[("RUST_LOG", "warn,server::startup=info")],
            true,
        )
        .await;
        server.wait_healthy().await;
        server
    }

    /// Started, and its address read from its log; `echo` copies the log to the test's stderr.
    async fn spawn(
        database_url: &str,
        dir: &Path,
        extra: &[&str],
        env: &[(&str, &str)],
        echo: bool,
    ) -> Self {
        use tokio::io::AsyncBufReadExt;
        let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"))
            .args([
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--database-url",
                database_url,
            ])
            .arg("--web-dist")
            .arg(fake_web_dist(dir))
            .arg("--content-dir")
            .arg(content_dir())
            .arg("--mail-dir")
            .arg(dir.join("mail"))
            .args(extra)
            .env_remove("DATABASE_URL")
            .env_remove("RUST_LOG")
            .env_remove("SITE_METRICS_ADDR")
            .envs(env.iter().copied())
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("start the server binary");
        let stderr = child.stderr.take().expect("stderr");
        let lines = Lines::default();
        let collected = std::sync::Arc::clone(&lines);
        tokio::spawn(async move {
            let mut reader = tokio::io::BufReader::new(stderr).lines();
            while let Ok(Some(line)) = reader.next_line().await {
                if echo {
                    eprintln!("{line}");
                }
                collected.lock().expect("lines").push(line);
            }
        });
        let mut server = Self {
            child,
            address: String::new(),
            lines,
        };
        let serving = server
            .wait_for(|line| serving_address(line).is_some())
            .await;
        let addr = serving_address(&serving).expect("an address");
        server.address = format!("http://{addr}");
        server
    }

    /// The log lines so far.
    pub fn lines(&self) -> Vec<String> {
        self.lines.lock().expect("lines").clone()
    }

    /// The first line that `matches`, waiting up to 60 s for it.
    pub async fn wait_for(&self, matches: impl Fn(&str) -> bool) -> String {
        for _ in 0..600 {
            if let Some(line) = self.lines().into_iter().find(|line| matches(line)) {
                return line;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("no such log line in:\n{}", self.lines().join("\n"));
    }

    async fn wait_healthy(&self) {
        let client = reqwest::Client::new();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while std::time::Instant::now() < deadline {
            if client
                .get(format!("{}/healthz", self.address))
                .send()
                .await
                .is_ok_and(|r| r.status() == 200)
            {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the server did not become healthy");
    }
}

/// A [`ServerProcess`] on a fresh SQLite file in its own scratch folder, whose log (stderr) a
/// test reads; `env` sets the log's level (at least `info`) and format. Ready once it logged
/// `serving` (no request of its own, so the access log holds only the test's). The folder goes
/// when dropped.
pub struct LoggedServer {
    pub server: ServerProcess,
    dir: PathBuf,
}

impl LoggedServer {
    pub async fn start(label: &str, extra: &[&str], env: &[(&str, &str)]) -> Self {
        // Removed by the logged server when dropped.
        let dir = scratch_dir(label).keep();
        let database = format!("sqlite://{}", dir.join("site.db").display());
        let server = ServerProcess::spawn(&database, &dir, extra, env, false).await;
        Self { server, dir }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn address(&self) -> &str {
        &self.server.address
    }

    /// The log lines so far.
    pub fn lines(&self) -> Vec<String> {
        self.server.lines()
    }

    /// The whole log so far.
    pub fn log(&self) -> String {
        self.lines().join("\n")
    }

    /// The first line that `matches`, waiting up to 60 s for it.
    pub async fn wait_for(&self, matches: impl Fn(&str) -> bool) -> String {
        self.server.wait_for(matches).await
    }
}

impl Drop for LoggedServer {
    fn drop(&mut self) {
        let _ = self.server.child.start_kill();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn the_serving_line_gives_the_bound_address_in_either_log_format() {
    let text = "2026-11-29T14:15:35Z  INFO server::startup: serving addr=127.0.0.1:41331 engine=\"sqlite\"";
    let json = r#"{"level":"INFO","fields":{"message":"serving","addr":"127.0.0.1:5150","engine":"sqlite"}}"#;
    assert_eq!(serving_address(text), Some("127.0.0.1:41331"));
    assert_eq!(serving_address(json), Some("127.0.0.1:5150"));
    assert_eq!(
        serving_address("INFO serving metrics addr=127.0.0.1:9"),
        None
    );
    assert_eq!(serving_address("INFO content imported"), None);
}
