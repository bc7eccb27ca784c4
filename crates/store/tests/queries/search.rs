use crate::content_import::{import, sample_content};
use crate::on_each_engine;
use site_core::i18n::Lang;
use site_core::search::{Kind, index_text};
use site_store::Db;
use site_store::content_model::SearchDocument;
use site_store::search::search;

fn document(
    position: i64,
    lang: Lang,
    kind: Kind,
    url: &str,
    title: &str,
    body: &str,
) -> SearchDocument {
    SearchDocument {
        position,
        lang,
        kind,
        url: url.to_owned(),
        title: title.to_owned(),
        body: body.to_owned(),
        title_folded: index_text(title),
        body_folded: index_text(body),
    }
}

/// Three English pages and one French: "advisory" is one page's title and another's body.
fn documents() -> Vec<SearchDocument> {
    vec![
        document(
            1,
            Lang::En,
            Kind::Blog,
            "/blog/fees",
            "Fees",
            "What advisory work costs.",
        ),
        document(
            2,
            Lang::En,
            Kind::Service,
            "/services/advisory",
            "Advisory",
            "Strategy for Québec firms.",
        ),
        document(
            3,
            Lang::En,
            Kind::Newsletter,
            "/newsletters",
            "March letter",
            "Rates in 2026.",
        ),
        document(
            4,
            Lang::Fr,
            Kind::Service,
            "/fr/services/advisory",
            "Conseil",
            "Stratégie pour le Québec.",
        ),
    ]
}

async fn indexed(db: &Db) {
    import(db, &sample_content(), &documents(), "v1").await;
}

async fn urls(db: &Db, lang: Lang, query: &str) -> (Vec<String>, u32) {
    let found = search(db, lang, query, 10).await.expect("search");
    (
        found.results.into_iter().map(|result| result.url).collect(),
        found.total,
    )
}

#[tokio::test]
async fn a_title_match_ranks_above_a_body_match() {
    on_each_engine(async |db| {
        indexed(db).await;
        let found = search(db, Lang::En, "advisory", 10).await.expect("search");
        let urls: Vec<&str> = found
            .results
            .iter()
            .map(|result| result.url.as_str())
            .collect();
        assert_eq!(urls, ["/services/advisory", "/blog/fees"]);
        assert_eq!(found.total, 2);
        assert_eq!(found.results[0].kind, "service");
        assert_eq!(found.results[0].title, "Advisory");
        assert!(
            found.results[1].snippet.contains("<mark>advisory</mark>"),
            "{:?}",
            found.results[1]
        );
    })
    .await;
}

#[tokio::test]
async fn terms_match_as_prefixes_without_accents_or_case_and_all_are_required() {
    on_each_engine(async |db| {
        indexed(db).await;
        assert_eq!(
            urls(db, Lang::En, "QUEBEC").await,
            (vec!["/services/advisory".into()], 1)
        );
        assert_eq!(urls(db, Lang::En, "advis").await.1, 2);
        assert_eq!(
            urls(db, Lang::En, "advisory costs").await,
            (vec!["/blog/fees".into()], 1)
        );
        assert_eq!(
            urls(db, Lang::En, "2026").await,
            (vec!["/newsletters".into()], 1)
        );
        assert_eq!(urls(db, Lang::En, "nothing-here").await, (Vec::new(), 0));
    })
    .await;
}

#[tokio::test]
async fn a_search_reads_the_documents_of_its_language_only() {
    on_each_engine(async |db| {
        indexed(db).await;
        let french = vec!["/fr/services/advisory".to_owned()];
        assert_eq!(urls(db, Lang::Fr, "strategie").await, (french.clone(), 1));
        assert_eq!(urls(db, Lang::Fr, "québec").await, (french, 1));
        assert_eq!(urls(db, Lang::Fr, "fees").await, (Vec::new(), 0));
    })
    .await;
}

#[tokio::test]
async fn a_limit_cuts_the_results_not_the_total_and_an_empty_query_finds_nothing() {
    on_each_engine(async |db| {
        indexed(db).await;
        let one = search(db, Lang::En, "advisory", 1).await.expect("search");
        assert_eq!((one.results.len(), one.total), (1, 2));
        let at_least_one = search(db, Lang::En, "advisory", 0).await.expect("search");
        assert_eq!(at_least_one.results.len(), 1);
        assert_eq!(urls(db, Lang::En, "  ").await, (Vec::new(), 0));
        assert_eq!(urls(db, Lang::En, "\"' OR 1=1 --").await.1, 0);
    })
    .await;
}

#[tokio::test]
async fn a_new_import_rebuilds_the_index() {
    on_each_engine(async |db| {
        indexed(db).await;
        let only_fees = documents().into_iter().take(1).collect::<Vec<_>>();
        import(db, &sample_content(), &only_fees, "v2").await;
        assert_eq!(
            urls(db, Lang::En, "advisory").await,
            (vec!["/blog/fees".into()], 1)
        );
        assert_eq!(urls(db, Lang::En, "quebec").await.1, 0);
    })
    .await;
}
