//! `Idempotency-Key` per the IETF idempotency-key draft, on both engines: a key stands for one
//! request (its route and body); a retry replays, a reuse is a 422 that stores nothing, and a
//! key is forgotten (and purged) after 24 hours.

use crate::helpers::{
    Options, TestApp, execute, on_each_app, on_each_engine, query_i64, spawn_app_with,
};
use crate::leads::{a_newsletter, valid_contact, valid_help};
use serde_json::{Value, json};
use site_store::leads::{FormKind, count_leads};
use site_store::timestamp;
use std::time::Duration;

async fn post_keyed(app: &TestApp, path: &str, key: &str, body: &Value) -> (u16, Value) {
    let response = app
        .client
        .post(app.url(path))
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .expect("post");
    let status = response.status().as_u16();
    (status, response.json().await.expect("json"))
}

fn reused() -> Value {
    json!({ "errors": [{
        "field": null,
        "code": site_core::messages::IDEMPOTENCY_KEY_REUSED.code,
                "message": site_core::messages::IDEMPOTENCY_KEY_REUSED.en,
    }] })
}

async fn help_leads(app: &TestApp) -> i64 {
    count_leads(&app.db, FormKind::Help).await.expect("count")
}

#[tokio::test]
async fn a_retry_with_the_same_key_and_body_replays_and_stores_nothing() {
    on_each_app(async |app| {
        let (status, first) = post_keyed(app, "/api/help", "form-7f3a", &valid_help()).await;
        assert_eq!(status, 201);
        assert!(first["data"]["id"].is_string(), "{first}");
        for key in ["form-7f3a", "\"form-7f3a\""] {
            let (status, again) = post_keyed(app, "/api/help", key, &valid_help()).await;
            assert_eq!(status, 201, "{key}");
            assert_eq!(again, first, "the first answer, replayed ({key})");
        }
        assert_eq!(help_leads(app).await, 1);
    })
    .await;
}

#[tokio::test]
async fn a_key_reused_with_another_body_or_form_is_refused_and_stores_nothing() {
    on_each_app(async |app| {
        let (status, first) = post_keyed(app, "/api/help", "shared-key", &valid_help()).await;
        assert_eq!(status, 201);
        // Another visitor, the same key, another message: not a retry.
        let mut other = valid_help();
        other["message"] = json!("A different question entirely.");
        assert_eq!(
            post_keyed(app, "/api/help", "shared-key", &other).await,
            (422, reused())
        );
        // The same key on another form, and on a subscription.
        assert_eq!(
            post_keyed(app, "/api/user", "shared-key", &valid_contact()).await,
            (422, reused())
        );
        let subscribe = format!(
            "/api/newsletterandeventletters/addemail/{}",
            a_newsletter(app).await
        );
        assert_eq!(
            post_keyed(
                app,
                &subscribe,
                "shared-key",
                &json!({ "email": "a@example.ca" })
            )
            .await,
            (422, reused())
        );
        assert_eq!(help_leads(app).await, 1);
        assert_eq!(
            count_leads(&app.db, FormKind::Contact)
                .await
                .expect("count"),
            0
        );
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM subscribers").await,
            0
        );
        // The refusals left the first claim as it was: the first request still replays.
        assert_eq!(
            post_keyed(app, "/api/help", "shared-key", &valid_help()).await,
            (201, first)
        );
        // A subscription's key is bound the same way.
        let (status, _) = post_keyed(
            app,
            &subscribe,
            "sub-key",
            &json!({ "email": "b@example.ca" }),
        )
        .await;
        assert_eq!(status, 202);
        assert_eq!(
            post_keyed(
                app,
                &subscribe,
                "sub-key",
                &json!({ "email": "c@example.ca" })
            )
            .await,
            (422, reused())
        );
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM subscribers").await,
            1
        );
    })
    .await;
}

/// The route alone tells these two apart: the same key and the same body sent to two
/// newsletters' addresses are two requests, so the second is refused (a claim that checked only
/// the body would replay the first newsletter's answer and never subscribe to the second).
#[tokio::test]
async fn a_key_reused_with_the_same_body_on_another_newsletter_is_refused() {
    on_each_app(async |app| {
        let all: Value = app
            .get("/api/newsletterandeventletters/all")
            .await
            .json()
            .await
            .expect("json");
        let ids: Vec<&str> = all["data"][0]["foundNewsLetters"]
            .as_array()
            .expect("newsletters")
            .iter()
            .filter_map(|newsletter| newsletter["_id"].as_str())
            .take(2)
            .collect();
        let [first, second] = ids[..] else {
            panic!("two newsletters in the content: {all}");
        };
        let body = json!({ "email": "same@example.ca" });
        let path = |id: &str| format!("/api/newsletterandeventletters/addemail/{id}");
        let (status, answer) = post_keyed(app, &path(first), "news-key", &body).await;
        assert_eq!(status, 202, "{answer}");
        assert_eq!(
            post_keyed(app, &path(second), "news-key", &body).await,
            (422, reused())
        );
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM subscribers").await,
            1
        );
        // The first newsletter's retry still replays its answer.
        assert_eq!(
            post_keyed(app, &path(first), "news-key", &body).await,
            (202, answer)
        );
    })
    .await;
}

