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
use axum::extract::Request;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::future::{BoxFuture, Either};
use site_core::i18n::Lang;
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Ready;
use std::sync::{Arc, RwLock};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tower::{Layer, Service, ServiceExt};

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
        if self.ttl.is_zero() {
            return;
        }
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
///
/// A tower layer of its own rather than `axum::middleware::from_fn`: a hit is answered in
/// `call`, with no future to box and move (the boxed middleware's future, moved on every
/// request, was most of a hit's own cost).
#[derive(Debug, Clone)]
pub(crate) struct CachedLayer {
    state: AppState,
    cache_control: HeaderValue,
}

impl CachedLayer {
    pub(crate) fn new(state: AppState, cache_control: HeaderValue) -> Self {
        Self {
            state,
            cache_control,
        }
    }
}

impl<S> Layer<S> for CachedLayer {
    type Service = Cached<S>;

    fn layer(&self, route: S) -> Cached<S> {
        Cached {
            route,
            state: self.state.clone(),
            cache_control: self.cache_control.clone(),
        }
    }
}

/// [`CachedLayer`]'s service around a route.
#[derive(Debug, Clone)]
pub(crate) struct Cached<S> {
    route: S,
    state: AppState,
    cache_control: HeaderValue,
}

type Answered = Result<Response, Infallible>;

impl<S> Service<Request> for Cached<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Answered>, BoxFuture<'static, Answered>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, mut request: Request) -> Self::Future {
        let lang = lang::request_lang(request.uri().query(), request.headers());
        request.extensions_mut().insert(RequestLang(lang));
        let method = request.method().clone();
        if method != Method::GET && method != Method::HEAD {
            let route = self.route.clone();
            return Either::Right(Box::pin(async move {
                let response = route.oneshot(request).await?;
                Ok(lang::answer_in(response, lang))
            }));
        }
        let path = request.uri().path_and_query().map_or("", |pq| pq.as_str());
        let kept = self.state.response_cache.get(lang, path, Instant::now());
        if let Some(answer) = &kept {
            if let Some(response) = answer.answer_now(&method, request.headers()) {
                return Either::Left(std::future::ready(Ok(response)));
            }
            // Kept, but the coding asked for is not made yet: made once, then kept with it.
            let answer = Arc::clone(answer);
            return Either::Right(Box::pin(async move {
                Ok(answer.answer(&method, request.headers()).await)
            }));
        }
        let (route, state) = (self.route.clone(), self.state.clone());
        let cache_control = self.cache_control.clone();
        Either::Right(Box::pin(async move {
            Ok(miss(&state, cache_control, lang, route, request).await)
        }))
    }
}

/// The answer to a GET or HEAD the cache does not keep: the route's, made a [`Representation`]
/// and kept when it is a GET's 200.
async fn miss<S>(
    state: &AppState,
    cache_control: HeaderValue,
    lang: Lang,
    route: S,
    request: Request,
) -> Response
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    let cache = &state.response_cache;
    let method = request.method().clone();
    let path = request
        .uri()
        .path_and_query()
        .map_or_else(String::new, |pq| pq.as_str().to_owned());
    let headers = request.headers().clone();
    let Ok(mut response) = route.oneshot(request).await;
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
            if method == Method::GET {
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

    #[test]
    fn a_cache_without_a_lifetime_keeps_nothing() {
        let cache = ResponseCache::new(Duration::ZERO);
        let answer = Representation::new(HeaderMap::new(), Bytes::from_static(b"[]"));
        cache.put(Lang::En, "/api/blog", Arc::new(answer));
        assert!(cache.map(Lang::En).read().expect("entries").is_empty());
        assert!(cache.get(Lang::En, "/api/blog", Instant::now()).is_none());
    }
}
