use crate::leads::{new_lead, store, store_notifying};
use crate::{collect, on_each_engine};
use site_store::Db;
use site_store::funnel::{self, FunnelKey, FunnelStep};
use site_store::notice::{Channel, Delivery, Route, StoredNotice};
use site_store::outbox::{self, Claimed, Listed, RetryTarget, Status};
use std::time::Duration;
use time::OffsetDateTime;

const LEASE: Duration = Duration::from_secs(300);

/// A moment after every message written so far is due.
fn soon() -> OffsetDateTime {
    OffsetDateTime::now_utc() + time::Duration::seconds(1)
}

async fn claim(db: &Db, now: OffsetDateTime, kinds: &[Channel]) -> Vec<Claimed> {
    outbox::claim_due(db, now, LEASE, 10, kinds)
        .await
        .expect("claim")
}

async fn listed(db: &Db, status: Option<Status>) -> Vec<Listed> {
    collect(outbox::list(db, status)).await
}

/// The funnel's `delivered` count of a direct English contact lead's message through `channel`.
pub fn delivered_key(channel: Channel) -> FunnelKey {
    FunnelKey {
        day: site_store::day_of(OffsetDateTime::now_utc()),
        form: "contact",
        lang: "en",
        source: "direct".to_owned(),
        step: FunnelStep::Delivered,
        field: channel.as_str().to_owned(),
        code: String::new(),
    }
}

async fn delivered_count(db: &Db) -> i64 {
    let day = site_store::day_of(OffsetDateTime::now_utc());
    let counts = funnel::counts(db, &day, &day).await.expect("counts");
    counts
        .iter()
        .filter(|row| row.step == "delivered")
        .map(|row| row.count)
        .sum()
}

#[tokio::test]
async fn a_leads_messages_are_claimed_by_kind_then_recorded_sent_and_counted_once() {
    on_each_engine(async |db| {
        let route = Route {
            name: "partners".to_owned(),
            to: Vec::new(),
            endpoint: Some("https://partners.example/hook".to_owned()),
        };
        let notify = [
            Delivery::unrouted(Channel::Email),
            Delivery {
                kind: Channel::Webhook,
                route: Some(route.clone()),
            },
        ];
        let lead = new_lead("ada@example.ca");
        store_notifying(db, &lead, &notify).await;
        let pending = listed(db, Some(Status::Pending)).await;
        assert_eq!(pending.len(), 2);
        assert!(
            pending
                .iter()
                .all(|message| message.lead_id == lead.id && message.attempts == 0)
        );

        let now = soon();
        let [email] = claim(db, now, &[Channel::Email])
            .await
            .try_into()
            .expect("one email");
        assert_eq!((email.kind.as_str(), email.attempt), ("email", 1));
        match serde_json::from_str(&email.notice).expect("a notice") {
            StoredNotice::Lead(notice) => assert_eq!(notice.lead_id, lead.id),
            other => panic!("a lead's notice, not {other:?}"),
        }
        assert!(
            claim(db, now, &[Channel::Email]).await.is_empty(),
            "its lease is live"
        );
        let [webhook] = claim(db, now, &[Channel::Webhook])
            .await
            .try_into()
            .expect("one hook");
        match serde_json::from_str(&webhook.notice).expect("a notice") {
            StoredNotice::Lead(notice) => assert_eq!(notice.route, Some(route)),
            other => panic!("a lead's notice, not {other:?}"),
        }

        let sent = [(email.id.as_str(), Some(delivered_key(Channel::Email)))];
        outbox::record_sent(db, &sent, now).await.expect("record");
        // Sent twice (its lease ran out mid-send): stored once, so counted once.
        outbox::record_sent(db, &sent, now).await.expect("record");
        assert_eq!(delivered_count(db).await, 1);
        let [done] = listed(db, Some(Status::Sent))
            .await
            .try_into()
            .expect("one sent");
        assert_eq!(done.id, email.id);
        assert_eq!(done.sent_at, Some(site_store::timestamp(now)));
        assert_eq!(done.last_error, None);
        let all = listed(db, None).await;
        assert_eq!(all.len(), 2);
        assert_eq!(outbox::stats(db, now).await.expect("stats").pending, 1);
    })
    .await;
}

