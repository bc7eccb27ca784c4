//! A complete answer held as bytes, ready to send again: its headers, its body in each content
//! coding a client may ask for, and a strong `ETag` per variant, so that a conditional GET
//! (`If-None-Match`) is answered `304 Not Modified` without a body (RFC 9110 §13.1.2, §15.4.5).
//!
//! An `ETag` names one representation: the same body in English and in French, or sent as
//! brotli, gzip or as is, gets different tags (`Vary: Accept-Encoding, Accept-Language`), so a
//! cache revalidating one never gets told another is current. The tag is a digest of the
//! headers that make the representation (type, language) and the body as sent.
//!
//! An answer carrying an `ETag` is final: the site's compression layer leaves it as it is
//! ([`is_final`]), since compressing it again would send bytes its tag does not name.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, Request, StatusCode, header};
use axum::response::Response;
use base64::Engine;
use sha2::{Digest, Sha256};
use tokio::sync::OnceCell;
use tower::ServiceExt;
use tower_http::compression::CompressionLayer;

/// The headers a `304` repeats from the `200` it stands for (RFC 9110 §15.4.5): what a cache
/// must refresh, and the language the stored answer is in.
const KEPT_BY_304: [HeaderName; 4] = [
    header::CACHE_CONTROL,
    header::VARY,
    header::CONTENT_LANGUAGE,
    header::ETAG,
];

/// A content coding this site sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Coding {
    Identity,
    Gzip,
    Brotli,
}

impl Coding {
    fn name(self) -> &'static str {
        match self {
            Coding::Identity => "identity",
            Coding::Gzip => "gzip",
            Coding::Brotli => "br",
        }
    }

    /// The coding to send for an `Accept-Encoding`: the highest `q` among brotli and gzip (brotli
    /// on a tie, as the compression layer chooses), else the body as is.
    pub(crate) fn asked(headers: &HeaderMap) -> Coding {
        let mut best = (Coding::Identity, 0.0_f32);
        for value in headers.get_all(header::ACCEPT_ENCODING) {
            let Ok(value) = value.to_str() else { continue };
            for item in value.split(',') {
                let mut parts = item.split(';');
                let coding = match parts.next().map(str::trim) {
                    Some(name) if name.eq_ignore_ascii_case("br") => Coding::Brotli,
                    Some(name) if name.eq_ignore_ascii_case("gzip") => Coding::Gzip,
                    _ => continue,
                };
                let q = parts
                    .find_map(|param| {
                        let (key, value) = param.split_once('=')?;
                        key.trim()
                            .eq_ignore_ascii_case("q")
                            .then(|| value.trim().parse::<f32>().ok())
                            .flatten()
                    })
                    .unwrap_or(1.0);
                let better = q > best.1 || (q == best.1 && coding == Coding::Brotli);
                if q > 0.0 && better {
                    best = (coding, q);
                }
            }
        }
        best.0
    }
}

/// One body as sent, and its tag.
#[derive(Debug)]
struct Variant {
    coding: Coding,
    body: Bytes,
    etag: HeaderValue,
}

/// A `200` answer as bytes (see the module's comment). The compressed variants are made the
/// first time a client asks for them, then kept with the rest.
#[derive(Debug)]
pub(crate) struct Representation {
    headers: HeaderMap,
    identity: Variant,
    gzip: OnceCell<Variant>,
    brotli: OnceCell<Variant>,
}

impl Representation {
    /// `headers` of a `200` and its whole `body`. Any length or coding header is dropped: each
    /// variant says its own.
    pub(crate) fn new(mut headers: HeaderMap, body: Bytes) -> Self {
        for name in [
            header::CONTENT_LENGTH,
            header::CONTENT_ENCODING,
            header::ETAG,
        ] {
            headers.remove(&name);
        }
        super::vary::add_vary_accept_encoding(&mut headers);
        let identity = Variant {
            etag: etag(&headers, &body, Coding::Identity),
            coding: Coding::Identity,
            body,
        };
        Self {
            headers,
            identity,
            gzip: OnceCell::new(),
            brotli: OnceCell::new(),
        }
    }

