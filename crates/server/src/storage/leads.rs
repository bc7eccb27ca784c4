//! Storing leads and newsletter subscribers, with `Idempotency-Key` replay.
//!
//! Each write is one short transaction. With a key, the transaction first claims
//! `(key, route)` in `idempotency` together with the answer it is about to give; a repeat finds
//! the claim and replays that answer, storing nothing. The claim and the row commit together, so
//! an answered 201 is always backed by its row, and a crash before commit leaves neither.

use super::sql::sql;
use super::{Db, StorageError, Tx, now_utc, timestamp};
use futures_util::TryStreamExt;
use futures_util::stream::BoxStream;
use serde::Serialize;
use site_core::entities::{Created, Envelope, Subscribed};

/// The lead forms, as stored in `leads.form` (described in core).
pub use site_core::lead_forms::FormKind;

/// A lead to store: the request as JSON and whether the visitor ticked the updates box.
#[derive(Debug, Clone)]
pub struct NewLead {
    pub form: FormKind,
    pub payload: serde_json::Value,
    pub wants_updates: bool,
}

/// An answer as given (and replayed): status and JSON body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub status: u16,
    pub body: String,
}

impl Answer {
    fn json<T: Serialize>(status: u16, data: T) -> Self {
        let body = serde_json::to_string(&Envelope::new(data)).unwrap_or_else(|_| "{}".to_owned());
        Self { status, body }
    }
}

/// An `Idempotency-Key` and the route it was sent to.
#[derive(Debug, Clone)]
pub struct IdempotencyKey {
    pub key: String,
    pub route: String,
}

/// A new lead id: time-ordered, unguessable.
pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// The answer a stored lead gets, also given to a honeypot hit (storing nothing).
pub fn created_answer(id: String) -> Answer {
    Answer::json(201, Created { id })
}

const CLAIM: &str = "INSERT INTO idempotency (key, route, status, body, created_at) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING";
const REPLAY: &str = "SELECT status, body FROM idempotency WHERE key = $1 AND route = $2";

/// Inside a write transaction: claims `key` with `answer`, the answer about to be given
/// (`None`), or finds the claim of the first request with that key and gives its answer back
/// (`Some`).
async fn claim_or_replay(
    tx: &mut Tx,
    key: &IdempotencyKey,
    answer: &Answer,
    now: &str,
) -> Result<Option<Answer>, StorageError> {
    let claimed = tx
        .execute(
            sql(CLAIM)
                .bind(&key.key)
                .bind(&key.route)
                .bind(i64::from(answer.status))
                .bind(&answer.body)
                .bind(now),
        )
        .await?;
    if claimed > 0 {
        return Ok(None);
    }
    let (status, body): (i64, String) = tx
        .fetch_one(sql(REPLAY).bind(&key.key).bind(&key.route))
        .await?;
    Ok(Some(Answer {
        status: u16::try_from(status).unwrap_or(500),
        body,
    }))
}

/// Stores a lead and answers 201 with its id, or replays the first answer for a repeated key.
/// The 201 is returned only once the row and its claim are committed.
pub async fn insert_lead(
    db: &Db,
    lead: &NewLead,
    key: Option<&IdempotencyKey>,
) -> Result<Answer, StorageError> {
    let id = new_id();
    let answer = created_answer(id.clone());
    let now = now_utc();
    let payload = lead.payload.to_string();
    let consent_text = lead
        .wants_updates
        .then_some(site_core::messages::UPDATES_CONSENT);
    let consent_at = lead.wants_updates.then_some(now.as_str());
    db.write(async {
        let mut tx = db.begin().await?;
        if let Some(key) = key
            && let Some(first) = claim_or_replay(&mut tx, key, &answer, &now).await?
        {
            tx.rollback().await?;
            return Ok(first);
        }
        tx.execute(
            sql(
                "INSERT INTO leads (id, form, payload, created_at, consent_text, consent_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&id)
            .bind(lead.form.as_str())
            .bind(&payload)
            .bind(&now)
            .bind(consent_text)
            .bind(consent_at),
        )
        .await?;
        tx.commit().await?;
        Ok(answer)
    })
    .await
}

/// What a subscription did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubscribeOutcome {
    /// 201, or 200 when the address was already subscribed (nothing new stored), or a replay.
    Answered(Answer),
    UnknownNewsletter,
}