#[tokio::test]
async fn a_message_whose_lease_ran_out_is_claimed_again() {
    on_each_engine(async |db| {
        store(db, &new_lead("ada@example.ca")).await;
        let now = soon();
        let [first] = claim(db, now, &[Channel::Email])
            .await
            .try_into()
            .expect("one");
        let after_lease = now + LEASE + time::Duration::seconds(1);
        let [again] = claim(db, after_lease, &[Channel::Email])
            .await
            .try_into()
            .expect("one");
        assert_eq!((again.id, again.attempt), (first.id, 2));
        assert!(
            claim(db, now, &[]).await.is_empty(),
            "no kind this worker can send"
        );
    })
    .await;
}

#[tokio::test]
async fn a_failing_message_is_retried_later_then_given_up_then_retried_by_hand() {
    on_each_engine(async |db| {
        store(db, &new_lead("ada@example.ca")).await;
        let now = soon();
        let [message] = claim(db, now, &[Channel::Email])
            .await
            .try_into()
            .expect("one");
        let next = now + time::Duration::minutes(5);
        let long_ago = now - time::Duration::days(1);
        let failure = outbox::record_failure(db, &message.id, "smtp: 451", next, long_ago);
        assert_eq!(failure.await.expect("record"), Some(Status::Pending));
        let [row] = listed(db, None).await.try_into().expect("one");
        assert_eq!(row.last_error.as_deref(), Some("smtp: 451"));
        assert_eq!(row.next_attempt_at, site_store::timestamp(next));
        assert!(
            claim(db, now, &[Channel::Email]).await.is_empty(),
            "not due before its time"
        );

        let [retried] = claim(db, next, &[Channel::Email])
            .await
            .try_into()
            .expect("due");
        assert_eq!(retried.attempt, 2);
        // Failing since before the give-up time: failed for good.
        let failure = outbox::record_failure(db, &message.id, "smtp: 550", next, next);
        assert_eq!(failure.await.expect("record"), Some(Status::Failed));
        let stats = outbox::stats(db, next).await.expect("stats");
        assert_eq!((stats.pending, stats.failed), (0, 1));
        assert_eq!(stats.oldest_pending_age, Duration::ZERO);
        let failure = outbox::record_failure(db, &message.id, "late", next, next);
        assert_eq!(
            failure.await.expect("record"),
            None,
            "a failed message stays failed"
        );

        let by_hand = outbox::retry(db, RetryTarget::One(&message.id), next).await;
        assert_eq!(by_hand.expect("retry"), 1);
        let [row] = listed(db, Some(Status::Pending))
            .await
            .try_into()
            .expect("pending");
        assert_eq!(
            (row.attempts, row.next_attempt_at),
            (0, site_store::timestamp(next))
        );
        let [claimed] = claim(db, next, &[Channel::Email])
            .await
            .try_into()
            .expect("due");
        outbox::record_failure(db, &claimed.id, "smtp: 550", next, next)
            .await
            .expect("fail");
        assert_eq!(
            outbox::retry(db, RetryTarget::Failed, next)
                .await
                .expect("retry"),
            1
        );
        assert_eq!(
            outbox::retry(db, RetryTarget::Failed, next)
                .await
                .expect("retry"),
            0
        );
    })
    .await;
}

#[tokio::test]
async fn a_message_a_live_worker_holds_is_not_retried_by_hand() {
    on_each_engine(async |db| {
        store(db, &new_lead("ada@example.ca")).await;
        let now = soon();
        let [held] = claim(db, now, &[Channel::Email])
            .await
            .try_into()
            .expect("one");
        assert_eq!(
            outbox::retry(db, RetryTarget::One(&held.id), now)
                .await
                .expect("retry"),
            0
        );
        let after_lease = now + LEASE;
        let retried = outbox::retry(db, RetryTarget::One(&held.id), after_lease);
        assert_eq!(retried.await.expect("retry"), 1);
    })
    .await;
}

#[tokio::test]
async fn stats_count_pending_and_failed_and_age_the_oldest_pending() {
    on_each_engine(async |db| {
        let empty = outbox::stats(db, soon()).await.expect("stats");
        assert_eq!(
            (empty.pending, empty.failed, empty.oldest_pending_age),
            (0, 0, Duration::ZERO)
        );
        store(db, &new_lead("ada@example.ca")).await;
        store(db, &new_lead("bob@example.ca")).await;
        let in_an_hour = OffsetDateTime::now_utc() + time::Duration::hours(1);
        let stats = outbox::stats(db, in_an_hour).await.expect("stats");
        assert_eq!((stats.pending, stats.failed), (2, 0));
        let age = stats.oldest_pending_age;
        assert!(
            age >= Duration::from_secs(3600) && age < Duration::from_secs(3660),
            "{age:?}"
        );
    })
    .await;
}
