use crate::content_import::{import, sample_content};
use crate::on_each_engine;
use site_core::i18n::Lang;
use site_store::pages::{self, DatabasePage};

fn service(parent: Option<&str>, id: &str) -> DatabasePage {
    DatabasePage::Service {
        parent: parent.map(str::to_owned),
        id: id.to_owned(),
    }
}

fn about(id: &str) -> DatabasePage {
    DatabasePage::About {
        section: "careers".to_owned(),
        id: id.to_owned(),
    }
}

fn article(kind: &str, id: &str, published: &str) -> DatabasePage {
    DatabasePage::Article {
        kind: kind.to_owned(),
        id: id.to_owned(),
        published: published.to_owned(),
    }
}

#[tokio::test]
async fn the_sitemaps_pages_come_in_a_stable_order() {
    on_each_engine(async |db| {
        assert!(pages::database_pages(db).await.expect("read").is_empty());
        import(db, &sample_content(), &[], "v1").await;
        let expected = vec![
            // Each top-level service, then its children in position order.
            service(None, "advisory"),
            service(Some("advisory"), "strategy"),
            service(Some("advisory"), "audit"),
            service(None, "it-solutions"),
            about("analyst"),
            about("advisor"),
            article("blog", "pricing", "2026-02-20"),
            article("persona", "owner", "2026-01-10"),
            DatabasePage::PortfolioCategory {
                name: "Web".to_owned(),
            },
        ];
        assert_eq!(pages::database_pages(db).await.expect("read"), expected);
    })
    .await;
}

#[tokio::test]
async fn names_and_headings_read_in_either_language() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let category = |lang, name| pages::portfolio_category_in(db, lang, name);
        assert_eq!(
            category(Lang::Fr, "Web").await.expect("read").as_deref(),
            Some("Toile")
        );
        assert_eq!(
            category(Lang::En, "Web").await.expect("read").as_deref(),
            Some("Web")
        );
        assert_eq!(category(Lang::En, "Print").await.expect("read"), None);

        let heading = |lang, id| pages::service_heading(db, lang, id);
        assert_eq!(
            heading(Lang::Fr, "audit").await.expect("read").as_deref(),
            Some("Audit")
        );
        assert_eq!(
            heading(Lang::En, "advisory")
                .await
                .expect("read")
                .as_deref(),
            Some("ADVISORY")
        );
        assert_eq!(heading(Lang::En, "nothing").await.expect("read"), None);
    })
    .await;
}

#[tokio::test]
async fn the_newest_newsletter_and_the_import_time_are_known_once_imported() {
    on_each_engine(async |db| {
        assert_eq!(pages::newest_newsletter(db).await.expect("read"), None);
        assert_eq!(pages::content_imported_at(db).await.expect("read"), None);
        let before = crate::stamp_from_now(time::Duration::ZERO);
        import(db, &sample_content(), &[], "v1").await;
        let newest = pages::newest_newsletter(db).await.expect("read");
        assert_eq!(newest.as_deref(), Some("2026-03-01"));
        let imported_at = pages::content_imported_at(db).await.expect("read");
        let imported_at = imported_at.expect("an import time");
        let after = crate::stamp_from_now(time::Duration::ZERO);
        assert!(
            before <= imported_at && imported_at <= after,
            "{imported_at}"
        );
    })
    .await;
}
