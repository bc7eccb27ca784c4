use crate::leads::{new_lead, store};
use crate::{on_each_engine, stamp_from_now};
use futures_util::future::join_all;
use site_store::Db;
use site_store::acknowledgements::purge_before;
use site_store::leads::{self, Acknowledge, NewLead};
use site_store::notice::{Channel, Delivery, StoredNotice};
use site_store::outbox;
use std::time::Duration;

fn acknowledged(email: &str) -> NewLead {
    NewLead {
        acknowledge: Some(Acknowledge {
            to: email.to_owned(),
            privacy_url: "https://site.example/privacy".to_owned(),
        }),
        ..new_lead(email)
    }
}

/// The recipients of the acknowledgements written so far (claimed, so each is read once).
async fn acknowledgements_to(db: &Db) -> Vec<String> {
    let due = time::OffsetDateTime::now_utc() + time::Duration::seconds(1);
    let lease = Duration::from_secs(60);
    let claimed = outbox::claim_due(db, due, lease, 100, &[Channel::Email])
        .await
        .expect("claim");
    claimed
        .into_iter()
        .filter_map(
            |message| match serde_json::from_str(&message.notice).expect("a notice") {
                StoredNotice::Acknowledgement(notice) => Some(notice.acknowledge_to),
                _ => None,
            },
        )
        .collect()
}

#[tokio::test]
async fn an_address_is_acknowledged_at_most_once_an_hour() {
    on_each_engine(async |db| {
        store(db, &acknowledged(" Ada@Example.ca ")).await;
        store(db, &acknowledged("ada@example.ca")).await;
        store(db, &acknowledged("bob@example.ca")).await;
        store(db, &new_lead("carla@example.ca")).await;
        let mut recipients = acknowledgements_to(db).await;
        recipients.sort();
        assert_eq!(
            recipients,
            ["Ada@Example.ca", "bob@example.ca"],
            "as typed, trimmed"
        );
    })
    .await;
}

#[tokio::test]
async fn leads_of_one_address_posted_together_are_acknowledged_once() {
    on_each_engine(async |db| {
        let posts: Vec<NewLead> = (0..4).map(|_| acknowledged("ada@example.ca")).collect();
        let notify = [Delivery::unrouted(Channel::Email)];
        let stored = join_all(
            posts
                .iter()
                .map(|lead| leads::insert_lead(db, lead, None, &notify)),
        );
        for outcome in stored.await {
            outcome.expect("stored");
        }
        assert_eq!(acknowledgements_to(db).await, ["ada@example.ca"]);
    })
    .await;
}

#[tokio::test]
async fn a_purged_record_no_longer_holds_the_address_back() {
    on_each_engine(async |db| {
        store(db, &acknowledged("ada@example.ca")).await;
        assert_eq!(acknowledgements_to(db).await.len(), 1);
        let an_hour_ago = stamp_from_now(-time::Duration::hours(1));
        assert_eq!(
            purge_before(db, &an_hour_ago).await.expect("purge"),
            0,
            "a record of now"
        );
        store(db, &acknowledged("ada@example.ca")).await;
        assert!(
            acknowledgements_to(db).await.is_empty(),
            "held back within the hour"
        );

        let soon = stamp_from_now(time::Duration::seconds(1));
        assert_eq!(purge_before(db, &soon).await.expect("purge"), 1);
        store(db, &acknowledged("ada@example.ca")).await;
        assert_eq!(acknowledgements_to(db).await, ["ada@example.ca"]);
    })
    .await;
}
