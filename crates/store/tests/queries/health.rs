use crate::leads::keyed;
use crate::{on_each_database, on_each_engine};
use site_store::idempotency::{self, Answer, Claim};
use site_store::secrets::insert_if_absent_then_read;
use site_store::{Db, StorageError, sqlite_options};

#[tokio::test]
async fn the_database_answers_a_round_trip_and_names_its_engine() {
    on_each_engine(async |db| {
        db.ping().await.expect("a round trip");
        assert!(["sqlite", "postgres"].contains(&db.engine()));
        let batches = db.lead_batches();
        assert_eq!(
            batches.is_some(),
            db.engine() == "sqlite",
            "group commits are SQLite's"
        );
        assert_eq!(
            batches.unwrap_or_default().batches,
            0,
            "no lead written yet"
        );
    })
    .await;
}

#[tokio::test]
async fn a_probe_write_tells_writes_succeed_after_a_fault() {
    on_each_engine(async |db| {
        assert!(!db.health().recently_succeeded(), "no write yet");
        db.check_writes().await.expect("the probe is written");
        assert!(db.health().recently_succeeded());

        let fault = db
            .write(async { Err::<(), _>(StorageError::TimedOut) })
            .await;
        assert!(fault.expect_err("the fault comes back").is_unavailable());
        assert!(
            !db.health().recently_succeeded(),
            "a fault holds until a write succeeds"
        );
        db.check_writes().await.expect("the probe is written");
        assert!(db.health().recently_succeeded());
    })
    .await;
}

#[tokio::test]
async fn a_savepoint_rolled_back_undoes_only_what_followed_it() {
    on_each_engine(async |db| {
        let now = time::OffsetDateTime::now_utc();
        let answer = Answer::json(201, serde_json::json!({ "id": "x" }));
        let mut tx = db.begin().await.expect("begin");
        idempotency::claim(&mut tx, &keyed("kept", "b"), &answer, now)
            .await
            .expect("claim");
        let mut tx = tx.control("SAVEPOINT attempt").await.expect("savepoint");
        idempotency::claim(&mut tx, &keyed("undone", "b"), &answer, now)
            .await
            .expect("claim");
        let tx = tx
            .control("ROLLBACK TO attempt")
            .await
            .expect("rollback to");
        tx.commit().await.expect("commit");

        let mut tx = db.begin().await.expect("begin");
        let kept = idempotency::claim(&mut tx, &keyed("kept", "b"), &answer, now).await;
        assert!(matches!(kept.expect("claim"), Claim::Replay(_)));
        let undone = idempotency::claim(&mut tx, &keyed("undone", "b"), &answer, now).await;
        assert!(matches!(undone.expect("claim"), Claim::Claimed));
        tx.rollback().await.expect("rollback");
    })
    .await;
}

#[tokio::test]
async fn a_second_handle_on_the_database_reads_what_the_first_committed() {
    on_each_database(async |db, url| {
        insert_if_absent_then_read(db, "key", "first")
            .await
            .expect("write");
        let second = match db {
            Db::Sqlite { .. } => Db::connect_sqlite(sqlite_options(url).expect("options")).await,
            Db::Postgres { .. } => Db::connect(url).await,
        }
        .expect("a second handle");
        second
            .migrate()
            .await
            .expect("already migrated: nothing to do");
        let read = insert_if_absent_then_read(&second, "key", "second").await;
        assert_eq!(read.expect("read"), "first");
        second.close().await;
    })
    .await;
}
