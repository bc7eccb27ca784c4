//! The release server: the static (musl) build the archive and the image ship, made once per
//! process. The end-to-end suite, Schemathesis, the front, the crash drill and `cargo xtask run`
//! all run this one binary, so the suite compiles the server in release once and tests what an
//! operator installs.

use crate::background::Background;
use crate::shell::{Result, cmd, exec, step};
use crate::tools;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};

/// The static server's target.
pub use crate::tools::MUSL_TARGET as TARGET;

/// Whether this process has already built the release server.
static SERVER_BUILT: AtomicBool = AtomicBool::new(false);

/// The release server, once per process: the static build the archive and the image ship
/// ([`static_server`]). The end-to-end suite, Schemathesis, the front, the crash drill and
/// `cargo xtask run` all run this one binary, so the suite compiles the server in release once and
/// tests what an operator installs. Its path.
pub fn build_server() -> Result<PathBuf> {
    if SERVER_BUILT.load(Ordering::SeqCst) {
        eprintln!("xtask: the release server was built earlier in this run");
    } else {
        static_server()?;
        SERVER_BUILT.store(true, Ordering::SeqCst);
    }
    server_binary()
}

/// The release server was built in this run by other means ([`StaticBuild::wait`]).
pub(crate) fn server_built() {
    SERVER_BUILT.store(true, Ordering::SeqCst);
}

/// Where [`build_server`] puts the release server.
pub fn server_binary() -> Result<PathBuf> {
    static_binary()
}

/// Builds the server for [`TARGET`] (release); its path.
pub fn static_server() -> Result<PathBuf> {
    tools::musl()?;
    step(&format!("building the static server ({TARGET}, release)"));
    exec(static_build())?;
    static_binary()
}

/// The static server's build, started in the background (its output in a log file under the
/// target folder): `cargo xtask test` builds it while the web app's checks and tests run, which
/// use no cargo. [`StaticBuild::wait`] gives the binary.
pub fn spawn_static_server() -> Result<StaticBuild> {
    tools::musl()?;
    let log = crate::shell::target_dir()?.join("static-server-build.log");
    Background::spawn("the static server's build", static_build(), log).map(StaticBuild)
}

/// The static server's build under way ([`spawn_static_server`]).
pub struct StaticBuild(Background);

impl StaticBuild {
    /// Waits for the build; on failure its output is printed. Once built, the run's later steps
    /// use the binary without building it again ([`build_server`]).
    pub fn wait(self) -> Result<PathBuf> {
        step(&format!(
            "building the static server ({TARGET}, release): what is left of the background build"
        ));
        let output = self.0.wait()?;
        if let Some(last) = output.lines().rev().find(|line| !line.trim().is_empty()) {
            eprintln!("{}", last.trim());
        }
        server_built();
        static_binary()
    }
}

/// `cargo build --release -p server --target` [`TARGET`], with the flags that make the binary
/// static, stripped and free of this machine's paths.
fn static_build() -> Command {
    let mut build = cmd(
        "cargo",
        &[
            "build",
            "--release",
            "--locked",
            "-p",
            "server",
            "--target",
            TARGET,
        ],
        ".",
    );
    let cargo_home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".cargo")
        });
    // Only the target's own units get these flags (build scripts and proc macros, compiled for
    // the host, keep theirs): no symbols, and no path of this machine (cargo names the
    // workspace's own files by relative paths; the registry's are remapped). The flags do not
    // depend on where the clone is, so a build directory shared by clones stays fresh.
    build.env("CC_x86_64_unknown_linux_musl", "musl-gcc").env(
        "CARGO_TARGET_X86_64_UNKNOWN_LINUX_MUSL_RUSTFLAGS",
        format!(
            "-C strip=symbols --remap-path-prefix={}=/cargo",
            cargo_home.display()
        ),
    );
    build
}

/// Where [`static_server`] puts the binary.
pub fn static_binary() -> Result<PathBuf> {
    Ok(crate::shell::target_dir()?
        .join(TARGET)
        .join("release/server"))
}
