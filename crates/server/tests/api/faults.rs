//! Storage faults, injected for real: a full database, a full file system, a read-only file,
//! another process holding the lock, PostgreSQL connections killed, PostgreSQL stopped and
//! started again. Each time: a post is answered 201 (its row committed) or 503 with `Retry-After`
//! in the API's error shape, never 500; `/healthz` says 503 while writes fail; every post answered
//! 201 is in the database afterwards, read by a new connection; and once the fault clears, new
//! posts are stored without a restart.

use crate::helpers::{
    Options, TestApp, fresh_postgres_database, required_postgres_admin_url, scratch_dir, serve_db,
};
use crate::jobs::server as run_server;
use serde_json::{Value, json};
use site_core::messages;
use site_store::leads::{FormKind, count_leads, lead_exists};
use site_store::{Db, sqlite_options};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A help message of about 3 KB, the size of the posts that once filled a disk while every
/// `COMMIT` still answered `Ok` (`crates/store/src/write.rs` says how).
fn help_message(serial: usize) -> Value {
    json!({
        "name": "Arjun Patel",
        "email": "arjun@example.ca",
        "phone": "905-555-0123",
        "subject": format!("Question {serial}"),
        "message": "Which statements should I bring to our meeting? ".repeat(62),
    })
}

/// What the posts of one drill were answered.
#[derive(Debug, Default)]
struct Ledger {
    /// Ids of the posts answered 201, in order.
    stored: Vec<String>,
    /// Posts answered 503.
    unavailable: usize,
    serial: usize,
}

impl Ledger {
    /// Posts one help message: 201 (its id noted) or 503 in the API's shape; anything else fails.
    async fn post(&mut self, app: &TestApp) -> u16 {
        self.serial += 1;
        let response = app.post_json("/api/help", &help_message(self.serial)).await;
        record(self, response).await
    }

    /// Posts until one is answered 503 (at most `limit` posts).
    async fn post_until_unavailable(&mut self, app: &TestApp, limit: usize) {
        for _ in 0..limit {
            if self.post(app).await == 503 {
                return;
            }
        }
        panic!("no 503 in {limit} posts: the fault did not show");
    }

