//! The app's own content pages (legal, about, careers, some services; the home page by its first
//! screen), rendered to HTML when the web app is built (`web/src/prerender`, written to
//! `.vite/prerender.json` beside Vite's manifest, each page with its module's name). The server
//! puts a page's HTML in its document with what makes it the page's first screen at once: its
//! module's style sheets from the manifest (the app loads them only with the page's module), and
//! the image it marks as its largest paint, preloaded.

use super::assets::{Assets, Manifest, ModuleAssets, read_styles};
use super::lead_image::{self, LeadImage};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;

/// Where the web build writes the prerendered pages, under the build folder.
pub const PRERENDERED: &str = ".vite/prerender.json";

/// One page of `prerender.json`.
#[derive(Debug, Deserialize)]
struct Entry {
    html: String,
    /// The page's module as the manifest names it.
    module: String,
}

/// A prerendered page, ready for the document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrerenderedPage {
    /// The page's markup (trusted: produced by the site's own build).
    pub html: String,
    /// Its module's style sheets beyond the entry's.
    pub assets: ModuleAssets,
    /// The image the markup marks `fetchpriority="high"`, preloaded by the document.
    pub lead_image: Option<LeadImage>,
}

/// Site path → its page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Prerendered(HashMap<String, PrerenderedPage>);

impl Prerendered {
    /// Reads the build's file; without it (an older build), pages fall back to their description.
    /// A page naming a module the manifest does not have is an error: its styles would be lost.
    pub fn load(dist: &Path, manifest: &Manifest, entry: &Assets) -> Result<Self, String> {
        let path = dist.join(PRERENDERED);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Self::default());
            }
            Err(error) => return Err(format!("cannot read {}: {error}", path.display())),
        };
        let entries: HashMap<String, Entry> = serde_json::from_str(&text).map_err(|error| {
            format!(
                "{}: not a map of paths to {{html, module}}: {error}",
                path.display()
            )
        })?;
        entries
            .into_iter()
            .map(|(site_path, page_entry)| {
                let mut assets = manifest.module(&page_entry.module, entry).ok_or_else(|| {
                    format!(
                        "{}: {site_path}'s module {} is not in the manifest",
                        path.display(),
                        page_entry.module
                    )
                })?;
                assets.css = read_styles(dist, &assets.styles)?;
                let page = PrerenderedPage {
                    lead_image: lead_image::find(&page_entry.html),
                    html: page_entry.html,
                    assets,
                };
                Ok((site_path, page))
            })
            .collect::<Result<_, String>>()
            .map(Self)
    }

    pub fn get(&self, path: &str) -> Option<&PrerenderedPage> {
        self.0.get(path)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_bring_their_module_and_lead_image_and_a_missing_file_is_empty() {
        let dir = std::env::temp_dir().join(format!("prerendered-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(".vite")).expect("dir");
        std::fs::create_dir_all(dir.join("assets")).expect("assets");
        std::fs::write(dir.join("assets/home-2.css"), ".hero{color:red}").expect("css");
        let manifest = Manifest::parse(
            r#"{"index.html": {"file": "assets/index-1.js", "isEntry": true, "css": ["assets/index-1.css"]},
                "src/app/start.tsx": {"file": "assets/start-3.js"},
                "src/home.tsx": {"file": "assets/home-2.js", "css": ["assets/home-2.css"]}}"#,
        )
        .expect("manifest");
        let entry = manifest.entry().expect("entry");
        let load = || Prerendered::load(&dir, &manifest, &entry);
        assert!(load().expect("missing").is_empty());
        std::fs::write(dir.join(PRERENDERED), r#"{"/a": "<h1>A</h1>"}"#).expect("write");
        assert!(load().is_err(), "the older format");
        std::fs::write(
            dir.join(PRERENDERED),
            r#"{"/a": {"html": "<h1>A</h1>", "module": "src/other.tsx"}}"#,
        )
        .expect("write");
        assert!(
            load()
                .expect_err("unknown module")
                .contains("src/other.tsx")
        );
        std::fs::write(
            dir.join(PRERENDERED),
            r#"{"/": {"html": "<h1>A</h1><img src=\"/h.svg\" fetchPriority=\"high\"/>", "module": "src/home.tsx"}}"#,
        )
        .expect("write");
        let pages = load().expect("pages");
        assert_eq!(pages.len(), 1);
        let home = pages.get("/").expect("home");
        assert!(home.html.starts_with("<h1>A</h1>"));
        assert_eq!(home.assets.styles, ["/assets/home-2.css"]);
        assert_eq!(home.assets.css, ".hero{color:red}\n");
        assert_eq!(
            home.lead_image.as_ref().map(|image| image.src.as_str()),
            Some("/h.svg")
        );
        std::fs::remove_dir_all(&dir).expect("clean");
    }
}
