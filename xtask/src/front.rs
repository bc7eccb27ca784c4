//! The production front, tested as deployed: `deploy/site.service` through `systemd-analyze`
//! (verify, and a security exposure of "OK" or better), and `deploy/nginx/cedarline.conf` in
//! Debian's nginx (TLS with a certificate made here, HTTP/2 to visitors) before the release
//! server started with `--trusted-proxies 127.0.0.1/32`. Visitors are curl processes bound to
//! 127.0.0.2 and 127.0.0.3, so nginx sees two addresses as it would two people; everything stays
//! on the loopback interface.

use crate::fixtures::HELP_BODY;
use crate::nginx_front::{
    Certificate, Nginx, Scratch, Seen, certificate, curl, expect, install, replace_each,
};
use crate::release_server::ReleaseServer;
use crate::shell::{Result, root, step};
use std::path::Path;
use std::process::Command;

/// Posts a visitor may make per minute in this test (small, so one visitor is soon limited).
const PER_MINUTE: u32 = 3;
/// The front's checks against the release build already made: `cargo xtask test` runs them
/// after the end-to-end suite, `cargo xtask front` after a `cargo xtask build`.
pub fn test() -> Result {
    if !crate::server_build::server_binary()?.is_file() {
        return Err("no release build of the server: run `cargo xtask build` first".into());
    }
    install()?;
    let scratch = Scratch::new()?;
    unit(&scratch.0)?;
    step("nginx in front of the release server (deploy/nginx/cedarline.conf)");
    let certificate = certificate(&scratch.0)?;
    let per_minute = PER_MINUTE.to_string();
    let server = ReleaseServer::start(
        "front",
        &[
            "--rate-limit-per-minute",
            &per_minute,
            "--trusted-proxies",
            "127.0.0.1/32",
        ],
    )?;
    let outcome = Nginx::start(&scratch.0, "nginx", &[&server.addr], &certificate)
        .and_then(|nginx| through(&nginx, &certificate));
    if outcome.is_err() {
        server.show_log_tail();
    }
    outcome?;
    drop(server);
    crate::front_instances::test(&scratch.0, &certificate)
}

/// `cargo xtask front --rolling`: the rolling restart of two instances under load, alone.
pub fn rolling() -> Result {
    if !crate::server_build::server_binary()?.is_file() {
        return Err("no release build of the server: run `cargo xtask build` first".into());
    }
    install()?;
    let scratch = Scratch::new()?;
    let certificate = certificate(&scratch.0)?;
    crate::front_instances::rolling(&scratch.0, &certificate)
}

/// `deploy/site.service`: `systemd-analyze verify` says nothing at all (it only warns about an
/// unknown or misspelt setting, so any output fails), and the security exposure is "OK" or
/// better. The unit runs the server from /opt/cedarline, which verify checks exists: the copy
/// checked names the release build instead, and nothing else changes.
fn unit(scratch: &Path) -> Result {
    step("deploy/site.service: systemd-analyze verify and security");
    let text = std::fs::read_to_string(root().join("deploy/site.service"))?;
    let binary = crate::server_build::server_binary()?;
    let unit = scratch.join("site.service");
    std::fs::write(
        &unit,
        replace_each(
            &text,
            &[("/opt/cedarline/server", &binary.to_string_lossy())],
        )?,
    )?;
    let verify = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&unit)
        .output()?;
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&verify.stdout),
        String::from_utf8_lossy(&verify.stderr)
    );
    if !verify.status.success() || !said.trim().is_empty() {
        return Err(format!("systemd-analyze verify deploy/site.service:\n{said}").into());
    }
    let security = Command::new("systemd-analyze")
        .args(["security", "--no-pager", "--offline=yes"])
        .arg(&unit)
        .output()?;
    let report = String::from_utf8_lossy(&security.stdout);
    let overall = report
        .lines()
        .find(|line| line.contains("Overall exposure level"))
        .ok_or_else(|| format!("no exposure level from systemd-analyze security:\n{report}"))?;
    eprintln!("{}", overall.trim());
    if !(overall.contains(" OK") || overall.contains(" SAFE")) {
        return Err(format!("deploy/site.service is too exposed: {overall}").into());
    }
    Ok(())
}

