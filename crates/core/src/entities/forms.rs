//! Form payloads. `*Request` is what the server receives and stores; `*Form` is what the browser
//! validates: the request plus the client-only `confirmEmail`, which is never sent.
//!
//! Text fields are `Option<String>` so that a missing or `null` value reaches the rules, which
//! answer it with the form's own "empty" message instead of a decoding error.
//!
//! A request decodes from an object only. Serde's derive would also read a struct from an array
//! of its fields in order (`[]` as a form with every field missing), which the browser's decoder
//! (`crates/wasm-validate/src/decode.rs`) never does: the derives here are `remote = "Self"` and
//! [`object_only!`] writes the trait impls, reading a map and nothing else.

use super::Attribution;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `Serialize` as derived, and `Deserialize` from a map only, for types whose derives are
/// `#[serde(remote = "Self")]` (which makes the derived functions inherent).
macro_rules! object_only {
    ($($ty:ident),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $ty::serialize(self, serializer)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct Object;
                impl<'de> serde::de::Visitor<'de> for Object {
                    type Value = $ty;
                    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                        f.write_str("an object")
                    }
                    fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<$ty, A::Error> {
                        $ty::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    }
                }
                deserializer.deserialize_map(Object)
            }
        }
    )*};
}

object_only!(
    SubscribeRequest,
    ContactRequest,
    HelpRequest,
    AdvisoryRequest,
    LoanRequest
);

/// Newsletter subscription.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(remote = "Self")]
pub struct SubscribeRequest {
    #[serde(default)]
    pub email: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub attribution: Option<Attribution>,
}

/// Contact request ("Write us").
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(remote = "Self")]
#[serde(default)]
pub struct ContactRequest {
    #[serde(rename = "firstName")]
    pub first_name: Option<String>,
    #[serde(rename = "lastName")]
    pub last_name: Option<String>,
    pub telephone: Option<String>,
    pub job_role: Option<String>,
    pub email: Option<String>,
    pub source_of_info: Option<String>,
    pub company_name: Option<String>,
    pub city: Option<String>,
    /// A Canadian province or territory.
    pub state: Option<String>,
    pub address: Option<String>,
    /// Postal code.
    pub pin: Option<String>,
    pub website: Option<String>,
    pub sale_range: Option<String>,
    pub query_message: Option<String>,
    /// The updates box; missing or `null` counts as unticked.
    pub want_updates: Option<bool>,
    /// Where the visit came from (docs/operating.md#attribution-and-funnel), as the app noted it; stored with the lead.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub attribution: Option<Attribution>,
    /// Honeypot: hidden from people, filled by bots.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub company_fax: Option<String>,
}

/// The contact form as the browser validates it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ContactForm {
    #[serde(flatten)]
    pub request: ContactRequest,
    #[serde(rename = "confirmEmail", default)]
    pub confirm_email: Option<String>,
}

/// Help message.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(remote = "Self")]
#[serde(default)]
pub struct HelpRequest {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub subject: Option<String>,
    pub message: Option<String>,
    /// Where the visit came from (docs/operating.md#attribution-and-funnel), as the app noted it; stored with the lead.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub attribution: Option<Attribution>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub company_fax: Option<String>,
}

/// Advisory services request.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(remote = "Self")]
#[serde(default)]
pub struct AdvisoryRequest {
    #[serde(rename = "firstName")]
    pub first_name: Option<String>,
    #[serde(rename = "lastName")]
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub job_role: Option<String>,
    pub source: Option<String>,
    /// The updates box; missing or `null` counts as unticked.
    pub wants_updates: Option<bool>,
    /// `_id` of a top-level service.
    pub parent_service: Option<String>,
    /// `_id` of one of that service's children.
    pub child_service: Option<String>,
    pub description: Option<String>,
    /// Where the visit came from (docs/operating.md#attribution-and-funnel), as the app noted it; stored with the lead.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub attribution: Option<Attribution>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub company_fax: Option<String>,
}

/// The advisory form as the browser validates it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AdvisoryForm {
    #[serde(flatten)]
    pub request: AdvisoryRequest,
    #[serde(rename = "confirmEmail", default)]
    pub confirm_email: Option<String>,
}

/// Business loan request.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(remote = "Self")]
#[serde(default)]
pub struct LoanRequest {
    #[serde(rename = "firstName")]
    pub first_name: Option<String>,
    #[serde(rename = "lastName")]
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub job_role: Option<String>,
    pub source: Option<String>,
    /// Months in business: a whole number from 0. A number, so that `2.5` gets a message
    /// rather than a decoding error.
    pub age: Option<f64>,
    /// The updates box; missing or `null` counts as unticked.
    pub wants_updates: Option<bool>,
    pub is_startup: Option<bool>,
    pub fresh_business: Option<bool>,
    /// A gross sales range.
    pub amount_of_loan: Option<String>,
    pub key_points: Option<String>,
    pub introduction: Option<String>,
    /// Where the visit came from (docs/operating.md#attribution-and-funnel), as the app noted it; stored with the lead.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub attribution: Option<Attribution>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub company_fax: Option<String>,
}

/// The loan form as the browser validates it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LoanForm {
    #[serde(flatten)]
    pub request: LoanRequest,
    #[serde(rename = "confirmEmail", default)]
    pub confirm_email: Option<String>,
}
