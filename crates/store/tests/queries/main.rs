//! Every public query of the store, run on both engines: the SQL is written once for SQLite and
//! PostgreSQL, so a statement whose two dialects disagree (a type, an operator, an order) fails
//! here rather than in production on the engine the server's HTTP tests ran less.
//!
//! Each test runs on a fresh SQLite file, then on a fresh PostgreSQL database when
//! `TEST_POSTGRES_URL` names a server (`cargo xtask test` starts one and sets it, with
//! `SITE_REQUIRE_POSTGRES`, which makes its absence a failure instead of a skip).

mod acknowledgements;
mod backup;
mod content;
mod content_import;
mod funnel;
mod health;
mod idempotency;
mod leads;
mod outbox;
mod pages;
mod people;
mod rate_limits;
mod retention;
mod search;
mod secrets;
mod subscribers;
mod wal;

use futures_util::TryStreamExt;
use futures_util::stream::BoxStream;
use site_store::{Db, StorageError};
use std::path::{Path, PathBuf};

/// Runs `check` on a fresh, migrated database of each engine in turn (see [`on_each_database`]).
pub async fn on_each_engine(check: impl AsyncFn(&Db)) {
    on_each_database(async |db, _url| check(db).await).await;
}

/// Runs `check` on a fresh, migrated database of each engine in turn, with the URL it was opened
/// with, the engine's name on stderr first (shown with a failure).
pub async fn on_each_database(check: impl AsyncFn(&Db, &str)) {
    // Known first: a run that requires PostgreSQL fails before it starts.
    let admin = postgres_admin_url();
    eprintln!("on sqlite");
    let folder = ScratchDir::create();
    let url = format!("sqlite://{}", folder.path().join("site.db").display());
    run_on(&url, &check).await;
    drop(folder);
    if let Some(admin) = admin {
        eprintln!("on postgres");
        let database = FreshPostgres::create(&admin).await;
        run_on(&database.url, &check).await;
        database.drop_database().await;
    }
}

async fn run_on(url: &str, check: &impl AsyncFn(&Db, &str)) {
    let db = Db::connect(url)
        .await
        .unwrap_or_else(|error| panic!("connect to {url}: {error}"));
    db.migrate().await.expect("the migrations apply");
    check(&db, url).await;
    db.close().await;
}

/// The admin URL of the test PostgreSQL server, or `None` (announced, or a failure when
/// `SITE_REQUIRE_POSTGRES` says the run must cover both engines).
fn postgres_admin_url() -> Option<String> {
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

/// A new, empty database on the test PostgreSQL server, dropped once its test passed (a failed
/// test leaves it, to be looked at).
struct FreshPostgres {
    admin: String,
    name: String,
    url: String,
}

impl FreshPostgres {
    async fn create(admin: &str) -> Self {
        let name = format!("site_store_test_{}", uuid::Uuid::new_v4().simple());
        admin_statement(admin, &format!("CREATE DATABASE {name}")).await;
        let base = admin.rsplit_once('/').map_or(admin, |(base, _)| base);
        Self {
            admin: admin.to_owned(),
            url: format!("{base}/{name}"),
            name,
        }
    }

    async fn drop_database(self) {
        // FORCE: a pool's connection may still be closing on the server's side.
        let statement = format!("DROP DATABASE {} WITH (FORCE)", self.name);
        admin_statement(&self.admin, &statement).await;
    }
}

async fn admin_statement(admin: &str, statement: &str) {
    use sqlx::Connection;
    let mut connection = sqlx::PgConnection::connect(admin)
        .await
        .expect("connect to PostgreSQL");
    sqlx::query(statement)
        .execute(&mut connection)
        .await
        .unwrap_or_else(|error| panic!("{statement}: {error}"));
    connection.close().await.expect("close");
}

/// A folder of its own under the system's temporary folder, removed when dropped.
#[derive(Debug)]
pub struct ScratchDir(PathBuf);

impl ScratchDir {
    pub fn create() -> Self {
        let path = std::env::temp_dir().join(format!("site-store-test-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&path).expect("scratch folder");
        Self(path)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every item of a store's stream, in order.
pub async fn collect<T>(stream: BoxStream<'_, Result<T, StorageError>>) -> Vec<T> {
    stream.try_collect().await.expect("the stream reads")
}

/// A time as stored, `offset` from now (a test's "before" and "after").
pub fn stamp_from_now(offset: time::Duration) -> String {
    site_store::timestamp(time::OffsetDateTime::now_utc() + offset)
}
