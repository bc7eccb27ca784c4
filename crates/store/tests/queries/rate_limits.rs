use crate::on_each_engine;
use site_store::rate_limits::{purge_full, take};

/// A token a minute, two at most.
const REFILL_MS: i64 = 60_000;
const BURST_MS: i64 = 120_000;

#[tokio::test]
async fn a_clients_bucket_is_shared_through_postgresql_and_kept_in_memory_on_sqlite() {
    on_each_engine(async |db| {
        let taken = take(db, "203.0.113.7", REFILL_MS, BURST_MS)
            .await
            .expect("take");
        if db.engine() == "sqlite" {
            assert_eq!(taken, None, "one process: the server keeps the limits");
            assert_eq!(purge_full(db).await.expect("purge"), 0);
            return;
        }
        assert_eq!(taken, Some(Ok(())));
        assert_eq!(
            take(db, "203.0.113.7", REFILL_MS, BURST_MS)
                .await
                .expect("take"),
            Some(Ok(()))
        );
        let Some(Err(wait)) = take(db, "203.0.113.7", REFILL_MS, BURST_MS)
            .await
            .expect("take")
        else {
            panic!("the bucket is empty after its burst")
        };
        assert!(
            (1..=60).contains(&wait),
            "about a minute to the next token: {wait}"
        );
        let other = take(db, "198.51.100.2", REFILL_MS, BURST_MS)
            .await
            .expect("take");
        assert_eq!(other, Some(Ok(())), "another client's bucket");
        assert_eq!(
            purge_full(db).await.expect("purge"),
            0,
            "no bucket is full again yet"
        );
    })
    .await;
}

#[tokio::test]
async fn only_buckets_full_again_are_purged() {
    on_each_engine(async |db| {
        // A refill of nothing: the bucket is full again as soon as the token is taken.
        take(db, "refilled", 0, BURST_MS).await.expect("take");
        take(db, "spent", REFILL_MS, BURST_MS).await.expect("take");
        let purged = purge_full(db).await.expect("purge");
        assert_eq!(purged, if db.engine() == "postgres" { 1 } else { 0 });
        if db.engine() == "postgres" {
            let spent = take(db, "spent", REFILL_MS, BURST_MS).await.expect("take");
            assert_eq!(spent, Some(Ok(())), "the second of its two tokens");
            let again = take(db, "spent", REFILL_MS, BURST_MS).await.expect("take");
            assert!(
                matches!(again, Some(Err(_))),
                "its bucket was kept: {again:?}"
            );
        }
    })
    .await;
}