/// Subscribes an address to a newsletter; the same address (case-insensitively) twice is stored once.
pub async fn subscribe(
    db: &Db,
    newsletter_id: &str,
    email: &str,
    key: Option<&IdempotencyKey>,
) -> Result<SubscribeOutcome, StorageError> {
    let now = now_utc();
    let email = email.trim();
    let email_key = email.to_lowercase();
    let created = Answer::json(201, Subscribed { subscribed: true });
    db.write(async {
        let mut tx = db.begin().await?;
        let exists: Option<(String,)> = tx
            .fetch_optional(sql("SELECT id FROM newsletters WHERE id = $1").bind(newsletter_id))
            .await?;
        if exists.is_none() {
            tx.rollback().await?;
            return Ok(SubscribeOutcome::UnknownNewsletter);
        }
        if let Some(key) = key
            && let Some(first) = claim_or_replay(&mut tx, key, &created, &now).await?
        {
            tx.rollback().await?;
            return Ok(SubscribeOutcome::Answered(first));
        }
        let inserted = tx
            .execute(
                sql("INSERT INTO subscribers \
                     (newsletter_id, email, email_key, created_at, consent_text) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING")
                .bind(newsletter_id)
                .bind(email)
                .bind(&email_key)
                .bind(&now)
                .bind(site_core::messages::SUBSCRIBED_TEXT),
            )
            .await?;
        if inserted == 0 {
            // Already subscribed: nothing new, and no claim kept for the key either.
            tx.rollback().await?;
            return Ok(SubscribeOutcome::Answered(Answer::json(
                200,
                Subscribed { subscribed: true },
            )));
        }
        tx.commit().await?;
        Ok(SubscribeOutcome::Answered(created))
    })
    .await
}

/// How many leads of a form are stored (tests, health of imports).
pub async fn count_leads(db: &Db, form: FormKind) -> Result<i64, StorageError> {
    count_leads_since(db, form, None).await
}

/// Whether a lead with this id is stored.
pub async fn lead_exists(db: &Db, id: &str) -> Result<bool, StorageError> {
    let found: Option<(String,)> = db
        .fetch_optional(sql("SELECT id FROM leads WHERE id = $1").bind(id))
        .await?;
    Ok(found.is_some())
}

/// The stored text of `since` (none: the empty string, before every stored time).
fn since_text(since: Option<time::OffsetDateTime>) -> String {
    since.map(timestamp).unwrap_or_default()
}

/// How many leads of a form were stored at or after `since`.
pub async fn count_leads_since(
    db: &Db,
    form: FormKind,
    since: Option<time::OffsetDateTime>,
) -> Result<i64, StorageError> {
    let since = since_text(since);
    let (count,): (i64,) = db
        .fetch_one(
            sql("SELECT COUNT(*) FROM leads WHERE form = $1 AND created_at >= $2")
                .bind(form.as_str())
                .bind(&since),
        )
        .await?;
    Ok(count)
}

/// A stored lead, as exported and revalidated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredLead {
    pub id: String,
    /// The request as JSON, as stored.
    pub payload: String,
    pub created_at: String,
    pub consent_text: Option<String>,
    pub consent_at: Option<String>,
}

