//! `GET /api/search` on SQLite and PostgreSQL: it finds seeded content by the words of its text,
//! ignores accents and case, ranks a title match above a body match, marks and escapes the
//! snippet, honours `limit` while `total` counts every match, and follows a re-import.

use crate::helpers::{TestApp, content_dir, copy_content, edit, on_each_app, spawn_app};
use serde_json::Value;
use server::content::{self, ArticleKind, Content, ImportOutcome};
use site_core::constants::{SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX_CHARS};
use site_core::messages;
use site_core::search::{fold, plain_text};

#[tokio::test]
async fn search_finds() {
    on_each_app(check_finds_content_by_its_words).await;
}

#[tokio::test]
async fn search_accents() {
    on_each_app(check_accents_and_case).await;
}

#[tokio::test]
async fn search_ranking() {
    on_each_app(check_title_above_body).await;
}

#[tokio::test]
async fn search_snippet() {
    on_each_app(check_snippet_escapes).await;
}

#[tokio::test]
async fn search_limit() {
    on_each_app(check_limit_and_total).await;
}

#[tokio::test]
async fn search_reimport() {
    on_each_app(check_reimport_updates_index).await;
}

/// The content as the server imported it.
fn expected() -> Content {
    content::load(&content_dir()).unwrap_or_else(|errors| panic!("content/ is broken:\n{errors}"))
}

/// GETs `/api/search?{query}`, expects 200 and the answer's shape, and returns `data`.
async fn search(app: &TestApp, query: &str) -> Value {
    let path = format!("/api/search?{query}");
    let response = app.get(&path).await;
    assert_eq!(response.status(), 200, "GET {path}");
    let body: Value = response.json().await.expect("json");
    let object = body.as_object().expect("an object");
    assert_eq!(object.len(), 1, "only `data` in {body}");
    let data = body["data"].clone();
    assert!(data["total"].is_u64(), "{data}");
    for result in results(&data) {
        let fields = result.as_object().expect("a result object");
        let mut keys: Vec<&str> = fields.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["kind", "snippet", "title", "url"], "{result}");
        assert!(fields.values().all(Value::is_string), "{result}");
    }
    data
}

/// `q` as a query string, encoded.
fn q(words: &str) -> String {
    let mut out = String::from("q=");
    for byte in words.bytes() {
        if byte.is_ascii_alphanumeric() {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

fn results(data: &Value) -> &Vec<Value> {
    data["results"].as_array().expect("results")
}

fn total(data: &Value) -> u64 {
    data["total"].as_u64().expect("total")
}

fn field<'a>(result: &'a Value, key: &str) -> &'a str {
    result[key].as_str().expect("a string")
}

fn urls(data: &Value) -> Vec<&str> {
    results(data).iter().map(|r| field(r, "url")).collect()
}

/// The words inside `<mark>` ... `</mark>` in a snippet.
fn marked(snippet: &str) -> Vec<&str> {
    snippet
        .split("<mark>")
        .skip(1)
        .map(|rest| rest.split("</mark>").next().expect("closed mark"))
        .collect()
}

/// A copy of content/ with `edits` (file, from, to) applied, checked like content/ (markers
/// included) and imported into the app's database. Returns the content imported.
async fn seed_edited(app: &TestApp, label: &str, edits: &[(&str, &str, &str)]) -> Content {
    let dir = copy_content(label);
    for (file, from, to) in edits {
        edit(&dir, file, from, to);
    }
    let loaded = content::load(&dir).unwrap_or_else(|errors| panic!("edited copy:\n{errors}"));
    let outcome = content::seed(&app.db, &dir).await.expect("seed the copy");
    assert!(matches!(outcome, ImportOutcome::Imported { .. }));
    std::fs::remove_dir_all(dir.parent().expect("scratch")).ok();
    loaded
}

/// The longest word of a page's text (letters only, 6 or more): a word its readers could search.
fn distinctive_word(text: &str) -> String {
    plain_text(text)
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 6)
        .max_by_key(|word| (word.chars().count(), std::cmp::Reverse(word.to_owned())))
        .unwrap_or_else(|| panic!("no long word in {text}"))
        .to_owned()
}

