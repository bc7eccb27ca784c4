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

use crate::shell::{Result, root, step};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// One layer of a crate: top-level modules that may use every module of the layers below, and
/// each other only when the layer is `open` (and never in a circle: that rule has no exception).
#[derive(Debug)]
struct Layer {
    name: &'static str,
    modules: &'static [&'static str],
    open: bool,
}

/// A layer whose modules use only the layers below it.
const fn closed(name: &'static str, modules: &'static [&'static str]) -> Layer {
    Layer {
        name,
        modules,
        open: false,
    }
}

/// A layer whose modules may also use each other (never in a circle).
const fn open(name: &'static str, modules: &'static [&'static str]) -> Layer {
    Layer {
        name,
        modules,
        open: true,
    }
}

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
            // writer, which the metrics read its dropped lines from.
            closed("log writer", &["crate", "log_writer"]),
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

/// The node of the crate root's own items in the top-level graph: what `lib.rs` (or `main.rs`)
/// defines and what its code uses. It sits in a layer like a module. The root's re-exports
/// (`pub use m::X`) are not its uses: a path through one names the module it re-exports from.
const ROOT_NODE: &str = "crate";

/// The nodes of one module's graph (the crate's top-level modules, or the files of a module
/// folder) and which use which.
#[derive(Debug, Default)]
struct Graph {
    /// The nodes, as the module's file declares them, then its own file's node.
    modules: Vec<String>,
    /// (user, used) → where: `file:line`, in file order.
    edges: BTreeMap<(String, String), Vec<String>>,
}

/// One file of a crate, outside tests.
#[derive(Debug)]
struct File {
    /// From the crate's `src` folder, `/`-separated.
    path: String,
    /// Its module path (empty: the crate root).
    module: Vec<String>,
    scan: Scan,
}

/// A crate's files, the root first, tests left out.
#[derive(Debug)]
struct Sources {
    src: String,
    files: Vec<File>,
}

/// Reads a crate's sources from disk (`src`: its `src` folder from the workspace root).
fn read_crate(src: &str) -> Result<Sources> {
    let dir = root().join(src);
    let root_file = ["lib.rs", "main.rs"]
        .into_iter()
        .find(|name| dir.join(name).is_file())
        .ok_or_else(|| format!("{src}: no lib.rs or main.rs"))?;
    let root_source = std::fs::read_to_string(dir.join(root_file))?;
    let mut files = Vec::new();
    collect_files(&dir, &dir, &mut files)?;
    files.retain(|(path, _)| path != "lib.rs" && path != "main.rs");
    Ok(read_sources(src, root_file, &root_source, &files))
}

/// Every `.rs` file under `dir`, by path from `base` (`/`-separated), but `tests/` folders.
fn collect_files(base: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> Result {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .and_then(|entries| entries.collect::<std::io::Result<_>>())
        .map_err(|error| format!("{}: {error}", dir.display()))?;
    entries.sort_by_key(|entry| entry.path());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|name| name != "tests") {
                collect_files(base, &path, out)?;
            }
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let relative = path
                .strip_prefix(base)?
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            out.push((relative, std::fs::read_to_string(&path)?));
        }
    }
    Ok(())
}

/// Reads a crate given its root (file name, source) and its other files (path from `src`,
/// source): every file of a top-level module, but tests (`tests.rs`, `tests/`, and modules
/// declared under `#[cfg(test)]`).
fn read_sources(
    src: &str,
    root_name: &str,
    root_source: &str,
    files: &[(String, String)],
) -> Sources {
    let root = scan(root_source, &[]);
    let top = root.modules.clone();
    let mut read = vec![File {
        path: root_name.to_owned(),
        module: Vec::new(),
        scan: root,
    }];
    for (path, source) in files {
        if path.rsplit('/').next() == Some("tests.rs") || path.split('/').any(|c| c == "tests") {
            continue;
        }
        let module = module_path(path);
        if !module.first().is_some_and(|m| top.contains(m)) {
            continue; // not a module of this crate root (a binary's, a `#[path]` file)
        }
        let scan = scan(source, &module);
        read.push(File {
            path: path.clone(),
            module,
            scan,
        });
    }
    let test_modules: Vec<Vec<String>> = read
        .iter()
        .flat_map(|file| file.scan.test_modules.clone())
        .collect();
    read.retain(|file| {
        !test_modules
            .iter()
            .any(|test| file.module.starts_with(test))
    });
    Sources {
        src: src.to_owned(),
        files: read,
    }
}

/// The graph of the crate's top-level modules and its root's own items ([`ROOT_NODE`]).
fn top_graph(sources: &Sources) -> Graph {
    graph_of(sources, &[], true).unwrap_or_default()
}

/// The graph of the crate given its root's source and its other files (as [`read_sources`]).
#[cfg(test)]
fn build_graph(src: &str, root_source: &str, files: &[(String, String)]) -> Graph {
    top_graph(&read_sources(src, "lib.rs", root_source, files))
}

/// A node of a module's graph: one of its child modules (with everything under it), or the
/// module's own file.
#[derive(Debug, Clone, PartialEq)]
enum Node {
    Child(String),
    Own,
}

