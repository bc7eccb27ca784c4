//! `server content import` and `content check`.

use super::{database, expect};
use crate::helpers::{
    Engine, content_dir, copy_content, edit, fresh_database, on_each_engine, scratch_dir,
};
use server::content;
use site_store::Db;
use std::path::Path;

#[tokio::test]
async fn content_import() {
    on_each_engine(check_content_import).await;
}

async fn check_content_import(engine: Engine) {
    // Seeded by the server's first-start code: the job finds the same content already there.
    let seeded = database(engine, "jobs-content").await;
    let dir = content_dir().display().to_string();
    let run = expect(
        0,
        &["content", "import", "--database-url", &seeded.url, &dir],
    )
    .await;
    assert!(run.stdout.starts_with("Unchanged"), "{}", run.stdout);

    // Into an empty database: imported, then unchanged, and the seeding agrees.
    let scratch = scratch_dir("jobs-content-empty");
    let url = fresh_database(engine, &scratch)
        .await
        .expect("one of the engines available");
    let dry = expect(
        0,
        &[
            "content",
            "import",
            "--database-url",
            &url,
            &dir,
            "--dry-run",
        ],
    )
    .await;
    assert!(dry.stdout.starts_with("Would import: "), "{}", dry.stdout);
    let run = expect(0, &["content", "import", "--database-url", &url, &dir]).await;
    assert!(run.stdout.starts_with("Imported: "), "{}", run.stdout);
    let loaded = content::load(&content_dir()).expect("content");
    assert!(
        run.stdout.contains(&format!(
            "{} newsletters, {} articles",
            loaded.newsletters.len(),
            loaded.articles.len()
        )),
        "{}",
        run.stdout
    );
    let run = expect(0, &["content", "import", "--database-url", &url, &dir]).await;
    assert!(run.stdout.starts_with("Unchanged"), "{}", run.stdout);
    let dry = expect(
        0,
        &[
            "content",
            "import",
            "--database-url",
            &url,
            &dir,
            "--dry-run",
        ],
    )
    .await;
    assert!(dry.stdout.starts_with("Unchanged"), "{}", dry.stdout);
    let db = Db::connect(&url).await.expect("connect");
    let outcome = content::seed(&db, &content_dir()).await.expect("seed");
    assert_eq!(outcome, content::ImportOutcome::Unchanged);

    // Invalid content is refused and nothing is written.
    let broken = copy_content("jobs-content-broken");
    edit(
        &broken,
        "figures.toml",
        "description = 87",
        "description = 187",
    );
    let before = content::stored_fingerprint(&db).await.expect("fingerprint");
    let run = expect(
        1,
        &[
            "content",
            "import",
            "--database-url",
            &url,
            &broken.display().to_string(),
        ],
    )
    .await;
    assert!(run.stdout.contains("from 0 to 100"), "{}", run.stdout);
    assert!(run.stdout.ends_with("nothing imported\n"), "{}", run.stdout);
    assert_eq!(
        content::stored_fingerprint(&db).await.expect("fingerprint"),
        before
    );
    db.close().await;
    let _ = std::fs::remove_dir_all(broken.parent().expect("scratch"));
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Removes the line holding `needle` from `dir/file`; returns the line of the table it was in
/// (the nearest line above starting with `[`).
fn remove_line(dir: &Path, file: &str, needle: &str) -> usize {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    let lines: Vec<&str> = text.lines().collect();
    let index = lines
        .iter()
        .position(|line| line.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} not in {file}"));
    let table = lines[..index]
        .iter()
        .rposition(|line| line.starts_with('['))
        .map_or(1, |table| table + 1);
    let kept: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != index)
        .map(|(_, line)| *line)
        .collect();
    std::fs::write(&path, kept.join("\n") + "\n").expect("write");
    table
}

#[tokio::test]
async fn content_check_catches_each_kind_of_mistake() {
    let run = expect(
        0,
        &["content", "check", &content_dir().display().to_string()],
    )
    .await;
    assert!(run.stdout.contains(": valid ("), "{}", run.stdout);

    type Break = fn(&Path) -> (&'static str, usize, &'static str);
    let breaks: [(&str, Break); 7] = [
        ("missing-field", |dir| {
            let line = remove_line(dir, "newsletters.toml", "sub_heading = ");
            ("newsletters.toml", line, "missing `sub_heading`")
        }),
        ("duplicate-id", |dir| {
            let line = edit(
                dir,
                "newsletters.toml",
                "id = \"newsletter-september-2026\"",
                "id = \"economic-letter-october-2026\"",
            );
            ("newsletters.toml", line, "duplicate newsletter id")
        }),
        ("service-link", |dir| {
            let line = edit(
                dir,
                "services/financing.toml",
                "id = \"small-business-loans\"\nheading = \"Small-Business-Loans\"",
                "id = \"small-loans\"\nheading = \"Small-Loans\"",
            );
            let _ = line;
            (
                "services/financing.toml",
                1,
                "must have the child \"small-business-loans\"",
            )
        }),
        ("marker", |dir| {
            let line = edit(
                dir,
                "about/careers.toml",
                "-h2Business Advisor",
                "-h2-blBusiness Advisor",
            );
            ("about/careers.toml", line, "unclosed marker `-bl`")
        }),
        ("stray-marker", |dir| {
            let line = edit(
                dir,
                "portfolio.toml",
                "secure intake form",
                "secure intake P- form",
            );
            ("portfolio.toml", line, "stray closing marker `P-`")
        }),
        ("image", |dir| {
            std::fs::remove_file(dir.join("media/services/financing.svg")).expect("remove");
            let text = std::fs::read_to_string(dir.join("services/financing.toml")).expect("read");
            let offset = text
                .find("image = \"services/financing.svg\"")
                .expect("image");
            let line = text[..offset].matches('\n').count() + 1;
            ("services/financing.toml", line, "not found under media/")
        }),
        ("portfolio", |dir| {
            let line = edit(
                dir,
                "portfolio.toml",
                "name = \"Online Stores\"",
                "name = \"E-Commerce\"",
            );
            ("portfolio.toml", line, "must be \"Online Stores\"")
        }),
    ];
    for (label, break_it) in breaks {
        let dir = copy_content(&format!("jobs-check-{label}"));
        let (file, line, what) = break_it(&dir);
        let run = expect(1, &["content", "check", &dir.display().to_string()]).await;
        let prefix = format!("{}:", dir.join(file).display());
        let found = run.stdout.lines().any(|message| {
            message.starts_with(&prefix)
                && message.contains(what)
                && (label == "service-link" || message.starts_with(&format!("{prefix}{line}: ")))
        });
        assert!(
            found,
            "{label}: expected `{prefix}{line}: ...{what}...` in:\n{}",
            run.stdout
        );
        assert!(run.stderr.contains("problems found"), "{}", run.stderr);
        let _ = std::fs::remove_dir_all(dir.parent().expect("scratch"));
    }
    let scratch = scratch_dir("jobs-check-missing");
    let missing = scratch.join("nowhere");
    let run = expect(2, &["content", "check", &missing.display().to_string()]).await;
    assert!(run.stderr.contains("is not a folder"), "{}", run.stderr);
}
