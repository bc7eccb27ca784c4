//! Routing (docs/operating.md#routing) through the HTTP API and the server's own channels, on
//! both engines: a routing file sends each lead to its route's recipients and webhooks only (the
//! `.eml` files the email channel writes, a receiver here that checks each call's signature), and
//! the rest to its default; a file the server cannot follow stops `server serve` at start with
//! the line and the reason.

use crate::helpers::{Options, TestApp, on_each_engine, query_i64, scratch_dir, spawn_app_with};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use serde_json::{Value, json};
use server::delivery::webhook::{WebhookSecret, WebhookSettings};
use site_core::lead_forms::FormKind;
use site_core::options::SALES_RANGES;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";

/// What the receiver got: (the endpoint's last segment, the lead's id), each call's signature
/// checked with the site's secret.
#[derive(Clone, Default)]
struct Received(Arc<Mutex<Vec<(String, String)>>>);

async fn receive(
    State(received): State<Received>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> axum::http::StatusCode {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let timestamp: i64 = header("webhook-timestamp").parse().unwrap_or_default();
    let expected =
        WebhookSecret::parse(SECRET)
            .expect("secret")
            .sign(&header("webhook-id"), timestamp, &body);
    if header("webhook-signature") != expected {
        return axum::http::StatusCode::UNAUTHORIZED;
    }
    let body: Value = serde_json::from_slice(&body).unwrap_or_default();
    let id = body["data"]["id"].as_str().unwrap_or_default().to_owned();
    received.0.lock().expect("lock").push((name, id));
    axum::http::StatusCode::NO_CONTENT
}

/// A webhook receiver on a loopback port: `http://127.0.0.1:PORT/hooks/{name}`.
async fn receiver() -> (String, Received) {
    let received = Received::default();
    let router = axum::Router::new()
        .route("/hooks/{name}", axum::routing::post(receive))
        .with_state(received.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let origin = format!("http://{}", listener.local_addr().expect("address"));
    tokio::spawn(async move { axum::serve(listener, router).await });
    (origin, received)
}

fn routing_file(origin: &str) -> String {
    format!(
        r#"# Leads by desk (docs/operating.md#routing).
[default]
email = ["Team <team@cedarline.example>"]

[[route]]
name = "large loans"
forms = ["loan"]
loan_amount = {{ from = 2500000 }}
email = ["Financing desk <financing@cedarline.example>"]

[[route]]
name = "French advisory"
forms = ["advisory"]
languages = ["fr"]
services = ["advisory"]
email = ["conseil@cedarline.example"]
webhooks = ["{origin}/hooks/advice"]

[[route]]
name = "help to the CRM"
forms = ["help"]
webhooks = ["{origin}/hooks/help"]
"#
    )
}

/// Posts a valid lead of `form` (its first valid vector with `changes`) from a page in `lang`, from
/// an address of its own (a team email lists the same address's earlier requests, which would
/// name other leads).
async fn post(app: &TestApp, form: FormKind, lang: &str, changes: Value) -> String {
    let address = format!("visitor-{}@example.ca", uuid::Uuid::new_v4().simple());
    super::post_lead(app, form, lang, &address, changes).await
}

/// The `To:` header of every email written about lead `id`.
fn recipients_of(app: &TestApp, id: &str) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(app.dir.join("mail"))
        .into_iter()
        .flatten()
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .filter(|eml| crate::mail_files::decoded_part(eml, "text/plain").contains(id))
        .filter_map(|eml| {
            eml.lines()
                .find_map(|line| line.strip_prefix("To: ").map(str::to_owned))
        })
        .collect();
    found.sort();
    found
}

#[tokio::test]
async fn each_lead_reaches_its_routes_recipients_and_webhooks_only() {
    on_each_engine(async |engine| {
        let (origin, received) = receiver().await;
        let dir = scratch_dir("routing");
        let file = dir.path().join("routing.toml");
        std::fs::write(&file, routing_file(&origin)).expect("write");
        let app = spawn_app_with(Options {
            engine,
            configured_channels: true,
            webhook: WebhookSettings {
                webhook_url: None,
                webhook_secret: Some(WebhookSecret::parse(SECRET).expect("secret")),
            },
            routing: Some(file),
            ..Options::default()
        })
        .await
        .expect("an engine");

        let large_loan = post(
            &app,
            FormKind::Loan,
            "en",
            json!({"amount_of_loan": SALES_RANGES[3]}),
        )
        .await;
        let small_loan = post(
            &app,
            FormKind::Loan,
            "fr",
            json!({"amount_of_loan": SALES_RANGES[1]}),
        )
        .await;
        let french_advice = post(&app, FormKind::Advisory, "fr", json!({})).await;
        let english_advice = post(&app, FormKind::Advisory, "en", json!({})).await;
        let help = post(&app, FormKind::Help, "en", json!({})).await;
        let contact = post(&app, FormKind::Contact, "fr", json!({})).await;

        let start = Instant::now();
        while query_i64(
            &app.db,
            "SELECT COUNT(*) FROM outbox WHERE status <> 'sent'",
        )
        .await
            > 0
        {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "messages left unsent"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let team = vec!["Team <team@cedarline.example>".to_owned()];
        assert_eq!(
            recipients_of(&app, &large_loan),
            ["\"Financing desk\" <financing@cedarline.example>"],
            "the large loan goes to the financing desk, and to nobody else"
        );
        assert_eq!(recipients_of(&app, &small_loan), team);
        assert_eq!(
            recipients_of(&app, &french_advice),
            ["conseil@cedarline.example"]
        );
        assert_eq!(recipients_of(&app, &english_advice), team);
        assert!(
            recipients_of(&app, &help).is_empty(),
            "help goes to the CRM only"
        );
        assert_eq!(recipients_of(&app, &contact), team);

        let mut calls = received.0.lock().expect("lock").clone();
        calls.sort();
        let mut expected = vec![
            ("advice".to_owned(), french_advice.clone()),
            ("help".to_owned(), help.clone()),
        ];
        expected.sort();
        assert_eq!(
            calls, expected,
            "each route's webhook gets its leads only, signed"
        );
        // Each message keeps the route that chose it.
        let route = crate::helpers::query_text(
            &app.db,
            &format!("SELECT notice FROM outbox WHERE lead_id = '{large_loan}' AND kind = 'email'"),
        )
        .await;
        let notice: Value = serde_json::from_str(&route).expect("JSON");
        assert_eq!(notice["route"]["name"], "large loans", "{notice}");
    })
    .await;
}

#[tokio::test]
async fn a_routing_file_the_server_cannot_follow_stops_it_naming_the_line() {
    let dir = scratch_dir("routing-bad");
    let cases = [
        (
            "[default]\nemail = [\"team@cedarline.example\"]\n\n[[route]]\nname = \"loans\"\nforms = [\"loans\"]\nemail = [\"a@cedarline.example\"]\n",
            "line 6: no form is named \"loans\"",
        ),
        (
            "[default]\nemail = [\"team@cedarline.example\"]\n\n[[route]]\nname = \"x\"\nservices = [\"plumbing\"]\nemail = [\"a@cedarline.example\"]\n",
            "line 6: no service is named \"plumbing\"",
        ),
        (
            "[default]\nwebhooks = [\"https://crm.cedarline.example/hook\"]\n",
            "line 2: a webhook needs --webhook-secret",
        ),
    ];
    for (at, (text, says)) in cases.into_iter().enumerate() {
        let file = dir.path().join(format!("routing-{at}.toml"));
        std::fs::write(&file, text).expect("write");
        let file = file.to_string_lossy().into_owned();
        let database = format!(
            "sqlite://{}",
            dir.path().join(format!("site-{at}.db")).display()
        );
        let content = crate::helpers::content_dir().to_string_lossy().into_owned();
        let args = [
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--database-url",
            &database,
            "--content-dir",
            &content,
            "--routing",
            &file,
        ];
        let run = crate::jobs::server(&args, None).await;
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(
            run.stderr.contains(&format!("routing file {file}, {says}")),
            "{says:?} not in\n{}",
            run.stderr
        );
    }
}