/// The path from the crate root a `use` names, written in `file`; `None` for a path that does
/// not start at the crate (`std::…`, another crate). A path starting with a module the file
/// declares (`use b::X;` beside `mod b;`) starts there.
fn resolve_use(used: &Use, file: &File) -> Option<Vec<String>> {
    let first = used.path.first()?;
    if matches!(first.as_str(), "crate" | "$crate" | "self" | "super") {
        return resolve(&used.path, &used.current);
    }
    if !file.scan.modules.contains(first) || used.current != file.module {
        return None;
    }
    Some(
        used.current
            .iter()
            .chain(used.path.iter().filter(|s| *s != "self"))
            .cloned()
            .collect(),
    )
}

/// The name a `use` brings into scope (`a::b::{self}` brings `b`).
fn use_name(used: &Use) -> Option<&String> {
    used.alias
        .as_ref()
        .or_else(|| used.path.iter().rev().find(|s| *s != "self"))
}

/// The graph inside module `module`: its child modules (declared with `mod name;`) as nodes,
/// named by module (`top`: the crate's top-level graph, where the root's own file is a node too,
/// [`ROOT_NODE`]) or by file path from `src` (a module folder's graph, whose own file, `mod.rs`
/// or `name.rs`, is no node: it declares the files and holds what they share, as a root would
/// without the layers). `None` for a module without child modules.
///
/// A use is a path into the module (`crate::…`, `super::…`, `self::…`, or in the module's own
/// file a child's name) reaching a child, an item the own file defines (the own file's node), or
/// a name the own file imports from a child (that child). The own file's re-exports of its
/// children (`pub use b::X;`) are not its uses; its code naming what it imports is.
fn graph_of(sources: &Sources, module: &[String], top: bool) -> Option<Graph> {
    let own = sources.files.iter().find(|file| file.module == module)?;
    let children = &own.scan.modules;
    if children.is_empty() {
        return None;
    }
    let name = |node: &Node| -> String {
        match (node, top) {
            (Node::Child(child), true) => child.clone(),
            (Node::Own, true) => ROOT_NODE.to_owned(),
            (Node::Child(child), false) => {
                let path: Vec<String> = module.iter().chain([child]).cloned().collect();
                sources
                    .files
                    .iter()
                    .find(|file| file.module == path)
                    .map_or_else(|| child.clone(), |file| file.path.clone())
            }
            (Node::Own, false) => own.path.clone(),
        }
    };
    // The node a path from the crate root names in this graph, if it is inside the module.
    let child_of = |target: &[String]| -> Option<String> {
        target
            .strip_prefix(module)
            .and_then(<[String]>::first)
            .filter(|first| children.contains(first))
            .cloned()
    };
    // What a name the own file defines or imports from a child is.
    let mut items: BTreeMap<&str, Node> = BTreeMap::new();
    for used in &own.scan.uses {
        if let (Some(target), Some(alias)) = (resolve_use(used, own), use_name(used))
            && let Some(child) = child_of(&target)
        {
            items.insert(alias, Node::Child(child));
        }
    }
    for item in &own.scan.items {
        items.entry(item).or_insert(Node::Own);
    }
    // `#[macro_export]` macros (`crate::name!`), by the module path of their file.
    let mut macros: BTreeMap<&str, &[String]> = BTreeMap::new();
    for file in &sources.files {
        for name in &file.scan.macros {
            macros.insert(name, &file.module);
        }
    }
    let mut edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for file in &sources.files {
        let Some(inside) = file.module.strip_prefix(module) else {
            continue;
        };
        let from = match inside.first() {
            None => Node::Own,
            Some(child) if children.contains(child) => Node::Child(child.clone()),
            Some(_) => continue,
        };
        let is_own = from == Node::Own;
        // (path from the crate root, line, a macro's), then uses found by name.
        let mut targets: Vec<(Vec<String>, usize, bool)> = file.scan.paths.clone();
        for used in &file.scan.uses {
            let Some(target) = resolve_use(used, file) else {
                continue;
            };
            if is_own && used.public && child_of(&target).is_some() {
                continue; // a re-export
            }
            targets.push((target, used.line, false));
        }
        let mut found: Vec<(Node, usize)> = Vec::new();
        for (target, line, macro_call) in targets {
            let target: Vec<String> = if macro_call && target.len() == 1 {
                match macros.get(target[0].as_str()) {
                    Some(defined) => defined.to_vec(),
                    None => target,
                }
            } else {
                target
            };
            let Some(first) = target.strip_prefix(module).and_then(<[String]>::first) else {
                continue;
            };
            let to = if children.contains(first) {
                Node::Child(first.clone())
            } else if let Some(node) = items.get(first.as_str()) {
                node.clone()
            } else {
                continue;
            };
            found.push((to, line));
        }
        if is_own {
            for (word, line, path_start) in &file.scan.idents {
                if *path_start && children.contains(word) {
                    found.push((Node::Child(word.clone()), *line));
                } else if let Some(node @ Node::Child(_)) = items.get(word.as_str()) {
                    found.push((node.clone(), *line));
                }
            }
        }
        found.sort_by_key(|(_, line)| *line);
        for (to, line) in found {
            if to == from || (!top && (from == Node::Own || to == Node::Own)) {
                continue;
            }
            let site = format!("{}/{}:{line}", sources.src, file.path);
            let sites = edges.entry((name(&from), name(&to))).or_default();
            if sites.last() != Some(&site) {
                sites.push(site);
            }
        }
    }
    let modules = children
        .iter()
        .map(|child| name(&Node::Child(child.clone())))
        .chain(top.then(|| name(&Node::Own)))
        .collect();
    Some(Graph { modules, edges })
}

