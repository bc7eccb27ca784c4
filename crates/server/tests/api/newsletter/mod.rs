//! Newsletter double opt-in and withdrawal (docs/decisions/0013-newsletter-double-opt-in.md)
//! through the HTTP API and the link pages, on both engines: every valid address answered
//! `202 pending` alike, one confirmation email an hour, the email's content and headers (recorded,
//! and received by a real SMTP server), its links confirming and withdrawing, refused tokens, keys
//! kept across restarts.

mod caps;
mod consent;
mod emails;
mod links;

use crate::helpers::TestApp;
use crate::leads::a_newsletter;
use serde_json::{Value, json};
use site_store::Db;

/// The subscription path of the newest newsletter.
pub async fn subscribe_path(app: &TestApp) -> String {
    format!(
        "/api/newsletterandeventletters/addemail/{}",
        a_newsletter(app).await
    )
}

/// Subscribes `email`; the status and body.
pub async fn subscribe(app: &TestApp, email: &str) -> (u16, Value) {
    let response = app
        .post_json(&subscribe_path(app).await, &json!({ "email": email }))
        .await;
    let status = response.status().as_u16();
    (status, response.json().await.expect("json"))
}

/// A test's own read of text columns, on whichever engine `db` is.
pub async fn texts(db: &Db, sql: &str, param: &str) -> Vec<Vec<Option<String>>> {
    use sqlx::Row;
    let rows = match db {
        Db::Sqlite { read, .. } => sqlx::query(sql)
            .bind(param)
            .fetch_all(read)
            .await
            .map(|rows| {
                rows.iter()
                    .map(|row| (0..row.len()).map(|i| row.get(i)).collect())
                    .collect()
            }),
        Db::Postgres { pool, .. } => {
            sqlx::query(sql)
                .bind(param)
                .fetch_all(pool)
                .await
                .map(|rows| {
                    rows.iter()
                        .map(|row| (0..row.len()).map(|i| row.get(i)).collect())
                        .collect()
                })
        }
    };
    rows.unwrap_or_else(|error| panic!("{sql}: {error}"))
}

/// The subscription of `email` on the newest newsletter: id, status, confirmed_at, withdrawn_at.
pub async fn subscription(app: &TestApp, email: &str) -> [Option<String>; 4] {
    let rows = texts(
        &app.db,
        "SELECT id, status, confirmed_at, withdrawn_at FROM subscribers WHERE email_key = $1",
        &email.to_lowercase(),
    )
    .await;
    let [row] = rows.as_slice() else {
        panic!("{} subscriptions of {email}", rows.len())
    };
    row.clone().try_into().expect("four columns")
}

/// The notices (JSON) of the outbox messages about subscription `id`.
pub async fn notices(db: &Db, id: &str) -> Vec<Value> {
    texts(db, "SELECT notice FROM outbox WHERE lead_id = $1", id)
        .await
        .into_iter()
        .map(|row| serde_json::from_str(row[0].as_deref().expect("notice")).expect("json"))
        .collect()
}

/// The address `url` of an email, on the test server (the emails use the configured public URL):
/// its path and query, `/fr` included for a French subscriber's link.
pub fn local(url: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |at| at + 3);
    let at = url[after_scheme..].find('/').expect("a path") + after_scheme;
    assert!(
        url[at..].contains("/newsletter/"),
        "a newsletter link: {url}"
    );
    url[at..].to_owned()
}

/// Presses a link page's one button (as a browser without JavaScript does: a form post to the
/// page's own address, with the empty body of a form without fields).
pub async fn press_button(app: &TestApp, path: &str) -> reqwest::Response {
    app.client
        .post(app.url(path))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .expect("post")
}

/// The token of a link.
pub fn token_of(url: &str) -> String {
    url.split_once("?token=").expect("a token").1.to_owned()
}
