//! Lead delivery (DESIGN §10): what an accepted lead must cause, and the channels that send it.
//!
//! Accepting a lead writes its messages to the outbox in the lead's own transaction
//! (`storage::outbox`); the [`worker`] of every `server serve` claims the due ones, sends each
//! through its [`Channel`]'s [`Sender`] without holding any database transaction, and records
//! the outcome, retrying on the [`schedule::Schedule`]. Channels see an [`Outgoing`]: the message's
//! id (stable across attempts, so a receiver can drop a duplicate), the attempt, and the
//! [`Notice`] fixed when the lead was accepted.

pub mod email;
pub mod schedule;
pub mod webhook;
pub mod worker;

use crate::config::Config;
use futures_util::future::BoxFuture;
use site_core::i18n::Lang;
use site_core::lead_forms::FormKind;
use std::sync::Arc;

/// What a lead's message is about: one accepted lead.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Notice {
    pub lead_id: String,
    #[serde(with = "form_name")]
    pub form: FormKind,
    #[serde(with = "rfc3339")]
    pub created_at: time::OffsetDateTime,
    /// The visitor's language (the page the form was sent from): the team answers in it.
    pub lang: Lang,
    /// The lead's stored payload (the form's fields by name).
    pub payload: serde_json::Value,
    /// The consent record when the updates box was ticked.
    pub consent: Option<Consent>,
}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Consent {
    pub text: String,
    #[serde(with = "rfc3339")]
    pub at: time::OffsetDateTime,
}

/// An email to a newsletter subscriber (DESIGN §11), fixed when it was written to the outbox: an
/// `outbox` row of kind `email` whose `lead_id` is the subscription's id. Its links are signed
/// then, so sending needs no key; only the email channel sends it (never the webhook).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct SubscriberNotice {
    /// Which email (also what tells this notice from a lead's in the outbox).
    pub message: SubscriberMessage,
    pub subscriber_id: String,
    /// The subscriber's address: the recipient.
    pub to: String,
    #[serde(with = "rfc3339")]
    pub created_at: time::OffsetDateTime,
    /// The subscriber's language: the email's words and the pages its links open are in it.
    pub lang: Lang,
    /// `{public_url}/newsletter/confirm?token=...` (`/fr/newsletter/...` in French)
    pub confirm_url: String,
    /// `{public_url}/newsletter/unsubscribe?token=...` (`/fr/...` in French), in the body and
    /// `List-Unsubscribe`.
    pub unsubscribe_url: String,
}

/// The emails a subscriber can receive from the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SubscriberMessage {
    /// Double opt-in's request to confirm.
    Confirmation,
}

/// An outbox row's `notice`, as stored: about a lead, or an email to a subscriber (told apart by
/// their fields: a lead's has `form`, a subscriber's `message`).
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(untagged)]
pub enum StoredNotice {
    Lead(Notice),
    Subscriber(SubscriberNotice),
}

/// One subscriber email as the email channel sees it.
#[derive(Debug, Clone)]
pub struct SubscriberOutgoing {
    pub message_id: String,
    pub attempt: u32,
    pub notice: SubscriberNotice,
}

/// One outbox row as a channel sees it.
#[derive(Debug, Clone)]
pub struct Outgoing {
    pub message_id: String,
    /// 1 for the first try.
    pub attempt: u32,
    pub notice: Notice,
}

/// Why a delivery did not happen: retried with backoff, or never retried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Transient(String),
    Permanent(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Transient(why) => write!(f, "transient: {why}"),
            Failure::Permanent(why) => write!(f, "permanent: {why}"),
        }
    }
}

/// An outbox message's kind: the channel it goes through (`outbox.kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Channel {
    Email,
    Webhook,
}

impl Channel {
    pub const fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Webhook => "webhook",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        [Channel::Email, Channel::Webhook]
            .into_iter()
            .find(|kind| kind.as_str() == name)
    }
}

/// Something that delivers one message (the team's email, the webhook; a test's recorder).
/// Object-safe so [`Channels`] can hold any of them.
pub trait Sender: Send + Sync + 'static {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>>;

    /// An email to a subscriber; only an email channel sends one.
    fn send_subscriber<'a>(
        &'a self,
        out: &'a SubscriberOutgoing,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        let _ = out;
        Box::pin(async {
            Err(Failure::Permanent(
                "this channel sends no subscriber email".to_owned(),
            ))
        })
    }
}

/// The senders this server delivers through, one per [`Channel`].
#[derive(Clone, Default)]
pub struct Channels {
    pub email: Option<Arc<dyn Sender>>,
    pub webhook: Option<Arc<dyn Sender>>,
}

