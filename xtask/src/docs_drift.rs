//! The documents held to the code, so that what they state cannot drift from it: ARCHITECTURE.md's
//! section 2 (`ARCHITECTURE.md#2-the-layers`) shows every layer of `layers.rs` with exactly its modules; README.md's layout names every
//! crate of the workspace, and the dependencies a line of it names are that crate's; a count of
//! migrations in the documents is the count in `crates/store/migrations/`. A failure names the
//! document's stale line and what it should say.
#![cfg(test)]

use crate::shell::root;
use std::collections::BTreeSet;

/// The documents whose statements are checked.
const DOCUMENTS: [&str; 2] = ["README.md", "ARCHITECTURE.md"];

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The lines of the first fenced block after the heading that contains `heading`, with their
/// line numbers (1-based) in `doc`.
fn block_after<'a>(doc: &'a str, heading: &str) -> Vec<(usize, &'a str)> {
    let mut lines = doc.lines().enumerate();
    for (_, line) in lines.by_ref() {
        if line.starts_with('#') && line.contains(heading) {
            break;
        }
    }
    let mut block = Vec::new();
    let mut inside = false;
    for (at, line) in lines {
        if line.starts_with("```") {
            if inside {
                break;
            }
            inside = true;
        } else if inside {
            block.push((at + 1, line));
        } else if line.starts_with('#') {
            break;
        }
    }
    block
}

/// The identifiers of `text` before its first `(` or `→`.
fn names_before_notes(text: &str) -> Vec<&str> {
    let end = text.find(['(', '→']).unwrap_or(text.len());
    text[..end].split_whitespace().collect()
}

/// What is wrong with a crate's block of ARCHITECTURE.md's section 2 against its layers: one line per layer, starting with
/// the layer's name, listing exactly its modules (a list that wraps goes on in the modules'
/// column).
fn layer_block_problems(
    block: &[(usize, &str)],
    layers: &[(&str, &[&str])],
    what: &str,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, modules) in layers {
        let Some(start) = block.iter().position(|(_, line)| {
            line.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with("  ") || rest.starts_with(' '))
                && !line.starts_with(' ')
        }) else {
            problems.push(format!(
                "ARCHITECTURE.md, section 2, {what}: no line for the layer `{name}` (modules: {})",
                modules.join(" ")
            ));
            continue;
        };
        let (number, line) = block[start];
        let rest = &line[name.len()..];
        let column = name.len() + (rest.len() - rest.trim_start().len());
        let mut shown: BTreeSet<&str> = names_before_notes(&line[column..]).into_iter().collect();
        for (_, next) in &block[start + 1..] {
            let indent = next.len() - next.trim_start().len();
            if indent != column || next.trim().is_empty() {
                break;
            }
            shown.extend(names_before_notes(next.trim_start()));
        }
        let declared: BTreeSet<&str> = modules.iter().copied().collect();
        if shown != declared {
            problems.push(format!(
                "ARCHITECTURE.md:{number}: the layer `{name}` of {what} shows [{}] but xtask/src/layers.rs declares [{}]",
                shown.into_iter().collect::<Vec<_>>().join(" "),
                declared.into_iter().collect::<Vec<_>>().join(" ")
            ));
        }
    }
    problems
}

