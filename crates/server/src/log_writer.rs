//! The served site's log writer: a request's thread appends its line to a buffer in memory, and
//! a thread of the writer's own writes what has gathered to standard error, in one system call
//! where a line each would have taken many (docs/operating.md#logs). The access log's line per
//! request is the reason: written directly, its `write` was a fifth of a cached GET's cost.
//!
//! Nothing is lost on a busy server: once [`BUFFER_LIMIT`] bytes wait to be written, a new line
//! waits for room (its thread blocks, as a line written directly would have). Nothing is lost
//! when the server stops: dropping the [`Guard`] (at the end of `main`) writes what is left, and
//! a line logged after that is written directly. A batch whose write fails (a full disk, a
//! closed pipe) is counted, line by line, in [`dropped_lines`] (`site_log_lines_dropped_total`
//! in `/metrics`), and the writer goes on with the next. A `kill -9` loses what had not been
//! written yet: the lines of the last moment, about [`GATHER`] of them, never more than [`BUFFER_LIMIT`] bytes.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::thread::JoinHandle;
use tracing_subscriber::fmt::MakeWriter;

/// The most bytes waiting to be written before a new line waits for room.
pub const BUFFER_LIMIT: usize = 1 << 20;

/// How long the writer waits, once a line has arrived, for more to write with it: how late a
/// line may reach the file.
const GATHER: std::time::Duration = std::time::Duration::from_millis(5);

static DROPPED_LINES: AtomicU64 = AtomicU64::new(0);

/// Lines whose write failed since the process started.
pub fn dropped_lines() -> u64 {
    DROPPED_LINES.load(Ordering::Relaxed)
}

/// The form of the log's lines (`SITE_LOG_FORMAT`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// The served site's writer and the form of its lines, for a line made by hand (the access
/// log's): installed by `telemetry::init` when the writer starts.
static INSTALLED: OnceLock<(LogWriter, Format)> = OnceLock::new();

/// Makes `writer` the one [`installed`] answers with.
pub fn install(writer: LogWriter, format: Format) {
    let _ = INSTALLED.set((writer, format));
}

/// The served site's writer and its lines' form, once started.
pub fn installed() -> Option<&'static (LogWriter, Format)> {
    INSTALLED.get()
}

/// What a logging thread hands its lines to (a [`MakeWriter`] for `tracing_subscriber`).
#[derive(Debug, Clone)]
pub struct LogWriter {
    shared: Arc<Shared>,
}

/// Writes what is left and stops the writer's thread when dropped.
#[derive(Debug)]
pub struct Guard {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    /// Signalled when lines arrive in an empty buffer, and on closing.
    arrived: Condvar,
    /// Signalled when the writer takes the buffer.
    room: Condvar,
}

