//! Per-client limit on form posts, in memory that does not grow with the number of clients.
//!
//! Each client has a token bucket of `per_minute` tokens (or, for the emails the site sends to
//! visitors, so many an hour) refilled continuously, written the GCRA
//! way as one number: the time its bucket would be full again ("theoretical arrival time"). A
//! bucket whose time has passed is full, so it says nothing and its slot is free.
//!
//! The buckets live in a fixed table allocated once: [`SETS`] sets of [`WAYS`] slots, a client's
//! set chosen by a hash with a per-process random key. A post looks at its set's slots only, so
//! its cost is the same with ten clients or ten million; when a new client finds its set full
//! of live buckets, the one nearest to full is replaced (it loses the least: at worst that
//! client gets a few tokens back). Why this rather than the alternatives:
//! - a map with an entry per address grows with every address an attacker can send from, and
//!   trimming it when full costs a scan of the whole map on the very requests of an attack;
//! - refusing new clients while the table is full would let one person with many addresses
//!   block lead capture for everyone, which is what the limit is there to prevent;
//! - a count-min sketch never forgets a heavy client early, but a busy shared address could
//!   push innocent clients that collide with it over their limit; here a client's bucket is its
//!   own, and an exhausted bucket (the furthest from full) is the last one replaced.
//!
//! The random hash key keeps an attacker from aiming many addresses at one victim's set.

use super::client_addr::ClientKey;
use super::{ApiError, AppState};
use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The most clients whose bucket is remembered at once (about 800 KiB, allocated once): far more
/// than the clients of a minute on this site, so replacement only happens under a flood.
const CAPACITY: usize = 32_768;
/// Slots per set: how many live buckets can share a set before one is replaced.
const WAYS: usize = 8;
const SETS: usize = CAPACITY / WAYS;

#[derive(Debug)]
pub(crate) struct RateLimiter {
    per_minute: u32,
    /// Time one token takes to come back, in nanoseconds.
    refill_nanos: u64,
    epoch: Instant,
    hasher: RandomState,
    sets: Box<[Mutex<[Slot; WAYS]>]>,
}

#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    key: Option<ClientKey>,
    /// When the bucket is full again, in nanoseconds since `epoch`; not later than now: free.
    full_at: u64,
}

const MINUTE_NANOS: u64 = 60_000_000_000;

impl RateLimiter {
    /// `per_minute == 0` turns the limit off.
    pub(crate) fn new(per_minute: u32) -> Self {
        Self::per_period(per_minute, Duration::from_nanos(MINUTE_NANOS))
    }

    /// A bucket of `count` tokens that refills over `period`; `count == 0` turns the limit off.
    pub(crate) fn per_period(count: u32, period: Duration) -> Self {
        let period_nanos = u64::try_from(period.as_nanos()).unwrap_or(u64::MAX);
        Self {
            per_minute: count,
            refill_nanos: period_nanos / u64::from(count.max(1)),
            epoch: Instant::now(),
            hasher: RandomState::new(),
            sets: (0..SETS)
                .map(|_| Mutex::new([Slot::default(); WAYS]))
                .collect(),
        }
    }

    fn nanos(&self, now: Instant) -> u64 {
        u64::try_from(now.saturating_duration_since(self.epoch).as_nanos()).unwrap_or(u64::MAX)
    }

    /// `Ok` when `client` may post now (its token is spent), else the seconds until it may.
    pub(crate) fn take(&self, client: ClientKey, now: Instant) -> Result<(), u64> {
        if self.per_minute == 0 {
            return Ok(());
        }
        let now = self.nanos(now);
        let set = (self.hasher.hash_one(client) % SETS as u64) as usize;
        let mut slots = self.sets[set]
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let live = |slot: &Slot| slot.key.is_some() && slot.full_at > now;
        let index = slots
            .iter()
            .position(|slot| slot.key == Some(client) && live(slot))
            .unwrap_or_else(|| {
                // A new client: a free slot, else the live bucket nearest to full.
                let index = slots
                    .iter()
                    .position(|slot| !live(slot))
                    .or_else(|| (0..WAYS).min_by_key(|&i| slots[i].full_at))
                    .unwrap_or(0);
                slots[index] = Slot {
                    key: Some(client),
                    full_at: now,
                };
                index
            });
        let slot = &mut slots[index];
        let full_at = slot.full_at.max(now) + self.refill_nanos;
        let burst = self.refill_nanos * u64::from(self.per_minute);
        if full_at - now <= burst {
            slot.full_at = full_at;
            Ok(())
        } else {
            let wait = Duration::from_nanos(full_at - now - burst);
            Err(wait.as_secs_f64().ceil().max(1.0) as u64)
        }
    }

    /// The limit's terms in milliseconds for the shared buckets: a token's refill time and the
    /// whole bucket's (its period); `None` when the limit is off.
    fn shared_terms(&self) -> Option<(i64, i64)> {
        (self.per_minute > 0).then(|| {
            let refill_ms = i64::try_from(self.refill_nanos / 1_000_000).unwrap_or(i64::MAX);
            (refill_ms, refill_ms * i64::from(self.per_minute))
        })
    }

    /// How many clients have a bucket that is not full (tests: the table's bound).
    #[cfg(test)]
    fn live(&self, now: Instant) -> usize {
        let now = self.nanos(now);
        self.sets
            .iter()
            .map(|set| {
                let slots = set.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                slots
                    .iter()
                    .filter(|slot| slot.key.is_some() && slot.full_at > now)
                    .count()
            })
            .sum()
    }
}

