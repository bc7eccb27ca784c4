//! `server markers render`: marker text on stdin, its HTML (`crates/core/src/markers/`), exactly as
//! the site renders it, on stdout; or the parsed tree as JSON. Stray and unclosed markers, which
//! `content check` refuses, are listed on stderr and make the exit code 1. `server markers vectors
//! FILE`: every marker vector rendered by the server's page renderer.

use super::args::{RenderArgs, VectorsArgs};
use super::{BoxError, JobResult, Outcome};
use crate::ssr::markers::to_html;
use site_core::markers::{NON_STRING_MESSAGE, lint, parse};
use std::io::{Read, Write};

#[derive(serde::Deserialize)]
struct Vector {
    name: String,
    input: serde_json::Value,
}

#[derive(serde::Serialize)]
struct Rendered {
    name: String,
    html: String,
}

pub fn vectors(args: &VectorsArgs) -> JobResult {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|error| format!("cannot read {}: {error}", args.file.display()))?;
    let vectors: Vec<Vector> = serde_json::from_str(&text)
        .map_err(|error| format!("{}: not marker vectors: {error}", args.file.display()))?;
    let rendered: Vec<Rendered> = vectors
        .into_iter()
        .map(|vector| Rendered {
            html: match vector.input.as_str() {
                Some(input) => to_html(&parse(input)),
                None => NON_STRING_MESSAGE.en.to_owned(),
            },
            name: vector.name,
        })
        .collect();
    let mut stdout = std::io::stdout().lock();
    serde_json::to_writer(&mut stdout, &rendered)?;
    stdout.write_all(b"\n")?;
    stdout.flush()?;
    Ok::<_, BoxError>(Outcome::Ok)
}

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
