//! The funnel's counts this instance keeps in memory (docs/operating.md#attribution-and-funnel): the app's beacons (`shown`,
//! `started`, `submitted`) and the posts the server refuses (`refused` per field and code,
//! `spam`), flushed to `funnel_counts` every few seconds and at shutdown. The steps that write a
//! row (`accepted`, `confirmed`, `delivered`) are counted by storage in that row's transaction
//! instead (and folded into `funnel_counts` by the same flush), so they equal the rows exactly, a `kill -9` included; what a `kill -9` can lose is
//! what this holds: the counts of the last [`FLUSH_INTERVAL`] at most.
//!
//! Sources are bounded here: each day admits [`FUNNEL_SOURCES_PER_DAY`] distinct sources per
//! instance, and the rest count as `other`, so a flood of made-up campaign tags cannot grow the
//! table (several instances admit at most that many each).

use site_core::constants::FUNNEL_SOURCES_PER_DAY;
use site_core::entities::{Attribution, FunnelStep};
use site_store::funnel::{self, FunnelKey, Tally};
use site_store::notice::DIRECT_SOURCE;
use site_store::{Db, day_of};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;
use std::time::Duration;

/// How often the counts in memory are written.
pub const FLUSH_INTERVAL: Duration = Duration::from_secs(5);

/// The source a day's sources beyond the bound are counted under.
pub const OTHER_SOURCE: &str = "other";

#[derive(Debug, Default)]
pub struct Funnel {
    pending: Mutex<Tally>,
    /// The sources admitted, by day (only today's and yesterday's are kept).
    sources: Mutex<BTreeMap<String, BTreeSet<String>>>,
}

impl Funnel {
    /// The funnel's source of a visit: the campaign's source, else the referrer's host, else
    /// `direct`, lower-cased; `other` past the day's bound.
    pub fn source_of(&self, attribution: Option<&Attribution>) -> String {
        self.bounded(attribution.and_then(Attribution::source))
    }

    /// `raw` (already checked by core's rules) as a bounded source.
    pub fn bounded(&self, raw: Option<&str>) -> String {
        let Some(raw) = raw.map(str::trim).filter(|raw| !raw.is_empty()) else {
            return DIRECT_SOURCE.to_owned();
        };
        let source = raw.to_lowercase();
        let today = day_of(time::OffsetDateTime::now_utc());
        let mut days = self.sources.lock().unwrap_or_else(|e| e.into_inner());
        if !days.contains_key(&today) {
            // A new day: forget all but the day before (a count near midnight).
            let keep = days.pop_last();
            days.clear();
            days.extend(keep);
        }
        let admitted = days.entry(today).or_default();
        if admitted.contains(&source) || admitted.len() < FUNNEL_SOURCES_PER_DAY as usize {
            admitted.insert(source.clone());
            source
        } else {
            OTHER_SOURCE.to_owned()
        }
    }

    /// Counts one step today.
    pub fn count(&self, form: &'static str, lang: &'static str, source: String, step: FunnelStep) {
        self.count_detail(form, lang, source, step, String::new(), String::new());
    }

    /// Counts one step today with its field and code (a refusal).
    pub fn count_detail(
        &self,
        form: &'static str,
        lang: &'static str,
        source: String,
        step: FunnelStep,
        field: String,
        code: String,
    ) {
        let key = FunnelKey {
            day: day_of(time::OffsetDateTime::now_utc()),
            form,
            lang,
            source,
            step,
            field,
            code,
        };
        self.pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .add(key, 1);
    }

    /// Writes what is counted, and folds the counts that leads' and subscriptions' transactions
    /// appended since the last time ([`funnel::fold`]); on a failure the counts go back to be
    /// written next time.
    pub async fn flush(&self, db: &Db) {
        if let Err(error) = funnel::fold(db).await {
            tracing::warn!(%error, "funnel: cannot fold the counts of recent rows; trying again");
        }
        let tally = std::mem::take(&mut *self.pending.lock().unwrap_or_else(|e| e.into_inner()));
        if tally.is_empty() {
            return;
        }
        if let Err(error) = funnel::add(db, &tally).await {
            tracing::warn!(%error, "funnel: cannot write its counts; trying again");
            let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            for (key, count) in tally.0 {
                pending.add(key, count);
            }
        }
    }

    /// The counts not written yet (tests).
    pub fn pending(&self) -> Tally {
        self.pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

/// The same day `months` months before `day` (the month's last day when it is shorter): the
/// first day the funnel's retention keeps.
pub fn months_before(day: time::Date, months: u32) -> time::Date {
    let index =
        i64::from(day.year()) * 12 + i64::from(u8::from(day.month())) - 1 - i64::from(months);
    let year = i32::try_from(index.div_euclid(12)).unwrap_or(i32::MIN);
    let month = time::Month::try_from(u8::try_from(index.rem_euclid(12) + 1).unwrap_or(1))
        .unwrap_or(time::Month::January);
    let last = time::util::days_in_month(month, year);
    time::Date::from_calendar_date(year, month, day.day().min(last)).unwrap_or(day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retention_counts_whole_months_back() {
        let day = |y, m, d| time::Date::from_calendar_date(y, m, d).expect("day");
        use time::Month::*;
        assert_eq!(
            months_before(day(2026, November, 28), 25),
            day(2024, October, 28)
        );
        assert_eq!(
            months_before(day(2026, March, 31), 1),
            day(2026, February, 28)
        );
        assert_eq!(
            months_before(day(2026, January, 15), 1),
            day(2025, December, 15)
        );
        assert_eq!(
            months_before(day(2026, January, 15), 0),
            day(2026, January, 15)
        );
    }

    #[test]
    fn sources_are_lower_cased_and_bounded_per_day() {
        let funnel = Funnel::default();
        assert_eq!(funnel.bounded(None), "direct");
        assert_eq!(funnel.bounded(Some("  ")), "direct");
        assert_eq!(funnel.bounded(Some("LinkedIn")), "linkedin");
        for n in 1..FUNNEL_SOURCES_PER_DAY {
            assert_eq!(funnel.bounded(Some(&format!("s{n}"))), format!("s{n}"));
        }
        assert_eq!(funnel.bounded(Some("one-too-many")), OTHER_SOURCE);
        assert_eq!(
            funnel.bounded(Some("linkedin")),
            "linkedin",
            "admitted stays admitted"
        );
    }

    #[test]
    fn counts_merge_by_key() {
        let funnel = Funnel::default();
        funnel.count("help", "en", "direct".into(), FunnelStep::Shown);
        funnel.count("help", "en", "direct".into(), FunnelStep::Shown);
        funnel.count("help", "fr", "direct".into(), FunnelStep::Shown);
        let pending = funnel.pending();
        assert_eq!(pending.0.len(), 2);
        assert_eq!(pending.0.values().sum::<i64>(), 3);
    }
}
