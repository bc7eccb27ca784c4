//! The outbox (docs/decisions/0011-lead-delivery-through-an-outbox.md): messages written with their
//! lead, claimed by delivery workers, marked sent or retried later.
//!
//! A worker claims due messages in one short write (their lease, `claimed_until`, set and their
//! attempt counted), sends them with no transaction open, then records each outcome in another
//! short write. On PostgreSQL the claim locks the rows it picks with `FOR UPDATE SKIP LOCKED`, so
//! concurrent instances pick disjoint messages; on SQLite the single writer serialises claims.
//! A message whose lease ran out (its worker died mid-send) is due again: at least once, and
//! never sent by two live workers at the same time.

use super::sql::sql;
use super::{Db, StorageError, Tx, timestamp};
use crate::funnel::{self, FunnelKey, Tally};
use crate::notice::{Channel, Delivery, Notice};
use futures_util::stream::BoxStream;
use std::time::Duration;
use time::OffsetDateTime;

/// An outbox message's state (`outbox.status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Pending,
    Sent,
    Failed,
}

impl Status {
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Sent => "sent",
            Status::Failed => "failed",
        }
    }
}

/// Inside the lead's write transaction: one message of each of `deliveries` about `notice`.
pub(super) async fn enqueue(
    tx: &mut Tx,
    notice: &Notice,
    deliveries: &[Delivery],
    now: &str,
) -> Result<(), StorageError> {
    enqueue_all(tx, &[(notice, deliveries, now)]).await
}

/// Inside a write transaction: one message of each of `kinds` with `notice` (JSON), about
/// `lead_id` (a lead's or a subscription's id).
pub(super) async fn enqueue_json(
    tx: &mut Tx,
    lead_id: &str,
    notice: &impl serde::Serialize,
    kinds: &[Channel],
    now: &str,
) -> Result<(), StorageError> {
    let notice_json =
        serde_json::to_string(notice).map_err(|error| StorageError::Corrupt(error.to_string()))?;
    for kind in kinds {
        tx.execute(
            sql("INSERT INTO outbox \
                 (id, kind, lead_id, notice, next_attempt_at, retry_since, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $5, $5)")
            .bind(uuid::Uuid::now_v7().to_string())
            .bind(kind.as_str())
            .bind(lead_id)
            .bind(&notice_json)
            .bind(now),
        )
        .await?;
    }
    Ok(())
}

/// Inside a lead's (or a group commit's) transaction: for each `(notice, deliveries, now)`, one
/// message of each of `deliveries` about `notice`, each with its route, all in ONE `INSERT`.
pub(super) async fn enqueue_all(
    tx: &mut Tx,
    messages: &[(&Notice, &[Delivery], &str)],
) -> Result<(), StorageError> {
    let json = |notice: &Notice| {
        serde_json::to_string(notice).map_err(|error| StorageError::Corrupt(error.to_string()))
    };
    let mut rows: Vec<(String, &'static str, &str, String, &str)> = Vec::new();
    for (notice, deliveries, now) in messages {
        let unrouted = json(notice)?;
        for delivery in *deliveries {
            let notice_json = match &delivery.route {
                None => unrouted.clone(),
                Some(route) => json(&Notice {
                    route: Some(route.clone()),
                    ..(*notice).clone()
                })?,
            };
            rows.push((
                uuid::Uuid::now_v7().to_string(),
                delivery.kind.as_str(),
                &notice.lead_id,
                notice_json,
                now,
            ));
        }
    }
    if rows.is_empty() {
        return Ok(());
    }
    let text = format!(
        "INSERT INTO outbox (id, kind, lead_id, notice, next_attempt_at, retry_since, created_at) \
         VALUES {}",
        super::sql::values(rows.len(), 7)
    );
    let mut insert = sql(&text);
    for (id, kind, lead_id, notice, now) in &rows {
        insert = insert
            .bind(id)
            .bind(*kind)
            .bind(*lead_id)
            .bind(notice)
            .bind(*now)
            .bind(*now)
            .bind(*now);
    }
    tx.execute(insert).await?;
    Ok(())
}

/// A message a worker claimed: it owns it until its lease ends (a row of the claim's `RETURNING`).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Claimed {
    pub id: String,
    /// `outbox.kind` as stored (a kind this build does not know is still recorded as failing).
    pub kind: String,
    /// This attempt's number, 1 for the first.
    #[sqlx(rename = "attempts")]
    pub attempt: i64,
    /// `outbox.notice`, the `Notice` as JSON.
    pub notice: String,
}

