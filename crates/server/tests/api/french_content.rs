//! The content in French (docs/decisions/0008-a-french-twin-for-every-page.md) on SQLite and
//! PostgreSQL: every content route answers in the asked language (`lang=`, else `Accept-Language`)
//! with the same shapes, the response cache keeps each language apart, an error keeps its code in
//! French, search reads the asked language with French accents folded, the import stores the French
//! text (its fingerprint covering it), and `content check` refuses an item without its French text.

use crate::helpers::{
    Options, TestApp, content_dir, copy_content, edit, on_each_app, spawn_app_with,
};
use reqwest::header::{ACCEPT_LANGUAGE, CONTENT_LANGUAGE, VARY};
use serde_json::{Value, json};
use server::content::{self, ArticleKind, Content, ImportOutcome};
use site_core::i18n::{Lang, Message};
use std::path::Path;

#[tokio::test]
async fn content_routes_answer_in_french() {
    on_each_app(check_content_routes_in_french).await;
}

#[tokio::test]
async fn the_language_comes_from_lang_then_accept_language() {
    on_each_app(check_language_negotiation).await;
}

#[tokio::test]
async fn an_error_keeps_its_code_in_french() {
    on_each_app(check_errors_in_french).await;
}

#[tokio::test]
async fn search_reads_the_asked_language() {
    on_each_app(check_search_in_french).await;
}

#[tokio::test]
async fn the_import_stores_the_french_text() {
    on_each_app(check_import_stores_french).await;
}

/// The content as the server imported it.
fn expected() -> Content {
    content::load(&content_dir()).unwrap_or_else(|errors| panic!("content/ is broken:\n{errors}"))
}

/// GETs `path` (with `Accept-Language: accept` when given), expects 200, `Content-Language:
/// lang` and `Vary: accept-language`, and returns `data`.
async fn data_in(app: &TestApp, path: &str, accept: Option<&str>, lang: Lang) -> Value {
    let mut request = app.client.get(app.url(path));
    if let Some(accept) = accept {
        request = request.header(ACCEPT_LANGUAGE, accept);
    }
    let response = request.send().await.expect("GET");
    assert_eq!(response.status(), 200, "GET {path}");
    assert_language(&response, lang, path);
    let body: Value = response.json().await.expect("json");
    body["data"].clone()
}

/// `data` of `path?lang=fr` (or `&lang=fr`).
async fn french(app: &TestApp, path: &str) -> Value {
    let separator = if path.contains('?') { '&' } else { '?' };
    data_in(app, &format!("{path}{separator}lang=fr"), None, Lang::Fr).await
}

fn assert_language(response: &reqwest::Response, lang: Lang, what: &str) {
    let headers = response.headers();
    assert_eq!(
        headers.get(CONTENT_LANGUAGE).and_then(|v| v.to_str().ok()),
        Some(lang.as_str()),
        "{what}"
    );
    let varies = headers
        .get_all(VARY)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|name| name.trim().eq_ignore_ascii_case("accept-language"));
    assert!(varies, "{what}: {headers:?}");
}

fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value[key]
        .as_str()
        .unwrap_or_else(|| panic!("`{key}` is not a string in {value}"))
}

/// The keys of an object, sorted: the shape a French answer shares with the English one.
fn keys(value: &Value) -> Vec<String> {
    let mut keys: Vec<String> = value
        .as_object()
        .unwrap_or_else(|| panic!("not an object: {value}"))
        .keys()
        .cloned()
        .collect();
    keys.sort();
    keys
}

