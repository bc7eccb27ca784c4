//! The image a page's markup marks as its largest paint: the first `<img>` with
//! `fetchpriority="high"` (the home hero's first slide). The document's head preloads it with the
//! same priority, so the browser fetches it with the document, not after the app's scripts ran.

/// The addresses of a `<link rel="preload" as="image">`: the image's own (`imagesrcset` and
/// `imagesizes` when the image is responsive), unescaped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadImage {
    pub src: String,
    pub srcset: Option<String>,
    pub sizes: Option<String>,
}

/// The first `<img>` of `html` marked `fetchpriority="high"` (in any letter case: React writes
/// `fetchPriority`). `html` is markup the site's own build wrote: attribute values in double
/// quotes, escaped as React escapes them.
pub fn find(html: &str) -> Option<LeadImage> {
    let mut rest = html;
    while let Some(start) = rest.find("<img ") {
        let tag = &rest[start + "<img ".len()..];
        let end = tag.find('>')?;
        let attributes = attributes(&tag[..end]);
        let value = |name: &str| {
            attributes
                .iter()
                .find(|(key, _)| key.eq_ignore_ascii_case(name))
                .map(|(_, value)| unescape(value))
        };
        let high = value("fetchpriority").is_some_and(|p| p.eq_ignore_ascii_case("high"));
        if let (true, Some(src)) = (high, value("src")) {
            return Some(LeadImage {
                src,
                srcset: value("srcset"),
                sizes: value("sizes"),
            });
        }
        rest = &tag[end..];
    }
    None
}

/// The `name="value"` pairs of a tag's inside (a bare `name` has an empty value).
fn attributes(inside: &str) -> Vec<(&str, &str)> {
    let mut pairs = Vec::new();
    let mut rest = inside.trim_start();
    while !rest.is_empty() && !rest.starts_with('/') {
        let name_end = rest
            .find(|c: char| c == '=' || c.is_whitespace() || c == '/')
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        rest = &rest[name_end..];
        let value = match rest.strip_prefix("=\"") {
            Some(quoted) => {
                let close = quoted.find('"').unwrap_or(quoted.len());
                rest = quoted.get(close + 1..).unwrap_or("");
                &quoted[..close]
            }
            None => "",
        };
        if name.is_empty() {
            // Not an attribute (a stray character): skip it rather than loop.
            rest = rest.get(1..).unwrap_or("");
        } else {
            pairs.push((name, value));
        }
        rest = rest.trim_start();
    }
    pairs
}

/// The text of an attribute value as React escapes it.
fn unescape(value: &str) -> String {
    value
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_high_priority_image_is_found_in_react_markup() {
        let html = "<section class=\"hero\"><img src=\"/media/logo.svg\" alt=\"\"/>\
            <div><img class=\"hero__image\" src=\"/media/hero/hero-1.svg\" alt=\"A &quot;city&quot;\" \
            width=\"1600\" height=\"900\" loading=\"eager\" fetchPriority=\"high\" decoding=\"sync\"/></div>\
            <img src=\"/media/hero/hero-2.svg\" fetchPriority=\"high\"/></section>";
        assert_eq!(
            find(html),
            Some(LeadImage {
                src: "/media/hero/hero-1.svg".to_owned(),
                srcset: None,
                sizes: None,
            })
        );
    }

    #[test]
    fn a_responsive_image_brings_its_sources_and_sizes_unescaped() {
        let html = "<p>x</p><img srcSet=\"/a-480.webp 480w, /a-960.webp 960w\" \
            sizes=\"(max-width: 600px) 100vw, 50vw\" src=\"/a.webp?v=1&amp;w=2\" fetchpriority=\"high\">";
        assert_eq!(
            find(html),
            Some(LeadImage {
                src: "/a.webp?v=1&w=2".to_owned(),
                srcset: Some("/a-480.webp 480w, /a-960.webp 960w".to_owned()),
                sizes: Some("(max-width: 600px) 100vw, 50vw".to_owned()),
            })
        );
    }

    #[test]
    fn markup_without_a_high_priority_image_has_none() {
        assert_eq!(find("<h1>Security</h1><p>text</p>"), None);
        assert_eq!(
            find(
                "<img src=\"/a.svg\" loading=\"lazy\"/><img src=\"/b.svg\" fetchPriority=\"auto\"/>"
            ),
            None
        );
        // A bare attribute, a stray character and an unclosed tag end the search cleanly.
        assert_eq!(find("<img hidden = src=\"/a.svg\"/>"), None);
        assert_eq!(find("<img src=\"/a.svg\" fetchpriority=\"high\""), None);
    }
}
