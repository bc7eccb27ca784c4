//! `cargo xtask image`: builds the container image (`deploy/Containerfile`, `FROM scratch`) from
//! the release archive with Debian's podman, and tests it (part of `cargo xtask test`):
//!
//! - the archive is reproducible (packaged twice, the same bytes);
//! - a container started `--read-only` answers `/healthz` 200, and its `HEALTHCHECK` passes;
//! - it runs as the numeric non-root user 10001;
//! - a lead posted through the published port is in the `/data` volume after the container
//!   is stopped with SIGTERM (a graceful stop: exit 0 within the server's 30 s), and a new
//!   container on the same volume still serves it: the lead's `Idempotency-Key`, posted again,
//!   is answered from the stored claim with the same id;
//! - it runs against PostgreSQL (xtask's throwaway cluster) with `DATABASE_URL`;
//! - its size is printed against the 40 MB budget.
//!
//! Running containers here needs `runc` and a `containers.conf` with the cgroupfs manager and no
//! default ulimits (this machine's hybrid cgroups): xtask writes one under the target directory
//! and points `CONTAINERS_CONF` at it.

use crate::crash::{healthy, post_help_keyed, stored_ids};
use crate::postgres::Cluster;
use crate::shell::{Result, step, within_budget};
use crate::{dist, tools};
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// The image's size budget.
const BUDGET_BYTES: u64 = 40_000_000;
/// The user the image runs as.
const USER: &str = "10001";
/// How long a stopped container may take: the server's own drain limit.
const STOP_SECONDS: &str = "30";

pub fn run() -> Result {
    crate::web::build_web()?;
    crate::server_build::static_server()?;
    test()
}

/// Packages the release (twice, to prove it reproducible), builds the image from the archive and
/// tests it. The web app and the static server must be built.
pub fn test() -> Result {
    tools_for_containers()?;
    let archive = dist::check_reproducible()?;
    dist::report(&archive)?;
    let image = build(&archive)?;
    let size = image_size(&image)?;
    println!(
        "image {image}: {:.1} MB (budget {:.0} MB)",
        size as f64 / 1e6,
        BUDGET_BYTES as f64 / 1e6
    );
    within_budget("the image", size, BUDGET_BYTES)?;
    sqlite_volume(&image)?;
    postgres(&image)?;
    eprintln!("xtask: the image passed");
    Ok(())
}

/// podman and runc (Debian's), and the containers.conf this machine needs.
fn tools_for_containers() -> Result {
    if !tools::on_path("podman") || !tools::on_path("runc") {
        tools::apt_install(&["podman", "runc"])?;
    }
    let conf = crate::shell::target_dir()?.join("containers.conf");
    std::fs::write(
        &conf,
        "# Written by cargo xtask image: crun refuses this machine's hybrid cgroups, and podman's\n\
         # default ulimits cannot be set here.\n\
         [containers]\ndefault_ulimits = []\n\n\
         [engine]\ncgroup_manager = \"cgroupfs\"\nruntime = \"runc\"\nevents_logger = \"file\"\n",
    )?;
    CONTAINERS_CONF.get_or_init(|| conf);
    Ok(())
}

/// The containers.conf every podman command of this process reads.
static CONTAINERS_CONF: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// `podman ARGS`, with the containers.conf.
fn podman(args: &[&str]) -> Command {
    let mut command = Command::new("podman");
    command.args(args);
    if let Some(conf) = CONTAINERS_CONF.get() {
        command.env("CONTAINERS_CONF", conf);
    }
    command
}

/// Runs `podman ARGS`; its output, or an error with its stderr.
fn podman_ok(args: &[&str]) -> Result<Output> {
    let output = podman(args).output()?;
    if !output.status.success() {
        return Err(format!(
            "podman {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr).trim()
        )
        .into());
    }
    Ok(output)
}

fn text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).trim().to_owned()
}

