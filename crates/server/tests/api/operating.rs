//! Operating the server (docs/operating.md#logs, docs/operating.md#health-and-metrics): the access
//! log, one line per request with nothing a visitor typed, read from the real binary's stderr; and
//! the Prometheus metrics on their own listener.

use crate::helpers::{LoggedServer, Options, spawn_app_with};
use serde_json::{Value, json};

/// What a visitor typed, in a lead and in query strings: none of it may reach the log.
const PERSONAL: [&str; 8] = [
    "Quillon",
    "Vexmoor",
    "quillon.vexmoor",
    "555-0199",
    "Marmalade",
    "zorblax",
    "Bogus-Consent",
    "QUERYSECRET",
];

fn personal_contact() -> Value {
    let mut lead = crate::leads::valid_contact();
    lead["firstName"] = json!("Quillon");
    lead["lastName"] = json!("Vexmoor");
    lead["email"] = json!("quillon.vexmoor@example.ca");
    lead["telephone"] = json!("(604) 555-0199");
    lead["query_message"] = json!("Marmalade and xylophones for our second location.");
    lead
}

/// The server binary, serving a fresh SQLite database, its log in JSON lines at the default level.
struct Served(LoggedServer);

impl Served {
    async fn start(rate_limit_per_minute: u32) -> Self {
        let rate = rate_limit_per_minute.to_string();
        Self(
            LoggedServer::start(
                "access-log",
                &["--rate-limit-per-minute", &rate],
                &[("SITE_LOG_FORMAT", "json")],
            )
            .await,
        )
    }

    /// The log lines so far, parsed.
    fn parsed(&self) -> Vec<Value> {
        self.0.lines().iter().map(|line| parse(line)).collect()
    }

    /// The first line `matches`, waiting for it up to 30 s.
    async fn wait_for(&self, matches: impl Fn(&Value) -> bool) -> Value {
        parse(&self.0.wait_for(|line| matches(&parse(line))).await)
    }
}

fn parse(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|_| json!({ "raw": line }))
}

fn is_access(line: &Value) -> bool {
    line["target"] == "access"
}

#[tokio::test]
async fn the_access_log_has_one_line_per_request_and_nothing_personal() {
    let served = Served::start(5).await;
    let client = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", served.0.address());
    let mut bad_type = crate::leads::valid_contact();
    bad_type["want_updates"] = json!("Bogus-Consent");
    let mut bad_email = crate::leads::valid_help();
    bad_email["email"] = json!("zorblax at nowhere");
    let mut trap = personal_contact();
    trap["company_fax"] = json!("555-0199");
    let mut sent = vec![
        (
            client
                .post(url("/api/user?ref=QUERYSECRET1"))
                .json(&personal_contact()),
            "POST",
            "/api/user",
            201,
        ),
        (
            client.post(url("/api/user")).json(&bad_type),
            "POST",
            "/api/user",
            400,
        ),
        (
            client
                .post(url("/api/help?QUERYSECRET2=1"))
                .json(&bad_email),
            "POST",
            "/api/help",
            422,
        ),
        (
            client.post(url("/api/user")).json(&trap),
            "POST",
            "/api/user",
            201,
        ),
        (
            client.get(url("/api/search?q=QUERYSECRET3+Vexmoor")),
            "GET",
            "/api/search",
            200,
        ),
        (
            client.get(url("/api/blog/no-such-article?token=QUERYSECRET4")),
            "GET",
            "/api/blog/{id}",
            404,
        ),
    ];
    // Until the rate limit answers, so that its line is checked as well.
    for _ in 0..6 {
        sent.push((
            client.post(url("/api/user")).json(&personal_contact()),
            "POST",
            "/api/user",
            0,
        ));
    }
    let mut expected = Vec::new();
    let mut limited = false;
    for (request, method, route, status) in sent {
        if limited && status == 0 {
            break;
        }
        let response = request.send().await.expect("request");
        let answered = response.status().as_u16();
        if status == 0 {
            limited = answered == 429;
            assert!(answered == 201 || limited, "{answered}");
        } else {
            assert_eq!(answered, status, "{method} {route}");
        }
        let id = response.headers()["x-request-id"]
            .to_str()
            .expect("ascii")
            .to_owned();
        expected.push((method, route, answered, id));
    }
    assert!(limited, "the rate limit never answered");

    let last_id = expected.last().expect("requests").3.clone();
    served
        .wait_for(|line| is_access(line) && line["span"]["request_id"] == last_id.as_str())
        .await;
    let lines = served.parsed();
    let access: Vec<&Value> = lines.iter().filter(|line| is_access(line)).collect();
    assert_eq!(access.len(), expected.len(), "one line per request");
    for (line, (method, route, status, id)) in access.iter().zip(&expected) {
        assert_eq!(line["level"], "INFO", "{line}");
        assert_eq!(line["span"]["method"], *method, "{line}");
        assert_eq!(line["span"]["route"], *route, "{line}");
        assert_eq!(line["span"]["request_id"], id.as_str(), "{line}");
        assert_eq!(line["fields"]["status"], *status, "{line}");
        assert!(line["fields"]["latency_ms"].as_f64().is_some(), "{line}");
    }

    // Nothing a visitor typed, at any level the server logs by default, nor a full address
    // (the listening address is logged once, before any request).
    let serving = lines
        .iter()
        .position(|line| line["fields"]["message"] == "serving")
        .expect("serving");
    let everything = served.0.log();
    for secret in PERSONAL {
        assert!(
            !everything.contains(secret),
            "{secret} logged:\n{everything}"
        );
    }
    for line in &lines[serving + 1..] {
        assert!(
            !line.to_string().contains("127.0.0.1"),
            "an address logged: {line}"
        );
    }
}