async fn check_content_routes_in_french(app: &TestApp) {
    let content = expected();

    // Services: the French text, the same ids, permalinks (English site paths, which French
    // pages prefix with /fr) and images.
    let english = data_in(app, "/api/service/all", None, Lang::En).await;
    let top = french(app, "/api/service/all").await;
    let services = top["allChildren"].as_array().expect("services");
    assert_eq!(services.len(), content.services.len());
    for ((service, en), read) in services
        .iter()
        .zip(english["allChildren"].as_array().expect("services"))
        .zip(&content.services)
    {
        assert_eq!(keys(service), keys(en));
        for key in ["_id", "image", "image_url", "perma_link", "parent"] {
            assert_eq!(service[key], en[key], "{key}");
        }
        assert_eq!(text(service, "heading"), read.fr.heading);
        assert_eq!(text(service, "subHeading"), read.fr.sub_heading);
        assert_eq!(text(service, "text"), read.fr.text);
    }
    let financing = content
        .services
        .iter()
        .find(|s| s.id == "financing")
        .expect("financing");
    let tree = french(app, "/api/service/all/+services+financing").await;
    assert_eq!(text(&tree["parent"], "heading"), financing.fr.heading);
    let children = tree["parent"]["allChildren"].as_array().expect("children");
    assert_eq!(children.len(), financing.children.len());
    for (child, read) in children.iter().zip(&financing.children) {
        assert_eq!(text(child, "_id"), read.id);
        assert_eq!(
            text(child, "perma_link"),
            format!("/services/financing/{}", read.id)
        );
        assert_eq!(text(child, "heading"), read.fr.heading);
    }
    assert_eq!(tree["allChildren"], tree["parent"]["allChildren"]);
    let loans = french(
        app,
        "/api/service/all/+services+financing+small-business-loans",
    )
    .await;
    assert_eq!(
        text(&loans["parent"], "text"),
        financing.children[0].fr.text
    );

    // Figures: French titles, the same percentages.
    for (path, rows) in [
        ("/api/universal/whoweare1", &content.figures.who_we_are),
        (
            "/api/universal/smallbusinessloans1",
            &content.figures.small_business_loans,
        ),
    ] {
        let figures = french(app, path).await;
        let expected: Vec<Value> = rows
            .iter()
            .map(|row| json!({"title": row.fr.title, "description": row.description}))
            .collect();
        assert_eq!(figures, json!(expected), "{path}");
    }

    // Portfolio: a category keeps its English name (its key in addresses) and shows its French
    // label; its projects are in French.
    let portfolio = french(app, "/api/portfolio/all").await;
    let categories = portfolio.as_array().expect("categories");
    assert_eq!(categories.len(), content.portfolio.len());
    for (category, read) in categories.iter().zip(&content.portfolio) {
        assert_eq!(text(category, "name"), read.name);
        assert_eq!(text(category, "label"), read.fr.name);
        let contents = category["contents"].as_array().expect("contents");
        assert_eq!(contents.len(), read.items.len());
        for (item, project) in contents.iter().zip(&read.items) {
            assert_eq!(
                item,
                &json!({
                    "image": project.image,
                    "heading": project.fr.heading,
                    "sub_heading": project.fr.sub_heading,
                    "text_data": project.fr.text_data,
                })
            );
        }
    }

    // Newsletters: the same batches and cursor, French subjects.
    let mut newest_first: Vec<_> = content.newsletters.iter().collect();
    newest_first.sort_by(|a, b| (&b.published, &b.id).cmp(&(&a.published, &a.id)));
    let batch = french(app, "/api/newsletterandeventletters/all?limit=3").await;
    let page = &batch[0];
    let expected: Vec<Value> = newest_first[..3]
        .iter()
        .map(|n| json!({"_id": n.id, "subject": n.fr.subject, "sub_heading": n.fr.sub_heading}))
        .collect();
    assert_eq!(page["foundNewsLetters"], json!(expected));
    assert_eq!(page["isNextAvailable"], true);
    let next = format!(
        "/api/newsletterandeventletters/all?limit=3&id={}",
        text(page, "lastNewsLetterId")
    );
    let after = french(app, &next).await;
    assert_eq!(
        text(&after[0]["foundNewsLetters"][0], "subject"),
        newest_first[3].fr.subject
    );

    // About sections and their pages.
    for section in &content.about {
        let cards = french(app, &format!("/api/about/all/{}", section.section)).await;
        let expected: Vec<Value> = section
            .children
            .iter()
            .map(|c| json!({"_id": c.id, "heading": c.fr.heading, "subHeading": c.fr.sub_heading}))
            .collect();
        assert_eq!(cards["allChildren"], json!(expected), "{}", section.section);
        let child = &section.children[0];
        let page = french(app, &format!("/api/about/{}", child.id)).await;
        assert_eq!(
            page,
            json!([{"heading": child.fr.heading, "subHeading": child.fr.sub_heading, "text": child.fr.text}])
        );
    }

    // Articles: the blog's list, each article, and the persona pages.
    let mut articles: Vec<_> = content.articles.iter().collect();
    articles.sort_by(|a, b| b.published.cmp(&a.published).then(a.id.cmp(&b.id)));
    let listed = french(app, "/api/blog").await;
    let expected: Vec<Value> = articles
        .iter()
        .map(|a| {
            json!({"_id": a.id, "heading": a.fr.heading, "sub_heading": a.fr.sub_heading,
                   "image": a.image, "published": a.published})
        })
        .collect();
    assert_eq!(listed, json!(expected));
    for article in &content.articles {
        let page = json!([{"heading": article.fr.heading, "sub_heading": article.fr.sub_heading,
                           "text_data": article.fr.text_data}]);
        assert_eq!(
            french(app, &format!("/api/blog/{}", article.id)).await,
            page
        );
        if article.kind == ArticleKind::Persona {
            assert_eq!(french(app, &format!("/api/iam/{}", article.id)).await, page);
        }
    }
}

