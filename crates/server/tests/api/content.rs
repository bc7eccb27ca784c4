//! The content API on SQLite and PostgreSQL (shapes, order, permalinks, 404s, newsletter
//! pagination), the content checks on broken copies of `content/`, and import idempotency.

use crate::helpers::{TestApp, content_dir, copy_content, edit, on_each_app, spawn_app};
use serde_json::Value;
use server::content::{self, ArticleKind, Content, ImportOutcome};
use site_store::Db;
use std::collections::HashSet;
use std::path::Path;

#[tokio::test]
async fn services() {
    on_each_app(check_services).await;
}

#[tokio::test]
async fn service_tree() {
    on_each_app(check_service_tree).await;
}

#[tokio::test]
async fn figures() {
    on_each_app(check_figures).await;
}

#[tokio::test]
async fn portfolio() {
    on_each_app(check_portfolio).await;
}

#[tokio::test]
async fn about() {
    on_each_app(check_about).await;
}

#[tokio::test]
async fn articles() {
    on_each_app(check_articles).await;
}

#[tokio::test]
async fn newsletters() {
    on_each_app(check_newsletters).await;
}

#[tokio::test]
async fn not_found() {
    on_each_app(check_not_found).await;
}

#[tokio::test]
async fn import() {
    on_each_app(check_import_idempotent).await;
}

/// The content as the server imported it, to compare answers with.
fn expected() -> Content {
    content::load(&content_dir()).unwrap_or_else(|errors| panic!("content/ is broken:\n{errors}"))
}

/// GETs `path`, expects 200 with the one-minute cache header, and returns `data`.
async fn data(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "GET {path}");
    let cache = response
        .headers()
        .get("cache-control")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    assert_eq!(cache.as_deref(), Some("public, max-age=60"), "GET {path}");
    let body: Value = response.json().await.expect("json");
    let object = body.as_object().expect("an object");
    assert_eq!(object.len(), 1, "only `data` in {body}");
    body["data"].clone()
}

async fn assert_not_found(app: &TestApp, path: &str) {
    let response = app.get(path).await;
    assert_eq!(response.status(), 404, "GET {path}");
    let body: Value = response.json().await.expect("json");
    assert!(
        body["errors"][0]["message"].is_string(),
        "error body for {path}: {body}"
    );
}

fn text(value: &Value, key: &str) -> String {
    value[key]
        .as_str()
        .unwrap_or_else(|| panic!("`{key}` is not a string in {value}"))
        .to_owned()
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("an array")
        .iter()
        .map(|item| text(item, "_id"))
        .collect()
}

/// A service as the API must show it: derived permalink and image address.
fn assert_service(service: &Value, parent: Option<&str>) {
    let id = text(service, "_id");
    let link = match parent {
        Some(parent) => format!("/services/{parent}/{id}"),
        None => format!("/services/{id}"),
    };
    assert_eq!(text(service, "perma_link"), link);
    assert_eq!(
        text(service, "image_url"),
        format!("/media/{}", text(service, "image"))
    );
    assert_eq!(service["parent"].as_str(), parent, "parent of {id}");
    assert_eq!(text(service, "heading").to_lowercase(), id);
    for key in ["subHeading", "text"] {
        assert!(!text(service, key).trim().is_empty(), "{id}.{key}");
    }
}

async fn check_services(app: &TestApp) {
    let data = data(app, "/api/service/all").await;
    let top = &data["allChildren"];
    let expected: Vec<String> = expected().services.iter().map(|s| s.id.clone()).collect();
    assert_eq!(ids(top), expected);
    assert_eq!(
        expected,
        [
            "advisory",
            "financing",
            "business-acquisitions",
            "industries",
            "it-solutions",
            "digital-marketing",
            "articles-and-tools"
        ]
    );
    for service in top.as_array().expect("array") {
        assert_service(service, None);
    }
}

