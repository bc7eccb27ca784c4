//! A short-lived cache of the content API's successful answers. Content changes only through an
//! import, and clients already keep these answers for a minute (`max-age=60`), so answering
//! from memory for a few seconds changes nothing a visitor can see while sparing a query and a
//! serialization on every hit. Several instances each keep their own; the short lifetime bounds
//! how long one serves content another has just imported.
//!
//! An answer is kept per language as well as per path and query: the same address answers in
//! French to a client whose `Accept-Language` prefers it (DESIGN §9), with no `lang=` to tell.

use super::AppState;
use super::lang::RequestLang;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use site_core::i18n::Lang;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Answers larger than this are not kept.
const MAX_BODY_BYTES: usize = 1 << 20;
/// Entries kept at most (distinct languages, paths and queries); past it, expired ones are
/// dropped first.
const MAX_ENTRIES: usize = 512;

#[derive(Debug)]
pub(crate) struct ResponseCache {
    ttl: Duration,
    entries: Mutex<HashMap<String, Entry>>,
}

#[derive(Debug, Clone)]
struct Entry {
    stored: Instant,
    headers: HeaderMap,
    body: Bytes,
}

impl ResponseCache {
    /// `ttl == 0` keeps nothing.
    pub(crate) fn new(ttl: Duration) -> Self {
        Self {
            ttl,
            entries: Mutex::new(HashMap::new()),
        }
    }

    fn get(&self, key: &str, now: Instant) -> Option<Entry> {
        let entries = self
            .entries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        entries
            .get(key)
            .filter(|entry| now.duration_since(entry.stored) < self.ttl)
            .cloned()
    }

    fn put(&self, key: String, entry: Entry) {
        let mut entries = self
            .entries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.len() >= MAX_ENTRIES {
            let ttl = self.ttl;
            entries.retain(|_, e| e.stored.elapsed() < ttl);
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
        }
        entries.insert(key, entry);
    }
}

/// Middleware of the content routes: GETs answered 200 are kept for the cache's lifetime.
pub(crate) async fn cached(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let cache = &state.response_cache;
    if request.method() != Method::GET || cache.ttl.is_zero() {
        return next.run(request).await;
    }
    let RequestLang(lang) = request
        .extensions()
        .get::<RequestLang>()
        .copied()
        .unwrap_or_else(|| {
            RequestLang(super::lang::request_lang(
                request.uri().query(),
                request.headers(),
            ))
        });
    let path = request.uri().path_and_query().map_or("", |pq| pq.as_str());
    let key = cache_key(lang, path);
    if let Some(entry) = cache.get(&key, Instant::now()) {
        return (entry.headers, entry.body).into_response();
    }
    let response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return response;
    }
    let (parts, body) = response.into_parts();
    match axum::body::to_bytes(body, MAX_BODY_BYTES).await {
        Ok(body) => {
            let entry = Entry {
                stored: Instant::now(),
                headers: parts.headers.clone(),
                body: body.clone(),
            };
            cache.put(key, entry);
            Response::from_parts(parts, Body::from(body))
        }
        Err(error) => super::ApiError::internal(error).into_response(),
    }
}

/// The language, then the path and query as sent (`en /api/service/all`).
fn cache_key(lang: Lang, path_and_query: &str) -> String {
    format!("{} {path_and_query}", lang.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_own_entry() {
        let cache = ResponseCache::new(Duration::from_secs(5));
        let entry = |body: &'static str| Entry {
            stored: Instant::now(),
            headers: HeaderMap::new(),
            body: Bytes::from_static(body.as_bytes()),
        };
        cache.put(cache_key(Lang::En, "/api/blog"), entry("english"));
        cache.put(cache_key(Lang::Fr, "/api/blog"), entry("français"));
        let read = |lang| {
            cache
                .get(&cache_key(lang, "/api/blog"), Instant::now())
                .map(|entry| entry.body)
        };
        assert_eq!(read(Lang::En).as_deref(), Some("english".as_bytes()));
        assert_eq!(read(Lang::Fr).as_deref(), Some("français".as_bytes()));
    }
}
