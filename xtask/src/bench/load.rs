//! Loopback load with wrk: 64 connections sending for a bounded time (then drained: nothing is
//! left in flight when wrk stops) and a bounded number of answers per thread, with a Lua script
//! that counts the answers by status (the posts accepted are the 201s).

use crate::procs::run_bounded;
use crate::shell::Result;
use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

pub const CONNECTIONS: u32 = 64;
pub const SECONDS: u32 = 10;
/// The most answers one wrk thread waits for before it stops (the run's count bound).
const ANSWERS_PER_THREAD: u64 = 5_000_000;

/// One wrk run's figures.
#[derive(Debug, Clone, Default)]
pub struct Load {
    pub requests_per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub answers: u64,
    pub created: u64,
    pub success: u64,
    pub socket_errors: String,
}

/// A request for wrk: method, path and an optional JSON body.
pub struct Target<'a> {
    pub method: &'a str,
    pub path: &'a str,
    pub json_body: Option<&'a str>,
}

fn script(target: &Target) -> String {
    let mut lua = format!(
        "wrk.method = \"{}\"\nwrk.path = \"{}\"\n",
        target.method, target.path
    );
    if let Some(body) = target.json_body {
        lua.push_str(&format!(
            "wrk.body = [==[{body}]==]\nwrk.headers[\"Content-Type\"] = \"application/json\"\n"
        ));
    }
    lua.push_str(&format!(
        r#"-- Requests are sent for {SECONDS} s (a monotonic clock through LuaJIT's FFI), then no
-- more: wrk runs 2 s longer so that every request sent is answered before it stops, and the
-- posts answered can be compared with the rows stored. The rate is answers / sending window.
local ffi = require("ffi")
ffi.cdef[[ typedef struct {{ long tv_sec; long tv_nsec; }} bench_timespec;
           int clock_gettime(int clock, bench_timespec *now); ]]
local timespec = ffi.new("bench_timespec")
local function now()
  ffi.C.clock_gettime(1, timespec)
  return tonumber(timespec.tv_sec) + tonumber(timespec.tv_nsec) / 1e9
end
local threads = {{}}
function setup(thread) table.insert(threads, thread) end
function init(args) answers = 0; created = 0; success = 0; start = now(); last = start end
function delay()
  if now() - start >= {SECONDS} then return 3600000 end
  return 0
end
function response(status, headers, body)
  answers = answers + 1
  last = now()
  if status == 201 then created = created + 1 end
  if status >= 200 and status < 300 then success = success + 1 end
  if answers >= {ANSWERS_PER_THREAD} then wrk.thread:stop() end
end
function done(summary, latency, requests)
  local a, c, s, window = 0, 0, 0, 0
  for _, t in ipairs(threads) do
    a = a + t:get("answers"); c = c + t:get("created"); s = s + t:get("success")
    window = math.max(window, t:get("last") - t:get("start"))
  end
  io.write(string.format("bench-lua answers=%d created=%d success=%d window=%.6f\n", a, c, s, window))
end
"#
    ));
    lua
}

/// Who the posts come from, as a trusted proxy would say in `X-Forwarded-For`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clients {
    /// Every post from 10.0.0.1.
    One,
    /// Every post from an address not used before in the run (10.0.0.0/8, one block of 2^22
    /// per wrk thread).
    EachPostNew,
}

/// [`wrk`], each request built by Lua with the `X-Forwarded-For` of `clients` (both kinds
/// build every request the same way, so they cost wrk the same).
pub fn wrk_from(
    addr: SocketAddr,
    target: &Target,
    clients: Clients,
    scratch: &Path,
) -> Result<Load> {
    let distinct = clients == Clients::EachPostNew;
    let lua = format!(
        r#"{}
local first_setup = setup
function setup(thread)
  first_setup(thread)
  thread:set("client_base", #threads * 4194304)
end
posted = 0
function request()
  posted = posted + 1
  local n = 1
  if {distinct} then n = (client_base + posted) % 16777216 end
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d",
    math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format()
end
"#,
        script(target)
    );
    run_wrk(addr, target, &lua, scratch)
}

pub fn wrk(addr: SocketAddr, target: &Target, scratch: &Path) -> Result<Load> {
    run_wrk(addr, target, &script(target), scratch)
}

fn run_wrk(addr: SocketAddr, target: &Target, script: &str, scratch: &Path) -> Result<Load> {
    let lua = scratch.join(format!("wrk-{}.lua", crate::procs::free_port()?));
    std::fs::write(&lua, script)?;
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    let mut command = Command::new("wrk");
    command
        .arg(format!("-t{threads}"))
        .arg(format!("-c{CONNECTIONS}"))
        .arg(format!("-d{}s", SECONDS + 2))
        .args(["--timeout", "5s", "--latency", "-s"])
        .arg(&lua)
        .arg(format!("http://{addr}{}", target.path));
    eprintln!(
        "$ wrk -t{threads} -c{CONNECTIONS} -d{SECONDS}s --latency {} http://{addr}{}",
        target.method, target.path
    );
    let out = run_bounded(
        command,
        Duration::from_secs(u64::from(SECONDS) + 30),
        scratch,
    )?;
    parse(&out).ok_or_else(|| format!("could not read wrk's output:\n{out}").into())
}

fn parse(out: &str) -> Option<Load> {
    let mut load = Load::default();
    let mut in_distribution = false;
    let mut window: f64 = 0.0;
    for line in out.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["Latency", "Distribution"] => in_distribution = true,
            ["50%", value] if in_distribution => load.p50_ms = millis(value)?,
            ["99%", value] if in_distribution => load.p99_ms = millis(value)?,
            ["Socket", "errors:", rest @ ..] => load.socket_errors = rest.join(" "),
            ["bench-lua", counts @ ..] => {
                for count in counts {
                    let (name, value) = count.split_once('=')?;
                    if name == "window" {
                        window = value.parse().ok()?;
                        continue;
                    }
                    let value = value.parse().ok()?;
                    match name {
                        "answers" => load.answers = value,
                        "created" => load.created = value,
                        "success" => load.success = value,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    load.requests_per_second = load.answers as f64 / window;
    (window > 0.0 && load.answers > 0).then_some(load)
}

/// wrk's latency (`812.00us`, `1.20ms`, `2.01s`) in milliseconds.
fn millis(value: &str) -> Option<f64> {
    let split = value.find(|c: char| c.is_ascii_alphabetic())?;
    let (number, unit) = value.split_at(split);
    let number: f64 = number.parse().ok()?;
    Some(match unit {
        "us" => number / 1000.0,
        "ms" => number,
        "s" => number * 1000.0,
        "m" => number * 60_000.0,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_wrk_output() {
        let out = "Running 10s test @ http://127.0.0.1:1/\n  Latency Distribution\n     50%  812.00us\n     75%    1.00ms\n     99%    2.01s\n  100 requests in 10.00s, 1.00MB read\n  Socket errors: connect 0, read 1, write 0, timeout 0\nRequests/sec:     10.00\nbench-lua answers=100 created=99 success=100 window=10.000000\n";
        let load = super::parse(out).expect("parsed");
        assert!((load.p50_ms - 0.812).abs() < 1e-9);
        assert!((load.p99_ms - 2010.0).abs() < 1e-9);
        assert_eq!((load.answers, load.created, load.success), (100, 99, 100));
        assert!((load.requests_per_second - 10.0).abs() < 1e-9);
        assert_eq!(load.socket_errors, "connect 0, read 1, write 0, timeout 0");
    }
}
