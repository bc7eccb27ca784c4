//! Storing leads, with `Idempotency-Key` replay (`idempotency.rs`; newsletter subscriptions:
//! `subscribers.rs`).
//!
//! Each write is one short transaction (on SQLite, a savepoint in a group commit: see
//! `group_commit.rs`). With a key, the transaction first claims it; the claim and the row commit
//! together, so a lead's answer is always backed by its row, and a crash before commit leaves
//! neither.

use super::sql::{self, sql};
use super::{Db, StorageError, Tx, day_of, outbox, timestamp};
use crate::funnel::{self, FunnelKey, FunnelStep, Tally};
use crate::group_commit::GroupWrite;
use crate::idempotency::{Answer, Claim, KeyedRequest, claim};
use crate::notice::{
    AcknowledgementNotice, Channel, Consent, Delivery, EarlierRequest, Notice, Person,
};
use futures_util::stream::BoxStream;
use site_core::i18n::Lang;

/// The lead forms, as stored in `leads.form` (described in core).
pub use site_core::lead_forms::FormKind;

/// A lead to store: the request as JSON, whether the visitor ticked the updates box, and the
/// language of the page it was sent from (its consent text is the one shown there).
#[derive(Debug, Clone)]
pub struct NewLead {
    /// The lead's id ([`crate::new_id`]), chosen by the caller so that its answer can carry it.
    pub id: String,
    /// The answer the caller gives once the lead is stored, kept with an idempotency key's claim
    /// and replayed for a repeat of its request; storage records it as given.
    pub answer: Answer,
    pub form: FormKind,
    pub payload: serde_json::Value,
    pub wants_updates: bool,
    pub lang: Lang,
    /// The visit's attribution (docs/operating.md#attribution-and-funnel), stored with the lead and in its messages.
    pub attribution: Option<serde_json::Value>,
    /// The funnel's source of the visit, bounded by the server: the `accepted` count is added
    /// under it in the lead's own transaction.
    pub source: String,
    /// The acknowledgement to send the visitor, when the server may (docs/operating.md#answering-leads);
    /// it is written with the lead unless the address got one within the hour.
    pub acknowledge: Option<Acknowledge>,
    /// The id of the person behind the lead (an HMAC of its address), when it has an address.
    pub person_id: Option<String>,
}

/// How many of a person's earlier requests the team's email lists, and counts (core's).
pub const EARLIER_SHOWN: usize = site_core::constants::EARLIER_REQUESTS_SHOWN as usize;
pub const EARLIER_COUNTED: i64 = site_core::constants::EARLIER_REQUESTS_COUNTED as i64;

/// The earlier requests of the address `email_key` (trimmed, lower-cased) stored before
/// `before` (a [`timestamp`]): how many (at most [`EARLIER_COUNTED`]) and the newest
/// [`EARLIER_SHOWN`], newest first. The retention purge and `people erase` take theirs away.
pub async fn earlier_requests(
    db: &Db,
    email_key: &str,
    before: &str,
) -> Result<(i64, Vec<EarlierRequest>), StorageError> {
    // One more than the cap: the lead itself is among the rows read (at `before`).
    let limit = usize::try_from(EARLIER_COUNTED).unwrap_or(usize::MAX) + 1;
    let rows = requests_until(db, email_key, before, limit).await?;
    let complete = rows.len() < limit;
    // Cut short only past the cap, unless leads share the lead's very time: then count what
    // was read.
    Ok(earlier_among(&rows, complete, before)
        .unwrap_or_else(|| earlier_among(&rows, true, before).unwrap_or_default()))
}

/// The newest `limit` requests of the address `email_key` stored at or before `until` (a
/// [`timestamp`]), newest first: [`earlier_among`] reads the earlier requests of several leads of
/// the address from them, so a batch of messages costs one query an address, not one a message.
pub async fn requests_until(
    db: &Db,
    email_key: &str,
    until: &str,
    limit: usize,
) -> Result<Vec<EarlierRequest>, StorageError> {
    let rows: Vec<(String, String, String)> = db
        .fetch_all(
            sql(
                "SELECT id, form, created_at FROM leads WHERE email_key = $1 AND created_at <= $2 \
                 ORDER BY created_at DESC, id DESC LIMIT $3",
            )
            .bind(email_key)
            .bind(until)
            .bind(i64::try_from(limit).unwrap_or(i64::MAX)),
        )
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, form, created_at)| {
            Some(EarlierRequest {
                id,
                form: FormKind::from_name(&form)?,
                created_at,
            })
        })
        .collect())
}

