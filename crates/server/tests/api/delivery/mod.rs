//! The delivery channels against real components: `email.rs` sends the team's email to a real
//! SMTP server (aiosmtpd) and writes `.eml` files, `webhook.rs` posts to a real receiver that
//! verifies with the Standard Webhooks reference package, `settings.rs` runs the real binary
//! with bad flags, `language.rs` follows the visitor's language from the form's post to the
//! email and webhook (and the team's email in the office's language, `--team-lang`). `sinks.rs` starts the Python servers (`smtp_sink.py`, `webhook_sink.py`);
//! this file makes the notices: one per lead form, from its valid shared vectors.
//!
//! The tests needing Python are `#[ignore]`d: `cargo xtask test` installs aiosmtpd and
//! standardwebhooks in a venv, passes its interpreter as `TEST_PYTHON` and runs them.

mod acknowledgement;
mod email;
mod language;
mod person;
mod routing;
mod settings;
pub(crate) mod sinks;
mod webhook;

use server::delivery::{Consent, Notice, Outgoing};
use site_core::lead_forms::FormKind;
use time::OffsetDateTime;

/// An outbox message about a lead of `form` with `payload`, its consent record when the form's
/// updates box is ticked (as the site stores it).
pub(crate) fn outgoing(form: FormKind, payload: serde_json::Value) -> Outgoing {
    let created_at = OffsetDateTime::now_utc();
    let ticked = form
        .form()
        .updates_ticked(|name| payload.get(name).and_then(serde_json::Value::as_bool));
    Outgoing {
        message_id: uuid::Uuid::now_v7().to_string(),
        attempt: 1,
        notice: Notice {
            lead_id: uuid::Uuid::now_v7().to_string(),
            form,
            created_at,
            lang: site_core::i18n::Lang::En,
            consent: ticked.then(|| Consent {
                text: site_core::messages::UPDATES_CONSENT.en.to_owned(),
                at: created_at,
            }),
            payload,
            attribution: None,
            source: "direct".to_owned(),
            person: None,
            route: None,
        },
    }
}

/// One message per lead form, from the first valid case of its shared vectors, with the
/// updates box ticked where the form has one (so a consent record is mailed too).
pub(crate) fn one_of_each_form() -> Vec<Outgoing> {
    FormKind::ALL
        .into_iter()
        .map(|form| {
            let mut payload = crate::jobs::valid_vectors(form)
                .into_iter()
                .next()
                .expect("a valid vector");
            if let Some(updates) = form.form().updates_field {
                payload[updates] = serde_json::Value::Bool(true);
            }
            outgoing(form, payload)
        })
        .collect()
}

/// Posts a valid request of `form` (its first valid vector with `changes`) from `email`, sent from
/// a page in `lang`: the lead's id.
pub(crate) async fn post_lead(
    app: &crate::helpers::TestApp,
    form: FormKind,
    lang: &str,
    email: &str,
    changes: serde_json::Value,
) -> String {
    let mut body = crate::jobs::valid_vectors(form).remove(0);
    body["email"] = serde_json::Value::from(email);
    if body.get("confirmEmail").is_some() {
        body["confirmEmail"] = serde_json::Value::from(email);
    }
    for (name, value) in changes.as_object().expect("changes") {
        body[name] = value.clone();
    }
    let answer = app
        .post_json(&format!("/api{}?lang={lang}", form.form().route), &body)
        .await;
    assert_eq!(answer.status(), 201, "{form:?}");
    answer.json::<serde_json::Value>().await.expect("JSON")["data"]["id"]
        .as_str()
        .expect("an id")
        .to_owned()
}
