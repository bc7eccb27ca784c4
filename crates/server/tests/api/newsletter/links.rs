//! Subscribing, confirming and withdrawing through the API and the link pages.

use super::{local, notices, subscribe, subscribe_path, subscription, token_of};
use crate::helpers::{Options, on_each_app, on_each_engine, scratch_dir, serve_db, spawn_app_with};
use serde_json::{Value, json};
use server::newsletter::signing_key;
use server::newsletter::token::{Purpose, SigningKey};
use site_core::messages as m;
use std::collections::BTreeMap;
use std::time::Duration;

fn pending() -> Value {
    json!({ "data": { "status": "pending" } })
}

/// The confirm and unsubscribe URLs of the one confirmation email about `id`.
async fn links_of(app: &crate::helpers::TestApp, id: &str) -> (String, String) {
    let notices = notices(&app.db, id).await;
    let [notice] = notices.as_slice() else {
        panic!("{} messages about {id}", notices.len())
    };
    assert_eq!(notice["message"], "confirmation");
    (
        notice["confirm_url"].as_str().expect("url").to_owned(),
        notice["unsubscribe_url"].as_str().expect("url").to_owned(),
    )
}

async fn post_token(app: &crate::helpers::TestApp, path: &str, token: &str) -> (u16, Value) {
    let response = app.post_json(path, &json!({ "token": token })).await;
    let status = response.status().as_u16();
    (status, response.json().await.expect("json"))
}

fn refused(message: &site_core::i18n::Message) -> Value {
    json!({ "errors": [{ "field": "token", "code": message.code, "message": message.en }] })
}

/// A subscription's answer as a visitor sees it: status, body and every header but the two that
/// differ from one answer to the next whatever is asked (the date and the request's id).
async fn subscribe_answer(
    app: &crate::helpers::TestApp,
    email: &str,
) -> (u16, Value, BTreeMap<String, String>) {
    let response = app
        .post_json(&subscribe_path(app).await, &json!({ "email": email }))
        .await;
    let status = response.status().as_u16();
    let headers = response
        .headers()
        .iter()
        .filter(|(name, _)| !matches!(name.as_str(), "date" | "x-request-id"))
        .map(|(name, value)| {
            (
                name.as_str().to_owned(),
                String::from_utf8_lossy(value.as_bytes()).into_owned(),
            )
        })
        .collect();
    (status, response.json().await.expect("json"), headers)
}

#[tokio::test]
async fn every_valid_address_is_answered_202_pending_alike_and_mailed_once_an_hour() {
    on_each_app(async |app| {
        let first = subscribe_answer(app, "new@example.ca").await;
        assert_eq!((first.0, &first.1), (202, &pending()));
        assert!(first.2.contains_key("content-type"), "{:?}", first.2);
        // Every later answer, whatever the address's state, is this one, headers included.
        let alike = |answer: (u16, Value, BTreeMap<String, String>)| {
            assert_eq!(answer, first, "an answer that tells the address's state");
        };
        let [id, state, ..] = subscription(app, "new@example.ca").await;
        let id = id.expect("an id");
        assert_eq!(state.as_deref(), Some("pending"));
        let stored = super::texts(
            &app.db,
            "SELECT consent_text FROM subscribers WHERE id = $1",
            &id,
        )
        .await;
        assert_eq!(stored[0][0].as_deref(), Some(m::SUBSCRIBE_CONSENT.en));
        let (confirm_url, _) = links_of(app, &id).await;
        // Pending, again within the hour (typed differently): the same answer, no second email.
        alike(subscribe_answer(app, " NEW@example.ca ").await);
        assert_eq!(notices(&app.db, &id).await.len(), 1);

        // Confirmed: the same answer, still one email, still confirmed.
        let confirmed = post_token(app, "/api/newsletter/confirm", &token_of(&confirm_url)).await;
        assert_eq!(
            confirmed,
            (200, json!({ "data": { "status": "confirmed" } }))
        );
        alike(subscribe_answer(app, "new@example.ca").await);
        assert_eq!(notices(&app.db, &id).await.len(), 1);
        let [_, state, confirmed_at, _] = subscription(app, "new@example.ca").await;
        assert_eq!(state.as_deref(), Some("confirmed"));
        assert!(confirmed_at.is_some());
        // Confirming again is fine (idempotent).
        let again = post_token(app, "/api/newsletter/confirm", &token_of(&confirm_url)).await;
        assert_eq!(again.0, 200);

        // Withdrawn: the same answer again; still withdrawn (a request is not consent), and no
        // second email within the hour.
        let (_, unsubscribe_url) = links_of(app, &id).await;
        let withdrawn = post_token(
            app,
            "/api/newsletter/unsubscribe",
            &token_of(&unsubscribe_url),
        )
        .await;
        assert_eq!(
            withdrawn,
            (200, json!({ "data": { "status": "withdrawn" } }))
        );
        assert_eq!(
            subscription(app, "new@example.ca").await[1].as_deref(),
            Some("withdrawn")
        );
        alike(subscribe_answer(app, "new@example.ca").await);
        assert_eq!(
            subscription(app, "new@example.ca").await[1].as_deref(),
            Some("withdrawn")
        );
        assert_eq!(notices(&app.db, &id).await.len(), 1);

        // An hour later, a new subscription attempt sends a new email.
        crate::helpers::execute(
            &app.db,
            "UPDATE subscribers SET confirmation_sent_at = '2000-01-01T00:00:00Z' WHERE id = $1",
            &[&id],
        )
        .await;
        alike(subscribe_answer(app, "new@example.ca").await);
        assert_eq!(notices(&app.db, &id).await.len(), 2);
        // A new address on a fresh server's first answer is no different either.
        alike(subscribe_answer(app, "other@example.ca").await);
    })
    .await;
}

