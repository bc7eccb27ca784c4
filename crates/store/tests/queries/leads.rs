use crate::{collect, on_each_engine};
use futures_util::future::join_all;
use serde_json::json;
use site_core::i18n::Lang;
use site_store::idempotency::{Answer, IdempotencyKey, KeyedRequest};
use site_store::leads::{
    self, FormKind, ImportedCounts, ImportedLead, LeadOutcome, NewLead, earlier_among,
    earlier_requests, requests_until,
};
use site_store::notice::{Channel, Delivery};
use site_store::{Db, new_id};

/// A contact lead from `email`, answered with its id the way the server answers.
pub fn new_lead(email: &str) -> NewLead {
    let id = new_id();
    NewLead {
        answer: Answer::json(201, json!({ "id": id })),
        id,
        form: FormKind::Contact,
        payload: json!({ "name": "Ada Lovelace", "email": email, "message": "A loan, please." }),
        wants_updates: false,
        lang: Lang::En,
        attribution: None,
        source: "direct".to_owned(),
        acknowledge: None,
        person_id: None,
    }
}

async fn count(db: &Db, form: FormKind) -> i64 {
    leads::count_leads(db, form).await.expect("count")
}

fn imported_counts(stored: u64, already_present: u64) -> ImportedCounts {
    ImportedCounts {
        stored,
        already_present,
    }
}

/// `key` as sent to the contact route with `body`.
pub fn keyed(key: &str, body: &str) -> KeyedRequest {
    IdempotencyKey {
        key: key.to_owned(),
        route: "/api/contact".to_owned(),
    }
    .for_body(body.as_bytes())
}

/// Stores `lead` with no key, one team email about it; it must be stored.
pub async fn store(db: &Db, lead: &NewLead) {
    store_notifying(db, lead, &[Delivery::unrouted(Channel::Email)]).await;
}

pub async fn store_notifying(db: &Db, lead: &NewLead, notify: &[Delivery]) {
    let outcome = leads::insert_lead(db, lead, None, notify)
        .await
        .expect("the lead is stored");
    assert_eq!(outcome, LeadOutcome::Answered(lead.answer.clone()));
}

#[tokio::test]
async fn a_stored_lead_is_found_counted_and_exported_as_written() {
    on_each_engine(async |db| {
        let lead = NewLead {
            wants_updates: true,
            lang: Lang::Fr,
            attribution: Some(json!({ "utm_source": "newsletter" })),
            ..new_lead("ada@example.ca")
        };
        store(db, &lead).await;
        store(
            db,
            &NewLead {
                form: FormKind::Help,
                ..new_lead("bob@example.ca")
            },
        )
        .await;

        assert!(leads::lead_exists(db, &lead.id).await.expect("read"));
        assert!(!leads::lead_exists(db, &new_id()).await.expect("read"));
        assert_eq!(count(db, FormKind::Contact).await, 1);
        assert_eq!(count(db, FormKind::Loan).await, 0);
        let an_hour = time::Duration::hours(1);
        let now = time::OffsetDateTime::now_utc();
        let since = |at| leads::count_leads_since(db, FormKind::Help, Some(at));
        assert_eq!(since(now - an_hour).await.expect("count"), 1);
        assert_eq!(since(now + an_hour).await.expect("count"), 0);

        let exported = collect(leads::leads_since(db, FormKind::Contact, None)).await;
        let [row] = exported.as_slice() else {
            panic!("one contact lead: {exported:?}")
        };
        assert_eq!(row.id, lead.id);
        let payload: serde_json::Value = serde_json::from_str(&row.payload).expect("JSON");
        assert_eq!(payload, lead.payload);
        assert_eq!(row.lang, "fr");
        assert!(
            row.consent_text
                .as_deref()
                .is_some_and(|text| !text.is_empty())
        );
        assert_eq!(row.consent_at.as_deref(), Some(row.created_at.as_str()));
        let attribution: serde_json::Value =
            serde_json::from_str(row.attribution.as_deref().expect("attribution")).expect("JSON");
        assert_eq!(attribution, json!({ "utm_source": "newsletter" }));
        let later = Some(now + an_hour);
        assert!(
            collect(leads::leads_since(db, FormKind::Contact, later))
                .await
                .is_empty()
        );
    })
    .await;
}

#[tokio::test]
async fn a_repeated_key_replays_the_first_answer_and_another_body_is_refused() {
    on_each_engine(async |db| {
        let notify = [Delivery::unrouted(Channel::Email)];
        let first = new_lead("ada@example.ca");
        let insert = async |lead: &NewLead, key: &KeyedRequest| {
            leads::insert_lead(db, lead, Some(key), &notify)
                .await
                .expect("the write ends")
        };
        let answered = LeadOutcome::Answered(first.answer.clone());
        assert_eq!(insert(&first, &keyed("k-1", "body")).await, answered);
        let retry = new_lead("ada@example.ca");
        assert_eq!(insert(&retry, &keyed("k-1", "body")).await, answered);
        assert_eq!(
            insert(&retry, &keyed("k-1", "other body")).await,
            LeadOutcome::KeyReused
        );

        assert!(!leads::lead_exists(db, &retry.id).await.expect("read"));
        assert_eq!(count(db, FormKind::Contact).await, 1);
    })
    .await;
}