    /// A whole `200` answer (its body read into memory).
    pub(crate) async fn of(response: Response, limit: usize) -> Result<Self, axum::Error> {
        let (parts, body) = response.into_parts();
        let body = axum::body::to_bytes(body, limit).await?;
        Ok(Self::new(parts.headers, body))
    }

    /// The answer to a request with these headers: the variant its `Accept-Encoding` asks for,
    /// or a `304` when its `If-None-Match` names that variant.
    pub(crate) async fn answer(&self, method: &Method, request: &HeaderMap) -> Response {
        let variant = self.variant(Coding::asked(request)).await;
        self.answer_with(variant, method, request)
    }

    /// [`Self::answer`] when the variant asked for is already made (the body as is, or a
    /// compressed one made before): no waiting, no future.
    pub(crate) fn answer_now(&self, method: &Method, request: &HeaderMap) -> Option<Response> {
        let variant = match Coding::asked(request) {
            Coding::Identity => &self.identity,
            Coding::Gzip => self.gzip.get()?,
            Coding::Brotli => self.brotli.get()?,
        };
        Some(self.answer_with(variant, method, request))
    }

    fn answer_with(&self, variant: &Variant, method: &Method, request: &HeaderMap) -> Response {
        if matches!(*method, Method::GET | Method::HEAD) && none_match_fails(request, &variant.etag)
        {
            return self.not_modified(variant);
        }
        let mut response = Response::new(Body::from(variant.body.clone()));
        *response.status_mut() = StatusCode::OK;
        let headers = response.headers_mut();
        headers.clone_from(&self.headers);
        // Room at once for what comes after the stored headers (`ETag`, `Content-Encoding`, the
        // request id, the security headers), rather than growing the map on the way.
        headers.reserve(3 + super::security_headers::HEADERS.len());
        headers.insert(header::ETAG, variant.etag.clone());
        if variant.coding != Coding::Identity {
            headers.insert(
                header::CONTENT_ENCODING,
                HeaderValue::from_static(variant.coding.name()),
            );
        }
        response
    }

    /// The `ETag` of the body as is.
    #[cfg(test)]
    fn etag(&self) -> &HeaderValue {
        &self.identity.etag
    }

    /// The body as is.
    #[cfg(test)]
    pub(crate) fn body(&self) -> &Bytes {
        &self.identity.body
    }

    fn not_modified(&self, variant: &Variant) -> Response {
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        let headers = response.headers_mut();
        for name in KEPT_BY_304 {
            for value in self.headers.get_all(&name) {
                headers.append(name.clone(), value.clone());
            }
        }
        headers.insert(header::ETAG, variant.etag.clone());
        response
    }

    async fn variant(&self, coding: Coding) -> &Variant {
        let cell = match coding {
            Coding::Identity => return &self.identity,
            Coding::Gzip => &self.gzip,
            Coding::Brotli => &self.brotli,
        };
        cell.get_or_init(|| self.compressed(coding)).await
    }

    /// The body in `coding`, compressed by the same layer (and levels) as every other answer;
    /// the body as is when that layer would not compress it (too small, say).
    async fn compressed(&self, coding: Coding) -> Variant {
        let body = self.identity.body.clone();
        let headers = self.headers.clone();
        let source = tower::service_fn(move |_: Request<Body>| {
            let mut response = Response::new(Body::from(body.clone()));
            *response.headers_mut() = headers.clone();
            std::future::ready(Ok::<_, std::convert::Infallible>(response))
        });
        let request = Request::builder()
            .header(header::ACCEPT_ENCODING, coding.name())
            .body(Body::empty())
            .unwrap_or_default();
        let compressor = CompressionLayer::new().br(true).gzip(true);
        let Ok(response) = tower::Layer::layer(&compressor, source)
            .oneshot(request)
            .await;
        let sent = response.headers().get(header::CONTENT_ENCODING).cloned();
        match axum::body::to_bytes(Body::new(response.into_body()), usize::MAX).await {
            Ok(body) if sent.is_some() => Variant {
                etag: etag(&self.headers, &body, coding),
                coding,
                body,
            },
            // Not compressed, or the compressor failed: the body as is is still right.
            _ => Variant {
                coding: Coding::Identity,
                body: self.identity.body.clone(),
                etag: self.identity.etag.clone(),
            },
        }
    }
}

