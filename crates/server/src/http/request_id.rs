//! Fresh request ids: random UUIDs (version 4) drawn from a per-thread generator seeded once
//! from the operating system. An id names a request in the logs and the answer: it must be
//! unique, not unguessable, and asking the kernel for 16 random bytes on every request (as
//! `MakeRequestUuid` does) was a visible share of a cached answer's cost. A client's own id is
//! kept when it is fit ([`request_id`]).

use axum::http::{HeaderMap, HeaderName, HeaderValue};
use std::cell::Cell;

pub(crate) const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// The longest client-sent request id kept (a UUID is 36 characters).
const REQUEST_ID_MAX_LEN: usize = 64;

/// The request's id, left in its headers: a client's `x-request-id` is kept (in the logs and
/// the answer) only when there is one, short and plain (`A-Z a-z 0-9 . _ -`); otherwise a fresh
/// one replaces it, so a client cannot write arbitrary text into the logs.
pub(crate) fn request_id(headers: &mut HeaderMap) -> HeaderValue {
    let ids = headers.get_all(REQUEST_ID);
    let mut ids = ids.iter();
    if let (Some(id), None) = (ids.next(), ids.next())
        && fit_request_id(id.as_bytes())
    {
        return id.clone();
    }
    let fresh = fresh();
    headers.insert(REQUEST_ID, fresh.clone());
    fresh
}

fn fit_request_id(id: &[u8]) -> bool {
    (1..=REQUEST_ID_MAX_LEN).contains(&id.len())
        && id
            .iter()
            .all(|byte| byte.is_ascii_alphanumeric() || b"._-".contains(byte))
}

/// A fresh id: a random UUID, hyphenated, in lower case.
pub(crate) fn fresh() -> HeaderValue {
    let uuid = uuid::Builder::from_random_bytes(random_bytes()).into_uuid();
    let mut text = [0u8; uuid::fmt::Hyphenated::LENGTH];
    let text = uuid.hyphenated().encode_lower(&mut text);
    HeaderValue::from_str(text).unwrap_or_else(|_| HeaderValue::from_static("-"))
}

thread_local! {
    /// SplitMix64's state; each thread starts at its own random point of the 2^64 cycle.
    static STATE: Cell<u64> = Cell::new(seed());
}

fn seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_err() {
        // No entropy source: the clock and the thread still make ids distinct enough.
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos());
        let thread = std::thread::current().id();
        return (now as u64) ^ (format!("{thread:?}").len() as u64).rotate_left(32);
    }
    u64::from_le_bytes(bytes)
}

/// SplitMix64 (Steele, Lea and Flood, 2014): two draws make the 16 bytes.
fn random_bytes() -> [u8; 16] {
    let draw = || {
        STATE.with(|state| {
            let next = state.get().wrapping_add(0x9E37_79B9_7F4A_7C15);
            state.set(next);
            let mut z = next;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
    };
    let mut bytes = [0u8; 16];
    bytes[..8].copy_from_slice(&draw().to_le_bytes());
    bytes[8..].copy_from_slice(&draw().to_le_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_distinct_version_4_uuids() {
        let mut seen = HashSet::new();
        for _ in 0..10_000 {
            let id = fresh();
            let uuid = uuid::Uuid::parse_str(id.to_str().expect("ascii")).expect("a UUID");
            assert_eq!(uuid.get_version_num(), 4);
            assert!(seen.insert(uuid), "repeated {uuid}");
        }
    }

    #[test]
    fn only_short_plain_request_ids_are_fit() {
        for fit in ["a", "0f8fad5b-d9cb-469f-a165-70867728950e", "trace.1_2-3"] {
            assert!(fit_request_id(fit.as_bytes()), "{fit}");
        }
        let long = "a".repeat(REQUEST_ID_MAX_LEN + 1);
        for unfit in ["", "a b", "x\"\u{1b}[31m", "a\nINFO forged", "é", &long] {
            assert!(!fit_request_id(unfit.as_bytes()), "{unfit:?}");
        }
    }
}