impl std::fmt::Debug for Channels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Channels")
            .field("email", &self.email.is_some())
            .field("webhook", &self.webhook.is_some())
            .finish()
    }
}

impl Channels {
    /// The channels `config` asks for: the team's email always (SMTP, or `.eml` files without
    /// `--smtp-url`), the webhook when `--webhook-url` is set.
    pub fn from_config(config: &Config) -> Result<Self, String> {
        let email: Arc<dyn Sender> = Arc::new(email::Mailer::new(config.mail.clone())?);
        let webhook = webhook::Webhook::new(&config.webhook)?
            .map(|webhook| Arc::new(webhook) as Arc<dyn Sender>);
        Ok(Self {
            email: Some(email),
            webhook,
        })
    }

    /// The kinds of message an accepted lead writes: always an email; a webhook call when one
    /// is configured.
    pub fn kinds(&self) -> Vec<Channel> {
        let mut kinds = vec![Channel::Email];
        if self.webhook.is_some() {
            kinds.push(Channel::Webhook);
        }
        kinds
    }

    /// Sends `out` through the sender of `kind`. No sender for it here (a webhook message left
    /// after the webhook was turned off, say) is a transient failure: the message is retried,
    /// and ends `failed` and listed rather than silently dropped.
    pub async fn send(&self, kind: Channel, out: &Outgoing) -> Result<(), Failure> {
        let sender = match kind {
            Channel::Email => self.email.as_ref(),
            Channel::Webhook => self.webhook.as_ref(),
        };
        match sender {
            Some(sender) => sender.send(out).await,
            None => Err(Failure::Transient(format!(
                "no {} channel is configured on this server",
                kind.as_str()
            ))),
        }
    }
}

impl Channels {
    /// Sends an email to a subscriber through the email channel (transient when there is none,
    /// as for [`Channels::send`]).
    pub async fn send_subscriber(&self, out: &SubscriberOutgoing) -> Result<(), Failure> {
        match self.email.as_ref() {
            Some(sender) => sender.send_subscriber(out).await,
            None => Err(Failure::Transient(
                "no email channel is configured on this server".to_owned(),
            )),
        }
    }
}

/// A [`FormKind`] in JSON: its name as stored.
mod form_name {
    use super::FormKind;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(form: &FormKind, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(form.as_str())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<FormKind, D::Error> {
        let name = String::deserialize(deserializer)?;
        FormKind::from_name(&name).ok_or_else(|| D::Error::custom(format!("no form {name:?}")))
    }
}

/// A time in JSON as RFC 3339 (the `time` crate's serde support is not enabled workspace-wide).
mod rfc3339 {
    use serde::{Deserialize, Deserializer, Serializer, de::Error, ser};
    use time::OffsetDateTime;
    use time::format_description::well_known::Rfc3339;

    pub fn serialize<S: Serializer>(at: &OffsetDateTime, serializer: S) -> Result<S::Ok, S::Error> {
        let text = at.format(&Rfc3339).map_err(ser::Error::custom)?;
        serializer.serialize_str(&text)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<OffsetDateTime, D::Error> {
        let text = String::deserialize(deserializer)?;
        OffsetDateTime::parse(&text, &Rfc3339).map_err(D::Error::custom)
    }
}

impl Sender for email::Mailer {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(email::Mailer::send(self, out))
    }

    fn send_subscriber<'a>(
        &'a self,
        out: &'a SubscriberOutgoing,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(email::Mailer::send_subscriber(self, out))
    }
}

impl Sender for webhook::Webhook {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(webhook::Webhook::send(self, out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_reads_back_as_written() {
        let notice = Notice {
            lead_id: "0190-lead".to_owned(),
            form: FormKind::Advisory,
            created_at: time::macros::datetime!(2026-11-23 14:50:01.5 UTC),
            lang: Lang::Fr,
            payload: serde_json::json!({ "name": "Ada" }),
            consent: Some(Consent {
                text: "yes".to_owned(),
                at: time::macros::datetime!(2026-11-23 14:50:01.5 UTC),
            }),
        };
        let json = serde_json::to_value(&notice).expect("serialize");
        assert_eq!(json["form"], "advisory");
        assert_eq!(json["created_at"], "2026-11-23T14:50:01.5Z");
        assert_eq!(json["lang"], "fr");
        let back: Notice = serde_json::from_value(json).expect("deserialize");
        assert_eq!(back.form, FormKind::Advisory);
        assert_eq!(back.lang, Lang::Fr);
        assert_eq!(back.created_at, notice.created_at);
        assert!(serde_json::from_value::<Notice>(serde_json::json!({"form": "fax"})).is_err());
    }
}
