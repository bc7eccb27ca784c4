use crate::content_import::{import, sample_content};
use crate::{collect, on_each_engine, stamp_from_now};
use site_core::i18n::Lang;
use site_store::funnel;
use site_store::notice::{Channel, StoredNotice, SubscriberMessage, SubscriberNotice};
use site_store::outbox;
use site_store::subscribers::{self, ConfirmOutcome, Request, StoredSubscriber};
use site_store::{Db, Tx, new_id};
use std::time::Duration;
use time::OffsetDateTime;

pub const NEWSLETTER: &str = "march";

pub fn request<'a>(id: &'a str, at: &'a str, consent_text: &'a str, lang: Lang) -> Request<'a> {
    Request {
        id,
        at,
        consent_text,
        lang,
        attribution: Some(r#"{"utm_source":"linkedin"}"#),
        source: "linkedin",
    }
}

fn confirmation(subscriber_id: &str, to: &str) -> SubscriberNotice {
    SubscriberNotice {
        message: SubscriberMessage::Confirmation,
        subscriber_id: subscriber_id.to_owned(),
        to: to.to_owned(),
        created_at: OffsetDateTime::now_utc(),
        lang: Lang::En,
        confirm_url: "https://site.example/newsletter/confirm?token=t".to_owned(),
        unsubscribe_url: "https://site.example/newsletter/unsubscribe?token=t".to_owned(),
    }
}

/// Subscribes `email` the way the server's newsletter service does, in one transaction: the
/// address locked, the newsletter checked, no earlier subscription, the confirmation written.
/// The new subscription's id.
pub async fn subscribe(db: &Db, email: &str, request: Request<'_>) -> String {
    let key = site_store::people::address_key(email);
    let mut tx = db.begin().await.expect("begin");
    subscribers::lock_address(&mut tx, &key)
        .await
        .expect("lock");
    assert!(
        subscribers::newsletter_exists(&mut tx, NEWSLETTER)
            .await
            .expect("read")
    );
    assert!(
        subscribers::find(&mut tx, NEWSLETTER, &key)
            .await
            .expect("read")
            .is_none()
    );
    let id = subscribers::insert_pending(&mut tx, NEWSLETTER, email, &key, request)
        .await
        .expect("insert");
    let notice = confirmation(&id, email);
    subscribers::enqueue_email(&mut tx, &notice, request.at)
        .await
        .expect("enqueue");
    tx.commit().await.expect("commit");
    id
}

async fn all_states(db: &Db) -> Vec<StoredSubscriber> {
    collect(subscribers::subscribers_since(db, None, true)).await
}

async fn confirmed_ones(db: &Db) -> Vec<StoredSubscriber> {
    collect(subscribers::subscribers_since(db, None, false)).await
}

async fn confirm(db: &Db, id: &str, request: &str) -> ConfirmOutcome {
    subscribers::confirm(db, id, request)
        .await
        .expect("confirm")
}

async fn count(db: &Db, since: Option<OffsetDateTime>, all_states: bool) -> i64 {
    let counted = subscribers::count_subscribers_since(db, since, all_states).await;
    counted.expect("count")
}

async fn mailed_within_the_hour(tx: &mut Tx, email_key: &str) -> bool {
    let an_hour_ago = stamp_from_now(-time::Duration::hours(1));
    let mailed = subscribers::address_mailed_after(tx, email_key, &an_hour_ago).await;
    mailed.expect("read")
}

/// The funnel's counts of today, one `form lang source step count` a key.
async fn todays_steps(db: &Db) -> Vec<String> {
    let today = site_store::day_of(OffsetDateTime::now_utc());
    let counts = funnel::counts(db, &today, &today).await.expect("counts");
    let line = |row: funnel::CountRow| {
        let (form, lang, source, step) = (row.form, row.lang, row.source, row.step);
        format!("{form} {lang} {source} {step} {}", row.count)
    };
    counts.into_iter().map(line).collect()
}

#[tokio::test]
async fn a_subscription_is_pending_until_its_requests_link_confirms_it() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let at = stamp_from_now(time::Duration::ZERO);
        let consent = request("req-1", &at, "Yes, please.", Lang::Fr);
        let id = subscribe(db, "Ada@Example.ca", consent).await;
        assert_eq!(
            (count(db, None, true).await, count(db, None, false).await),
            (1, 0)
        );
        let [pending] = all_states(db).await.try_into().expect("one subscription");
        assert_eq!(
            (pending.id.as_str(), pending.status.as_str()),
            (id.as_str(), "pending")
        );
        assert_eq!(
            (pending.email.as_str(), pending.consent_at.as_str()),
            ("Ada@Example.ca", at.as_str())
        );
        assert!(confirmed_ones(db).await.is_empty());

        assert_eq!(confirm(db, &id, "req-0").await, ConfirmOutcome::Superseded);
        assert_eq!(confirm(db, &id, "req-1").await, ConfirmOutcome::Confirmed);
        assert_eq!(
            confirm(db, &id, "req-1").await,
            ConfirmOutcome::Confirmed,
            "idempotent"
        );
        let [confirmed] = confirmed_ones(db).await.try_into().expect("one");
        assert_eq!(
            (confirmed.lang.as_str(), confirmed.consent_text.as_str()),
            ("fr", "Yes, please.")
        );
        assert!(confirmed.confirmed_at.is_some());
        let later = Some(OffsetDateTime::now_utc() + time::Duration::hours(1));
        assert_eq!(count(db, later, true).await, 0);

        // Confirmed once, counted once, under the request's source and language.
        assert_eq!(
            todays_steps(db).await,
            ["newsletter fr linkedin confirmed 1"]
        );
    })
    .await;
}