async fn check_service_tree(app: &TestApp) {
    let content = expected();
    // Every permalink of the tree answers, in the catch-all `+` form.
    for service in &content.services {
        let tree = data(app, &format!("/api/service/all/+services+{}", service.id)).await;
        let parent = &tree["parent"];
        assert_service(parent, None);
        assert_eq!(text(parent, "_id"), service.id);
        let children: Vec<String> = service.children.iter().map(|c| c.id.clone()).collect();
        assert_eq!(ids(&parent["allChildren"]), children);
        assert_eq!(
            tree["allChildren"], parent["allChildren"],
            "the children twice"
        );
        for child in parent["allChildren"].as_array().expect("array") {
            assert_service(child, Some(&service.id));
            let path = site_core::services::service_api_path(&text(child, "perma_link"));
            let page = data(app, &format!("/api/service/all/{path}")).await;
            assert_eq!(text(&page["parent"], "_id"), text(child, "_id"));
            assert_service(&page["parent"], Some(&service.id));
            assert_eq!(page["parent"]["allChildren"], Value::Array(vec![]));
            assert_eq!(page["allChildren"], Value::Array(vec![]));
        }
    }
    let it = data(app, "/api/service/all/+services+it-solutions").await;
    assert_eq!(
        ids(&it["allChildren"]),
        [
            "web-development",
            "mobile-applications",
            "online-stores",
            "cloud-hosting",
            "data-analytics"
        ]
    );
    // The `+` percent-encoded, as some clients send it.
    let encoded = data(
        app,
        "/api/service/all/%2Bservices%2Badvisory%2Bbusiness-plan-template",
    )
    .await;
    assert_eq!(
        text(&encoded["parent"], "perma_link"),
        "/services/advisory/business-plan-template"
    );
}

async fn check_figures(app: &TestApp) {
    let content = expected();
    for (path, rows, min) in [
        ("/api/universal/whoweare1", &content.figures.who_we_are, 4),
        (
            "/api/universal/smallbusinessloans1",
            &content.figures.small_business_loans,
            3,
        ),
    ] {
        let data = data(app, path).await;
        let list = data.as_array().expect("array");
        assert!(list.len() >= min, "{path}");
        assert_eq!(list.len(), rows.len());
        for (figure, row) in list.iter().zip(rows) {
            assert_eq!(figure.as_object().expect("object").len(), 2, "{figure}");
            assert_eq!(text(figure, "title"), row.title);
            let percent = figure["description"].as_u64().expect("a number");
            assert!(percent <= 100);
            assert_eq!(percent, u64::from(row.description));
        }
    }
}

async fn check_portfolio(app: &TestApp) {
    let data = data(app, "/api/portfolio/all").await;
    let categories = data.as_array().expect("array");
    let names: Vec<String> = categories.iter().map(|c| text(c, "name")).collect();
    assert_eq!(
        names,
        [
            "Web Development",
            "Mobile Applications",
            "Online Stores",
            "Cloud Hosting",
            "Data Analytics"
        ]
    );
    let content = expected();
    for (category, read) in categories.iter().zip(&content.portfolio) {
        // In English, the label shown is the name.
        assert_eq!(text(category, "label"), read.name);
        let contents = category["contents"].as_array().expect("contents");
        assert!(contents.len() >= 7, "{}", read.name);
        assert_eq!(contents.len(), read.items.len());
        for (item, project) in contents.iter().zip(&read.items) {
            assert_eq!(item.as_object().expect("object").len(), 4, "{item}");
            assert_eq!(text(item, "image"), project.image);
            assert_eq!(text(item, "heading"), project.heading);
            assert_eq!(text(item, "sub_heading"), project.sub_heading);
            assert_eq!(text(item, "text_data"), project.text_data);
        }
    }
    // Images are paths under the media base, and they are served there.
    let first = text(&categories[0]["contents"][0], "image");
    assert_eq!(app.get(&format!("/media/{first}")).await.status(), 200);
}

async fn check_about(app: &TestApp) {
    let content = expected();
    assert_eq!(content.about.len(), 5);
    for section in &content.about {
        let data = data(app, &format!("/api/about/all/{}", section.section)).await;
        let children = &data["allChildren"];
        let expected: Vec<String> = section.children.iter().map(|c| c.id.clone()).collect();
        assert!(expected.len() >= 3);
        assert_eq!(ids(children), expected);
        for (child, entry) in children
            .as_array()
            .expect("array")
            .iter()
            .zip(&section.children)
        {
            assert_eq!(child.as_object().expect("object").len(), 3, "{child}");
            assert_eq!(text(child, "heading"), entry.heading);
            assert_eq!(text(child, "subHeading"), entry.sub_heading);
            let page = data_one(app, &format!("/api/about/{}", entry.id)).await;
            assert_eq!(page.as_object().expect("object").len(), 3, "{page}");
            assert_eq!(text(&page, "heading"), entry.heading);
            assert_eq!(text(&page, "subHeading"), entry.sub_heading);
            assert_eq!(text(&page, "text"), entry.text);
        }
    }
}

