//! The built app's scripts and styles, read from Vite's manifest (`build.manifest`:
//! `.vite/manifest.json` in the web build): the entry script and the modules it imports
//! (preloaded), and every style sheet they and the app the entry starts bring (`src/app/start.tsx`,
//! imported dynamically: `web/src/lib/app-start.ts`). The app's scripts are not preloaded: they
//! would take the network from the page's largest image, and the app starts after the load; and for a page's own module (lazily loaded by the app), the
//! style sheets beyond the entry's, so a page the server prerendered is styled before the app runs. Nothing is linked by hand, so a rebuild with new hashes needs no
//! change here.
//!
//! The style sheets' text is read once and written in the document's head: a few kilobytes that
//! would otherwise be as many requests blocking the first paint (on a slow mobile network each
//! costs a round trip; the page's largest paint waits for them all).

use serde::Deserialize;
use std::collections::{BTreeMap, HashSet};
use std::path::Path;

/// Where Vite writes the manifest, under the build folder.
pub const MANIFEST: &str = ".vite/manifest.json";
/// The manifest key of the app's entry.
const ENTRY: &str = "index.html";
/// The manifest key of the app the entry starts.
const APP_START: &str = "src/app/start.tsx";

/// Site-absolute addresses (`/assets/index-3f2a.js`) of what every page links.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assets {
    pub script: String,
    pub preloads: Vec<String>,
    pub styles: Vec<String>,
    /// The text of `styles`, in their order ([`read_styles`]).
    pub css: String,
}

/// What one page's module adds to the entry's [`Assets`]: the style sheets it and the modules it
/// imports bring, none the entry already links.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModuleAssets {
    pub styles: Vec<String>,
    /// The text of `styles`, in their order ([`read_styles`]).
    pub css: String,
}

/// The text of the style sheets `styles` (site-absolute addresses of files in `dist`), one after
/// the other. A sheet that cannot be read, or that would close the `<style>` element holding it,
/// is an error: the build is broken.
pub fn read_styles(dist: &Path, styles: &[String]) -> Result<String, String> {
    let mut css = String::new();
    for href in styles {
        let path = dist.join(href.trim_start_matches('/'));
        let text = std::fs::read_to_string(&path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        if text.to_ascii_lowercase().contains("</style") {
            return Err(format!(
                "{}: a style sheet may not hold `</style`",
                path.display()
            ));
        }
        css.push_str(&text);
        if !css.ends_with('\n') {
            css.push('\n');
        }
    }
    Ok(css)
}

#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
}

/// Vite's manifest, parsed.
#[derive(Debug)]
pub struct Manifest(BTreeMap<String, Chunk>);

impl Manifest {
    /// Reads the manifest of the web build in `dist`.
    pub fn load(dist: &Path) -> Result<Self, String> {
        let path = dist.join(MANIFEST);
        let text = std::fs::read_to_string(&path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        Self::parse(&text).map_err(|error| format!("{}: {error}", path.display()))
    }

    pub fn parse(text: &str) -> Result<Self, String> {
        serde_json::from_str(text)
            .map(Self)
            .map_err(|error| format!("not a Vite manifest: {error}"))
    }

    /// The entry's assets: its static imports depth first (each once), their style sheets before
    /// the entry's own, the order Vite itself writes them in `index.html`; then the style sheets
    /// of the app's start module and its imports, the same way (their scripts are not preloaded).
    pub fn entry(&self) -> Result<Assets, String> {
        let entry = self
            .0
            .get(ENTRY)
            .filter(|chunk| chunk.is_entry)
            .ok_or_else(|| format!("the manifest has no `{ENTRY}` entry"))?;
        let start = self
            .0
            .get(APP_START)
            .ok_or_else(|| format!("the manifest has no `{APP_START}` (the app's start)"))?;
        let mut assets = Assets {
            script: absolute(&entry.file),
            ..Assets::default()
        };
        let mut seen = HashSet::new();
        self.walk(entry, &mut seen, &mut assets.preloads, &mut assets.styles);
        self.walk(start, &mut seen, &mut Vec::new(), &mut assets.styles);
        dedup(&mut assets.styles);
        Ok(assets)
    }

    /// What the module `key` (`src/features/home/home-page.tsx`) loads beyond `entry`; `None` for
    /// a key the manifest does not have.
    pub fn module(&self, key: &str, entry: &Assets) -> Option<ModuleAssets> {
        let chunk = self.0.get(key)?;
        let mut assets = ModuleAssets::default();
        let mut seen = HashSet::new();
        self.walk(chunk, &mut seen, &mut Vec::new(), &mut assets.styles);
        dedup(&mut assets.styles);
        assets.styles.retain(|file| !entry.styles.contains(file));
        Some(assets)
    }

    fn walk<'a>(
        &'a self,
        chunk: &'a Chunk,
        seen: &mut HashSet<&'a str>,
        preloads: &mut Vec<String>,
        styles: &mut Vec<String>,
    ) {
        for import in &chunk.imports {
            if !seen.insert(import) {
                continue;
            }
            if let Some(imported) = self.0.get(import) {
                preloads.push(absolute(&imported.file));
                self.walk(imported, seen, preloads, styles);
            }
        }
        styles.extend(chunk.css.iter().map(|css| absolute(css)));
    }
}