/// What [`earlier_requests`] answers for a lead stored at `created` (a [`timestamp`]), read from
/// `rows`: [`requests_until`]'s answer for the lead's address and a time not before `created`
/// (`complete`: it returned fewer rows than asked, so every request there is). `None` when `rows`
/// were cut short before holding [`EARLIER_COUNTED`] of this lead's: ask [`earlier_requests`].
pub fn earlier_among(
    rows: &[EarlierRequest],
    complete: bool,
    created: &str,
) -> Option<(i64, Vec<EarlierRequest>)> {
    // Newest first, so the lead's earlier requests are the rows from the first older one on.
    let earlier = &rows[rows.partition_point(|row| row.created_at.as_str() >= created)..];
    let count = i64::try_from(earlier.len()).unwrap_or(i64::MAX);
    if !complete && count < EARLIER_COUNTED {
        return None;
    }
    let latest = earlier.iter().take(EARLIER_SHOWN).cloned().collect();
    Some((count.min(EARLIER_COUNTED), latest))
}

/// A payload's address as the site compares addresses (`leads.email_key`).
fn email_key_of(payload: &serde_json::Value) -> Option<String> {
    payload
        .get(crate::people::EMAIL_FIELD)
        .and_then(serde_json::Value::as_str)
        .map(crate::people::address_key)
        .filter(|key| !key.is_empty())
}

/// What a lead's acknowledgement needs besides the lead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acknowledge {
    /// The visitor's address, as typed.
    pub to: String,
    /// The privacy policy's address in the lead's language.
    pub privacy_url: String,
}

/// At most one acknowledgement to one address within this (core's interval for every email
/// to a visitor's address).
pub const ACKNOWLEDGEMENT_INTERVAL: time::Duration =
    time::Duration::minutes(site_core::constants::VISITOR_EMAIL_ADDRESS_INTERVAL_MINUTES as i64);

/// What storing a lead did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeadOutcome {
    /// The lead's own answer (it is stored), or the first answer of its key replayed.
    Answered(Answer),
    /// The key was already used for another form or body: nothing stored.
    KeyReused,
}

/// Stores a lead, with one outbox message of each of `notify` about it (each with its route), and
/// gives back its answer, or replays the first answer for a repeated key (writing no message
/// again). The answer is returned only once the row, its messages and its claim are committed.
///
/// On SQLite the write joins the single writer's next group commit (`group_commit.rs`): the
/// leads waiting then share one `COMMIT`, each in its own savepoint. On PostgreSQL, whose
/// connections write in parallel, it is a transaction of its own.
pub async fn insert_lead(
    db: &Db,
    lead: &NewLead,
    key: Option<&KeyedRequest>,
    notify: &[Delivery],
) -> Result<LeadOutcome, StorageError> {
    let write = LeadWrite::new(lead, key, notify);
    db.write(async {
        match db {
            Db::Sqlite {
                write: pool, leads, ..
            } => leads.submit(pool, write).await,
            Db::Postgres { .. } => {
                let mut tx = db.begin().await?;
                let written = write_lead(&mut tx, &write).await?;
                if written.stored {
                    tx.commit().await?;
                } else {
                    tx.rollback().await?;
                }
                Ok(written.outcome)
            }
        }
    })
    .await
}

/// One lead's write, everything decided before any statement runs (its id, its time, its
/// answer), owned so that the single writer's task can run it.
#[derive(Debug)]
pub(super) struct LeadWrite {
    id: String,
    form: FormKind,
    answer: Answer,
    at: time::OffsetDateTime,
    now: String,
    payload: String,
    attribution: Option<String>,
    consent_text: Option<&'static str>,
    lang: Lang,
    notice: Notice,
    accepted: FunnelKey,
    key: Option<KeyedRequest>,
    notify: Vec<Delivery>,
    /// The acknowledgement and its address's key, when one may go.
    acknowledgement: Option<(String, AcknowledgementNotice)>,
    /// An hour before `now` ([`timestamp`]).
    hour_ago: String,
    /// The address as compared (`leads.email_key`).
    email_key: Option<String>,
}

