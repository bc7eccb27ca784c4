//! Consent that only its person gives (docs/decisions/0013-newsletter-double-opt-in.md): a confirm
//! link names one request of one subscription; a request never overwrites the consent record until
//! its own link is followed; a withdrawal cancels the request waiting; and nothing but the page's
//! button confirms.

use super::{local, notices, press_button, subscription, texts, token_of};
use crate::helpers::{TestApp, execute, on_each_app};
use serde_json::{Value, json};
use site_core::messages as m;

/// The confirm link of the newest confirmation email about subscription `id`.
async fn newest_confirm_link(app: &TestApp, id: &str) -> String {
    let notices = notices(&app.db, id).await;
    let notice = notices.last().expect("a confirmation email");
    notice["confirm_url"].as_str().expect("url").to_owned()
}

async fn unsubscribe_link(app: &TestApp, id: &str) -> String {
    notices(&app.db, id).await[0]["unsubscribe_url"]
        .as_str()
        .expect("url")
        .to_owned()
}

async fn post_token(app: &TestApp, path: &str, url: &str) -> (u16, Value) {
    let response = app
        .post_json(path, &json!({ "token": token_of(url) }))
        .await;
    let status = response.status().as_u16();
    (status, response.json().await.expect("json"))
}

async fn confirm(app: &TestApp, url: &str) -> (u16, Value) {
    post_token(app, "/api/newsletter/confirm", url).await
}

fn confirmed() -> (u16, Value) {
    (200, json!({ "data": { "status": "confirmed" } }))
}

fn refused(message: &site_core::i18n::Message) -> (u16, Value) {
    (
        422,
        json!({ "errors": [{ "field": "token", "code": message.code, "message": message.en }] }),
    )
}

/// Subscribes `email` from the English or the French card.
async fn request(app: &TestApp, email: &str, lang: &str) {
    let path = format!("{}?lang={lang}", super::subscribe_path(app).await);
    let response = app.post_json(&path, &json!({ "email": email })).await;
    assert_eq!(response.status(), 202);
}

/// Lets the next request of subscription `id` send its email (the hourly limit has passed).
async fn an_hour_later(app: &TestApp, id: &str) {
    execute(
        &app.db,
        "UPDATE subscribers SET confirmation_sent_at = '2000-01-01T00:00:00.000000Z' WHERE id = $1",
        &[id],
    )
    .await;
}

/// The subscription's consent record: text, time, language.
async fn consent_record(app: &TestApp, id: &str) -> Vec<Option<String>> {
    texts(
        &app.db,
        "SELECT consent_text, consent_at, lang FROM subscribers WHERE id = $1",
        id,
    )
    .await
    .remove(0)
}

#[tokio::test]
async fn a_request_after_a_withdrawal_never_overwrites_the_consent_record_nor_revives_an_old_link()
{
    on_each_app(async |app| {
        request(app, "ivy@example.ca", "en").await;
        let id = subscription(app, "ivy@example.ca").await[0]
            .clone()
            .expect("id");
        let first_link = newest_confirm_link(app, &id).await;
        assert_eq!(confirm(app, &first_link).await, confirmed());
        let record = consent_record(app, &id).await;
        assert_eq!(record[0].as_deref(), Some(m::SUBSCRIBE_CONSENT.en));
        assert_eq!(record[2].as_deref(), Some("en"));

        let unsubscribe = unsubscribe_link(app, &id).await;
        assert_eq!(
            post_token(app, "/api/newsletter/unsubscribe", &unsubscribe)
                .await
                .0,
            200
        );
        // Someone else asks again for the address, from the French card, once the hour is past:
        // an email goes to the address, but nothing of the record or the state changes.
        an_hour_later(app, &id).await;
        request(app, "IVY@example.ca", "fr").await;
        assert_eq!(notices(&app.db, &id).await.len(), 2);
        assert_eq!(
            subscription(app, "ivy@example.ca").await[1].as_deref(),
            Some("withdrawn")
        );
        assert_eq!(consent_record(app, &id).await, record);
        // The link sent before the withdrawal stays dead, and changes nothing.
        assert_eq!(
            confirm(app, &first_link).await,
            refused(&m::SUBSCRIPTION_WAS_WITHDRAWN)
        );
        assert_eq!(press_button(app, &local(&first_link)).await.status(), 400);
        assert_eq!(
            subscription(app, "ivy@example.ca").await[1].as_deref(),
            Some("withdrawn")
        );
        assert_eq!(consent_record(app, &id).await, record);

        // The new request's own link, followed by the address's owner: confirmed with the new
        // request's consent (its French text, its time, its language).
        let second_link = newest_confirm_link(app, &id).await;
        assert_ne!(second_link, first_link);
        assert_eq!(confirm(app, &second_link).await, confirmed());
        let renewed = consent_record(app, &id).await;
        assert_eq!(renewed[0].as_deref(), Some(m::SUBSCRIBE_CONSENT.fr));
        assert_eq!(renewed[2].as_deref(), Some("fr"));
        assert!(renewed[1] > record[1], "{renewed:?} after {record:?}");
    })
    .await;
}