/// The leads of a form stored at or after `since`, oldest first, streamed.
pub fn leads_since(
    db: &Db,
    form: FormKind,
    since: Option<time::OffsetDateTime>,
) -> BoxStream<'_, Result<StoredLead, StorageError>> {
    type Row = (String, String, String, Option<String>, Option<String>);
    let rows = db.fetch::<Row>(
        sql(
            "SELECT id, payload, created_at, consent_text, consent_at FROM leads \
             WHERE form = $1 AND created_at >= $2 ORDER BY created_at, id",
        )
        .bind(form.as_str())
        .bind(since_text(since)),
    );
    Box::pin(rows.map_ok(
        |(id, payload, created_at, consent_text, consent_at)| StoredLead {
            id,
            payload,
            created_at,
            consent_text,
            consent_at,
        },
    ))
}

/// How many newsletter subscriptions were stored at or after `since`.
pub async fn count_subscribers_since(
    db: &Db,
    since: Option<time::OffsetDateTime>,
) -> Result<i64, StorageError> {
    let (count,): (i64,) = db
        .fetch_one(
            sql("SELECT COUNT(*) FROM subscribers WHERE created_at >= $1").bind(since_text(since)),
        )
        .await?;
    Ok(count)
}

/// A stored subscription (its time is also the time of consent).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSubscriber {
    pub newsletter_id: String,
    pub email: String,
    pub created_at: String,
    pub consent_text: String,
}

/// The subscriptions stored at or after `since`, oldest first, streamed.
pub fn subscribers_since(
    db: &Db,
    since: Option<time::OffsetDateTime>,
) -> BoxStream<'_, Result<StoredSubscriber, StorageError>> {
    let rows = db.fetch::<(String, String, String, String)>(
        sql(
            "SELECT newsletter_id, email, created_at, consent_text FROM subscribers \
             WHERE created_at >= $1 ORDER BY created_at, newsletter_id, email_key",
        )
        .bind(since_text(since)),
    );
    Box::pin(rows.map_ok(
        |(newsletter_id, email, created_at, consent_text)| StoredSubscriber {
            newsletter_id,
            email,
            created_at,
            consent_text,
        },
    ))
}

/// A checked lead from a file (`server leads import`), ready to store.
#[derive(Debug, Clone)]
pub struct ImportedLead {
    pub id: String,
    pub form: FormKind,
    /// The request as JSON, as the site stores it.
    pub payload: String,
    pub created_at: String,
    pub consent_text: Option<String>,
    pub consent_at: Option<String>,
    /// The same row imported twice has the same key and is stored once.
    pub import_key: String,
}

/// What storing imported leads did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImportedCounts {
    pub stored: u64,
    /// Rows whose import key or id was already stored (or appeared earlier in the same import).
    pub already_present: u64,
}

/// Stores imported leads in ONE transaction, skipping those already stored; with `commit` false
/// (a dry run) the transaction is rolled back, so the counts are exact and nothing is written.
/// `on_row` is called after each row (progress).
pub async fn insert_imported(
    db: &Db,
    leads: &[ImportedLead],
    commit: bool,
    mut on_row: impl FnMut(),
) -> Result<ImportedCounts, StorageError> {
    let mut counts = ImportedCounts::default();
    let mut tx = db.begin().await?;
    for lead in leads {
        let inserted = tx
            .execute(
                sql("INSERT INTO leads \
                     (id, form, payload, created_at, consent_text, consent_at, origin, import_key) \
                     VALUES ($1, $2, $3, $4, $5, $6, 'import', $7) ON CONFLICT DO NOTHING")
                .bind(&lead.id)
                .bind(lead.form.as_str())
                .bind(&lead.payload)
                .bind(&lead.created_at)
                .bind(lead.consent_text.as_deref())
                .bind(lead.consent_at.as_deref())
                .bind(&lead.import_key),
            )
            .await?;
        if inserted == 0 {
            counts.already_present += 1;
        } else {
            counts.stored += 1;
        }
        on_row();
    }
    if commit {
        tx.commit().await?;
    } else {
        tx.rollback().await?;
    }
    Ok(counts)
}