// Due: pending, its time ($1) come, no live lease, and of a kind the worker can send ($2, $3:
// the kinds, '' for one it cannot).
const DUE: &str = "status = 'pending' AND next_attempt_at <= $1 \
     AND (claimed_until IS NULL OR claimed_until <= $1) AND kind IN ($2, $3)";
// The same claim on both engines but for the row locks: PostgreSQL skips rows another
// instance's claim holds (and then sees their lease); SQLite's one writer never races.
// $4: the lease's end; $5: how many.
const CLAIM_POSTGRES: &str = "UPDATE outbox SET claimed_until = $4, attempts = attempts + 1 \
     WHERE id IN (SELECT id FROM outbox WHERE {DUE} \
     ORDER BY next_attempt_at LIMIT $5 FOR UPDATE SKIP LOCKED) \
     RETURNING id, kind, attempts, notice";
const CLAIM_SQLITE: &str = "UPDATE outbox SET claimed_until = $4, attempts = attempts + 1 \
     WHERE id IN (SELECT id FROM outbox WHERE {DUE} ORDER BY next_attempt_at LIMIT $5) \
     RETURNING id, kind, attempts, notice";

/// The two kinds as the claim binds them.
fn kind_params(kinds: &[Channel]) -> [&'static str; 2] {
    [Channel::Email, Channel::Webhook].map(|kind| {
        if kinds.contains(&kind) {
            kind.as_str()
        } else {
            ""
        }
    })
}

/// Claims up to `batch` due messages of `kinds` for `lease`. It looks first with a read, so an
/// idle outbox costs no write (on SQLite, no turn of the one writer).
pub async fn claim_due(
    db: &Db,
    now: OffsetDateTime,
    lease: Duration,
    batch: u32,
    kinds: &[Channel],
) -> Result<Vec<Claimed>, StorageError> {
    let until = timestamp(now + lease);
    let now = timestamp(now);
    let [email, webhook] = kind_params(kinds);
    let look = format!("SELECT id FROM outbox WHERE {DUE} LIMIT 1");
    let any: Option<(String,)> = db
        .fetch_optional(sql(&look).bind(&now).bind(email).bind(webhook))
        .await?;
    if any.is_none() {
        return Ok(Vec::new());
    }
    db.write(async {
        let mut tx = db.begin().await?;
        let claim = match &tx {
            Tx::Sqlite(_) => CLAIM_SQLITE,
            Tx::Postgres(_) => CLAIM_POSTGRES,
        }
        .replace("{DUE}", DUE);
        let claimed: Vec<Claimed> = tx
            .fetch_all(
                sql(&claim)
                    .bind(&now)
                    .bind(email)
                    .bind(webhook)
                    .bind(&until)
                    .bind(i64::from(batch)),
            )
            .await?;
        tx.commit().await?;
        Ok(claimed)
    })
    .await
}

/// Records delivered messages, all in one transaction, with the funnel's `delivered` count of
/// each lead message (its key) that this record moved to `sent`: a message sent twice (its lease
/// ran out while it was being sent) is counted once, as it is stored once.
pub async fn record_sent(
    db: &Db,
    sent: &[(&str, Option<FunnelKey>)],
    now: OffsetDateTime,
) -> Result<(), StorageError> {
    let now = timestamp(now);
    db.write(async {
        let mut tx = db.begin().await?;
        let mut delivered = Tally::default();
        for (id, key) in sent {
            let changed = tx
                .execute(
                    sql(
                        "UPDATE outbox SET status = 'sent', sent_at = $2, claimed_until = NULL, \
                         last_error = NULL WHERE id = $1 AND status = 'pending'",
                    )
                    .bind(*id)
                    .bind(&now),
                )
                .await?;
            if let (1, Some(key)) = (changed, key) {
                delivered.add(key.clone(), 1);
            }
        }
        funnel::add_in(&mut tx, &delivered).await?;
        tx.commit().await
    })
    .await
}