#[tokio::test]
async fn a_link_sent_before_a_withdrawal_never_confirms() {
    on_each_app(async |app| {
        request(app, "jo@example.ca", "en").await;
        let id = subscription(app, "jo@example.ca").await[0]
            .clone()
            .expect("id");
        let link = newest_confirm_link(app, &id).await;
        let unsubscribe = unsubscribe_link(app, &id).await;
        assert_eq!(
            post_token(app, "/api/newsletter/unsubscribe", &unsubscribe)
                .await
                .0,
            200
        );
        assert_eq!(
            confirm(app, &link).await,
            refused(&m::SUBSCRIPTION_WAS_WITHDRAWN)
        );
        let [_, state, confirmed_at, _] = subscription(app, "jo@example.ca").await;
        assert_eq!((state.as_deref(), confirmed_at), (Some("withdrawn"), None));
        // The request waiting was cancelled: nothing of it is held any more.
        let waiting = texts(
            &app.db,
            "SELECT request_id, request_at, request_consent_text, request_lang \
             FROM subscribers WHERE id = $1",
            &id,
        )
        .await;
        assert_eq!(waiting, [[None, None, None, None]]);
    })
    .await;
}

#[tokio::test]
async fn a_link_confirms_its_own_subscription_only() {
    on_each_app(async |app| {
        // The same address waits on another newsletter, asked for by someone else (whose email
        // the hourly limit never sent, say).
        execute(
            &app.db,
            "INSERT INTO subscribers (id, newsletter_id, email, email_key, created_at, consent_text, \
             consent_at, status, lang, request_id, request_at, request_consent_text, request_lang) \
             VALUES ('other-sub', 'another-letter', 'kim@example.ca', 'kim@example.ca', \
             '2026-01-01T00:00:00.000000Z', 'x', '2026-01-01T00:00:00.000000Z', 'pending', 'en', \
             'someone-elses-request', '2026-01-01T00:00:00.000000Z', 'x', 'en')",
            &[],
        )
        .await;
        request(app, "kim@example.ca", "en").await;
        let rows = texts(
            &app.db,
            "SELECT id FROM subscribers WHERE email_key = $1 AND id <> 'other-sub'",
            "kim@example.ca",
        )
        .await;
        let id = rows[0][0].clone().expect("id");
        let link = newest_confirm_link(app, &id).await;
        assert_eq!(confirm(app, &link).await, confirmed());
        let states = texts(
            &app.db,
            "SELECT id, status FROM subscribers WHERE email_key = $1 ORDER BY id",
            "kim@example.ca",
        )
        .await;
        let other = states
            .iter()
            .find(|row| row[0].as_deref() == Some("other-sub"))
            .expect("the other subscription");
        assert_eq!(other[1].as_deref(), Some("pending"), "{states:?}");
    })
    .await;
}

#[tokio::test]
async fn a_newer_request_replaces_the_one_waiting() {
    on_each_app(async |app| {
        request(app, "lou@example.ca", "en").await;
        let id = subscription(app, "lou@example.ca").await[0]
            .clone()
            .expect("id");
        let first_link = newest_confirm_link(app, &id).await;
        an_hour_later(app, &id).await;
        request(app, "lou@example.ca", "en").await;
        let second_link = newest_confirm_link(app, &id).await;
        assert_ne!(first_link, second_link);
        // The first request's link no longer confirms: a newer one was sent.
        assert_eq!(
            confirm(app, &first_link).await,
            refused(&m::CONFIRM_LINK_EXPIRED)
        );
        assert_eq!(
            subscription(app, "lou@example.ca").await[1].as_deref(),
            Some("pending")
        );
        assert_eq!(confirm(app, &second_link).await, confirmed());
        // Pressed twice: the same answer, the first time kept.
        let when = subscription(app, "lou@example.ca").await[2].clone();
        assert_eq!(confirm(app, &second_link).await, confirmed());
        assert_eq!(subscription(app, "lou@example.ca").await[2], when);
    })
    .await;
}

#[tokio::test]
async fn every_spelling_of_a_link_page_is_kept_out_of_caches_and_referrers() {
    on_each_app(async |app| {
        for path in [
            "/newsletter/confirm/?token=abc",
            "/fr/newsletter/confirm/?token=abc",
            "/newsletter/unsubscribe/?token=abc",
            "/Newsletter/Confirm?token=abc",
            "/fr/newsletter/%63onfirm?token=abc",
        ] {
            let page = app.get(path).await;
            assert_eq!(page.headers()["cache-control"], "no-store", "{path}");
            assert_eq!(page.headers()["referrer-policy"], "no-referrer", "{path}");
            assert!(page.headers().get("etag").is_none(), "{path}");
        }
        // Other pages keep their ordinary answer.
        let page = app.get("/newsletters/").await;
        assert_eq!(page.headers()["cache-control"], "no-cache");
    })
    .await;
}