/// The circles between the files of each module folder (a module with child modules, but the
/// crate root, whose circles [`check_graph`] reports): `a.rs` using `super::b`, `b.rs` using
/// `super::a`, or longer. A child with a folder of its own counts as one node.
fn check_folders(sources: &Sources) -> Vec<String> {
    let mut problems = Vec::new();
    for file in &sources.files {
        if file.module.is_empty() {
            continue;
        }
        if let Some(graph) = graph_of(sources, &file.module, false) {
            let folder = file.module.join("/");
            problems.extend(
                circle_problems(&graph)
                    .into_iter()
                    .map(|circle| format!("in `{}/{folder}/`, {circle}", sources.src)),
            );
        }
    }
    problems
}

/// A file's module path: `a/b.rs` and `a/b/mod.rs` are `a::b`.
fn module_path(path: &str) -> Vec<String> {
    let mut parts: Vec<String> = path
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_owned)
        .collect();
    if parts.last().is_some_and(|last| last == "mod") {
        parts.pop();
    }
    parts
}

/// What the checks find wrong with a graph: modules outside the layers, uses the layers forbid,
/// circles.
fn check_graph(graph: &Graph, layers: &[Layer]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut layer_of: BTreeMap<&str, usize> = BTreeMap::new();
    for (index, layer) in layers.iter().enumerate() {
        for module in layer.modules {
            if let Some(other) = layer_of.insert(module, index) {
                problems.push(format!(
                    "`{module}` is declared in two layers (\"{}\" and \"{}\")",
                    layers[other].name, layer.name
                ));
            }
            if !graph.modules.iter().any(|m| m == module) {
                problems.push(format!(
                    "layer \"{}\" names `{module}`, which is not a module of the crate",
                    layer.name
                ));
            }
        }
    }
    for module in &graph.modules {
        if !layer_of.contains_key(module.as_str()) {
            problems.push(format!("`{module}` is in no layer"));
        }
    }
    for ((from, to), sites) in &graph.edges {
        let (Some(&a), Some(&b)) = (layer_of.get(from.as_str()), layer_of.get(to.as_str())) else {
            continue;
        };
        if b > a || (b == a && !layers[a].open) {
            let why = if b > a {
                "a higher layer"
            } else {
                "its own layer"
            };
            problems.push(format!(
                "`{from}` (layer \"{}\") uses `{to}` (layer \"{}\", {why}): {}",
                layers[a].name,
                layers[b].name,
                sites_text(sites)
            ));
        }
    }
    problems.extend(circle_problems(graph));
    problems
}

/// Each circle of a graph, with the sites of each of its uses.
fn circle_problems(graph: &Graph) -> Vec<String> {
    circles(graph)
        .into_iter()
        .map(|cycle| {
            let hops: Vec<String> = cycle
                .windows(2)
                .map(|hop| {
                    let sites = &graph.edges[&(hop[0].clone(), hop[1].clone())];
                    format!("  {} -> {}: {}", hop[0], hop[1], sites_text(sites))
                })
                .collect();
            format!("a circle: {}\n{}", cycle.join(" -> "), hops.join("\n"))
        })
        .collect()
}

/// `a.rs:3, 9; b.rs:4`.
fn sites_text(sites: &[String]) -> String {
    let mut by_file: Vec<(&str, Vec<&str>)> = Vec::new();
    for site in sites {
        let (file, line) = site.rsplit_once(':').unwrap_or((site, ""));
        match by_file.last_mut() {
            Some((last, lines)) if *last == file => lines.push(line),
            _ => by_file.push((file, vec![line])),
        }
    }
    by_file
        .iter()
        .map(|(file, lines)| format!("{file}:{}", lines.join(",")))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The circles among the modules: for each group of modules that reach each other, the shortest
/// circle through each member, each written once (from its first module in name order, which
/// ends it too).
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    let mut found: Vec<Vec<String>> = Vec::new();
    for group in strongly_connected(graph) {
        if group.len() < 2 {
            continue;
        }
        for start in &group {
            let Some(mut cycle) = shortest_circle(graph, start, &group) else {
                continue;
            };
            // Rotate to start at its least module, then close it.
            cycle.pop();
            let least = (0..cycle.len())
                .min_by_key(|&i| &cycle[i])
                .unwrap_or_default();
            cycle.rotate_left(least);
            cycle.push(cycle[0].clone());
            if !found.contains(&cycle) {
                found.push(cycle);
            }
        }
    }
    found
}