/// Unpacks `archive` and builds the image from it, as an operator would; its name.
fn build(archive: &Path) -> Result<String> {
    let unpacked = crate::shell::target_dir()?.join("image-context");
    if unpacked.exists() {
        std::fs::remove_dir_all(&unpacked)?;
    }
    std::fs::create_dir_all(&unpacked)?;
    let status = Command::new("tar")
        .arg("-xzf")
        .arg(archive)
        .arg("-C")
        .arg(&unpacked)
        .status()?;
    if !status.success() {
        return Err("tar could not unpack the archive".into());
    }
    let name = archive
        .file_name()
        .and_then(|name| name.to_str())
        .and_then(|name| name.strip_suffix(".tar.gz"))
        .ok_or("an archive name without .tar.gz")?;
    let context = unpacked.join(name);
    let version = name
        .strip_prefix("cedarline-")
        .and_then(|rest| rest.strip_suffix("-x86_64-linux"))
        .ok_or("an archive name without its version")?;
    let image = format!("localhost/cedarline:{version}");
    step(&format!(
        "podman build {image} (deploy/Containerfile, FROM scratch)"
    ));
    let context = context.to_string_lossy().into_owned();
    let file = format!("{context}/deploy/Containerfile");
    let status = podman(&[
        "build", "--format", "docker", "-f", &file, "-t", &image, &context,
    ])
    .status()?;
    if !status.success() {
        return Err("podman build failed".into());
    }
    Ok(image)
}

fn image_size(image: &str) -> Result<u64> {
    let size = text(&podman_ok(&[
        "image",
        "inspect",
        "--format",
        "{{.Size}}",
        image,
    ])?);
    Ok(size.parse()?)
}

fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// A container this test started, removed (with `--force`) when dropped.
struct Container {
    name: String,
}

impl Drop for Container {
    fn drop(&mut self) {
        let _ = podman(&["rm", "--force", "--time", "0", &self.name]).output();
    }
}

