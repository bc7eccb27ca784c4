//! The privacy jobs do what they say: `people erase` and `leads purge` refuse a mail folder that
//! is not there, before deleting anything (the `.eml` files left in the real one could not be
//! found again once their messages are gone), unless told there is none; an unsubscribe link
//! whose subscription was erased withdraws nothing and says so; the files holding personal data
//! (exports, backups, the server's `.eml` files) are their owner's only, and a backup is never
//! written through a symbolic link.

use super::people::{links, outbox_message, texts};
use super::{Run, database, expect, store, valid_vectors};
use crate::helpers::{
    Engine, Options, on_each_engine, query_i64, scratch_dir, serve_db, spawn_app_with,
};
use crate::newsletter::{local, notices, press_button, subscribe, subscription, token_of};
use serde_json::{Value, json};
use server::delivery::email::eml_path;
use site_core::messages as m;
use site_store::leads::FormKind;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

const ADDRESS: &str = "privacy.person@example.ca";

/// Runs `server ARGS` from `dir`, with `mail_dir` as `SITE_MAIL_DIR` or without that variable,
/// as an operator's shell on the server would.
async fn server_in(dir: &Path, mail_dir: Option<&Path>, args: &[&str]) -> Run {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("SITE_MAIL_DIR")
        .env("RUST_LOG", "warn")
        .stdin(std::process::Stdio::null());
    if let Some(mail) = mail_dir {
        command.env("SITE_MAIL_DIR", mail);
    }
    let output = command.output().await.expect("run the server binary");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A contact lead from [`ADDRESS`].
fn lead() -> Value {
    let mut input = valid_vectors(FormKind::Contact).remove(0);
    input["email"] = json!(ADDRESS);
    input
}

/// The permission bits of `path`, in octal (`"600"`).
fn mode(path: &Path) -> String {
    let bits = std::fs::symlink_metadata(path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()))
        .permissions()
        .mode();
    format!("{:o}", bits & 0o777)
}

#[tokio::test]
async fn erase_and_purge_refuse_a_missing_mail_folder_before_deleting_anything() {
    on_each_engine(check_missing_mail_folder).await;
}

async fn check_missing_mail_folder(engine: Engine) {
    let target = database(engine, "jobs-privacy-mail").await;
    let lead_id = store(&target.db, FormKind::Contact, &lead()).await;
    // The folder the server wrote its emails to, and an operator's folder without `data/mail`.
    let served = target.path("srv-mail");
    std::fs::create_dir_all(&served).expect("mail dir");
    let messages = texts(&target.db, "SELECT id FROM outbox").await;
    assert_eq!(messages.len(), 1, "the lead's email");
    let file = eml_path(served.as_ref(), &messages[0]);
    std::fs::write(&file, format!("To: team\r\n\r\nFrom {ADDRESS}")).expect("eml");
    let shell = target.path("shell");
    std::fs::create_dir_all(&shell).expect("shell dir");
    let shell = Path::new(&shell);
    let erase = ["people", "erase", "--database-url", &target.url, "--email"];
    let erase: Vec<&str> = erase.into_iter().chain([ADDRESS]).collect();
    let purge = [
        "leads",
        "purge",
        "--database-url",
        &target.url,
        "--older-than",
        "1day",
    ];

    // Without the server's setting: the default folder is not there; refused, naming it.
    let missing = shell.join("data").join("mail");
    for args in [
        erase.clone(),
        [erase.as_slice(), &["--dry-run"]].concat(),
        purge.to_vec(),
        [&erase[..4], &["--email", ADDRESS, "--mail-dir", "nowhere"]].concat(),
    ] {
        let run = server_in(shell, None, &args).await;
        assert_eq!(run.code, 2, "{args:?}: {run:?}");
        assert_eq!(run.stdout, "", "{args:?}: nothing counted, nothing done");
        let named = if args.contains(&"nowhere") {
            format!(
                "the mail folder nowhere ({}) does not exist",
                shell.join("nowhere").display()
            )
        } else {
            format!(
                "the mail folder data/mail ({}) does not exist",
                missing.display()
            )
        };
        assert!(run.stderr.contains(&named), "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("--no-mail-dir"),
            "{args:?}: {}",
            run.stderr
        );
    }
    assert_eq!(
        query_i64(&target.db, "SELECT COUNT(*) FROM leads").await,
        1,
        "nothing erased"
    );
    assert_eq!(
        query_i64(&target.db, "SELECT COUNT(*) FROM erasures").await,
        0
    );
    assert!(file.exists());

    // With the server's own setting (SITE_MAIL_DIR), the erase finds and removes the file.
    let run = server_in(shell, Some(served.as_ref()), &erase).await;
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stdout.starts_with(&format!(
            "leads: 1, subscriptions: 0, outbox messages: 1\nemail files under {served}: 1\n"
        )),
        "{}",
        run.stdout
    );
    assert!(!file.exists(), "the email about the lead is gone");

    // Told there is no folder: the jobs run, and touch no file.
    let kept = store(&target.db, FormKind::Contact, &lead()).await;
    assert_ne!(kept, lead_id);
    outbox_message(&target.db, "msg-told", &kept).await;
    let told = eml_path(served.as_ref(), "msg-told");
    std::fs::write(&told, "an email").expect("eml");
    let run = server_in(
        shell,
        None,
        &[purge.as_slice(), &["--no-mail-dir"]].concat(),
    )
    .await;
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        run.stdout,
        "leads: 0, subscriptions: 0, outbox messages: 0\n"
    );
    let run = server_in(
        shell,
        None,
        &[erase.as_slice(), &["--no-mail-dir"]].concat(),
    )
    .await;
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stdout
            .starts_with("leads: 1, subscriptions: 0, outbox messages: 2\nerasure record: "),
        "{}",
        run.stdout
    );
    assert!(told.exists(), "--no-mail-dir reads no folder");
}