#[tokio::test]
async fn tampered_expired_misused_and_withdrawn_links_are_refused_with_their_words() {
    on_each_app(async |app| {
        subscribe(app, "ann@example.ca").await;
        let id = subscription(app, "ann@example.ca").await[0]
            .clone()
            .expect("id");
        let (confirm_url, unsubscribe_url) = links_of(app, &id).await;
        let confirm = token_of(&confirm_url);
        let mut tampered = confirm.clone().into_bytes();
        tampered[3] = if tampered[3] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(tampered).expect("ascii");
        let path = "/api/newsletter/confirm";
        for bad in [
            tampered.as_str(),
            "",
            "nonsense",
            &token_of(&unsubscribe_url),
        ] {
            assert_eq!(
                post_token(app, path, bad).await,
                (422, refused(&m::EMAIL_LINK_INVALID)),
                "{bad}"
            );
        }
        let missing = app.post_json(path, &json!({})).await;
        assert_eq!(missing.status(), 422);
        // Signed with the site's key eight days ago: expired.
        let key = signing_key(&app.db, None).await.expect("the stored key");
        let old = time::OffsetDateTime::now_utc() - Duration::from_secs(8 * 24 * 60 * 60);
        let request = super::texts(
            &app.db,
            "SELECT request_id FROM subscribers WHERE id = $1",
            &id,
        )
        .await[0][0]
            .clone()
            .expect("a request waiting");
        let expired = key.sign(Purpose::Confirm, &id, &request, old);
        assert_eq!(
            post_token(app, path, &expired).await,
            (422, refused(&m::CONFIRM_LINK_EXPIRED))
        );
        // Signed with another key: invalid.
        let other = SigningKey::new(vec![7; 32]).expect("key");
        let forged = other.sign(
            Purpose::Confirm,
            &id,
            &request,
            time::OffsetDateTime::now_utc(),
        );
        assert_eq!(
            post_token(app, path, &forged).await,
            (422, refused(&m::EMAIL_LINK_INVALID))
        );
        // Withdrawn, then the confirm link followed: refused, still withdrawn.
        post_token(
            app,
            "/api/newsletter/unsubscribe",
            &token_of(&unsubscribe_url),
        )
        .await;
        assert_eq!(
            post_token(app, path, &confirm).await,
            (422, refused(&m::SUBSCRIPTION_WAS_WITHDRAWN))
        );
        assert_eq!(
            post_token(app, "/api/newsletter/unsubscribe", "x.y").await,
            (422, refused(&m::EMAIL_LINK_INVALID))
        );
        let page = app
            .get(&format!("/newsletter/confirm?token={tampered}"))
            .await;
        assert_eq!(page.status(), 400);
        assert!(
            page.text()
                .await
                .expect("text")
                .contains(m::EMAIL_LINK_INVALID.en)
        );
    })
    .await;
}

