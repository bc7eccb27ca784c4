//! The rules of a visit's attribution (DESIGN §13), run at the end of every lead form's chain
//! and of the subscription's: a key it may not hold, a text outside its safe set or over its
//! length, a host that is no host name, a landing page the inventory does not spell so, a
//! language, a count out of range. Each failure is reported under `attribution.KEY`.
//!
//! The app never sends a value these rules refuse (`clean` drops it first), so a visitor never
//! meets these messages; an API client that sends one gets them like any field's.

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
                    && n % f64::from(ATTRIBUTION_SECONDS_STEP) == 0.0
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
            .all(|c| c.is_alphanumeric() || ATTRIBUTION_TAG_SIGNS.contains(c))
}

/// A host name as a URL's `hostname` gives it: dot-separated labels of ASCII letters, digits
/// and inner hyphens (1 to 63 each).
pub fn is_host(text: &str) -> bool {
    text.split('.').all(|label| {
        (1..=63).contains(&label.len())
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    })
}

/// An address of a page of the inventory, spelled as the inventory spells it (no query, no
/// fragment, no trailing slash), its escapes ASCII (`%` then 0 to 7 and a hex digit).
pub fn is_landing_path(text: &str) -> bool {
    let bytes = text.as_bytes();
    let escapes_ascii = bytes.iter().enumerate().all(|(i, b)| {
        *b != b'%'
            || (bytes.get(i + 1).is_some_and(|d| (b'0'..=b'7').contains(d))
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    });
    escapes_ascii
        && bytes
            .iter()
            .all(|b| b.is_ascii_graphic() && !b"?#\"<>`\\".contains(b))
        && crate::pages::route(text).is_some_and(|route| route.address() == text)
}

/// The attribution without the values the rules would refuse: what the app sends, so that a
/// visitor whose link carries an odd tag is never refused for it.
pub fn clean(mut a: Attribution) -> Attribution {
    a.unknown.clear();
    for (key, slot) in [
        ("utm_source", &mut a.utm_source),
        ("utm_medium", &mut a.utm_medium),
        ("utm_campaign", &mut a.utm_campaign),
        ("utm_term", &mut a.utm_term),
        ("utm_content", &mut a.utm_content),
        ("referrer_host", &mut a.referrer_host),
        ("landing_path", &mut a.landing_path),
        ("lang", &mut a.lang),
    ] {
        if text_verdict(key, slot).is_err() {
            *slot = None;
        }
    }
    a.pages_seen = a
        .pages_seen
        .filter(|n| whole_within(*n, 1, ATTRIBUTION_PAGES_MAX));
    a.seconds_on_site = a.seconds_on_site.filter(|n| {
        whole_within(*n, 0, ATTRIBUTION_SECONDS_MAX)
            && n % f64::from(ATTRIBUTION_SECONDS_STEP) == 0.0
    });
    a
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

    #[test]
    fn clean_keeps_what_the_rules_accept_and_nothing_else() {
        let dirty = Attribution {
            utm_source: Some("linkedin".into()),
            utm_medium: Some("<b>".into()),
            referrer_host: Some("www.google.ca/search".into()),
            landing_path: Some("/".into()),
            lang: Some("de".into()),
            pages_seen: Some(0.0),
            seconds_on_site: Some(35.0),
            unknown: vec!["visitor".into()],
            ..Attribution::default()
        };
        let cleaned = clean(dirty);
        assert_eq!(
            cleaned,
            Attribution {
                utm_source: Some("linkedin".into()),
                landing_path: Some("/".into()),
                ..Attribution::default()
            }
        );
        let mut errors: Vec<super::super::FieldFailure> = Vec::new();
        attribution(&Some(cleaned), &mut Chain::new(&mut errors));
        assert_eq!(errors, []);
    }
}
