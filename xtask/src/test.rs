//! `cargo xtask test`: the whole suite. CI (`.ci/run`) runs exactly this.

use crate::check;
use crate::shell::{Result, cmd, exec, step};

pub fn run() -> Result {
    check::run()?;
    step("Rust tests");
    exec(cmd("cargo", &["test", "--workspace", "--locked"], "."))?;
    eprintln!("\nxtask: all tests passed");
    Ok(())
}
