//! Under load: concurrent posts on both engines; a `kill -9` mid-write; a graceful stop.

use crate::helpers::{ServerProcess, TestApp, on_each_app, scratch_dir};
use crate::leads::valid_help;
use serde_json::Value;
use site_store::Db;
use site_store::leads::{FormKind, count_leads, lead_exists};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const CLIENTS: usize = 64;
const POSTS_PER_CLIENT: usize = 16; // 1,024 posts
/// Funnel beacons sent just before a graceful stop.
const BEACONS_BEFORE_STOP: usize = 25;

/// 1,024 posts from 64 concurrent clients: every answer is 201, and every 201 is stored once.
async fn check_concurrent_posts(app: &TestApp) {
    let mut tasks = Vec::new();
    for client_number in 0..CLIENTS {
        let url = app.url("/api/help");
        tasks.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut ids = Vec::new();
            for post in 0..POSTS_PER_CLIENT {
                let mut body = valid_help();
                body["subject"] = Value::from(format!("Client {client_number}, question {post}"));
                let response = client
                    .post(&url)
                    .json(&body)
                    .send()
                    .await
                    .expect("answered");
                assert_eq!(response.status(), 201, "no 5xx, no refusal under load");
                let answer: Value = response.json().await.expect("json");
                ids.push(answer["data"]["id"].as_str().expect("id").to_owned());
            }
            ids
        }));
    }
    let mut ids = Vec::new();
    for task in tasks {
        ids.extend(task.await.expect("client task"));
    }
    let answered = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), answered, "ids are unique");
    assert_eq!(answered, CLIENTS * POSTS_PER_CLIENT);
    assert_eq!(
        count_leads(&app.db, FormKind::Help).await.expect("count"),
        answered as i64,
        "stored exactly once"
    );
    for id in ids.iter().step_by(97) {
        assert!(
            lead_exists(&app.db, id).await.expect("query"),
            "{id} stored"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_posts() {
    on_each_app(check_concurrent_posts).await;
}

/// The crash tests post faster than a person.
const UNLIMITED: &[&str] = &["--rate-limit-per-minute", "0"];

impl ServerProcess {
    /// Posts from 16 clients until stopped; returns the ids answered 201.
    fn write_load(&self, answered: Arc<Mutex<Vec<String>>>) -> Vec<tokio::task::JoinHandle<()>> {
        (0..16)
            .map(|_| {
                let url = format!("{}/api/help", self.address);
                let answered = answered.clone();
                tokio::spawn(async move {
                    let client = reqwest::Client::new();
                    // Each request ends when the server dies: the loop stops at the first failure.
                    while let Ok(response) = client.post(&url).json(&valid_help()).send().await {
                        if response.status() != 201 {
                            break;
                        }
                        let Ok(body) = response.json::<Value>().await else {
                            break;
                        };
                        answered
                            .lock()
                            .expect("lock")
                            .push(body["data"]["id"].as_str().expect("id").to_owned());
                    }
                })
            })
            .collect()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_kill_9_under_write_load_loses_no_answered_post() {
    let dir = scratch_dir("crash");
    let database_url = format!("sqlite://{}", dir.join("site.db").display());
    let mut server = ServerProcess::start(&database_url, &dir, UNLIMITED).await;
    let answered = Arc::new(Mutex::new(Vec::new()));
    let writers = server.write_load(answered.clone());
    while answered.lock().expect("lock").len() < 300 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.child.start_kill().expect("SIGKILL"); // kill -9: no shutdown code runs
    server.child.wait().await.expect("reaped");
    for writer in writers {
        writer.await.expect("writer");
    }
    let answered = answered.lock().expect("lock").clone();
    let restarted = ServerProcess::start(&database_url, &dir, UNLIMITED).await;
    let db = Db::connect(&database_url).await.expect("open");
    for id in &answered {
        assert!(
            lead_exists(&db, id).await.expect("query"),
            "lead {id} was answered 201 but is gone"
        );
    }
    let Db::Sqlite { read, .. } = &db else {
        unreachable!()
    };
    let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(read)
        .await
        .expect("check");
    assert_eq!(integrity, "ok");
    drop(restarted);
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_finishes_in_flight_requests_then_exits() {
    let dir = scratch_dir("stop");
    let database_url = format!("sqlite://{}", dir.join("site.db").display());
    let mut server = ServerProcess::start(&database_url, &dir, UNLIMITED).await;
    let answered = Arc::new(Mutex::new(Vec::new()));
    let writers = server.write_load(answered.clone());
    while answered.lock().expect("lock").len() < 100 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // Beacons the server keeps in memory until its next flush (every few seconds), then the
    // stop: what it counted is written before it exits.
    let client = reqwest::Client::new();
    for _ in 0..BEACONS_BEFORE_STOP {
        let answer = client
            .post(format!("{}/api/events", server.address))
            .json(&serde_json::json!({"form": "loan", "step": "shown", "lang": "fr"}))
            .send()
            .await
            .expect("beacon");
        assert_eq!(answer.status(), 204);
    }
    let pid = server.child.id().expect("pid").to_string();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill -TERM");
    assert!(status.success());
    let exit = tokio::time::timeout(Duration::from_secs(30), server.child.wait())
        .await
        .expect("stops")
        .expect("exit");
    assert!(exit.success(), "a clean exit: {exit}");
    for writer in writers {
        writer.await.expect("writer");
    }
    let db = Db::connect(&database_url).await.expect("open");
    let answered = answered.lock().expect("lock").clone();
    let sum = |step: &str| {
        format!(
            "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) FROM funnel_totals WHERE step = '{step}'"
        )
    };
    assert_eq!(
        crate::helpers::query_i64(&db, &sum("shown")).await,
        BEACONS_BEFORE_STOP as i64,
        "the beacons counted in memory are written at the stop"
    );
    assert_eq!(
        crate::helpers::query_i64(&db, &sum("accepted")).await,
        count_leads(&db, FormKind::Help).await.expect("count") as i64,
        "accepted is counted with each row"
    );
    for id in &answered {
        assert!(
            lead_exists(&db, id).await.expect("query"),
            "{id} answered but not stored"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