#[tokio::test]
async fn concurrent_identical_retries_store_one_lead() {
    on_each_app(async |app| {
        let help = valid_help();
        let answers = futures_util::future::join_all(
            (0..12).map(|_| post_keyed(app, "/api/help", "burst-key", &help)),
        )
        .await;
        let (status, first) = &answers[0];
        assert_eq!(*status, 201);
        for answer in &answers {
            assert_eq!(
                answer,
                &(201, first.clone()),
                "every retry gets the one answer"
            );
        }
        assert_eq!(help_leads(app).await, 1);
    })
    .await;
}

/// The stored time of a claim made `hours` ago.
fn hours_ago(hours: u64) -> String {
    timestamp(time::OffsetDateTime::now_utc() - Duration::from_secs(hours * 3600))
}

#[tokio::test]
async fn a_key_older_than_a_day_no_longer_replays() {
    on_each_app(async |app| {
        let (_, first) = post_keyed(app, "/api/help", "old-key", &valid_help()).await;
        let age = "UPDATE idempotency SET created_at = $1 WHERE key = $2";
        execute(&app.db, age, &[&hours_ago(23), "old-key"]).await;
        assert_eq!(
            post_keyed(app, "/api/help", "old-key", &valid_help()).await,
            (201, first.clone()),
            "23 hours: still replayed"
        );
        execute(&app.db, age, &[&hours_ago(25), "old-key"]).await;
        let (status, second) = post_keyed(app, "/api/help", "old-key", &valid_help()).await;
        assert_eq!(status, 201);
        assert_ne!(second, first, "25 hours: a new request, with a new id");
        assert_eq!(help_leads(app).await, 2);
        // And it now stands for the new request.
        assert_eq!(
            post_keyed(app, "/api/help", "old-key", &valid_help()).await,
            (201, second)
        );
    })
    .await;
}

#[tokio::test]
async fn the_server_purges_expired_keys() {
    on_each_engine(async |engine| {
        let app = spawn_app_with(Options {
            engine,
            idempotency_purge_interval: Duration::from_millis(100),
            ..Options::default()
        })
        .await
        .expect("app");
        for key in ["fresh", "stale"] {
            let (status, _) = post_keyed(&app, "/api/help", key, &valid_help()).await;
            assert_eq!(status, 201);
        }
        let age = "UPDATE idempotency SET created_at = $1 WHERE key = $2";
        execute(&app.db, age, &[&hours_ago(23), "fresh"]).await;
        execute(&app.db, age, &[&hours_ago(25), "stale"]).await;
        let count = "SELECT COUNT(*) FROM idempotency";
        let start = std::time::Instant::now();
        while query_i64(&app.db, count).await != 1 {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the expired key was not purged"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(
            query_i64(
                &app.db,
                "SELECT COUNT(*) FROM idempotency WHERE key = 'fresh'"
            )
            .await,
            1,
            "a key younger than a day is kept"
        );
        assert_eq!(
            help_leads(&app).await,
            2,
            "purging keys never touches leads"
        );
    })
    .await;
}

#[tokio::test]
async fn a_claim_kept_from_before_fingerprints_replays_as_before() {
    on_each_app(async |app| {
        let (_, first) = post_keyed(app, "/api/help", "legacy-key", &valid_help()).await;
        // What migration 0004 leaves of a claim made before it: no fingerprint.
        execute(
            &app.db,
            "UPDATE idempotency SET fingerprint = NULL WHERE key = $1",
            &["legacy-key"],
        )
        .await;
        let mut edited = valid_help();
        edited["message"] = json!("Sent again after an upgrade, with an edit.");
        assert_eq!(
            post_keyed(app, "/api/help", "legacy-key", &edited).await,
            (201, first),
            "no fingerprint to compare: the first answer, as before the upgrade"
        );
        assert_eq!(help_leads(app).await, 1);
    })
    .await;
}
