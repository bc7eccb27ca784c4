//! Fresh request ids: random UUIDs (version 4) drawn from a per-thread generator seeded once
//! from the operating system. An id names a request in the logs and the answer: it must be
//! unique, not unguessable, and asking the kernel for 16 random bytes on every request (as
//! `MakeRequestUuid` does) was a visible share of a cached answer's cost.

use axum::http::HeaderValue;
use std::cell::Cell;

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
}
