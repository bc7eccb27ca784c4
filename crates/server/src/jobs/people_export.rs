//! `server people export --email ADDRESS`: everything held about a person (their right of
//! access, PIPEDA principle 4.9, Quebec Law 25 s. 27), as one JSON document:
//!
//! ```json
//! {"email": "...", "exported_at": "...",
//!  "leads": [{"form", "id", "created_at", "lang", "payload", "consent": {"text", "at"} | null}],
//!  "subscriptions": [{"newsletter_id", "email", "created_at", "lang", "status", "confirmed_at",
//!                     "withdrawn_at", "confirmation_sent_at", "consent": {"text", "at"}}],
//!  "outbox_messages": [{"id", "about", "kind", "status", "attempts", "created_at", "sent_at"}]}
//! ```
//!
//! An outbox message holds a copy of its lead's payload (the email or webhook is composed from
//! it when sent, no rendered body is stored), so only its delivery facts are listed. Erasure
//! records are not about anyone (no personal data) and are not exported. Nothing found is an
//! empty document, exit 0, and a note on stderr.

use super::args::PeopleExportArgs;
use super::{JobResult, Outcome, address, open};
use serde::Serialize;
use serde_json::Value;
use site_store::now_utc;
use site_store::people::{self, HeldLead, HeldMessage, HeldSubscription};
use std::io::Write;

pub async fn run(args: PeopleExportArgs) -> JobResult {
    let email = address::checked(&args.email)?;
    let db = open(&args.database, false).await?;
    let held = people::find(&db, email).await?;
    db.close().await;
    let document = Document {
        email: people::address_key(email),
        exported_at: now_utc(),
        leads: held
            .leads
            .iter()
            .map(Lead::from)
            .collect::<Result<_, _>>()?,
        subscriptions: held.subscriptions.iter().map(Subscription::from).collect(),
        outbox_messages: held.messages.iter().map(Message::from).collect(),
    };
    let mut text = serde_json::to_string_pretty(&document)?;
    text.push('\n');
    match &args.output {
        Some(path) => crate::private_file::create(path)
            .and_then(|mut file| file.write_all(text.as_bytes()))
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?,
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(text.as_bytes())?;
            stdout.flush()?;
        }
    }
    if held.is_empty() {
        eprintln!("nothing is held about this address");
    } else {
        eprintln!(
            "exported {} leads, {} subscriptions, {} outbox messages",
            held.leads.len(),
            held.subscriptions.len(),
            held.messages.len()
        );
    }
    Ok(Outcome::Ok)
}

#[derive(Debug, Serialize)]
struct Document<'a> {
    /// The address as compared (trimmed, lower-cased).
    email: String,
    exported_at: String,
    leads: Vec<Lead<'a>>,
    subscriptions: Vec<Subscription<'a>>,
    outbox_messages: Vec<Message<'a>>,
}

/// A consent record: the text the person agreed to and when.
#[derive(Debug, Serialize)]
struct Consent<'a> {
    text: &'a str,
    at: &'a str,
}

#[derive(Debug, Serialize)]
struct Lead<'a> {
    form: &'a str,
    id: &'a str,
    created_at: &'a str,
    /// `en` or `fr`: the language the person used (and the consent text's).
    lang: &'a str,
    /// The request as the site stored it.
    payload: Value,
    consent: Option<Consent<'a>>,
    /// Where the visit came from (docs/operating.md#attribution-and-funnel), as stored with the lead.
    #[serde(skip_serializing_if = "Option::is_none")]
    attribution: Option<Value>,
}

impl<'a> Lead<'a> {
    fn from(lead: &'a HeldLead) -> Result<Self, String> {
        let payload = serde_json::from_str(&lead.payload).map_err(|error| {
            format!("lead {}: the stored payload is not JSON: {error}", lead.id)
        })?;
        let attribution = json_column(lead.attribution.as_deref(), &lead.id)?;
        Ok(Self {
            form: &lead.form,
            id: &lead.id,
            created_at: &lead.created_at,
            lang: &lead.lang,
            payload,
            consent: lead
                .consent_text
                .as_deref()
                .zip(lead.consent_at.as_deref())
                .map(|(text, at)| Consent { text, at }),
            attribution,
        })
    }
}

/// A stored attribution read back, or why it cannot be.
fn json_column(text: Option<&str>, id: &str) -> Result<Option<Value>, String> {
    text.map(serde_json::from_str)
        .transpose()
        .map_err(|error| format!("{id}: the stored attribution is not JSON: {error}"))
}

#[derive(Debug, Serialize)]
struct Subscription<'a> {
    newsletter_id: &'a str,
    email: &'a str,
    created_at: &'a str,
    /// `en` or `fr`: the language of the subscription's emails (and of its consent text).
    lang: &'a str,
    status: Option<&'a str>,
    confirmed_at: Option<&'a str>,
    withdrawn_at: Option<&'a str>,
    confirmation_sent_at: Option<&'a str>,
    consent: Consent<'a>,
    /// A request waiting for its confirmation link to be followed: not (yet) consent.
    #[serde(skip_serializing_if = "Option::is_none")]
    waiting_request: Option<WaitingRequest<'a>>,
    /// Where the visit of its first request came from (docs/operating.md#attribution-and-funnel).
    #[serde(skip_serializing_if = "Option::is_none")]
    attribution: Option<Value>,
}

#[derive(Debug, Serialize)]
struct WaitingRequest<'a> {
    at: &'a str,
    consent_text: Option<&'a str>,
    lang: Option<&'a str>,
}

impl<'a> From<&'a HeldSubscription> for Subscription<'a> {
    fn from(subscription: &'a HeldSubscription) -> Self {
        Self {
            newsletter_id: &subscription.newsletter_id,
            email: &subscription.email,
            created_at: &subscription.created_at,
            lang: &subscription.lang,
            status: subscription.status.as_deref(),
            confirmed_at: subscription.confirmed_at.as_deref(),
            withdrawn_at: subscription.withdrawn_at.as_deref(),
            confirmation_sent_at: subscription.confirmation_sent_at.as_deref(),
            // The confirmed request is the consent (a row from before double opt-in has no
            // `consent_at`: its subscription's time).
            consent: Consent {
                text: &subscription.consent_text,
                at: subscription
                    .consent_at
                    .as_deref()
                    .unwrap_or(&subscription.created_at),
            },
            waiting_request: subscription
                .request_at
                .as_deref()
                .filter(|_| subscription.status.as_deref() != Some("confirmed"))
                .map(|at| WaitingRequest {
                    at,
                    consent_text: subscription.request_consent_text.as_deref(),
                    lang: subscription.request_lang.as_deref(),
                }),
            // Written by the server from a checked attribution; unreadable text is left out.
            attribution: subscription
                .attribution
                .as_deref()
                .and_then(|text| serde_json::from_str(text).ok()),
        }
    }
}

#[derive(Debug, Serialize)]
struct Message<'a> {
    id: &'a str,
    /// The lead's (or subscription's) id it is about.
    about: &'a str,
    kind: &'a str,
    status: &'a str,
    attempts: i64,
    created_at: &'a str,
    sent_at: Option<&'a str>,
}

impl<'a> From<&'a HeldMessage> for Message<'a> {
    fn from(message: &'a HeldMessage) -> Self {
        Self {
            id: &message.id,
            about: &message.about,
            kind: &message.kind,
            status: &message.status,
            attempts: message.attempts,
            created_at: &message.created_at,
            sent_at: message.sent_at.as_deref(),
        }
    }
}
