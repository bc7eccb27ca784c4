//! A lead's acknowledgement to the visitor (docs/operating.md#answering-leads), through the API on
//! both engines and through the real binary: in the page's language, with the reference the team
//! sees and none of the visitor's words; one an hour per address; a bounded number per client;
//! and, the server killed between the 201 and the sending, sent after the restart, once.

use crate::helpers::{
    Options, ServerProcess, TestApp, on_each_engine, query_i64, scratch_dir, spawn_app_with,
};
use crate::leads::valid_help;
use crate::mail_files::decoded_parts;
use serde_json::{Value, json};
use site_core::constants::VISITOR_EMAILS_PER_CLIENT_HOUR;
use site_core::i18n::Lang;
use site_core::lead_forms::FormKind;
use site_core::visitor_mail as words;
use std::path::Path;
use std::time::{Duration, Instant};

async fn app_on(engine: crate::helpers::Engine, rate_limit_per_minute: u32) -> TestApp {
    spawn_app_with(Options {
        engine,
        acknowledge: true,
        configured_channels: true,
        rate_limit_per_minute,
        trusted_proxies: vec!["127.0.0.1/32".parse().expect("cidr")],
        ..Options::default()
    })
    .await
    .expect("the engine is available")
}

/// A help request from `email`, sent from a page in `lang` by client `from`: the lead's id.
async fn post_help(app: &TestApp, email: &str, lang: Lang, from: &str) -> String {
    let mut body = valid_help();
    body["email"] = json!(email);
    let answer = app
        .client
        .post(app.url(&format!("/api/help?lang={}", lang.as_str())))
        .header("X-Forwarded-For", from)
        .json(&body)
        .send()
        .await
        .expect("POST");
    assert_eq!(answer.status(), 201);
    answer.json::<Value>().await.expect("JSON")["data"]["id"]
        .as_str()
        .expect("an id")
        .to_owned()
}

/// The outbox's acknowledgements about lead `id`.
async fn acknowledgements_of(app: &TestApp, id: &str) -> i64 {
    query_i64(
        &app.db,
        &format!(
            "SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}' \
             AND notice LIKE '%\"acknowledge_to\"%'"
        ),
    )
    .await
}

