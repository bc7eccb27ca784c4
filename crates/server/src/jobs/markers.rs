//! `server markers render`: marker text on stdin, its HTML (DESIGN §5), exactly as the site
//! renders it, on stdout; or the parsed tree as JSON. Stray and unclosed markers, which
//! `content check` refuses, are listed on stderr and make the exit code 1.

use super::{BoxError, JobResult, Outcome};
use crate::cli::RenderArgs;
use site_core::markers::{lint, parse, to_html};
use std::io::{Read, Write};

pub fn render(args: &RenderArgs) -> JobResult {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|error| format!("cannot read stdin: {error}"))?;
    let input = String::from_utf8(bytes).map_err(|_| "stdin is not UTF-8 text")?;
    let nodes = parse(&input);
    let mut stdout = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer_pretty(&mut stdout, &nodes)?;
        stdout.write_all(b"\n")?;
    } else {
        stdout.write_all(to_html(&nodes).as_bytes())?;
    }
    stdout.flush()?;
    let issues = lint(&input);
    for issue in &issues {
        eprintln!("{issue}");
    }
    Ok::<_, BoxError>(Outcome::invalid_if(!issues.is_empty()))
}
