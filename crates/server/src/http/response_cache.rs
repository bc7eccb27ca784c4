//! A short-lived cache of the content API's successful answers. Content changes only through an
//! import, and clients already keep these answers for a minute (`max-age=60`), so answering
//! from memory for a few seconds changes nothing a visitor can see while sparing a query and a
//! serialization on every hit. Several instances each keep their own; the short lifetime bounds
//! how long one serves content another has just imported.

use super::AppState;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Answers larger than this are not kept.
const MAX_BODY_BYTES: usize = 1 << 20;
/// Entries kept at most (distinct paths and queries); past it, expired ones are dropped first.
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
    let key = request
        .uri()
        .path_and_query()
        .map_or_else(String::new, |pq| pq.as_str().to_owned());
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