#[derive(Debug, Default)]
struct State {
    waiting: Vec<u8>,
    closed: bool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock leaves bytes that are still whole lines.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Starts the writer's thread over `out`.
pub fn start(out: impl Write + Send + 'static) -> (LogWriter, Guard) {
    let shared = Arc::new(Shared::default());
    let writer_shared = Arc::clone(&shared);
    let thread = std::thread::Builder::new()
        .name("log-writer".into())
        .spawn(move || write_until_closed(&writer_shared, out))
        .expect("start the log's writer thread");
    (
        LogWriter {
            shared: Arc::clone(&shared),
        },
        Guard {
            shared,
            thread: Some(thread),
        },
    )
}

fn write_until_closed(shared: &Shared, mut out: impl Write) {
    let mut batch = Vec::with_capacity(BUFFER_LIMIT);
    loop {
        {
            let mut state = shared.lock();
            while state.waiting.is_empty() && !state.closed {
                state = shared
                    .arrived
                    .wait(state)
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
            }
            if state.waiting.is_empty() {
                return;
            }
            if !state.closed && state.waiting.len() < BUFFER_LIMIT / 2 {
                // Gathers the lines of the next moment too: on a busy server one write and one
                // wake-up then carry hundreds of lines, not one each.
                drop(state);
                std::thread::sleep(GATHER);
                state = shared.lock();
            }
            std::mem::swap(&mut state.waiting, &mut batch);
        }
        shared.room.notify_all();
        if out.write_all(&batch).and_then(|()| out.flush()).is_err() {
            let lines = batch.iter().filter(|&&byte| byte == b'\n').count();
            DROPPED_LINES.fetch_add(lines as u64, Ordering::Relaxed);
        }
        batch.clear();
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.arrived.notify_all();
        self.shared.room.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// One event's writer: `tracing_subscriber` formats a whole line, then writes it at once.
#[derive(Debug)]
pub struct Line<'a> {
    shared: &'a Shared,
}

impl Write for Line<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let mut state = self.shared.lock();
        while state.waiting.len() >= BUFFER_LIMIT && !state.closed {
            state = self
                .shared
                .room
                .wait(state)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        if state.closed {
            drop(state);
            return std::io::stderr().write(bytes);
        }
        let was_empty = state.waiting.is_empty();
        state.waiting.extend_from_slice(bytes);
        drop(state);
        // The writer only sleeps on an empty buffer: one wake-up per batch, not per line.
        if was_empty {
            self.shared.arrived.notify_one();
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl LogWriter {
    /// Hands over one whole line (its `\n` included).
    pub fn line(&self, line: &[u8]) {
        // `Line::write` takes every byte and never fails.
        let _ = self.make_writer().write_all(line);
    }
}

impl<'a> MakeWriter<'a> for LogWriter {
    type Writer = Line<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        Line {
            shared: &self.shared,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// Collects what the writer's thread writes, optionally slowly or failing.
    #[derive(Clone, Default)]
    struct Sink {
        written: Arc<Mutex<Vec<u8>>>,
        writes: Arc<AtomicUsize>,
        slow: bool,
        failing: bool,
    }

    impl Write for Sink {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            if self.failing {
                return Err(std::io::Error::other("no space left on device"));
            }
            if self.slow {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            self.writes.fetch_add(1, Ordering::Relaxed);
            self.written.lock().expect("sink").extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn log_from_threads(writer: &LogWriter, threads: usize, lines: usize, width: usize) {
        std::thread::scope(|scope| {
            for thread in 0..threads {
                scope.spawn(move || {
                    for line in 0..lines {
                        let text = format!("{thread}:{line}:{}\n", "x".repeat(width));
                        writer
                            .make_writer()
                            .write_all(text.as_bytes())
                            .expect("log");
                    }
                });
            }
        });
    }

    fn lines_of(sink: &Sink) -> Vec<String> {
        let written = sink.written.lock().expect("sink").clone();
        String::from_utf8(written)
            .expect("utf-8")
            .lines()
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_line_from_every_thread_is_written_whole_and_once_when_the_guard_drops() {
        let sink = Sink::default();
        let (writer, guard) = start(sink.clone());
        log_from_threads(&writer, 8, 5_000, 40);
        drop(guard);
        let mut lines = lines_of(&sink);
        assert_eq!(lines.len(), 40_000);
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), 40_000, "no line twice");
        assert!(lines.iter().all(|line| line.ends_with(&"x".repeat(40))));
        assert!(
            sink.writes.load(Ordering::Relaxed) < 40_000,
            "lines are written in batches, not one system call each"
        );
    }

    #[test]
    fn a_slow_output_holds_lines_back_instead_of_losing_them() {
        let sink = Sink {
            slow: true,
            ..Sink::default()
        };
        let (writer, guard) = start(sink.clone());
        // Each line 2 KiB: 4 threads fill the buffer many times over while the output sleeps.
        log_from_threads(&writer, 4, 1_000, 2_048);
        drop(guard);
        assert_eq!(lines_of(&sink).len(), 4_000);
    }

    #[test]
    fn a_failed_write_counts_its_lines_as_dropped_and_the_writer_goes_on() {
        let before = dropped_lines();
        let sink = Sink {
            failing: true,
            ..Sink::default()
        };
        let (writer, guard) = start(sink);
        log_from_threads(&writer, 2, 500, 10);
        drop(guard);
        // The one test of this process whose output fails.
        assert_eq!(dropped_lines() - before, 1_000);
    }
}