/// Whether an answer's coding is settled: it carries its `ETag` (see the module's comment).
pub(crate) fn is_final(headers: &HeaderMap) -> bool {
    headers.contains_key(header::ETAG)
}

/// A strong tag: 128 bits of SHA-256 over the representation's type, language and coding and
/// the body as sent.
fn etag(headers: &HeaderMap, body: &[u8], coding: Coding) -> HeaderValue {
    let mut digest = Sha256::new();
    for name in [header::CONTENT_TYPE, header::CONTENT_LANGUAGE] {
        if let Some(value) = headers.get(&name) {
            digest.update(value.as_bytes());
        }
        digest.update([0]);
    }
    digest.update(coding.name());
    digest.update([0]);
    digest.update(body);
    let digest = digest.finalize();
    let tag = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&digest[..16]);
    HeaderValue::from_str(&format!("\"{tag}\""))
        .unwrap_or_else(|_| HeaderValue::from_static("\"\""))
}

/// Whether `If-None-Match` is present and names `etag` (or is `*`): the condition is false, a
/// GET is answered 304. Weak comparison (RFC 9110 §8.8.3.2): `W/` is ignored on either side.
/// A malformed list matches nothing past its fault.
pub(crate) fn none_match_fails(request: &HeaderMap, etag: &HeaderValue) -> bool {
    let ours = opaque(etag.as_bytes());
    request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .any(|value| list_names(value.as_bytes(), ours))
}

fn opaque(tag: &[u8]) -> &[u8] {
    tag.strip_prefix(b"W/").unwrap_or(tag)
}

