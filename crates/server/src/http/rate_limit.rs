//! Per-client limit on form posts: a token bucket per address, refilled continuously.

use super::{ApiError, AppState};
use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::time::Instant;

/// Buckets kept before full ones are forgotten.
const MAX_TRACKED_CLIENTS: usize = 10_000;

#[derive(Debug)]
pub(crate) struct RateLimiter {
    per_minute: u32,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    updated: Instant,
}

impl RateLimiter {
    /// `per_minute == 0` turns the limit off.
    pub(crate) fn new(per_minute: u32) -> Self {
        Self {
            per_minute,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// `Ok` when `client` may post now, else the seconds until it may.
    fn take(&self, client: IpAddr, now: Instant) -> Result<(), u64> {
        if self.per_minute == 0 {
            return Ok(());
        }
        let capacity = f64::from(self.per_minute);
        let per_second = capacity / 60.0;
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() >= MAX_TRACKED_CLIENTS {
            buckets.retain(|_, b| {
                b.tokens + now.duration_since(b.updated).as_secs_f64() * per_second < capacity
            });
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            tokens: capacity,
            updated: now,
        });
        bucket.tokens = (bucket.tokens
            + now.duration_since(bucket.updated).as_secs_f64() * per_second)
            .min(capacity);
        bucket.updated = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            Err(((1.0 - bucket.tokens) / per_second).ceil().max(1.0) as u64)
        }
    }
}

/// Middleware of the form routes.
pub(crate) async fn limit_posts(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let client = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip());
    match state.limiter.take(client, Instant::now()) {
        Ok(()) => next.run(request).await,
        Err(retry_after_secs) => {
            tracing::warn!("rate limited");
            ApiError::RateLimited { retry_after_secs }.into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_client_gets_its_quota_then_waits() {
        let limiter = RateLimiter::new(2);
        let (a, b) = (IpAddr::from([127, 0, 0, 1]), IpAddr::from([127, 0, 0, 2]));
        let t0 = Instant::now();
        assert_eq!(limiter.take(a, t0), Ok(()));
        assert_eq!(limiter.take(a, t0), Ok(()));
        assert_eq!(limiter.take(a, t0), Err(30));
        assert_eq!(
            limiter.take(b, t0),
            Ok(()),
            "another client has its own bucket"
        );
        assert_eq!(
            limiter.take(a, t0 + Duration::from_secs(30)),
            Ok(()),
            "refilled"
        );
    }

    #[test]
    fn zero_is_off() {
        let limiter = RateLimiter::new(0);
        let now = Instant::now();
        assert!((0..1000).all(|_| limiter.take(IpAddr::from([10, 0, 0, 1]), now).is_ok()));
    }
}
