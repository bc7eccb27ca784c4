//! One person across forms (docs/operating.md#answering-leads): three requests from one address
//! (typed differently) through three forms; the third's team email lists the two earlier ones,
//! newest first, with their references, and its webhook names the same person as the first's,
//! with two earlier requests. Another address is another person; the id does not show the
//! address.

use super::language::Recorder;
use crate::helpers::{Options, TestApp, on_each_engine, spawn_app_with};
use serde_json::Value;
use server::delivery::email::{MailSettings, compose};
use server::delivery::{Channels, Sender, webhook};
use site_core::lead_forms::FormKind;
use site_core::team_mail::{self, TeamLang};
use std::sync::Arc;

/// A valid request of `form` from `email`: the lead's id.
async fn post(app: &TestApp, form: FormKind, email: &str) -> String {
    super::post_lead(app, form, "en", email, serde_json::json!({})).await
}

#[tokio::test]
async fn a_third_request_names_the_two_before_it_and_the_same_person() {
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
        let first = post(&app, FormKind::Help, "nadia.roy@example.ca").await;
        let second = post(&app, FormKind::Contact, "Nadia.Roy@Example.ca").await;
        let third = post(&app, FormKind::Advisory, " nadia.roy@example.ca ").await;
        let stranger = post(&app, FormKind::Help, "someone.else@example.ca").await;

        let body = |out: server::delivery::Outgoing| -> Value {
            serde_json::from_slice(&webhook::body(&out)).expect("JSON")
        };
        let first_hook = body(hook.about(&first).await);
        let third_hook = body(hook.about(&third).await);
        let person = &third_hook["data"]["person"];
        assert_eq!(person["earlier"], 2, "{third_hook}");
        assert_eq!(person["id"], first_hook["data"]["person"]["id"]);
        assert_eq!(first_hook["data"]["person"]["earlier"], 0);
        let id = person["id"].as_str().expect("an id");
        assert_eq!(id.len(), 64, "{id}");
        assert!(!id.contains("nadia"));
        let other = body(hook.about(&stranger).await);
        assert_ne!(other["data"]["person"]["id"], person["id"]);
        assert_eq!(other["data"]["person"]["earlier"], 0);

        // The team's email of the third lists the second, then the first.
        let mailed = email.about(&third).await;
        let settings = MailSettings {
            team_lang: TeamLang::Both,
            ..MailSettings::files("unused")
        };
        let message = compose(&mailed, &settings).expect("composes");
        let eml = String::from_utf8(message.formatted()).expect("utf8");
        let text = crate::mail_files::decoded_parts(&eml, "text/plain").join("\n");
        let label = team_mail::EARLIER_REQUESTS.en;
        let lines: Vec<&str> = text
            .lines()
            .filter(|line| line.starts_with(label))
            .collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[0].ends_with(&format!("2 (person {id})")), "{text}");
        assert!(
            lines[1].contains(&second) && lines[1].contains("Contact request"),
            "{text}"
        );
        assert!(
            lines[2].contains(&first) && lines[2].contains("Help request"),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "{}\u{a0}: 2 (personne {id})",
                team_mail::EARLIER_REQUESTS.fr
            )),
            "{text}"
        );
    })
    .await;
}