impl LeadWrite {
    fn new(lead: &NewLead, key: Option<&KeyedRequest>, notify: &[Delivery]) -> Self {
        let id = lead.id.clone();
        let at = time::OffsetDateTime::now_utc();
        // The box's text as the visitor read it, in their language (the consent as shown).
        let consent_text = lead
            .wants_updates
            .then_some(site_core::messages::UPDATES_CONSENT.text(lead.lang));
        let notice = Notice {
            lead_id: id.clone(),
            form: lead.form,
            created_at: at,
            lang: lead.lang,
            payload: lead.payload.clone(),
            consent: consent_text.map(|text| Consent {
                text: text.to_owned(),
                at,
            }),
            attribution: lead.attribution.clone(),
            source: lead.source.clone(),
            person: lead.person_id.clone().map(|id| Person {
                id,
                ..Person::default()
            }),
            route: None,
        };
        let accepted = FunnelKey {
            day: day_of(at),
            form: lead.form.as_str(),
            lang: lead.lang.as_str(),
            source: lead.source.clone(),
            step: FunnelStep::Accepted,
            field: String::new(),
            code: String::new(),
        };
        let acknowledgement = lead.acknowledge.as_ref().map(|ack| {
            (
                crate::people::address_key(&ack.to),
                AcknowledgementNotice {
                    acknowledge_to: ack.to.trim().to_owned(),
                    lead_id: id.clone(),
                    form: lead.form,
                    created_at: at,
                    lang: lead.lang,
                    privacy_url: ack.privacy_url.clone(),
                },
            )
        });
        Self {
            answer: lead.answer.clone(),
            acknowledgement,
            hour_ago: timestamp(at - ACKNOWLEDGEMENT_INTERVAL),
            email_key: email_key_of(&lead.payload),
            id,
            form: lead.form,
            at,
            now: timestamp(at),
            payload: lead.payload.to_string(),
            attribution: lead.attribution.as_ref().map(ToString::to_string),
            consent_text,
            lang: lead.lang,
            notice,
            accepted,
            key: key.cloned(),
            notify: notify.to_vec(),
        }
    }
}

/// What a lead's statements did inside their transaction.
#[derive(Debug)]
struct Written {
    /// The answer to give once the transaction commits.
    pub outcome: LeadOutcome,
    /// Whether rows were written (a new lead); a replay or a reused key writes nothing.
    pub stored: bool,
}

/// Inside a write transaction: claims the key (if any), then stores the lead and its messages.
/// Nothing is committed here; on an error the caller rolls back everything this wrote.
async fn write_lead(tx: &mut Tx, write: &LeadWrite) -> Result<Written, StorageError> {
    if let Some(key) = &write.key {
        let unstored = |outcome| Written {
            outcome,
            stored: false,
        };
        match claim(tx, key, &write.answer, write.at).await? {
            Claim::Claimed => {}
            Claim::Replay(first) => return Ok(unstored(LeadOutcome::Answered(first))),
            Claim::Reused => return Ok(unstored(LeadOutcome::KeyReused)),
        }
    }
    let consent_at = write.consent_text.map(|_| write.now.as_str());
    tx.execute(
        sql(
            "INSERT INTO leads (id, form, payload, created_at, consent_text, consent_at, lang, \
             attribution, email_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&write.id)
        .bind(write.form.as_str())
        .bind(&write.payload)
        .bind(&write.now)
        .bind(write.consent_text)
        .bind(consent_at)
        .bind(write.lang.as_str())
        .bind(write.attribution.as_deref())
        .bind(write.email_key.as_deref()),
    )
    .await?;
    outbox::enqueue(tx, &write.notice, &write.notify, &write.now).await?;
    let mut settled = held_back(tx, &[write]).await?;
    acknowledge(tx, write, &mut settled).await?;
    let mut accepted = Tally::default();
    accepted.add(write.accepted.clone(), 1);
    funnel::add_in(tx, &accepted).await?;
    Ok(Written {
        outcome: LeadOutcome::Answered(write.answer.clone()),
        stored: true,
    })
}

/// The group commit (`group_commit.rs`, a layer below) writes leads with these: it is given the
/// write functions rather than calling this module, which uses the database handle that holds
/// the group commit (no circle, ARCHITECTURE.md, "The layers").
impl GroupWrite for LeadWrite {
    type Outcome = LeadOutcome;

    fn write_all<'a>(
        tx: &'a mut Tx,
        writes: &'a [&'a Self],
    ) -> impl Future<Output = Result<Vec<LeadOutcome>, StorageError>> + Send + 'a {
        write_leads(tx, writes)
    }

    async fn write_one(tx: &mut Tx, write: &Self) -> Result<LeadOutcome, StorageError> {
        write_lead(tx, write).await.map(|written| written.outcome)
    }
}

