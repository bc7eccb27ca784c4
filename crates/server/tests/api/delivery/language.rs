//! The visitor's language through a lead's life (docs/decisions/0009-language-of-answers.md), on
//! both engines: a form sent from a French page (`lang=fr`, as the web app sends it, or without it
//! a browser preferring French) stores `lang` = `fr` and the consent text that page showed (in
//! French); the outbox notice carries the language, the team's email names it on its Language line,
//! and the webhook's `data.lang` says it. The team's email itself is in the office's language,
//! whatever the visitor's: a server started with `--team-lang fr` writes a French `.eml`.

use crate::helpers::{Options, TestApp, on_each_engine, spawn_app_with};
use crate::mail_files::{decoded_part, eml_about};
use crate::newsletter::texts;
use futures_util::future::BoxFuture;
use serde_json::Value;
use server::delivery::email::{MailSettings, compose};
use server::delivery::{Channels, Failure, Outgoing, Sender, webhook};
use site_core::i18n::Lang;
use site_core::lead_forms::FormKind;
use site_core::messages::UPDATES_CONSENT;
use site_core::team_mail::{self, TeamLang};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A channel that records the lead messages it is handed.
#[derive(Debug, Default)]
pub(crate) struct Recorder(Mutex<Vec<Outgoing>>);

impl Sender for Recorder {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        self.0.lock().expect("lock").push(out.clone());
        Box::pin(async { Ok(()) })
    }
}

