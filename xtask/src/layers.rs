//! The layering check, a step of `cargo xtask check` (`cargo xtask layers` runs it alone and prints
//! each crate's module dependency list).
//!
//! For each crate declared in [`CRATES`], every module's source is read for its `crate::` paths
//! (`use` trees with their nested groups, paths written inline in code, `$crate::` in macros,
//! `super::` and `self::` paths resolved from the file's place), each mapped to the top-level module
//! it names. The check fails when a module uses a module its layer may not use (a higher layer, or
//! its own layer when that layer is not open) or when top-level modules use each other in a circle.
//! Tests are left out: `#[cfg(test)]` items, `tests.rs` files and `tests/` folders. The crate's
//! `lib.rs` (or `main.rs`) declares the modules; its own items (what it defines, what its code
//! uses) are one more node, `crate`, declared in a layer like a module; its re-exports
//! (`pub use m::X`) are not its uses.
//!
//! Inside each module folder the files (the module's child modules) form a graph of their own,
//! which must have no circle either: `a.rs` using `super::b` and `b.rs` using `super::a` is
//! reported with both files and the lines of the uses. The folder's own file (`mod.rs`) is no
//! node there: it declares the files and holds what they share.
//!
//! The reading is lexical (no macro expansion, no name resolution): a `crate::x::Y` path names
//! module `x`, `crate::m!` names the module whose `#[macro_export] macro_rules! m` defines `m`, and
//! `crate::f` names the module `lib.rs` re-exports `f` from. Comments and string literals are
//! skipped, so a doc link (`` [`crate::x`] ``) is not a use.

mod graph;
mod layer;
mod lexer;
mod scan;
mod sources;
#[cfg(test)]
mod test_crate;
mod verdict;

use crate::shell::{Result, step};
use graph::{Graph, top_graph};
use layer::{Layer, closed, open};
use sources::read_crate;
use std::collections::BTreeSet;
use verdict::{check_folders, check_graph};

/// A crate and its layers, the lowest first.
#[derive(Debug)]
struct Crate {
    /// The crate's `src` folder, from the workspace root.
    src: &'static str,
    layers: &'static [Layer],
}

/// The layered crates. Adding one: its `src` folder and its layers, lowest first; every top-level
/// module must be in exactly one layer.
const CRATES: &[Crate] = &[
    Crate {
        src: "crates/core/src",
        layers: &[
            // The root (`crate`) only declares the modules and re-exports `validate`.
            // How an address's segment is read (the routes, the `/fr` prefix).
            closed("addresses", &["crate", "segments"]),
            // The languages and the text types; what a value exported to TypeScript is.
            closed("vocabulary", &["i18n", "exports", "chars"]),
            // The site's words and data (open: `constants` names pages' addresses).
            open(
                "data",
                &[
                    "messages",
                    "options",
                    "pages",
                    "constants",
                    "entities",
                    "services",
                ],
            ),
            closed("rules", &["field_rules", "validation", "markers"]),
            closed("forms", &["lead_forms"]),
            // What is made from them: the emails' words, the wasm module's JSON, search text.
            closed(
                "outputs",
                &[
                    "team_mail",
                    "subscriber_mail",
                    "visitor_mail",
                    "json_text",
                    "search",
                    "site_paths",
                ],
            ),
        ],
    },
    Crate {
        src: "crates/store/src",
        layers: &[
            // The root (`crate`) only declares the modules and re-exports. What storage stores
            // and reads back (times and ids as stored among them), and its own time limits.
            closed(
                "records",
                &["crate", "limits", "notice", "content_model", "stamps"],
            ),
            // The database handle, the write path, SQLite's group commit (given its writes by
            // the queries), the runner of statements (open: `sql` runs on `db`'s pools and
            // `write`'s transactions, all report `error`'s).
            open(
                "engine",
                &[
                    "error",
                    "write",
                    "health",
                    "group_commit",
                    "db",
                    "sql",
                    "probe",
                    "wal",
                ],
            ),
            // The queries, one module a table or two (open: a lead claims its key and writes its
            // messages; an erasure locks an address the way subscriptions do).
            open(
                "queries",
                &[
                    "acknowledgements",
                    "funnel",
                    "idempotency",
                    "outbox",
                    "leads",
                    "subscribers",
                    "people",
                    "content",
                    "content_import",
                    "pages",
                    "search",
                    "secrets",
                    "rate_limits",
                    "retention",
                    "backup",
                ],
            ),
        ],
    },
    Crate {
        src: "crates/server/src",
        layers: &[
            // The root (`crate`) only declares the modules and re-exports the router. The log's
            // writer, which the metrics read its dropped lines from, and its lines' fields.
            closed("log writer", &["crate", "log_writer", "log_fields"]),
            // Used everywhere, using nothing of the server's but the log's writer.
            closed(
                "leaves",
                &[
                    "error",
                    "funnel",
                    "metrics",
                    "private_file",
                    "redact",
                    "report",
                ],
            ),
            // What the site does, each on its own: content files, lead delivery, the newsletter's
            // links and decisions, logging.
            closed(
                "services",
                &["content", "delivery", "newsletter", "telemetry"],
            ),
            // `server serve`'s settings (the services' settings among them).
            closed("settings", &["config"]),
            closed("rendering", &["ssr"]),
            closed("routes", &["http"]),
            closed("jobs", &["jobs"]),
            closed("starting", &["startup"]),
            closed("command line", &["cli"]),
        ],
    },
    Crate {
        src: "xtask/src",
        layers: &[
            // Running commands and processes, installing tools, the fixtures the drills post.
            open(
                "helpers",
                &[
                    "shell",
                    "background",
                    "tools",
                    "venv",
                    "postgres",
                    "smtp_sink",
                    "procs",
                    "fixtures",
                ],
            ),
            // What is built: the wasm module, the web app, the release server, the archive, and
            // the release server started for a drill.
            open(
                "builds",
                &[
                    "wasm",
                    "precompress",
                    "web",
                    "server_build",
                    "dist",
                    "release_server",
                ],
            ),
            // Checks of the sources (`cargo xtask check`'s steps) and the facts they read.
            open(
                "checks",
                &[
                    "check",
                    "layers",
                    "french",
                    "source_rules",
                    "one_place",
                    "codegen",
                    "citations",
                    "native_verdicts",
                    "docs_drift",
                    "facts",
                ],
            ),
            // The running site put to the test: in a browser, behind nginx, killed, in an image,
            // against its API description, fuzzed.
            open(
                "drills",
                &[
                    "e2e",
                    "nginx_front",
                    "front",
                    "front_instances",
                    "crash",
                    "image",
                    "schemathesis",
                    "fuzz",
                ],
            ),
            // The commands that run the others in order; the root dispatches the command line.
            open("plans", &["test", "run", "bench", "crate"]),
        ],
    },
];