async fn check_finds_content_by_its_words(app: &TestApp) {
    let content = expected();
    let parent = &content.services[0];
    let child = &parent.children[0];
    let about = content
        .about
        .iter()
        .find(|s| s.section == "analysis-and-research")
        .expect("section");
    let careers = content
        .about
        .iter()
        .find(|s| s.section == "careers")
        .expect("careers");
    let blog = content
        .articles
        .iter()
        .find(|a| a.kind == ArticleKind::Blog)
        .expect("a blog article");
    let persona = content
        .articles
        .iter()
        .find(|a| a.kind == ArticleKind::Persona)
        .expect("a persona");
    let category = &content.portfolio[0];
    let newsletter = &content.newsletters[0];
    let pages = [
        ("service", format!("/services/{}", parent.id), &parent.text),
        (
            "service",
            format!("/services/{}/{}", parent.id, child.id),
            &child.text,
        ),
        (
            "about",
            format!("/about/analysis-and-research/{}", about.children[0].id),
            &about.children[0].text,
        ),
        (
            "career",
            format!("/about/careers/{}", careers.children[0].id),
            &careers.children[0].text,
        ),
        ("blog", format!("/blog/{}", blog.id), &blog.text_data),
        (
            "persona",
            format!("/iam/{}", persona.id),
            &persona.text_data,
        ),
        (
            "portfolio",
            format!(
                "/services/it-solutions/portfolio/{}",
                category.name.replace(' ', "%20")
            ),
            &category.items[0].text_data,
        ),
        (
            "newsletter",
            "/services/articles-and-tools/newsletters-and-economic-letter".to_owned(),
            &newsletter.text,
        ),
    ];
    for (kind, url, text) in pages {
        let word = distinctive_word(text);
        // In upper case: case is ignored.
        let data = search(app, &format!("{}&limit=50", q(&word.to_uppercase()))).await;
        assert!(total(&data) >= 1, "{word}: {data}");
        let found = results(&data)
            .iter()
            .find(|r| field(r, "url") == url && field(r, "kind") == kind)
            .unwrap_or_else(|| panic!("{word:?} does not find {kind} {url}: {data}"));
        let snippet = field(found, "snippet");
        assert!(
            marked(snippet)
                .iter()
                .any(|m| fold(m).starts_with(&fold(&word))),
            "{word:?} is not marked in {snippet}"
        );
        assert!(!field(found, "title").is_empty());
    }
    // Every word must match: a word from one page and a word from another find neither.
    let (one, other) = (
        distinctive_word(&blog.text_data),
        distinctive_word(&newsletter.text),
    );
    let data = search(app, &q(&format!("{one} {other}zzqx"))).await;
    assert_eq!(total(&data), 0, "{data}");
}

async fn check_accents_and_case(app: &TestApp) {
    // content/ spells `Quebec`: `Québec`, in any case, finds it.
    let plain = search(app, &format!("{}&limit=50", q("quebec"))).await;
    assert!(total(&plain) >= 2, "{plain}");
    for query in ["Québec", "QUÉBEC", "QuÉbEc"] {
        let accented = search(app, &format!("{}&limit=50", q(query))).await;
        assert_eq!(accented, plain, "{query}");
    }
    for result in results(&plain) {
        let snippet = field(result, "snippet");
        assert!(
            marked(snippet)
                .iter()
                .any(|m| fold(m).starts_with("quebec")),
            "{snippet}"
        );
    }
    // content/ spells `résumé` and `cafés`: the plain spellings find them, marked as written.
    let resume = search(app, &format!("{}&limit=50", q("RESUME"))).await;
    assert!(
        results(&resume).iter().any(
            |r| field(r, "kind") == "career" && marked(field(r, "snippet")).contains(&"résumé")
        ),
        "{resume}"
    );
    let cafe = search(app, &q("cafe")).await;
    assert!(
        results(&cafe)
            .iter()
            .any(|r| marked(field(r, "snippet")).contains(&"cafés")),
        "{cafe}"
    );

    // And the other way: a page that spells `Québec` is found by `quebec`.
    seed_edited(
        app,
        "search-accents",
        &[(
            "services/articles-and-tools.toml",
            "Selling in Quebec: language",
            "Selling in Québec: language",
        )],
    )
    .await;
    let data = search(app, &format!("{}&limit=50", q("Quebec"))).await;
    assert_eq!(total(&data), total(&plain), "{data}");
    assert!(
        results(&data)
            .iter()
            .any(|r| marked(field(r, "snippet")).contains(&"Québec")),
        "{data}"
    );
}

