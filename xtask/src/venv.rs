//! Python tools in venvs under the target dir (never the system's Python packages): Schemathesis,
//! and the real SMTP server and Standard Webhooks verifier the delivery tests start. Each venv
//! holds exactly its pinned requirements; it is made again when they change.

use crate::shell::{Result, cmd, exec, step};
use crate::tools;
use std::path::PathBuf;

/// The delivery tests' real components (`crates/server/tests/api/delivery/`): an SMTP server
/// (aiosmtpd) and the Standard Webhooks reference verifier. Pinned like every tool; the end-to-end
/// suite's SMTP server uses the same venv.
pub(crate) const DELIVERY_PYTHON: [&str; 2] = ["aiosmtpd==1.4.6", "standardwebhooks==1.1.0"];

/// The venv `name` with `requirements` (`package==version`) installed; returns its folder.
/// Installs Debian's `python3` and `python3-venv` when missing (as root).
pub fn ensure(name: &str, requirements: &[&str]) -> Result<PathBuf> {
    let venv = crate::shell::target_dir()?.join(name);
    let python = venv.join("bin/python");
    // What was installed last time, written after a successful install.
    let stamp = venv.join("xtask-requirements.txt");
    let wanted = requirements.join("\n");
    if python.is_file() && std::fs::read_to_string(&stamp).is_ok_and(|had| had == wanted) {
        return Ok(venv);
    }
    step(&format!(
        "installing {} in {}",
        requirements.join(", "),
        venv.display()
    ));
    if !tools::answers("python3") {
        tools::apt_install(&["python3", "python3-venv"])?;
    }
    let venv_text = venv.to_string_lossy().into_owned();
    let create = || exec(cmd("python3", &["-m", "venv", &venv_text], "."));
    if !venv.join("bin/pip").is_file() && create().is_err() {
        let _ = std::fs::remove_dir_all(&venv);
        tools::apt_install(&["python3-venv"])?;
        create()?;
    }
    let pip = venv.join("bin/pip").to_string_lossy().into_owned();
    let mut args = vec!["install", "--quiet", "--disable-pip-version-check"];
    args.extend_from_slice(requirements);
    exec(cmd(&pip, &args, "."))?;
    std::fs::write(&stamp, wanted)?;
    Ok(venv)
}
