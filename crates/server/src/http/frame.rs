//! The frame every request goes through, as one layer rather than a stack: axum applies a
//! `Router::layer` to each route separately, boxing and cloning every layer of the stack for
//! every request, which cost a cached answer more than the answer itself. [`Frame`] does, in one
//! future and in this order from the outside in: the security headers, the request id, the
//! access log and metrics, panics as 500, the request timeout (408), `Vary` on an encoded
//! answer, unreadable addresses refused (`uri_check`); then compression and the route.

use super::observe;
use super::security::{self, CompressionPredicate};
use super::uri_check;
use crate::metrics::Metrics;
use axum::body::Body;
use axum::extract::{MatchedPath, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use futures_util::FutureExt;
use futures_util::future::BoxFuture;
use std::convert::Infallible;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tower::{Layer, Service, ServiceExt};
use tower_http::compression::Compression;
use tracing::Instrument;

/// [`Frame`] around each route (and fallback) of a router.
#[derive(Debug, Clone)]
pub(crate) struct FrameLayer {
    pub(crate) metrics: Arc<Metrics>,
    pub(crate) timeout: Duration,
}

impl<S> Layer<S> for FrameLayer {
    type Service = Frame<Compression<S, CompressionPredicate>>;

    fn layer(&self, route: S) -> Self::Service {
        Frame {
            inner: security::compression().layer(route),
            metrics: Arc::clone(&self.metrics),
            timeout: self.timeout,
        }
    }
}

/// The frame (see the module's comment) around `inner`, a compressed route.
#[derive(Debug, Clone)]
pub(crate) struct Frame<S> {
    inner: S,
    metrics: Arc<Metrics>,
    timeout: Duration,
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
        let route = observe::route(request.extensions().get::<MatchedPath>());
        let span = observe::span(&method, &route, &request_id);
        let refusal = uri_check::refusal(request.uri());
        let inner = self.inner.clone();
        let (metrics, timeout) = (Arc::clone(&self.metrics), self.timeout);
        let answered = async move {
            let mut response = match refusal {
                Some(refusal) => refusal,
                None => {
                    // The route's future is polled first: an answer ready at once sets no timer.
                    let run = tokio::time::timeout(timeout, inner.oneshot(request));
                    match AssertUnwindSafe(run).catch_unwind().await {
                        Ok(Ok(Ok(response))) => response.map(Body::new),
                        Ok(Ok(Err(infallible))) => match infallible {},
                        Ok(Err(_elapsed)) => StatusCode::REQUEST_TIMEOUT.into_response(),
                        Err(_panic) => security::internal_error(),
                    }
                }
            };
            security::vary_on_encoding(&mut response);
            observe::answered(
                &metrics,
                &method,
                &route,
                &request_id,
                &response,
                started.elapsed(),
            );
            security::finish(&mut response, request_id);
            Ok(response)
        };
        answered.instrument(span).boxed()
    }
}
