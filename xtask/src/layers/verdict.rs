//! The verdict on a crate's graphs: modules outside the layers, uses the layers forbid, and
//! circles, between top-level modules or between the files of a module folder.

use super::graph::{Graph, graph_of};
use super::layer::Layer;
use super::sources::Sources;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// The circles between the files of each module folder (a module with child modules, but the
/// crate root, whose circles [`check_graph`] reports): `a.rs` using `super::b`, `b.rs` using
/// `super::a`, or longer. A child with a folder of its own counts as one node.
pub(super) fn check_folders(sources: &Sources) -> Vec<String> {
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

/// What the checks find wrong with a graph: modules outside the layers, uses the layers forbid,
/// circles.
pub(super) fn check_graph(graph: &Graph, layers: &[Layer]) -> Vec<String> {
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

#[cfg(test)]
mod tests {
    use super::super::layer::{closed, open};
    use super::super::sources::read_sources;
    use super::super::test_crate::{LAYERS, graph};
    use super::*;

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
}
