//! The built app's entry, read from Vite's manifest (`build.manifest`: `.vite/manifest.json` in the
//! web build): the entry script, the modules it imports (preloaded) and every style sheet they
//! bring. Nothing is linked by hand, so a rebuild with new hashes needs no change here.

use serde::Deserialize;
use std::collections::{BTreeMap, HashSet};
use std::path::Path;

/// Where Vite writes the manifest, under the build folder.
pub const MANIFEST: &str = ".vite/manifest.json";
/// The manifest key of the app's entry.
const ENTRY: &str = "index.html";

/// Site-absolute addresses (`/assets/index-3f2a.js`) of what every page links.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assets {
    pub script: String,
    pub preloads: Vec<String>,
    pub styles: Vec<String>,
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

/// Reads the manifest of the web build in `dist`.
pub fn load(dist: &Path) -> Result<Assets, String> {
    let path = dist.join(MANIFEST);
    let text = std::fs::read_to_string(&path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    from_manifest(&text).map_err(|error| format!("{}: {error}", path.display()))
}

/// The entry's assets: its static imports depth first (each once), their style sheets before the
/// entry's own, the order Vite itself writes them in `index.html`.
pub fn from_manifest(text: &str) -> Result<Assets, String> {
    let chunks: BTreeMap<String, Chunk> =
        serde_json::from_str(text).map_err(|error| format!("not a Vite manifest: {error}"))?;
    let entry = chunks
        .get(ENTRY)
        .filter(|chunk| chunk.is_entry)
        .ok_or_else(|| format!("the manifest has no `{ENTRY}` entry"))?;
    let mut assets = Assets {
        script: absolute(&entry.file),
        ..Assets::default()
    };
    let mut seen = HashSet::new();
    walk(&chunks, entry, &mut seen, &mut assets);
    let mut styles_seen = HashSet::new();
    assets
        .styles
        .retain(|style| styles_seen.insert(style.clone()));
    Ok(assets)
}

fn walk<'a>(
    chunks: &'a BTreeMap<String, Chunk>,
    chunk: &'a Chunk,
    seen: &mut HashSet<&'a str>,
    assets: &mut Assets,
) {
    for import in &chunk.imports {
        if !seen.insert(import) {
            continue;
        }
        if let Some(imported) = chunks.get(import) {
            assets.preloads.push(absolute(&imported.file));
            walk(chunks, imported, seen, assets);
        }
    }
    assets
        .styles
        .extend(chunk.css.iter().map(|css| absolute(css)));
}

fn absolute(file: &str) -> String {
    format!("/{}", file.trim_start_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_its_imports_once_and_their_styles_first() {
        let manifest = r#"{
          "index.html": {"file": "assets/index-1.js", "isEntry": true, "src": "index.html",
            "imports": ["_a.js", "_b.js"], "css": ["assets/index-1.css"],
            "dynamicImports": ["src/page.tsx"]},
          "_a.js": {"file": "assets/a-2.js", "imports": ["_c.js"], "css": ["assets/a-2.css"]},
          "_b.js": {"file": "assets/b-3.js", "imports": ["_c.js"]},
          "_c.js": {"file": "assets/c-4.js", "css": ["assets/a-2.css"]},
          "src/page.tsx": {"file": "assets/page-5.js", "isDynamicEntry": true}
        }"#;
        let assets = from_manifest(manifest).expect("manifest");
        assert_eq!(assets.script, "/assets/index-1.js");
        assert_eq!(
            assets.preloads,
            ["/assets/a-2.js", "/assets/c-4.js", "/assets/b-3.js"]
        );
        assert_eq!(assets.styles, ["/assets/a-2.css", "/assets/index-1.css"]);
    }

    #[test]
    fn a_manifest_without_the_entry_is_refused() {
        assert!(from_manifest(r#"{"x.js": {"file": "x.js"}}"#).is_err());
        assert!(from_manifest("not json").is_err());
    }
}
