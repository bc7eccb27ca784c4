use crate::leads::keyed;
use crate::on_each_engine;
use site_store::Db;
use site_store::idempotency::{self, Answer, Claim, IdempotencyKey, KeyedRequest};
use time::OffsetDateTime;

fn answer(status: u16) -> Answer {
    Answer::json(status, serde_json::json!({ "id": "0190-lead" }))
}

/// What claiming `keyed` with `answer` at `now` found, committed.
async fn claim_at(db: &Db, keyed: &KeyedRequest, answer: &Answer, now: OffsetDateTime) -> Claim {
    let mut tx = db.begin().await.expect("begin");
    let claim = idempotency::claim(&mut tx, keyed, answer, now)
        .await
        .expect("claim");
    tx.commit().await.expect("commit");
    claim
}

fn replayed(claim: Claim) -> Answer {
    match claim {
        Claim::Replay(answer) => answer,
        other => panic!("a replay, not {other:?}"),
    }
}

#[tokio::test]
async fn a_key_is_claimed_once_then_replayed_for_its_request_only() {
    on_each_engine(async |db| {
        let now = OffsetDateTime::now_utc();
        let first = answer(201);
        assert!(matches!(
            claim_at(db, &keyed("k", "body"), &first, now).await,
            Claim::Claimed
        ));
        let replay = claim_at(db, &keyed("k", "body"), &answer(500), now).await;
        assert_eq!(
            replayed(replay),
            first,
            "the first answer, status and body as given"
        );

        let other_body = claim_at(db, &keyed("k", "another body"), &first, now).await;
        assert!(matches!(other_body, Claim::Reused));
        let other_route = IdempotencyKey {
            key: "k".to_owned(),
            route: "/api/help".to_owned(),
        }
        .for_body(b"body");
        assert!(matches!(
            claim_at(db, &other_route, &first, now).await,
            Claim::Reused
        ));
        assert!(matches!(
            claim_at(db, &keyed("k2", "body"), &first, now).await,
            Claim::Claimed
        ));
    })
    .await;
}

#[tokio::test]
async fn a_claim_rolled_back_is_not_kept() {
    on_each_engine(async |db| {
        let now = OffsetDateTime::now_utc();
        let mut tx = db.begin().await.expect("begin");
        let claimed = idempotency::claim(&mut tx, &keyed("k", "body"), &answer(201), now).await;
        assert!(matches!(claimed.expect("claim"), Claim::Claimed));
        tx.rollback().await.expect("rollback");
        let again = claim_at(db, &keyed("k", "other"), &answer(201), now).await;
        assert!(matches!(again, Claim::Claimed));
    })
    .await;
}

#[tokio::test]
async fn a_claim_older_than_a_day_is_forgotten_then_purged() {
    on_each_engine(async |db| {
        let now = OffsetDateTime::now_utc();
        let two_days_ago = now - time::Duration::days(2);
        claim_at(db, &keyed("old", "body"), &answer(201), two_days_ago).await;
        claim_at(db, &keyed("stale", "body"), &answer(201), two_days_ago).await;
        claim_at(db, &keyed("fresh", "body"), &answer(201), now).await;

        // Expired: another request may take the key before the purge runs.
        let retaken = claim_at(db, &keyed("stale", "another body"), &answer(202), now).await;
        assert!(matches!(retaken, Claim::Claimed));
        assert_eq!(
            idempotency::purge_expired_keys(db, now)
                .await
                .expect("purge"),
            1
        );
        assert_eq!(
            idempotency::purge_expired_keys(db, now)
                .await
                .expect("purge"),
            0
        );

        let old = claim_at(db, &keyed("old", "another body"), &answer(201), now).await;
        assert!(matches!(old, Claim::Claimed), "the purged key is free");
        let stale = claim_at(db, &keyed("stale", "another body"), &answer(500), now).await;
        assert_eq!(replayed(stale).status, 202, "the key's new claim stands");
        let fresh = claim_at(db, &keyed("fresh", "another body"), &answer(201), now).await;
        assert!(matches!(fresh, Claim::Reused), "a day's claim still holds");
    })
    .await;
}
