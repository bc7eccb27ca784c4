//! The frame every request goes through, as one layer rather than a stack: axum applies a
//! `Router::layer` to each route separately, boxing and cloning every layer of the stack for
//! every request, which cost a cached answer more than the answer itself. [`Frame`] does, in one
//! future and in this order from the outside in: the security headers, the request id, the
//! access log and metrics, panics as 500, the request timeout (408), `Vary` on an encoded
//! answer, unreadable addresses refused (`uri_check`); then compression and the route.

use super::compression;
use super::observe;
use super::request_id::request_id;
use super::security_headers;
use super::uri_check;
use super::vary;
use crate::metrics::Metrics;
use axum::Router;
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
use tower::{Layer, Service, ServiceBuilder, ServiceExt};
use tracing::Instrument;

/// [`Frame`] around each route (and fallback) of a router.
#[derive(Debug, Clone)]
pub(crate) struct FrameLayer {
    pub(crate) metrics: Arc<Metrics>,
    pub(crate) timeout: Duration,
}

impl<S> Layer<S> for FrameLayer {
    type Service = Frame<S>;

    fn layer(&self, route: S) -> Self::Service {
        Frame {
            inner: route,
            metrics: Arc::clone(&self.metrics),
            timeout: self.timeout,
        }
    }
}

/// The frame (see the module's comment) around `inner`: a route, compressed unless its answers
/// are final ([`final_layers`]).
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
        let request_id = request_id(request.headers_mut());
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
                        Err(_panic) => internal_error(),
                    }
                }
            };
            vary::vary_on_encoding(&mut response);
            observe::answered(
                &metrics,
                &method,
                &route,
                &request_id,
                &response,
                started.elapsed(),
            );
            security_headers::finish(&mut response, request_id);
            Ok(response)
        };
        answered.instrument(span).boxed()
    }
}

/// Wraps every route and fallback of `router` in one layer (`frame`) doing, innermost first:
/// compression, unreadable addresses refused, `Vary`, the request timeout (408), panics as 500,
/// the access log and metrics, the request id, and outermost the security headers, so that
/// every answer made below them (a 408, a 500, a redirect, a 404 of a file) carries them.
pub(crate) fn layers<S>(router: Router<S>, metrics: Arc<Metrics>, timeout: Duration) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    // One layer of the two: axum boxes what `Router::layer` makes once per route.
    let frame = ServiceBuilder::new()
        .layer(FrameLayer { metrics, timeout })
        .layer(compression::compression());
    router.layer(frame)
}

/// [`layers`] without compression, for a router whose every answer is final as it leaves it
/// (it carries its `ETag`, `representation.rs`): the compression layer would never encode
/// them, but would still wrap every body in its encoder's state, a large value moved with
/// every answer.
pub(crate) fn final_layers<S>(
    router: Router<S>,
    metrics: Arc<Metrics>,
    timeout: Duration,
) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    router.layer(FrameLayer { metrics, timeout })
}

/// The answer to a request whose handler panicked.
pub(crate) fn internal_error() -> Response {
    super::ApiError::internal("a handler panicked").into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::request_id::REQUEST_ID;
    use crate::http::security_headers::HEADERS;
    use axum::routing::get;

    async fn buggy() -> &'static str {
        panic!("a handler's bug")
    }

    /// What only a bug or a stalled handler produces, through the real layers.
    fn app() -> Router {
        let routes = Router::new().route("/panic", get(buggy)).route(
            "/slow",
            get(|| async { tokio::time::sleep(Duration::from_secs(5)).await }),
        );
        layers(
            routes,
            Arc::new(Metrics::default()),
            Duration::from_millis(100),
        )
    }

    async fn get_status(path: &str) -> Response {
        app()
            .oneshot(Request::get(path).body(Body::empty()).expect("request"))
            .await
            .expect("infallible")
    }

    #[tokio::test]
    async fn a_panic_and_a_timeout_carry_the_security_headers() {
        for (path, status) in [
            ("/panic", StatusCode::INTERNAL_SERVER_ERROR),
            ("/slow", StatusCode::REQUEST_TIMEOUT),
        ] {
            let response = get_status(path).await;
            assert_eq!(response.status(), status, "{path}");
            for (name, value) in HEADERS {
                assert_eq!(response.headers()[&name], value, "{path}: {name}");
            }
            assert!(response.headers().contains_key(REQUEST_ID), "{path}");
        }
    }
}
