//! The layering check, a step of `cargo xtask check` (`cargo xtask layers` runs it alone and prints
//! each crate's module dependency list).
//!
//! For each crate declared in [`CRATES`], every module's source is read for its `crate::` paths
//! (`use` trees with their nested groups, paths written inline in code, `$crate::` in macros,
//! `super::` and `self::` paths resolved from the file's place), each mapped to the top-level module
//! it names. The check fails when a module uses a module its layer may not use (a higher layer, or
//! its own layer when that layer is not open) or when top-level modules use each other in a circle.
//! Tests are left out: `#[cfg(test)]` items, `tests.rs` files and `tests/` folders. The crate's
//! `lib.rs` (or `main.rs`) is not a module: it declares them.
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
            // The languages and the text types; what a value exported to TypeScript is.
            // How an address's segment is read (the routes, the `/fr` prefix).
            closed("addresses", &["segments"]),
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
            // What storage stores and reads back, and its own time limits.
            closed("records", &["limits", "notice", "content_model"]),
            // The write path and the runner of statements (open: `sql` runs on `write`'s
            // transactions, both report `error`'s).
            open("engine", &["error", "write", "sql", "health", "wal"]),
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
            // SQLite's lead writes, committed in groups.
            closed("batching", &["group_commit"]),
        ],
    },
    Crate {
        src: "crates/server/src",
        layers: &[
            // The log's writer, which the metrics read its dropped lines from.
            closed("log writer", &["log_writer"]),
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
];

/// `cargo xtask check`'s step.
pub fn check() -> Result {
    step("module layers: no use of a higher layer, no circle");
    let mut problems = Vec::new();
    for krate in CRATES {
        let graph = read_crate(krate.src)?;
        problems.extend(
            check_graph(&graph, krate.layers)
                .into_iter()
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
        let graph = read_crate(krate.src)?;
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

/// The top-level modules of a crate and which use which.
#[derive(Debug, Default)]
struct Graph {
    /// As the crate root declares them.
    modules: Vec<String>,
    /// (user, used) → where: `file:line`, in file order.
    edges: BTreeMap<(String, String), Vec<String>>,
}

/// Reads a crate's sources from disk (`src`: its `src` folder from the workspace root).
fn read_crate(src: &str) -> Result<Graph> {
    let dir = root().join(src);
    let root_file = ["lib.rs", "main.rs"]
        .into_iter()
        .find(|name| dir.join(name).is_file())
        .ok_or_else(|| format!("{src}: no lib.rs or main.rs"))?;
    let root_source = std::fs::read_to_string(dir.join(root_file))?;
    let mut files = Vec::new();
    collect_files(&dir, &dir, &mut files)?;
    files.retain(|(path, _)| path != "lib.rs" && path != "main.rs");
    Ok(build_graph(src, &root_source, &files))
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

/// The graph of a crate given its root's source and its other files (path from `src`, source).
fn build_graph(src: &str, root_source: &str, files: &[(String, String)]) -> Graph {
    let root = scan(root_source, &[]);
    let modules = root.modules.clone();
    // What `crate::name` names when `name` is not a module: the module the root re-exports it
    // from (and, for `crate::name!`, the module whose `#[macro_export]` macro it is).
    let mut items: BTreeMap<String, String> = BTreeMap::new();
    for (path, alias) in &root.reexports {
        let path: Vec<&str> = path
            .iter()
            .map(String::as_str)
            .skip_while(|s| *s == "crate" || *s == "self")
            .collect();
        if let (Some(first), Some(last)) = (path.first(), path.last())
            && modules.iter().any(|m| m == first)
        {
            items.insert(
                alias.clone().unwrap_or((*last).to_owned()),
                (*first).to_owned(),
            );
        }
    }
    let mut macros: BTreeMap<String, String> = BTreeMap::new();
    let mut scans = Vec::new();
    for (path, source) in files {
        if path.rsplit('/').next() == Some("tests.rs") || path.split('/').any(|c| c == "tests") {
            continue;
        }
        let module = module_path(path);
        if !module.first().is_some_and(|m| modules.contains(m)) {
            continue; // not a module of this crate root (a binary's, a `#[path]` file)
        }
        let scanned = scan(source, &module);
        for name in &scanned.macros {
            macros.insert(name.clone(), module[0].clone());
        }
        scans.push((path, module, scanned));
    }
    let test_modules: Vec<&Vec<String>> = scans
        .iter()
        .flat_map(|(_, _, scanned)| &scanned.test_modules)
        .chain(&root.test_modules)
        .collect();
    let mut edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for (path, module, scanned) in &scans {
        if test_modules.iter().any(|test| module.starts_with(test)) {
            continue;
        }
        for (target, line, macro_call) in &scanned.paths {
            let Some(first) = target.first() else {
                continue;
            };
            let used = if *macro_call && target.len() == 1 {
                macros.get(first).or_else(|| items.get(first))
            } else if modules.contains(first) {
                Some(first)
            } else {
                items.get(first)
            };
            let Some(used) = used.filter(|used| **used != module[0]) else {
                continue;
            };
            let site = format!("{src}/{path}:{line}");
            let sites = edges.entry((module[0].clone(), used.clone())).or_default();
            if sites.last() != Some(&site) {
                sites.push(site);
            }
        }
    }
    Graph { modules, edges }
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
    for cycle in circles(graph) {
        let hops: Vec<String> = cycle
            .windows(2)
            .map(|hop| {
                let sites = &graph.edges[&(hop[0].clone(), hop[1].clone())];
                format!("  {} -> {}: {}", hop[0], hop[1], sites_text(sites))
            })
            .collect();
        problems.push(format!(
            "a circle: {}\n{}",
            cycle.join(" -> "),
            hops.join("\n")
        ));
    }
    problems
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
                    i += 1; // a lifetime or a label: its name is an identifier
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
    /// `use` trees: the path and its `as` name, as written (the root's re-exports).
    reexports: Vec<(Vec<String>, Option<String>)>,
    /// `#[macro_export]` macros defined here.
    macros: Vec<String>,
    /// Modules declared under `#[cfg(test)]` (`mod name;`), from the crate root.
    test_modules: Vec<Vec<String>>,
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
                    }
                }
                i += 1;
            }
            "use" => {
                i += 1;
                let mut trees = Vec::new();
                use_tree(&tokens, &mut i, Vec::new(), &mut trees);
                let line = token.line;
                for (path, alias) in trees {
                    if let Some(resolved) = resolve(&path, &current) {
                        out.paths.push((resolved, line, false));
                    }
                    out.reexports.push((path, alias));
                }
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
            _ => i += 1,
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
        closed("low", &["d"]),
        closed("middle", &["b", "c"]),
        open("top", &["a"]),
    ];

    #[test]
    fn the_root_declares_the_modules() {
        assert_eq!(graph(&[]).modules, ["a", "b", "c", "d"]);
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
        let layers = &[open("all", &["a", "b", "c", "d"])];
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
            closed("low", &["d", "gone"]),
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
            "src: module -> the modules it uses\n  [low] d -> -\n  [middle] b -> -\n  [middle] c -> -\n  [top] a -> b, d\n"
        );
    }

    #[test]
    fn the_declared_crates_exist_and_their_layers_hold() {
        for krate in CRATES {
            let graph = read_crate(krate.src).expect("readable");
            assert!(graph.modules.len() > 3, "{}", krate.src);
            let problems = check_graph(&graph, krate.layers);
            assert!(problems.is_empty(), "{}", problems.join("\n"));
        }
    }
}
