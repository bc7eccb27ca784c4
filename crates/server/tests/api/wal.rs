//! The write-ahead log truncated after an erasure or a purge (`site_store::wal`) under the hostile
//! condition it must report: a reader in the middle of a read transaction holds the log's older
//! frames, so the truncation cannot finish; it says so within its deadline (the job then exits 2)
//! and succeeds once the reader is done.

use crate::helpers::{execute, scratch_dir};
use site_store::{Db, wal};
use sqlx::{Connection, Executor};
use std::time::{Duration, Instant};

#[tokio::test]
async fn a_reader_holding_the_log_is_reported_and_the_log_is_truncated_once_it_is_done() {
    let dir = scratch_dir("wal-reader");
    let file = dir.join("site.db");
    let url = format!("sqlite://{}", file.display());
    let db = Db::connect(&url).await.expect("connect");
    db.migrate().await.expect("migrate");
    let insert = "INSERT INTO write_probe (token, payload) VALUES ($1, 'a deleted row')";
    execute(&db, insert, &["before"]).await;
    // Another connection, as the server's reads are, in the middle of a read transaction.
    let mut reader = sqlx::SqliteConnection::connect(&url).await.expect("reader");
    reader.execute("BEGIN").await.expect("begin");
    let (rows,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM write_probe")
        .fetch_one(&mut reader)
        .await
        .expect("read");
    assert_eq!(rows, 1);
    execute(&db, insert, &["after"]).await;

    let started = Instant::now();
    let refused = wal::truncate_within(&db, Duration::from_millis(600)).await;
    let error = refused.expect_err("a reader holds the log").to_string();
    assert!(error.contains("a reader still holds it"), "{error}");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    // `stat` only: opening the file here would drop this process's SQLite locks on it.
    let log = format!("{}-wal", file.display());
    assert!(std::fs::metadata(&log).expect("the log").len() > 0);

    reader.execute("COMMIT").await.expect("end the read");
    wal::truncate_within(&db, Duration::from_secs(10))
        .await
        .expect("truncated once the reader is done");
    assert_eq!(std::fs::metadata(&log).expect("the log").len(), 0);
    reader.close().await.expect("close");
    db.close().await;
}
