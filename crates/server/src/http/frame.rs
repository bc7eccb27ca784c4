//! The frame every request goes through, as one service around the whole router rather than a
//! stack of layers: axum applies a `Router::layer` to each route separately, boxing and cloning
//! every layer of the stack for every request, which cost a cached answer more than the answer
//! itself. [`Frame`] does, in one future and in this order from the outside in: the security
//! headers, the request id, the access log and metrics, panics as 500, the request timeout
//! (408), `Vary` on an encoded answer; then compression and the router.
//!
//! The route template is only known once the router matched: [`NameRoute`], the one layer
//! applied per route, names it (in the request's span and on the answer, for the metrics) and
//! refuses an unreadable address (`uri_check`) before any handler.

use super::metrics::Metrics;
use super::observe::{self, RouteSlot};
use super::security;
use super::uri_check;
use axum::body::Body;
use axum::extract::{MatchedPath, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use futures_util::FutureExt;
use futures_util::future::{BoxFuture, Either};
use std::convert::Infallible;
use std::future::Ready;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tower::{Service, ServiceExt};
use tracing::Instrument;

/// The outer service (see the module's comment) around `inner`, the compressed router.
#[derive(Debug, Clone)]
pub(crate) struct Frame<S> {
    pub(crate) inner: S,
    pub(crate) metrics: Arc<Metrics>,
    pub(crate) timeout: Duration,
}

impl<S, B> Service<Request> for Frame<S>
where
    S: Service<Request, Response = Response<B>, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send,
    B: axum::body::HttpBody<Data = axum::body::Bytes> + Send + 'static,
    B::Error: Into<axum::BoxError>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = BoxFuture<'static, Result<Response, Infallible>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, mut request: Request) -> Self::Future {
        let started = Instant::now();
        let request_id = security::request_id(request.headers_mut());
        let method = request.method().clone();
        let span = observe::span(&method, &request_id);
        let route = RouteSlot::default();
        request.extensions_mut().insert(route.clone());
        let inner = self.inner.clone();
        let (metrics, timeout) = (Arc::clone(&self.metrics), self.timeout);
        let answered = async move {
            // The handler's future is polled first: an answer ready at once sets no timer.
            let run = tokio::time::timeout(timeout, inner.oneshot(request));
            let mut response = match AssertUnwindSafe(run).catch_unwind().await {
                Ok(Ok(Ok(response))) => response.map(Body::new),
                Ok(Ok(Err(infallible))) => match infallible {},
                Ok(Err(_elapsed)) => StatusCode::REQUEST_TIMEOUT.into_response(),
                Err(_panic) => security::internal_error(),
            };
            security::vary_on_encoding(&mut response);
            observe::answered(&metrics, &method, &route, &response, started.elapsed());
            security::finish(&mut response, request_id);
            Ok(response)
        };
        answered.instrument(span).boxed()
    }
}

/// The per-route layer (see the module's comment).
#[derive(Debug, Clone, Copy)]
pub(crate) struct NameRoute;

impl<S> tower::Layer<S> for NameRoute {
    type Service = NamedRoute<S>;

    fn layer(&self, inner: S) -> Self::Service {
        NamedRoute(inner)
    }
}

#[derive(Debug, Clone)]
pub(crate) struct NamedRoute<S>(S);

impl<S> Service<Request> for NamedRoute<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Result<Response, Infallible>>, S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.0.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        if let Some(slot) = request.extensions().get::<RouteSlot>() {
            slot.name(request.extensions().get::<MatchedPath>());
        }
        match uri_check::refusal(request.uri()) {
            Some(refusal) => Either::Left(std::future::ready(Ok(refusal))),
            None => Either::Right(self.0.call(request)),
        }
    }
}
