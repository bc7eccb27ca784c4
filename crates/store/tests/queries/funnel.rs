use crate::leads::{new_lead, store};
use crate::on_each_engine;
use site_store::Db;
use site_store::funnel::{self, CountRow, FunnelKey, FunnelStep, Tally};
use site_store::notice::{Channel, StoredNotice};
use site_store::outbox;
use std::time::Duration;

fn shown(day: &str, source: &str) -> FunnelKey {
    FunnelKey {
        day: day.to_owned(),
        form: "loan",
        lang: "fr",
        source: source.to_owned(),
        step: FunnelStep::Shown,
        field: String::new(),
        code: String::new(),
    }
}

fn refused(day: &str) -> FunnelKey {
    FunnelKey {
        step: FunnelStep::Refused,
        field: "email".to_owned(),
        code: "email.invalid".to_owned(),
        ..shown(day, "direct")
    }
}

fn tally(counts: &[(FunnelKey, i64)]) -> Tally {
    let mut tally = Tally::default();
    for (key, count) in counts {
        tally.add(key.clone(), *count);
    }
    tally
}

/// The counts of every day, as `(source, step, count)`.
async fn all_counts(db: &Db) -> Vec<(String, String, i64)> {
    let rows = funnel::counts(db, "0000-01-01", "9999-12-31")
        .await
        .expect("counts");
    rows.into_iter()
        .map(|row| (row.source, row.step, row.count))
        .collect()
}

/// Adds `tally` the way a lead's transaction does: appended to the deltas, folded later.
async fn add_in_a_transaction(db: &Db, tally: &Tally) {
    let mut tx = db.begin().await.expect("begin");
    funnel::add_in(&mut tx, tally).await.expect("add");
    tx.commit().await.expect("commit");
}

#[tokio::test]
async fn counts_added_flushed_and_folded_read_back_summed_per_key() {
    on_each_engine(async |db| {
        let day = "2026-03-02";
        funnel::add(
            db,
            &tally(&[(shown(day, "linkedin"), 2), (refused(day), 1)]),
        )
        .await
        .expect("add");
        funnel::add(db, &tally(&[(shown(day, "linkedin"), 3)]))
            .await
            .expect("add");
        funnel::add(db, &Tally::default())
            .await
            .expect("nothing to add");
        add_in_a_transaction(db, &tally(&[(shown(day, "linkedin"), 4)])).await;
        add_in_a_transaction(db, &tally(&[(shown(day, "linkedin"), 1)])).await;

        // In key order: `direct` before `linkedin`.
        let expected = vec![
            ("direct".to_owned(), "refused".to_owned(), 1),
            ("linkedin".to_owned(), "shown".to_owned(), 10),
        ];
        assert_eq!(
            all_counts(db).await,
            expected,
            "the deltas are read with the counts"
        );
        assert_eq!(funnel::fold(db).await.expect("fold"), 2);
        assert_eq!(
            funnel::fold(db).await.expect("fold"),
            0,
            "nothing left to fold"
        );
        assert_eq!(
            all_counts(db).await,
            expected,
            "folding moves counts, never changes them"
        );
        let that_day = funnel::counts(db, day, day).await.expect("counts");
        let refusal = that_day
            .iter()
            .find(|row| row.step == "refused")
            .expect("a refusal");
        let CountRow {
            form,
            lang,
            field,
            code,
            ..
        } = refusal;
        assert_eq!(
            [form, lang, field, code],
            ["loan", "fr", "email", "email.invalid"]
        );
        assert!(
            funnel::counts(db, "2026-03-03", "2026-12-31")
                .await
                .expect("read")
                .is_empty()
        );
    })
    .await;
}

#[tokio::test]
async fn a_purge_deletes_the_days_before_its_cutoff_folded_or_not() {
    on_each_engine(async |db| {
        funnel::add(db, &tally(&[(shown("2024-01-01", "direct"), 1)]))
            .await
            .expect("add");
        add_in_a_transaction(db, &tally(&[(shown("2024-01-02", "direct"), 1)])).await;
        add_in_a_transaction(db, &tally(&[(shown("2026-01-01", "direct"), 7)])).await;
        assert_eq!(
            funnel::purge_before(db, "2025-01-01").await.expect("purge"),
            2
        );
        assert_eq!(
            funnel::purge_before(db, "2025-01-01").await.expect("purge"),
            0
        );
        assert_eq!(
            all_counts(db).await,
            [("direct".to_owned(), "shown".to_owned(), 7)]
        );
    })
    .await;
}

#[tokio::test]
async fn a_weeks_digest_is_claimed_once_with_its_email() {
    on_each_engine(async |db| {
        let now = crate::stamp_from_now(time::Duration::ZERO);
        assert!(
            funnel::claim_digest(db, "2026-03-08", &now)
                .await
                .expect("claim")
        );
        assert!(
            !funnel::claim_digest(db, "2026-03-08", &now)
                .await
                .expect("claim")
        );
        assert!(
            funnel::claim_digest(db, "2026-03-15", &now)
                .await
                .expect("claim")
        );

        let messages = crate::collect(outbox::list(db, None)).await;
        let about: Vec<&str> = messages
            .iter()
            .map(|message| message.lead_id.as_str())
            .collect();
        assert_eq!(
            about,
            [
                funnel::digest_id("2026-03-08"),
                funnel::digest_id("2026-03-15")
            ]
        );
        let due = time::OffsetDateTime::now_utc() + time::Duration::seconds(1);
        let lease = Duration::from_secs(60);
        let claimed = outbox::claim_due(db, due, lease, 1, &[Channel::Email])
            .await
            .expect("claim");
        match serde_json::from_str(&claimed[0].notice).expect("a notice") {
            StoredNotice::Digest(digest) => assert!(digest.digest_week_to.starts_with("2026-03")),
            other => panic!("a digest, not {other:?}"),
        }
    })
    .await;
}

#[tokio::test]
async fn delivery_times_list_the_lead_messages_of_their_window() {
    on_each_engine(async |db| {
        let before = crate::stamp_from_now(time::Duration::ZERO);
        store(db, &new_lead("ada@example.ca")).await;
        funnel::claim_digest(db, "2026-03-08", &before)
            .await
            .expect("claim");
        let after = crate::stamp_from_now(time::Duration::seconds(1));
        let due = time::OffsetDateTime::now_utc() + time::Duration::seconds(1);
        let lease = Duration::from_secs(60);
        let kinds = [Channel::Email];
        let claimed = outbox::claim_due(db, due, lease, 10, &kinds)
            .await
            .expect("claim");
        let sent: Vec<_> = claimed
            .iter()
            .map(|message| (message.id.as_str(), None))
            .collect();
        outbox::record_sent(db, &sent, due).await.expect("record");

        let rows = funnel::delivery_times(db, &before, &after)
            .await
            .expect("read");
        let [row] = rows.as_slice() else {
            panic!("the lead's email only: {rows:?}")
        };
        assert_eq!((row.kind.as_str(), row.status.as_str()), ("email", "sent"));
        assert_eq!(row.sent_at, Some(site_store::timestamp(due)));
        assert!(row.created_at >= before && row.created_at < after);
        assert!(
            funnel::delivery_times(db, &after, &after)
                .await
                .expect("read")
                .is_empty()
        );
    })
    .await;
}
