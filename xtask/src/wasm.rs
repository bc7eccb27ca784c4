//! Building the browser's wasm module: cargo (size-minded profile), wasm-opt, then the pinned
//! wasm-bindgen CLI, into `crates/wasm-validate/pkg/` (git-ignored), imported by the web app.

use crate::shell::{Result, cmd, exec, root, step, target_dir, within_budget};
use crate::tools;
use std::io::Write;
use std::path::Path;

/// The output folder the web app imports.
pub const PKG_DIR: &str = "crates/wasm-validate/pkg";
/// The base name of the generated files (`site_wasm.js`, `site_wasm_bg.wasm`, ...).
const OUT_NAME: &str = "site_wasm";
/// Budget: the `.wasm` as served, gzip. 34 KB since every form's chain checks the visit's
/// attribution (its routes, hosts and tags: 3.9 KB gzip over the 29.6 KB the chains took before).
pub const WASM_GZIP_BUDGET: u64 = 34 * 1024;

/// Features of wasm-bindgen's output that Debian's wasm-opt must be told about.
const WASM_OPT_FEATURES: &[&str] = &[
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

pub fn build() -> Result {
    tools::wasm_target()?;
    tools::wasm_bindgen_cli()?;
    tools::wasm_opt()?;
    step("building crates/wasm-validate for wasm32-unknown-unknown");
    let args = [
        "build",
        "-p",
        "wasm-validate",
        "--lib",
        "--target",
        "wasm32-unknown-unknown",
        "--profile",
        "wasm-release",
        "--locked",
    ];
    exec(cmd("cargo", &args, "."))?;
    let raw = target_dir()?.join("wasm32-unknown-unknown/wasm-release/wasm_validate.wasm");
    // wasm-opt runs before wasm-bindgen: Debian's wasm-opt (108) re-points wasm-bindgen's
    // `__wbindgen_externrefs` export at the function table, which breaks the module at load.
    step("wasm-opt");
    let optimized = raw.with_file_name("wasm_validate.opt.wasm");
    let (raw_arg, optimized_arg) = (raw.to_string_lossy(), optimized.to_string_lossy());
    let mut args = vec!["-Oz", "--strip-debug", "--strip-producers"];
    args.extend_from_slice(WASM_OPT_FEATURES);
    args.extend_from_slice(&[&raw_arg, "-o", &optimized_arg]);
    exec(cmd("wasm-opt", &args, "."))?;
    step("wasm-bindgen");
    let pkg = root().join(PKG_DIR);
    if pkg.exists() {
        std::fs::remove_dir_all(&pkg)?;
    }
    exec(cmd(
        "wasm-bindgen",
        &[
            "--target",
            "bundler",
            "--out-dir",
            PKG_DIR,
            "--out-name",
            OUT_NAME,
            &optimized_arg,
        ],
        ".",
    ))?;
    report(&pkg)
}

/// Prints raw and gzip sizes and enforces the gzip budget of the `.wasm`.
fn report(pkg: &Path) -> Result {
    step("wasm size report");
    eprintln!("{:<28} {:>10} {:>10}", "file", "raw bytes", "gzip bytes");
    let mut wasm_gzip = 0;
    for name in [
        format!("{OUT_NAME}_bg.wasm"),
        format!("{OUT_NAME}_bg.js"),
        format!("{OUT_NAME}.js"),
    ] {
        let bytes = std::fs::read(pkg.join(&name))?;
        let gzip = gzip_len(&bytes)?;
        eprintln!("{name:<28} {:>10} {:>10}", bytes.len(), gzip);
        if name.ends_with(".wasm") {
            wasm_gzip = gzip;
        }
    }
    within_budget("the wasm module (gzip)", wasm_gzip, WASM_GZIP_BUDGET)?;
    eprintln!("budget: .wasm {wasm_gzip} of {WASM_GZIP_BUDGET} gzip bytes");
    Ok(())
}

/// Size after gzip at the best level, as a server would send it.
pub fn gzip_len(bytes: &[u8]) -> Result<u64> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gzip_len_is_smaller_than_repetitive_input() {
        let bytes = vec![b'a'; 10_000];
        assert!(gzip_len(&bytes).expect("gzip") < 100);
    }
}
