//! The app's own content pages (legal, about, careers, some services), rendered to HTML when the
//! web app is built (`web/src/prerender`, written to `.vite/prerender.json` beside Vite's
//! manifest). The server puts a page's HTML in its document, so those pages read in full
//! without JavaScript, in the app's own markup.

use std::collections::HashMap;
use std::path::Path;

/// Where the web build writes the prerendered pages, under the build folder.
pub const PRERENDERED: &str = ".vite/prerender.json";

/// Site path → the page's HTML (trusted: produced by the site's own build).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Prerendered(HashMap<String, String>);

impl Prerendered {
    /// Reads the build's file; without it (an older build), pages fall back to their description.
    pub fn load(dist: &Path) -> Result<Self, String> {
        let path = dist.join(PRERENDERED);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Self::default());
            }
            Err(error) => return Err(format!("cannot read {}: {error}", path.display())),
        };
        serde_json::from_str(&text)
            .map(Self)
            .map_err(|error| format!("{}: not a map of paths to HTML: {error}", path.display()))
    }

    pub fn get(&self, path: &str) -> Option<&str> {
        self.0.get(path).map(String::as_str)
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
    fn a_missing_file_is_empty_and_a_broken_one_an_error() {
        let dir = std::env::temp_dir().join(format!("prerendered-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(".vite")).expect("dir");
        assert!(Prerendered::load(&dir).expect("missing").is_empty());
        std::fs::write(dir.join(PRERENDERED), "[1]").expect("write");
        assert!(Prerendered::load(&dir).is_err());
        std::fs::write(dir.join(PRERENDERED), r#"{"/a": "<h1>A</h1>"}"#).expect("write");
        let pages = Prerendered::load(&dir).expect("pages");
        assert_eq!(pages.get("/a"), Some("<h1>A</h1>"));
        assert_eq!(pages.len(), 1);
        std::fs::remove_dir_all(&dir).expect("clean");
    }
}
