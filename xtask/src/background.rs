//! A command run in the background while the suite goes on (`cargo xtask test` builds the static
//! server, installs wasm-bindgen-cli and runs Schemathesis this way): its output goes to a log file,
//! so the steps in the foreground keep theirs readable, and it is printed when the command failed.
//! One left behind by a run that failed first is stopped: no build or test outlives the suite.

use crate::shell::Result;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};

/// A command running in the background ([`Background::spawn`]).
pub struct Background {
    what: String,
    child: Child,
    log: PathBuf,
}

impl Background {
    /// Starts `command`, its output (both streams) in the file `log`; `what` names it in messages
    /// ("the static server's build").
    pub fn spawn(what: &str, mut command: Command, log: PathBuf) -> Result<Self> {
        let file = std::fs::File::create(&log)?;
        command
            .stdin(Stdio::null())
            .stdout(file.try_clone()?)
            .stderr(file);
        let child = command
            .spawn()
            .map_err(|e| format!("could not start {what}: {e}"))?;
        eprintln!(
            "xtask: {what} runs in the background; its output goes to {}",
            log.display()
        );
        Ok(Self {
            what: what.to_owned(),
            child,
            log,
        })
    }

    /// Waits for the command: how it ended, and its output.
    pub fn finish(mut self) -> Result<(ExitStatus, String)> {
        let status = self.child.wait()?;
        Ok((
            status,
            std::fs::read_to_string(&self.log).unwrap_or_default(),
        ))
    }

    /// Waits for a command that must succeed: its output; when it failed, its output is printed
    /// and the error names it.
    pub fn wait(self) -> Result<String> {
        let what = self.what.clone();
        let (status, output) = self.finish()?;
        if status.success() {
            Ok(output)
        } else {
            eprintln!("{output}");
            Err(format!("{what} failed ({status})").into())
        }
    }
}

impl Drop for Background {
    /// A command still running when its run failed first is killed and reaped.
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Background;
    use std::process::Command;

    fn log(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!(
            "xtask-background-{}-{name}.log",
            std::process::id()
        ))
    }

    fn sh(script: &str) -> Command {
        let mut command = Command::new("sh");
        command.args(["-c", script]);
        command
    }

    #[test]
    fn a_command_that_succeeds_gives_its_output() {
        let path = log("ok");
        let done = Background::spawn("a build", sh("echo built; echo warned >&2"), path.clone())
            .expect("spawn")
            .wait()
            .expect("it succeeded");
        assert_eq!(done, "built\nwarned\n");
        std::fs::remove_file(path).expect("cleanup");
    }

    #[test]
    fn a_command_that_fails_fails_the_wait_and_names_itself() {
        let path = log("failed");
        let error = Background::spawn(
            "the static server's build",
            sh("echo error[E0425]; exit 101"),
            path.clone(),
        )
        .expect("spawn")
        .wait()
        .expect_err("exit 101 fails");
        assert!(
            error
                .to_string()
                .starts_with("the static server's build failed"),
            "{error}"
        );
        std::fs::remove_file(path).expect("cleanup");
    }

    #[test]
    fn finish_gives_how_it_ended_without_judging() {
        let path = log("finish");
        let (status, output) = Background::spawn(
            "Schemathesis",
            sh("echo '== 1 failed in 3s =='; exit 1"),
            path.clone(),
        )
        .expect("spawn")
        .finish()
        .expect("finished");
        assert_eq!(status.code(), Some(1));
        assert!(output.contains("1 failed"));
        std::fs::remove_file(path).expect("cleanup");
    }

    #[test]
    fn a_run_that_fails_first_leaves_nothing_running() {
        let path = log("dropped");
        let running =
            Background::spawn("a build", sh("exec sleep 30"), path.clone()).expect("spawn");
        let pid = running.child.id();
        drop(running);
        // Killed and reaped: no process of that id is left, not even a zombie.
        assert!(!std::path::Path::new(&format!("/proc/{pid}")).exists());
        std::fs::remove_file(path).expect("cleanup");
    }
}