/// The shortest path `start` → … → `start` inside `group`.
fn shortest_circle(graph: &Graph, start: &str, group: &BTreeSet<String>) -> Option<Vec<String>> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for (_, next) in graph.edges.keys().filter(|(from, _)| from == node) {
            if !group.contains(next) {
                continue;
            }
            if next == start {
                let mut path = vec![start.to_owned(), node.to_owned()];
                let mut at = node;
                while at != start {
                    at = came_from[at];
                    path.push(at.to_owned());
                }
                path.reverse();
                return Some(path);
            }
            if !came_from.contains_key(next.as_str()) {
                came_from.insert(next, node);
                queue.push_back(next);
            }
        }
    }
    None
}

/// The strongly connected groups of modules (Tarjan's algorithm).
fn strongly_connected(graph: &Graph) -> Vec<BTreeSet<String>> {
    struct Tarjan<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        groups: Vec<BTreeSet<String>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, node: &'a str) {
            let number = self.index.len();
            self.index.insert(node, number);
            self.low.insert(node, number);
            self.stack.push(node);
            self.on_stack.insert(node);
            let graph = self.graph;
            for (_, next) in graph.edges.keys().filter(|(from, _)| from == node) {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut group = BTreeSet::new();
                while let Some(member) = self.stack.pop() {
                    self.on_stack.remove(member);
                    group.insert(member.to_owned());
                    if member == node {
                        break;
                    }
                }
                self.groups.push(group);
            }
        }
    }
    let mut tarjan = Tarjan {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    let nodes: BTreeSet<&str> = graph
        .modules
        .iter()
        .map(String::as_str)
        .chain(
            graph
                .edges
                .keys()
                .flat_map(|(a, b)| [a.as_str(), b.as_str()]),
        )
        .collect();
    for node in nodes {
        if !tarjan.index.contains_key(node) {
            tarjan.visit(node);
        }
    }
    tarjan.groups
}

// ---- Reading a source file --------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    /// An identifier, keyword or number (`$crate` is one).
    Ident(String),
    /// `::`.
    Sep,
    Punct(char),
}

#[derive(Debug)]
struct Token {
    tok: Tok,
    line: usize,
}