#[tokio::test]
async fn an_unsubscribe_link_whose_subscription_was_erased_withdraws_nothing_and_says_so() {
    on_each_engine(check_erased_link).await;
}

/// The confirm and unsubscribe links of the confirmation email about subscription `id`.
async fn links_about(db: &site_store::Db, id: &str) -> (String, String) {
    let notices = notices(db, id).await;
    let notice = notices.last().expect("a confirmation email");
    (
        notice["confirm_url"].as_str().expect("url").to_owned(),
        notice["unsubscribe_url"].as_str().expect("url").to_owned(),
    )
}

async fn check_erased_link(engine: Engine) {
    let target = database(engine, "jobs-privacy-link").await;
    let options = Options {
        engine,
        ..Default::default()
    };
    let app = serve_db(
        target.db.clone(),
        scratch_dir("privacy-link-app").keep(),
        &options,
    )
    .await;
    let confirmed = async |app: &crate::helpers::TestApp| {
        assert_eq!(subscribe(app, ADDRESS).await.0, 202);
        let id = subscription(app, ADDRESS).await[0].clone().expect("an id");
        let (confirm, unsubscribe) = links_about(&app.db, &id).await;
        let answer = app
            .post_json(
                "/api/newsletter/confirm",
                &json!({ "token": token_of(&confirm) }),
            )
            .await;
        assert_eq!(answer.status(), 200);
        (id, unsubscribe)
    };
    let (old_id, old_link) = confirmed(&app).await;
    expect(
        0,
        &[
            "people",
            "erase",
            "--database-url",
            &target.url,
            "--email",
            ADDRESS,
        ],
    )
    .await;
    let (new_id, new_link) = confirmed(&app).await;
    assert_ne!(old_id, new_id);

    // The old link, through the API: refused in its own words, nothing withdrawn.
    let answer = unsubscribe_with(&app, &old_link).await;
    assert_eq!(answer.status(), 422);
    let code = m::UNSUBSCRIBE_SUBSCRIPTION_GONE.code;
    let words = m::UNSUBSCRIBE_SUBSCRIPTION_GONE.en;
    assert_eq!(
        answer.json::<Value>().await.expect("json"),
        json!({ "errors": [{ "field": "token", "code": code, "message": words }] })
    );
    // And through the link page's button, in each language (one-click posts there too).
    for (path, lang) in [
        (local(&old_link), site_core::i18n::Lang::En),
        (
            format!("/fr{}", local(&old_link)),
            site_core::i18n::Lang::Fr,
        ),
    ] {
        let page = press_button(&app, &path).await;
        assert_eq!(page.status(), 400, "{path}");
        let html = page.text().await.expect("html");
        let words = m::UNSUBSCRIBE_SUBSCRIPTION_GONE.text(lang);
        assert!(html.contains(words), "{path}: {html}");
        assert!(!html.contains(m::UNSUBSCRIBED.text(lang)), "{path}");
    }
    let [_, state, _, withdrawn_at] = subscription(&app, ADDRESS).await;
    assert_eq!(
        state.as_deref(),
        Some("confirmed"),
        "the new consent stands"
    );
    assert_eq!(withdrawn_at, None);

    // The new subscription's own link withdraws it, as ever.
    let answer = unsubscribe_with(&app, &new_link).await;
    assert_eq!(answer.status(), 200);
    assert_eq!(
        subscription(&app, ADDRESS).await[1].as_deref(),
        Some("withdrawn")
    );
}