async fn check_title_above_body(app: &TestApp) {
    // The same new word in the body of a service (listed first, and `service` sorts before
    // `newsletter` on a tie) and in the title of a newsletter: the title wins.
    let content = seed_edited(
        app,
        "search-ranking",
        &[
            (
                "services/articles-and-tools.toml",
                "Selling in Quebec: language",
                "Selling in Quebec with Tidewater: language",
            ),
            (
                "newsletters.toml",
                "subject = \"Economic Letter: October 2026\"",
                "subject = \"Economic Letter: October 2026, Tidewater\"",
            ),
        ],
    )
    .await;
    let data = search(app, &q("tidewater")).await;
    assert_eq!(total(&data), 2, "{data}");
    let first = &results(&data)[0];
    assert_eq!(field(first, "kind"), "newsletter", "{data}");
    assert_eq!(field(first, "title"), content.newsletters[0].subject);
    assert_eq!(field(&results(&data)[1], "kind"), "service", "{data}");
    // The newsletter's snippet is its body, where the word is not: nothing marked, the start.
    assert!(marked(field(first, "snippet")).is_empty(), "{data}");
    assert!(
        marked(field(&results(&data)[1], "snippet")).contains(&"Tidewater"),
        "{data}"
    );
}

async fn check_snippet_escapes(app: &TestApp) {
    seed_edited(
        app,
        "search-snippet",
        &[(
            "services/articles-and-tools.toml",
            "Selling in Quebec: language",
            "Selling in Quebec with marmalade <b>x</b> & \"q\" <script>alert('x')</script>: language",
        )],
    )
    .await;
    let data = search(app, &q("Marmalade")).await;
    assert_eq!(total(&data), 1, "{data}");
    let snippet = field(&results(&data)[0], "snippet");
    assert!(
        snippet.contains(
            "<mark>marmalade</mark> &lt;b&gt;x&lt;/b&gt; &amp; &quot;q&quot; \
             &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;"
        ),
        "{snippet}"
    );
    // No tag but `<mark>` and `</mark>`.
    let without_marks = snippet.replace("<mark>", "").replace("</mark>", "");
    assert!(
        !without_marks.contains('<') && !without_marks.contains('>'),
        "{snippet}"
    );
    // About 160 characters as read, cut at words.
    let read = without_marks
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&amp;", "&");
    assert!(read.chars().count() <= 162, "{read}");
    // Searching for the markup's own words finds the text, escaped too.
    let data = search(app, &q("<script>")).await;
    let snippet = field(&results(&data)[0], "snippet");
    assert!(snippet.contains("&lt;<mark>script</mark>&gt;"), "{snippet}");
}

