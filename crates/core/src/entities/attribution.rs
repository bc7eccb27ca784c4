//! Where a lead or a subscription came from (docs/operating.md#attribution-and-funnel): the visit's campaign tags, the
//! referring site's host, the page it landed on, its language, and at submit how many pages it
//! saw and for how long. The app keeps it in memory only and sends it with a form; the rules
//! (`validation/attribution.rs`) check it like any field, and it is stored with its lead.
//!
//! Every key is optional. A key the app never sends is kept by name in `unknown` (not a
//! decoding error) so that the rules answer it with a message of their own, like any field.

use serde::de::{IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use ts_rs::TS;

/// The attribution of one visit. Serialized, only the keys it holds are written.
#[derive(Debug, Clone, Default, PartialEq, Serialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Attribution {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_source: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_medium: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_campaign: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_term: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_content: Option<String>,
    /// The referring site's host only (never its path or query); none when same-site.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub referrer_host: Option<String>,
    /// The landing page's address as the inventory spells it (`/`, `/fr/contact/write-us`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub landing_path: Option<String>,
    /// `en` or `fr`: the landing page's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub lang: Option<String>,
    /// Pages seen before the submit, the landing page included.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "whole_when_whole"
    )]
    #[ts(optional)]
    pub pages_seen: Option<f64>,
    /// Seconds from the landing to the submit, rounded to tens.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "whole_when_whole"
    )]
    #[ts(optional)]
    pub seconds_on_site: Option<f64>,
    /// Keys that are none of the above, by name: the rules refuse them.
    #[serde(skip)]
    #[ts(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub unknown: Vec<String>,
}

/// A count written as an integer when it is one (`3`, not `3.0`), as the app sends it.
fn whole_when_whole<S: serde::Serializer>(value: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53
    match value {
        Some(n) if n.fract() == 0.0 && n.abs() < EXACT => s.serialize_i64(*n as i64),
        Some(n) => s.serialize_f64(*n),
        None => s.serialize_none(),
    }
}

/// The keys an attribution may hold, in the order they are written.
pub const ATTRIBUTION_KEYS: [&str; 10] = [
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "referrer_host",
    "landing_path",
    "lang",
    "pages_seen",
    "seconds_on_site",
];

impl Attribution {
    /// The text keys with their values, in [`ATTRIBUTION_KEYS`] order.
    pub fn texts(&self) -> [(&'static str, &Option<String>); 8] {
        [
            ("utm_source", &self.utm_source),
            ("utm_medium", &self.utm_medium),
            ("utm_campaign", &self.utm_campaign),
            ("utm_term", &self.utm_term),
            ("utm_content", &self.utm_content),
            ("referrer_host", &self.referrer_host),
            ("landing_path", &self.landing_path),
            ("lang", &self.lang),
        ]
    }

    /// Whether it holds nothing at all (an empty object is stored as none).
    pub fn is_empty(&self) -> bool {
        self == &Self::default()
    }

    /// The funnel's source of the visit (docs/operating.md#attribution-and-funnel): the campaign's source, else the
    /// referrer's host, else `None` (direct).
    pub fn source(&self) -> Option<&str> {
        [&self.utm_source, &self.referrer_host]
            .into_iter()
            .find_map(|value| value.as_deref().map(str::trim).filter(|v| !v.is_empty()))
    }
}

impl<'de> Deserialize<'de> for Attribution {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Object;
        impl<'de> Visitor<'de> for Object {
            type Value = Attribution;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Attribution, A::Error> {
                let mut a = Attribution::default();
                while let Some(key) = map.next_key::<String>()? {
                    let text = match key.as_str() {
                        "utm_source" => &mut a.utm_source,
                        "utm_medium" => &mut a.utm_medium,
                        "utm_campaign" => &mut a.utm_campaign,
                        "utm_term" => &mut a.utm_term,
                        "utm_content" => &mut a.utm_content,
                        "referrer_host" => &mut a.referrer_host,
                        "landing_path" => &mut a.landing_path,
                        "lang" => &mut a.lang,
                        "pages_seen" => {
                            a.pages_seen = map.next_value()?;
                            continue;
                        }
                        "seconds_on_site" => {
                            a.seconds_on_site = map.next_value()?;
                            continue;
                        }
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                            a.unknown.push(key);
                            continue;
                        }
                    };
                    *text = map.next_value()?;
                }
                Ok(a)
            }
        }
        deserializer.deserialize_map(Object)
    }
}

/// A funnel beacon the app sends (`POST /api/events`, docs/operating.md#attribution-and-funnel): a form was shown, started
/// or submitted, on a page in `lang`, during a visit from `source` (none: direct). Nothing in it
/// names the visitor.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FunnelEvent {
    /// A lead form's name (`contact`, `help`, `advisory`, `loan`) or `newsletter`.
    #[serde(default)]
    pub form: Option<String>,
    /// `shown`, `started` or `submitted`.
    #[serde(default)]
    pub step: Option<String>,
    /// `en` or `fr`.
    #[serde(default)]
    pub lang: Option<String>,
    /// The visit's campaign source or referring host, as the attribution's rules accept them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub source: Option<String>,
}