/// The tokens of a source, without comments, strings, characters and lifetimes.
fn lex(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    let is_ident = |c: char| c == '_' || c.is_alphanumeric();
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // Skips a string's body from `i` (after its opening quote) to after its closing quote.
    let skip_string = |mut i: usize, line: &mut usize| {
        while i < chars.len() {
            match chars[i] {
                '\\' => {
                    if at(i + 1) == '\n' {
                        *line += 1;
                    }
                    i += 2;
                    continue;
                }
                '"' => return i + 1,
                '\n' => *line += 1,
                _ => {}
            }
            i += 1;
        }
        i
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '/' if at(i + 1) == '/' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if at(i + 1) == '*' => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && at(i + 1) == '*' {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && at(i + 1) == '/' {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            '"' => i = skip_string(i + 1, &mut line),
            '\'' => {
                if at(i + 1) == '\\' {
                    // An escaped character: `'\n'`, `'\''`, `'\u{1F600}'`.
                    i += 3;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if at(i + 2) == '\'' {
                    i += 3; // `'x'`
                } else {
                    // A lifetime or a label (`'static` is no `static` item).
                    i += 1;
                    while i < chars.len() && is_ident(chars[i]) {
                        i += 1;
                    }
                }
            }
            c if is_ident(c) => {
                let start = i;
                while i < chars.len() && is_ident(chars[i]) {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                if matches!(word.as_str(), "r" | "br" | "cr") && matches!(at(i), '"' | '#') {
                    let mut hashes = 0;
                    while at(i + hashes) == '#' {
                        hashes += 1;
                    }
                    if at(i + hashes) == '"' {
                        // A raw string: up to `"` and as many `#`.
                        i += hashes + 1;
                        while i < chars.len() {
                            if chars[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                                i += hashes + 1;
                                break;
                            }
                            if chars[i] == '\n' {
                                line += 1;
                            }
                            i += 1;
                        }
                        continue;
                    }
                    if word == "r" && hashes == 1 && is_ident(at(i + 1)) {
                        // A raw identifier (`r#type`).
                        let start = i + 1;
                        i += 1;
                        while i < chars.len() && is_ident(chars[i]) {
                            i += 1;
                        }
                        let word = chars[start..i].iter().collect();
                        tokens.push(Token {
                            tok: Tok::Ident(word),
                            line,
                        });
                        continue;
                    }
                }
                tokens.push(Token {
                    tok: Tok::Ident(word),
                    line,
                });
            }
            ':' if at(i + 1) == ':' => {
                tokens.push(Token {
                    tok: Tok::Sep,
                    line,
                });
                i += 2;
            }
            '$' if chars[i + 1..].starts_with(&['c', 'r', 'a', 't', 'e'])
                && !is_ident(at(i + 6)) =>
            {
                tokens.push(Token {
                    tok: Tok::Ident("$crate".to_owned()),
                    line,
                });
                i += 6;
            }
            c => {
                tokens.push(Token {
                    tok: Tok::Punct(c),
                    line,
                });
                i += 1;
            }
        }
    }
    tokens
}

/// What one file says about modules.
#[derive(Debug, Default)]
struct Scan {
    /// Every `crate::`, `super::` and `self::` path, from the crate root, with its line and
    /// whether it is a macro's (`crate::name!`: macros are not modules).
    paths: Vec<(Vec<String>, usize, bool)>,
    /// `mod name;` declarations outside tests (the root's are the top-level modules).
    modules: Vec<String>,
    /// Every path a `use` tree ends in.
    uses: Vec<Use>,
    /// The names of the items the file defines at its top (`fn`, `struct`, `const`, …).
    items: Vec<String>,
    /// Identifiers that start a path or stand alone (not after `::` or `.`), outside `use`
    /// trees, with their line and whether `::` follows: a module file's own code naming what it
    /// imports or a child module.
    idents: Vec<(String, usize, bool)>,
    /// `#[macro_export]` macros defined here.
    macros: Vec<String>,
    /// Modules declared under `#[cfg(test)]` (`mod name;`), from the crate root.
    test_modules: Vec<Vec<String>>,
}

/// One path of a `use` tree.
#[derive(Debug, Clone)]
struct Use {
    /// As written (`crate::a::B`, `b::C`, `super::d`).
    path: Vec<String>,
    /// Its `as` name.
    alias: Option<String>,
    line: usize,
    /// `pub use` (or `pub(…) use`): a re-export.
    public: bool,
    /// The module it is written in (with inline `mod name { … }` blocks).
    current: Vec<String>,
}

fn ident(token: Option<&Token>) -> Option<&str> {
    match token.map(|t| &t.tok) {
        Some(Tok::Ident(word)) => Some(word),
        _ => None,
    }
}

fn is_punct(token: Option<&Token>, c: char) -> bool {
    token.is_some_and(|t| t.tok == Tok::Punct(c))
}

/// Reads a source that is module `module` (empty: the crate root).
fn scan(source: &str, module: &[String]) -> Scan {
    let tokens = lex(source);
    let mut out = Scan::default();
    let mut depth = 0usize;
    // Inline `mod name { … }` blocks open: the depth inside their braces, their name.
    let mut inline: Vec<(usize, String)> = Vec::new();
    let mut macro_export = false;
    let mut i = 0;
    while i < tokens.len() {
        let current: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(_, name)| name.clone()))
            .collect();
        let token = &tokens[i];
        // Attributes: `#[…]` and `#![…]`.
        if token.tok == Tok::Punct('#') {
            let inner = is_punct(tokens.get(i + 1), '!');
            let open = i + 1 + usize::from(inner);
            if is_punct(tokens.get(open), '[') {
                let close = matching(&tokens, open);
                let attribute: Vec<&Tok> = tokens[open + 1..close].iter().map(|t| &t.tok).collect();
                i = close + 1;
                if is_cfg_test(&attribute) {
                    if inner {
                        return Scan::default(); // the whole file is tests
                    }
                    let (end, declared) = skip_item(&tokens, i);
                    if let Some(name) = declared {
                        out.test_modules
                            .push(current.iter().cloned().chain([name]).collect());
                    }
                    i = end;
                } else if attribute == [&Tok::Ident("macro_export".to_owned())] {
                    macro_export = true;
                }
                continue;
            }
        }
        let word = match &token.tok {
            Tok::Ident(word) => word.as_str(),
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
                continue;
            }
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                while inline.last().is_some_and(|(open, _)| *open > depth) {
                    inline.pop();
                }
                i += 1;
                continue;
            }
            _ => {
                i += 1;
                continue;
            }
        };
        let exported = std::mem::take(&mut macro_export);
        match word {
            "macro_rules" if is_punct(tokens.get(i + 1), '!') => {
                if let (true, Some(name)) = (exported, ident(tokens.get(i + 2))) {
                    out.macros.push(name.to_owned());
                }
                i += 2;
            }
            "mod" => {
                if let Some(name) = ident(tokens.get(i + 1)) {
                    if is_punct(tokens.get(i + 2), '{') {
                        depth += 1;
                        inline.push((depth, name.to_owned()));
                        i += 3;
                        continue;
                    }
                    if is_punct(tokens.get(i + 2), ';') {
                        out.modules.push(name.to_owned());
                        i += 3;
                        continue;
                    }
                }
                i += 1;
            }
            "use" => {
                let public = i.checked_sub(1).is_some_and(|before| {
                    ident(tokens.get(before)) == Some("pub")
                        || (is_punct(tokens.get(before), ')')
                            && (2..=5).any(|back| {
                                before
                                    .checked_sub(back)
                                    .is_some_and(|at| ident(tokens.get(at)) == Some("pub"))
                            }))
                });
                i += 1;
                let mut trees = Vec::new();
                use_tree(&tokens, &mut i, Vec::new(), &mut trees);
                let line = token.line;
                for (path, alias) in trees {
                    out.uses.push(Use {
                        path,
                        alias,
                        line,
                        public,
                        current: current.clone(),
                    });
                }
            }
            "fn" | "struct" | "enum" | "union" | "trait" | "type" | "const" | "static"
                if depth == 0 && inline.is_empty() =>
            {
                if let Some(name) = ident(tokens.get(i + 1))
                    && name != "fn"
                    && name != "_"
                {
                    out.items.push(name.to_owned());
                }
                i += 1;
            }
            "crate" | "$crate" | "super" | "self"
                if tokens.get(i + 1).map(|t| &t.tok) == Some(&Tok::Sep) =>
            {
                let mut path = vec![word.to_owned()];
                let mut j = i + 1;
                while tokens.get(j).map(|t| &t.tok) == Some(&Tok::Sep) {
                    let Some(next) = ident(tokens.get(j + 1)) else {
                        break;
                    };
                    path.push(next.to_owned());
                    j += 2;
                }
                if let Some(resolved) = resolve(&path, &current) {
                    let macro_call = is_punct(tokens.get(j), '!');
                    out.paths.push((resolved, token.line, macro_call));
                }
                i = j;
            }
            _ => {
                let after_path = i.checked_sub(1).is_some_and(|before| {
                    matches!(
                        tokens.get(before).map(|t| &t.tok),
                        Some(Tok::Sep | Tok::Punct('.'))
                    )
                });
                if !after_path {
                    let path_start = tokens.get(i + 1).map(|t| &t.tok) == Some(&Tok::Sep);
                    out.idents.push((word.to_owned(), token.line, path_start));
                }
                i += 1;
            }
        }
    }
    out
}

