//! Lead delivery (DESIGN §10): what a message is about and how a channel answers. The channels
//! are `email` (the team's email, SMTP or `.eml` files) and `webhook` (Standard Webhooks).

pub mod email;
pub mod webhook;

/// What a message is about: one accepted lead (subscriptions later, issue 15).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Notice {
    pub lead_id: String,
    pub form: site_core::lead_forms::FormKind, // serde as its as_str()
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: time::OffsetDateTime, // RFC 3339 in serde
    pub lang: String,                          // "en" until issue 16 stores a language
    pub payload: serde_json::Value, // the lead's stored payload (the form's fields by name)
    pub consent: Option<Consent>,   // the consent record when the updates box was ticked
}
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Consent {
    pub text: String,
    #[serde(with = "time::serde::rfc3339")]
    pub at: time::OffsetDateTime,
}
/// One outbox row as a channel sees it.
#[derive(Debug, Clone)]
pub struct Outgoing {
    pub message_id: String,
    pub attempt: u32,
    pub notice: Notice,
}
/// Why a delivery did not happen: retried with backoff, or never retried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Transient(String),
    Permanent(String),
}