/// The log's writer gathers lines in memory and writes them in batches (`log_writer`): under
/// load, and when the server is stopped right after, every request still has its line.
#[tokio::test]
async fn the_access_log_keeps_every_line_under_load_and_at_shutdown() {
    const CLIENTS: usize = 32;
    const REQUESTS_EACH: usize = 150;
    let served = Served::start(0).await;
    let client = reqwest::Client::new();
    let url = format!("{}/api/service/all", served.0.address());
    let mut senders = Vec::new();
    for _ in 0..CLIENTS {
        let (client, url) = (client.clone(), url.clone());
        senders.push(tokio::spawn(async move {
            for _ in 0..REQUESTS_EACH {
                let answer = client.get(&url).send().await.expect("request");
                assert_eq!(answer.status(), 200);
                answer.bytes().await.expect("body");
            }
        }));
    }
    for sender in senders {
        sender.await.expect("sender");
    }
    // Stopped at once (SIGTERM): what the writer still holds is written before it exits.
    let pid = served.0.server.child.id().expect("pid").to_string();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill -TERM");
    assert!(status.success());
    served
        .wait_for(|line| line["fields"]["message"] == "stopped")
        .await;
    let answered = served
        .parsed()
        .iter()
        .filter(|line| is_access(line) && line["span"]["route"] == "/api/service/all")
        .count();
    assert_eq!(answered, CLIENTS * REQUESTS_EACH, "one line per request");
}

/// The value of the sample `series` (name and labels, as written) in a scrape.
fn sample(scrape: &str, series: &str) -> Option<f64> {
    scrape.lines().find_map(|line| {
        let (name, value) = line.rsplit_once(' ')?;
        (name == series).then(|| value.parse().expect("a number"))
    })
}

#[tokio::test]
async fn metrics_count_requests_latency_leads_and_rate_limits() {
    let app = spawn_app_with(Options {
        metrics: true,
        rate_limit_per_minute: 4,
        ..Options::default()
    })
    .await
    .expect("app");
    let metrics = app.metrics_address.clone().expect("a metrics listener");
    assert_eq!(app.get("/api/service/all").await.status(), 200);
    assert_eq!(app.get("/api/blog/nothing").await.status(), 404);
    assert_eq!(app.post_json("/api/user", &json!({})).await.status(), 422);
    let mut trap = crate::leads::valid_contact();
    trap["company_fax"] = json!("555-0100");
    assert_eq!(app.post_json("/api/user", &trap).await.status(), 201);
    let mut accepted = 0;
    loop {
        let status = app
            .post_json("/api/user", &crate::leads::valid_contact())
            .await
            .status();
        if status == 429 {
            break;
        }
        assert_eq!(status, 201);
        accepted += 1;
        assert!(accepted < 10, "never rate limited");
    }
    assert!(accepted >= 1);

    let response = app
        .client
        .get(format!("{metrics}/metrics"))
        .send()
        .await
        .expect("scrape");
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .expect("ascii")
            .starts_with("application/openmetrics-text")
    );
    let scrape = response.text().await.expect("text");
    let expect = |series: &str, value: f64| {
        assert_eq!(
            sample(&scrape, series),
            Some(value),
            "{series} in\n{scrape}"
        );
    };
    expect(
        r#"site_http_requests_total{method="GET",route="/api/service/all",status="200"}"#,
        1.0,
    );
    // No log line of this process failed to be written.
    expect("site_log_lines_dropped_total", 0.0);
    expect(
        r#"site_http_requests_total{method="GET",route="/api/blog/{id}",status="404"}"#,
        1.0,
    );
    expect(
        r#"site_http_requests_total{method="POST",route="/api/user",status="422"}"#,
        1.0,
    );
    expect(
        r#"site_http_requests_total{method="POST",route="/api/user",status="201"}"#,
        f64::from(accepted + 1),
    );
    expect(r#"site_leads_total{form="contact",outcome="refused"}"#, 1.0);
    expect(r#"site_leads_total{form="contact",outcome="trapped"}"#, 1.0);
    expect(
        r#"site_leads_total{form="contact",outcome="accepted"}"#,
        f64::from(accepted),
    );
    expect(r#"site_rate_limited_posts_total{route="/api/user"}"#, 1.0);
    expect(
        r#"site_http_request_duration_seconds_count{route="/api/service/all"}"#,
        1.0,
    );
    expect(
        r#"site_http_request_duration_seconds_bucket{le="+Inf",route="/api/service/all"}"#,
        1.0,
    );
    let sum = sample(
        &scrape,
        r#"site_http_request_duration_seconds_sum{route="/api/service/all"}"#,
    )
    .expect("a latency sum");
    assert!(sum > 0.0, "the one request took some time: {sum}");
    // Only on their own listener: the site's port has no such address.
    assert_eq!(app.get("/metrics").await.status(), 404);
}
