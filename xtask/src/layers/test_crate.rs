//! The made-up crate the tests read: its root, its layers, its graph from given files.

use super::graph::{Graph, build_graph};
use super::layer::{Layer, closed, open};

/// Its root: four modules, a test module, a re-export.
const ROOT: &str = "//! A crate.\npub mod a;\npub mod b;\nmod c;\npub mod d;\n#[cfg(test)]\nmod testing;\npub use d::helper;\n";

/// The graph of the crate of [`ROOT`] and `files` (path from `src`, source).
pub(super) fn graph(files: &[(&str, &str)]) -> Graph {
    let files: Vec<(String, String)> = files
        .iter()
        .map(|(p, s)| ((*p).to_owned(), (*s).to_owned()))
        .collect();
    build_graph("src", ROOT, &files)
}

/// A graph's uses, `from->to`, in order.
pub(super) fn edges(graph: &Graph) -> Vec<String> {
    graph
        .edges
        .keys()
        .map(|(from, to)| format!("{from}->{to}"))
        .collect()
}

/// Layers of that crate: `crate` and `d` lowest, `a` on top (open).
pub(super) const LAYERS: &[Layer] = &[
    closed("low", &["crate", "d"]),
    closed("middle", &["b", "c"]),
    open("top", &["a"]),
];
