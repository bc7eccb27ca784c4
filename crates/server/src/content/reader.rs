//! What the per-file readers of `content/` share (`load.rs` runs them): the [`Reader`] that
//! parses a file and collects its problems, the ids seen so far, a file's stem.

use super::report::{Location, Report, Source};
use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// What the per-file readers share: where problems go, the media folder, the ids seen so far.
#[derive(Debug)]
pub struct Reader<'a> {
    pub report: &'a mut Report,
    pub media: &'a Path,
    pub ids: &'a mut Ids,
}

impl Reader<'_> {
    /// Reads and parses one TOML file. A syntax or type error is reported on its line and the
    /// file is skipped (its other problems are found once that one is fixed).
    pub fn parse<T: DeserializeOwned>(&mut self, path: &Path) -> Option<(Source, T)> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                self.report.file(path, format!("cannot read: {error}"));
                return None;
            }
        };
        let source = Source {
            path: path.to_path_buf(),
            text,
        };
        match toml::from_str(&source.text) {
            Ok(parsed) => Some((source, parsed)),
            Err(error) => {
                let offset = error.span().map_or(0, |span| span.start);
                let message = error.message().trim().replace('\n', "; ");
                self.report.at(&source.location(offset), message);
                None
            }
        }
    }

    /// The `.toml` files of a folder, sorted by name.
    pub fn toml_files(&mut self, folder: &Path) -> Vec<PathBuf> {
        let entries = match std::fs::read_dir(folder) {
            Ok(entries) => entries,
            Err(error) => {
                self.report
                    .file(folder, format!("cannot read folder: {error}"));
                return vec![];
            }
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "toml") && path.is_file())
            .collect();
        files.sort();
        files
    }
}

/// The id namespaces: ids must be unique within each (all services and their children share one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Namespace {
    Service,
    AboutChild,
    Newsletter,
    Article,
}

impl Namespace {
    fn label(self) -> &'static str {
        match self {
            Namespace::Service => "service id",
            Namespace::AboutChild => "about child id",
            Namespace::Newsletter => "newsletter id",
            Namespace::Article => "article id",
        }
    }
}

/// Where each id was first defined, to report a duplicate with both places.
#[derive(Debug, Default)]
pub struct Ids {
    seen: HashMap<(Namespace, String), Location>,
}

impl Ids {
    /// Records `id`, reporting it at `at` when it was already defined.
    pub fn claim(&mut self, namespace: Namespace, id: &str, at: Location, report: &mut Report) {
        if id.trim().is_empty() {
            return;
        }
        match self.seen.get(&(namespace, id.to_owned())) {
            Some(first) => {
                let message = format!(
                    "duplicate {} \"{id}\" (first defined at {first})",
                    namespace.label()
                );
                report.at(&at, message);
            }
            None => {
                self.seen.insert((namespace, id.to_owned()), at);
            }
        }
    }
}

/// The file's name without `.toml`, which must equal the id (or section) it holds.
pub fn file_stem(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}
