//! Build-time compression of the web app: every text asset of `web/dist` gets `.br` (brotli,
//! quality 11) and `.gz` (gzip made by zopfli, which any gzip reader reads and which is a few
//! percent smaller than gzip -9) siblings, which the server sends as they are. On-the-fly
//! compression has to be fast, so it compresses less: for the JavaScript of a first load the
//! difference is about a tenth of the bytes.
//!
//! Compressing this hard takes about a minute, and a new build is mostly the same files: the last
//! run's outputs are kept under the target dir (`precompress-cache/`, with each file as it was)
//! and reused for a file that is byte for byte the same. The cache holds the last build only.

use crate::shell::{Result, root, step};
use std::io::Write;
use std::path::{Path, PathBuf};

const COMPRESSIBLE: &[&str] = &[
    "js", "mjs", "css", "html", "svg", "wasm", "json", "txt", "xml",
];
/// Below this, compression gains nothing worth a second file.
const MIN_BYTES: u64 = 1024;

pub fn web_dist() -> Result {
    step("precompressing web/dist (brotli 11, zopfli gzip)");
    let dist = root().join("web/dist");
    let cache = crate::shell::target_dir()?.join("precompress-cache");
    let (mut files, mut raw, mut brotli, mut reused) = (0, 0, 0, 0);
    let fresh = Cache::fresh(&cache)?;
    visit(&dist, &mut |path| {
        let bytes = std::fs::read(path)?;
        let entry = path.strip_prefix(&dist)?;
        let (br, gz) = match Cache::read(&cache, entry, &bytes) {
            Some(pair) => {
                reused += 1;
                pair
            }
            None => (brotli_bytes(&bytes)?, gzip_bytes(&bytes)?),
        };
        fresh.write(entry, &bytes, &br, &gz)?;
        std::fs::write(with_suffix(path, "br"), &br)?;
        std::fs::write(with_suffix(path, "gz"), &gz)?;
        files += 1;
        raw += bytes.len();
        brotli += br.len();
        Ok(())
    })?;
    fresh.replace(&cache)?;
    eprintln!(
        "{files} files: {raw} bytes, {brotli} as brotli ({reused} unchanged since the last build, \
         their compressed files reused)"
    );
    Ok(())
}

/// The compressed files of the last build, each beside the file it was made from: an entry is
/// reused only for the same bytes.
struct Cache {
    /// Where this run's entries go, in place of the old cache once they are all written.
    dir: PathBuf,
}

impl Cache {
    /// An empty folder beside `cache` for this run's entries.
    fn fresh(cache: &Path) -> Result<Self> {
        let dir = with_suffix(cache, "new");
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        Ok(Self { dir })
    }

    /// The cached `.br` and `.gz` bytes of `entry` when it was made from exactly `bytes`.
    fn read(cache: &Path, entry: &Path, bytes: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
        let dir = cache.join(entry);
        if std::fs::read(dir.join("source")).ok()? != bytes {
            return None;
        }
        Some((
            std::fs::read(dir.join("br")).ok()?,
            std::fs::read(dir.join("gz")).ok()?,
        ))
    }

    fn write(&self, entry: &Path, bytes: &[u8], br: &[u8], gz: &[u8]) -> Result {
        let dir = self.dir.join(entry);
        std::fs::create_dir_all(&dir)?;
        std::fs::write(dir.join("br"), br)?;
        std::fs::write(dir.join("gz"), gz)?;
        // Last: an entry without its source is never read.
        std::fs::write(dir.join("source"), bytes)?;
        Ok(())
    }

    /// This run's entries become the cache; files of older builds go.
    fn replace(self, cache: &Path) -> Result {
        if cache.exists() {
            std::fs::remove_dir_all(cache)?;
        }
        std::fs::rename(&self.dir, cache)?;
        Ok(())
    }
}

fn visit(dir: &Path, each: &mut dyn FnMut(&Path) -> Result) -> Result {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            visit(&path, each)?;
        } else if path
            .extension()
            .is_some_and(|ext| COMPRESSIBLE.iter().any(|c| ext == *c))
            && entry.metadata()?.len() >= MIN_BYTES
        {
            each(&path)?;
        }
    }
    Ok(())
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    name.into()
}

fn brotli_bytes(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    {
        let mut writer = brotli::CompressorWriter::new(&mut out, 64 * 1024, 11, 22);
        writer.write_all(bytes)?;
    }
    Ok(out)
}

fn gzip_bytes(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    zopfli::compress(
        zopfli::Options::default(),
        zopfli::Format::Gzip,
        bytes,
        &mut out,
    )?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_gives_back_only_what_was_made_from_the_same_bytes() {
        let root = std::env::temp_dir().join(format!("xtask-precompress-{}", std::process::id()));
        let cache = root.join("precompress-cache");
        let entry = Path::new("assets/index-3f2a1c.js");
        let first = Cache::fresh(&cache).expect("fresh");
        first
            .write(entry, b"let a = 1;", b"BR", b"GZ")
            .expect("write");
        // Not the cache until the run is over.
        assert_eq!(Cache::read(&cache, entry, b"let a = 1;"), None);
        first.replace(&cache).expect("replace");
        assert_eq!(
            Cache::read(&cache, entry, b"let a = 1;"),
            Some((b"BR".to_vec(), b"GZ".to_vec()))
        );
        assert_eq!(Cache::read(&cache, entry, b"let a = 2;"), None);
        assert_eq!(
            Cache::read(&cache, Path::new("other.js"), b"let a = 1;"),
            None
        );
        // The next run keeps only the files it saw.
        let second = Cache::fresh(&cache).expect("fresh");
        second
            .write(Path::new("other.js"), b"x", b"b", b"g")
            .expect("write");
        second.replace(&cache).expect("replace");
        assert_eq!(Cache::read(&cache, entry, b"let a = 1;"), None);
        assert!(Cache::read(&cache, Path::new("other.js"), b"x").is_some());
        let _ = std::fs::remove_dir_all(&root);
    }
}
