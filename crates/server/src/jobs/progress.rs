//! Progress of a long run on stderr: a bar redrawn in place when stderr is a terminal, otherwise
//! a plain line every few seconds (so logs of short runs stay quiet).

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

const BAR_WIDTH: u64 = 30;
const TERMINAL_EVERY: Duration = Duration::from_millis(100);
const LOG_EVERY: Duration = Duration::from_secs(5);

#[derive(Debug)]
pub struct Progress {
    label: &'static str,
    total: Option<u64>,
    done: u64,
    terminal: bool,
    last: Instant,
    shown: bool,
}

impl Progress {
    /// A run of `total` items (when known) called `label` ("export", "revalidate").
    pub fn new(label: &'static str, total: Option<u64>) -> Self {
        Self {
            label,
            total,
            done: 0,
            terminal: std::io::stderr().is_terminal(),
            last: Instant::now(),
            shown: false,
        }
    }

    /// One more item done.
    pub fn tick(&mut self) {
        self.done += 1;
        let every = if self.terminal {
            TERMINAL_EVERY
        } else {
            LOG_EVERY
        };
        if self.last.elapsed() >= every {
            self.last = Instant::now();
            self.show();
        }
    }

    /// The final state, if anything was shown before (a short run shows nothing).
    pub fn finish(mut self) {
        if self.shown {
            self.show();
            if self.terminal {
                eprintln!();
            }
        }
    }

    fn show(&mut self) {
        self.shown = true;
        let mut err = std::io::stderr().lock();
        let line = match self.total {
            Some(total) if self.terminal => {
                let total = total.max(self.done).max(1);
                let filled = self.done * BAR_WIDTH / total;
                let bar: String = (0..BAR_WIDTH)
                    .map(|i| if i < filled { '#' } else { '-' })
                    .collect();
                format!(
                    "\r{} [{bar}] {:>3}% {}/{total}",
                    self.label,
                    self.done * 100 / total,
                    self.done
                )
            }
            Some(total) => format!("{}: {}/{total}\n", self.label, self.done),
            None if self.terminal => format!("\r{}: {}", self.label, self.done),
            None => format!("{}: {}\n", self.label, self.done),
        };
        let _ = err.write_all(line.as_bytes());
        let _ = err.flush();
    }
}