/// `data` that is an array of exactly one element: that element.
async fn data_one(app: &TestApp, path: &str) -> Value {
    let data = data(app, path).await;
    let list = data
        .as_array()
        .unwrap_or_else(|| panic!("{path}: not an array"));
    assert_eq!(list.len(), 1, "{path}");
    list[0].clone()
}

async fn check_articles(app: &TestApp) {
    let content = expected();
    let personas: Vec<_> = content
        .articles
        .iter()
        .filter(|a| a.kind == ArticleKind::Persona)
        .collect();
    let blogs: Vec<_> = content
        .articles
        .iter()
        .filter(|a| a.kind == ArticleKind::Blog)
        .collect();
    assert_eq!(personas.len(), 5);
    assert!(blogs.len() >= 7);
    // The blog's list: every article, personas included, newest first, as its card shows it.
    let mut newest_first: Vec<_> = content.articles.iter().collect();
    newest_first.sort_by(|a, b| b.published.cmp(&a.published).then(a.id.cmp(&b.id)));
    let listed: Value = app.get("/api/blog").await.json().await.expect("json");
    let listed = listed["data"].as_array().expect("data: a list");
    assert_eq!(listed.len(), personas.len() + blogs.len());
    for (entry, article) in listed.iter().zip(&newest_first) {
        assert_eq!(
            entry,
            &serde_json::json!({
                "_id": article.id,
                "heading": article.heading,
                "sub_heading": article.sub_heading,
                "image": article.image,
                "published": article.published,
            })
        );
    }
    for article in &content.articles {
        let page = data_one(app, &format!("/api/blog/{}", article.id)).await;
        assert_eq!(page.as_object().expect("object").len(), 3, "{page}");
        assert_eq!(text(&page, "heading"), article.heading);
        assert_eq!(text(&page, "sub_heading"), article.sub_heading);
        assert_eq!(text(&page, "text_data"), article.text_data);
        let iam = format!("/api/iam/{}", article.id);
        match article.kind {
            ArticleKind::Persona => assert_eq!(data_one(app, &iam).await, page),
            ArticleKind::Blog => assert_not_found(app, &iam).await,
        }
    }
}

/// The newsletter ids in API order: newest first, by date then id.
fn newest_first(content: &Content) -> Vec<String> {
    let mut list: Vec<_> = content
        .newsletters
        .iter()
        .map(|n| (n.published.clone(), n.id.clone()))
        .collect();
    list.sort_by(|a, b| b.cmp(a));
    list.into_iter().map(|(_, id)| id).collect()
}

