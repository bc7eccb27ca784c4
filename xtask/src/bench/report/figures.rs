//! The figures of a run, typed: what `bench.rs`, this crate's helpers and `bench/*.mjs` measured,
//! read with serde where they are JSON.

use crate::bench::load::Load;
use serde::{Deserialize, Serialize};

/// One Lighthouse run of one page. Categories it was not asked for are `None`.
#[derive(Debug, Default, Clone)]
pub struct Lighthouse {
    pub performance: Option<f64>,
    pub accessibility: Option<f64>,
    pub best_practices: Option<f64>,
    pub seo: Option<f64>,
    pub lcp_ms: Option<f64>,
    pub tbt_ms: Option<f64>,
    pub cls: Option<f64>,
    /// Weighted audits below a full score outside performance.
    pub failing: Vec<String>,
    pub runtime_error: Option<String>,
}

/// A page's Lighthouse runs at one CPU slowdown, reported by the median of each figure.
#[derive(Debug, Default, Clone)]
pub struct LighthouseRuns {
    pub page: String,
    pub cpu_slowdown: u32,
    pub runs: Vec<Lighthouse>,
}

impl LighthouseRuns {
    /// The median of one figure over the runs that have it and ended without a runtime error
    /// (Lighthouse then scores 0: no figure); the mean of the middle two for an even count;
    /// `None` when no run has it.
    pub fn median(&self, figure: impl Fn(&Lighthouse) -> Option<f64>) -> Option<f64> {
        let mut values: Vec<f64> = self
            .runs
            .iter()
            .filter(|run| run.runtime_error.is_none())
            .filter_map(figure)
            .filter(|v| !v.is_nan())
            .collect();
        values.sort_by(f64::total_cmp);
        let n = values.len();
        match n {
            0 => None,
            _ if n % 2 == 1 => Some(values[n / 2]),
            _ => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
        }
    }

    /// The lowest score of a category over the runs (an audit failing once fails the page);
    /// `None` when it was not measured.
    pub(super) fn worst(&self, category: impl Fn(&Lighthouse) -> Option<f64>) -> Option<f64> {
        if self.runs.iter().any(|run| category(run).is_none()) {
            return None;
        }
        self.runs.iter().filter_map(category).reduce(f64::min)
    }

    /// Whether the other categories (accessibility, best practices, SEO) were asked for.
    pub(super) fn has_other_categories(&self) -> bool {
        self.runs.iter().any(|run| {
            run.accessibility.is_some() || run.best_practices.is_some() || run.seo.is_some()
        })
    }

    /// The weighted audits below a full score in any run, each once, in the order first seen.
    pub(super) fn failing(&self) -> Vec<String> {
        let mut failing: Vec<String> = Vec::new();
        for audit in self.runs.iter().flat_map(|run| &run.failing) {
            if !failing.contains(audit) {
                failing.push(audit.clone());
            }
        }
        failing
    }

    /// Each run's runtime error, once each.
    pub(super) fn runtime_errors(&self) -> Vec<String> {
        let mut errors: Vec<String> = Vec::new();
        for error in self
            .runs
            .iter()
            .filter_map(|run| run.runtime_error.as_ref())
        {
            if !errors.contains(error) {
                errors.push(error.clone());
            }
        }
        errors
    }
}

/// The native side (`native.rs`, run in the release build of xtask), as one JSON object.
#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Native {
    /// The marker document's size.
    pub document_bytes: usize,
    #[serde(rename = "markersParseMBs")]
    pub markers_parse_mbs: f64,
    pub markers_parse_iterations: u64,
    #[serde(rename = "markersRenderMBs")]
    pub markers_render_mbs: f64,
    pub validate_valid_per_second: f64,
    pub validate_invalid_per_second: f64,
    pub decode_validate_valid_per_second: f64,
    pub decode_validate_invalid_per_second: f64,
    /// The errors of the invalid contact vector timed.
    pub invalid_errors: usize,
}

/// The wasm side and the regular-expression chain, in Node (`bench/markers.mjs`).
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Wasm {
    #[serde(rename = "markersWasmMBs")]
    pub markers_wasm_mbs: f64,
    #[serde(rename = "markersTreeWasmMBs")]
    pub markers_tree_wasm_mbs: f64,
    #[serde(rename = "markersRegexMBs")]
    pub markers_regex_mbs: f64,
    pub validate_valid_per_second: f64,
    pub validate_invalid_per_second: f64,
    /// The marker vectors the regex chain renders exactly, of `vectors`.
    pub regex_vectors_passed: u64,
    pub vectors: u64,
}

/// Bytes on the wire (`bench/network.mjs`): what each page's first load fetched, and what the
/// first form interaction fetched after it.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
pub struct Network {
    pub pages: Vec<PageLoad>,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
pub struct PageLoad {
    pub path: String,
    /// Script errors the page raised.
    #[serde(default)]
    pub errors: Vec<String>,
    pub first: Vec<Asset>,
    pub interaction: Vec<Asset>,
}

/// One same-origin request, fetched again for its compressed sizes.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Asset {
    pub url: String,
    pub kind: AssetKind,
    /// Bytes sent for `Accept-Encoding: br`, and for `gzip`.
    pub br: u64,
    pub gzip: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AssetKind {
    Js,
    Css,
    Wasm,
    /// The document, images, fonts: not counted.
    #[serde(other)]
    Other,
}

/// Raw single-row SQLite commits in the server's folder (`commits.rs`), as one JSON object.
#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RawCommits {
    pub rows: u64,
    pub seconds: f64,
    pub rows_per_second: f64,
    /// SQLite's version.
    pub sqlite: String,
}

