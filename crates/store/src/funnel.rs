//! The funnel's daily counts (docs/operating.md#attribution-and-funnel, `funnel_counts`): nothing personal, one row per day,
//! form, language, source, step and (for a refusal) field and code, or (for a delivery) channel.
//!
//! Counts are added, never set, so instances that share a database add up: an upsert per key
//! (`ON CONFLICT ... DO UPDATE SET count = count + excluded.count`, which both engines accept).
//! A batch holds each key once (PostgreSQL refuses to update one row twice in a statement), so
//! [`Tally`] merges keys before they are written.
//!
//! A lead's or a subscription's own transaction does not upsert: it appends its count to
//! `funnel_deltas` ([`add_in`]), which no other transaction locks, and [`fold`] moves those rows
//! into `funnel_counts` every few seconds. Readers read `funnel_totals`, both tables at once.

use super::sql::{self, sql};
use super::{Db, StorageError, Tx};
use std::collections::BTreeMap;

pub use site_core::entities::{FunnelStep, NEWSLETTER_FORM};

/// One count's key. Texts are the server's own (bounded) vocabulary, never a visitor's words but
/// for the source, which the server bounds before it gets here.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FunnelKey {
    /// UTC date, `YYYY-MM-DD`.
    pub day: String,
    pub form: &'static str,
    pub lang: &'static str,
    pub source: String,
    pub step: FunnelStep,
    /// The refused field, or a delivery's channel, else `''`.
    pub field: String,
    /// The refusal's message code, else `''`.
    pub code: String,
}

/// Counts by key, merged.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally(pub BTreeMap<FunnelKey, i64>);

