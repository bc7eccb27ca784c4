use crate::i18n::{Lang, Message};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Every JSON success body: `{"data": X}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Envelope<T> {
    pub data: T,
}

impl<T> Envelope<T> {
    pub fn new(data: T) -> Self {
        Self { data }
    }
}

/// One failure: the payload's own field name (or null when no field is at fault), the message's
/// stable code (the same in both languages) and the message in the asked language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    pub field: Option<String>,
    pub code: String,
    pub message: String,
}

impl FieldError {
    /// The failure in English, the language of the rule chains' verdicts.
    pub fn new(field: Option<&str>, message: &Message) -> Self {
        Self::in_lang(field, message, Lang::En)
    }

    /// The failure in a language.
    pub fn in_lang(field: Option<&str>, message: &Message, lang: Lang) -> Self {
        Self {
            field: field.map(str::to_owned),
            code: message.code.to_owned(),
            message: message.text(lang).to_owned(),
        }
    }

    /// The same failure in a language: the message of its code (a code no message has keeps its
    /// text, which only a hand-built error could carry).
    pub fn localized(self, lang: Lang) -> Self {
        match Message::by_code(&self.code) {
            Some(message) => Self {
                message: message.text(lang).to_owned(),
                ..self
            },
            None => self,
        }
    }
}

/// Every error body: `{"errors": [...]}`, in rule order; a form shows the first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorBody {
    pub errors: Vec<FieldError>,
}

/// The answer to a stored lead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Created {
    pub id: String,
}

/// Where a newsletter subscription stands (double opt-in, then maybe withdrawal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SubscriptionState {
    /// Subscribed, waiting for the address's owner to follow the confirmation link.
    Pending,
    Confirmed,
    Withdrawn,
}

impl SubscriptionState {
    /// As stored in `subscribers.status`.
    pub const fn as_str(self) -> &'static str {
        match self {
            SubscriptionState::Pending => "pending",
            SubscriptionState::Confirmed => "confirmed",
            SubscriptionState::Withdrawn => "withdrawn",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        [Self::Pending, Self::Confirmed, Self::Withdrawn]
            .into_iter()
            .find(|state| state.as_str() == name)
    }
}

/// The answer to a subscription (always `pending`, whatever the address's state: the answer
/// never tells whether an address is subscribed), a confirmation or a withdrawal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Subscription {
    pub status: SubscriptionState,
}

/// `POST /api/newsletter/confirm` and `/api/newsletter/unsubscribe`: the token of an email's link.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EmailLinkRequest {
    pub token: Option<String>,
}

/// One site search result (`site_core::search` builds the snippet); `url` is a site path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SearchResult {
    /// What the result is: "service" (a service page), "about" (an about section's child page),
    /// "career" (a job posting), "blog" (a blog article), "persona" (an "I am" page), "portfolio"
    /// (a portfolio project) or "newsletter" (a newsletter or economic letter).
    pub kind: String,
    /// The page's title, plain text.
    pub title: String,
    /// An escaped HTML fragment of about 160 characters of the page's text around the first match:
    /// its only tags are `<mark>` and `</mark>` around each matched word; everything else is text
    /// with `& < > " '` escaped. `…` marks a cut end.
    pub snippet: String,
    pub url: String,
}

/// `GET /api/search`: the ranked results of a query and how many matched in all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SearchResults {
    pub results: Vec<SearchResult>,
    pub total: u32,
}