/// Inside a write transaction: the writes of a group commit at once. Each key is claimed in
/// turn (so a key repeated within `writes` replays its first use), then every new lead is
/// stored by ONE `INSERT` and their messages by another: two statements for the batch instead
/// of two for each lead. Any error leaves the caller to undo all of it (the statements are not
/// split per write); `group_commit.rs` then runs the writes one by one, each in a savepoint.
async fn write_leads(tx: &mut Tx, writes: &[&LeadWrite]) -> Result<Vec<LeadOutcome>, StorageError> {
    let mut outcomes = Vec::with_capacity(writes.len());
    let mut stored: Vec<&LeadWrite> = Vec::with_capacity(writes.len());
    for write in writes {
        let outcome = match &write.key {
            None => Claim::Claimed,
            Some(key) => claim(tx, key, &write.answer, write.at).await?,
        };
        outcomes.push(match outcome {
            Claim::Claimed => {
                stored.push(write);
                LeadOutcome::Answered(write.answer.clone())
            }
            Claim::Replay(first) => LeadOutcome::Answered(first),
            Claim::Reused => LeadOutcome::KeyReused,
        });
    }
    if stored.is_empty() {
        return Ok(outcomes);
    }
    const COLUMNS: usize = 9;
    let text = format!(
        "INSERT INTO leads (id, form, payload, created_at, consent_text, consent_at, lang, \
         attribution, email_key) VALUES {}",
        sql::values(stored.len(), COLUMNS)
    );
    let mut insert = sql(&text);
    for write in &stored {
        insert = insert
            .bind(&write.id)
            .bind(write.form.as_str())
            .bind(&write.payload)
            .bind(&write.now)
            .bind(write.consent_text)
            .bind(write.consent_text.map(|_| write.now.as_str()))
            .bind(write.lang.as_str())
            .bind(write.attribution.as_deref())
            .bind(write.email_key.as_deref());
    }
    tx.execute(insert).await?;
    let mut accepted = Tally::default();
    for write in &stored {
        accepted.add(write.accepted.clone(), 1);
    }
    funnel::add_in(tx, &accepted).await?;
    let messages: Vec<(&Notice, &[Delivery], &str)> = stored
        .iter()
        .map(|write| (&write.notice, write.notify.as_slice(), write.now.as_str()))
        .collect();
    outbox::enqueue_all(tx, &messages).await?;
    // The batch's addresses acknowledged within the hour, read at once: each address then costs
    // at most one claim, not a statement per lead (a busy address sends many in one batch).
    let mut settled = held_back(tx, &stored).await?;
    for write in &stored {
        acknowledge(tx, write, &mut settled).await?;
    }
    Ok(outcomes)
}

/// Inside the leads' transaction: the addresses of `writes` acknowledged within the hour (the
/// latest of their hours: one read for them all).
async fn held_back(
    tx: &mut Tx,
    writes: &[&LeadWrite],
) -> Result<std::collections::HashSet<String>, StorageError> {
    let hour_ago = writes.iter().map(|write| write.hour_ago.as_str()).max();
    let addresses: Vec<&str> = writes
        .iter()
        .filter_map(|write| Some(write.acknowledgement.as_ref()?.0.as_str()))
        .collect();
    crate::acknowledgements::held_back(tx, &addresses, hour_ago.unwrap_or_default()).await
}

