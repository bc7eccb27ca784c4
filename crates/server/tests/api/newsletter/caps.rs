//! The confirmation emails cannot be aimed at a stranger: at most one an hour to one address
//! whatever the newsletter, and at most `VISITOR_EMAILS_PER_CLIENT_HOUR` an hour at one client's
//! request whatever the addresses; every request is still answered `202 pending` alike.

use crate::helpers::{Options, TestApp, on_each_engine, query_i64, spawn_app_with};
use serde_json::{Value, json};
use site_core::constants::VISITOR_EMAILS_PER_CLIENT_HOUR;

/// The `_id` of every newsletter.
async fn newsletter_ids(app: &TestApp) -> Vec<String> {
    let body: Value = app
        .get("/api/newsletterandeventletters/all")
        .await
        .json()
        .await
        .expect("json");
    body["data"]
        .as_array()
        .expect("groups")
        .iter()
        .flat_map(|group| {
            group["foundNewsLetters"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|newsletter| newsletter["_id"].as_str().map(str::to_owned))
        .collect()
}

/// Subscribes `email` to `newsletter` as the client `from` (behind the trusted proxy).
async fn subscribe_from(app: &TestApp, newsletter: &str, email: &str, from: &str) -> u16 {
    app.client
        .post(app.url(&format!(
            "/api/newsletterandeventletters/addemail/{newsletter}"
        )))
        .header("X-Forwarded-For", from)
        .json(&json!({ "email": email }))
        .send()
        .await
        .expect("POST")
        .status()
        .as_u16()
}

async fn confirmation_emails(app: &TestApp) -> i64 {
    query_i64(
        &app.db,
        "SELECT COUNT(*) FROM outbox WHERE notice LIKE '%\"confirmation\"%'",
    )
    .await
}

#[tokio::test]
async fn one_address_gets_one_confirmation_an_hour_across_every_newsletter() {
    on_each_engine(async |engine| {
        let app = spawn_app_with(Options {
            engine,
            // Posts are not what is capped here: a limit no test reaches.
            rate_limit_per_minute: 10_000,
            trusted_proxies: vec!["127.0.0.1/32".parse().expect("cidr")],
            ..Options::default()
        })
        .await
        .expect("the engine is available");
        let newsletters = newsletter_ids(&app).await;
        assert!(newsletters.len() >= 2, "{newsletters:?}");
        // Three requests for a stranger's address on every newsletter, from three clients.
        for round in 0..3 {
            for newsletter in &newsletters {
                let from = format!("198.51.100.{}", round + 1);
                let status = subscribe_from(&app, newsletter, "stranger@example.ca", &from).await;
                assert_eq!(status, 202);
            }
        }
        assert_eq!(
            confirmation_emails(&app).await,
            1,
            "one email to the stranger"
        );
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM subscribers").await,
            1,
            "the requests no email could confirm are not kept"
        );
    })
    .await;
}

/// The hour is an hour: a request 59 minutes after the address's last confirmation email gets
/// none, one 61 minutes after gets one (core's `VISITOR_EMAIL_ADDRESS_INTERVAL_MINUTES`).
#[tokio::test]
async fn the_address_waits_the_whole_interval_not_less() {
    on_each_engine(async |engine| {
        let app = spawn_app_with(Options {
            engine,
            ..Options::default()
        })
        .await
        .expect("the engine is available");
        let newsletters = newsletter_ids(&app).await;
        let newsletter = &newsletters[0];
        let email = "interval@example.ca";
        assert_eq!(
            subscribe_from(&app, newsletter, email, "198.51.100.1").await,
            202
        );
        assert_eq!(confirmation_emails(&app).await, 1);
        let minutes = i64::from(site_core::constants::VISITOR_EMAIL_ADDRESS_INTERVAL_MINUTES);
        for (ago, expected) in [(minutes - 1, 1), (minutes + 1, 2)] {
            let sent_at = site_store::timestamp(
                time::OffsetDateTime::now_utc() - time::Duration::minutes(ago),
            );
            crate::helpers::execute(
                &app.db,
                "UPDATE subscribers SET confirmation_sent_at = $1",
                &[sent_at.as_str()],
            )
            .await;
            assert_eq!(
                subscribe_from(&app, newsletter, email, "198.51.100.1").await,
                202
            );
            assert_eq!(
                confirmation_emails(&app).await,
                expected,
                "the last email {ago} minutes ago"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn one_client_gets_a_bounded_number_of_confirmations_an_hour() {
    on_each_engine(async |engine| {
        let app = spawn_app_with(Options {
            engine,
            rate_limit_per_minute: 10_000,
            trusted_proxies: vec!["127.0.0.1/32".parse().expect("cidr")],
            ..Options::default()
        })
        .await
        .expect("the engine is available");
        let newsletter = &newsletter_ids(&app).await[0];
        let cap = i64::from(VISITOR_EMAILS_PER_CLIENT_HOUR);
        for n in 0..cap + 5 {
            let email = format!("person{n}@example.ca");
            let status = subscribe_from(&app, newsletter, &email, "203.0.113.9").await;
            assert_eq!(status, 202, "answered alike past the cap");
        }
        assert_eq!(confirmation_emails(&app).await, cap);
        // Another client is not held back by the first one's requests.
        let status = subscribe_from(&app, newsletter, "other@example.ca", "203.0.113.10").await;
        assert_eq!(status, 202);
        assert_eq!(confirmation_emails(&app).await, cap + 1);
    })
    .await;
}