/// Whether an `If-None-Match` field value (`*`, or a list of entity tags) names `ours`.
fn list_names(value: &[u8], ours: &[u8]) -> bool {
    let value = value.trim_ascii();
    if value == b"*" {
        return true;
    }
    let mut rest = value;
    loop {
        rest = rest.trim_ascii_start();
        while let [b',', tail @ ..] = rest {
            rest = tail.trim_ascii_start();
        }
        if rest.is_empty() {
            return false;
        }
        let tag = rest.strip_prefix(b"W/").unwrap_or(rest);
        let Some(inner) = tag.strip_prefix(b"\"") else {
            return false;
        };
        let Some(end) = inner.iter().position(|&byte| byte == b'"') else {
            return false;
        };
        let (quoted, tail) = tag.split_at(end + 2);
        if quoted == ours {
            return true;
        }
        rest = tail;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(pairs: &[(HeaderName, &str)]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.append(name.clone(), HeaderValue::from_str(value).expect("value"));
        }
        headers
    }

    fn json(lang: &'static str, body: &'static str) -> Representation {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        headers.insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(lang));
        Representation::new(headers, Bytes::from_static(body.as_bytes()))
    }

    #[test]
    fn lists_stars_and_weak_tags_match() {
        let ours = HeaderValue::from_static("\"abc\"");
        let matches =
            |value: &str| none_match_fails(&request(&[(header::IF_NONE_MATCH, value)]), &ours);
        for matching in [
            "\"abc\"",
            "*",
            " * ",
            "W/\"abc\"",
            "\"x\", \"abc\"",
            "\"x\",W/\"abc\"",
            ",, \"abc\"",
            "\"a,b\", \"abc\"",
        ] {
            assert!(matches(matching), "{matching}");
        }
        for other in [
            "\"abcd\"",
            "abc",
            "\"ab\"c\"",
            "\"x\" junk \"abc\"",
            "",
            "\"abc",
        ] {
            assert!(!matches(other), "{other}");
        }
        assert!(!none_match_fails(&HeaderMap::new(), &ours));
        let weak_ours = HeaderValue::from_static("W/\"abc\"");
        assert!(none_match_fails(
            &request(&[(header::IF_NONE_MATCH, "\"abc\"")]),
            &weak_ours
        ));
        // Two fields are one list.
        let two = request(&[
            (header::IF_NONE_MATCH, "\"x\""),
            (header::IF_NONE_MATCH, "\"abc\""),
        ]);
        assert!(none_match_fails(&two, &ours));
    }

    #[test]
    fn the_asked_coding_follows_the_weights() {
        let asked = |value: &str| Coding::asked(&request(&[(header::ACCEPT_ENCODING, value)]));
        assert_eq!(Coding::asked(&HeaderMap::new()), Coding::Identity);
        assert_eq!(asked("gzip, deflate, br"), Coding::Brotli);
        assert_eq!(asked("gzip"), Coding::Gzip);
        assert_eq!(asked("br;q=0.5, gzip"), Coding::Gzip);
        assert_eq!(asked("br;q=0, gzip;q=0"), Coding::Identity);
        assert_eq!(asked("identity"), Coding::Identity);
        assert_eq!(asked("zstd, deflate"), Coding::Identity);
        assert_eq!(asked("GZIP;Q=0.8"), Coding::Gzip);
    }

    #[test]
    fn each_language_and_body_has_its_own_tag() {
        let body = "{\"data\":[1,2,3]}";
        let english = json("en", body);
        assert_eq!(english.etag(), json("en", body).etag(), "stable");
        assert_ne!(english.etag(), json("fr", body).etag());
        assert_ne!(english.etag(), json("en", "{\"data\":[1,2]}").etag());
        let tag = english.etag().to_str().expect("ascii");
        assert!(
            tag.starts_with('"') && tag.ends_with('"') && tag.len() == 24,
            "{tag}"
        );
    }

    #[tokio::test]
    async fn each_coding_has_its_own_tag_and_a_match_is_a_bodyless_304() {
        let body = "{\"data\":\"a long enough text to be worth compressing, surely\"}";
        let answer = json("en", body);
        let mut tags = Vec::new();
        for coding in ["identity", "gzip", "br"] {
            let asked = request(&[(header::ACCEPT_ENCODING, coding)]);
            let response = answer.answer(&Method::GET, &asked).await;
            assert_eq!(response.status(), StatusCode::OK);
            let headers = response.headers().clone();
            let sent = headers
                .get(header::CONTENT_ENCODING)
                .map(|v| v.to_str().expect("ascii"));
            assert_eq!(sent, (coding != "identity").then_some(coding));
            let etag = headers[header::ETAG].clone();
            tags.push(etag.clone());

            let mut again = asked.clone();
            again.insert(header::IF_NONE_MATCH, etag.clone());
            let response = answer.answer(&Method::GET, &again).await;
            assert_eq!(response.status(), StatusCode::NOT_MODIFIED, "{coding}");
            assert_eq!(response.headers()[header::ETAG], etag);
            assert_eq!(response.headers()[header::CONTENT_LANGUAGE], "en");
            assert!(
                response.headers()[header::VARY]
                    .to_str()
                    .expect("ascii")
                    .contains("accept-encoding")
            );
            assert!(!response.headers().contains_key(header::CONTENT_TYPE));
            let bytes = axum::body::to_bytes(response.into_body(), 1)
                .await
                .expect("body");
            assert!(bytes.is_empty());
            // A POST is never answered 304.
            let response = answer.answer(&Method::POST, &again).await;
            assert_eq!(response.status(), StatusCode::OK);
        }
        tags.sort_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
        tags.dedup();
        assert_eq!(tags.len(), 3, "{tags:?}");
    }
}