/// Inside the lead's transaction: its acknowledgement written to the outbox, unless there is none
/// to send or its address is `settled` (held back, or decided by an earlier lead of the same
/// transaction), which it then is.
async fn acknowledge(
    tx: &mut Tx,
    write: &LeadWrite,
    settled: &mut std::collections::HashSet<String>,
) -> Result<(), StorageError> {
    let Some((email_key, notice)) = &write.acknowledgement else {
        return Ok(());
    };
    if !settled.insert(email_key.clone()) {
        return Ok(());
    }
    if crate::acknowledgements::claim(tx, email_key, &write.now, &write.hour_ago).await? {
        outbox::enqueue_json(tx, &write.id, notice, &[Channel::Email], &write.now).await?;
    }
    Ok(())
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

/// A stored lead, as exported and revalidated (a row of [`leads_since`]'s query).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct StoredLead {
    pub id: String,
    /// The request as JSON, as stored.
    pub payload: String,
    pub created_at: String,
    pub consent_text: Option<String>,
    pub consent_at: Option<String>,
    /// `en` or `fr`: the visitor's language (`en` for leads stored before it was recorded).
    pub lang: String,
    /// The visit's attribution as JSON (docs/operating.md#attribution-and-funnel), if it was sent.
    pub attribution: Option<String>,
}

/// The leads of a form stored at or after `since`, oldest first, streamed.
pub fn leads_since(
    db: &Db,
    form: FormKind,
    since: Option<time::OffsetDateTime>,
) -> BoxStream<'_, Result<StoredLead, StorageError>> {
    db.fetch::<StoredLead>(
        sql(
            "SELECT id, payload, created_at, consent_text, consent_at, lang, attribution \
             FROM leads WHERE form = $1 AND created_at >= $2 ORDER BY created_at, id",
        )
        .bind(form.as_str())
        .bind(since_text(since)),
    )
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
    /// The visitor's language.
    pub lang: Lang,
    /// The visit's attribution as JSON (docs/operating.md#attribution-and-funnel), if the file gave one.
    pub attribution: Option<String>,
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
                sql(
                    "INSERT INTO leads (id, form, payload, created_at, consent_text, \
                     consent_at, origin, import_key, lang, attribution, email_key) \
                     VALUES ($1, $2, $3, $4, $5, $6, 'import', $7, $8, $9, $10) \
                     ON CONFLICT DO NOTHING",
                )
                .bind(&lead.id)
                .bind(lead.form.as_str())
                .bind(&lead.payload)
                .bind(&lead.created_at)
                .bind(lead.consent_text.as_deref())
                .bind(lead.consent_at.as_deref())
                .bind(&lead.import_key)
                .bind(lead.lang.as_str())
                .bind(lead.attribution.as_deref())
                .bind(
                    serde_json::from_str(&lead.payload)
                        .ok()
                        .as_ref()
                        .and_then(email_key_of)
                        .as_deref(),
                ),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` requests, newest first, a second apart, the newest at second `n`.
    fn rows(n: usize) -> Vec<EarlierRequest> {
        (1..=n)
            .rev()
            .map(|second| EarlierRequest {
                id: format!("lead-{second}"),
                form: FormKind::Help,
                created_at: at(second),
            })
            .collect()
    }

    /// As stored: `second` seconds into a day.
    fn at(second: usize) -> String {
        let second = i64::try_from(second).expect("small");
        timestamp(time::macros::datetime!(2026-11-29 00:00 UTC) + time::Duration::seconds(second))
    }

    #[test]
    fn a_leads_earlier_requests_are_read_from_its_addresss_rows() {
        let all = rows(8);
        // The lead of second 6: the five newest of the five before it.
        let (count, latest) = earlier_among(&all, true, &at(6)).expect("complete");
        assert_eq!(count, 5);
        let ids: Vec<&str> = latest.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["lead-5", "lead-4", "lead-3", "lead-2", "lead-1"]);
        assert_eq!(earlier_among(&all, true, &at(1)), Some((0, Vec::new())));
        // Rows cut short (older ones not read) cannot count what they do not hold...
        assert_eq!(earlier_among(&all, false, &at(6)), None);
    }

    #[test]
    fn rows_cut_short_still_answer_once_they_hold_the_cap() {
        let cap = usize::try_from(EARLIER_COUNTED).expect("small");
        let all = rows(cap + 3);
        let (count, latest) = earlier_among(&all, false, &at(cap + 2)).expect("the cap is there");
        assert_eq!(count, EARLIER_COUNTED);
        assert_eq!(latest.len(), EARLIER_SHOWN);
        assert_eq!(earlier_among(&all, false, &at(cap)), None);
    }
}
