//! `server leads revalidate`: today's rules over stored leads, reporting without changing.

use super::{database, expect, rows, store};
use crate::helpers::{Engine, on_each_engine};
use serde_json::json;
use site_core::messages as m;
use site_store::leads::FormKind;

#[tokio::test]
async fn revalidate() {
    on_each_engine(check_revalidate).await;
}

async fn check_revalidate(engine: Engine) {
    let target = database(engine, "jobs-revalidate").await;
    let valid = store(
        &target.db,
        FormKind::Contact,
        &crate::leads::valid_contact(),
    )
    .await;
    store(&target.db, FormKind::Help, &crate::leads::valid_help()).await;
    // Stored under an older, looser rule: today's rules refuse its phone and its email.
    let mut old = crate::leads::valid_contact();
    old["telephone"] = json!("555-01");
    old["email"] = json!("someone@localhost");
    let refused = "0190c0de-0000-7000-8000-000000000001";
    crate::helpers::execute(
        &target.db,
        "INSERT INTO leads (id, form, payload, created_at) VALUES ($1, 'contact', $2, $3)",
        &[refused, &old.to_string(), "2024-01-02T03:04:05.000000Z"],
    )
    .await;
    let before = rows(&target.db, FormKind::Contact).await;
    let run = expect(1, &["leads", "revalidate", "--database-url", &target.url]).await;
    assert_eq!(
        run.stdout,
        format!(
            "{refused}: email: {}\n{refused}: telephone: {}\nchecked 3 leads: 1 would now be refused\n",
            m::ENTER_VALID_EMAIL.en,
            m::CONTACT_PHONE_INVALID.en
        )
    );
    assert!(!run.stdout.contains(&valid));
    assert_eq!(
        rows(&target.db, FormKind::Contact).await,
        before,
        "nothing changed"
    );
    let run = expect(
        0,
        &[
            "leads",
            "revalidate",
            "--database-url",
            &target.url,
            "--form",
            "help",
        ],
    )
    .await;
    assert_eq!(run.stdout, "checked 1 leads: 0 would now be refused\n");
}