impl Recorder {
    /// The message about lead `id`, once delivered (fails after 10 s).
    pub(crate) async fn about(&self, id: &str) -> Outgoing {
        let start = Instant::now();
        loop {
            let found = self
                .0
                .lock()
                .expect("lock")
                .iter()
                .find(|out| out.notice.lead_id == id)
                .cloned();
            if let Some(out) = found {
                return out;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "no message about {id}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// A valid contact request with the updates box ticked.
fn contact() -> Value {
    let mut input = crate::jobs::valid_vectors(FormKind::Contact).remove(0);
    input["want_updates"] = Value::Bool(true);
    input
}

/// Posts `body` to the contact form with `query` and an `Accept-Language` header; the lead's id.
async fn post(app: &TestApp, query: &str, accept_language: Option<&str>, body: &Value) -> String {
    let mut request = app
        .client
        .post(app.url(&format!("/api{}{query}", FormKind::Contact.form().route)))
        .json(body);
    if let Some(header) = accept_language {
        request = request.header("accept-language", header);
    }
    let response = request.send().await.expect("POST");
    assert_eq!(response.status(), 201, "{query} {accept_language:?}");
    let answer: Value = response.json().await.expect("json");
    answer["data"]["id"].as_str().expect("id").to_owned()
}

#[tokio::test]
async fn a_lead_records_the_visitors_language_and_its_messages_carry_it() {
    on_each_engine(async |engine| {
        let email = Arc::new(Recorder::default());
        let hook = Arc::new(Recorder::default());
        let app = spawn_app_with(Options {
            engine,
            channels: Channels {
                email: Some(Arc::clone(&email) as Arc<dyn Sender>),
                webhook: Some(Arc::clone(&hook) as Arc<dyn Sender>),
            },
            ..Options::default()
        })
        .await
        .expect("an engine");
        for (query, accept_language, lang) in [
            ("?lang=fr", None, Lang::Fr),
            ("", Some("fr-CA,fr;q=0.9,en;q=0.5"), Lang::Fr),
            ("", None, Lang::En),
            ("", Some("en-CA,en;q=0.9,fr;q=0.5"), Lang::En),
            // The page's language, which the app sends, wins over the browser's.
            ("?lang=en", Some("fr-CA"), Lang::En),
        ] {
            let id = post(&app, query, accept_language, &contact()).await;
            let stored = texts(
                &app.db,
                "SELECT lang, consent_text FROM leads WHERE id = $1",
                &id,
            )
            .await;
            assert_eq!(
                stored,
                [[
                    Some(lang.as_str().to_owned()),
                    Some(UPDATES_CONSENT.text(lang).to_owned())
                ]],
                "{query} {accept_language:?}"
            );

            let mailed = email.about(&id).await;
            assert_eq!(mailed.notice.lang, lang);
            let consent = mailed.notice.consent.as_ref().expect("a consent record");
            assert_eq!(consent.text, UPDATES_CONSENT.text(lang));
            let english = MailSettings {
                team_lang: TeamLang::En,
                ..MailSettings::files("unused")
            };
            let message = compose(&mailed, &english).expect("composes");
            let text = String::from_utf8(message.formatted()).expect("utf8");
            let line = format!("{}: {}", team_mail::LANGUAGE.en, lang.as_str());
            assert!(text.contains(&line), "{line} in {text}");

            let hooked = hook.about(&id).await;
            let body: Value = serde_json::from_slice(&webhook::body(&hooked)).expect("json");
            assert_eq!(
                body["data"]["lang"],
                lang.as_str(),
                "{query} {accept_language:?}"
            );
            assert_eq!(body["data"]["id"], id.as_str());
        }
    })
    .await;
}

#[tokio::test]
async fn a_server_started_with_team_lang_fr_mails_the_team_in_french() {
    let app = spawn_app_with(Options {
        team_lang: TeamLang::Fr,
        configured_channels: true,
        ..Options::default()
    })
    .await
    .expect("SQLite");
    // An English visitor: the email's language is the office's, not theirs.
    let mut body = contact();
    body["state"] = Value::from("Quebec");
    let id = post(&app, "?lang=en", None, &body).await;
    let eml = eml_about(&app, &id).await;

    let visitor = format!(
        "{} {}",
        body["firstName"].as_str().expect("a first name"),
        body["lastName"].as_str().expect("a last name")
    );
    assert_eq!(
        subject_of(&eml),
        team_mail::subject(FormKind::Contact, &visitor, TeamLang::Fr),
        "{eml}"
    );
    assert_eq!(
        subject_of(&eml),
        format!("Nouvelle demande de contact\u{a0}: {visitor}")
    );
    let text = decoded_part(&eml, "text/plain");
    assert!(
        text.starts_with("Nouvelle demande de contact\n\n"),
        "{text}"
    );
    let message = body["query_message"].as_str().expect("a message");
    for line in [
        "\nLangue\u{a0}: en\n".to_owned(),
        format!("\nNuméro de la demande\u{a0}: {id}\n"),
        "\nProvince ou territoire\u{a0}: Québec\n".to_owned(),
        "\nSouhaite recevoir nos nouvelles\u{a0}: Oui\n".to_owned(),
        // The visitor's words as typed, the consent text as they were shown it (in English).
        format!("\nComment pouvons-nous vous aider?\u{a0}: {message}\n"),
        format!("«\u{a0}{}\u{a0}»", UPDATES_CONSENT.en),
        format!("\n{}\n", team_mail::REPLY_HINT.fr),
    ] {
        assert!(text.contains(&line), "{line:?} in {text}");
    }
    for english in [
        "New contact request",
        "Language:",
        "Province or territory",
        "Quebec\n",
    ] {
        assert!(!text.contains(english), "{english:?} in {text}");
    }
    let html = decoded_part(&eml, "text/html");
    assert!(html.contains("<html lang=\"fr-CA\">"), "{html}");
    assert!(
        html.contains("<h1>Nouvelle demande de contact</h1>"),
        "{html}"
    );
    assert!(
        !html.contains("en-CA") && !html.contains("New contact"),
        "{html}"
    );
}

/// The `Subject` of an email as lettre writes it, its RFC 2047 `=?utf-8?b?...?=` words decoded.
fn subject_of(eml: &str) -> String {
    use base64::Engine;
    let line = eml
        .lines()
        .find_map(|line| line.strip_prefix("Subject: "))
        .expect("a Subject");
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("=?utf-8?b?") {
        out.push_str(&rest[..at]);
        let word = &rest[at + "=?utf-8?b?".len()..];
        let end = word.find("?=").expect("an encoded word's end");
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(&word[..end])
            .expect("base64");
        out.push_str(&String::from_utf8(bytes).expect("utf8"));
        rest = &word[end + 2..];
    }
    out.push_str(rest);
    out
}