/// Starts a container of `image` named `name` with `args` before the image; waits for
/// `/healthz` at `addr`.
fn start(image: &str, name: &str, args: &[&str], addr: SocketAddr) -> Result<Container> {
    let _ = podman(&["rm", "--force", "--time", "0", name]).output();
    let mut all = vec!["run", "--detach", "--read-only", "--name", name];
    all.extend_from_slice(args);
    all.push(image);
    podman_ok(&all)?;
    let container = Container {
        name: name.to_owned(),
    };
    let deadline = Instant::now() + Duration::from_secs(60);
    while !healthy(addr) {
        if Instant::now() > deadline {
            let logs = podman(&["logs", "--tail", "30", name]).output()?;
            return Err(format!(
                "{name}: /healthz not 200 within 60 s; its log:\n{}",
                String::from_utf8_lossy(&logs.stderr)
            )
            .into());
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    Ok(container)
}

/// The container runs as the image's numeric user, not root: read from the host's /proc.
fn check_user(container: &Container) -> Result {
    let pid = text(&podman_ok(&[
        "inspect",
        "--format",
        "{{.State.Pid}}",
        &container.name,
    ])?);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    runs_as_user(&status).map_err(|error| format!("{}: {error}", container.name))?;
    println!("{}: runs as uid {USER} (non-root)", container.name);
    Ok(())
}

/// Whether every uid of a `/proc/PID/status` (real, effective, saved, file system) is [`USER`].
fn runs_as_user(status: &str) -> Result {
    let uid_line = status
        .lines()
        .find(|line| line.starts_with("Uid:"))
        .ok_or("no Uid in /proc status")?;
    let uids: Vec<&str> = uid_line.split_whitespace().skip(1).collect();
    if uids.is_empty() || uids.iter().any(|uid| *uid != USER) {
        return Err(format!("runs as {uid_line}, not {USER}").into());
    }
    Ok(())
}

/// Stops `container` with SIGTERM and checks it exited 0 (a graceful stop, not a kill).
fn stop_gracefully(container: &Container) -> Result {
    let started = Instant::now();
    podman_ok(&["stop", "--time", STOP_SECONDS, &container.name])?;
    let code = text(&podman_ok(&[
        "inspect",
        "--format",
        "{{.State.ExitCode}}",
        &container.name,
    ])?);
    println!(
        "{}: stopped with SIGTERM in {:.1} s, exit code {code}",
        container.name,
        started.elapsed().as_secs_f64()
    );
    if code != "0" {
        return Err(format!("{}: exit code {code} after SIGTERM", container.name).into());
    }
    Ok(())
}

/// SQLite on a volume: read-only root, health check, user, a lead kept across a graceful stop
/// and served by the next container.
fn sqlite_volume(image: &str) -> Result {
    step("the image on SQLite: --read-only, healthy, non-root, a lead kept across SIGTERM");
    let volume = format!("cedarline-test-{}", std::process::id());
    let _ = podman(&["volume", "rm", "--force", &volume]).output();
    podman_ok(&["volume", "create", &volume])?;
    let result = sqlite_volume_on(image, &volume);
    let _ = podman(&["volume", "rm", "--force", &volume]).output();
    result
}

fn sqlite_volume_on(image: &str, volume: &str) -> Result {
    let port = free_port()?;
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse()?;
    let publish = format!("127.0.0.1:{port}:8080");
    let mount = format!("{volume}:/data");
    let args = ["--publish", &publish, "--volume", &mount];
    let first = start(image, "cedarline-test-first", &args, addr)?;
    check_user(&first)?;
    let health = podman(&["healthcheck", "run", &first.name]).output()?;
    if !health.status.success() {
        return Err(format!(
            "the image's HEALTHCHECK failed: {}",
            String::from_utf8_lossy(&health.stdout)
        )
        .into());
    }
    println!("{}: HEALTHCHECK (server healthcheck) passes", first.name);
    let key = format!("image-test-{}", std::process::id());
    let id = post_help_keyed(addr, 1, Some(&key)).ok_or("the lead was not answered 201")?;
    stop_gracefully(&first)?;
    drop(first);

    let mountpoint = text(&podman_ok(&[
        "volume",
        "inspect",
        "--format",
        "{{.Mountpoint}}",
        volume,
    ])?);
    let database = format!("sqlite://{mountpoint}/site.db");
    let stored = stored_ids(&crate::server_build::static_binary()?, &database)?;
    if !stored.contains(&id) {
        return Err(format!("lead {id} answered 201 is not in the volume after SIGTERM").into());
    }
    println!("lead {id}: in the volume after the container stopped");

    let second = start(image, "cedarline-test-second", &args, addr)?;
    let replayed = post_help_keyed(addr, 1, Some(&key)).ok_or("the replay was not answered 201")?;
    if replayed != id {
        return Err(format!("the new container answered {replayed}, not the stored {id}").into());
    }
    println!("lead {id}: served again by a new container on the same volume (its key replayed)");
    stop_gracefully(&second)?;
    Ok(())
}

/// The image against PostgreSQL through `DATABASE_URL` (the host's network: the cluster listens
/// on the host's loopback).
fn postgres(image: &str) -> Result {
    step("the image on PostgreSQL (DATABASE_URL)");
    let cluster = Cluster::start("image")?;
    let port = free_port()?;
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse()?;
    let listen = format!("SITE_ADDR=127.0.0.1:{port}");
    let database = format!("DATABASE_URL={}", cluster.url);
    let args = ["--network", "host", "--env", &listen, "--env", &database];
    let container = start(image, "cedarline-test-postgres", &args, addr)?;
    let id = post_help_keyed(addr, 2, None).ok_or("the lead was not answered 201")?;
    stop_gracefully(&container)?;
    let stored = stored_ids(&crate::server_build::static_binary()?, &cluster.url)?;
    if !stored.contains(&id) {
        return Err(format!("lead {id} answered 201 is not in PostgreSQL").into());
    }
    println!("lead {id}: stored in PostgreSQL by the container");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_container_running_as_root_or_with_any_other_uid_fails() {
        let ours = format!("Name:\tserver\nUid:\t{USER}\t{USER}\t{USER}\t{USER}\n");
        runs_as_user(&ours).expect("our user");
        let root = "Name:\tserver\nUid:\t0\t0\t0\t0\n";
        let error = runs_as_user(root).expect_err("root");
        assert!(error.to_string().starts_with("runs as Uid:"), "{error}");
        let saved_root = format!("Uid:\t{USER}\t{USER}\t0\t{USER}\n");
        assert!(runs_as_user(&saved_root).is_err(), "a saved uid of root");
        assert!(runs_as_user("Name:\tserver\n").is_err(), "no Uid line");
    }
}
