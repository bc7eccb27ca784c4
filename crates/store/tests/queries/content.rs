use crate::content_import::{import, sample_content};
use crate::on_each_engine;
use site_core::i18n::Lang;
use site_store::content::{self, ArticleScope, FigureKind};

#[tokio::test]
async fn services_are_read_as_a_tree_in_either_language() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let top = content::top_services(db, Lang::Fr).await.expect("read");
        let headings: Vec<&str> = top.iter().map(|service| service.heading.as_str()).collect();
        assert_eq!(headings, ["Conseil", "Solutions TI"]);
        assert_eq!(top[0].image_url, "/media/services/advisory.svg");

        let tree = content::service_tree_in(db, Lang::En, "advisory", None)
            .await
            .expect("read");
        let tree = tree.expect("a top-level service");
        assert_eq!(tree.parent.service.heading, "ADVISORY");
        let children: Vec<&str> = tree.all_children.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(children, ["strategy", "audit"], "in position order");
        let child = content::service_tree_in(db, Lang::Fr, "advisory", Some("audit")).await;
        let child = child.expect("read").expect("a child service");
        assert_eq!(child.parent.service.parent.as_deref(), Some("advisory"));
        assert_eq!(child.parent.service.text, "Texte de Audit");
        assert!(child.all_children.is_empty());
        let astray = content::service_tree_in(db, Lang::En, "it-solutions", Some("audit")).await;
        assert_eq!(astray.expect("read"), None, "a child under another parent");
        let unknown = content::service_tree_in(db, Lang::En, "audit", None).await;
        assert_eq!(unknown.expect("read"), None, "a child is not top-level");

        let catalog = content::service_catalog(db).await.expect("read");
        assert!(catalog.has_child("advisory", "strategy"));
        assert!(catalog.has_service("it-solutions"));
        assert!(!catalog.has_service("strategy"));
    })
    .await;
}

#[tokio::test]
async fn figures_portfolio_and_about_pages_read_in_either_language() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let figures = content::figures(db, Lang::Fr, FigureKind::WhoWeAre)
            .await
            .expect("read");
        let read: Vec<(&str, u8)> = figures
            .iter()
            .map(|f| (f.title.as_str(), f.description))
            .collect();
        assert_eq!(read, [("Women (fr)", 54), ("Bilingual (fr)", 80)]);
        let loans = content::figures(db, Lang::En, FigureKind::SmallBusinessLoans).await;
        assert_eq!(loans.expect("read").len(), 1);

        let portfolio = content::portfolio(db, Lang::Fr).await.expect("read");
        assert_eq!(
            (portfolio[0].name.as_str(), portfolio[0].label.as_str()),
            ("Web", "Toile")
        );
        let projects: Vec<&str> = portfolio[0]
            .contents
            .iter()
            .map(|p| p.heading.as_str())
            .collect();
        assert_eq!(projects, ["Shop (fr)", "Intranet (fr)"]);

        let children = content::about_children(db, Lang::Fr, "careers")
            .await
            .expect("read");
        let headings: Vec<&str> = children
            .iter()
            .map(|child| child.heading.as_str())
            .collect();
        assert_eq!(headings, ["Analyste", "Conseiller"]);
        assert!(
            content::about_children(db, Lang::En, "b-corp")
                .await
                .expect("read")
                .is_empty()
        );
        let page = content::about_page_in(db, Lang::En, "advisor")
            .await
            .expect("read");
        let page = page.expect("an about page");
        assert_eq!(
            (page.section.as_str(), page.page.text.as_str()),
            ("careers", "About advisor")
        );
        assert_eq!(
            content::about_page_in(db, Lang::En, "nobody")
                .await
                .expect("read"),
            None
        );
    })
    .await;
}

#[tokio::test]
async fn newsletters_come_in_batches_newest_first_after_a_cursor() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let first = content::newsletters_in(db, Lang::En, 2, None)
            .await
            .expect("read");
        let first = first.expect("a first batch");
        let ids: Vec<&str> = first
            .found_newsletters
            .iter()
            .map(|n| n.id.as_str())
            .collect();
        assert_eq!(ids, ["march", "feb-b"], "by date, then id, both descending");
        assert!(first.is_next_available);
        let cursor = first.last_newsletter_id.as_deref();
        let next = content::newsletters_in(db, Lang::Fr, 2, cursor)
            .await
            .expect("read");
        let next = next.expect("a cursor that names a newsletter");
        assert_eq!(next.found_newsletters[0].subject, "Sujet feb-a");
        assert_eq!(next.found_newsletters.len(), 1);
        assert!(!next.is_next_available);
        let unknown = content::newsletters_in(db, Lang::En, 2, Some("nope")).await;
        assert_eq!(unknown.expect("read"), None);
        let clamped = content::newsletters_in(db, Lang::En, 0, None)
            .await
            .expect("read");
        assert_eq!(clamped.expect("a batch").found_newsletters.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn articles_are_listed_newest_first_and_served_by_their_scope() {
    on_each_engine(async |db| {
        import(db, &sample_content(), &[], "v1").await;
        let entries = content::blog_entries(db, Lang::En).await.expect("read");
        let ids: Vec<&str> = entries.iter().map(|entry| entry.id.as_str()).collect();
        assert_eq!(ids, ["pricing", "owner"]);
        let persona = content::article_in(db, Lang::Fr, "owner", ArticleScope::Personas).await;
        let persona = persona.expect("read").expect("a persona");
        assert_eq!(
            (persona.kind.as_str(), persona.published.as_str()),
            ("persona", "2026-01-10")
        );
        assert_eq!(persona.article.heading, "owner (fr)");
        let blog_as_persona = content::article_in(db, Lang::En, "pricing", ArticleScope::Personas);
        assert_eq!(blog_as_persona.await.expect("read"), None);
        let blog = content::article_in(db, Lang::En, "pricing", ArticleScope::All).await;
        assert_eq!(
            blog.expect("read").expect("an article").image,
            "articles/pricing.svg"
        );
    })
    .await;
}