#[tokio::test]
async fn the_link_pages_confirm_and_withdraw_without_javascript_and_a_get_never_changes_anything() {
    on_each_app(async |app| {
        subscribe(app, "bob@example.ca").await;
        let id = subscription(app, "bob@example.ca").await[0].clone().expect("id");
        let (confirm_url, unsubscribe_url) = links_of(app, &id).await;

        // The confirm page asks; opening it (as a mail gateway does, GET or HEAD) confirms nothing.
        let head = app
            .client
            .head(app.url(&local(&confirm_url)))
            .send()
            .await
            .expect("head");
        assert_eq!(head.status(), 200);
        assert_eq!(head.headers()["cache-control"], "no-store");
        let page = app.get(&local(&confirm_url)).await;
        assert_eq!(page.status(), 200);
        assert_eq!(page.headers()["cache-control"], "no-store");
        assert_eq!(page.headers()["referrer-policy"], "no-referrer");
        assert!(page.headers().get("etag").is_none());
        let html = page.text().await.expect("html");
        assert!(html.contains(m::CONFIRM_PROMPT.en), "{html}");
        assert!(!html.contains(m::SUBSCRIPTION_CONFIRMED.en), "{html}");
        let action = format!("<form method=\"post\" action=\"{}\">", local(&confirm_url));
        assert!(html.contains(&action), "{html}");
        assert!(html.contains(&format!(">{}</button>", m::CONFIRM_BUTTON.en)), "{html}");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{html}");
        assert_eq!(subscription(app, "bob@example.ca").await[1].as_deref(), Some("pending"));

        // Its button: a form post to the same address, which confirms and says so.
        let button = app
            .client
            .post(app.url(&local(&confirm_url)))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("")
            .send()
            .await
            .expect("post");
        assert_eq!(button.status(), 200);
        assert_eq!(button.headers()["cache-control"], "no-store");
        assert_eq!(button.headers()["referrer-policy"], "no-referrer");
        let html = button.text().await.expect("html");
        assert!(html.contains(m::SUBSCRIPTION_CONFIRMED.en), "{html}");
        assert_eq!(subscription(app, "bob@example.ca").await[1].as_deref(), Some("confirmed"));
        // An expired or forged link's page shows no button.
        let page = app.get("/newsletter/confirm?token=forged.token").await;
        assert_eq!(page.status(), 400);
        let html = page.text().await.expect("html");
        assert!(html.contains(m::EMAIL_LINK_INVALID.en) && !html.contains("<form"), "{html}");

        // The unsubscribe page asks; it withdraws nothing (mail scanners follow links).
        let page = app.get(&local(&unsubscribe_url)).await;
        assert_eq!(page.status(), 200);
        assert_eq!(page.headers()["cache-control"], "no-store");
        assert_eq!(page.headers()["referrer-policy"], "no-referrer");
        let html = page.text().await.expect("html");
        assert!(html.contains(m::UNSUBSCRIBE_PROMPT.en), "{html}");
        let action = format!(
            "<form method=\"post\" action=\"{}\">",
            local(&unsubscribe_url)
        );
        assert!(html.contains(&action), "{html}");
        assert!(html.contains(&format!(">{}</button>", m::UNSUBSCRIBE_BUTTON.en)), "{html}");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{html}");
        assert_eq!(subscription(app, "bob@example.ca").await[1].as_deref(), Some("confirmed"));

        // RFC 8058 one-click: withdraws at once, and the record keeps when.
        let one_click = app
            .client
            .post(app.url(&local(&unsubscribe_url)))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .expect("post");
        assert_eq!(one_click.status(), 200);
        assert_eq!(one_click.headers()["cache-control"], "no-store");
        assert!(one_click.text().await.expect("html").contains(m::UNSUBSCRIBED.en));
        let [_, state, _, withdrawn_at] = subscription(app, "bob@example.ca").await;
        assert_eq!(state.as_deref(), Some("withdrawn"));
        let withdrawn_at = withdrawn_at.expect("when");
        assert!(
            time::OffsetDateTime::parse(&withdrawn_at, &time::format_description::well_known::Rfc3339)
                .is_ok(),
            "{withdrawn_at}"
        );

        // The no-JS button posts multipart as well; a second withdrawal keeps the first time.
        let multipart = "--b0undary\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n--b0undary--\r\n";
        let button = app
            .client
            .post(app.url(&local(&unsubscribe_url)))
            .header("content-type", "multipart/form-data; boundary=b0undary")
            .body(multipart)
            .send()
            .await
            .expect("post");
        assert_eq!(button.status(), 200);
        assert_eq!(
            subscription(app, "bob@example.ca").await[3].as_deref(),
            Some(withdrawn_at.as_str())
        );

        let invalid = app
            .client
            .post(app.url("/newsletter/unsubscribe?token=forged.token"))
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .expect("post");
        assert_eq!(invalid.status(), 400);
        assert!(invalid.text().await.expect("html").contains(m::EMAIL_LINK_INVALID.en));
        let page = app.get("/newsletter/unsubscribe?token=forged.token").await;
        assert_eq!(page.status(), 400);
        let html = page.text().await.expect("html");
        assert!(html.contains(m::EMAIL_LINK_INVALID.en) && !html.contains("<form"), "{html}");
    })
    .await;
}