#[test]
fn architecture_section_2_shows_every_layer_with_its_modules() {
    let doc = read("ARCHITECTURE.md");
    let mut problems = Vec::new();
    for (src, layers) in crate::layers::declared() {
        let folder = src.trim_end_matches("/src");
        let block = block_after(&doc, folder);
        assert!(
            !block.is_empty(),
            "ARCHITECTURE.md's section 2 has no block for {folder}"
        );
        problems.extend(layer_block_problems(&block, &layers, folder));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_stale_layer_line_is_named_with_what_it_should_list() {
    let block = [
        (10, "routes      http                     → config"),
        (11, "leaves      error funnel metrics     (open)"),
        (12, "            redact"),
    ];
    let problems = layer_block_problems(
        &block,
        &[
            (
                "leaves",
                &["error", "funnel", "metrics", "redact", "report"],
            ),
            ("routes", &["http"]),
            ("starting", &["startup"]),
        ],
        "crates/server",
    );
    assert_eq!(
        problems,
        [
            "ARCHITECTURE.md:11: the layer `leaves` of crates/server shows [error funnel metrics redact] but xtask/src/layers.rs declares [error funnel metrics redact report]",
            "ARCHITECTURE.md, section 2, crates/server: no line for the layer `starting` (modules: startup)",
        ]
    );
}

/// The workspace's members, from the root `Cargo.toml`.
fn members() -> Vec<String> {
    let manifest = read("Cargo.toml");
    let line = manifest
        .lines()
        .find(|line| line.starts_with("members = ["))
        .expect("Cargo.toml's `members = [...]` on one line");
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// The direct dependencies of the crate in `folder`.
fn dependencies(folder: &str) -> BTreeSet<String> {
    let manifest = read(&format!("{folder}/Cargo.toml"));
    let mut in_dependencies = false;
    let mut names = BTreeSet::new();
    for line in manifest.lines() {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if in_dependencies && let Some((key, _)) = line.split_once('=') {
            let key = key.trim();
            if !key.is_empty() && !key.starts_with('#') {
                names.insert(key.trim_end_matches(".workspace").to_owned());
            }
        }
    }
    names
}

/// README.md's layout block: every member is named (or a folder above it), and where a crate's
/// line opens with dependencies (`axum + leptos: …`), each is one of that crate's.
fn layout_problems(
    block: &[(usize, &str)],
    members: &[String],
    dependencies: impl Fn(&str) -> BTreeSet<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    let listed: Vec<(usize, &str, &str)> = block
        .iter()
        .filter_map(|(number, line)| {
            let (path, rest) = line.split_once(char::is_whitespace)?;
            Some((*number, path.trim_end_matches('/'), rest.trim()))
        })
        .collect();
    for member in members {
        if !listed
            .iter()
            .any(|(_, path, _)| member == path || member.starts_with(&format!("{path}/")))
        {
            problems.push(format!(
                "README.md's layout does not name the workspace member {member}"
            ));
        }
    }
    for (number, path, rest) in listed {
        if !members.iter().any(|member| member == path) {
            continue;
        }
        let Some((lead, _)) = rest.split_once(':') else {
            continue;
        };
        let named: Vec<&str> = lead.split('+').map(str::trim).collect();
        if named.iter().any(|name| name.contains(' ')) {
            continue; // a phrase, not a list of dependencies
        }
        let actual = dependencies(path);
        for name in named {
            if !actual.contains(name) {
                problems.push(format!(
                    "README.md:{number}: {path} is said to use {name}, which is not among its dependencies ({})",
                    actual.into_iter().collect::<Vec<_>>().join(", ")
                ));
                break;
            }
        }
    }
    problems
}

#[test]
fn the_readmes_layout_names_every_crate_and_only_its_dependencies() {
    let readme = read("README.md");
    let block = block_after(&readme, "Layout");
    assert!(!block.is_empty(), "README.md has no layout block");
    let problems = layout_problems(&block, &members(), dependencies);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_layout_line_naming_a_dependency_the_crate_lacks_is_named() {
    let block = [
        (5, "crates/server   axum + sqlx: content API"),
        (6, "xtask/          the driver"),
    ];
    let members = [
        "crates/server".to_owned(),
        "crates/store".to_owned(),
        "xtask/peer".to_owned(),
    ];
    let problems = layout_problems(&block, &members, |_| {
        ["axum", "leptos"].into_iter().map(str::to_owned).collect()
    });
    assert_eq!(
        problems,
        [
            "README.md's layout does not name the workspace member crates/store",
            "README.md:5: crates/server is said to use sqlx, which is not among its dependencies (axum, leptos)",
        ]
    );
}

const NUMBER_WORDS: [&str; 21] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
];

/// Every "N migrations" (digits or an English number word) of `doc` that is not `count`.
fn migration_count_problems(name: &str, doc: &str, count: usize) -> Vec<String> {
    let mut problems = Vec::new();
    for (at, line) in doc.lines().enumerate() {
        let words: Vec<String> = line
            .split(|c: char| !c.is_alphanumeric())
            .map(str::to_lowercase)
            .collect();
        for pair in words.windows(2) {
            if pair[1] != "migrations" {
                continue;
            }
            let stated = pair[0]
                .parse::<usize>()
                .ok()
                .or_else(|| NUMBER_WORDS.iter().position(|word| *word == pair[0]));
            if let Some(stated) = stated
                && stated != count
            {
                problems.push(format!(
                    "{name}:{}: says {} migrations; crates/store/migrations has {count} for each engine",
                    at + 1,
                    pair[0]
                ));
            }
        }
    }
    problems
}

#[test]
fn a_count_of_migrations_in_the_documents_is_the_count_in_the_store() {
    let count = |engine: &str| {
        std::fs::read_dir(root().join("crates/store/migrations").join(engine))
            .expect("migrations")
            .filter(|entry| {
                entry
                    .as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "sql"))
            })
            .count()
    };
    let sqlite = count("sqlite");
    assert_eq!(
        sqlite,
        count("postgres"),
        "both engines have the same migrations"
    );
    let mut problems = Vec::new();
    let mut documents: Vec<String> = DOCUMENTS.iter().map(|d| (*d).to_owned()).collect();
    for entry in std::fs::read_dir(root().join("docs")).expect("docs") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|x| x == "md") {
            documents.push(format!(
                "docs/{}",
                path.file_name().expect("name").to_string_lossy()
            ));
        }
    }
    for document in documents {
        problems.extend(migration_count_problems(
            &document,
            &read(&document),
            sqlite,
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(
        migration_count_problems("README.md", "The same ten migrations run\non both.", 11),
        ["README.md:1: says ten migrations; crates/store/migrations has 11 for each engine"]
    );
}