/// Records a failed attempt: the message is due again at `next_at`, or `failed` when it has been
/// failing since before `give_up_before`. Its new status.
pub async fn record_failure(
    db: &Db,
    id: &str,
    error: &str,
    next_at: OffsetDateTime,
    give_up_before: OffsetDateTime,
) -> Result<Option<Status>, StorageError> {
    let next_at = timestamp(next_at);
    let cutoff = timestamp(give_up_before);
    db.write(async {
        let mut tx = db.begin().await?;
        let status: Option<(String,)> = tx
            .fetch_optional(
                sql("UPDATE outbox SET claimed_until = NULL, last_error = $2, \
                     next_attempt_at = $3, \
                     status = CASE WHEN retry_since <= $4 THEN 'failed' ELSE 'pending' END \
                     WHERE id = $1 AND status = 'pending' RETURNING status")
                .bind(id)
                .bind(error)
                .bind(&next_at)
                .bind(&cutoff),
            )
            .await?;
        tx.commit().await?;
        Ok(status.map(|(status,)| {
            if status == Status::Failed.as_str() {
                Status::Failed
            } else {
                Status::Pending
            }
        }))
    })
    .await
}

/// One message as `server outbox list` shows it (a row of [`list`]'s query).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Listed {
    pub id: String,
    pub kind: String,
    pub status: String,
    pub attempts: i64,
    pub lead_id: String,
    pub created_at: String,
    pub next_attempt_at: String,
    pub sent_at: Option<String>,
    pub last_error: Option<String>,
}

/// The messages (of `status`, or all), oldest first, streamed.
pub fn list(db: &Db, status: Option<Status>) -> BoxStream<'_, Result<Listed, StorageError>> {
    db.fetch::<Listed>(
        sql(
            "SELECT id, kind, status, attempts, lead_id, created_at, next_attempt_at, sent_at, \
             last_error FROM outbox WHERE ($1 = '' OR status = $1) ORDER BY created_at, id",
        )
        .bind(status.map_or("", Status::as_str)),
    )
}

/// What `server outbox retry` makes pending again.
#[derive(Debug, Clone, Copy)]
pub enum RetryTarget<'a> {
    /// One message: a failed one, or a pending one no live worker holds (sent at once).
    One(&'a str),
    /// Every failed message.
    Failed,
}

/// Makes messages due now with a fresh schedule (attempts and the give-up clock restart);
/// how many.
pub async fn retry(
    db: &Db,
    target: RetryTarget<'_>,
    now: OffsetDateTime,
) -> Result<u64, StorageError> {
    let now = timestamp(now);
    const SET: &str = "UPDATE outbox SET status = 'pending', attempts = 0, \
                       next_attempt_at = $1, retry_since = $1, claimed_until = NULL";
    let (statement, id) = match target {
        RetryTarget::Failed => (format!("{SET} WHERE status = 'failed'"), None),
        RetryTarget::One(id) => (
            format!(
                "{SET} WHERE id = $2 AND (status = 'failed' OR (status = 'pending' \
                 AND (claimed_until IS NULL OR claimed_until <= $1)))"
            ),
            Some(id),
        ),
    };
    db.write(async {
        let mut tx = db.begin().await?;
        let mut update = sql(&statement).bind(&now);
        if let Some(id) = id {
            update = update.bind(id);
        }
        let changed = tx.execute(update).await?;
        tx.commit().await?;
        Ok(changed)
    })
    .await
}

/// The outbox's figures for the metrics (docs/operating.md#health-and-metrics).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Stats {
    pub pending: i64,
    pub failed: i64,
    /// How long the oldest pending message has waited (zero when none waits).
    pub oldest_pending_age: Duration,
}

pub async fn stats(db: &Db, now: OffsetDateTime) -> Result<Stats, StorageError> {
    #[derive(Debug, sqlx::FromRow)]
    struct Counts {
        pending: i64,
        failed: i64,
        /// The oldest pending message's `created_at`.
        oldest: Option<String>,
    }
    let Counts {
        pending,
        failed,
        oldest,
    } = db
        .fetch_one(sql("SELECT \
             CAST(COALESCE(SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0) AS BIGINT) \
             AS pending, \
             CAST(COALESCE(SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0) AS BIGINT) \
             AS failed, \
             MIN(CASE WHEN status = 'pending' THEN created_at END) AS oldest \
             FROM outbox WHERE status <> 'sent'"))
        .await?;
    let oldest_pending_age = oldest
        .and_then(|at| {
            OffsetDateTime::parse(&at, &time::format_description::well_known::Rfc3339).ok()
        })
        .map_or(Duration::ZERO, |at| {
            Duration::try_from(now - at).unwrap_or(Duration::ZERO)
        });
    Ok(Stats {
        pending,
        failed,
        oldest_pending_age,
    })
}
