//! The graph of a module: which of its nodes (the crate's top-level modules and root, or the
//! files of a module folder) use which, and where.

use super::scan::{Use, resolve};
use super::sources::{File, Sources};
use std::collections::BTreeMap;

/// The node of the crate root's own items in the top-level graph: what `lib.rs` (or `main.rs`)
/// defines and what its code uses. It sits in a layer like a module. The root's re-exports
/// (`pub use m::X`) are not its uses: a path through one names the module it re-exports from.
const ROOT_NODE: &str = "crate";

/// The nodes of one module's graph (the crate's top-level modules, or the files of a module
/// folder) and which use which.
#[derive(Debug, Default)]
pub(super) struct Graph {
    /// The nodes, as the module's file declares them, then its own file's node.
    pub(super) modules: Vec<String>,
    /// (user, used) → where: `file:line`, in file order.
    pub(super) edges: BTreeMap<(String, String), Vec<String>>,
}

/// The graph of the crate's top-level modules and its root's own items ([`ROOT_NODE`]).
pub(super) fn top_graph(sources: &Sources) -> Graph {
    graph_of(sources, &[], true).unwrap_or_default()
}

/// The graph of the crate given its root's source and its other files (as [`read_sources`](super::sources::read_sources)).
#[cfg(test)]
pub(super) fn build_graph(src: &str, root_source: &str, files: &[(String, String)]) -> Graph {
    top_graph(&super::sources::read_sources(
        src,
        "lib.rs",
        root_source,
        files,
    ))
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
pub(super) fn graph_of(sources: &Sources, module: &[String], top: bool) -> Option<Graph> {
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

#[cfg(test)]
mod tests {
    use super::super::layer::{closed, open};
    use super::super::sources::read_sources;
    use super::super::test_crate::{edges, graph};
    use super::super::verdict::check_graph;
    use super::*;

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
}
