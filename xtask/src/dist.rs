//! `cargo xtask dist`: the release archive an operator copies to a server,
//! `dist/cedarline-VERSION-x86_64-linux.tar.gz`, holding a statically linked server (musl: it
//! runs on any x86-64 Linux, and in an image `FROM scratch`), the built web app, the content, the
//! deploy files, the docs, the README and a `SHA256SUMS` of them all.
//!
//! Two runs on the same commit give byte-identical archives: every file's time is the commit's,
//! owners are 0, modes are normalised, entries are sorted by name, gzip writes no name or time,
//! and the binary holds no path of the build machine (`--remap-path-prefix` of the registry;
//! cargo names the workspace's files by relative paths).

use crate::server_build::{static_binary, static_server};
use crate::shell::{Result, cmd, exec, root, step};
use crate::web;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The archive's name, before its version.
const NAME: &str = "cedarline";

/// Builds the web app and the static server, then the archive; prints its path, size and
/// SHA-256.
pub fn run() -> Result {
    let archive = build()?;
    report(&archive)
}

/// The web app, the static server, and the archive made from them (its path).
pub fn build() -> Result<PathBuf> {
    web::build_web()?;
    static_server()?;
    package()
}

/// Prints the archive's path, size and SHA-256.
pub fn report(archive: &Path) -> Result {
    let size = std::fs::metadata(archive)?.len();
    println!(
        "{}: {:.1} MB, sha256 {}",
        archive.strip_prefix(root()).unwrap_or(archive).display(),
        size as f64 / 1e6,
        sha256(archive)?
    );
    Ok(())
}

/// The archive's file name for this version.
fn archive_name() -> Result<String> {
    Ok(format!("{NAME}-{}-x86_64-linux", server_version()?))
}

/// Stages the release's files and writes the archive from them (its path).
pub fn package() -> Result<PathBuf> {
    let name = archive_name()?;
    step(&format!("packaging dist/{name}.tar.gz"));
    let stage_root = crate::shell::target_dir()?.join("dist");
    let stage = stage_root.join(&name);
    if stage.exists() {
        std::fs::remove_dir_all(&stage)?;
    }
    std::fs::create_dir_all(&stage)?;
    std::fs::copy(static_binary()?, stage.join("server"))?;
    for tracked in ["content", "deploy", "docs", "README.md"] {
        for file in git_files(tracked)? {
            copy_into(&root().join(&file), &stage.join(&file))?;
        }
    }
    copy_tree(&root().join("web/dist"), &stage.join("web/dist"))?;
    write_sums(&stage)?;

    let out = root().join("dist");
    std::fs::create_dir_all(&out)?;
    let archive = out.join(format!("{name}.tar.gz"));
    let epoch = commit_time()?;
    // GNU tar, then gzip -n: the same bytes for the same files, whatever their times on disk.
    let script = format!(
        "set -o pipefail; tar --sort=name --format=gnu --mtime=@{epoch} --owner=0 --group=0 \
         --numeric-owner --mode=a+rX,u+w,go-w -C '{}' -cf - '{name}' | gzip -n -9 > '{}'",
        stage_root.display(),
        archive.display()
    );
    exec(cmd("bash", &["-c", &script], "."))?;
    Ok(archive)
}

/// The files git tracks under `path` (relative to the root), sorted.
fn git_files(path: &str) -> Result<Vec<String>> {
    let listed = cmd("git", &["ls-files", "--", path], ".").output()?;
    if !listed.status.success() {
        return Err(format!("git ls-files {path} failed").into());
    }
    let mut files: Vec<String> = String::from_utf8(listed.stdout)?
        .lines()
        .map(str::to_owned)
        .collect();
    files.sort();
    Ok(files)
}

fn copy_into(from: &Path, to: &Path) -> Result {
    if let Some(parent) = to.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::copy(from, to)?;
    Ok(())
}

