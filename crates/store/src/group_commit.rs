//! Group commit: SQLite's single writer stores the leads waiting for it in ONE transaction.
//!
//! A SQLite commit in WAL mode costs a write of the log and, with `synchronous=NORMAL`, no sync,
//! but it is still the most expensive step of a post, and the single writer makes posts wait for
//! each other's commits in turn. So lead writes go to a queue; one task takes everything waiting
//! (up to [`BATCH_MAX`]), opens one `BEGIN IMMEDIATE`, stores them all (their keys claimed in
//! turn, then one `INSERT` for the leads and one for their messages) and sends one `COMMIT` for
//! all of them. Only after that `COMMIT` succeeded does any waiter
//! get its answer, so every 201 is backed by its committed row and idempotency claim.
//!
//! - A statement refused for a reason other than a storage fault (a constraint, a bad value)
//!   undoes the batch's statements (a savepoint), which then run again one write at a time, each
//!   in its own savepoint: the refused write is answered with its error, the others are stored.
//! - A storage fault in any statement, or a failed `COMMIT`, ends the whole transaction: its
//!   connection is closed (see `write.rs`, which says why) and every waiter of
//!   the batch is answered with the fault (a 503), none with a 201.
//! - The writes of one batch run in order, so two posts with the same `Idempotency-Key` in one
//!   batch behave as two in a row: the second finds the first's claim and replays its answer.
//! - The task, not the request, runs the writes: a client gone or a caller's deadline passed
//!   drops only the waiting, never half a transaction. A write whose waiter is already gone
//!   when the batch is taken is skipped (its answer was never sent, so storing it is not owed).
//!   A batch that outlives [`WRITE_DEADLINE`] is dropped whole: connection closed, nothing kept.
//!
//! The writer takes its connection from the write pool for each batch and gives it back, so
//! the site's other writes (subscriptions, outbox, imports) still queue in the pool as before.
//! Batches form by themselves: while one commits, the next posts queue, and the next batch is
//! everything that arrived meanwhile; no write waits for company.
//!
//! The group commit is of the engine layer (ARCHITECTURE.md, "The layers"): the database handle
//! (`db.rs`) holds it, so it knows no query. The lead write (`leads.rs`, a query module) gives it
//! its two ways of writing through [`GroupWrite`]; it used to call `leads.rs` itself, which made
//! a circle: leads -> the database handle -> the group commit -> leads.

use crate::error::StorageError;
use crate::limits::WRITE_DEADLINE;
use crate::write::{Tx, WriteTx};
use sqlx::SqlitePool;
use std::any::Any;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use tokio::sync::{mpsc, oneshot};

/// A kind of write the group commit runs: the lead write (`leads.rs`).
pub(crate) trait GroupWrite: Send + Sync + 'static {
    /// A write's own answer.
    type Outcome: Send + 'static;
    /// All of a batch's writes together, inside a savepoint the group commit opened: `Err`
    /// when any statement was refused (the group commit then runs them one by one).
    fn write_all<'a>(
        tx: &'a mut Tx,
        writes: &'a [&'a Self],
    ) -> impl Future<Output = Result<Vec<Self::Outcome>, StorageError>> + Send + 'a;
    /// One write, inside its own savepoint.
    fn write_one<'a>(
        tx: &'a mut Tx,
        write: &'a Self,
    ) -> impl Future<Output = Result<Self::Outcome, StorageError>> + Send + 'a;
}

/// The most lead writes one transaction holds (bounds a batch's time and its undo log).
pub const BATCH_MAX: usize = 64;
/// Writes that may wait for the writer; past this, posting waits for room (under its deadline).
const QUEUE_CAPACITY: usize = 1024;

/// One queued write and where its answer goes.
struct Job<W: GroupWrite> {
    write: W,
    answer: oneshot::Sender<Result<W::Outcome, StorageError>>,
}

/// The queue to SQLite's lead writer; the writer task starts with the first write.
#[derive(Default)]
pub struct GroupCommit {
    /// The writer's queue, an `mpsc::Sender<Job<W>>` of the one kind of write committed in
    /// groups (the leads), set by the first write: held without its type, which is a query's.
    jobs: OnceLock<Box<dyn Any + Send + Sync>>,
    counts: Arc<BatchCounts>,
}

impl std::fmt::Debug for GroupCommit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GroupCommit")
            .field("started", &self.jobs.get().is_some())
            .field("counts", &self.counts)
            .finish()
    }
}

/// How the group commits went since the database was opened.
#[derive(Debug, Default)]
pub struct BatchCounts {
    /// Transactions the writer committed or tried to.
    batches: AtomicU64,
    /// Writes run in them.
    writes: AtomicU64,
    /// The most writes one transaction held.
    largest: AtomicU64,
}

/// A copy of [`BatchCounts`] at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BatchFigures {
    pub batches: u64,
    pub writes: u64,
    pub largest: u64,
}

impl BatchCounts {
    fn record(&self, size: usize) {
        let size = size as u64;
        self.batches.fetch_add(1, Ordering::Relaxed);
        self.writes.fetch_add(size, Ordering::Relaxed);
        self.largest.fetch_max(size, Ordering::Relaxed);
    }

