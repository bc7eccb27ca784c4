//! The rules of a visit's attribution (docs/operating.md#attribution-and-funnel), run at the end of every lead form's chain
//! and of the subscription's: a key it may not hold, a text outside its safe set or over its
//! length, a host that is no host name, a landing page the inventory does not spell so, a
//! language, a count out of range. Each failure is reported under `attribution.KEY`.
//!
//! String patterns are closures and slices here (`split(|c| c == '/')`, not `split('/')`): the
//! char and string searchers, with their panic formatting, weighed kilobytes in the wasm module.
//!
//! The app never sends a value these rules refuse (it drops the keys its own run of the chain
//! refuses), so a visitor never meets these messages; an API client that sends one gets them like
//! any field's.

#![allow(
    clippy::manual_pattern_char_comparison,
    reason = "closures keep the char searcher (and its panic formatting) out of the wasm module"
)]

use super::chain::{Chain, Verdict};
use super::rules::{ensure, present, within_as_sent};
use crate::constants::{
    ATTRIBUTION_PAGES_MAX, ATTRIBUTION_SECONDS_MAX, ATTRIBUTION_SECONDS_STEP,
    ATTRIBUTION_TAG_SIGNS, ATTRIBUTION_TEXT_MAX_CHARS as MAX,
};
use crate::entities::{Attribution, BEACON_STEPS, FUNNEL_FORMS, FunnelEvent};
use crate::messages::codes as m;

/// Each key's field name in an error.
const FIELDS: [(&str, &str); 10] = [
    ("utm_source", "attribution.utm_source"),
    ("utm_medium", "attribution.utm_medium"),
    ("utm_campaign", "attribution.utm_campaign"),
    ("utm_term", "attribution.utm_term"),
    ("utm_content", "attribution.utm_content"),
    ("referrer_host", "attribution.referrer_host"),
    ("landing_path", "attribution.landing_path"),
    ("lang", "attribution.lang"),
    ("pages_seen", "attribution.pages_seen"),
    ("seconds_on_site", "attribution.seconds_on_site"),
];

fn field(key: &str) -> &'static str {
    FIELDS
        .iter()
        .find(|(name, _)| *name == key)
        .map_or("attribution", |(_, field)| field)
}

/// The chain's checks of an attribution, when the body has one.
pub(crate) fn attribution(value: &Option<Attribution>, c: &mut Chain) {
    let Some(a) = value else { return };
    c.check("attribution", || {
        ensure(a.unknown.is_empty(), m::ATTRIBUTION_UNKNOWN_KEY)
    });
    for (key, value) in a.texts() {
        c.check(field(key), || text_verdict(key, value));
    }
    c.check(field("pages_seen"), || {
        ensure(
            a.pages_seen
                .is_none_or(|n| whole_within(n, 1, ATTRIBUTION_PAGES_MAX)),
            m::ATTRIBUTION_PAGES_INVALID,
        )
    });
    c.check(field("seconds_on_site"), || {
        ensure(
            a.seconds_on_site.is_none_or(|n| {
                whole_within(n, 0, ATTRIBUTION_SECONDS_MAX)
                    && (n / f64::from(ATTRIBUTION_SECONDS_STEP)).fract() == 0.0
            }),
            m::ATTRIBUTION_SECONDS_INVALID,
        )
    });
}

/// The verdict on one text key's value: a missing one (or `null`) is fine; a given one has at
/// most 100 characters as sent and, trimmed, is what its key holds.
fn text_verdict(key: &str, value: &Option<String>) -> Verdict {
    if value.is_none() {
        return Ok(());
    }
    let (predicate, message): (fn(&str) -> bool, _) = match key {
        "referrer_host" => (is_host, m::ATTRIBUTION_HOST_INVALID),
        "landing_path" => (is_landing_path, m::ATTRIBUTION_PATH_INVALID),
        "lang" => (
            |text| text == "en" || text == "fr",
            m::ATTRIBUTION_LANG_INVALID,
        ),
        _ => (is_tag, m::ATTRIBUTION_TAG_INVALID),
    };
    ensure(
        within_as_sent(value, MAX) && present(value).is_some_and(predicate),
        message,
    )
}

fn whole_within(n: f64, min: u32, max: u32) -> bool {
    n.fract() == 0.0 && (f64::from(min)..=f64::from(max)).contains(&n)
}

/// A campaign tag (trimmed): letters, digits, inner spaces and `- _ . + : / @ & , ' ( ) ! %`.
pub fn is_tag(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || ATTRIBUTION_TAG_SIGNS.chars().any(|sign| sign == c))
}

/// A host name as a URL's `hostname` gives it: dot-separated labels of ASCII letters, digits
/// and inner hyphens (1 to 63 each).
pub fn is_host(text: &str) -> bool {
    text.split(|c| c == '.').all(|label| {
        (1..=63).contains(&label.len())
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && label.as_bytes().first() != Some(&b'-')
            && label.as_bytes().last() != Some(&b'-')
    })
}

/// Every page's route, taken from the inventory at compile time: the wasm module links these
/// strings and none of the pages' words.
const ROUTES: [&str; crate::pages::PAGES.len()] = {
    let mut routes = [""; crate::pages::PAGES.len()];
    let mut i = 0;
    while i < routes.len() {
        routes[i] = crate::pages::PAGES[i].path;
        i += 1;
    }
    routes
};