/// The checks through nginx: HTTP/2 and TLS to visitors, a redirect from plain HTTP, one rate
/// limit per visitor (a forged X-Forwarded-For changes nothing), and compressed assets that keep
/// `Vary: Accept-Encoding`.
fn through(nginx: &Nginx, certificate: &Certificate) -> Result {
    let site = format!("https://127.0.0.1:{}", nginx.https);
    let (alice, bob) = ("127.0.0.2", "127.0.0.3");

    let home = curl(
        alice,
        certificate,
        &format!("{site}/"),
        &["-H", "accept-encoding: br"],
    )?;
    expect(
        "the home page over HTTP/2 and TLS, compressed by the server, its headers kept",
        home.version == "2"
            && home.status == 200
            && home.header("content-security-policy").is_some()
            && home.header("content-encoding") == Some("br")
            && has_vary(&home),
        &home,
    )?;

    let plain = curl(
        alice,
        certificate,
        &format!("http://127.0.0.1:{}/contact?x=1", nginx.http),
        &[],
    )?;
    expect(
        "plain HTTP redirects to the HTTPS origin, path and query kept",
        plain.status == 301
            && plain.header("location") == Some("https://www.example.ca/contact?x=1"),
        &plain,
    )?;

    let help = format!("{site}/api/help");
    let post = |from: &str, forged: &str| {
        curl(
            from,
            certificate,
            &help,
            &[
                "-H",
                "content-type: application/json",
                "-H",
                &format!("x-forwarded-for: {forged}"),
                "--data-binary",
                HELP_BODY,
            ],
        )
    };
    for n in 1..=PER_MINUTE {
        let seen = post(alice, &format!("198.51.100.{n}"))?;
        expect(
            &format!("visitor 1's post {n} of {PER_MINUTE} is taken"),
            seen.status == 201,
            &seen,
        )?;
    }
    let limited = post(alice, "198.51.100.99")?;
    expect(
        "visitor 1 is then limited, a forged X-Forwarded-For notwithstanding",
        limited.status == 429 && limited.header("retry-after").is_some(),
        &limited,
    )?;
    let other = post(bob, "198.51.100.1")?;
    expect(
        "visitor 2, behind the same nginx, has its own limit",
        other.status == 201,
        &other,
    )?;

    let asset = precompressed_asset()?;
    for encoding in ["br", "gzip"] {
        let seen = curl(
            bob,
            certificate,
            &format!("{site}{asset}"),
            &["-H", &format!("accept-encoding: {encoding}")],
        )?;
        expect(
            &format!("{asset} in {encoding} keeps Vary: Accept-Encoding through nginx"),
            seen.status == 200
                && seen.version == "2"
                && seen.header("content-encoding") == Some(encoding)
                && has_vary(&seen),
            &seen,
        )?;
    }
    let logged = std::fs::read_to_string(&nginx.access_log).unwrap_or_default();
    if !logged.is_empty() {
        return Err(format!(
            "nginx logged requests (full addresses and query strings, which no log may hold: \
             docs/operating.md#logs):\n{logged}"
        )
        .into());
    }
    eprintln!("ok: nginx kept no access log of the site's requests");
    Ok(())
}

/// Whether a shared cache is told the answer depends on `Accept-Encoding`.
fn has_vary(seen: &Seen) -> bool {
    seen.header("vary")
        .is_some_and(|vary| vary.contains("accept-encoding"))
}

/// The address of a built script with a brotli sibling in `web/dist/assets`.
fn precompressed_asset() -> Result<String> {
    let assets = root().join("web/dist/assets");
    let mut names: Vec<String> = std::fs::read_dir(&assets)?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".js") && assets.join(format!("{name}.br")).is_file())
        .collect();
    names.sort();
    let name = names
        .first()
        .ok_or("web/dist/assets has no precompressed script: run `cargo xtask build`")?;
    Ok(format!("/assets/{name}"))
}
