//! `server leads revalidate`: today's rules over the stored leads, reporting those they would
//! now refuse (after a rule changed, say) as `ID: FIELD: MESSAGE`. Nothing is changed.

use super::args::RevalidateArgs;
use super::forms::check;
use super::progress::Progress;
use super::{JobResult, Outcome, open};
use futures_util::TryStreamExt;
use site_core::validation::ServiceCatalog;
use site_store::leads::{FormKind, StoredLead, count_leads, leads_since};
use std::io::Write;

pub async fn run(args: RevalidateArgs) -> JobResult {
    let db = open(&args.database, false).await?;
    let forms: Vec<FormKind> = match args.form {
        Some(form) => vec![form.into()],
        None => FormKind::ALL.to_vec(),
    };
    let catalog = if forms.iter().any(|form| form.needs_catalog()) {
        site_store::content::service_catalog(&db).await?
    } else {
        ServiceCatalog::default()
    };
    let (mut checked, mut refused) = (0u64, 0u64);
    for form in forms {
        let total = count_leads(&db, form).await?;
        let mut progress = Progress::new("revalidate", u64::try_from(total).ok());
        let mut rows = leads_since(&db, form, None);
        while let Some(StoredLead { id, payload, .. }) = rows.try_next().await? {
            checked += 1;
            let lines = problems(form, &payload, &catalog);
            if !lines.is_empty() {
                refused += 1;
                let mut stdout = std::io::stdout().lock();
                for (field, message) in lines {
                    writeln!(stdout, "{id}: {field}: {message}")?;
                }
            }
            progress.tick();
        }
        progress.finish();
    }
    db.close().await;
    println!("checked {checked} leads: {refused} would now be refused");
    Ok(Outcome::invalid_if(refused > 0))
}

/// What today's rules say about a stored payload: `(field, message)` in chain order.
fn problems(form: FormKind, payload: &str, catalog: &ServiceCatalog) -> Vec<(String, String)> {
    let decoded = serde_json::from_str(payload)
        .map_err(|error| error.to_string())
        .and_then(|value| check(form, value, catalog).map_err(|error| error.to_string()));
    match decoded {
        Ok(checked) => checked
            .errors
            .into_iter()
            .map(|error| {
                let field = error.field.unwrap_or_else(|| "-".to_owned());
                (field, error.message)
            })
            .collect(),
        Err(error) => vec![(
            "payload".to_owned(),
            format!("cannot be read as a {} request: {error}", form.as_str()),
        )],
    }
}
