//! When the delivery worker tries a message again, and when it gives up (1 s doubling, capped at
//! 10 min, for 3 days, then `failed`: docs/operating.md#the-outbox). Tests shorten it through
//! `Config`.

use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schedule {
    /// The wait after the first failure; each further failure doubles it...
    pub base: Duration,
    /// ...up to this.
    pub cap: Duration,
    /// A message still failing this long after it was written (or retried by hand) is `failed`.
    pub give_up_after: Duration,
    /// How long a claimed message belongs to the worker that claimed it. Longer than any send
    /// (the channels time out well before); past it, a dead worker's message is claimed again.
    pub lease: Duration,
    /// How often the worker looks for due messages when nothing wakes it (retries coming due,
    /// another instance's leads, leases expiring).
    pub poll: Duration,
    /// How many messages a worker claims at once (one write to claim them, one to record
    /// those sent): under a burst of leads, large batches keep those writes few.
    pub batch: u32,
    /// How many of a batch's messages are sent at the same time: enough that one slow send does
    /// not hold the others back, few enough for an SMTP server or a receiver to take.
    pub concurrency: u32,
}

impl Schedule {
    /// The schedule `server serve` keeps.
    pub const DEFAULT: Schedule = Schedule {
        base: Duration::from_secs(1),
        cap: Duration::from_secs(10 * 60),
        give_up_after: Duration::from_secs(3 * 24 * 60 * 60),
        lease: Duration::from_secs(5 * 60),
        poll: Duration::from_secs(1),
        batch: 128,
        concurrency: 16,
    };

    /// The wait before the next attempt after `failures` failed attempts (1 or more).
    pub fn backoff(&self, failures: u32) -> Duration {
        let doublings = failures.saturating_sub(1).min(31);
        self.base
            .checked_mul(1 << doublings)
            .map_or(self.cap, |wait| wait.min(self.cap))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_one_second_up_to_ten_minutes() {
        let s = Schedule::DEFAULT;
        let waits: Vec<u64> = (1..=12).map(|n| s.backoff(n).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600]);
        assert_eq!(s.backoff(u32::MAX), s.cap);
        // Three days at the cap: about 430 attempts, then `failed`.
        let capped = (s.give_up_after.as_secs() - 1023) / 600;
        assert!((420..440).contains(&capped), "{capped}");
    }
}
