//! `server db backup FILE` while the site takes posts: every post answered 201 before the backup
//! began is in the copy, and the copy passes `PRAGMA integrity_check`. A file is never
//! overwritten; PostgreSQL is pointed to its own tools.

use super::{expect, server};
use crate::helpers::spawn_app;
use serde_json::Value;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The ids of a SQLite file's help leads, read by a connection of the test's own.
async fn help_ids(file: &str) -> HashSet<String> {
    use sqlx::{ConnectOptions, Connection};
    let mut connection = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .connect()
        .await
        .expect("open the backup");
    let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM leads WHERE form = 'help'")
        .fetch_all(&mut connection)
        .await
        .expect("ids");
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&mut connection)
        .await
        .expect("integrity_check");
    assert_eq!(check, "ok", "PRAGMA integrity_check of the backup");
    connection.close().await.expect("close");
    ids.into_iter().collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn backup_while_the_site_takes_posts() {
    let app = spawn_app().await;
    let url = format!("sqlite://{}", app.dir.join("site.db").display());
    let answered = Arc::new(Mutex::new(Vec::<String>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..4)
        .map(|_| {
            let (answered, stop) = (answered.clone(), stop.clone());
            let (client, post) = (app.client.clone(), app.url("/api/help"));
            tokio::spawn(async move {
                while !stop.load(Ordering::Relaxed) {
                    let response = client
                        .post(&post)
                        .json(&crate::leads::valid_help())
                        .send()
                        .await
                        .expect("POST");
                    assert_eq!(response.status(), 201, "a post while the backup runs");
                    let body: Value = response.json().await.expect("json");
                    let id = body["data"]["id"].as_str().expect("id").to_owned();
                    answered.lock().expect("ledger").push(id);
                }
            })
        })
        .collect();
    while answered.lock().expect("ledger").len() < 200 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let before: Vec<String> = answered.lock().expect("ledger").clone();
    let file = app.dir.join("backup.db").display().to_string();
    let run = expect(0, &["db", "backup", "--database-url", &url, &file]).await;
    assert!(
        run.stdout
            .starts_with(&format!("backup written to {file} (")),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .lines()
            .next()
            .is_some_and(|line| line.ends_with(" bytes, integrity ok, mode 600)")),
        "{}",
        run.stdout
    );
    // Posts went on during the backup (the site was not stopped for it).
    let during = answered.lock().expect("ledger").len();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        writer.await.expect("a writer failed");
    }
    let after = answered.lock().expect("ledger").len();
    assert!(after > during, "posts are answered after the backup");

    let copied = help_ids(&file).await;
    let missing: Vec<&String> = before.iter().filter(|id| !copied.contains(*id)).collect();
    assert!(
        missing.is_empty(),
        "{} of {} posts answered before the backup are missing from it",
        missing.len(),
        before.len()
    );
    // Nothing in the copy that the site did not answer.
    let all: HashSet<String> = answered.lock().expect("ledger").iter().cloned().collect();
    assert!(copied.is_subset(&all));

    // Never overwritten: the copy is left as it was.
    let size = std::fs::metadata(&file).expect("backup").len();
    let again = expect(2, &["db", "backup", "--database-url", &url, &file]).await;
    assert_eq!(
        again.stderr.trim(),
        format!("server: {file} already exists: db backup never overwrites a file")
    );
    assert_eq!(std::fs::metadata(&file).expect("backup").len(), size);
}

#[tokio::test]
async fn backup_refuses_what_it_cannot_copy() {
    let dir = crate::helpers::scratch_dir("backup-refused");
    let file = dir.join("copy.db").display().to_string();
    let postgres = "postgres://site@127.0.0.1:1/site";
    let missing = format!("sqlite://{}", dir.join("nothing.db").display());
    for (url, said) in [
        (
            postgres.to_owned(),
            "server: db backup copies SQLite databases; for PostgreSQL use its own tools, \
             e.g. pg_dump --format=custom --file=FILE DATABASE_URL"
                .to_owned(),
        ),
        (
            missing.clone(),
            format!(
                "server: no database at {} (from {missing})",
                dir.join("nothing.db").display()
            ),
        ),
    ] {
        let run = server(&["db", "backup", "--database-url", &url, &file], None).await;
        assert_eq!(run.code, 2, "{url}");
        assert_eq!(run.stderr.trim(), said);
        assert!(!std::path::Path::new(&file).exists(), "nothing written");
    }
    let _ = std::fs::remove_dir_all(dir);
}