/// Each file once, where it first appears.
fn dedup(files: &mut Vec<String>) {
    let mut seen = HashSet::new();
    files.retain(|file| seen.insert(file.clone()));
}

fn absolute(file: &str) -> String {
    format!("/{}", file.trim_start_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST_TEXT: &str = r#"{
      "index.html": {"file": "assets/index-1.js", "isEntry": true, "src": "index.html",
        "imports": ["_a.js", "_b.js"], "css": ["assets/index-1.css"],
        "dynamicImports": ["src/app/start.tsx", "src/page.tsx"]},
      "src/app/start.tsx": {"file": "assets/start-7.js", "isDynamicEntry": true,
        "imports": ["_c.js", "_e.js"], "css": ["assets/start-7.css"], "dynamicImports": ["src/page.tsx"]},
      "_e.js": {"file": "assets/e-8.js", "css": ["assets/e-8.css"]},
      "_a.js": {"file": "assets/a-2.js", "imports": ["_c.js"], "css": ["assets/a-2.css"]},
      "_b.js": {"file": "assets/b-3.js", "imports": ["_c.js"]},
      "_c.js": {"file": "assets/c-4.js", "css": ["assets/a-2.css"]},
      "_d.js": {"file": "assets/d-6.js", "css": ["assets/d-6.css"]},
      "src/page.tsx": {"file": "assets/page-5.js", "isDynamicEntry": true,
        "imports": ["_a.js", "_d.js"], "css": ["assets/page-5.css"]}
    }"#;

    #[test]
    fn the_entry_its_imports_once_and_their_styles_first_then_the_styles_of_the_app_it_starts() {
        let assets = Manifest::parse(MANIFEST_TEXT)
            .and_then(|manifest| manifest.entry())
            .expect("manifest");
        assert_eq!(assets.script, "/assets/index-1.js");
        assert_eq!(
            assets.preloads,
            ["/assets/a-2.js", "/assets/c-4.js", "/assets/b-3.js"]
        );
        assert_eq!(
            assets.styles,
            [
                "/assets/a-2.css",
                "/assets/index-1.css",
                "/assets/e-8.css",
                "/assets/start-7.css"
            ]
        );
    }

    #[test]
    fn a_manifest_without_the_app_start_is_refused() {
        let manifest = Manifest::parse(
            r#"{"index.html": {"file": "assets/index-1.js", "isEntry": true, "src": "index.html"}}"#,
        )
        .expect("manifest");
        let error = manifest.entry().expect_err("no app start");
        assert!(error.contains("src/app/start.tsx"), "{error}");
    }

    #[test]
    fn a_page_module_adds_what_the_entry_does_not_link() {
        let manifest = Manifest::parse(MANIFEST_TEXT).expect("manifest");
        let entry = manifest.entry().expect("entry");
        let page = manifest.module("src/page.tsx", &entry).expect("page");
        assert_eq!(page.styles, ["/assets/d-6.css", "/assets/page-5.css"]);
        assert_eq!(manifest.module("src/missing.tsx", &entry), None);
    }

    #[test]
    fn style_sheets_are_read_in_order_and_one_closing_its_element_is_refused() {
        let dir = std::env::temp_dir().join(format!("styles-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).expect("dir");
        std::fs::write(dir.join("assets/a.css"), "a>b{color:red}").expect("a");
        std::fs::write(dir.join("assets/b.css"), "p{margin:0}\n").expect("b");
        let sheets = ["/assets/b.css".to_owned(), "/assets/a.css".to_owned()];
        assert_eq!(
            read_styles(&dir, &sheets).expect("css"),
            "p{margin:0}\na>b{color:red}\n"
        );
        assert!(read_styles(&dir, &["/assets/missing.css".to_owned()]).is_err());
        std::fs::write(dir.join("assets/c.css"), "p{content:'</STYLE>'}").expect("c");
        assert!(read_styles(&dir, &["/assets/c.css".to_owned()]).is_err());
        std::fs::remove_dir_all(&dir).expect("clean");
    }

    #[test]
    fn a_manifest_without_the_entry_is_refused() {
        let manifest = Manifest::parse(r#"{"x.js": {"file": "x.js"}}"#).expect("manifest");
        assert!(manifest.entry().is_err());
        assert!(Manifest::parse("not json").is_err());
    }
}
