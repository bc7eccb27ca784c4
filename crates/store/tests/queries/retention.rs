use crate::content_import::{import, sample_content};
use crate::leads::{new_lead, store};
use crate::subscribers::{request, subscribe};
use crate::{collect, on_each_engine, stamp_from_now};
use serde_json::json;
use site_core::i18n::Lang;
use site_store::leads::{self, FormKind, ImportedLead};
use site_store::retention::{self, Cutoffs, Purged};
use site_store::{Db, funnel, new_id, outbox, subscribers};
use time::OffsetDateTime;

/// A lead of the future: a cut-off of now cannot reach it.
fn lead_of_tomorrow() -> ImportedLead {
    let tomorrow = stamp_from_now(time::Duration::days(1));
    ImportedLead {
        id: new_id(),
        form: FormKind::Contact,
        payload: json!({ "email": "later@example.ca" }).to_string(),
        consent_at: None,
        consent_text: None,
        created_at: tomorrow,
        lang: Lang::En,
        attribution: None,
        import_key: "tomorrow".to_owned(),
    }
}

/// Two leads of now and one of tomorrow; subscriptions pending, confirmed and withdrawn; a digest.
async fn stored_rows(db: &Db) {
    import(db, &sample_content(), &[], "v1").await;
    store(db, &new_lead("ada@example.ca")).await;
    store(db, &new_lead("bob@example.ca")).await;
    leads::insert_imported(db, &[lead_of_tomorrow()], true, || ())
        .await
        .expect("import");
    let at = stamp_from_now(time::Duration::ZERO);
    subscribe(
        db,
        "pending@example.ca",
        request("r-1", &at, "Yes.", Lang::En),
    )
    .await;
    let confirmed = subscribe(db, "kept@example.ca", request("r-2", &at, "Yes.", Lang::En)).await;
    subscribers::confirm(db, &confirmed, "r-2")
        .await
        .expect("confirm");
    let withdrawn = subscribe(db, "gone@example.ca", request("r-3", &at, "Yes.", Lang::En)).await;
    subscribers::withdraw(db, &withdrawn)
        .await
        .expect("withdraw");
    funnel::claim_digest(db, "2026-03-08", &at)
        .await
        .expect("digest");
}

fn cutoffs(at: OffsetDateTime) -> Cutoffs {
    Cutoffs {
        created_before: at,
        withdrawn_before: at,
    }
}

#[tokio::test]
async fn a_purge_deletes_old_rows_with_their_messages_and_a_dry_run_deletes_nothing() {
    on_each_engine(async |db| {
        stored_rows(db).await;
        let messages_before = collect(outbox::list(db, None)).await;
        assert_eq!(
            messages_before.len(),
            6,
            "2 leads', 3 confirmations, 1 digest"
        );
        let yesterday = OffsetDateTime::now_utc() - time::Duration::days(1);
        let nothing = retention::purge(db, cutoffs(yesterday), true)
            .await
            .expect("purge");
        assert_eq!(nothing, Purged::default());

        let now = OffsetDateTime::now_utc() + time::Duration::seconds(1);
        let dry = retention::purge(db, cutoffs(now), false)
            .await
            .expect("dry run");
        assert_eq!(
            (dry.leads, dry.subscriptions, dry.outbox_messages),
            (2, 2, 4)
        );
        assert_eq!(collect(outbox::list(db, None)).await, messages_before);
        assert_eq!(
            leads::count_leads(db, FormKind::Contact)
                .await
                .expect("count"),
            3
        );

        let purged = retention::purge(db, cutoffs(now), true)
            .await
            .expect("purge");
        let sorted = |purged: &Purged| {
            let mut ids = purged.message_ids.clone();
            ids.sort();
            ids
        };
        assert_eq!(sorted(&purged), sorted(&dry));
        let counts = |purged: Purged| (purged.leads, purged.subscriptions, purged.outbox_messages);
        assert_eq!(counts(purged.clone()), counts(dry));
        assert_eq!(
            purged.log_kept, None,
            "the log was truncated after the purge"
        );
        assert_eq!(
            leads::count_leads(db, FormKind::Contact)
                .await
                .expect("count"),
            1
        );
        let left = collect(subscribers::subscribers_since(db, None, true)).await;
        let emails: Vec<&str> = left
            .iter()
            .map(|subscriber| subscriber.email.as_str())
            .collect();
        assert_eq!(emails, ["kept@example.ca"]);
        let messages = collect(outbox::list(db, None)).await;
        let about: Vec<&str> = messages
            .iter()
            .map(|message| message.lead_id.as_str())
            .collect();
        assert_eq!(
            about.len(),
            2,
            "the kept subscription's and the digest's: {about:?}"
        );
        assert!(about.contains(&funnel::digest_id("2026-03-08").as_str()));
        let kept = |id: &String| messages.iter().any(|message| &message.id == id);
        let listed_before = |id: &String| messages_before.iter().any(|message| &message.id == id);
        assert!(
            purged
                .message_ids
                .iter()
                .all(|id| !kept(id) && listed_before(id))
        );
    })
    .await;
}

#[tokio::test]
async fn a_pending_subscriptions_age_runs_from_its_last_request() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let long_ago = stamp_from_now(-time::Duration::days(60));
        let id = subscribe(
            db,
            "ada@example.ca",
            request("r-1", &long_ago, "Yes.", Lang::En),
        )
        .await;
        let now = stamp_from_now(time::Duration::ZERO);
        let mut tx = db.begin().await.expect("begin");
        subscribers::replace_request(&mut tx, &id, request("r-2", &now, "Yes.", Lang::En))
            .await
            .expect("replace");
        tx.commit().await.expect("commit");

        let a_month_ago = OffsetDateTime::now_utc() - time::Duration::days(30);
        let purged = retention::purge(db, cutoffs(a_month_ago), true)
            .await
            .expect("purge");
        assert_eq!(purged.subscriptions, 0, "asked again within the month");
        assert_eq!(
            subscribers::count_subscribers_since(db, None, true)
                .await
                .expect("count"),
            1
        );
    })
    .await;
}
