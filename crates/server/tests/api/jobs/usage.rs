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
    for command in ["serve", "leads", "content", "markers"] {
        assert!(help.stdout.contains(command), "{}", help.stdout);
    }
    for command in [
        &["leads", "export", "--help"][..],
        &["leads", "import", "--help"],
        &["leads", "revalidate", "--help"],
        &["content", "check", "--help"],
        &["content", "import", "--help"],
        &["markers", "render", "--help"],
    ] {
        let run = expect(0, command).await;
        assert!(run.stdout.contains("Usage: server"), "{}", run.stdout);
    }
    expect(2, &["leads", "export", "--database-url", url]).await;
    expect(
        2,
        &[
            "leads",
            "export",
            "--database-url",
            url,
            "--form",
            "newsletter",
        ],
    )
    .await;
    expect(
        2,
        &[
            "leads",
            "export",
            "--database-url",
            url,
            "--form",
            "help",
            "--since",
            "yesterday",
        ],
    )
    .await;
    expect(
        2,
        &[
            "leads",
            "import",
            "--database-url",
            url,
            "--form",
            "subscribers",
            "x.csv",
        ],
    )
    .await;
    let missing = target.path("missing.csv");
    let run = expect(
        2,
        &[
            "leads",
            "import",
            "--database-url",
            url,
            "--form",
            "help",
            &missing,
        ],
    )
    .await;
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
    let nowhere = format!("sqlite://{}", target.path("nowhere/site.db"));
    let run = expect(
        2,
        &[
            "leads",
            "export",
            "--database-url",
            &nowhere,
            "--form",
            "help",
        ],
    )
    .await;
    assert!(run.stderr.contains("no database at"), "{}", run.stderr);
    assert!(
        !target.dir.join("nowhere").exists(),
        "no database is created by an export"
    );
    let empty = target.path("empty.csv");
    std::fs::write(&empty, "").expect("write");
    expect(
        1,
        &[
            "leads",
            "import",
            "--database-url",
            url,
            "--form",
            "help",
            &empty,
        ],
    )
    .await;
}