/// Whether an attribute's tokens are `cfg(test)`.
fn is_cfg_test(attribute: &[&Tok]) -> bool {
    let words = |tokens: &[&Tok]| -> Vec<String> {
        tokens
            .iter()
            .map(|t| match t {
                Tok::Ident(w) => w.clone(),
                Tok::Sep => "::".to_owned(),
                Tok::Punct(c) => c.to_string(),
            })
            .collect()
    };
    words(attribute) == ["cfg", "(", "test", ")"]
}

/// The index after the bracket matching the one at `open` (`(`, `[` or `{`), minus one: the
/// closing bracket's index (or the end).
fn matching(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate().skip(open) {
        match token.tok {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return index;
                }
            }
            _ => {}
        }
    }
    tokens.len().saturating_sub(1)
}

/// Skips the item starting at `start` (after its `#[cfg(test)]`): its other attributes, then up to
/// its `;` or the end of its `{ … }` body. Gives the index after it and, for `mod name;`, the name.
fn skip_item(tokens: &[Token], start: usize) -> (usize, Option<String>) {
    let mut i = start;
    let mut declared = None;
    while i < tokens.len() {
        match &tokens[i].tok {
            Tok::Punct('#') => {
                let open = i + 1 + usize::from(is_punct(tokens.get(i + 1), '!'));
                i = matching(tokens, open) + 1;
            }
            Tok::Punct('(' | '[') => i = matching(tokens, i) + 1,
            Tok::Punct('{') => return (matching(tokens, i) + 1, None),
            Tok::Punct(';') => return (i + 1, declared),
            Tok::Ident(word) if word == "mod" => {
                declared = ident(tokens.get(i + 1)).map(str::to_owned);
                i += 1;
            }
            _ => i += 1,
        }
    }
    (i, None)
}

