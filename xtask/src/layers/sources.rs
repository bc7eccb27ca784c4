//! Reading a crate's files from disk and scanning each, tests left out.

use super::scan::{Scan, scan};
use crate::shell::{Result, root};
use std::path::Path;

/// One file of a crate, outside tests.
#[derive(Debug)]
pub(super) struct File {
    /// From the crate's `src` folder, `/`-separated.
    pub(super) path: String,
    /// Its module path (empty: the crate root).
    pub(super) module: Vec<String>,
    pub(super) scan: Scan,
}

/// A crate's files, the root first, tests left out.
#[derive(Debug)]
pub(super) struct Sources {
    pub(super) src: String,
    pub(super) files: Vec<File>,
}

/// Reads a crate's sources from disk (`src`: its `src` folder from the workspace root).
pub(super) fn read_crate(src: &str) -> Result<Sources> {
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
pub(super) fn read_sources(
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
