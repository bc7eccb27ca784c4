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

/// One failure: the payload's own field name (or null when no field is at fault) and the message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    pub field: Option<String>,
    pub message: String,
}

impl FieldError {
    pub fn new(field: Option<&str>, message: &str) -> Self {
        Self {
            field: field.map(str::to_owned),
            message: message.to_owned(),
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

/// The answer to a newsletter subscription.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Subscribed {
    pub subscribed: bool,
}

/// One site search result. `snippet` is plain text (the matched words are marked by the search
/// issue's contract); `url` is a site path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SearchResult {
    /// What the result is: a service, an about page, an article, ...
    pub kind: String,
    pub title: String,
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
