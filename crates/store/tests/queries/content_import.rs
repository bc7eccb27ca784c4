use crate::on_each_engine;
use site_core::i18n::Lang;
use site_store::Db;
use site_store::content;
use site_store::content_import::{self, ImportCounts, ImportOutcome};
use site_store::content_model::{
    AboutEntry, AboutSection, Article, ArticleKind, Content, FigureRow, Figures, FrenchArticle,
    FrenchCategory, FrenchFigure, FrenchNewsletter, FrenchPage, Newsletter, PortfolioCategory,
    PortfolioProject, SearchDocument, Service,
};

fn french(heading: &str) -> FrenchPage {
    FrenchPage {
        heading: heading.to_owned(),
        sub_heading: format!("{heading}, en bref"),
        text: format!("Texte de {heading}"),
    }
}

fn service(id: &str, position: i64, fr: &str, children: Vec<Service>) -> Service {
    Service {
        id: id.to_owned(),
        position,
        heading: id.to_uppercase(),
        sub_heading: format!("{id} in short"),
        image: format!("services/{id}.svg"),
        text: format!("Text of {id}"),
        fr: french(fr),
        children,
    }
}

fn about(id: &str, fr: &str) -> AboutEntry {
    AboutEntry {
        id: id.to_owned(),
        heading: id.to_uppercase(),
        sub_heading: format!("{id} in short"),
        image: format!("about/{id}.jpg"),
        text: format!("About {id}"),
        fr: french(fr),
    }
}

fn project(heading: &str) -> PortfolioProject {
    PortfolioProject {
        image: format!("portfolio/{heading}.png"),
        heading: heading.to_owned(),
        sub_heading: format!("{heading} in short"),
        text_data: format!("How {heading} went"),
        fr: FrenchArticle {
            heading: format!("{heading} (fr)"),
            ..FrenchArticle::default()
        },
    }
}

fn newsletter(id: &str, published: &str) -> Newsletter {
    Newsletter {
        id: id.to_owned(),
        subject: format!("Subject {id}"),
        sub_heading: format!("About {id}"),
        published: published.to_owned(),
        text: format!("Letter {id}"),
        fr: FrenchNewsletter {
            subject: format!("Sujet {id}"),
            ..FrenchNewsletter::default()
        },
    }
}

fn article(id: &str, kind: ArticleKind, published: &str) -> Article {
    Article {
        id: id.to_owned(),
        kind,
        heading: id.to_uppercase(),
        sub_heading: format!("{id} in short"),
        published: published.to_owned(),
        image: format!("articles/{id}.svg"),
        text_data: format!("All about {id}"),
        fr: FrenchArticle {
            heading: format!("{id} (fr)"),
            ..FrenchArticle::default()
        },
    }
}

fn figure(title: &str, description: u8) -> FigureRow {
    FigureRow {
        title: title.to_owned(),
        description,
        fr: FrenchFigure {
            title: format!("{title} (fr)"),
        },
    }
}

/// A small site: two top-level services (the first with two children, listed out of id order),
/// one about section, one portfolio category, three newsletters (two of one day), two articles.
pub fn sample_content() -> Content {
    let children = vec![
        service("strategy", 1, "Stratégie", Vec::new()),
        service("audit", 2, "Audit", Vec::new()),
    ];
    Content {
        services: vec![
            service("advisory", 1, "Conseil", children),
            service("it-solutions", 2, "Solutions TI", Vec::new()),
        ],
        about: vec![AboutSection {
            section: "careers".to_owned(),
            children: vec![about("analyst", "Analyste"), about("advisor", "Conseiller")],
        }],
        portfolio: vec![PortfolioCategory {
            name: "Web".to_owned(),
            fr: FrenchCategory {
                name: "Toile".to_owned(),
            },
            items: vec![project("Shop"), project("Intranet")],
        }],
        newsletters: vec![
            newsletter("march", "2026-03-01"),
            newsletter("feb-b", "2026-02-01"),
            newsletter("feb-a", "2026-02-01"),
        ],
        articles: vec![
            article("owner", ArticleKind::Persona, "2026-01-10"),
            article("pricing", ArticleKind::Blog, "2026-02-20"),
        ],
        figures: Figures {
            who_we_are: vec![figure("Women", 54), figure("Bilingual", 80)],
            small_business_loans: vec![figure("Approved", 71)],
        },
    }
}

/// Imports `content` with `documents` under `fingerprint`; it must be new.
pub async fn import(db: &Db, content: &Content, documents: &[SearchDocument], fingerprint: &str) {
    let outcome = content_import::replace(db, content, documents, fingerprint).await;
    assert!(matches!(
        outcome.expect("import"),
        ImportOutcome::Imported { .. }
    ));
}

#[tokio::test]
async fn an_import_replaces_the_content_once_per_fingerprint() {
    on_each_engine(async |db| {
        assert_eq!(
            content_import::stored_fingerprint(db).await.expect("read"),
            None
        );
        let sample = sample_content();
        let outcome = content_import::replace(db, &sample, &[], "v1")
            .await
            .expect("import");
        let counts = ImportCounts {
            services: 4,
            about_children: 2,
            portfolio_categories: 1,
            portfolio_items: 2,
            newsletters: 3,
            articles: 2,
            figures: 3,
            search_documents: 0,
        };
        assert_eq!(outcome, ImportOutcome::Imported { counts });
        let again = content_import::replace(db, &sample, &[], "v1")
            .await
            .expect("import");
        assert_eq!(again, ImportOutcome::Unchanged);
        let stored = content_import::stored_fingerprint(db).await.expect("read");
        assert_eq!(stored.as_deref(), Some("v1"));

        let smaller = Content {
            services: vec![service("it-solutions", 1, "Solutions TI", Vec::new())],
            ..sample
        };
        import(db, &smaller, &[], "v2").await;
        let top = content::top_services(db, Lang::En).await.expect("read");
        let ids: Vec<&str> = top.iter().map(|service| service.id.as_str()).collect();
        assert_eq!(ids, ["it-solutions"], "the old rows are gone");
        let catalog = content::service_catalog(db).await.expect("read");
        assert!(!catalog.has_service("advisory"));
    })
    .await;
}