#[tokio::test]
async fn withdrawal_withdraws_every_subscription_of_the_address() {
    on_each_app(async |app| {
        subscribe(app, "cy@example.ca").await;
        let id = subscription(app, "cy@example.ca").await[0].clone().expect("id");
        let (_, unsubscribe_url) = links_of(app, &id).await;
        // The same address on another newsletter.
        crate::helpers::execute(
            &app.db,
            "INSERT INTO subscribers (id, newsletter_id, email, email_key, created_at, consent_text, status) \
             VALUES ('other-sub', 'another-letter', 'Cy@example.ca', 'cy@example.ca', '2026-01-01T00:00:00Z', 'x', 'confirmed')",
            &[],
        )
        .await;
        app.post_json("/api/newsletter/unsubscribe", &json!({ "token": token_of(&unsubscribe_url) }))
            .await;
        let rows = super::texts(
            &app.db,
            "SELECT status FROM subscribers WHERE email_key = $1",
            "cy@example.ca",
        )
        .await;
        assert_eq!(rows.len(), 2);
        assert!(rows.iter().all(|row| row[0].as_deref() == Some("withdrawn")), "{rows:?}");
    })
    .await;
}

#[tokio::test]
async fn a_restart_keeps_links_valid_and_a_given_secret_key_is_used() {
    on_each_engine(async |engine| {
        let first = spawn_app_with(Options {
            engine,
            ..Options::default()
        })
        .await
        .expect("an engine");
        subscribe(&first, "dee@example.ca").await;
        let id = subscription(&first, "dee@example.ca").await[0]
            .clone()
            .expect("id");
        let (confirm_url, _) = links_of(&first, &id).await;
        // A new server on the same database, with no --secret-key: the stored key.
        let second = serve_db(
            first.db.clone(),
            scratch_dir("restart").keep(),
            &Options::default(),
        )
        .await;
        let confirmed = second
            .post_json(
                "/api/newsletter/confirm",
                &json!({ "token": token_of(&confirm_url) }),
            )
            .await;
        assert_eq!(confirmed.status(), 200);

        // --secret-key given: links are signed with it, and the stored key's links no longer work.
        let given = SigningKey::new(b"a-secret-key-of-at-least-32-bytes!!".to_vec()).expect("key");
        let third = serve_db(
            first.db.clone(),
            scratch_dir("given-key").keep(),
            &Options {
                secret_key: Some(given.clone()),
                ..Options::default()
            },
        )
        .await;
        let path = subscribe_path(&third).await;
        third
            .post_json(&path, &json!({ "email": "eve@example.ca" }))
            .await;
        let eve = subscription(&third, "eve@example.ca").await[0]
            .clone()
            .expect("id");
        let (eve_confirm, _) = links_of(&third, &eve).await;
        let now = time::OffsetDateTime::now_utc();
        assert_eq!(
            given
                .verify(&token_of(&eve_confirm), Purpose::Confirm, now)
                .map(|named| named.id),
            Ok(eve.clone())
        );
        let old_link = third
            .post_json(
                "/api/newsletter/confirm",
                &json!({ "token": token_of(&confirm_url) }),
            )
            .await;
        assert_eq!(old_link.status(), 422);
    })
    .await;
}
