//! What the outbox stores about a message (docs/decisions/0011-lead-delivery-through-an-outbox.md):
//! the notice fixed when a lead was accepted or a subscriber's email was written, and the channel
//! it goes through. Sending is the server's `delivery`; these are the records it reads back.

use site_core::i18n::Lang;
use site_core::lead_forms::FormKind;

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
    /// Where the visit came from, as stored with the lead (docs/operating.md#attribution-and-funnel); none for a lead sent
    /// without it (and for messages written before attribution existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attribution: Option<serde_json::Value>,
    /// The funnel's source of the lead (docs/operating.md#attribution-and-funnel), bounded by the server: a delivery is
    /// counted under it.
    #[serde(default = "direct", skip_serializing_if = "is_direct")]
    pub source: String,
    /// The person behind the lead (docs/operating.md#answering-leads): none for a message
    /// written before people were named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub person: Option<Person>,
    /// Where this message goes when a routing file chose it (docs/operating.md#routing), fixed
    /// when the lead was accepted; none: the server's own `--notify-to` or `--webhook-url`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route: Option<Route>,
}

/// The destination a routing file chose for one message about a lead.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Route {
    /// The route's name in the file (`default` for its default route).
    pub name: String,
    /// An email's recipients (`Name <a@example.ca>` or `a@example.ca`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<String>,
    /// A webhook call's endpoint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint: Option<String>,
}

/// One message an accepted lead writes to the outbox: its channel, and its route's destination
/// when a routing file chose one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub kind: Channel,
    pub route: Option<Route>,
}

impl Delivery {
    /// A message through `kind` to the server's own destination for it.
    pub const fn unrouted(kind: Channel) -> Self {
        Self { kind, route: None }
    }
}

/// A person across forms: an address, named by an id that reveals nothing of it, with the
/// requests of that address stored before this one and still kept. The id is fixed when the
/// lead is accepted; the earlier requests are read when a message is sent.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Person {
    /// An HMAC of the address with a secret of the site (the same address, the same id; another
    /// site, another id).
    pub id: String,
    /// How many earlier requests of the address are still kept.
    #[serde(default)]
    pub earlier: i64,
    /// The newest of them (at most [`crate::leads::EARLIER_SHOWN`]), newest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub latest: Vec<EarlierRequest>,
}

/// One earlier request of a person: what the team's email lists.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EarlierRequest {
    pub id: String,
    #[serde(with = "form_name")]
    pub form: FormKind,
    /// As stored ([`crate::timestamp`]).
    pub created_at: String,
}

/// The funnel's source of a visit with neither campaign nor referrer.
pub const DIRECT_SOURCE: &str = "direct";

fn direct() -> String {
    DIRECT_SOURCE.to_owned()
}

fn is_direct(source: &str) -> bool {
    source == DIRECT_SOURCE
}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Consent {
    pub text: String,
    #[serde(with = "rfc3339")]
    pub at: time::OffsetDateTime,
}

/// An email to a newsletter subscriber (double opt-in), fixed when it was written to the outbox: an
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

/// The weekly digest to the team (docs/operating.md#attribution-and-funnel): the week whose last day is `digest_week_to`
/// (`YYYY-MM-DD`), composed from the figures when it is sent; an `outbox` row of kind `email`
/// whose `lead_id` is its `digests` id.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DigestNotice {
    pub digest_week_to: String,
}

/// A lead's acknowledgement to the visitor (docs/operating.md#answering-leads), fixed in the
/// lead's transaction: an `outbox` row of kind `email` whose `lead_id` is the lead's, so it goes
/// with its lead when the lead is purged or erased. It holds nothing the visitor typed but their
/// address: the email names the form, never echoes the visitor's words.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct AcknowledgementNotice {
    /// The visitor's address, as they typed it: the recipient (also what tells this notice from
    /// the team's about the same lead).
    pub acknowledge_to: String,
    /// The lead's id: the reference the team sees too.
    pub lead_id: String,
    #[serde(with = "form_name")]
    pub form: FormKind,
    #[serde(with = "rfc3339")]
    pub created_at: time::OffsetDateTime,
    /// The language of the page the form was sent from: the email is written in it.
    pub lang: Lang,
    /// The privacy policy's address in that language.
    pub privacy_url: String,
}

/// An outbox row's `notice`, as stored: a lead's acknowledgement, a lead's message to the team,
/// an email to a subscriber, or the weekly digest (told apart by their fields, tried in this
/// order: an acknowledgement's has `acknowledge_to`, a lead's `form` and `payload`, a
/// subscriber's `message`, a digest's `digest_week_to`).
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(untagged)]
pub enum StoredNotice {
    Acknowledgement(AcknowledgementNotice),
    Lead(Notice),
    Subscriber(SubscriberNotice),
    Digest(DigestNotice),
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
            attribution: Some(serde_json::json!({ "utm_source": "linkedin" })),
            source: "linkedin".to_owned(),
            person: Some(Person {
                id: "p1".to_owned(),
                ..Person::default()
            }),
            route: Some(Route {
                name: "French advisory".to_owned(),
                to: vec!["conseil@cedarline.example".to_owned()],
                endpoint: None,
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
        assert_eq!(back.attribution, notice.attribution);
        assert_eq!(back.source, "linkedin");
        assert_eq!(back.route, notice.route);
        // A message written before attribution and routes existed reads as a direct visit's,
        // to the server's own destination.
        let mut old = serde_json::to_value(&notice).expect("serialize");
        let object = old.as_object_mut().expect("object");
        object.remove("attribution");
        object.remove("source");
        object.remove("route");
        let old: Notice = serde_json::from_value(old).expect("deserialize");
        assert_eq!(
            (old.attribution, old.source.as_str(), old.route),
            (None, DIRECT_SOURCE, None)
        );
        assert!(serde_json::from_value::<Notice>(serde_json::json!({"form": "fax"})).is_err());
    }
}