#[tokio::test]
async fn exports_and_backups_are_their_owners_only_and_a_backup_follows_no_link() {
    let target = database(Engine::Sqlite, "jobs-privacy-files").await;
    store(&target.db, FormKind::Contact, &lead()).await;
    // The key that signs newsletter links, as a server's first start stores it.
    links(&target.db).await;
    // A file already there, readable by all, and a new one: both end up the owner's only.
    let earlier = target.path("earlier.csv");
    std::fs::write(&earlier, "an earlier export").expect("file");
    std::fs::set_permissions(&earlier, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    let person = target.path("person.json");
    std::fs::write(&person, "{}").expect("file");
    std::fs::set_permissions(&person, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    let fresh = target.path("subscribers.csv");
    let url = target.url.as_str();
    for args in [
        vec![
            "leads",
            "export",
            "--database-url",
            url,
            "--form",
            "contact",
        ],
        vec![
            "leads",
            "export",
            "--database-url",
            url,
            "--form",
            "subscribers",
        ],
        vec![
            "people",
            "export",
            "--database-url",
            url,
            "--email",
            ADDRESS,
        ],
    ] {
        let output = match args[..2] {
            ["people", _] => &person,
            [_, _] if args.contains(&"subscribers") => &fresh,
            _ => &earlier,
        };
        expect(0, &[args.as_slice(), &["--output", output]].concat()).await;
        assert_eq!(mode(output.as_ref()), "600", "{args:?}");
    }
    assert!(
        std::fs::read_to_string(&person)
            .expect("export")
            .contains(ADDRESS)
    );

    let backup = target.path("backup.db");
    let run = expect(0, &["db", "backup", "--database-url", url, &backup]).await;
    assert_eq!(mode(backup.as_ref()), "600");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines[0].starts_with(&format!("backup written to {backup} (")),
        "{}",
        run.stdout
    );
    assert!(
        lines[0].ends_with(" bytes, integrity ok, mode 600)"),
        "{}",
        run.stdout
    );
    assert_eq!(
        lines[1..],
        [
            "it holds the newsletter link key (site_secrets: newsletter_link_key): anyone with the \
          file can sign subscribers' links, so keep it as private as SITE_SECRET_KEY"
        ]
    );

    // A symbolic link at FILE, even one pointing nowhere, is refused and nothing is written
    // where it points.
    let pointed = target.path("pointed.db");
    let link = target.path("link.db");
    std::os::unix::fs::symlink(&pointed, &link).expect("symlink");
    let run = expect(2, &["db", "backup", "--database-url", url, &link]).await;
    assert_eq!(
        run.stderr.trim(),
        format!(
            "server: {link} is a symbolic link: db backup writes only a new file, never \
             through a link"
        )
    );
    assert!(
        !Path::new(&pointed).exists(),
        "nothing written through the link"
    );
    assert_eq!(run.stdout, "");
}

#[tokio::test]
async fn the_servers_email_files_are_its_owners_only() {
    // The channels of `server serve` without --smtp-url: `.eml` files under its folder.
    let app = spawn_app_with(Options {
        configured_channels: true,
        ..Options::default()
    })
    .await
    .expect("SQLite");
    let posted = app
        .post_json("/api/help", &crate::leads::valid_help())
        .await;
    assert_eq!(posted.status(), 201);
    let id = posted.json::<Value>().await.expect("json")["data"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    crate::mail_files::eml_about(&app, &id).await;
    let dir = app.dir.join("mail");
    assert_eq!(mode(&dir), "700", "the folder the server made");
    let files: Vec<_> = std::fs::read_dir(&dir)
        .expect("mail dir")
        .map(|entry| entry.expect("entry").path())
        .collect();
    assert!(!files.is_empty());
    for file in files {
        assert_eq!(mode(&file), "600", "{}", file.display());
    }
}

/// The API's answer to the unsubscribe `link` (an email's URL) of a subscriber.
async fn unsubscribe_with(app: &crate::helpers::TestApp, link: &str) -> reqwest::Response {
    app.post_json(
        "/api/newsletter/unsubscribe",
        &json!({ "token": token_of(link) }),
    )
    .await
}
