//! A short-lived cache of the content API's successful answers. Content changes only through an
//! import, and clients already keep these answers for a minute (`max-age=60`), so answering
//! from memory for a few seconds changes nothing a visitor can see while sparing a query and a
//! serialization on every hit. Several instances each keep their own; the short lifetime bounds
//! how long one serves content another has just imported.
//!
//! An answer is kept per language as well as per path and query: the same address answers in French
//! to a client whose `Accept-Language` prefers it (docs/decisions/0009-language-of-answers.md),
//! with no `lang=` to tell. It is kept ready to send ([`Representation`]: headers, body, `ETag`,
//! compressed variants), so a hit costs a lookup and a copy of a few headers.

use super::AppState;
use super::lang::{self, RequestLang};
use super::representation::Representation;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use site_core::i18n::Lang;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// Answers larger than this are not kept.
const MAX_BODY_BYTES: usize = 1 << 20;
/// Entries kept at most per language (distinct paths and queries); past it, expired ones are
/// dropped first.
const MAX_ENTRIES: usize = 512;

#[derive(Debug)]
pub(crate) struct ResponseCache {
    ttl: Duration,
    /// One map per language (English first), keyed by path and query as sent: a hit looks up
    /// the request's own text, with nothing to allocate.
    entries: [RwLock<HashMap<String, Entry>>; 2],
}

#[derive(Debug, Clone)]
struct Entry {
    stored: Instant,
    answer: Arc<Representation>,
}

impl ResponseCache {
    /// `ttl == 0` keeps nothing.
    pub(crate) fn new(ttl: Duration) -> Self {
        Self {
            ttl,
            entries: Default::default(),
        }
    }

    fn map(&self, lang: Lang) -> &RwLock<HashMap<String, Entry>> {
        &self.entries[usize::from(lang != Lang::En)]
    }

    fn get(&self, lang: Lang, path: &str, now: Instant) -> Option<Arc<Representation>> {
        let entries = self
            .map(lang)
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        entries
            .get(path)
            .filter(|entry| now.duration_since(entry.stored) < self.ttl)
            .map(|entry| Arc::clone(&entry.answer))
    }

    fn put(&self, lang: Lang, path: &str, answer: Arc<Representation>) {
        let mut entries = self
            .map(lang)
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.len() >= MAX_ENTRIES {
            let ttl = self.ttl;
            entries.retain(|_, e| e.stored.elapsed() < ttl);
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
        }
        let entry = Entry {
            stored: Instant::now(),
            answer,
        };
        entries.insert(path.to_owned(), entry);
    }
}

/// The layer of the content routes, in place of `lang::negotiate`: decides the request's
/// language; a GET (or HEAD) answered 200 becomes a [`Representation`] (its `ETag`, its
/// compressed variants, `If-None-Match` answered 304) with `cache_control`, kept for the cache's
/// lifetime when it has one. Other answers pass, in the request's language.
pub(crate) async fn cached(
    State((state, cache_control)): State<(AppState, HeaderValue)>,
    mut request: Request,
    next: Next,
) -> Response {
    let cache = &state.response_cache;
    let lang = lang::request_lang(request.uri().query(), request.headers());
    request.extensions_mut().insert(RequestLang(lang));
    let method = request.method().clone();
    if method != Method::GET && method != Method::HEAD {
        return lang::answer_in(next.run(request).await, lang);
    }
    let keep = !cache.ttl.is_zero();
    let path = request.uri().path_and_query().map_or("", |pq| pq.as_str());
    if keep && let Some(answer) = cache.get(lang, path, Instant::now()) {
        return answer.answer(&method, request.headers()).await;
    }
    let (path, headers) = (path.to_owned(), request.headers().clone());
    let mut response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return lang::answer_in(response, lang);
    }
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, cache_control);
    lang::say_language(response.headers_mut(), lang);
    match Representation::of(response, MAX_BODY_BYTES).await {
        Ok(answer) => {
            let answer = Arc::new(answer);
            // Only a GET's answer is kept: a HEAD's may have lost its body on the way.
            if keep && method == Method::GET {
                cache.put(lang, &path, Arc::clone(&answer));
            }
            answer.answer(&method, &headers).await
        }
        Err(error) => lang::answer_in(super::ApiError::internal(error).into_response(), lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Bytes;
    use axum::http::HeaderMap;

    #[test]
    fn each_language_has_its_own_entry() {
        let cache = ResponseCache::new(Duration::from_secs(5));
        let answer = |body: &'static str| {
            Arc::new(Representation::new(
                HeaderMap::new(),
                Bytes::from_static(body.as_bytes()),
            ))
        };
        cache.put(Lang::En, "/api/blog", answer("english"));
        cache.put(Lang::Fr, "/api/blog", answer("français"));
        let read = |lang| {
            cache
                .get(lang, "/api/blog", Instant::now())
                .map(|answer| answer.body().clone())
        };
        assert_eq!(read(Lang::En).as_deref(), Some("english".as_bytes()));
        assert_eq!(read(Lang::Fr).as_deref(), Some("français".as_bytes()));
        let later = Instant::now() + Duration::from_secs(6);
        assert!(cache.get(Lang::En, "/api/blog", later).is_none(), "expired");
    }
}
