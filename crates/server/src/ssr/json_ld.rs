//! Structured data (schema.org JSON-LD) for search engines, in the page's language: the
//! organisation on every page, the `WebPage` (with its `inLanguage`) on every page that exists, an
//! `Article` on blog and persona pages, a `BreadcrumbList` where the page has a breadcrumb (its
//! names and addresses in the page's language).

use super::pages::Page;
use super::words::{brampton_address, organisation_name};
use serde_json::{Value, json};
use site_core::constants::{LANGUAGES, SOCIAL_PROFILES, TOLL_FREE_NUMBER};
use site_core::i18n::Lang;

/// The JSON-LD blocks of `page`, each serialized for a `<script type="application/ld+json">`.
pub fn blocks(page: &Page, origin: &str) -> Vec<String> {
    let lang = page.lang;
    let name = organisation_name(lang);
    let url = format!("{origin}{}", page.address());
    let mut blocks = vec![organization(origin, lang)];
    if page.status.is_success() {
        blocks.push(json!({
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": page.title,
            "description": page.description,
            "url": url,
            "inLanguage": lang.tag(),
            "isPartOf": {"@type": "WebSite", "name": name,
                "url": format!("{origin}{}", lang.path("/")), "inLanguage": lang.tag()},
        }));
    }
    if let Some(article) = &page.article {
        blocks.push(json!({
            "@context": "https://schema.org",
            "@type": "Article",
            "headline": page.heading,
            "description": page.description,
            "mainEntityOfPage": url,
            "image": format!("{origin}{}", article.image),
            "datePublished": article.published,
            "inLanguage": lang.tag(),
            "author": {"@type": "Organization", "name": name, "url": origin},
            "publisher": {"@type": "Organization", "name": name, "url": origin,
                "logo": {"@type": "ImageObject", "url": format!("{origin}/media/logo.svg")}},
        }));
    }
    if !page.crumbs.is_empty() {
        let items: Vec<Value> = page
            .crumbs
            .iter()
            .enumerate()
            .map(|(index, crumb)| {
                json!({
                    "@type": "ListItem",
                    "position": index + 1,
                    "name": crumb.name,
                    "item": format!("{origin}{}", lang.path(&crumb.path)),
                })
            })
            .collect();
        blocks.push(json!({
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": items,
        }));
    }
    blocks.iter().map(script_text).collect()
}

fn organization(origin: &str, lang: Lang) -> Value {
    let address = PostalAddress::parse(brampton_address(lang));
    json!({
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": organisation_name(lang),
        "alternateName": organisation_name(lang.other()),
        "url": origin,
        "logo": format!("{origin}/media/logo.svg"),
        "telephone": TOLL_FREE_NUMBER,
        "address": {
            "@type": "PostalAddress",
            "streetAddress": address.street,
            "addressLocality": address.locality,
            "addressRegion": address.region,
            "postalCode": address.postal_code,
            "addressCountry": "CA",
        },
        "contactPoint": {
            "@type": "ContactPoint",
            "telephone": TOLL_FREE_NUMBER,
            "contactType": "customer service",
            "areaServed": "CA",
            "availableLanguage": LANGUAGES,
        },
        "sameAs": SOCIAL_PROFILES.iter().map(|(_, url)| *url).collect::<Vec<_>>(),
    })
}

/// An address as core writes it: street line, `City, Province POSTAL CODE` (in French
/// `Ville (Province)  CODE POSTAL`), country.
#[derive(Debug, PartialEq, Eq)]
struct PostalAddress<'a> {
    street: &'a str,
    locality: &'a str,
    region: &'a str,
    postal_code: &'a str,
}

impl<'a> PostalAddress<'a> {
    fn parse(lines: &[&'a str]) -> Self {
        let street = lines.first().copied().unwrap_or_default();
        let city_line = lines.get(1).copied().unwrap_or_default();
        if let Some((locality, rest)) = city_line.split_once(" (")
            && let Some((region, postal_code)) = rest.split_once(')')
        {
            return Self {
                street,
                locality,
                region,
                postal_code: postal_code.trim(),
            };
        }
        let (locality, rest) = city_line.split_once(", ").unwrap_or((city_line, ""));
        // A Canadian postal code is the last two words (`L6V 1B2`); the province comes before.
        let words: Vec<&str> = rest.split(' ').collect();
        let split = words.len().saturating_sub(2);
        let region_len = words[..split].join(" ").len();
        let region = rest.get(..region_len).unwrap_or_default();
        let postal_code = rest.get(region_len..).unwrap_or_default().trim();
        Self {
            street,
            locality,
            region,
            postal_code,
        }
    }
}

/// JSON for a script element: `<` written `\u003c`, so no text can close the element early.
fn script_text(value: &Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_brampton_address_in_its_parts() {
        assert_eq!(
            PostalAddress::parse(brampton_address(Lang::En)),
            PostalAddress {
                street: "150 Queen Street East, Suite 400",
                locality: "Brampton",
                region: "Ontario",
                postal_code: "L6V 1B2",
            }
        );
        assert_eq!(
            PostalAddress::parse(brampton_address(Lang::Fr)),
            PostalAddress {
                street: "150, rue Queen Est, bureau 400",
                locality: "Brampton",
                region: "Ontario",
                postal_code: "L6V 1B2",
            }
        );
    }

    #[test]
    fn script_text_cannot_close_the_script() {
        let text = script_text(&json!({"headline": "</script><b>"}));
        assert!(!text.contains('<'));
        assert_eq!(
            serde_json::from_str::<Value>(&text).expect("json")["headline"],
            "</script><b>"
        );
    }
}