async fn check_language_negotiation(app: &TestApp) {
    let content = expected();
    let heading = |data: &Value| text(&data["allChildren"][0], "heading").to_owned();
    let (en, fr) = (
        &content.services[0].heading,
        &content.services[0].fr.heading,
    );
    for (path, accept, lang) in [
        ("/api/service/all", None, Lang::En),
        ("/api/service/all", Some("fr-CA"), Lang::Fr),
        (
            "/api/service/all",
            Some("fr-CA,fr;q=0.9,en;q=0.8"),
            Lang::Fr,
        ),
        ("/api/service/all", Some("en-CA,fr;q=0.5"), Lang::En),
        ("/api/service/all", Some("de-DE"), Lang::En),
        ("/api/service/all?lang=fr", None, Lang::Fr),
        ("/api/service/all?lang=fr-CA", Some("en"), Lang::Fr),
        // `lang=` wins over the header; a language the site does not have counts as absent.
        ("/api/service/all?lang=en", Some("fr-CA"), Lang::En),
        ("/api/service/all?lang=de", Some("fr-CA"), Lang::Fr),
    ] {
        let data = data_in(app, path, accept, lang).await;
        let expected = if lang == Lang::Fr { fr } else { en };
        assert_eq!(&heading(&data), expected, "{path} {accept:?}");
    }
    // A 404 says its language too, in its message.
    let response = app
        .client
        .get(app.url("/api/blog/no-such-article"))
        .header(ACCEPT_LANGUAGE, "fr-CA")
        .send()
        .await
        .expect("GET");
    assert_eq!(response.status(), 404);
    assert_language(&response, Lang::Fr, "404");
    let body: Value = response.json().await.expect("json");
    let code = text(&body["errors"][0], "code");
    let message = Message::by_code(code).expect("a known code");
    assert_eq!(text(&body["errors"][0], "message"), message.fr);
}

/// The response cache (on here, as in production) keeps each language apart: the same address
/// answers each client in its own language.
#[tokio::test]
async fn the_response_cache_keeps_each_language_apart() {
    let options = Options {
        content_cache_ttl: std::time::Duration::from_secs(60),
        ..Options::default()
    };
    let app = spawn_app_with(options).await.expect("SQLite");
    let content = expected();
    let financing = &content.services[1];
    assert_eq!(financing.id, "financing");
    let path = "/api/service/all/+services+financing";
    for _ in 0..2 {
        for (accept, lang, heading) in [
            (None, Lang::En, &financing.heading),
            (Some("fr-CA"), Lang::Fr, &financing.fr.heading),
            (Some("en-CA"), Lang::En, &financing.heading),
        ] {
            let data = data_in(&app, path, accept, lang).await;
            assert_eq!(text(&data["parent"], "heading"), heading, "{accept:?}");
        }
    }
}