/// Interaction latency in Chromium with its CPU throttled (`tests/e2e/specs/inp.spec.ts`, run by
/// the bench with `INP_REPORT` naming this JSON file).
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Inp {
    /// Chromium's CPU throttling rate (`Emulation.setCPUThrottlingRate`).
    pub cpu_throttling: f64,
    pub interactions: Vec<Interaction>,
}

/// One interaction, measured with the Event Timing API.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Interaction {
    /// What the visitor did, e.g. "open the navbar menu (800 px wide)".
    pub name: String,
    /// The longest `event` entry of the interaction (input to next paint), in ms; none when no
    /// event reached Event Timing's 16 ms threshold.
    pub ms: Option<f64>,
    /// The `event` entries of the interaction at or over the threshold.
    pub events: u32,
}

#[derive(Debug, Default)]
pub struct Figures {
    pub machine: String,
    pub native: Native,
    pub wasm: Wasm,
    pub network: Network,
    /// Each page at each CPU slowdown of
    /// [`LIGHTHOUSE_BUDGETS`](super::lighthouse::LIGHTHOUSE_BUDGETS).
    pub lighthouse: Vec<LighthouseRuns>,
    /// Interaction latency at 4× CPU throttling.
    pub inp: Inp,
    /// The server's content GET in one scripted run, beside the static build's.
    pub services: Load,
    pub home: Load,
    /// Funnel beacons (`POST /api/events`, answered 204, counted in memory).
    pub events: Load,
    pub help: Load,
    pub rows_stored: u64,
    /// The server's group commits during `help` (from its log), when it logged them.
    pub lead_batches: Option<Batches>,
    /// Raw single-row SQLite commits in the same folder (`commits.rs`).
    pub raw_commits: RawCommits,
    /// The team's messages about those posts: from each 201 to its delivery.
    pub time_to_team: Option<TimeToTeam>,
    /// The same posts on PostgreSQL.
    pub help_postgres: Load,
    /// Honeypot posts from one client, then from a new client each (the limiter's cost).
    pub limiter_one: Load,
    pub limiter_spread: Load,
    /// The crash drill (`crate::crash`): kill -9 under write load.
    pub crash: crate::crash::Figures,
    /// The same on PostgreSQL.
    pub crash_postgres: crate::crash::Figures,
    /// The static (musl) server of the release archive: the same content GET and posts.
    pub static_server: StaticServer,
    /// The cost per request against its anchors, and where it goes.
    pub per_request: crate::bench::per_request::Figures,
}

/// Time to the team under load (`bench.rs`'s `time_to_team`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TimeToTeam {
    pub messages: usize,
    pub p50_seconds: f64,
    pub p95_seconds: f64,
    pub max_seconds: f64,
    /// Still unsent when the wait ended.
    pub unsent: u64,
}

impl TimeToTeam {
    /// The percentiles of `seconds` (nearest rank).
    pub fn of(mut seconds: Vec<f64>, unsent: u64) -> Self {
        seconds.sort_by(f64::total_cmp);
        let rank = |p: f64| {
            if seconds.is_empty() {
                f64::NAN
            } else {
                let at = ((p * seconds.len() as f64).ceil() as usize).clamp(1, seconds.len());
                seconds[at - 1]
            }
        };
        Self {
            messages: seconds.len(),
            p50_seconds: rank(0.50),
            p95_seconds: rank(0.95),
            max_seconds: seconds.last().copied().unwrap_or(f64::NAN),
            unsent,
        }
    }
}

/// The static server's figures beside the glibc build's (`cargo xtask dist`'s binary).
#[derive(Debug, Default)]
pub struct StaticServer {
    pub binary_bytes: u64,
    pub services: Load,
    pub help: Load,
}

/// The group commits a server made, as it logs them on stopping.
#[derive(Debug, Clone, Copy, Default)]
pub struct Batches {
    pub batches: u64,
    pub writes: u64,
    pub largest: u64,
}

/// The storage's line `lead writes committed in groups batches=… writes=… largest=…`, if any.
pub fn batches(log: &str) -> Option<Batches> {
    let line = log
        .lines()
        .rev()
        .find(|line| line.contains("lead writes committed in groups"))?;
    let field = |name: &str| -> Option<u64> {
        let rest = &line[line.find(&format!("{name}="))? + name.len() + 1..];
        rest.split(|c: char| !c.is_ascii_digit())
            .next()?
            .parse()
            .ok()
    };
    Some(Batches {
        batches: field("batches")?,
        writes: field("writes")?,
        largest: field("largest")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_group_commit_line_of_the_server_log() {
        let log = "2026-11-24T23:01:02.000001Z  WARN server::http: something\n\
                   2026-11-24T23:01:03.000001Z  INFO server::storage: lead writes committed in \
                   groups batches=17 writes=200 largest=64\n";
        let found = batches(log).expect("the line");
        assert_eq!((found.batches, found.writes, found.largest), (17, 200, 64));
        assert!(batches("nothing here\n").is_none());
    }
}