async fn check_newsletters(app: &TestApp) {
    let expected = newest_first(&expected());
    assert!(expected.len() >= 10);
    // The web app's first call: no parameters, the default batch of 2.
    let page = data_one(app, "/api/newsletterandeventletters/all").await;
    assert_eq!(ids(&page["foundNewsLetters"]), expected[..2]);
    assert_eq!(page["isNextAvailable"], Value::Bool(true));
    assert_eq!(text(&page, "lastNewsLetterId"), expected[1]);
    for newsletter in page["foundNewsLetters"].as_array().expect("array") {
        assert_eq!(
            newsletter.as_object().expect("object").len(),
            3,
            "{newsletter}"
        );
        assert!(
            !text(newsletter, "subject").is_empty() && !text(newsletter, "sub_heading").is_empty()
        );
    }
    for limit in [1, 2, 3, 50] {
        let mut seen: Vec<String> = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let path = match &cursor {
                None => format!("/api/newsletterandeventletters/all?limit={limit}"),
                Some(id) => format!("/api/newsletterandeventletters/all?limit={limit}&id={id}"),
            };
            let page = data_one(app, &path).await;
            let batch = ids(&page["foundNewsLetters"]);
            assert!(
                !batch.is_empty() && batch.len() <= limit,
                "{path}: {batch:?}"
            );
            assert_eq!(
                page["lastNewsLetterId"].as_str(),
                batch.last().map(String::as_str)
            );
            seen.extend(batch);
            if page["isNextAvailable"] == Value::Bool(false) {
                break;
            }
            assert_eq!(page["isNextAvailable"], Value::Bool(true));
            cursor = Some(text(&page, "lastNewsLetterId"));
            assert!(
                seen.len() <= expected.len(),
                "limit {limit}: walked past the end"
            );
        }
        assert_eq!(
            seen, expected,
            "limit {limit}: every newsletter once, newest first"
        );
        let unique: HashSet<&String> = seen.iter().collect();
        assert_eq!(unique.len(), seen.len());
    }
    // After the last one: an empty batch, no cursor.
    let last = expected.last().expect("a newsletter");
    let page = data_one(
        app,
        &format!("/api/newsletterandeventletters/all?id={last}"),
    )
    .await;
    assert_eq!(page["foundNewsLetters"], Value::Array(vec![]));
    assert_eq!(page["lastNewsLetterId"], Value::Null);
    assert_eq!(page["isNextAvailable"], Value::Bool(false));
    // Limits are clamped to 1..=50.
    let page = data_one(app, "/api/newsletterandeventletters/all?limit=0").await;
    assert_eq!(ids(&page["foundNewsLetters"]).len(), 1);
    let page = data_one(app, "/api/newsletterandeventletters/all?limit=1000").await;
    assert_eq!(ids(&page["foundNewsLetters"]).len(), expected.len().min(50));
    // An unknown cursor is 404; a limit that is not a number is refused in the API's error shape.
    assert_not_found(
        app,
        "/api/newsletterandeventletters/all?limit=2&id=no-such-letter",
    )
    .await;
    let response = app
        .get("/api/newsletterandeventletters/all?limit=two")
        .await;
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.expect("json");
    assert_eq!(body["errors"][0]["field"], "limit");
}

async fn check_not_found(app: &TestApp) {
    for path in [
        "/api/service/all/+services+no-such-service",
        "/api/service/all/+services+web-development",
        "/api/service/all/+services+advisory+web-development",
        "/api/service/all/+services+advisory+business-plan-template+more",
        "/api/service/all/+about+advisory",
        "/api/service/all/+services",
        "/api/about/all/no-such-section",
        "/api/about/all/web-development",
        "/api/about/no-such-page",
        "/api/iam/no-such-persona",
        "/api/blog/no-such-article",
        "/api/no-such-route",
    ] {
        assert_not_found(app, path).await;
    }
    // A 404 is not cached.
    let response = app.get("/api/about/no-such-page").await;
    assert!(
        response
            .headers()
            .get("cache-control")
            .is_none_or(|v| v != "public, max-age=60")
    );
}

/// Rows in a table.
async fn count(db: &Db, table: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    crate::helpers::query_i64(db, &sql).await
}

const CONTENT_TABLES: [&str; 8] = [
    "services",
    "about_children",
    "portfolio_categories",
    "portfolio_items",
    "newsletters",
    "articles",
    "figures",
    "content_meta",
];

async fn counts(db: &Db) -> Vec<i64> {
    let mut counts = Vec::new();
    for table in CONTENT_TABLES.into_iter().chain(["subscribers", "leads"]) {
        counts.push(count(db, table).await);
    }
    counts
}