/// Reads a `use` tree from `i` (after `use`), adding every path it ends in, with its `as` name.
fn use_tree(
    tokens: &[Token],
    i: &mut usize,
    mut path: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    loop {
        match tokens.get(*i).map(|t| &t.tok) {
            Some(Tok::Sep) => *i += 1,
            Some(Tok::Punct('{')) => {
                *i += 1;
                loop {
                    match tokens.get(*i).map(|t| &t.tok) {
                        None => return,
                        Some(Tok::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        _ => {
                            let before = *i;
                            use_tree(tokens, i, path.clone(), out);
                            if *i == before {
                                *i += 1;
                            }
                        }
                    }
                }
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push((path, None));
                return;
            }
            Some(Tok::Ident(word)) => {
                path.push(word.clone());
                *i += 1;
                if tokens.get(*i).map(|t| &t.tok) == Some(&Tok::Sep) {
                    continue;
                }
                let mut alias = None;
                if ident(tokens.get(*i)) == Some("as") {
                    alias = ident(tokens.get(*i + 1)).map(str::to_owned);
                    *i += 2;
                }
                out.push((path, alias));
                return;
            }
            _ => return,
        }
    }
}

/// A path from the crate root, for a path written in module `current`; `None` for a path that
/// does not start at the crate (`std::…`, a name in scope).
fn resolve(path: &[String], current: &[String]) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    let mut resolved: Vec<String> = match first.as_str() {
        "crate" | "$crate" => Vec::new(),
        "self" | "super" => current.to_vec(),
        _ => return None,
    };
    let mut rest = rest;
    if first == "super" {
        resolved.pop()?;
        while let Some((next, after)) = rest.split_first()
            && next == "super"
        {
            resolved.pop()?;
            rest = after;
        }
    }
    resolved.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(resolved)
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
    use super::*;

    const ROOT: &str = "//! A crate.\npub mod a;\npub mod b;\nmod c;\npub mod d;\n#[cfg(test)]\nmod testing;\npub use d::helper;\n";

    fn graph(files: &[(&str, &str)]) -> Graph {
        let files: Vec<(String, String)> = files
            .iter()
            .map(|(p, s)| ((*p).to_owned(), (*s).to_owned()))
            .collect();
        build_graph("src", ROOT, &files)
    }

    fn edges(graph: &Graph) -> Vec<String> {
        graph
            .edges
            .keys()
            .map(|(from, to)| format!("{from}->{to}"))
            .collect()
    }

    const LAYERS: &[Layer] = &[
        closed("low", &["crate", "d"]),
        closed("middle", &["b", "c"]),
        open("top", &["a"]),
    ];

    #[test]
    fn the_root_declares_the_modules() {
        assert_eq!(graph(&[]).modules, ["a", "b", "c", "d", "crate"]);
    }

    #[test]
    fn a_root_using_a_higher_layer_is_reported() {
        let root =
            "pub mod low;\npub mod high;\npub use high::Queue;\npub struct Db { queue: Queue }\n";
        let files = [
            ("low.rs".to_owned(), "use crate::Db;\n".to_owned()),
            ("high.rs".to_owned(), "pub struct Queue;\n".to_owned()),
        ];
        let g = top_graph(&read_sources("src", "lib.rs", root, &files));
        let layers = &[closed("low", &["crate", "low"]), closed("high", &["high"])];
        assert_eq!(
            check_graph(&g, layers),
            [
                "`crate` (layer \"low\") uses `high` (layer \"high\", a higher layer): src/lib.rs:4",
                "`low` (layer \"low\") uses `crate` (layer \"low\", its own layer): src/low.rs:1",
            ]
        );
        // Through the root, a circle: high -> crate -> high.
        let files = [
            ("low.rs".to_owned(), String::new()),
            (
                "high.rs".to_owned(),
                "use super::Db;\npub struct Queue;\n".to_owned(),
            ),
        ];
        let g = top_graph(&read_sources("src", "lib.rs", root, &files));
        let problems = check_graph(&g, &[open("all", &["crate", "low", "high"])]);
        assert_eq!(
            problems,
            [
                "a circle: crate -> high -> crate\n  crate -> high: src/lib.rs:4\n  high -> crate: src/high.rs:1"
            ]
        );
        // A root that only declares and re-exports uses nothing.
        let root = "pub mod low;\npub mod high;\npub use high::Queue;\npub use low::Db;\n";
        let files = [
            ("low.rs".to_owned(), "pub struct Db;\n".to_owned()),
            ("high.rs".to_owned(), "use crate::Db;\n".to_owned()),
        ];
        let g = top_graph(&read_sources("src", "lib.rs", root, &files));
        assert_eq!(edges(&g), ["high->low"]);
    }

    fn folder_problems(files: &[(&str, &str)]) -> Vec<String> {
        let files: Vec<(String, String)> = files
            .iter()
            .map(|(p, s)| ((*p).to_owned(), (*s).to_owned()))
            .collect();
        check_folders(&read_sources("src", "lib.rs", "pub mod m;\n", &files))
    }

    #[test]
    fn a_circle_of_two_files_in_a_module_is_reported() {
        let problems = folder_problems(&[
            ("m/mod.rs", "mod a;\nmod b;\nmod c;\npub use b::Shared;\n"),
            ("m/a.rs", "use super::Shared;\npub fn f() {}\n"),
            ("m/b.rs", "pub struct Shared;\nfn g() { super::a::f() }\n"),
            ("m/c.rs", "use super::{a, b};\n"),
        ]);
        assert_eq!(
            problems,
            [
                "in `src/m/`, a circle: m/a.rs -> m/b.rs -> m/a.rs\n  m/a.rs -> m/b.rs: src/m/a.rs:1\n  m/b.rs -> m/a.rs: src/m/b.rs:2"
            ]
        );
        // Three files around, a folder's file among them, and a deeper folder.
        let problems = folder_problems(&[
            ("m/mod.rs", "mod a;\nmod b;\nmod c;\n"),
            ("m/a.rs", "use super::b::X;\n"),
            ("m/b/mod.rs", "mod deep;\n"),
            ("m/b/deep.rs", "fn f() { crate::m::c::g() }\n"),
            ("m/c.rs", "use super::a::Y;\n"),
        ]);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert_eq!(
            problems[0].lines().next(),
            Some("in `src/m/`, a circle: m/a.rs -> m/b/mod.rs -> m/c.rs -> m/a.rs")
        );
    }

    #[test]
    fn a_module_whose_files_form_no_circle_passes() {
        let problems = folder_problems(&[
            // The folder's own file uses its files and they use what it defines: no circle.
            (
                "m/mod.rs",
                "mod a;\nmod b;\npub use a::run;\npub struct Shared;\nfn go() { b::h(); run() }\n",
            ),
            (
                "m/a.rs",
                "use super::Shared;\nuse super::b::X;\npub fn run() {}\n",
            ),
            (
                "m/b.rs",
                "pub struct X;\nuse super::Shared;\npub fn h() {}\n#[cfg(test)]\nmod tests { use super::super::a::run; }\n",
            ),
        ]);
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn grouped_and_nested_imports() {
        let g = graph(&[(
            "a.rs",
            "use crate::{b::X, c::{self, y::{Z, W as V}}, a::Own};\nuse std::fmt;\n",
        )]);
        assert_eq!(edges(&g), ["a->b", "a->c"]);
        assert_eq!(g.edges[&("a".into(), "c".into())], ["src/a.rs:1"]);
    }

    #[test]
    fn inline_paths_macros_and_reexports() {
        let g = graph(&[
            (
                "a.rs",
                "fn f() -> u8 {\n    let x = crate::b::g();\n    crate::shout!(x);\n    crate::helper()\n}\n",
            ),
            (
                "b/mod.rs",
                "mod inner;\n#[macro_export]\nmacro_rules! shout { ($x:expr) => { $crate::c::Y }; }\n",
            ),
            ("d.rs", "pub fn helper() -> u8 { 1 }\n"),
        ]);
        assert_eq!(edges(&g), ["a->b", "a->d", "b->c"]);
        assert_eq!(
            g.edges[&("a".into(), "b".into())],
            ["src/a.rs:2", "src/a.rs:3"]
        );
        // A macro named like a module is the macro's module's.
        let g = graph(&[
            ("a.rs", "#[macro_export]\nmacro_rules! b { () => {} }\n"),
            ("b.rs", "crate::b! {}\n"),
        ]);
        assert_eq!(edges(&g), ["b->a"]);
    }

    #[test]
    fn super_paths_reaching_another_module_count() {
        let g = graph(&[
            ("b/mod.rs", "mod deep;\n"),
            (
                "b/deep.rs",
                "use super::Sibling;\nuse self::x::Y;\nfn f() { super::super::c::g(); }\nmod x { use super::super::super::d::Z; pub struct Y; }\n",
            ),
        ]);
        assert_eq!(edges(&g), ["b->c", "b->d"]);
    }

    #[test]
    fn comments_strings_and_doc_links_are_not_uses() {
        let g = graph(&[(
            "a.rs",
            "//! See [`crate::b`].\n/* crate::c::X /* nested crate::c */ */\nconst S: &str = \"crate::c::X\";\nconst R: &str = r#\"crate::\"c\"::X\"#;\nconst Q: char = '\"';\nfn f<'a>(x: &'a str) -> &'a str { x }\n",
        )]);
        assert!(g.edges.is_empty(), "{:?}", g.edges);
    }

    #[test]
    fn tests_are_left_out() {
        let g = graph(&[
            (
                "a.rs",
                "#[cfg(test)]\nuse crate::b::X;\n#[cfg(test)]\n#[allow(unused)]\nfn helper() { crate::c::f(); }\n#[cfg(test)]\nmod tests {\n    use crate::d::{A, B};\n    mod deeper { fn g() { crate::b::h() } }\n}\n#[cfg(test)]\nmod proptests;\n",
            ),
            ("a/proptests.rs", "use crate::b::X;\n"),
            ("a/tests.rs", "use crate::b::X;\n"),
            ("b/tests/more.rs", "use crate::c::X;\n"),
            ("testing.rs", "use crate::c::X;\n"),
            ("c.rs", "#![cfg(test)]\nuse crate::d::X;\n"),
            ("d.rs", "#[cfg(not(test))]\nuse crate::b::X;\n"),
        ]);
        assert_eq!(edges(&g), ["d->b"]);
    }

    #[test]
    fn a_circle_of_three_is_named() {
        let g = graph(&[
            ("a.rs", "use crate::b::X;\n"),
            ("b/mod.rs", "pub fn f() { crate::c::g() }\n"),
            ("c.rs", "use crate::{a::Y};\n"),
        ]);
        let layers = &[open("all", &["crate", "a", "b", "c", "d"])];
        let problems = check_graph(&g, layers);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert_eq!(
            problems[0],
            "a circle: a -> b -> c -> a\n  a -> b: src/a.rs:1\n  b -> c: src/b/mod.rs:1\n  c -> a: src/c.rs:1"
        );
        // Two modules using each other form a circle too.
        let g = graph(&[
            ("a.rs", "use crate::b::X;\n"),
            ("b.rs", "use crate::a::Y;\n"),
        ]);
        assert_eq!(
            check_graph(&g, layers)[0].lines().next(),
            Some("a circle: a -> b -> a")
        );
    }

    #[test]
    fn a_use_of_a_higher_layer_or_a_closed_layer_fails() {
        let g = graph(&[
            ("a.rs", "use crate::{b::X, d::Y};\n"),
            ("b.rs", "use crate::d::X;\nuse crate::c::Y;\n"),
            ("d.rs", "use crate::c::X;\nfn f() { crate::c::g(); }\n"),
        ]);
        let problems = check_graph(&g, LAYERS);
        assert_eq!(
            problems,
            [
                "`b` (layer \"middle\") uses `c` (layer \"middle\", its own layer): src/b.rs:2",
                "`d` (layer \"low\") uses `c` (layer \"middle\", a higher layer): src/d.rs:1,2",
            ]
        );
        let g = graph(&[("a.rs", "use crate::{b::X, d::Y};\n")]);
        assert!(check_graph(&g, LAYERS).is_empty());
    }

    #[test]
    fn every_module_is_in_one_layer() {
        let layers = &[
            closed("low", &["crate", "d", "gone"]),
            closed("high", &["a", "b", "d"]),
        ];
        assert_eq!(
            check_graph(&graph(&[]), layers),
            [
                "layer \"low\" names `gone`, which is not a module of the crate",
                "`d` is declared in two layers (\"low\" and \"high\")",
                "`c` is in no layer",
            ]
        );
    }

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