fn copy_tree(from: &Path, to: &Path) -> Result {
    if !from.is_dir() {
        return Err(format!("{} is missing: build the web app first", from.display()).into());
    }
    for entry in std::fs::read_dir(from)? {
        let path = entry?.path();
        let target = to.join(path.file_name().unwrap_or_default());
        if path.is_dir() {
            copy_tree(&path, &target)?;
        } else {
            copy_into(&path, &target)?;
        }
    }
    Ok(())
}

/// `SHA256SUMS` of every file of the stage (`sha256sum -c SHA256SUMS` checks an unpacked
/// release), sorted by path.
fn write_sums(stage: &Path) -> Result {
    let listed = Command::new("bash")
        .args([
            "-c",
            "find . -type f ! -name SHA256SUMS -printf '%P\\n' | LC_ALL=C sort \
             | xargs -d '\\n' sha256sum --",
        ])
        .current_dir(stage)
        .output()?;
    if !listed.status.success() {
        return Err(String::from_utf8_lossy(&listed.stderr).into_owned().into());
    }
    std::fs::write(stage.join("SHA256SUMS"), listed.stdout)?;
    Ok(())
}

/// The SHA-256 of `file`, hex.
pub fn sha256(file: &Path) -> Result<String> {
    let out = Command::new("sha256sum").arg(file).output()?;
    let text = String::from_utf8(out.stdout)?;
    match text.split_whitespace().next() {
        Some(digest) if out.status.success() => Ok(digest.to_owned()),
        // An empty digest would read as a checksum in the archive's SHA256SUMS.
        _ => Err(format!(
            "sha256sum {}: {}",
            file.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        )
        .into()),
    }
}

/// The last commit's time (Unix seconds): every file's time in the archive.
fn commit_time() -> Result<String> {
    let out = cmd("git", &["log", "-1", "--format=%ct"], ".").output()?;
    let epoch = String::from_utf8(out.stdout)?.trim().to_owned();
    if epoch.is_empty() {
        return Err("no commit to date the archive with".into());
    }
    Ok(epoch)
}

/// The server crate's version (`crates/server/Cargo.toml`).
fn server_version() -> Result<String> {
    let manifest = std::fs::read_to_string(root().join("crates/server/Cargo.toml"))?;
    manifest
        .lines()
        .find_map(|line| {
            let value = line
                .strip_prefix("version")?
                .trim_start()
                .strip_prefix('=')?;
            Some(value.trim().trim_matches('"').to_owned())
        })
        .ok_or_else(|| "crates/server/Cargo.toml has no version".into())
}

/// Packages twice and compares the bytes: the archive must not depend on when its files were
/// copied (the second stage is written anew, with new times and a new directory order).
pub fn check_reproducible() -> Result<PathBuf> {
    let first = package()?;
    let kept = first.with_extension("gz.first");
    std::fs::rename(&first, &kept)?;
    let second = package()?;
    let (a, b) = (sha256(&kept)?, sha256(&second)?);
    std::fs::remove_file(&kept)?;
    println!("archive, packaged twice: sha256 {a} and {b}");
    reproducible(a == b)?;
    Ok(second)
}

fn reproducible(same: bool) -> Result {
    if same {
        Ok(())
    } else {
        Err("two packagings of the same files differ: the archive is not reproducible".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_different_packagings_fail_the_reproducibility_check() {
        reproducible(true).expect("the same bytes");
        let error = reproducible(false).expect_err("different bytes");
        assert!(error.to_string().contains("not reproducible"), "{error}");
    }

    #[test]
    fn sha256_is_the_files_digest_in_hex() {
        let file = std::env::temp_dir().join(format!("xtask-sha-{}", std::process::id()));
        std::fs::write(&file, b"abc").expect("written");
        let digest = sha256(&file).expect("hashed");
        let _ = std::fs::remove_file(&file);
        assert_eq!(
            digest,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let error = sha256(Path::new("/nonexistent/archive.tar.gz")).expect_err("no file");
        assert!(
            error.to_string().starts_with("sha256sum /nonexistent/"),
            "{error}"
        );
    }
}