async fn check_errors_in_french(app: &TestApp) {
    let route = format!("/api{}", site_core::lead_forms::FormKind::Help.form().route);
    let body = json!({});
    let english = app.post_json(&route, &body).await;
    assert_eq!(english.status(), 422);
    assert_language(&english, Lang::En, "English 422");
    let english: Value = english.json().await.expect("json");
    let response = app
        .client
        .post(app.url(&format!("{route}?lang=fr")))
        .json(&body)
        .send()
        .await
        .expect("POST");
    assert_eq!(response.status(), 422);
    assert_language(&response, Lang::Fr, "French 422");
    let french: Value = response.json().await.expect("json");
    let (english, french) = (
        english["errors"].as_array().expect("errors"),
        french["errors"].as_array().expect("errors"),
    );
    assert!(!french.is_empty());
    assert_eq!(english.len(), french.len());
    for (en, fr) in english.iter().zip(french) {
        assert_eq!(en["field"], fr["field"]);
        assert_eq!(en["code"], fr["code"], "the same code in both languages");
        let message = Message::by_code(text(fr, "code")).expect("a known code");
        assert_eq!(text(en, "message"), message.en);
        assert_eq!(text(fr, "message"), message.fr);
        assert_ne!(message.en, message.fr, "{}", message.code);
    }
}

/// `GET /api/search?{query}` with `Accept-Language: accept` when given: `data`, after checking
/// the answer's language.
async fn search(app: &TestApp, query: &str, accept: Option<&str>, lang: Lang) -> Value {
    data_in(app, &format!("/api/search?{query}"), accept, lang).await
}

fn total(data: &Value) -> u64 {
    data["total"].as_u64().expect("total")
}

fn results(data: &Value) -> &Vec<Value> {
    data["results"].as_array().expect("results")
}

async fn check_search_in_french(app: &TestApp) {
    // Accents folded: without them, with them, in capitals, all find the same French pages.
    let plain = search(app, "q=lettre%20economique&limit=50", None, Lang::En).await;
    assert_eq!(
        total(&plain),
        0,
        "no lang=, no Accept-Language: English pages only"
    );
    let plain = search(
        app,
        "q=lettre%20economique&limit=50&lang=fr",
        None,
        Lang::Fr,
    )
    .await;
    assert!(total(&plain) >= 1, "{plain}");
    for query in [
        "q=lettre%20%C3%A9conomique&limit=50&lang=fr",
        "q=LETTRE%20%C3%89CONOMIQUE&limit=50&lang=fr",
    ] {
        let accented = search(app, query, None, Lang::Fr).await;
        assert_eq!(accented, plain, "{query}");
    }
    let by_header = search(
        app,
        "q=lettre%20economique&limit=50",
        Some("fr-CA"),
        Lang::Fr,
    )
    .await;
    assert_eq!(by_header, plain);
    // French results: French addresses, French titles, the matched words marked.
    let newsletter = &expected().newsletters[0];
    let letter = results(&plain)
        .iter()
        .find(|r| r["kind"] == "newsletter")
        .expect("a newsletter result");
    assert_eq!(
        text(letter, "url"),
        "/fr/services/articles-and-tools/newsletters-and-economic-letter"
    );
    assert!(
        results(&plain)
            .iter()
            .any(|r| r["title"] == newsletter.fr.subject.as_str()),
        "{plain}"
    );
    for result in results(&plain) {
        assert!(text(result, "url").starts_with("/fr/"), "{result}");
    }
    let economie = search(app, "q=economie&lang=fr&limit=50", None, Lang::Fr).await;
    assert!(total(&economie) >= 1, "{economie}");
    assert!(
        results(&economie)
            .iter()
            .any(|r| text(r, "snippet").to_lowercase().contains("<mark>économie")),
        "{economie}"
    );
    // The same page in English: English words, English address.
    let english = search(app, "q=economic%20letter&limit=50", None, Lang::En).await;
    assert!(total(&english) >= 1);
    for result in results(&english) {
        assert!(!text(result, "url").starts_with("/fr"), "{result}");
    }
    // Each language's total counts its own pages only.
    let both = search(app, "q=brampton&limit=50", None, Lang::En).await;
    let french = search(app, "q=brampton&limit=50&lang=fr", None, Lang::Fr).await;
    assert!(total(&both) >= 1 && total(&french) >= 1);
    let urls = |data: &Value| {
        results(data)
            .iter()
            .map(|r| text(r, "url").to_owned())
            .collect::<Vec<_>>()
    };
    assert!(urls(&french).iter().all(|url| url.starts_with("/fr/")));
    assert!(urls(&both).iter().all(|url| !url.starts_with("/fr/")));
}

