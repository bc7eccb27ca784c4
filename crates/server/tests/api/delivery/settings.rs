//! The delivery flags through the real binary: a malformed SMTP URL, address, webhook URL or
//! secret stops `server serve` at once with a clear error and exit code 2 (without quoting a
//! password or secret), the server says at start where the team's email goes and in which
//! language (`--team-lang`, `SITE_TEAM_LANG`). That docs/operating.md documents every flag is
//! `docs.rs`'s check.

use crate::helpers::{content_dir, scratch_dir};
use crate::jobs::server;
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};

const SMTP: [&str; 6] = [
    "--smtp-url",
    "smtps://leads:hunter2@mail.example.ca",
    "--notify-to",
    "team@example.ca",
    "--mail-from",
    "website@example.ca",
];

#[tokio::test]
async fn malformed_delivery_settings_stop_the_server_with_exit_code_2() {
    let with = |changes: &[(&str, &str)]| {
        let mut args: Vec<String> = ["serve", "--addr", "127.0.0.1:0"]
            .iter()
            .chain(&SMTP)
            .map(|arg| (*arg).to_owned())
            .collect();
        for (flag, value) in changes {
            match args.iter().position(|arg| arg == flag) {
                Some(at) if value.is_empty() => {
                    args.drain(at..at + 2);
                }
                Some(at) => args[at + 1] = (*value).to_owned(),
                None => args.extend([(*flag).to_owned(), (*value).to_owned()]),
            }
        }
        args
    };
    let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";
    // (what changes, what standard error must say)
    let cases: Vec<(Vec<(&str, &str)>, &str)> = vec![
        (
            vec![("--smtp-url", "ftp://leads:hunter2@mail.example.ca")],
            "smtp://",
        ),
        (vec![("--smtp-url", "smtp://leads:hunter2@")], "--smtp-url"),
        (
            vec![("--smtp-url", "not a url hunter2")],
            "--smtp-url <SMTP_URL>: not a URL",
        ),
        (
            vec![("--notify-to", "team@example.ca,not-an-address")],
            "not an email address",
        ),
        (
            vec![("--mail-from", "website at example.ca")],
            "not an email address",
        ),
        (vec![("--notify-to", "")], "--notify-to"),
        (vec![("--mail-from", "")], "--mail-from"),
        (
            vec![
                ("--webhook-url", "ftp://crm.example.ca/"),
                ("--webhook-secret", secret),
            ],
            "http",
        ),
        (
            vec![("--webhook-url", "https://crm.example.ca/hook")],
            "--webhook-secret",
        ),
        (vec![("--webhook-secret", secret)], "--webhook-url"),
        (
            vec![
                ("--webhook-url", "https://crm.example.ca/hook"),
                ("--webhook-secret", "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
            ],
            "whsec_",
        ),
        (
            vec![
                ("--webhook-url", "https://crm.example.ca/hook"),
                ("--webhook-secret", "whsec_c2hvcnQ="),
            ],
            "24 to 64 bytes",
        ),
        (
            vec![("--team-lang", "de")],
            "[possible values: en, fr, both]",
        ),
    ];
    for (changes, says) in cases {
        let args = with(&changes);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = server(&args, None).await;
        assert_eq!(run.code, 2, "{args:?}\n{}", run.stderr);
        assert!(
            run.stderr.contains(says),
            "{args:?}: {says:?} not in\n{}",
            run.stderr
        );
        assert!(
            !run.stderr.contains("hunter2"),
            "a password shown: {}",
            run.stderr
        );
        assert!(
            !run.stderr.contains("MfKQ9r8"),
            "a secret shown: {}",
            run.stderr
        );
    }
}

/// The first log line of `server serve ARGS` that holds `wanted` (the server is killed then).
async fn start_log_line(args: &[&str], wanted: &str) -> String {
    start_log_line_with(args, &[], wanted).await
}

/// [`start_log_line`] with environment variables `envs` set.
async fn start_log_line_with(args: &[&str], envs: &[(&str, &str)], wanted: &str) -> String {
    let dir = scratch_dir("delivery-start");
    let database = format!("sqlite://{}", dir.join("site.db").display());
    let content = content_dir().display().to_string();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--database-url",
            &database,
        ])
        .args(["--content-dir", &content, "--web-dist", "/nonexistent"])
        .args(args)
        .env("RUST_LOG", "info")
        .env_remove("SITE_LOG_FORMAT")
        .env_remove("SITE_TEAM_LANG")
        .envs(envs.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start the server");
    let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
    let found = tokio::time::timeout(Duration::from_secs(60), async {
        let mut seen = String::new();
        while let Ok(Some(line)) = lines.next_line().await {
            if line.contains(wanted) {
                return line;
            }
            seen.push_str(&line);
            seen.push('\n');
        }
        panic!("the server stopped without saying {wanted:?}:\n{seen}")
    })
    .await
    .expect("said within 60 s");
    let _ = child.kill().await;
    let _ = std::fs::remove_dir_all(dir);
    found
}

#[tokio::test]
async fn the_server_says_at_start_where_the_team_email_goes() {
    let dir = scratch_dir("delivery-mail-dir");
    let mail_dir = dir.join("outgoing-mail").display().to_string();
    let files = start_log_line(&["--mail-dir", &mail_dir], "team email").await;
    assert!(
        files.contains(&format!(".eml files under {mail_dir}")),
        "{files}"
    );
    let smtp = start_log_line(&SMTP, "team email").await;
    assert!(
        smtp.contains("SMTP server smtps://mail.example.ca:465"),
        "{smtp}"
    );
    assert!(!smtp.contains("hunter2"), "{smtp}");
    let _ = std::fs::remove_dir_all(dir);
}

/// `--team-lang` (or `SITE_TEAM_LANG`): the language of the team's email, said at start;
/// `both` unless told.
#[tokio::test]
async fn the_server_says_at_start_which_language_the_team_email_is_in() {
    let said = start_log_line(&[], "team email").await;
    assert!(
        said.contains("lang=\"both\"") || said.contains("lang=both"),
        "{said}"
    );
    let said = start_log_line(&["--team-lang", "en"], "team email").await;
    assert!(
        said.contains("lang=\"en\"") || said.contains("lang=en"),
        "{said}"
    );
    let said = start_log_line_with(&[], &[("SITE_TEAM_LANG", "fr")], "team email").await;
    assert!(
        said.contains("lang=\"fr\"") || said.contains("lang=fr"),
        "{said}"
    );
}