    fn figures(&self) -> BatchFigures {
        BatchFigures {
            batches: self.batches.load(Ordering::Relaxed),
            writes: self.writes.load(Ordering::Relaxed),
            largest: self.largest.load(Ordering::Relaxed),
        }
    }
}

impl GroupCommit {
    /// Queues `write` for the writer on `pool` and waits for its answer, given after the
    /// transaction holding it committed (or failed).
    pub(crate) async fn submit<W: GroupWrite>(
        &self,
        pool: &SqlitePool,
        write: W,
    ) -> Result<W::Outcome, StorageError> {
        let jobs = self.jobs.get_or_init(|| {
            let (sender, receiver) = mpsc::channel::<Job<W>>(QUEUE_CAPACITY);
            tokio::spawn(run(pool.clone(), receiver, self.counts.clone()));
            Box::new(sender)
        });
        // Only the leads are committed in groups, so the queue is always theirs; another kind
        // of write would find no writer of its own.
        let Some(jobs) = jobs.downcast_ref::<mpsc::Sender<Job<W>>>() else {
            return Err(writer_gone());
        };
        let (answer, answered) = oneshot::channel();
        jobs.send(Job { write, answer })
            .await
            .map_err(|_| writer_gone())?;
        answered.await.map_err(|_| writer_gone())?
    }

    /// How the group commits went so far.
    pub fn figures(&self) -> BatchFigures {
        self.counts.figures()
    }
}

/// The writer task stopped (its runtime shut down): the write was not stored.
fn writer_gone() -> StorageError {
    StorageError::Unavailable(sqlx::Error::WorkerCrashed)
}

/// The writer: takes what is waiting, commits it as one transaction, answers, again; ends when
/// every sender is gone.
async fn run<W: GroupWrite>(
    pool: SqlitePool,
    mut jobs: mpsc::Receiver<Job<W>>,
    counts: Arc<BatchCounts>,
) {
    let mut batch = Vec::with_capacity(BATCH_MAX);
    while jobs.recv_many(&mut batch, BATCH_MAX).await > 0 {
        // A waiter already gone (client away, deadline passed) was never answered: skip it.
        batch.retain(|job: &Job<W>| !job.answer.is_closed());
        if batch.is_empty() {
            continue;
        }
        counts.record(batch.len());
        let writes: Vec<&W> = batch.iter().map(|job| &job.write).collect();
        let outcomes = tokio::time::timeout(WRITE_DEADLINE, commit(&pool, &writes))
            .await
            .unwrap_or(Err(StorageError::TimedOut));
        match outcomes {
            Ok(outcomes) => {
                for (job, outcome) in batch.drain(..).zip(outcomes) {
                    let _ = job.answer.send(outcome);
                }
            }
            Err(error) => {
                tracing::warn!(%error, writes = batch.len(), "a group commit failed: nothing of it stored");
                for job in batch.drain(..) {
                    let _ = job.answer.send(Err(error.for_another_waiter()));
                }
            }
        }
    }
}

/// Runs `writes` in one transaction and commits. `Ok` (each write's own outcome, in order)
/// only when the `COMMIT` succeeded; `Err` when the transaction as a whole failed, with its
/// connection closed and nothing of it kept.
///
/// First all together ([`GroupWrite::write_all`]; the leads': one `INSERT` for the leads, one
/// for their messages), inside a savepoint; should a statement be refused, that savepoint is rolled back and the
/// writes run again one by one, each in its own savepoint, so only the refused one fails.
async fn commit<W: GroupWrite>(
    pool: &SqlitePool,
    writes: &[&W],
) -> Result<Vec<Result<W::Outcome, StorageError>>, StorageError> {
    let mut tx = Tx::Sqlite(WriteTx::begin(pool).await?);
    tx = tx.control("SAVEPOINT batch").await?;
    let outcomes = match W::write_all(&mut tx, writes).await {
        Ok(outcomes) => {
            tx = tx.control("RELEASE batch").await?;
            outcomes.into_iter().map(Ok).collect()
        }
        // SQLite may have rolled the whole transaction back by itself (a full disk, an I/O
        // error): nothing in it can be trusted, so none of it is committed.
        Err(error) if error.is_unavailable() => return Err(error),
        Err(_) => {
            tx = tx.control("ROLLBACK TO batch; RELEASE batch").await?;
            let outcomes;
            (tx, outcomes) = one_by_one(tx, writes).await?;
            outcomes
        }
    };
    tx.commit().await?;
    Ok(outcomes)
}

/// Each write in its own savepoint: one refused is rolled back alone and answered its error.
async fn one_by_one<W: GroupWrite>(
    mut tx: Tx,
    writes: &[&W],
) -> Result<(Tx, Vec<Result<W::Outcome, StorageError>>), StorageError> {
    let mut outcomes = Vec::with_capacity(writes.len());
    for write in writes {
        tx = tx.control("SAVEPOINT lead").await?;
        match W::write_one(&mut tx, write).await {
            Ok(outcome) => {
                tx = tx.control("RELEASE lead").await?;
                outcomes.push(Ok(outcome));
            }
            Err(error) if error.is_unavailable() => return Err(error),
            Err(error) => {
                tx = tx.control("ROLLBACK TO lead; RELEASE lead").await?;
                outcomes.push(Err(error));
            }
        }
    }
    Ok((tx, outcomes))
}