async fn check_import_stores_french(app: &TestApp) {
    let content = expected();
    let count = |sql: &'static str| crate::helpers::query_i64(&app.db, sql);
    let financing = "SELECT COUNT(*) FROM services WHERE id = 'financing' \
                     AND heading = 'Financing' AND heading_fr = 'Financement'";
    assert_eq!(count(financing).await, 1);
    let empty_french = count(
        "SELECT (SELECT COUNT(*) FROM services WHERE text_fr = '') \
         + (SELECT COUNT(*) FROM about_children WHERE text_fr = '') \
         + (SELECT COUNT(*) FROM portfolio_categories WHERE name_fr = '') \
         + (SELECT COUNT(*) FROM portfolio_items WHERE text_data_fr = '') \
         + (SELECT COUNT(*) FROM newsletters WHERE text_fr = '') \
         + (SELECT COUNT(*) FROM articles WHERE text_data_fr = '') \
         + (SELECT COUNT(*) FROM figures WHERE title_fr = '')",
    )
    .await;
    assert_eq!(empty_french, 0, "every row has its French text");
    let english_documents = count("SELECT COUNT(*) FROM search_documents WHERE lang = 'en'").await;
    let french_documents = count("SELECT COUNT(*) FROM search_documents WHERE lang = 'fr'").await;
    assert_eq!(english_documents, french_documents);
    assert_eq!(
        usize::try_from(english_documents + french_documents).expect("count"),
        content::search_documents(&content).len()
    );

    // A change to French text alone is a change of content: imported, in one transaction with
    // the search index, and answered at once.
    let dir = copy_content("french-reimport");
    edit(
        &dir,
        "services/financing.toml",
        "heading = \"Financement\"",
        "heading = \"Financement souple\"",
    );
    let outcome = content::seed(&app.db, &dir).await.expect("seed the copy");
    assert!(
        matches!(outcome, ImportOutcome::Imported { .. }),
        "{outcome:?}"
    );
    let tree = french(app, "/api/service/all/+services+financing").await;
    assert_eq!(text(&tree["parent"], "heading"), "Financement souple");
    let found = search(app, "q=souple&lang=fr", None, Lang::Fr).await;
    assert_eq!(
        results(&found)[0]["url"],
        "/fr/services/financing",
        "{found}"
    );
    let english = data_in(app, "/api/service/all/+services+financing", None, Lang::En).await;
    assert_eq!(text(&english["parent"], "heading"), "Financing");
    assert_eq!(
        content::seed(&app.db, &dir).await.expect("again"),
        ImportOutcome::Unchanged
    );
    std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
    content::seed(&app.db, &content_dir())
        .await
        .expect("seed back");
}

// ---------------------------------------------------------------------------------------------
// `content check` and `content::load` refuse content without its French text.

/// The 1-based line of the first `needle` in `dir/file`.
fn line_of(dir: &Path, file: &str, needle: &str) -> usize {
    let text = std::fs::read_to_string(dir.join(file)).expect("read");
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in {file}"));
    text[..offset].matches('\n').count() + 1
}

/// Removes the `n`th (0-based) table headed exactly `header` from `dir/file`, up to the next
/// table; returns the line of the item it belonged to (the nearest `[[...]]` above it).
fn remove_table(dir: &Path, file: &str, header: &str, n: usize) -> usize {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.trim() == header)
        .nth(n)
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("{header} #{n} not in {file}"));
    let end = lines[start + 1..]
        .iter()
        .position(|line| line.starts_with('['))
        .map_or(lines.len(), |i| start + 1 + i);
    let item = lines[..start]
        .iter()
        .rposition(|line| line.starts_with("[["))
        .map_or(1, |i| i + 1);
    let kept: Vec<&str> = [&lines[..start], &lines[end..]].concat();
    std::fs::write(&path, kept.join("\n") + "\n").expect("write");
    item
}

/// `server content check DIR`, which must exit 1 with `FILE:LINE: ...what...` among its lines.
async fn assert_refused(dir: &Path, file: &str, line: usize, what: &str) {
    let run = crate::jobs::server(&["content", "check", &dir.display().to_string()], None).await;
    assert_eq!(run.code, 1, "{}\n{}", run.stdout, run.stderr);
    let prefix = format!("{}:{line}: ", dir.join(file).display());
    assert!(
        run.stdout
            .lines()
            .any(|message| message.starts_with(&prefix) && message.contains(what)),
        "expected `{prefix}...{what}...` in:\n{}",
        run.stdout
    );
    let errors = content::load(dir).expect_err("refused").to_string();
    assert!(errors.contains(&prefix), "{errors}");
}