/// Spends one of `client`'s tokens, or answers 429 with `Retry-After`: the one place a post is
/// refused for its rate. Called once a post's body decoded as its form (see `extract.rs`), so a
/// malformed, oversized or mistyped post spends nothing.
///
/// On PostgreSQL the bucket is the database's (`site_store::rate_limits`), so a visitor keeps one
/// limit whichever instance answers; if the database cannot say, this instance's own bucket
/// decides (the post then meets the database again when it is stored).
pub(crate) async fn spend_token(state: &AppState, client: IpAddr) -> Result<(), ApiError> {
    let verdict = take_shared(state, &state.limiter, "", client).await;
    match verdict {
        Ok(()) => Ok(()),
        Err(retry_after_secs) => {
            tracing::warn!(client = %crate::redact::for_log(client), "rate limited");
            Err(ApiError::RateLimited { retry_after_secs })
        }
    }
}

/// Whether the site may send one more email to a visitor at the request of `client` (a
/// newsletter's confirmation, a lead's acknowledgement): at most
/// `VISITOR_EMAILS_PER_CLIENT_HOUR` an hour, shared by every instance on PostgreSQL, so nobody
/// can make the site mail strangers in bulk from one address. When it may not, the request is
/// still answered as usual (the lead stored and delivered to the team).
pub(crate) async fn may_email_visitor(state: &AppState, client: IpAddr) -> bool {
    let verdict = take_shared(state, &state.visitor_mail_limiter, "mail:", client).await;
    if verdict.is_err() {
        tracing::warn!(client = %crate::redact::for_log(client), "visitor emails capped for this client");
    }
    verdict.is_ok()
}

/// One token of `limiter` for `client`: from the database's shared bucket (its key prefixed with
/// `prefix`, so each limit has its own) on PostgreSQL, else, or when the database cannot say,
/// from this instance's own.
async fn take_shared(
    state: &AppState,
    limiter: &RateLimiter,
    prefix: &str,
    client: IpAddr,
) -> Result<(), u64> {
    let key = ClientKey::of(client);
    let Some((refill_ms, burst_ms)) = limiter.shared_terms() else {
        return Ok(());
    };
    let shared_key = format!("{prefix}{}", key.as_text());
    match site_store::rate_limits::take(&state.db, &shared_key, refill_ms, burst_ms).await {
        Ok(Some(verdict)) => verdict,
        Ok(None) => limiter.take(key, Instant::now()),
        Err(error) => {
            tracing::warn!(%error, "shared limit unavailable: this instance's own");
            limiter.take(key, Instant::now())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(n: u32) -> ClientKey {
        ClientKey::V4(n)
    }

    #[test]
    fn a_client_gets_its_quota_then_waits() {
        let limiter = RateLimiter::new(2);
        let (a, b) = (v4(1), v4(2));
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
        assert_eq!(limiter.take(a, t0 + Duration::from_secs(30)), Err(30));
    }

    #[test]
    fn zero_is_off() {
        let limiter = RateLimiter::new(0);
        let now = Instant::now();
        assert!((0..1000).all(|_| limiter.take(v4(7), now).is_ok()));
    }

    #[test]
    fn a_hundred_thousand_clients_stay_in_the_table_and_limits_still_hold() {
        let limiter = RateLimiter::new(3);
        let t0 = Instant::now();
        let active = ClientKey::V6Net(0x2001_0db8_0000_0001);
        for _ in 0..3 {
            assert_eq!(limiter.take(active, t0), Ok(()));
        }
        assert!(limiter.take(active, t0).is_err());
        // 100,000 other clients post once each, all within the same minute: far more live
        // buckets than the table holds.
        for n in 0..100_000u32 {
            let at = t0 + Duration::from_micros(u64::from(n));
            assert_eq!(limiter.take(v4(n), at), Ok(()), "client {n}'s first post");
        }
        let after = t0 + Duration::from_millis(100);
        let live = limiter.live(after);
        assert!(
            live <= CAPACITY,
            "{live} buckets remembered, more than {CAPACITY}"
        );
        assert!(live >= CAPACITY / 2, "the table is in use: {live}");
        // The exhausted client was the furthest from full: never the one replaced.
        assert!(limiter.take(active, after).is_err(), "still limited");
        // A client that posted many times keeps being limited within the flood, too.
        let busy = v4(4_000_000_000);
        let limited = (0..10)
            .filter(|_| limiter.take(busy, after).is_err())
            .count();
        assert_eq!(limited, 7, "3 posts allowed, the other 7 refused");
        // And a new client still gets its whole quota.
        let fresh = v4(4_000_000_001);
        assert!((0..3).all(|_| limiter.take(fresh, after).is_ok()));
        assert!(limiter.take(fresh, after).is_err());
    }

    #[test]
    fn full_buckets_free_their_slots() {
        let limiter = RateLimiter::new(60);
        let t0 = Instant::now();
        // Few enough that no set overflows (1,000 over 4,096 sets).
        for n in 0..1_000 {
            limiter.take(v4(n), t0).expect("first post");
        }
        assert_eq!(limiter.live(t0), 1_000);
        // One token comes back per second: a second later every bucket is full again.
        assert_eq!(limiter.live(t0 + Duration::from_secs(1)), 0);
    }
}
