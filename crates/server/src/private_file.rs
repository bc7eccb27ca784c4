//! The files that hold personal data (a job's leads or subscribers export, a person's export, a
//! database backup; the server's `.eml` files): readable and writable by their owner only (mode
//! 0600), whatever the umask (a shell's usual 022 would make them world-readable), as
//! docs/jobs.md and docs/operating.md say. One rule for the jobs and the mail folder.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;

/// The mode of every personal-data file a job writes (and of the server's `.eml` files).
pub const MODE: u32 = 0o600;

/// The mode of a folder made to hold such files (the mail folder).
pub const FOLDER_MODE: u32 = 0o700;

/// Creates `path`, or empties the file there, with mode [`MODE`]. The mode given to `open`
/// applies only to a new file, so a file that was there is given it too, before anything is
/// written into it.
pub fn create(path: &Path) -> io::Result<File> {
    let file = options().create(true).truncate(true).open(path)?;
    restrict(&file)?;
    Ok(file)
}

/// Creates `path` as a new file with mode [`MODE`], refusing anything already there, a symbolic
/// link included: `O_CREAT | O_EXCL` does not follow one, even one pointing nowhere, so what is
/// written cannot land at another path.
pub fn create_new(path: &Path) -> io::Result<File> {
    options().create_new(true).open(path)
}

fn options() -> OpenOptions {
    let mut options = OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, MODE);
    options
}

#[cfg(unix)]
fn restrict(file: &File) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(std::fs::Permissions::from_mode(MODE))
}

#[cfg(not(unix))]
fn restrict(_file: &File) -> io::Result<()> {
    Ok(())
}