#[tokio::test]
async fn content_check_refuses_a_missing_french_text() {
    for (label, file, header, n) in [
        ("service", "services/advisory.toml", "[fr]", 0),
        (
            "service-child",
            "services/financing.toml",
            "[children.fr]",
            1,
        ),
        ("about", "about/careers.toml", "[children.fr]", 2),
        ("category", "portfolio.toml", "[category.fr]", 3),
        ("project", "portfolio.toml", "[category.items.fr]", 0),
        ("newsletter", "newsletters.toml", "[newsletter.fr]", 4),
        ("article", "articles.toml", "[article.fr]", 5),
        ("figure", "figures.toml", "[small_business_loans.fr]", 0),
    ] {
        let dir = copy_content(&format!("french-missing-{label}"));
        let item = remove_table(&dir, file, header, n);
        let line = if header == "[fr]" { 1 } else { item };
        let what = format!("missing the French text: no `{header}` table");
        assert_refused(&dir, file, line, &what).await;
        std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
    }
}

#[tokio::test]
async fn content_check_refuses_a_missing_or_broken_french_key() {
    let dir = copy_content("french-keys");
    // A key missing from a French table: reported on the table's line.
    let table = line_of(&dir, "about/careers.toml", "[children.fr]");
    let text = std::fs::read_to_string(dir.join("about/careers.toml")).expect("read");
    let start = text.find("[children.fr]").expect("table");
    let key = start + text[start..].find("subHeading = ").expect("key");
    let end = key + text[key..].find('\n').expect("eol") + 1;
    std::fs::write(
        dir.join("about/careers.toml"),
        format!("{}{}", &text[..key], &text[end..]),
    )
    .expect("write");
    // French marker text is checked like English: on its own line.
    let newsletters = std::fs::read_to_string(dir.join("newsletters.toml")).expect("read");
    let french = newsletters.find("[newsletter.fr]").expect("table");
    let heading = french + newsletters[french..].find("-h2").expect("a heading");
    let marker_line = newsletters[..heading].matches('\n').count() + 1;
    std::fs::write(
        dir.join("newsletters.toml"),
        format!(
            "{}-h2-bl{}",
            &newsletters[..heading],
            &newsletters[heading + 3..]
        ),
    )
    .expect("write");
    // An empty French text, and a French service heading the pages would show otherwise.
    let empty = edit(
        &dir,
        "figures.toml",
        "title = \"Clients toujours",
        "title = \" \"\nx = \"Clients toujours",
    );
    let dashed = edit(
        &dir,
        "services/industries.toml",
        "heading = \"Agroalimentaire\"",
        "heading = \"Agro-Alimentaire\"",
    );
    let run = crate::jobs::server(&["content", "check", &dir.display().to_string()], None).await;
    assert_eq!(run.code, 1, "{}", run.stderr);
    for (file, line, what) in [
        ("about/careers.toml", table, "missing `fr.subHeading`"),
        (
            "newsletters.toml",
            marker_line,
            "`fr.text`: unclosed marker `-bl`",
        ),
        ("figures.toml", empty, "`fr.title` is empty"),
        (
            "services/industries.toml",
            dashed,
            "would show as \"Agro Alimentaire\"",
        ),
    ] {
        let prefix = format!("{}:{line}: ", dir.join(file).display());
        assert!(
            run.stdout
                .lines()
                .any(|message| message.starts_with(&prefix) && message.contains(what)),
            "expected `{prefix}...{what}...` in:\n{}",
            run.stdout
        );
    }
    std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
}

#[test]
fn a_french_portfolio_name_must_be_its_it_childs_french_heading() {
    let dir = copy_content("french-portfolio");
    let line = edit(
        &dir,
        "portfolio.toml",
        "name = \"Boutiques en ligne\"",
        "name = \"Commerce électronique\"",
    );
    let errors = content::load(&dir).expect_err("refused").to_string();
    let prefix = format!("{}:{line}: ", dir.join("portfolio.toml").display());
    assert!(
        errors
            .lines()
            .any(|m| m.starts_with(&prefix) && m.contains("must be \"Boutiques en ligne\"")),
        "{errors}"
    );
    std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
}