impl Tally {
    pub fn add(&mut self, key: FunnelKey, count: i64) {
        *self.0.entry(key).or_default() += count;
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The longest batch written by one statement (7 parameters a row, under SQLite's 32,766).
const ROWS_PER_STATEMENT: usize = 500;

/// Inside a write transaction: adds the tally's counts, as rows of `funnel_deltas` that
/// [`fold`] moves into `funnel_counts` later (a plain insert, so concurrent leads of one day,
/// form and source do not queue on one row's lock).
pub async fn add_in(tx: &mut Tx, tally: &Tally) -> Result<(), StorageError> {
    insert(tx, tally, "INSERT INTO funnel_deltas", "").await
}

/// Inside a write transaction: adds the tally's counts to `funnel_counts` itself.
async fn upsert_in(tx: &mut Tx, tally: &Tally) -> Result<(), StorageError> {
    insert(tx, tally, "INSERT INTO funnel_counts", UPSERT).await
}

/// What makes an insert into `funnel_counts` add to a key's count.
const UPSERT: &str = " ON CONFLICT (day, form, lang, source, step, field, code) \
                      DO UPDATE SET count = funnel_counts.count + excluded.count";

/// The columns of a count's key, in the tables' order.
type KeyColumns<'a> = [&'a str; 7];

async fn insert(tx: &mut Tx, tally: &Tally, into: &str, then: &str) -> Result<(), StorageError> {
    let rows: Vec<(KeyColumns<'_>, i64)> = tally
        .0
        .iter()
        .map(|(key, count)| {
            let columns = [
                key.day.as_str(),
                key.form,
                key.lang,
                key.source.as_str(),
                key.step.as_str(),
                key.field.as_str(),
                key.code.as_str(),
            ];
            (columns, *count)
        })
        .collect();
    insert_rows(tx, &rows, into, then).await
}

async fn insert_rows(
    tx: &mut Tx,
    rows: &[(KeyColumns<'_>, i64)],
    into: &str,
    then: &str,
) -> Result<(), StorageError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let text = format!(
            "{into} (day, form, lang, source, step, field, code, count) VALUES {}{then}",
            sql::values(chunk.len(), 8)
        );
        let mut statement = sql(&text);
        for (columns, count) in chunk {
            for column in columns {
                statement = statement.bind(*column);
            }
            statement = statement.bind(*count);
        }
        tx.execute(statement).await?;
    }
    Ok(())
}

/// Adds the tally's counts in a transaction of their own (the flush of what the server counted
/// in memory).
pub async fn add(db: &Db, tally: &Tally) -> Result<(), StorageError> {
    if tally.is_empty() {
        return Ok(());
    }
    db.write(async {
        let mut tx = db.begin().await?;
        upsert_in(&mut tx, tally).await?;
        tx.commit().await
    })
    .await
}

/// Moves the rows of `funnel_deltas` into `funnel_counts`, in one transaction that deletes the
/// rows it adds: a count is in one table or the other, never both nor neither. Instances folding
/// at once each move a row once: a row another instance deletes first is skipped (PostgreSQL
/// waits on its lock, then finds it gone; SQLite has one writer). How many rows moved.
pub async fn fold(db: &Db) -> Result<u64, StorageError> {
    // A read first: with nothing to fold (most flushes of a quiet site), no write transaction
    // takes SQLite's one writer.
    let any: Option<(String,)> = db
        .fetch_optional(sql("SELECT day FROM funnel_deltas LIMIT 1"))
        .await?;
    if any.is_none() {
        return Ok(0);
    }
    db.write(async {
        let mut tx = db.begin().await?;
        let moved: Vec<CountRow> = tx
            .fetch_all(sql("DELETE FROM funnel_deltas \
                 RETURNING day, form, lang, source, step, field, code, count"))
            .await?;
        if moved.is_empty() {
            return Ok(0);
        }
        // One row per key: PostgreSQL refuses to update one row twice in a statement.
        let mut merged: BTreeMap<KeyColumns<'_>, i64> = BTreeMap::new();
        for row in &moved {
            let columns = [
                row.day.as_str(),
                row.form.as_str(),
                row.lang.as_str(),
                row.source.as_str(),
                row.step.as_str(),
                row.field.as_str(),
                row.code.as_str(),
            ];
            *merged.entry(columns).or_default() += row.count;
        }
        let rows: Vec<(KeyColumns<'_>, i64)> = merged.into_iter().collect();
        insert_rows(&mut tx, &rows, "INSERT INTO funnel_counts", UPSERT).await?;
        tx.commit().await?;
        Ok(moved.len() as u64)
    })
    .await
}

/// One stored count (a row of [`counts`]).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CountRow {
    pub day: String,
    pub form: String,
    pub lang: String,
    pub source: String,
    pub step: String,
    pub field: String,
    pub code: String,
    pub count: i64,
}

/// Every count of the days from `from` to `to` (inclusive, `YYYY-MM-DD`), folded or not, one
/// row per key, in key order.
pub async fn counts(db: &Db, from: &str, to: &str) -> Result<Vec<CountRow>, StorageError> {
    db.fetch_all(
        sql("SELECT day, form, lang, source, step, field, code, \
             CAST(SUM(count) AS BIGINT) AS count FROM funnel_totals \
             WHERE day >= $1 AND day <= $2 \
             GROUP BY day, form, lang, source, step, field, code \
             ORDER BY day, form, lang, source, step, field, code")
        .bind(from)
        .bind(to),
    )
    .await
}

/// Deletes the counts of days before `day`; how many rows went.
pub async fn purge_before(db: &Db, day: &str) -> Result<u64, StorageError> {
    db.write(async {
        let mut tx = db.begin().await?;
        let gone = tx
            .execute(sql("DELETE FROM funnel_counts WHERE day < $1").bind(day))
            .await?
            + tx.execute(sql("DELETE FROM funnel_deltas WHERE day < $1").bind(day))
                .await?;
        tx.commit().await?;
        Ok(gone)
    })
    .await
}

/// One delivered lead message's time to the team (a row of [`delivery_times`]).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct DeliveryRow {
    pub kind: String,
    pub status: String,
    pub created_at: String,
    pub sent_at: Option<String>,
}

/// The outbox messages about leads created from `from` to before `until` (RFC 3339): their
/// channel, status, and when they were created and sent (the report's delivery times).
pub async fn delivery_times(
    db: &Db,
    from: &str,
    until: &str,
) -> Result<Vec<DeliveryRow>, StorageError> {
    db.fetch_all(
        sql(
            "SELECT o.kind, o.status, o.created_at, o.sent_at FROM outbox o \
             JOIN leads l ON l.id = o.lead_id \
             WHERE o.created_at >= $1 AND o.created_at < $2 ORDER BY o.created_at",
        )
        .bind(from)
        .bind(until),
    )
    .await
}

/// The outbox id of the digest of the week whose last day is `week_to`.
pub fn digest_id(week_to: &str) -> String {
    format!("digest-{week_to}")
}

/// Claims the digest of the week whose last day is `week_to` and writes its email to the outbox,
/// in one transaction: `true` for the one caller whose claim succeeded, `false` for every other
/// (another instance, an earlier run), which writes nothing.
pub async fn claim_digest(db: &Db, week_to: &str, now: &str) -> Result<bool, StorageError> {
    let id = digest_id(week_to);
    let notice = serde_json::to_string(&crate::notice::DigestNotice {
        digest_week_to: week_to.to_owned(),
    })
    .map_err(|error| StorageError::Corrupt(error.to_string()))?;
    db.write(async {
        let mut tx = db.begin().await?;
        let claimed = tx
            .execute(
                sql("INSERT INTO digests (id, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING")
                    .bind(id.as_str())
                    .bind(now),
            )
            .await?;
        if claimed == 1 {
            tx.execute(
                sql("INSERT INTO outbox \
                     (id, kind, lead_id, notice, next_attempt_at, retry_since, created_at) \
                     VALUES ($1, 'email', $2, $3, $4, $4, $4)")
                .bind(uuid::Uuid::now_v7().to_string())
                .bind(id.as_str())
                .bind(notice.as_str())
                .bind(now),
            )
            .await?;
        }
        tx.commit().await?;
        Ok(claimed == 1)
    })
    .await
}