async fn check_import_idempotent(app: &TestApp) {
    let before = counts(&app.db).await;
    // spawn_app seeded already: the same content again changes nothing.
    let outcome = content::seed(&app.db, &content_dir())
        .await
        .expect("seed again");
    assert_eq!(outcome, ImportOutcome::Unchanged);
    assert_eq!(counts(&app.db).await, before);

    // A subscriber survives a re-import of changed content.
    let newsletter = expected().newsletters[0].id.clone();
    crate::helpers::execute(
        &app.db,
        "INSERT INTO subscribers (newsletter_id, email, email_key, created_at, consent_text) \
         VALUES ($1, 'reader@example.ca', 'reader@example.ca', '2026-01-01T00:00:00Z', 'test')",
        &[&newsletter],
    )
    .await;
    let mut changed = expected();
    changed.newsletters[0].subject = "Economic Letter: revised".to_owned();
    changed.services[0].children.pop();
    let ImportOutcome::Imported { counts: imported } =
        content::import(&app.db, &changed).await.expect("import")
    else {
        panic!("changed content must be imported");
    };
    let services: usize = changed.services.iter().map(|s| 1 + s.children.len()).sum();
    assert_eq!(imported.services, services);
    assert_eq!(imported.newsletters, changed.newsletters.len());
    assert_eq!(
        count(&app.db, "services").await,
        i64::try_from(services).expect("small")
    );
    assert_eq!(count(&app.db, "subscribers").await, 1);
    let page = data_one(app, "/api/newsletterandeventletters/all?limit=50").await;
    let subjects: Vec<String> = page["foundNewsLetters"]
        .as_array()
        .expect("array")
        .iter()
        .map(|n| text(n, "subject"))
        .collect();
    assert!(subjects.contains(&"Economic Letter: revised".to_owned()));
    assert_eq!(
        content::import(&app.db, &changed).await.expect("again"),
        ImportOutcome::Unchanged
    );

    // Back to the files: imported again, the counts are the first ones (plus the subscriber).
    let outcome = content::seed(&app.db, &content_dir())
        .await
        .expect("seed back");
    assert!(matches!(outcome, ImportOutcome::Imported { .. }));
    let mut after = counts(&app.db).await;
    after[CONTENT_TABLES.len()] -= 1;
    assert_eq!(after, before);
}

// ---------------------------------------------------------------------------------------------
// The checks of `content::load`, on broken copies of content/.

/// The 1-based line of the first `needle` in `dir/file`.
fn line_of(dir: &Path, file: &str, needle: &str) -> usize {
    let text = std::fs::read_to_string(dir.join(file)).expect("read");
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in {file}"));
    text[..offset].matches('\n').count() + 1
}

/// Loads `dir`, which must fail, and asserts one message reads `FILE:LINE: ...what...`.
fn assert_reported(dir: &Path, file: &str, line: usize, what: &str) -> String {
    let errors = content::load(dir)
        .expect_err("broken content must not load")
        .to_string();
    let prefix = format!("{}:{line}: ", dir.join(file).display());
    assert!(
        errors
            .lines()
            .any(|message| message.starts_with(&prefix) && message.contains(what)),
        "expected `{prefix}...{what}...` in:\n{errors}"
    );
    std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
    errors
}

#[test]
fn the_content_folder_is_valid() {
    let content = expected();
    assert_eq!(content.services.len(), 7);
    assert_eq!(content.portfolio.len(), 5);
}

#[test]
fn a_missing_field_is_reported_on_its_table_line() {
    let dir = copy_content("missing-field");
    let table = line_of(
        &dir,
        "services/advisory.toml",
        "[[children]]\nid = \"startup-coaching\"",
    );
    let sub = "subHeading = \"";
    let text = std::fs::read_to_string(dir.join("services/advisory.toml")).expect("read");
    let child = text.find("id = \"startup-coaching\"").expect("child");
    let start = child + text[child..].find(sub).expect("subHeading");
    let end = start + text[start..].find('\n').expect("eol") + 1;
    std::fs::write(
        dir.join("services/advisory.toml"),
        format!("{}{}", &text[..start], &text[end..]),
    )
    .expect("write");
    assert_reported(
        &dir,
        "services/advisory.toml",
        table,
        "missing `subHeading`",
    );
}

#[test]
fn a_duplicate_id_is_reported_where_it_repeats() {
    let dir = copy_content("duplicate-id");
    let line = edit(
        &dir,
        "newsletters.toml",
        "id = \"newsletter-september-2026\"",
        "id = \"economic-letter-october-2026\"",
    );
    let first = line_of(
        &dir,
        "newsletters.toml",
        "id = \"economic-letter-october-2026\"",
    );
    let errors = assert_reported(&dir, "newsletters.toml", line, "duplicate newsletter id");
    assert!(
        errors.contains(&format!("newsletters.toml:{first})")),
        "{errors}"
    );
}