/// An address of a page of the inventory as the inventory spells it: a route with each `:name`
/// one segment and a final `*` any number of them, letter for letter (no query, no fragment, no
/// trailing slash), in English or behind `/fr`; each parameter's segment visible ASCII but
/// `/ ? # " < > \ \``, its escapes ASCII (`%` then 0 to 7 and a hex digit).
pub fn is_landing_path(text: &str) -> bool {
    let french = text.as_bytes().starts_with(b"/fr");
    let english = match text.get(3..).filter(|_| french) {
        Some("") => "/",
        Some(rest) if rest.as_bytes().first() == Some(&b'/') && rest.len() > 1 => rest,
        _ => text,
    };
    if english.as_bytes().first() != Some(&b'/') {
        return false;
    }
    let rest = english.get(1..).unwrap_or_default();
    let segments: Vec<&str> = if rest.is_empty() {
        Vec::new()
    } else {
        rest.split(|c| c == '/').collect()
    };
    segments.iter().all(|segment| is_segment(segment))
        && ROUTES.iter().any(|route| route_matches(route, &segments))
}

/// Whether `segments` are the route's, letter for letter but for its parameters.
fn route_matches(route: &str, segments: &[&str]) -> bool {
    let parts: Vec<&str> = route
        .split(|c| c == '/')
        .filter(|part| !part.is_empty())
        .collect();
    for (i, part) in parts.iter().enumerate() {
        if *part == "*" && i + 1 == parts.len() {
            return segments.len() >= i;
        }
        match segments.get(i) {
            Some(segment) if part.as_bytes().first() == Some(&b':') || segment == part => {}
            _ => return false,
        }
    }
    segments.len() == parts.len()
}

/// A non-empty segment of visible ASCII but `/ ? # " < > \ \``, its escapes ASCII.
fn is_segment(segment: &str) -> bool {
    let bytes = segment.as_bytes();
    !bytes.is_empty()
        && bytes.iter().enumerate().all(|(i, b)| match b {
            b'%' => {
                bytes.get(i + 1).is_some_and(|d| (b'0'..=b'7').contains(d))
                    && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
            }
            _ => b.is_ascii_graphic() && !b"/?#\"<>`\\".contains(b),
        })
}

/// A funnel beacon's failures, in its fields' order (empty when it counts).
pub fn funnel_event(event: &FunnelEvent, sink: &mut dyn super::chain::Sink) {
    let c = &mut Chain::new(sink);
    c.check("form", || {
        ensure(
            event
                .form
                .as_deref()
                .is_some_and(|form| FUNNEL_FORMS.contains(&form)),
            m::EVENT_FORM_INVALID,
        )
    });
    c.check("step", || {
        ensure(
            event
                .step
                .as_deref()
                .is_some_and(|step| BEACON_STEPS.contains(&step)),
            m::EVENT_STEP_INVALID,
        )
    });
    c.check("lang", || {
        ensure(
            matches!(event.lang.as_deref(), Some("en" | "fr")),
            m::ATTRIBUTION_LANG_INVALID,
        )
    });
    // A host name is also a tag (letters, digits, dots and hyphens).
    c.check("source", || {
        ensure(
            within_as_sent(&event.source, MAX) && present(&event.source).is_none_or(is_tag),
            m::EVENT_SOURCE_INVALID,
        )
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beacons_name_a_form_a_step_a_language_and_maybe_a_source() {
        let verdict = |form: &str, step: &str, lang: &str, source: Option<&str>| {
            let event = FunnelEvent {
                form: Some(form.into()),
                step: Some(step.into()),
                lang: Some(lang.into()),
                source: source.map(Into::into),
            };
            let mut failures: Vec<super::super::FieldFailure> = Vec::new();
            funnel_event(&event, &mut failures);
            failures
                .iter()
                .map(|f| f.field.unwrap_or_default())
                .collect::<Vec<_>>()
        };
        assert!(verdict("help", "shown", "en", None).is_empty());
        assert!(verdict("newsletter", "submitted", "fr", Some("www.google.ca")).is_empty());
        assert!(verdict("loan", "started", "en", Some("linkedin")).is_empty());
        assert_eq!(
            verdict("login", "accepted", "de", Some("<x>")),
            ["form", "step", "lang", "source"]
        );
        let mut failures: Vec<super::super::FieldFailure> = Vec::new();
        funnel_event(&FunnelEvent::default(), &mut failures);
        assert_eq!(failures.len(), 3, "form, step and lang are required");
    }

    #[test]
    fn tags_hosts_and_paths() {
        assert!(is_tag("fall_2026 - Montréal (FR)"));
        assert!(!is_tag("<script>"));
        assert!(!is_tag(""));
        assert!(is_host("www.google.ca"));
        assert!(is_host("localhost"));
        assert!(!is_host("https://www.google.ca"));
        assert!(!is_host("www.google.ca/search"));
        assert!(!is_host("-bad.ca"));
        assert!(!is_host(""));
        assert!(is_landing_path("/"));
        assert!(is_landing_path("/fr"));
        assert!(!is_landing_path("/fr/"));
        assert!(is_landing_path(
            "/services/it-solutions/portfolio/Online%20Stores"
        ));
        assert!(!is_landing_path(
            "/services/it-solutions/portfolio/Online%C3%A9"
        ));
        assert!(!is_landing_path("/blog/100%"));
        assert!(is_landing_path("/contact/write-us"));
        assert!(is_landing_path("/fr/contact/write-us"));
        assert!(is_landing_path("/blog/some-article"));
        assert!(!is_landing_path("/Contact/write-us"));
        assert!(!is_landing_path("/contact/write-us?x=1"));
        assert!(!is_landing_path("/no/such/page"));
        assert!(!is_landing_path("contact"));
    }
}
