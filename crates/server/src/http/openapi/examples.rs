//! Real ids as examples of the path and query parameters, read from the database when the
//! document is served: a client (or a fuzzer) then reaches the answers behind them, not only
//! their 404s.

use crate::content::ABOUT_SECTIONS;
use serde_json::{Value, json};
use site_core::constants::{NEWSLETTER_MAX_BATCH_SIZE, PERSONAS};
use site_core::i18n::Lang;
use site_core::validation::ServiceCatalog;
use site_store::content as store;
use site_store::{Db, StorageError};

/// (path, parameter, example values).
type Examples = Vec<(&'static str, &'static str, Vec<String>)>;

pub async fn read(db: &Db, catalog: &ServiceCatalog) -> Result<Examples, StorageError> {
    let mut service_paths = Vec::new();
    for (id, children) in catalog.services().into_iter().flatten() {
        service_paths.push(format!("+services+{id}"));
        service_paths.extend(
            children
                .iter()
                .map(|child| format!("+services+{id}+{child}")),
        );
    }
    let mut about_ids = Vec::new();
    for section in ABOUT_SECTIONS {
        let children = store::about_children(db, Lang::En, section).await?;
        about_ids.extend(children.into_iter().map(|child| child.id));
    }
    let articles: Vec<String> = store::blog_entries(db, Lang::En)
        .await?
        .into_iter()
        .map(|entry| entry.id)
        .collect();
    let newsletters: Vec<String> =
        store::newsletters_in(db, Lang::En, i64::from(NEWSLETTER_MAX_BATCH_SIZE), None)
            .await?
            .map(|page| {
                page.found_newsletters
                    .into_iter()
                    .map(|newsletter| newsletter.id)
                    .collect()
            })
            .unwrap_or_default();
    let strings = |ids: &[&str]| ids.iter().map(|id| (*id).to_owned()).collect::<Vec<_>>();
    let personas: Vec<&str> = PERSONAS.iter().map(|(id, _)| *id).collect();
    Ok(vec![
        ("/api/service/all/{path}", "path", service_paths),
        ("/api/about/all/{slug}", "slug", strings(&ABOUT_SECTIONS)),
        ("/api/about/{id}", "id", about_ids),
        ("/api/iam/{id}", "id", strings(&personas)),
        ("/api/blog/{id}", "id", articles),
        (
            "/api/newsletterandeventletters/all",
            "id",
            newsletters.clone(),
        ),
        (
            "/api/newsletterandeventletters/addemail/{newsletter_id}",
            "newsletter_id",
            newsletters,
        ),
    ])
}

/// Puts each parameter's examples in its schema.
pub fn apply(document: &mut Value, examples: Examples) {
    for (path, name, values) in examples {
        if values.is_empty() {
            continue;
        }
        let Some(item) = document["paths"][path].as_object_mut() else {
            continue;
        };
        for operation in item.values_mut() {
            let parameters = operation["parameters"].as_array_mut();
            for parameter in parameters.into_iter().flatten() {
                if parameter["name"] == name {
                    parameter["schema"]["examples"] = json!(values);
                }
            }
        }
    }
}