/// `cargo xtask check`'s step.
pub fn check() -> Result {
    step("module layers: no use of a higher layer, no circle of modules or of files");
    let mut problems = Vec::new();
    for krate in CRATES {
        let sources = read_crate(krate.src)?;
        problems.extend(
            check_graph(&top_graph(&sources), krate.layers)
                .into_iter()
                .chain(check_folders(&sources))
                .map(|problem| format!("{}: {problem}", krate.src)),
        );
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "the module layers are broken (xtask/src/layers.rs declares them):\n{}",
            problems.join("\n")
        )
        .into())
    }
}

/// `cargo xtask layers`: each declared crate's module dependency list, then the check.
pub fn print() -> Result {
    for krate in CRATES {
        let graph = top_graph(&read_crate(krate.src)?);
        println!("{}", dependency_list(krate.src, &graph, krate.layers));
    }
    check()
}

/// The modules and their uses, one top-level module per line, layer by layer (lowest first).
fn dependency_list(src: &str, graph: &Graph, layers: &[Layer]) -> String {
    let mut out = format!("{src}: module -> the modules it uses\n");
    let mut listed = BTreeSet::new();
    let mut line = |layer: &str, module: &str| {
        let uses: Vec<&str> = graph
            .edges
            .keys()
            .filter(|(from, _)| from == module)
            .map(|(_, to)| to.as_str())
            .collect();
        let uses = if uses.is_empty() {
            "-".to_owned()
        } else {
            uses.join(", ")
        };
        out.push_str(&format!("  [{layer}] {module} -> {uses}\n"));
    };
    for layer in layers {
        for module in layer.modules {
            if graph.modules.iter().any(|m| m == module) {
                listed.insert(*module);
                line(layer.name, module);
            }
        }
    }
    for module in &graph.modules {
        if !listed.contains(module.as_str()) {
            line("no layer", module);
        }
    }
    out
}

/// A layer's name and its modules.
#[cfg(test)]
pub type DeclaredLayer = (&'static str, &'static [&'static str]);

/// Each layered crate's `src` folder and its layers (name, modules), lowest first: what
/// ARCHITECTURE.md's section 2 must show (`docs_drift.rs`).
#[cfg(test)]
pub fn declared() -> Vec<(&'static str, Vec<DeclaredLayer>)> {
    CRATES
        .iter()
        .map(|krate| {
            let layers = krate
                .layers
                .iter()
                .map(|layer| (layer.name, layer.modules))
                .collect();
            (krate.src, layers)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::test_crate::{LAYERS, graph};
    use super::*;

    #[test]
    fn the_list_is_by_layer() {
        let g = graph(&[("a.rs", "use crate::{b::X, d::Y};\n")]);
        assert_eq!(
            dependency_list("src", &g, LAYERS),
            "src: module -> the modules it uses\n  [low] crate -> -\n  [low] d -> -\n  [middle] b -> -\n  [middle] c -> -\n  [top] a -> b, d\n"
        );
    }

    #[test]
    fn the_declared_crates_exist_and_their_layers_hold() {
        for krate in CRATES {
            let sources = read_crate(krate.src).expect("readable");
            let graph = top_graph(&sources);
            assert!(graph.modules.len() > 3, "{}", krate.src);
            let mut problems = check_graph(&graph, krate.layers);
            problems.extend(check_folders(&sources));
            assert!(problems.is_empty(), "{}", problems.join("\n"));
        }
    }
}
