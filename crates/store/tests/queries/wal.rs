use crate::on_each_engine;
use site_store::Db;
use site_store::secrets::insert_if_absent_then_read;
use site_store::wal::{truncate, truncate_within};
use std::path::PathBuf;
use std::time::Duration;

/// SQLite's write-ahead log beside the database file; `None` on PostgreSQL.
fn log_file(db: &Db) -> Option<PathBuf> {
    let Db::Sqlite { write, .. } = db else {
        return None;
    };
    let mut name = write
        .connect_options()
        .get_filename()
        .as_os_str()
        .to_owned();
    name.push("-wal");
    Some(PathBuf::from(name))
}

fn log_bytes(db: &Db) -> Option<u64> {
    log_file(db).map(|file| std::fs::metadata(file).map_or(0, |metadata| metadata.len()))
}

#[tokio::test]
async fn truncating_empties_sqlites_log_and_is_nothing_on_postgresql() {
    on_each_engine(async |db| {
        insert_if_absent_then_read(db, "key", "value")
            .await
            .expect("a write");
        if let Some(bytes) = log_bytes(db) {
            assert!(bytes > 0, "the write is in the log");
        }
        truncate(db).await.expect("truncate");
        assert!(
            matches!(log_bytes(db), None | Some(0)),
            "{:?}",
            log_bytes(db)
        );
        let stored = insert_if_absent_then_read(db, "key", "other")
            .await
            .expect("read");
        assert_eq!(stored, "value", "the log's content is in the database");
    })
    .await;
}

#[tokio::test]
async fn a_reader_holding_the_log_makes_truncating_fail_past_its_deadline() {
    on_each_engine(async |db| {
        let Db::Sqlite { read, .. } = db else {
            truncate_within(db, Duration::ZERO)
                .await
                .expect("nothing to do on PostgreSQL");
            return;
        };
        insert_if_absent_then_read(db, "key", "value")
            .await
            .expect("a write");
        // A read transaction's snapshot pins the log's frames until it ends.
        let mut reader = read.begin().await.expect("begin");
        let _: (i64,) = sqlx::query_as("SELECT COUNT(*) FROM site_secrets")
            .fetch_one(&mut *reader)
            .await
            .expect("read");
        let held = truncate_within(db, Duration::from_millis(50)).await;
        assert!(held.expect_err("a reader holds the log").is_unavailable());
        reader.commit().await.expect("end the read");
        truncate_within(db, Duration::from_millis(50))
            .await
            .expect("truncate");
        assert_eq!(log_bytes(db), Some(0));
    })
    .await;
}