#[tokio::test]
async fn leads_posted_together_are_stored_once_each_in_one_group_commit_on_sqlite() {
    on_each_engine(async |db| {
        let posts: Vec<(NewLead, Option<KeyedRequest>)> = (0..8)
            .map(|n| (new_lead(&format!("visitor{n}@example.ca")), None))
            .chain([
                (new_lead("twice@example.ca"), Some(keyed("k-twice", "same"))),
                (new_lead("twice@example.ca"), Some(keyed("k-twice", "same"))),
            ])
            .collect();
        let notify = [Delivery::unrouted(Channel::Email)];
        let outcomes = join_all(
            posts
                .iter()
                .map(|(lead, key)| leads::insert_lead(db, lead, key.as_ref(), &notify)),
        )
        .await;

        let outcomes: Vec<LeadOutcome> = outcomes
            .into_iter()
            .map(|outcome| outcome.expect("stored"))
            .collect();
        // On PostgreSQL either use of the key may claim it first: the other replays its answer.
        assert_eq!(outcomes[8], outcomes[9]);
        let stored_of_key = [&posts[8].0, &posts[9].0].map(|lead| lead.id.clone());
        let mut stored = 0;
        for id in &stored_of_key {
            stored += usize::from(leads::lead_exists(db, id).await.expect("read"));
        }
        assert_eq!(stored, 1);
        assert_eq!(count(db, FormKind::Contact).await, 9);
        match db.lead_batches() {
            Some(batches) => {
                assert_eq!(batches.writes, 10, "{batches:?}");
                assert!(batches.largest > 1, "one multi-row INSERT: {batches:?}");
            }
            None => assert_eq!(db.engine(), "postgres"),
        }
    })
    .await;
}

#[tokio::test]
async fn an_addresss_earlier_requests_are_read_newest_first() {
    on_each_engine(async |db| {
        let mut stored = Vec::new();
        for email in ["Ada@Example.ca", " ada@example.ca", "ADA@EXAMPLE.CA "] {
            let lead = new_lead(email);
            store(db, &lead).await;
            stored.push(lead.id);
        }
        store(db, &new_lead("bob@example.ca")).await;

        let (count, latest) = earlier_requests(
            db,
            "ada@example.ca",
            &crate::stamp_from_now(time::Duration::hours(1)),
        )
        .await
        .expect("read");
        assert_eq!(count, 3);
        let newest_first: Vec<&str> = latest.iter().map(|request| request.id.as_str()).collect();
        assert_eq!(newest_first, [&stored[2], &stored[1], &stored[0]]);
        assert!(
            latest
                .iter()
                .all(|request| request.form == FormKind::Contact)
        );

        let second_at = latest[1].created_at.clone();
        let until_second = requests_until(db, "ada@example.ca", &second_at, 10)
            .await
            .expect("read");
        assert_eq!(until_second, latest[1..].to_vec());
        // The second lead's own earlier requests: the first only.
        let (count, earlier) = earlier_among(&until_second, true, &second_at).expect("complete");
        assert_eq!((count, earlier), (1, latest[2..].to_vec()));
        let capped = requests_until(db, "ada@example.ca", &second_at, 1)
            .await
            .expect("read");
        assert_eq!(capped, latest[1..2].to_vec());
    })
    .await;
}

fn imported(key: &str, email: &str) -> ImportedLead {
    ImportedLead {
        id: new_id(),
        form: FormKind::Loan,
        payload: json!({ "email": email, "amount": 50_000 }).to_string(),
        created_at: "2025-06-01T12:00:00.000000Z".to_owned(),
        consent_text: Some("Yes, send me updates.".to_owned()),
        consent_at: Some("2025-06-01T12:00:00.000000Z".to_owned()),
        lang: Lang::En,
        attribution: None,
        import_key: key.to_owned(),
    }
}

#[tokio::test]
async fn imported_leads_are_stored_once_and_a_dry_run_writes_nothing() {
    on_each_engine(async |db| {
        let rows = [
            imported("row-1", "Carla@Example.ca"),
            imported("row-2", "dan@example.ca"),
        ];
        let mut progress = 0;
        let dry = leads::insert_imported(db, &rows, false, || progress += 1)
            .await
            .expect("dry");
        assert_eq!(dry, imported_counts(2, 0));
        assert_eq!(progress, 2);
        assert_eq!(count(db, FormKind::Loan).await, 0);

        let stored = leads::insert_imported(db, &rows, true, || ())
            .await
            .expect("import");
        assert_eq!(stored, imported_counts(2, 0));
        // The same file again, its rows under new ids: the import keys tell them apart.
        let again = [
            imported("row-1", "carla@example.ca"),
            imported("row-3", "eve@example.ca"),
        ];
        let counts = leads::insert_imported(db, &again, true, || ())
            .await
            .expect("import");
        assert_eq!(counts, imported_counts(1, 1));
        assert_eq!(count(db, FormKind::Loan).await, 3);

        // An imported lead counts among its address's requests.
        let now = crate::stamp_from_now(time::Duration::ZERO);
        let (count, latest) = earlier_requests(db, "carla@example.ca", &now)
            .await
            .expect("read");
        assert_eq!((count, latest[0].id.as_str()), (1, rows[0].id.as_str()));
    })
    .await;
}
