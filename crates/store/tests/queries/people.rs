use crate::content_import::{import, sample_content};
use crate::leads::{keyed, new_lead, store};
use crate::subscribers::{request, subscribe};
use crate::{on_each_engine, stamp_from_now};
use site_core::i18n::Lang;
use site_store::Db;
use site_store::idempotency::{self, Answer, Claim, IdempotencyKey};
use site_store::leads::{self, Acknowledge, FormKind, LeadOutcome, NewLead};
use site_store::notice::{Channel, Delivery};
use site_store::people::{self, Erased, address_key};

fn acknowledged(email: &str) -> NewLead {
    NewLead {
        acknowledge: Some(Acknowledge {
            to: email.to_owned(),
            privacy_url: "https://site.example/privacy".to_owned(),
        }),
        ..new_lead(email)
    }
}

/// Claims `key` for the body the subscribe card sends for `email`.
async fn claim_subscribe_key(db: &Db, key: &str, email: &str) {
    let body = serde_json::json!({ "email": email }).to_string();
    let keyed = IdempotencyKey {
        key: key.to_owned(),
        route: "/api/newsletter".to_owned(),
    }
    .for_body(body.as_bytes());
    let answer = Answer::json(202, serde_json::json!({ "status": "pending" }));
    let now = time::OffsetDateTime::now_utc();
    let mut tx = db.begin().await.expect("begin");
    let claimed = idempotency::claim(&mut tx, &keyed, &answer, now)
        .await
        .expect("claim");
    assert!(matches!(claimed, Claim::Claimed));
    tx.commit().await.expect("commit");
}

/// What an address holds: two leads (one with a key, one acknowledged), a subscription and its
/// key, with their messages; and another address's lead.
async fn hold_ada(db: &Db) -> (NewLead, NewLead) {
    import(db, &sample_content(), &[], "v1").await;
    let keyed_lead = new_lead("Ada@Example.ca");
    let notify = [Delivery::unrouted(Channel::Email)];
    let key = keyed("k-ada", "body");
    let outcome = leads::insert_lead(db, &keyed_lead, Some(&key), &notify).await;
    assert_eq!(
        outcome.expect("stored"),
        LeadOutcome::Answered(keyed_lead.answer.clone())
    );
    let acknowledged_lead = acknowledged(" ada@example.ca ");
    store(db, &acknowledged_lead).await;
    let at = stamp_from_now(time::Duration::ZERO);
    subscribe(
        db,
        "ADA@example.ca",
        request("req-1", &at, "Yes.", Lang::En),
    )
    .await;
    claim_subscribe_key(db, "k-subscribe", "ada@example.ca").await;
    store(db, &new_lead("bob@example.ca")).await;
    (keyed_lead, acknowledged_lead)
}

#[tokio::test]
async fn everything_held_about_an_address_is_found_whatever_its_case() {
    on_each_engine(async |db| {
        let (keyed_lead, acknowledged_lead) = hold_ada(db).await;
        let held = people::find(db, "  ADA@EXAMPLE.CA").await.expect("find");
        let ids: Vec<&str> = held.leads.iter().map(|lead| lead.id.as_str()).collect();
        assert_eq!(
            ids,
            [keyed_lead.id.as_str(), acknowledged_lead.id.as_str()],
            "oldest first"
        );
        assert_eq!(held.leads[0].form, "contact");
        let [subscription] = held.subscriptions.as_slice() else {
            panic!("{held:?}")
        };
        assert_eq!(subscription.newsletter_id, "march");
        assert_eq!(subscription.status.as_deref(), Some("pending"));
        assert_eq!(subscription.request_consent_text.as_deref(), Some("Yes."));
        // Each lead's team email, the acknowledgement, and the subscription's confirmation.
        assert_eq!(held.messages.len(), 4, "{:?}", held.messages);
        assert!(
            held.messages
                .iter()
                .all(|message| message.status == "pending")
        );
        assert!(
            people::find(db, "nobody@example.ca")
                .await
                .expect("find")
                .is_empty()
        );
    })
    .await;
}

#[tokio::test]
async fn a_dry_run_erase_counts_exactly_what_the_erase_then_deletes() {
    on_each_engine(async |db| {
        hold_ada(db).await;
        let held = people::find(db, "ada@example.ca").await.expect("find");
        let expected = Erased {
            message_ids: held
                .messages
                .iter()
                .map(|message| message.id.clone())
                .collect(),
            leads: 2,
            subscriptions: 1,
            outbox_messages: 4,
            idempotency_claims: 2,
            log_kept: None,
        };
        let (dry, record) = people::erase(db, "ada@example.ca", false)
            .await
            .expect("dry run");
        assert_eq!((dry, record), (expected.clone(), None));
        assert_eq!(
            people::find(db, "ada@example.ca").await.expect("find"),
            held
        );

        let (erased, record) = people::erase(db, "Ada@Example.ca", true)
            .await
            .expect("erase");
        assert_eq!(erased, expected);
        assert!(record.is_some());
        assert!(
            people::find(db, "ada@example.ca")
                .await
                .expect("find")
                .is_empty()
        );
        assert_eq!(
            leads::count_leads(db, FormKind::Contact)
                .await
                .expect("count"),
            1,
            "bob's"
        );
        // The erased lead's key is free again: its claim went with it.
        let (retry, key) = (new_lead("x@example.ca"), keyed("k-ada", "body"));
        let outcome = leads::insert_lead(db, &retry, Some(&key), &[])
            .await
            .expect("stored");
        assert_eq!(
            outcome,
            LeadOutcome::Answered(retry.answer),
            "not the erased lead's answer"
        );
        let (again, _) = people::erase(db, "ada@example.ca", true)
            .await
            .expect("erase");
        assert_eq!(again, Erased::default());
    })
    .await;
}

#[tokio::test]
async fn an_erased_address_is_acknowledged_again() {
    on_each_engine(async |db| {
        store(db, &acknowledged("ada@example.ca")).await;
        store(db, &acknowledged("ada@example.ca")).await;
        assert_eq!(
            people::find(db, "ada@example.ca")
                .await
                .expect("find")
                .messages
                .len(),
            3
        );
        people::erase(db, "ada@example.ca", true)
            .await
            .expect("erase");
        // The address's last acknowledgement went with it: a new lead is acknowledged.
        store(db, &acknowledged("ada@example.ca")).await;
        assert_eq!(
            people::find(db, "ada@example.ca")
                .await
                .expect("find")
                .messages
                .len(),
            2
        );
        assert_eq!(address_key("  Ada@Example.CA "), "ada@example.ca");
    })
    .await;
}