    /// Posts `count` messages that must all be stored, waiting up to 30 s for the first.
    async fn post_stored(&mut self, app: &TestApp, count: usize) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.post(app).await != 201 {
            assert!(
                Instant::now() < deadline,
                "posts still fail after the fault cleared"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        for _ in 1..count {
            assert_eq!(self.post(app).await, 201, "stored again without a restart");
        }
    }

    /// Every post answered 201 is in the database at `url`, read by a new connection; with
    /// `exact`, nothing else was stored. (Where a connection can die between the database's
    /// COMMIT and its answer, a 503 may hide a stored row: at least once, never lost.)
    async fn verify(&self, url: &str, exact: bool) {
        let db = Db::connect(url).await.expect("reopen the database");
        for id in &self.stored {
            assert!(
                lead_exists(&db, id).await.expect("query"),
                "lead {id} was answered 201 but is not in the database"
            );
        }
        let stored =
            usize::try_from(count_leads(&db, FormKind::Help).await.expect("count")).expect("count");
        if exact {
            assert_eq!(
                stored,
                self.stored.len(),
                "exactly the posts answered 201 are stored"
            );
        } else {
            assert!(stored >= self.stored.len());
        }
        db.close().await;
    }
}

/// Notes a post's answer and checks its shape.
async fn record(ledger: &mut Ledger, response: reqwest::Response) -> u16 {
    let status = response.status().as_u16();
    match status {
        201 => {
            let body: Value = response.json().await.expect("json");
            let id = body["data"]["id"].as_str().expect("an id");
            ledger.stored.push(id.to_owned());
        }
        503 => {
            let retry_after = response
                .headers()
                .get("retry-after")
                .and_then(|value| value.to_str().ok())
                .and_then(|value| value.parse::<u64>().ok());
            assert!(retry_after.is_some_and(|s| s > 0), "503 with Retry-After");
            let body: Value = response.json().await.expect("json");
            assert_eq!(
                body,
                json!({ "errors": [{ "field": null, "code": messages::STORAGE_UNAVAILABLE.code, "message": messages::STORAGE_UNAVAILABLE.en }] }),
                "the API's error shape"
            );
            ledger.unavailable += 1;
        }
        other => panic!("a post during a storage fault answered {other}, not 201 or 503"),
    }
    status
}

async fn health(app: &TestApp) -> u16 {
    app.get("/healthz").await.status().as_u16()
}

/// Waits up to 30 s for `/healthz` to answer `status`.
async fn wait_health(app: &TestApp, status: u16) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while health(app).await != status {
        assert!(
            Instant::now() < deadline,
            "/healthz never answered {status}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

fn sqlite_url(dir: &Path) -> String {
    format!("sqlite://{}", dir.join("site.db").display())
}

/// A server on a SQLite file opened with `tune` applied to the site's own options.
async fn sqlite_app(
    dir: PathBuf,
    tune: impl Fn(sqlx::sqlite::SqliteConnectOptions) -> sqlx::sqlite::SqliteConnectOptions,
) -> TestApp {
    let options = tune(sqlite_options(&sqlite_url(&dir)).expect("options"));
    let db = Db::connect_sqlite(options).await.expect("open");
    serve_db(db, dir, &Options::default()).await
}

/// A root-only fault test that cannot inject its fault: a failure under
/// `SITE_REQUIRE_ROOT_FAULTS` (`cargo xtask test` sets it and runs as root, so a fault test that
/// did not run is never counted as passed), else a loud skip in a plain `cargo test`.
fn skip_root_fault(why: &str) {
    if std::env::var_os("SITE_REQUIRE_ROOT_FAULTS").is_some() {
        panic!("{why}: this fault test is required (SITE_REQUIRE_ROOT_FAULTS) and did not run");
    }
    eprintln!("SKIPPED: {why}");
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.stdout.starts_with(b"0\n"))
}

fn run(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

// ---- SQLite ------------------------------------------------------------------------------------

/// The database reaches its size limit (`max_page_count`, what a full disk looks like to SQLite,
/// deterministic): leads, keyed leads, subscriptions and a content import all answer "unavailable",
/// nothing half-written stays behind, and raising the limit brings everything back.
#[tokio::test]
async fn sqlite_full_database_answers_503_and_recovers() {
    // The app removes it when dropped.
    let dir = scratch_dir("full-db").keep();
    let url = sqlite_url(&dir);
    let app = sqlite_app(dir, |options| options).await;
    let mut ledger = Ledger::default();
    ledger.post_stored(&app, 3).await;
    assert_eq!(health(&app).await, 200);

    let Db::Sqlite { write, .. } = &app.db else {
        unreachable!()
    };
    let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
        .fetch_one(write)
        .await
        .expect("page_count");
    let limit = |pages: i64| {
        let options = sqlite_options(&url)
            .expect("options")
            .pragma("max_page_count", pages.to_string());
        write.set_connect_options(options);
        let pragma = format!("PRAGMA max_page_count = {pages}");
        async move { sqlx::query(&pragma).execute(write).await.expect("limit") }
    };
    limit(pages + 12).await;
    ledger.post_until_unavailable(&app, 200).await;
    assert_eq!(health(&app).await, 503, "/healthz while writes fail");
    ledger.post_until_unavailable(&app, 1).await;

    // A keyed post fails the same way and keeps no claim: its retry later is stored.
    let key = "fault-drill-key";
    let keyed = help_message(0);
    let post_keyed = || {
        app.client
            .post(app.url("/api/help"))
            .header("Idempotency-Key", key)
            .json(&keyed)
            .send()
    };
    assert_eq!(
        record(&mut ledger, post_keyed().await.expect("post")).await,
        503
    );
    let newsletter: Value = app
        .get("/api/newsletterandeventletters/all")
        .await
        .json()
        .await
        .expect("json");
    let newsletter_id = newsletter["data"][0]["foundNewsLetters"][0]["_id"]
        .as_str()
        .expect("a newsletter")
        .to_owned();
    let subscribe_path = format!("/api/newsletterandeventletters/addemail/{newsletter_id}");
    // A subscription is a small row: it may still find room in a page, until it does not.
    let mut subscribed = 0;
    loop {
        let email = json!({ "email": format!("reader{subscribed}@example.ca") });
        match app
            .post_json(&subscribe_path, &email)
            .await
            .status()
            .as_u16()
        {
            202 => subscribed += 1,
            503 => break,
            other => panic!("a subscription during the fault answered {other}"),
        }
        assert!(subscribed < 1000, "no subscription answered 503");
    }
    // A content import cannot fit either, and leaves the content as it was.
    let mut content = server::content::load(&crate::helpers::content_dir()).expect("content");
    content.services[0].heading.push_str(" (edited)");
    let import = server::content::import(&app.db, &content).await;
    assert!(
        import.as_ref().is_err_and(|error| error.is_unavailable()),
        "a content import during the fault: {import:?}"
    );
    let services: Value = app
        .get("/api/service/all")
        .await
        .json()
        .await
        .expect("json");
    assert!(!services.to_string().contains("(edited)"));

    limit(1_000_000).await;
    wait_health(&app, 200).await;
    ledger.post_stored(&app, 5).await;
    let stored = record(&mut ledger, post_keyed().await.expect("post")).await;
    assert_eq!(stored, 201, "the keyed post, retried, is stored");
    let replay: Value = post_keyed()
        .await
        .expect("post")
        .json()
        .await
        .expect("json");
    assert_eq!(
        replay["data"]["id"].as_str(),
        ledger.stored.last().map(String::as_str),
        "and its retry replays the same answer"
    );
    let subscription = json!({ "email": "lea.tremblay@example.ca" });
    assert_eq!(
        app.post_json(&subscribe_path, &subscription).await.status(),
        202,
        "subscriptions are stored again"
    );
    let Db::Sqlite { read, .. } = &app.db else {
        unreachable!()
    };
    let subscribers: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM subscribers")
        .fetch_one(read)
        .await
        .expect("count");
    assert_eq!(
        subscribers,
        subscribed + 1,
        "every subscription answered 202 is stored"
    );
    assert!(matches!(
        server::content::import(&app.db, &content).await,
        Ok(server::content::ImportOutcome::Imported { .. })
    ));
    assert!(ledger.unavailable >= 3);
    app.db.close().await;
    ledger.verify(&url, true).await;
}

/// A small file system mounted for the test (root only): that full disk in small. 3 KB
/// posts until the disk is full, then the file system grows: every 201 is stored, before and
/// after. Skipped without root, except under `SITE_REQUIRE_ROOT_FAULTS` (see [`skip_root_fault`]).
#[tokio::test]
async fn sqlite_full_file_system_answers_503_and_recovers() {
    let Some(mount) = SmallFileSystem::mount("3m") else {
        return;
    };
    let url = sqlite_url(&mount.dir);
    let app = sqlite_app(mount.dir.clone(), |options| options).await;
    let mut ledger = Ledger::default();
    ledger.post_until_unavailable(&app, 3000).await;
    assert!(
        ledger.stored.len() > 10,
        "posts were stored before the disk filled"
    );
    for _ in 0..20 {
        ledger.post(&app).await;
    }
    // Right after a failed write (a checkpoint may have let one through meanwhile).
    ledger.post_until_unavailable(&app, 100).await;
    assert_eq!(health(&app).await, 503, "/healthz while the disk is full");
    assert!(mount.resize("64m"), "grow the file system");
    wait_health(&app, 200).await;
    ledger.post_stored(&app, 20).await;
    app.db.close().await;
    ledger.verify(&url, true).await;
}

/// The database file becomes read-only (`chattr +i`, which binds root too, and already open
/// files): posts answer 503 until it is writable again. Skipped without root, except under
/// `SITE_REQUIRE_ROOT_FAULTS` (see [`skip_root_fault`]).
#[tokio::test]
async fn sqlite_read_only_file_answers_503_and_recovers() {
    // The app removes it when dropped.
    let dir = scratch_dir("read-only").keep();
    let url = sqlite_url(&dir);
    let app = sqlite_app(dir.clone(), |options| options).await;
    let mut ledger = Ledger::default();
    ledger.post_stored(&app, 3).await;
    let files: Vec<String> = ["site.db", "site.db-wal"]
        .iter()
        .map(|name| dir.join(name).display().to_string())
        .collect();
    let set = |flag: &str| files.iter().all(|file| run("chattr", &[flag, file]));
    // Needs root, and a file system with the flag (not overlays, nor tmpfs before Linux 6.0).
    if !set("+i") {
        set("-i");
        skip_root_fault("this process cannot make a file immutable (chattr +i)");
        return;
    }
    ledger.post_until_unavailable(&app, 50).await;
    assert_eq!(
        health(&app).await,
        503,
        "/healthz while the file is read-only"
    );
    assert!(set("-i"), "chattr -i");
    wait_health(&app, 200).await;
    ledger.post_stored(&app, 5).await;
    app.db.close().await;
    ledger.verify(&url, true).await;
}

/// Another process holds the database's write lock past the busy timeout: posts answer 503 (not
/// a request timeout), and once it lets go they are stored again. A job meets the same lock with
/// a clear error and exit code 2, storing nothing, then succeeds.
#[tokio::test]
async fn sqlite_lock_held_by_another_process_answers_503_and_recovers() {
    // The app removes it when dropped.
    let dir = scratch_dir("locked").keep();
    let url = sqlite_url(&dir);
    let app = sqlite_app(dir.clone(), |options| {
        options.busy_timeout(Duration::from_millis(300))
    })
    .await;
    let mut ledger = Ledger::default();
    ledger.post_stored(&app, 3).await;
    // Off the test's one runtime thread, which the server shares: taking the lock blocks until
    // a write the server has begun (its start-up maintenance, say) commits, and that write
    // needs the thread.
    let database = dir.join("site.db");
    let holder = tokio::task::spawn_blocking(move || LockHolder::take(&database))
        .await
        .expect("the lock taken");
    ledger.post_until_unavailable(&app, 5).await;
    assert_eq!(health(&app).await, 503, "/healthz while the lock is held");

    let sheet = dir.join("leads.csv");
    std::fs::write(
        &sheet,
        "name,email,phone,subject,message\n\
         Arjun Patel,arjun@example.ca,905-555-0123,Imported,Which statements should I bring?\n",
    )
    .expect("sheet");
    let import = ["leads", "import", "--database-url", &url, "--form", "help"];
    let sheet = sheet.display().to_string();
    let locked = run_server(&[&import[..], &[sheet.as_str()]].concat(), None).await;
    assert_eq!(locked.code, 2, "{}", locked.stderr);
    assert!(locked.stderr.contains("database"), "{}", locked.stderr);

    drop(holder);
    wait_health(&app, 200).await;
    ledger.post_stored(&app, 5).await;
    let imported = run_server(&[&import[..], &[sheet.as_str()]].concat(), None).await;
    assert_eq!(imported.code, 0, "{}", imported.stderr);
    assert!(imported.stdout.contains("stored 1"), "{}", imported.stdout);
    app.db.close().await;
    // The imported row is the one help lead not answered by the site.
    let db = Db::connect(&url).await.expect("reopen");
    assert_eq!(
        count_leads(&db, FormKind::Help).await.expect("count"),
        i64::try_from(ledger.stored.len() + 1).expect("count")
    );
    db.close().await;
}

/// A tmpfs of `size` mounted on a scratch folder; unmounted when dropped.
#[derive(Debug)]
struct SmallFileSystem {
    dir: PathBuf,
}

impl SmallFileSystem {
    /// `None` (and a loud skip, or a failure under `SITE_REQUIRE_ROOT_FAULTS`) when this process
    /// may not mount.
    fn mount(size: &str) -> Option<Self> {
        // Unmounted and removed by `SmallFileSystem` when dropped.
        let dir = scratch_dir("tmpfs").keep();
        let options = format!("size={size}");
        if !run(
            "mount",
            &[
                "-t",
                "tmpfs",
                "-o",
                &options,
                "tmpfs",
                &dir.to_string_lossy(),
            ],
        ) {
            let _ = std::fs::remove_dir_all(&dir);
            skip_root_fault(
                "mounting a small tmpfs needs root (and a mount namespace that allows it)",
            );
            return None;
        }
        Some(Self { dir })
    }

    fn resize(&self, size: &str) -> bool {
        let options = format!("remount,size={size}");
        run("mount", &["-o", &options, &self.dir.to_string_lossy()])
    }
}

impl Drop for SmallFileSystem {
    fn drop(&mut self) {
        run("umount", &["-l", &self.dir.to_string_lossy()]);
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Another process (Python's sqlite3) holding the database's write lock until dropped.
#[derive(Debug)]
struct LockHolder(std::process::Child);

impl LockHolder {
    fn take(database: &Path) -> Self {
        use std::io::BufRead;
        let script = "import sqlite3, sys\n\
            c = sqlite3.connect(sys.argv[1], isolation_level=None)\n\
            c.execute('BEGIN EXCLUSIVE')\n\
            print('locked', flush=True)\n\
            sys.stdin.read()\n";
        let mut child = Command::new("python3")
            .args(["-c", script, &database.to_string_lossy()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 holds the lock");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.as_mut().expect("stdout"))
            .read_line(&mut line)
            .expect("read");
        assert_eq!(line.trim(), "locked");
        Self(child)
    }
}

impl Drop for LockHolder {
    fn drop(&mut self) {
        drop(self.0.stdin.take());
        let _ = self.0.wait();
    }
}

// ---- PostgreSQL --------------------------------------------------------------------------------

/// Posts from 8 clients at once until `stop`, noting every answer.
fn write_load(
    app: &TestApp,
    ledger: &Arc<Mutex<Ledger>>,
    stop: &Arc<AtomicBool>,
) -> Vec<tokio::task::JoinHandle<()>> {
    (0..8)
        .map(|client| {
            let url = app.url("/api/help");
            let (ledger, stop) = (ledger.clone(), stop.clone());
            tokio::spawn(async move {
                let http = reqwest::Client::new();
                let mut serial = client * 1_000_000;
                while !stop.load(Ordering::Relaxed) {
                    serial += 1;
                    let Ok(response) = http.post(&url).json(&help_message(serial)).send().await
                    else {
                        continue;
                    };
                    let mut own = Ledger::default();
                    record(&mut own, response).await;
                    let mut ledger = ledger.lock().expect("ledger");
                    ledger.stored.extend(own.stored);
                    ledger.unavailable += own.unavailable;
                }
            })
        })
        .collect()
}

async fn finish(stop: &AtomicBool, writers: Vec<tokio::task::JoinHandle<()>>) {
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.await.expect("a writer panicked");
    }
}

async fn postgres_app(admin: &str) -> (TestApp, String) {
    let url = fresh_postgres_database(admin).await;
    let db = Db::connect(&url).await.expect("connect");
    (
        serve_db(db, scratch_dir("pg-fault").keep(), &Options::default()).await,
        url,
    )
}

/// Every connection of the site's database is killed (`pg_terminate_backend`), again and again,
/// under write load: nothing answered 201 is lost, and posts go on being stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL: run by cargo xtask test"]
async fn postgres_killed_connections_lose_no_answered_post() {
    let admin = required_postgres_admin_url();
    let (app, url) = postgres_app(&admin).await;
    let database = url.rsplit_once('/').expect("a database").1.to_owned();
    let ledger = Arc::new(Mutex::new(Ledger::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers = write_load(&app, &ledger, &stop);
    let killer = sqlx::PgPool::connect(&admin).await.expect("admin");
    let mut killed = 0_i64;
    for _ in 0..10 {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let rows: Vec<bool> = sqlx::query_scalar(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = $1 AND pid <> pg_backend_pid()",
        )
        .bind(&database)
        .fetch_all(&killer)
        .await
        .expect("terminate");
        killed += i64::try_from(rows.len()).expect("count");
    }
    finish(&stop, writers).await;
    assert!(killed > 0, "connections were killed");
    let mut ledger = std::mem::take(&mut *ledger.lock().expect("ledger"));
    wait_health(&app, 200).await;
    ledger.post_stored(&app, 5).await;
    eprintln!(
        "killed {killed} connections: {} posts stored, {} answered 503",
        ledger.stored.len(),
        ledger.unavailable
    );
    app.db.close().await;
    ledger.verify(&url, false).await;
}

/// The PostgreSQL server `cargo xtask test` keeps for this test alone, which it may stop.
#[derive(Debug)]
struct RestartableCluster {
    admin: String,
    data: String,
    pg_ctl: String,
}

impl RestartableCluster {
    /// The cluster `cargo xtask test` describes in the environment; run without it, the test
    /// fails.
    fn from_env() -> Self {
        let var = |name: &str| {
            std::env::var(name)
                .unwrap_or_else(|_| panic!("{name} is not set: run `cargo xtask test`"))
        };
        Self {
            admin: var("TEST_POSTGRES_RESTARTABLE_URL"),
            data: var("TEST_POSTGRES_RESTARTABLE_DATA"),
            pg_ctl: format!("{}/pg_ctl", var("TEST_POSTGRES_BIN")),
        }
    }

    fn pg_ctl(&self, args: &[&str]) {
        let mut all = vec![self.pg_ctl.as_str(), "-D", self.data.as_str()];
        all.extend_from_slice(args);
        let ok = if is_root() {
            run("runuser", &[&["-u", "postgres", "--"][..], &all].concat())
        } else {
            run(all[0], &all[1..])
        };
        assert!(ok, "pg_ctl {args:?}");
    }
}

/// PostgreSQL stops (fast shutdown: open connections are cut) in the middle of write load and
/// starts again: posts answer 503 meanwhile, nothing answered 201 is lost, and the same server
/// stores posts again without a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs a restartable PostgreSQL server: run by cargo xtask test"]
async fn postgres_stopped_mid_load_and_started_loses_no_answered_post() {
    let cluster = RestartableCluster::from_env();
    let (app, url) = postgres_app(&cluster.admin).await;
    let ledger = Arc::new(Mutex::new(Ledger::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers = write_load(&app, &ledger, &stop);
    while ledger.lock().expect("ledger").stored.len() < 100 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    cluster.pg_ctl(&["-m", "fast", "-w", "stop"]);
    let stopped_at = ledger.lock().expect("ledger").stored.len();
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(health(&app).await, 503, "/healthz while PostgreSQL is down");
    let log = format!("{}/../restart.log", cluster.data);
    cluster.pg_ctl(&["-w", "-l", &log, "start"]);
    let deadline = Instant::now() + Duration::from_secs(30);
    while ledger.lock().expect("ledger").stored.len() < stopped_at + 100 {
        assert!(
            Instant::now() < deadline,
            "posts are not stored again after the restart"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    finish(&stop, writers).await;
    let ledger = std::mem::take(&mut *ledger.lock().expect("ledger"));
    assert!(
        ledger.unavailable > 0,
        "posts while PostgreSQL was down answered 503"
    );
    wait_health(&app, 200).await;
    app.db.close().await;
    ledger.verify(&url, false).await;
}
