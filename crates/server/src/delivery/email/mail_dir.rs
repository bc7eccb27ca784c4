//! The `.eml` folder (`--mail-dir`): every file written by one thread of its own, in the order
//! the sends ask for them.
//!
//! Under a burst of leads the worker writes a file every few dozen microseconds; a trip to
//! tokio's blocking pool for each cost a thread wake-up and a context switch apiece, more than
//! the write itself (BENCHMARKS.md, the time to the team). One long-lived thread draining a queue
//! does not sleep while there is work, so a burst costs one wake-up.

use std::io;
use std::path::{Path, PathBuf};
use tokio::sync::{mpsc, oneshot};

/// The folder and the queue to its writer thread; clones share the thread, which ends when the
/// last clone is dropped.
#[derive(Debug, Clone)]
pub struct MailDir {
    dir: PathBuf,
    jobs: mpsc::UnboundedSender<Job>,
}

#[derive(Debug)]
struct Job {
    path: PathBuf,
    bytes: Vec<u8>,
    done: oneshot::Sender<io::Result<()>>,
}

impl MailDir {
    pub fn new(dir: PathBuf) -> io::Result<Self> {
        let (jobs, mut queue) = mpsc::unbounded_channel::<Job>();
        let folder = dir.clone();
        std::thread::Builder::new()
            .name("mail-dir".to_owned())
            .spawn(move || {
                // Parks on a condition variable when idle (std's channel spins and yields
                // first, which on two cores took the CPU the posts needed).
                while let Some(job) = queue.blocking_recv() {
                    // The asker may have given up (its lease's timeout): the file stays written.
                    let _ = job.done.send(write_whole(&folder, &job.path, &job.bytes));
                }
            })?;
        Ok(Self { dir, jobs })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes message `id`'s email as `eml_path(dir, id)`, replacing an earlier copy (a resend).
    pub async fn write(&self, id: &str, bytes: Vec<u8>) -> io::Result<()> {
        let stopped = || io::Error::other("the mail folder's writer has stopped");
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job {
                path: eml_path(&self.dir, id),
                bytes,
                done,
            })
            .map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

/// The `.eml` file of message `id` under `dir`: one per message, so a resend replaces it.
pub fn eml_path(dir: &Path, id: &str) -> PathBuf {
    let name: String = id
        .chars()
        .map(|c| match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '-' | '_' => c,
            _ => '_',
        })
        .collect();
    dir.join(format!("{name}.eml"))
}

/// Written whole or not at all (a temporary file renamed), so a reader never sees half a
/// message. The folder is made when a write finds it missing (at the first email, or after an
/// operator removed it), not checked before every file.
///
/// Each file is a copy of a lead or of a subscriber's links, so it is readable by its owner
/// only (0600, and a folder made here 0700), whatever the umask (docs/operating.md#the-teams-email).
fn write_whole(dir: &Path, path: &Path, bytes: &[u8]) -> io::Result<()> {
    use std::io::Write;
    let partial = path.with_extension("eml.partial");
    let mut file = match crate::private_file::create(&partial) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            let mut folder = std::fs::DirBuilder::new();
            folder.recursive(true);
            #[cfg(unix)]
            std::os::unix::fs::DirBuilderExt::mode(&mut folder, crate::private_file::FOLDER_MODE);
            folder.create(dir)?;
            crate::private_file::create(&partial)?
        }
        opened => opened?,
    };
    file.write_all(bytes)?;
    drop(file);
    std::fs::rename(&partial, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of its own under the system's temporary folder, removed at the end.
    struct Scratch(PathBuf);
    impl Scratch {
        fn new(label: &str) -> Self {
            let dir =
                std::env::temp_dir().join(format!("mail-dir-{label}-{}", uuid::Uuid::new_v4()));
            std::fs::create_dir_all(&dir).expect("a temporary folder");
            Self(dir)
        }
    }
    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[tokio::test]
    async fn a_write_makes_the_folder_and_a_resend_replaces_the_file() {
        let root = Scratch::new("made");
        let dir = root.0.join("made").join("later");
        let mail = MailDir::new(dir.clone()).expect("the writer");
        mail.write("a/b c", b"first".to_vec())
            .await
            .expect("written");
        mail.write("a/b c", b"second".to_vec())
            .await
            .expect("written");
        let path = eml_path(&dir, "a/b c");
        assert_eq!(path.file_name().and_then(|n| n.to_str()), Some("a_b_c.eml"));
        assert_eq!(std::fs::read(&path).expect("the file"), b"second");
        let names: Vec<_> = std::fs::read_dir(&dir).expect("listed").collect();
        assert_eq!(names.len(), 1, "no .partial file left behind");
    }

    #[tokio::test]
    async fn a_folder_that_cannot_be_made_is_an_error_for_the_send() {
        let root = Scratch::new("blocked");
        let file = root.0.join("a-file");
        std::fs::write(&file, "not a folder").expect("written");
        let mail = MailDir::new(file.join("mail")).expect("the writer");
        assert!(mail.write("id", b"x".to_vec()).await.is_err());
        // The writer survives a failure and writes the next file.
        let ok = MailDir::new(root.0.join("mail")).expect("the writer");
        ok.write("id", b"x".to_vec()).await.expect("written");
    }
}