async fn check_limit_and_total(app: &TestApp) {
    let all = search(app, &format!("{}&limit={SEARCH_MAX_LIMIT}", q("business"))).await;
    let matched = total(&all);
    assert!(matched > 3, "{all}");
    let shown = usize::try_from(matched.min(u64::from(SEARCH_MAX_LIMIT))).expect("small");
    assert_eq!(results(&all).len(), shown);

    let two = search(app, &format!("{}&limit=2", q("business"))).await;
    assert_eq!(total(&two), matched);
    assert_eq!(urls(&two), urls(&all)[..2]);
    let default = search(app, &q("business")).await;
    let default_len = usize::try_from(SEARCH_DEFAULT_LIMIT).expect("small");
    assert_eq!(results(&default).len(), shown.min(default_len));
    assert_eq!(total(&default), matched);
    for (limit, expected) in [("0", 1), ("-5", 1), ("100000", shown), ("%20", default_len)] {
        let data = search(app, &format!("{}&limit={limit}", q("business"))).await;
        assert_eq!(results(&data).len(), expected.min(shown), "limit={limit}");
    }

    // Every word must match: more words, fewer pages.
    let narrower = search(app, &format!("{}&limit=50", q("business loan"))).await;
    assert!(
        total(&narrower) >= 1 && total(&narrower) <= matched,
        "{narrower}"
    );

    // Nothing to search for: no results.
    for query in ["", "q=", "q=%20%20", "q=!!!%20%22*%22", "limit=5"] {
        let data = search(app, query).await;
        assert_eq!(
            data,
            serde_json::json!({"results": [], "total": 0}),
            "{query}"
        );
    }
    // Query syntax of either engine is only words.
    for query in [
        "\"quebec\" OR NEAR(a b)",
        "quebec:* & !loan | (",
        "O'Brien's -loan* ^x {title}:y",
        "' ; DROP TABLE search_documents; --",
    ] {
        search(app, &q(query)).await;
    }
    let data = search(app, &q("loan:* & business")).await;
    assert!(total(&data) >= 1, "{data}");

    // Too long: 422 on `q`; exactly the maximum is fine.
    let long = "a".repeat(SEARCH_QUERY_MAX_CHARS + 1);
    let response = app.get(&format!("/api/search?q={long}")).await;
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.expect("json");
    assert_eq!(
        body,
        serde_json::json!({"errors": [{
            "field": "q",
            "code": messages::SEARCH_QUERY_TOO_LONG.code,
            "message": messages::SEARCH_QUERY_TOO_LONG.en,
        }]})
    );
    let longest = "é".repeat(SEARCH_QUERY_MAX_CHARS);
    search(app, &q(&longest)).await;
    // A limit that is not a whole number: 422 on `limit`.
    let response = app.get("/api/search?q=loan&limit=ten").await;
    assert_eq!(response.status(), 422);
    let body: Value = response.json().await.expect("json");
    assert_eq!(
        body,
        serde_json::json!({"errors": [{
            "field": "limit",
            "code": messages::LIMIT_NOT_WHOLE_NUMBER.code,
            "message": messages::LIMIT_NOT_WHOLE_NUMBER.en,
        }]})
    );
}

async fn check_reimport_updates_index(app: &TestApp) {
    let documents = |content: &Content| content::search_documents(content).len();
    let count = || crate::helpers::query_i64(&app.db, "SELECT COUNT(*) FROM search_documents");
    assert_eq!(
        usize::try_from(count().await).expect("count"),
        documents(&expected())
    );

    let before = search(app, &q("quillfeather")).await;
    assert_eq!(total(&before), 0);
    seed_edited(
        app,
        "search-reimport-1",
        &[(
            "services/articles-and-tools.toml",
            "Selling in Quebec: language",
            "Selling in Quebec with Quillfeather: language",
        )],
    )
    .await;
    assert_eq!(total(&search(app, &q("quillfeather")).await), 1);

    // Edited again: the old word is gone, the new one found, nothing counted twice.
    let content = seed_edited(
        app,
        "search-reimport-2",
        &[(
            "services/articles-and-tools.toml",
            "Selling in Quebec: language",
            "Selling in Quebec with Brightwater: language",
        )],
    )
    .await;
    assert_eq!(total(&search(app, &q("quillfeather")).await), 0);
    let data = search(app, &q("brightwater")).await;
    assert_eq!(total(&data), 1, "{data}");
    assert!(field(&results(&data)[0], "url").starts_with("/services/articles-and-tools"));
    assert_eq!(
        usize::try_from(count().await).expect("count"),
        documents(&content)
    );

    // Back to content/: the edit is gone from the index too.
    content::seed(&app.db, &content_dir())
        .await
        .expect("seed back");
    assert_eq!(total(&search(app, &q("brightwater")).await), 0);
}

#[tokio::test]
async fn the_openapi_document_describes_search() {
    let app = spawn_app().await;
    let document: Value = app
        .get("/api/openapi.json")
        .await
        .json()
        .await
        .expect("json");
    let operation = &document["paths"]["/api/search"]["get"];
    assert_eq!(operation["tags"][0], "search");
    let names: Vec<&str> = operation["parameters"]
        .as_array()
        .expect("parameters")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(names, ["q", "limit", "lang"]);
    let schema = &operation["responses"]["200"]["content"]["application/json"]["schema"];
    assert!(schema["properties"]["data"].is_object(), "{schema}");
    assert!(operation["responses"]["422"].is_object());
}
