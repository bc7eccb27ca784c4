//! The visitor's language through a lead's life (DESIGN §9, §10), on both engines: a form sent
//! from a French page (`lang=fr`, as the web app sends it, or without it a browser preferring
//! French) stores `lang` = `fr` and the consent text that page showed (in French); the outbox
//! notice carries the language, the team's email names it on its Language line, and the
//! webhook's `data.lang` says it.

use crate::helpers::{Options, TestApp, on_each_engine, spawn_app_with};
use crate::newsletter::texts;
use futures_util::future::BoxFuture;
use serde_json::Value;
use server::delivery::email::{MailSettings, compose};
use server::delivery::{Channels, Failure, Outgoing, Sender, webhook};
use site_core::i18n::Lang;
use site_core::lead_forms::FormKind;
use site_core::messages::UPDATES_CONSENT;
use site_core::team_mail;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A channel that records the lead messages it is handed.
#[derive(Debug, Default)]
struct Recorder(Mutex<Vec<Outgoing>>);

impl Sender for Recorder {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        self.0.lock().expect("lock").push(out.clone());
        Box::pin(async { Ok(()) })
    }
}

impl Recorder {
    /// The message about lead `id`, once delivered (fails after 10 s).
    async fn about(&self, id: &str) -> Outgoing {
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
            let message = compose(&mailed, &MailSettings::files("unused")).expect("composes");
            let text = String::from_utf8(message.formatted()).expect("utf8");
            let line = format!("{}: {}", team_mail::LANGUAGE, lang.as_str());
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