/// The `.eml` files under `dir` addressed to `to` (fails after 10 s when there are fewer than
/// `at_least`).
async fn emails_to(dir: &Path, to: &str, at_least: usize) -> Vec<String> {
    let start = Instant::now();
    loop {
        let found: Vec<String> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
            .filter(|eml| eml.contains(&format!("To: {to}")))
            .collect();
        if found.len() >= at_least || start.elapsed() > Duration::from_secs(10) {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_lead_is_acknowledged_in_its_pages_language_without_the_visitors_words() {
    on_each_engine(async |engine| {
        let app = app_on(engine, 0).await;
        let mail = app.dir.join("mail");
        for (lang, email) in [(Lang::En, "ann.lee@example.ca"), (Lang::Fr, "eloise@example.ca")] {
            let id = post_help(&app, email, lang, "198.51.100.7").await;
            let [eml] = emails_to(&mail, email, 1).await.try_into().expect("one email to the visitor");
            let text = decoded_parts(&eml, "text/plain").join("\n");
            let subject = words::subject(FormKind::Help, lang);
            assert!(text.starts_with(&subject), "{text}");
            assert!(text.contains(&words::reference(&id, lang)), "{text}");
            assert!(text.contains(&words::reply_time(lang)), "{text}");
            assert!(text.contains("/contact/privacy-policy"), "{text}");
            assert!(eml.contains("Auto-Submitted: auto-replied"), "{eml}");
            // None of what the visitor typed but the address it goes to.
            let typed = valid_help();
            for field in ["name", "phone", "subject", "message"] {
                let words = typed[field].as_str().expect("text");
                assert!(!eml.contains(words) && !text.contains(words), "{field} in\n{text}");
            }
            assert_eq!(acknowledgements_of(&app, &id).await, 1);
        }
        // The same address again within the hour (typed differently): stored and sent to the
        // team, not acknowledged again.
        let again = post_help(&app, " Ann.Lee@Example.ca ", Lang::En, "198.51.100.7").await;
        assert_eq!(acknowledgements_of(&app, &again).await, 0);
        assert_eq!(
            query_i64(&app.db, &format!("SELECT COUNT(*) FROM outbox WHERE lead_id = '{again}'")).await,
            1,
            "the team's message"
        );
        // An hour later, it is.
        crate::helpers::execute(
            &app.db,
            "UPDATE acknowledgements SET sent_at = '2000-01-01T00:00:00.000000Z' WHERE email_key = $1",
            &["ann.lee@example.ca"],
        )
        .await;
        let later = post_help(&app, "ann.lee@example.ca", Lang::En, "198.51.100.7").await;
        assert_eq!(acknowledgements_of(&app, &later).await, 1);
    })
    .await;
}

/// A burst of requests from one address (a double click, a bot): however the writes are grouped
/// into commits, and on either engine, one acknowledgement.
#[tokio::test]
async fn a_burst_from_one_address_is_acknowledged_once() {
    on_each_engine(async |engine| {
        let app = app_on(engine, 0).await;
        let ids = futures_util::future::join_all(
            (0..20).map(|_| post_help(&app, "burst@example.ca", Lang::En, "198.51.100.9")),
        )
        .await;
        let mut acknowledged = 0;
        for id in &ids {
            acknowledged += acknowledgements_of(&app, id).await;
        }
        assert_eq!(acknowledged, 1, "{ids:?}");
    })
    .await;
}

#[tokio::test]
async fn one_client_gets_a_bounded_number_of_acknowledgements_an_hour() {
    on_each_engine(async |engine| {
        let app = app_on(engine, 10_000).await;
        let cap = i64::from(VISITOR_EMAILS_PER_CLIENT_HOUR);
        let mut acknowledged = 0;
        for n in 0..cap + 3 {
            let id = post_help(
                &app,
                &format!("person{n}@example.ca"),
                Lang::En,
                "203.0.113.5",
            )
            .await;
            acknowledged += acknowledgements_of(&app, &id).await;
        }
        assert_eq!(acknowledged, cap);
        let id = post_help(&app, "other@example.ca", Lang::En, "203.0.113.6").await;
        assert_eq!(acknowledgements_of(&app, &id).await, 1, "another client");
        assert_eq!(
            query_i64(&app.db, "SELECT COUNT(*) FROM leads").await,
            cap + 4,
            "every lead stored either way"
        );
    })
    .await;
}

#[tokio::test]
async fn acknowledge_off_sends_none() {
    let app = spawn_app_with(Options {
        acknowledge: false,
        configured_channels: true,
        ..Options::default()
    })
    .await
    .expect("SQLite");
    let id = post_help(&app, "ann.lee@example.ca", Lang::En, "198.51.100.7").await;
    assert_eq!(acknowledgements_of(&app, &id).await, 0);
}

/// The server killed with `kill -9` between the 201 and the acknowledgement's sending (its mail
/// folder cannot be written, so every attempt fails), then started again with a folder it can
/// write: the acknowledgement is sent, once.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_acknowledgement_survives_a_kill_before_it_is_sent() {
    let dir = scratch_dir("ack-kill");
    let database_url = format!("sqlite://{}", dir.join("site.db").display());
    let mail = dir.join("mail");
    // A file where the folder should be: writing an `.eml` fails, a transient failure.
    std::fs::write(&mail, "not a folder").expect("a file");
    let limits = ["--rate-limit-per-minute", "0"];
    let mut server = ServerProcess::start(&database_url, &dir, &limits).await;
    let client = reqwest::Client::new();
    let mut body = valid_help();
    body["email"] = json!("kill.test@example.ca");
    let answer = client
        .post(format!("{}/api/help?lang=fr", server.address))
        .json(&body)
        .send()
        .await
        .expect("POST");
    assert_eq!(answer.status(), 201);
    let id = answer.json::<Value>().await.expect("JSON")["data"]["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    let db = site_store::Db::connect(&database_url).await.expect("open");
    let tried = format!(
        "SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}' AND last_error IS NOT NULL \
         AND notice LIKE '%\"acknowledge_to\"%' AND status = 'pending'"
    );
    let start = Instant::now();
    while query_i64(&db, &tried).await == 0 {
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "no attempt failed"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.child.kill().await.expect("kill -9");
    std::fs::remove_file(&mail).expect("remove the file");
    std::fs::create_dir(&mail).expect("the folder");
    let restarted = ServerProcess::start(&database_url, &dir, &limits).await;
    let [eml] = emails_to(&mail, "kill.test@example.ca", 1)
        .await
        .try_into()
        .expect("one acknowledgement");
    let text = decoded_parts(&eml, "text/plain").join("\n");
    assert!(text.contains(&words::reference(&id, Lang::Fr)), "{text}");
    let sent = format!(
        "SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}' AND status = 'sent' \
         AND notice LIKE '%\"acknowledge_to\"%'"
    );
    let start = Instant::now();
    while query_i64(&db, &sent).await == 0 {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "not recorded as sent"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        query_i64(
            &db,
            &format!(
                "SELECT COUNT(*) FROM outbox WHERE lead_id = '{id}' \
                 AND notice LIKE '%\"acknowledge_to\"%'"
            )
        )
        .await,
        1,
        "one acknowledgement, sent once"
    );
    drop(restarted);
}
