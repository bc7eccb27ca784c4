//! The jobs' usage and IO errors: help, bad flags, missing files and databases, exit codes.

use super::{database, expect};
use crate::helpers::{Engine, on_each_engine};

#[tokio::test]
async fn usage_errors() {
    on_each_engine(check_usage_errors).await;
}

async fn check_usage_errors(engine: Engine) {
    let target = database(engine, "jobs-usage").await;
    let url = target.url.as_str();
    let help = expect(0, &["--help"]).await;
    for command in ["serve", "leads", "content", "markers", "outbox"] {
        assert!(help.stdout.contains(command), "{}", help.stdout);
    }
    for command in [
        &["leads", "export", "--help"][..],
        &["leads", "import", "--help"],
        &["leads", "revalidate", "--help"],
        &["content", "check", "--help"],
        &["content", "import", "--help"],
        &["markers", "render", "--help"],
        &["outbox", "list", "--help"],
        &["outbox", "retry", "--help"],
    ] {
        let run = expect(0, command).await;
        assert!(run.stdout.contains("Usage: server"), "{}", run.stdout);
    }

    let missing = target.path("missing.csv");
    let nowhere = format!("sqlite://{}", target.path("nowhere/site.db"));
    let empty = target.path("empty.csv");
    std::fs::write(&empty, "").expect("write");
    let export = ["leads", "export", "--database-url"];
    let import = ["leads", "import", "--database-url"];
    // (exit code, arguments, what standard error must say).
    let retry = ["outbox", "retry", "--database-url"];
    let cases: [(i32, Vec<&str>, Option<&str>); 11] = [
        // No --form.
        (2, [&export[..], &[url]].concat(), None),
        (
            2,
            [&export[..], &[url, "--form", "newsletter"]].concat(),
            None,
        ),
        (
            2,
            [
                &export[..],
                &[url, "--form", "help", "--since", "yesterday"],
            ]
            .concat(),
            None,
        ),
        (
            2,
            [&import[..], &[url, "--form", "subscribers", "x.csv"]].concat(),
            None,
        ),
        (
            2,
            [&import[..], &[url, "--form", "help", &missing]].concat(),
            Some("cannot read"),
        ),
        (
            2,
            [&export[..], &[&nowhere, "--form", "help"]].concat(),
            Some("no database at"),
        ),
        (
            1,
            [&import[..], &[url, "--form", "help", &empty]].concat(),
            None,
        ),
        // Neither an id nor --failed, or both.
        (2, [&retry[..], &[url]].concat(), None),
        (
            2,
            [&retry[..], &[url, "some-id", "--failed"]].concat(),
            None,
        ),
        (1, [&retry[..], &[url, "no-such-message"]].concat(), None),
        (
            2,
            ["outbox", "list", "--status", "lost", "--database-url", url].to_vec(),
            None,
        ),
    ];
    for (code, args, stderr) in &cases {
        let run = expect(*code, args).await;
        if let Some(stderr) = stderr {
            assert!(run.stderr.contains(stderr), "{}", run.stderr);
        }
    }
    assert!(
        !target.dir.join("nowhere").exists(),
        "no database is created by an export"
    );
}
