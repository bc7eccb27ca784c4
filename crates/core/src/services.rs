//! How services are named and addressed, once for the server and the web app.
//!
//! The web app needs both rules while it renders (and while the build prerenders, with no wasm
//! module), so `web/src/lib/service-heading.ts` and `web/src/lib/service-api-path.ts` restate them
//! in TypeScript; `tests/vectors/services.json` holds the two equal: `crates/core/tests/services.rs`
//! runs it here, `web/src/lib/services.vectors.test.ts` there.

/// A service heading as pages show it. An address segment (`it-solutions`, all lowercase) and an
/// English heading (`It-Solutions`, the address with each word capitalised) join words with
/// dashes: each dash reads as a space. A French heading is written as it reads, a capital at its
/// start only, and the hyphen of a compound word (`Services-conseils`, docs/glossaire.md) must
/// stay. So in a heading that has a capital, a dash between a letter and a lowercase letter is a
/// hyphen and is kept; every other dash and ASCII whitespace separates words, a run of them
/// becomes one space, and the ends are trimmed (`" It--Solutions "` is `It Solutions`). Other
/// whitespace (a no-break space) is kept as written.
pub fn service_title(heading: &str) -> String {
    let chars: Vec<char> = heading.chars().collect();
    let written = chars.iter().any(|c| c.is_uppercase());
    let hyphen = |i: usize| {
        written
            && i > 0
            && chars[i - 1].is_alphabetic()
            && chars.get(i + 1).is_some_and(|next| next.is_lowercase())
    };
    let mut title = String::with_capacity(heading.len());
    let mut gap = false;
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_whitespace() || (c == '-' && !hyphen(i)) {
            gap = true;
            continue;
        }
        if gap && !title.is_empty() {
            title.push(' ');
        }
        gap = false;
        title.push(c);
    }
    title
}

/// The `{path}` of `GET /api/service/all/{path}` for a service's permalink: every `/` written as
/// `+`, empty segments dropped, each segment percent-encoded (all but ASCII letters, digits and
/// `-._~`): `services/it-solutions` is `+services+it-solutions`.
pub fn service_api_path(permalink: &str) -> String {
    permalink
        .split('/')
        .filter(|segment| !segment.is_empty())
        .map(|segment| format!("+{}", percent_encode(segment)))
        .collect()
}

/// The ids named by an API path: `+services+advisory` or `+services+advisory+business-plan-template`
/// (the leading `+` may be left out), as `(top, child)`; `None` for anything else. The inverse of
/// [`service_api_path`] for the permalinks of services, once the path is percent-decoded.
pub fn service_ids(api_path: &str) -> Option<(&str, Option<&str>)> {
    let path = api_path.strip_prefix('+').unwrap_or(api_path);
    let mut parts = path.split('+');
    if parts.next() != Some("services") {
        return None;
    }
    let top = parts.next().filter(|id| !id.is_empty())?;
    let child = parts.next();
    if child.is_some_and(str::is_empty) || parts.next().is_some() {
        return None;
    }
    Some((top, child))
}

fn percent_encode(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0xF)]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_of_api_paths() {
        assert_eq!(
            service_ids("+services+it-solutions"),
            Some(("it-solutions", None))
        );
        assert_eq!(
            service_ids("services+it-solutions"),
            Some(("it-solutions", None))
        );
        assert_eq!(
            service_ids("+services+advisory+business-plan-template"),
            Some(("advisory", Some("business-plan-template")))
        );
        for bad in [
            "",
            "+",
            "+services",
            "+services+",
            "+other+x",
            "+services+a+b+c",
            "+services+a+",
        ] {
            assert_eq!(service_ids(bad), None, "{bad}");
        }
    }

    #[test]
    fn api_paths_name_their_services() {
        assert_eq!(
            service_ids(&service_api_path(
                "services/advisory/business-plan-template"
            )),
            Some(("advisory", Some("business-plan-template")))
        );
        assert_eq!(
            service_ids(&service_api_path("/services/it-solutions/")),
            Some(("it-solutions", None))
        );
    }
}
