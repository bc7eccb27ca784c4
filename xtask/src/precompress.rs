//! Build-time compression of the web app: every text asset of `web/dist` gets `.br` (brotli,
//! quality 11) and `.gz` (gzip made by zopfli, which any gzip reader reads and which is a few
//! percent smaller than gzip -9) siblings, which the server sends as they are. On-the-fly
//! compression has to be fast, so it compresses less: for the JavaScript of a first load the
//! difference is about a tenth of the bytes.

use crate::shell::{Result, root, step};
use std::io::Write;
use std::path::Path;

const COMPRESSIBLE: &[&str] = &[
    "js", "mjs", "css", "html", "svg", "wasm", "json", "txt", "xml",
];
/// Below this, compression gains nothing worth a second file.
const MIN_BYTES: u64 = 1024;

pub fn web_dist() -> Result {
    step("precompressing web/dist (brotli 11, zopfli gzip)");
    let (mut files, mut raw, mut brotli) = (0, 0, 0);
    visit(&root().join("web/dist"), &mut |path| {
        let bytes = std::fs::read(path)?;
        let br = brotli_bytes(&bytes)?;
        std::fs::write(with_suffix(path, "br"), &br)?;
        std::fs::write(with_suffix(path, "gz"), gzip_bytes(&bytes)?)?;
        files += 1;
        raw += bytes.len();
        brotli += br.len();
        Ok(())
    })?;
    eprintln!("{files} files: {raw} bytes, {brotli} as brotli");
    Ok(())
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

fn with_suffix(path: &Path, suffix: &str) -> std::path::PathBuf {
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
