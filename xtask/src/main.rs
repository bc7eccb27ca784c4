//! `cargo xtask <command>`: the project's one driver. See README.md.

mod background;
mod bench;
mod check;
mod citations;
mod codegen;
mod crash;
mod dist;
mod docs_drift;
mod e2e;
mod facts;
mod fixtures;
mod french;
mod front;
mod front_instances;
mod fuzz;
mod image;
mod layers;
mod native_verdicts;
mod nginx_front;
mod one_place;
mod postgres;
mod precompress;
mod procs;
mod release_server;
mod run;
mod schemathesis;
mod server_build;
mod shell;
mod smtp_sink;
mod source_rules;
mod test;
mod tools;
mod venv;
mod wasm;
mod web;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <command>

commands:
  test               the whole test suite (installs what it needs); CI runs exactly this
  check              formatting, module layers, clippy (native and wasm32), bindings current,
                     citations, strict tsc
  citations          every citation resolves in the repository: no outside document or issue
                     number, every cited Markdown file and #anchor exists (also in `check`)
  codegen [--check]  write bindings/ from crates/core (--check: fail when they are stale)
  layers             print each layered crate's module dependency list, then check its layers
                     (no module uses a higher layer, no circle; also a step of `check`)
  build              build the wasm module, the web app and the server (release)
  image              build the container image (deploy/Containerfile, FROM scratch) from the
                     release archive with podman, and test it (SQLite volume, PostgreSQL);
                     --built: from what `dist` built, without building again
  dist               the release archive: dist/cedarline-VERSION-x86_64-linux.tar.gz (a static
                     musl server, web/dist, content/, deploy/, docs/, README, SHA256SUMS)
  e2e                build, then run the browser end-to-end suite against the release server
                     (with a real SMTP server for the site's email)
  verdicts <file>    write the native verdicts of the wasm differential test to <file>
                     (then: NATIVE_VERDICTS=<file> npx vitest run src/lib/wasm.test.ts in web/)
  front              test deploy/ against the release build (nginx with TLS and HTTP/2, the
                     systemd unit, two instances sharing a limit, a rolling restart); after
                     `build` (--rolling: the rolling restart alone)
  run                build, then serve the site on http://127.0.0.1:8080 (SQLite at data/site.db)
  fuzz [--minutes N] fuzz the marker parser, wasm decoder, form decoders and CSV import for N
                     minutes (default 1); cases and panics to BENCHMARKS.md
  schemathesis       build the release server and run Schemathesis against its OpenAPI document
  bench              measure bytes, Lighthouse, throughput, parser and validation, the crash
                     drill; BENCHMARKS.md (--crash [KILLS]: the crash drill alone, printed;
                     --lighthouse: Lighthouse alone, each page 3 times at 4x and 8x CPU, then the
                     INP spec at 4x, printed;
                     --static: the static (musl) server beside the glibc one, printed;
                     --posts: the posts against raw commits, printed)
";

fn main() -> ExitCode {
    shell::started();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let outcome = match args.as_slice() {
        ["test"] => test::run(),
        ["check"] => check::run(check::NativeClippy::OwnStep),
        ["citations"] => citations::check(),
        ["build"] => run::build(),
        ["dist"] => dist::run(),
        ["image"] => image::run(),
        ["image", "--built"] => image::test(),
        ["e2e"] => e2e::run(),
        ["run"] => run::run(),
        ["front"] => front::test(),
        ["front", "--rolling"] => front::rolling(),
        ["schemathesis"] => schemathesis::run(),
        ["bench", rest @ ..] => bench::run(rest),
        ["fuzz", rest @ ..] => fuzz::run(rest),
        ["codegen"] => codegen::write(),
        ["codegen", "--check"] => codegen::check(),
        ["layers"] => layers::print(),
        ["verdicts", out] => native_verdicts::write(std::path::Path::new(out)),
        _ => {
            eprint!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    // The long runs say where their time went, whether they passed or not.
    if matches!(args.as_slice(), ["test" | "e2e"]) {
        eprintln!("\n{}", shell::timings());
    }
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: {error}");
            ExitCode::FAILURE
        }
    }
}