#[tokio::test]
async fn the_confirmation_email_is_written_to_the_outbox_for_the_email_channel() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let at = stamp_from_now(time::Duration::ZERO);
        let id = subscribe(
            db,
            "ada@example.ca",
            request("req-1", &at, "Yes.", Lang::En),
        )
        .await;
        let due = OffsetDateTime::now_utc() + time::Duration::seconds(1);
        let lease = Duration::from_secs(60);
        let claim = async |kind| {
            outbox::claim_due(db, due, lease, 10, &[kind])
                .await
                .expect("claim")
        };
        assert!(claim(Channel::Webhook).await.is_empty());
        let [email] = claim(Channel::Email).await.try_into().expect("one");
        match serde_json::from_str(&email.notice).expect("a notice") {
            StoredNotice::Subscriber(notice) => {
                assert_eq!(
                    (notice.subscriber_id, notice.to.as_str()),
                    (id, "ada@example.ca")
                );
            }
            other => panic!("a subscriber's notice, not {other:?}"),
        }
    })
    .await;
}

#[tokio::test]
async fn a_newer_request_replaces_the_one_waiting_and_its_consent_is_the_one_kept() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let first_at = stamp_from_now(-time::Duration::minutes(90));
        let first = request("req-1", &first_at, "First text.", Lang::En);
        let id = subscribe(db, "ada@example.ca", first).await;

        let at = stamp_from_now(time::Duration::ZERO);
        let mut tx = db.begin().await.expect("begin");
        subscribers::lock_address(&mut tx, "ada@example.ca")
            .await
            .expect("lock");
        let existing = subscribers::find(&mut tx, NEWSLETTER, "ada@example.ca").await;
        let existing = existing.expect("read").expect("the pending subscription");
        assert_eq!(
            (existing.id.as_str(), existing.is_confirmed()),
            (id.as_str(), false)
        );
        assert_eq!(
            existing.confirmation_sent_at.as_deref(),
            Some(first_at.as_str())
        );
        assert!(!mailed_within_the_hour(&mut tx, "ada@example.ca").await);
        let second = request("req-2", &at, "Second text.", Lang::Fr);
        subscribers::replace_request(&mut tx, &id, second)
            .await
            .expect("replace");
        assert!(mailed_within_the_hour(&mut tx, "ada@example.ca").await);
        assert!(!mailed_within_the_hour(&mut tx, "bob@example.ca").await);
        let exists = subscribers::newsletter_exists(&mut tx, "no-such-letter").await;
        assert!(!exists.expect("read"));
        tx.commit().await.expect("commit");

        assert_eq!(confirm(db, &id, "req-1").await, ConfirmOutcome::Superseded);
        assert_eq!(confirm(db, &id, "req-2").await, ConfirmOutcome::Confirmed);
        let [kept] = all_states(db).await.try_into().expect("one");
        let record = (
            kept.consent_text.as_str(),
            kept.consent_at.as_str(),
            kept.lang.as_str(),
        );
        assert_eq!(record, ("Second text.", at.as_str(), "fr"));
        assert_eq!(kept.created_at, first_at);
    })
    .await;
}

#[tokio::test]
async fn a_withdrawal_stops_every_subscription_of_the_address_and_cancels_its_requests() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let at = stamp_from_now(time::Duration::ZERO);
        let id = subscribe(
            db,
            "ada@example.ca",
            request("req-1", &at, "Yes.", Lang::En),
        )
        .await;
        let other = subscribe(
            db,
            "bob@example.ca",
            request("req-b", &at, "Yes.", Lang::En),
        )
        .await;
        assert!(subscribers::withdraw(db, &id).await.expect("withdraw"));
        // Ordered by address: ada's first.
        let first_withdrawal = all_states(db).await[0].withdrawn_at.clone();
        assert!(first_withdrawal.is_some());
        assert!(subscribers::withdraw(db, &id).await.expect("withdraw"));
        let withdrawn_at = all_states(db).await[0].withdrawn_at.clone();
        assert_eq!(withdrawn_at, first_withdrawal, "its first time kept");
        assert_eq!(confirm(db, &id, "req-1").await, ConfirmOutcome::Withdrawn);

        let states: Vec<(String, String)> = all_states(db)
            .await
            .into_iter()
            .map(|s| (s.id, s.status))
            .collect();
        assert_eq!(
            states,
            [(id, "withdrawn".to_owned()), (other, "pending".to_owned())]
        );
        let unknown = new_id();
        assert!(!subscribers::withdraw(db, &unknown).await.expect("withdraw"));
        assert_eq!(
            confirm(db, &unknown, "req-1").await,
            ConfirmOutcome::Unknown
        );
    })
    .await;
}
