//! The site's two languages: which one a visitor reads, how an address names it, and the message
//! type that holds a text in both with its stable code
//! (docs/decisions/0008-a-french-twin-for-every-page.md,
//! docs/decisions/0009-language-of-answers.md).
//!
//! English pages stay at their address; every page has a French twin at `/fr` + that address
//! (`/fr`, `/fr/contact/write-us`). The API answers in French when asked with `lang=fr` or, without
//! it, when `Accept-Language` prefers French.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A language of the site. English is the default and the language of the spec's strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

/// The prefix of every French address.
pub const FRENCH_PREFIX: &str = "/fr";

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// `en` or `fr`: as stored with a lead, sent in `lang=`, and named in `Content-Language`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The BCP 47 tag of the page (`<html lang>`, `hreflang`, `inLanguage`).
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en-CA",
            Lang::Fr => "fr-CA",
        }
    }

    /// The Open Graph locale (`og:locale`).
    pub const fn og_locale(self) -> &'static str {
        match self {
            Lang::En => "en_CA",
            Lang::Fr => "fr_CA",
        }
    }

    /// The other language (the toggle's target).
    pub const fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Fr,
            Lang::Fr => Lang::En,
        }
    }

    /// A language named by a tag: `en`, `fr`, `fr-CA`, `FR` ... (the primary subtag decides);
    /// `None` for any other language.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if primary.eq_ignore_ascii_case("fr") {
            Some(Lang::Fr)
        } else {
            None
        }
    }

    /// The language an `Accept-Language` header prefers among the site's: the highest quality
    /// wins, the first listed on a tie; English when neither is acceptable or the header is
    /// unreadable (`fr;q=0` refuses French).
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(u16, Lang)> = None;
        for range in header.split(',') {
            let mut parts = range.split(';');
            let Some(lang) = parts.next().and_then(Lang::parse) else {
                continue;
            };
            let quality = parts
                .find_map(|param| {
                    let (key, value) = param.split_once('=')?;
                    key.trim()
                        .eq_ignore_ascii_case("q")
                        .then(|| quality(value.trim()))
                })
                .unwrap_or(Some(1000));
            let Some(quality) = quality.filter(|q| *q > 0) else {
                continue;
            };
            if best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, lang));
            }
        }
        best.map_or(Lang::En, |(_, lang)| lang)
    }

    /// The address of a page in this language: English addresses as they are, French ones under
    /// `/fr` (`/` is `/fr`). `path` is an English address (it starts with `/`).
    pub fn path(self, path: &str) -> String {
        match self {
            Lang::En => path.to_owned(),
            Lang::Fr if path == "/" || path.is_empty() => FRENCH_PREFIX.to_owned(),
            Lang::Fr => format!("{FRENCH_PREFIX}{path}"),
        }
    }

    /// The language of an address and its English twin: `/fr/about` is `(Fr, "/about")`, `/fr`
    /// is `(Fr, "/")`, `/about` is `(En, "/about")`. `/fred` is an English address. The prefix is
    /// read as any fixed segment of a route is ([`crate::segments::is_word`]): `/FR/about` and
    /// `/%66r/about` are French too (and answered a 301 to `/fr/about`).
    pub fn split_path(path: &str) -> (Lang, &str) {
        let Some(rest) = path.strip_prefix('/') else {
            return (Lang::En, path);
        };
        let first = rest.split('/').next().unwrap_or_default();
        if !crate::segments::is_word(first, FRENCH_PREFIX.trim_start_matches('/')) {
            return (Lang::En, path);
        }
        match &rest[first.len()..] {
            "" => (Lang::Fr, "/"),
            after => (Lang::Fr, after),
        }
    }
}

/// A quality value (`q=0.8`) in thousandths; `None` when it is not one.
fn quality(value: &str) -> Option<u16> {
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// A text a visitor can read, in both languages, behind a stable code (the constant's name): the
/// code is what an API error carries whatever its language.
/// `messages.rs` defines every one, and finds one by its code ([`Message::by_code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Message {
    pub code: &'static str,
    pub en: &'static str,
    pub fr: &'static str,
}

impl Message {
    /// The text in a language.
    pub const fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

/// A message's code alone (`messages::codes::PROVIDE_EMAIL`): what the rule chains give. Holding
/// no text, it keeps the texts out of the wasm module, which answers codes only; the browser
/// reads the words from `bindings/`, the server through [`Code::message`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Code(&'static str);

impl Code {
    /// The code of a message of [`crate::messages`] (only `messages!` writes one).
    #[doc(hidden)]
    pub const fn of(code: &'static str) -> Code {
        Code(code)
    }

    /// The code as the API and the wasm module write it (`"PROVIDE_EMAIL"`).
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

/// A text in both languages with no code (a page's title, an option's label).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub fr: &'static str,
}

impl Text {
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_prefers_the_highest_quality_then_the_first() {
        for (header, expected) in [
            ("fr-CA,fr;q=0.9,en;q=0.8", Lang::Fr),
            ("en-US,en;q=0.9,fr;q=0.8", Lang::En),
            ("de-DE,fr;q=0.5", Lang::Fr),
            ("de, es", Lang::En),
            ("", Lang::En),
            ("fr;q=0, en;q=0.1", Lang::En),
            ("fr;q=0", Lang::En),
            ("en;q=0.5, fr;q=0.500", Lang::En),
            ("en;q=0.5, FR-ca;q=0.6", Lang::Fr),
            ("fr;q=garbage, en", Lang::En),
            ("*", Lang::En),
            ("fr;q=1.000", Lang::Fr),
        ] {
            assert_eq!(Lang::from_accept_language(header), expected, "{header}");
        }
    }

    #[test]
    fn addresses_carry_the_language() {
        assert_eq!(Lang::Fr.path("/"), "/fr");
        assert_eq!(Lang::Fr.path("/contact/write-us"), "/fr/contact/write-us");
        assert_eq!(Lang::En.path("/blog/x"), "/blog/x");
        assert_eq!(Lang::split_path("/fr"), (Lang::Fr, "/"));
        assert_eq!(Lang::split_path("/fr/"), (Lang::Fr, "/"));
        assert_eq!(Lang::split_path("/fr/blog/x"), (Lang::Fr, "/blog/x"));
        assert_eq!(Lang::split_path("/fred"), (Lang::En, "/fred"));
        assert_eq!(Lang::split_path("/FR/blog/x"), (Lang::Fr, "/blog/x"));
        assert_eq!(Lang::split_path("/%66r"), (Lang::Fr, "/"));
        assert_eq!(Lang::split_path("/fr%2Fblog"), (Lang::En, "/fr%2Fblog"));
        assert_eq!(Lang::split_path(""), (Lang::En, ""));
        assert_eq!(Lang::split_path("/"), (Lang::En, "/"));
        for path in [
            "/",
            "/about",
            "/services/it-solutions/portfolio/Web%20Development",
        ] {
            assert_eq!(Lang::split_path(&Lang::Fr.path(path)), (Lang::Fr, path));
        }
    }

    #[test]
    fn tags() {
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("es"), None);
        assert_eq!(Lang::Fr.tag(), "fr-CA");
        assert_eq!(Lang::En.other(), Lang::Fr);
    }
}
