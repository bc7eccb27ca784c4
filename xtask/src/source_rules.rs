//! Three invariants of ARCHITECTURE.md read from the sources, a step of `cargo xtask check`:
//! core does no IO, all SQL lives in the storage crate, and no `macro_rules!` hides control flow
//! in the server or the storage crate. Each is a list of words a folder's Rust sources may not
//! contain (comments aside); a Cargo manifest may not name a dependency.

use crate::shell::{Result, root, step};
use std::path::Path;

struct Rule {
    /// What the rule keeps true, as ARCHITECTURE.md says it.
    invariant: &'static str,
    /// Where, from the workspace root.
    folder: &'static str,
    /// Words its code may not contain.
    banned: &'static [&'static str],
}

const RULES: &[Rule] = &[
    Rule {
        invariant: "core does no IO",
        folder: "crates/core/src",
        banned: &[
            "std::fs",
            "std::net",
            "std::env",
            "std::process",
            "std::io::stdin",
            "SystemTime",
            "Instant::now",
            "OffsetDateTime::now",
            "tokio",
            "async fn",
            "println!",
            "eprintln!",
        ],
    },
    Rule {
        invariant: "all the site's SQL lives in crates/store",
        folder: "crates/server/src",
        banned: &["sqlx", "SELECT ", "INSERT INTO", "UPDATE ", "DELETE FROM"],
    },
    Rule {
        invariant: "no macro hides a return, `?` or `.await` in the server",
        folder: "crates/server/src",
        banned: &["macro_rules!"],
    },
    Rule {
        invariant: "no macro hides a return, `?` or `.await` in storage",
        folder: "crates/store/src",
        banned: &["macro_rules!"],
    },
];

/// Crates that may not depend on a package (in `[dependencies]`; tests may).
const NO_DEPENDENCY: &[(&str, &str, &str)] = &[(
    "crates/server/Cargo.toml",
    "sqlx",
    "all the site's SQL lives in crates/store",
)];

pub fn check() -> Result {
    step("source rules: core does no IO, SQL only in crates/store, no macro_rules! in server code");
    let mut problems = Vec::new();
    for rule in RULES {
        for file in rust_files(&root().join(rule.folder))? {
            let source = std::fs::read_to_string(&file)?;
            let shown = file.strip_prefix(root()).unwrap_or(&file).display();
            for (number, word) in breaches(&source, rule.banned) {
                problems.push(format!("{shown}:{number}: `{word}` ({})", rule.invariant));
            }
        }
    }
    for (manifest, package, invariant) in NO_DEPENDENCY {
        let text = std::fs::read_to_string(root().join(manifest))?;
        if depends_on(&text, package) {
            problems.push(format!(
                "{manifest}: [dependencies] names {package} ({invariant})"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("source rules broken:\n{}", problems.join("\n")).into())
    }
}

/// The `.rs` files below `dir`, tests aside (`tests.rs`, a `tests/` folder).
fn rust_files(dir: &Path) -> Result<Vec<std::path::PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if path.is_dir() {
            if name != "tests" {
                files.extend(rust_files(&path)?);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// The (1-based) lines of `source`'s code, before any `#[cfg(test)]` module and outside `//`
/// comments, holding one of `banned`.
fn breaches(source: &str, banned: &[&'static str]) -> Vec<(usize, &'static str)> {
    let code = match source.find("#[cfg(test)]\nmod tests") {
        Some(tests) => &source[..tests],
        None => source,
    };
    let mut found = Vec::new();
    for (index, line) in code.lines().enumerate() {
        let line = line.split("//").next().unwrap_or_default();
        for word in banned {
            if line.contains(word) {
                found.push((index + 1, *word));
            }
        }
    }
    found
}

/// Whether the manifest's `[dependencies]` table names `package`.
fn depends_on(manifest: &str, package: &str) -> bool {
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
        } else if in_dependencies {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            if name == package {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::{breaches, check, depends_on};

    #[test]
    fn the_workspace_keeps_its_source_rules() {
        check().expect("the source rules hold");
    }

    #[test]
    fn a_banned_word_in_code_is_found_and_one_in_a_comment_or_test_is_not() {
        let source = "use std::fs;\n// std::fs in a comment\nfn f() {} // tokio\n\
                      #[cfg(test)]\nmod tests {\n    use std::fs;\n}\n";
        assert_eq!(
            breaches(source, &["std::fs", "tokio"]),
            vec![(1, "std::fs")]
        );
    }

    #[test]
    fn a_dependency_is_read_from_its_table_only() {
        let manifest = "[dependencies]\nsqlx.workspace = true\n";
        assert!(depends_on(manifest, "sqlx"));
        let manifest = "[dependencies]\nserde = \"1\"\n\n[dev-dependencies]\nsqlx = \"0.8\"\n";
        assert!(!depends_on(manifest, "sqlx"));
        assert!(!depends_on("[dependencies]\nsqlx-core = \"1\"\n", "sqlx"));
    }
}