/// The funnel's name for the newsletter subscription, beside the lead forms' own names.
pub const NEWSLETTER_FORM: &str = "newsletter";
/// The forms a beacon may name: the lead forms and the newsletter subscription.
pub const FUNNEL_FORMS: [&str; 5] = ["contact", "help", "advisory", "loan", NEWSLETTER_FORM];
/// The steps the app reports; the server counts the others itself.
pub const BEACON_STEPS: [&str; 3] = [
    FunnelStep::Shown.as_str(),
    FunnelStep::Started.as_str(),
    FunnelStep::Submitted.as_str(),
];

/// One step of a form's funnel (docs/operating.md#attribution-and-funnel), in the order a visitor
/// meets them. The first three come from the app's beacons; the server counts the rest where it
/// decides them, so those are exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FunnelStep {
    /// The form entered the viewport.
    Shown,
    /// The visitor's first input.
    Started,
    /// The visitor pressed send.
    Submitted,
    /// A rule refused the submission (422), counted per field and message code.
    Refused,
    /// Caught as spam: the honeypot or the rate limit.
    Spam,
    /// Stored (201).
    Accepted,
    /// A newsletter subscription confirmed.
    Confirmed,
    /// The team's email or webhook sent.
    Delivered,
}

impl FunnelStep {
    /// Every step, in funnel order (the report's columns).
    pub const ALL: [FunnelStep; 8] = [
        FunnelStep::Shown,
        FunnelStep::Started,
        FunnelStep::Submitted,
        FunnelStep::Refused,
        FunnelStep::Spam,
        FunnelStep::Accepted,
        FunnelStep::Confirmed,
        FunnelStep::Delivered,
    ];

    /// The name stored in `funnel_counts.step` and shown in reports and metrics.
    pub const fn as_str(self) -> &'static str {
        match self {
            FunnelStep::Shown => "shown",
            FunnelStep::Started => "started",
            FunnelStep::Submitted => "submitted",
            FunnelStep::Refused => "refused",
            FunnelStep::Spam => "spam",
            FunnelStep::Accepted => "accepted",
            FunnelStep::Confirmed => "confirmed",
            FunnelStep::Delivered => "delivered",
        }
    }

    /// The step a stored name spells, if any.
    pub fn parse(name: &str) -> Option<FunnelStep> {
        FunnelStep::ALL
            .into_iter()
            .find(|step| step.as_str() == name)
    }

    /// The step a conversion is measured against (`started` of `shown`, …); refusals and spam are
    /// shares of what was submitted, so they have none.
    pub const fn converts_from(self) -> Option<FunnelStep> {
        match self {
            FunnelStep::Started => Some(FunnelStep::Shown),
            FunnelStep::Submitted => Some(FunnelStep::Started),
            FunnelStep::Accepted => Some(FunnelStep::Submitted),
            FunnelStep::Confirmed | FunnelStep::Delivered => Some(FunnelStep::Accepted),
            FunnelStep::Shown | FunnelStep::Refused | FunnelStep::Spam => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_step_reads_back_from_its_name() {
        for step in FunnelStep::ALL {
            assert_eq!(FunnelStep::parse(step.as_str()), Some(step));
        }
        assert_eq!(FunnelStep::parse("viewed"), None);
        assert!(
            BEACON_STEPS
                .iter()
                .all(|name| FunnelStep::parse(name).is_some())
        );
    }

    #[test]
    fn reads_known_keys_and_names_the_others() {
        let a: Attribution = serde_json::from_value(json!({
            "utm_source": "linkedin", "pages_seen": 3, "seconds_on_site": null, "visitor": "x"
        }))
        .expect("decodes");
        assert_eq!(a.utm_source.as_deref(), Some("linkedin"));
        assert_eq!(a.pages_seen, Some(3.0));
        assert_eq!(a.seconds_on_site, None);
        assert_eq!(a.unknown, ["visitor"]);
        assert_eq!(
            serde_json::to_value(&a).expect("writes"),
            json!({"utm_source": "linkedin", "pages_seen": 3})
        );
    }

    #[test]
    fn a_value_of_the_wrong_kind_does_not_decode() {
        assert!(serde_json::from_value::<Attribution>(json!({"utm_source": 3})).is_err());
        assert!(serde_json::from_value::<Attribution>(json!({"pages_seen": "3"})).is_err());
        assert!(serde_json::from_value::<Attribution>(json!(["linkedin"])).is_err());
    }

    #[test]
    fn the_source_is_the_campaign_then_the_referrer() {
        let mut a = Attribution {
            referrer_host: Some("www.google.ca".into()),
            ..Attribution::default()
        };
        assert_eq!(a.source(), Some("www.google.ca"));
        a.utm_source = Some("linkedin".into());
        assert_eq!(a.source(), Some("linkedin"));
        assert_eq!(Attribution::default().source(), None);
        assert!(Attribution::default().is_empty());
    }

    #[test]
    fn the_key_list_is_the_fields() {
        let full = Attribution {
            pages_seen: Some(1.0),
            seconds_on_site: Some(0.0),
            ..Attribution::default()
        };
        let mut written: Vec<String> = full.texts().iter().map(|(k, _)| (*k).into()).collect();
        written.extend(["pages_seen".into(), "seconds_on_site".into()]);
        assert_eq!(written, ATTRIBUTION_KEYS);
    }
}
