//! Lead delivery (docs/decisions/0011-lead-delivery-through-an-outbox.md): what an accepted lead
//! must cause, and the channels that send it.
//!
//! Accepting a lead writes its messages to the outbox in the lead's own transaction
//! (`site_store::outbox`); the [`worker`] of every `server serve` claims the due ones, sends each
//! through its [`Channel`]'s [`Sender`] without holding any database transaction, and records
//! the outcome, retrying on the [`schedule::Schedule`]. Channels see an [`Outgoing`]: the message's
//! id (stable across attempts, so a receiver can drop a duplicate), the attempt, and the
//! [`Notice`] fixed when the lead was accepted.

pub mod email;
pub mod routing;
pub mod schedule;
pub mod webhook;
pub mod worker;

use futures_util::future::BoxFuture;
use std::sync::Arc;

pub use site_store::notice::{
    AcknowledgementNotice, Channel, Consent, Delivery, Notice, Route, StoredNotice,
    SubscriberMessage, SubscriberNotice,
};

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

/// Something that delivers one message (the team's email, the webhook; a test's recorder).
/// Object-safe so [`Channels`] can hold any of them.
pub trait Sender: Send + Sync + 'static {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>>;

    /// The weekly digest to the team (`message_id`: its outbox message's); only an email
    /// channel sends one.
    fn send_digest<'a>(
        &'a self,
        message_id: &'a str,
        digest: &'a crate::report::Digest,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        let _ = (message_id, digest);
        Box::pin(async {
            Err(Failure::Permanent(
                "this channel sends no digest".to_owned(),
            ))
        })
    }

    /// A lead's acknowledgement to its visitor (`message_id`: its outbox message's); only an
    /// email channel sends one.
    fn send_acknowledgement<'a>(
        &'a self,
        message_id: &'a str,
        notice: &'a AcknowledgementNotice,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        let _ = (message_id, notice);
        Box::pin(async {
            Err(Failure::Permanent(
                "this channel sends no acknowledgement".to_owned(),
            ))
        })
    }

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
    /// The channels the settings ask for: the team's email always (SMTP, or `.eml` files
    /// without `--smtp-url`), the webhook when `--webhook-url` is set, or when `--webhook-secret`
    /// is and a routing file (`routed`) may name webhooks.
    pub fn from_settings(
        mail: &email::MailSettings,
        webhook: &webhook::WebhookSettings,
        routed: bool,
    ) -> Result<Self, String> {
        let email: Arc<dyn Sender> = Arc::new(email::Mailer::new(mail.clone())?);
        let webhook = webhook::Webhook::new(webhook, routed)?
            .map(|webhook| Arc::new(webhook) as Arc<dyn Sender>);
        Ok(Self {
            email: Some(email),
            webhook,
        })
    }

    /// The kinds of message an accepted lead writes without a routing file: always an email; a
    /// webhook call when one is configured.
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
    /// Sends the weekly digest through the email channel (transient when there is none).
    pub async fn send_digest(
        &self,
        message_id: &str,
        digest: &crate::report::Digest,
    ) -> Result<(), Failure> {
        match self.email.as_ref() {
            Some(sender) => sender.send_digest(message_id, digest).await,
            None => Err(Failure::Transient(
                "no email channel is configured on this server".to_owned(),
            )),
        }
    }

    /// Sends a lead's acknowledgement through the email channel (transient when there is none).
    pub async fn send_acknowledgement(
        &self,
        message_id: &str,
        notice: &AcknowledgementNotice,
    ) -> Result<(), Failure> {
        match self.email.as_ref() {
            Some(sender) => sender.send_acknowledgement(message_id, notice).await,
            None => Err(Failure::Transient(
                "no email channel is configured on this server".to_owned(),
            )),
        }
    }

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

impl Sender for email::Mailer {
    fn send<'a>(&'a self, out: &'a Outgoing) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(email::Mailer::send(self, out))
    }

    fn send_digest<'a>(
        &'a self,
        message_id: &'a str,
        digest: &'a crate::report::Digest,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(email::Mailer::send_digest(self, message_id, digest))
    }

    fn send_acknowledgement<'a>(
        &'a self,
        message_id: &'a str,
        notice: &'a AcknowledgementNotice,
    ) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(email::Mailer::send_acknowledgement(
            self, message_id, notice,
        ))
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