#[test]
fn a_duplicate_service_id_across_files_is_reported() {
    let dir = copy_content("duplicate-service");
    let line = edit(
        &dir,
        "services/financing.toml",
        "id = \"small-business-loans\"\nheading = \"Small-Business-Loans\"",
        "id = \"business-plan-template\"\nheading = \"Business-Plan-Template\"",
    );
    assert_reported(
        &dir,
        "services/financing.toml",
        line,
        "duplicate service id \"business-plan-template\"",
    );
}

#[test]
fn bad_marker_text_is_reported_on_its_own_line() {
    let dir = copy_content("markers");
    let unclosed = edit(
        &dir,
        "about/careers.toml",
        "-h2Business Advisor",
        "-h2-blBusiness Advisor",
    );
    let stray = edit(
        &dir,
        "portfolio.toml",
        "secure intake form",
        "secure intake P- form",
    );
    let errors = assert_reported(
        &dir,
        "about/careers.toml",
        unclosed,
        "unclosed marker `-bl`",
    );
    let prefix = format!("portfolio.toml:{stray}: `text_data`: stray closing marker `P-`");
    assert!(errors.contains(&prefix), "{errors}");
}

#[test]
fn a_missing_image_is_reported_on_its_line() {
    let dir = copy_content("image");
    std::fs::remove_file(dir.join("media/services/financing.svg")).expect("remove");
    let line = line_of(
        &dir,
        "services/financing.toml",
        "image = \"services/financing.svg\"",
    );
    assert_reported(
        &dir,
        "services/financing.toml",
        line,
        "not found under media/",
    );
}

#[test]
fn a_heading_that_does_not_match_the_id_is_reported() {
    let dir = copy_content("heading");
    let line = edit(
        &dir,
        "services/it-solutions.toml",
        "heading = \"It-Solutions\"",
        "heading = \"IT Solutions\"",
    );
    assert_reported(
        &dir,
        "services/it-solutions.toml",
        line,
        "does not match `id`",
    );
}

#[test]
fn a_portfolio_that_differs_from_the_it_children_is_reported() {
    let dir = copy_content("portfolio");
    let line = edit(
        &dir,
        "portfolio.toml",
        "name = \"Online Stores\"",
        "name = \"E-Commerce\"",
    );
    assert_reported(&dir, "portfolio.toml", line, "must be \"Online Stores\"");
}

#[test]
fn every_problem_is_reported_not_just_the_first() {
    let dir = copy_content("many");
    let figure = edit(
        &dir,
        "figures.toml",
        "description = 87",
        "description = 187",
    );
    let date = edit(
        &dir,
        "articles.toml",
        "published = \"2026-09-02\"",
        "published = \"2026-9-2\"",
    );
    let slug = edit(&dir, "about/b-corp.toml", "id = \"", "id = \"Not A Slug");
    let syntax = edit(&dir, "services/industries.toml", "order = ", "order = = ");
    let errors = content::load(&dir).expect_err("broken").to_string();
    for (file, line, what) in [
        ("figures.toml", figure, "from 0 to 100"),
        ("articles.toml", date, "YYYY-MM-DD"),
        ("about/b-corp.toml", slug, "is not a slug"),
        ("services/industries.toml", syntax, ""),
    ] {
        let prefix = format!("{}:{line}: ", dir.join(file).display());
        assert!(
            errors
                .lines()
                .any(|m| m.starts_with(&prefix) && m.contains(what)),
            "expected `{prefix}...{what}` in:\n{errors}"
        );
    }
    std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
}

#[tokio::test]
async fn the_openapi_document_describes_every_content_route() {
    let app = spawn_app().await;
    let document: Value = app
        .get("/api/openapi.json")
        .await
        .json()
        .await
        .expect("json");
    for path in [
        "/api/service/all",
        "/api/service/all/{path}",
        "/api/universal/whoweare1",
        "/api/universal/smallbusinessloans1",
        "/api/portfolio/all",
        "/api/newsletterandeventletters/all",
        "/api/about/all/{slug}",
        "/api/about/{id}",
        "/api/iam/{id}",
        "/api/blog",
        "/api/blog/{id}",
    ] {
        let operation = &document["paths"][path]["get"];
        assert_eq!(operation["tags"][0], "content", "{path}");
        let schema = &operation["responses"]["200"]["content"]["application/json"]["schema"];
        assert!(schema["properties"]["data"].is_object(), "{path}: {schema}");
    }
}
