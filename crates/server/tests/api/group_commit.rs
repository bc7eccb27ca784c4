//! Group commit of leads (SQLite's single writer stores the posts waiting in one transaction,
//! each in its own savepoint): every 201 has its row, a repeated `Idempotency-Key` in the same
//! batch stores one lead, a write that fails in a batch loses nobody else's, and a waiter that
//! went away leaves its write whole or absent, never torn. The HTTP tests run on both engines
//! (PostgreSQL keeps a transaction per post; its callers see the same answers).

use crate::helpers::{ScratchDir, TestApp, execute, on_each_app, query_i64, scratch_dir};
use crate::leads::valid_help;
use futures_util::future::join_all;
use serde_json::{Value, json};
use server::delivery::{Channel, Delivery};
use site_core::i18n::Lang;
use site_store::idempotency::{IdempotencyKey, KeyedRequest};
use site_store::leads::{FormKind, LeadOutcome, NewLead, insert_lead, lead_exists};
use site_store::{Db, StorageError, group_commit::BATCH_MAX};

/// A help message told apart by `serial`.
fn help(serial: usize) -> Value {
    let mut body = valid_help();
    body["subject"] = json!(format!("Question {serial}"));
    body
}

async fn post(app: &TestApp, body: &Value, key: Option<&str>) -> (u16, Value) {
    let mut request = app.client.post(app.url("/api/help")).json(body);
    if let Some(key) = key {
        request = request.header("Idempotency-Key", key);
    }
    let response = request.send().await.expect("post");
    let status = response.status().as_u16();
    (status, response.json().await.expect("json"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_posts_are_all_stored_and_each_201_has_its_row() {
    on_each_app(async |app| {
        let posts = 200;
        let answers =
            join_all((0..posts).map(|serial| async move { post(app, &help(serial), None).await }))
                .await;
        let mut ids = Vec::new();
        for (status, body) in answers {
            assert_eq!(status, 201, "{body}");
            ids.push(body["data"]["id"].as_str().expect("an id").to_owned());
        }
        for id in &ids {
            assert!(lead_exists(&app.db, id).await.expect("query"), "{id}");
        }
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), posts, "one id per post");
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM leads").await,
            i64::try_from(posts).expect("count")
        );
        // Each lead's outbox message came with it.
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM outbox").await,
            i64::try_from(posts).expect("count")
        );
        if let Some(batches) = app.db.lead_batches() {
            eprintln!("{batches:?}");
            assert_eq!(batches.writes, u64::try_from(posts).expect("count"));
            assert!(batches.largest <= BATCH_MAX as u64);
        }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_same_key_posted_concurrently_stores_one_lead_and_answers_alike() {
    on_each_app(async |app| {
        let body = help(1);
        let answers = join_all((0..16).map(|_| post(app, &body, Some("concurrent-key")))).await;
        let first = &answers[0];
        assert_eq!(first.0, 201, "{}", first.1);
        for answer in &answers {
            assert_eq!(answer, first, "every repeat answers the first answer");
        }
        assert_eq!(query_i64(&app.db, "SELECT COUNT(*) FROM leads").await, 1);
        assert_eq!(query_i64(&app.db, "SELECT COUNT(*) FROM outbox").await, 1);
        let id = first.1["data"]["id"].as_str().expect("an id");
        assert!(lead_exists(&app.db, id).await.expect("query"));
    })
    .await;
}

// ---- One batch, built on purpose (SQLite) -------------------------------------------------------
//
// On a current-thread runtime the writer task runs only when the test yields, so writes started
// together with `join_all` are all queued before the writer takes any: they form one batch.

/// A scratch folder (removed when dropped: hold it as long as the database) and a migrated SQLite
/// database in it.
async fn sqlite_db(label: &str) -> (ScratchDir, Db) {
    let dir = scratch_dir(label);
    let url = format!("sqlite://{}", dir.join("site.db").display());
    let db = Db::connect(&url).await.expect("open");
    db.migrate().await.expect("migrate");
    (dir, db)
}

fn lead(serial: usize) -> NewLead {
    let id = site_store::new_id();
    NewLead {
        answer: server::http::leads::created_answer(id.clone()),
        id,
        form: FormKind::Help,
        payload: help(serial),
        wants_updates: false,
        lang: Lang::En,
        attribution: None,
        source: "direct".to_owned(),
        acknowledge: None,
        person_id: None,
    }
}

fn keyed(key: &str, lead: &NewLead) -> KeyedRequest {
    IdempotencyKey {
        key: key.to_owned(),
        route: "/api/help".to_owned(),
    }
    .for_body(lead.payload.to_string().as_bytes())
}

fn answered_id(outcome: &LeadOutcome) -> String {
    let LeadOutcome::Answered(answer) = outcome else {
        panic!("{outcome:?}")
    };
    assert_eq!(answer.status, 201);
    let body: Value = serde_json::from_str(&answer.body).expect("json");
    body["data"]["id"].as_str().expect("an id").to_owned()
}

/// No lead without its outbox message, no message without its lead, no claim without its lead.
async fn no_torn_rows(db: &Db) {
    for orphans in [
        "SELECT COUNT(*) FROM leads WHERE id NOT IN (SELECT lead_id FROM outbox)",
        "SELECT COUNT(*) FROM outbox WHERE lead_id NOT IN (SELECT id FROM leads)",
        "SELECT COUNT(*) FROM idempotency WHERE NOT EXISTS \
         (SELECT 1 FROM leads WHERE idempotency.body LIKE '%\"' || leads.id || '\"%')",
    ] {
        assert_eq!(query_i64(db, orphans).await, 0, "{orphans}");
    }
}

#[tokio::test]
async fn one_batch_holds_the_waiting_writes_and_a_repeated_key_in_it_stores_once() {
    let (_dir, db) = sqlite_db("one-batch").await;
    let leads: Vec<NewLead> = (0..BATCH_MAX - 2).map(lead).collect();
    let repeated = lead(1000);
    let key = keyed("same-batch-key", &repeated);
    let notify = [Delivery::unrouted(Channel::Email)];
    let mut writes: Vec<_> = leads
        .iter()
        .map(|lead| insert_lead(&db, lead, None, &notify))
        .collect();
    // The same keyed post twice, in the same batch.
    writes.push(insert_lead(&db, &repeated, Some(&key), &notify));
    writes.push(insert_lead(&db, &repeated, Some(&key), &notify));
    let outcomes: Vec<LeadOutcome> = join_all(writes)
        .await
        .into_iter()
        .map(|outcome| outcome.expect("stored"))
        .collect();
    let batches = db.lead_batches().expect("SQLite");
    assert_eq!(batches.writes, BATCH_MAX as u64);
    assert_eq!(batches.batches, 1, "every waiting write in one commit");
    let ids: Vec<String> = outcomes.iter().map(answered_id).collect();
    assert_eq!(ids[BATCH_MAX - 1], ids[BATCH_MAX - 2], "the repeat replays");
    for id in &ids {
        assert!(lead_exists(&db, id).await.expect("query"));
    }
    assert_eq!(
        query_i64(&db, "SELECT COUNT(*) FROM leads").await,
        i64::try_from(BATCH_MAX - 1).expect("count")
    );
    no_torn_rows(&db).await;
}

#[tokio::test]
async fn a_write_that_fails_in_a_batch_loses_none_of_the_others() {
    let (_dir, db) = sqlite_db("poisoned-batch").await;
    // A constraint that refuses one lead, as a bad value would: raised by SQLite mid-batch.
    execute(
        &db,
        "CREATE TRIGGER refuse_poison BEFORE INSERT ON leads \
         WHEN NEW.payload LIKE '%poison%' BEGIN SELECT RAISE(ABORT, 'poisoned lead'); END",
        &[],
    )
    .await;
    let mut poisoned = lead(0);
    poisoned.payload["message"] = json!("poison");
    let key = keyed("poisoned-key", &poisoned);
    let others: Vec<NewLead> = (1..BATCH_MAX).map(lead).collect();
    let notify = [Delivery::unrouted(Channel::Email)];
    let mut writes = vec![insert_lead(&db, &poisoned, Some(&key), &notify)];
    writes.extend(
        others
            .iter()
            .map(|lead| insert_lead(&db, lead, None, &notify)),
    );
    let mut outcomes = join_all(writes).await.into_iter();
    let refused = outcomes.next().expect("the poisoned write");
    assert!(
        matches!(&refused, Err(StorageError::Failed(_))),
        "the poisoned write fails on its own: {refused:?}"
    );
    for outcome in outcomes {
        let id = answered_id(&outcome.expect("the others are stored"));
        assert!(lead_exists(&db, &id).await.expect("query"));
    }
    assert_eq!(db.lead_batches().expect("SQLite").batches, 1);
    assert_eq!(
        query_i64(&db, "SELECT COUNT(*) FROM leads").await,
        i64::try_from(BATCH_MAX - 1).expect("count")
    );
    no_torn_rows(&db).await;
    // Its key's claim went back with its savepoint: once the constraint is gone, the same post
    // with the same key is stored, not replayed.
    execute(&db, "DROP TRIGGER refuse_poison", &[]).await;
    let retried = insert_lead(&db, &poisoned, Some(&key), &notify)
        .await
        .expect("stored");
    let id = answered_id(&retried);
    assert!(lead_exists(&db, &id).await.expect("query"));
    no_torn_rows(&db).await;
}

/// Half the waiters go away before the writer takes their batch: their writes are skipped (not
/// stored, not even run), the other half are stored, and nothing is torn.
#[tokio::test]
async fn a_waiter_gone_before_its_batch_leaves_no_torn_rows() {
    let (_dir, db) = sqlite_db("gone-waiters").await;
    let leads: Vec<NewLead> = (0..BATCH_MAX).map(lead).collect();
    let notify = [Delivery::unrouted(Channel::Email)];
    let mut writes: Vec<_> = leads
        .iter()
        .map(|lead| Box::pin(insert_lead(&db, lead, None, &notify)))
        .collect();
    // Queue every write (each is polled once, up to waiting for its answer), then drop the
    // waiters of every other one: their clients went away.
    let waker = futures_util::task::noop_waker();
    let mut context = std::task::Context::from_waker(&waker);
    for write in &mut writes {
        assert!(write.as_mut().poll(&mut context).is_pending());
    }
    let kept: Vec<_> = writes
        .into_iter()
        .enumerate()
        .filter_map(|(index, write)| (index % 2 == 0).then_some(write))
        .collect();
    for outcome in join_all(kept).await {
        let id = answered_id(&outcome.expect("stored"));
        assert!(lead_exists(&db, &id).await.expect("query"));
    }
    // Exactly the kept half. The writer is a task of this current-thread runtime: it cannot run
    // before the test first yields (in `join_all` above), and by then the gone waiters' answer
    // channels are closed, so the writer skips their writes whether they were queued or not
    // (a write is queued when first polled, unless the runtime's budget ran out first, in which
    // case it never was). None of them ran, none is stored.
    let half = u64::try_from(BATCH_MAX / 2).expect("count");
    assert_eq!(
        query_i64(&db, "SELECT COUNT(*) FROM leads").await,
        i64::try_from(half).expect("count"),
        "the kept writes stored, the gone waiters' writes skipped"
    );
    assert_eq!(
        db.lead_batches().expect("SQLite").writes,
        half,
        "the gone waiters' writes never ran"
    );
    no_torn_rows(&db).await;
}

// ---- A COMMIT that fails (SQLite, no root needed) -----------------------------------------------
//
// The root-only fault tests (`faults.rs`: a full file system, a read-only file) fail SQLite's
// COMMIT on the disk itself. This one fails it by a rule only COMMIT checks: a deferred foreign
// key. Every statement of the batch succeeds (the violation is only counted), `RELEASE batch` does
// not check it (the transaction was opened by `BEGIN`), and `COMMIT` refuses. So the writer must
// answer from the COMMIT's result, not from its statements'.

/// Makes every lead write's COMMIT fail on the server's own SQLite file: a trigger on `leads`
/// inserts a row whose `DEFERRABLE INITIALLY DEFERRED` foreign key points to a row that does not
/// exist. Each statement succeeds; only COMMIT checks deferred keys.
const COMMIT_POISON: [&str; 3] = [
    "CREATE TABLE commit_poison_parent (id INTEGER PRIMARY KEY)",
    "CREATE TABLE commit_poison (lead_id TEXT NOT NULL, parent INTEGER NOT NULL \
     REFERENCES commit_poison_parent (id) DEFERRABLE INITIALLY DEFERRED)",
    "CREATE TRIGGER commit_poison_lead AFTER INSERT ON leads \
     BEGIN INSERT INTO commit_poison (lead_id, parent) VALUES (NEW.id, 1); END",
];

/// A batch whose COMMIT fails answers none of its waiters 201 and stores none of them (nor
/// their outbox messages, nor their `Idempotency-Key` claims); once the cause is gone, posts are
/// stored again without a restart.
#[tokio::test]
async fn a_batch_whose_commit_fails_answers_no_201_and_stores_nothing() {
    let app = crate::helpers::spawn_app().await;
    let Db::Sqlite { write, .. } = &app.db else {
        unreachable!("spawn_app serves SQLite")
    };
    // The poison works only where the server's connections enforce foreign keys.
    let foreign_keys: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(write)
        .await
        .expect("pragma");
    assert_eq!(
        foreign_keys, 1,
        "the server's write connections enforce foreign keys"
    );
    for serial in 0..2 {
        assert_eq!(post(&app, &help(serial), None).await.0, 201);
    }
    let leads_before = query_i64(&app.db, "SELECT COUNT(*) FROM leads").await;
    let outbox_before = query_i64(&app.db, "SELECT COUNT(*) FROM outbox").await;
    let claims_before = query_i64(&app.db, "SELECT COUNT(*) FROM idempotency").await;
    assert_eq!(leads_before, 2);
    for statement in COMMIT_POISON {
        execute(&app.db, statement, &[]).await;
    }

    // Through the API: posts at once (a keyed one among them), each answered, none 201.
    let keyed_body = help(100);
    let key = "commit-poison-key";
    let answers = join_all(
        (0..16)
            .map(|serial| (help(200 + serial), None))
            .chain([(keyed_body.clone(), Some(key))])
            .map(|(body, key)| {
                let app = &app;
                async move { post(app, &body, key).await }
            }),
    )
    .await;
    for (status, body) in &answers {
        assert_eq!(
            *status, 500,
            "a post whose COMMIT failed is answered an error (a refused COMMIT: 500), never 201: {body}"
        );
    }

    // One batch built on purpose (see above: the writer runs only when the test yields): all
    // BATCH_MAX waiters of one failed COMMIT get the error, none an outcome.
    let figures = app.db.lead_batches().expect("SQLite");
    let leads: Vec<NewLead> = (0..BATCH_MAX).map(|serial| lead(300 + serial)).collect();
    let notify = [Delivery::unrouted(Channel::Email)];
    let outcomes = join_all(
        leads
            .iter()
            .map(|lead| insert_lead(&app.db, lead, None, &notify)),
    )
    .await;
    let after = app.db.lead_batches().expect("SQLite");
    assert_eq!(
        after.batches,
        figures.batches + 1,
        "the waiters formed one batch"
    );
    assert_eq!(after.writes, figures.writes + BATCH_MAX as u64);
    for outcome in &outcomes {
        assert!(
            matches!(outcome, Err(StorageError::Failed(_))),
            "a waiter of a batch whose COMMIT failed: {outcome:?}"
        );
    }

    // Nothing of any failed batch is stored: no lead, no outbox message, no claim, and not the
    // trigger's own rows (the transaction was rolled back whole, its connection closed).
    assert_eq!(
        query_i64(&app.db, "SELECT COUNT(*) FROM leads").await,
        leads_before
    );
    assert_eq!(
        query_i64(&app.db, "SELECT COUNT(*) FROM outbox").await,
        outbox_before
    );
    assert_eq!(
        query_i64(&app.db, "SELECT COUNT(*) FROM idempotency").await,
        claims_before
    );
    assert_eq!(
        query_i64(&app.db, "SELECT COUNT(*) FROM commit_poison").await,
        0
    );
    no_torn_rows(&app.db).await;

    // The poison gone, posts are stored again, the keyed one too (its claim went with its
    // transaction: stored now, not replayed).
    execute(&app.db, "DROP TRIGGER commit_poison_lead", &[]).await;
    let (status, body) = post(&app, &help(400), None).await;
    assert_eq!(status, 201, "{body}");
    let (status, body) = post(&app, &keyed_body, Some(key)).await;
    assert_eq!(status, 201, "{body}");
    let id = body["data"]["id"].as_str().expect("an id");
    assert!(lead_exists(&app.db, id).await.expect("query"));
    assert_eq!(
        query_i64(&app.db, "SELECT COUNT(*) FROM leads").await,
        leads_before + 2
    );
    no_torn_rows(&app.db).await;
}
