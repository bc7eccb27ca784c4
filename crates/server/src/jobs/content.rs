//! `server content check` and `server content import`: the same loading and checking as the
//! server's first-start seeding ([`crate::content::load`], every problem as `FILE:LINE: ...`), and
//! the same one-transaction, idempotent import ([`crate::content::import`]).

use super::args::{ContentCheckArgs, ContentImportArgs};
use super::{JobResult, Outcome, open};
use crate::content::{self, Content, ContentErrors, ImportCounts, ImportOutcome};
use std::path::Path;

/// `server content check DIR`.
pub fn check(args: ContentCheckArgs) -> JobResult {
    match load(&args.dir)? {
        Ok(content) => {
            println!("{}: valid ({})", args.dir.display(), summary(&content));
            Ok(Outcome::Ok)
        }
        Err(errors) => Ok(report(&errors)),
    }
}

/// `server content import DIR [--dry-run]`: invalid content is refused before the database is
/// touched.
pub async fn import(args: ContentImportArgs) -> JobResult {
    let content = match load(&args.dir)? {
        Ok(content) => content,
        Err(errors) => {
            let outcome = report(&errors);
            println!("nothing imported");
            return Ok(outcome);
        }
    };
    // Like the server's first start, an import may create the SQLite file.
    let db = open(&args.database, true).await?;
    if args.dry_run {
        let stored = content::stored_fingerprint(&db).await?;
        let unchanged = stored.as_deref() == Some(content::fingerprint(&content)?.as_str());
        if unchanged {
            println!("Unchanged: the database already holds this content (dry run)");
        } else {
            println!(
                "Would import: {} (dry run: nothing written)",
                summary(&content)
            );
        }
    } else {
        match content::import(&db, &content).await? {
            ImportOutcome::Unchanged => {
                println!("Unchanged: the database already holds this content");
            }
            ImportOutcome::Imported { counts } => println!("Imported: {}", counted(&counts)),
        }
    }
    db.close().await;
    Ok(Outcome::Ok)
}

/// Loads and checks `dir`; `Err` when it is not a folder at all (a usage error).
fn load(dir: &Path) -> Result<Result<Content, ContentErrors>, String> {
    if !dir.is_dir() {
        return Err(format!("{} is not a folder", dir.display()));
    }
    Ok(content::load(dir))
}

fn report(errors: &ContentErrors) -> Outcome {
    println!("{errors}");
    eprintln!("{} problems found", errors.len());
    Outcome::Invalid
}

fn summary(content: &Content) -> String {
    let services: usize = content
        .services
        .iter()
        .map(|service| 1 + service.children.len())
        .sum();
    let about: usize = content
        .about
        .iter()
        .map(|section| section.children.len())
        .sum();
    let items: usize = content
        .portfolio
        .iter()
        .map(|category| category.items.len())
        .sum();
    format!(
        "{services} services, {about} about pages, {} portfolio categories with {items} items, \
         {} newsletters, {} articles, {} figures",
        content.portfolio.len(),
        content.newsletters.len(),
        content.articles.len(),
        content.figures.who_we_are.len() + content.figures.small_business_loans.len(),
    )
}

fn counted(counts: &ImportCounts) -> String {
    format!(
        "{} services, {} about pages, {} portfolio categories with {} items, {} newsletters, \
         {} articles, {} figures",
        counts.services,
        counts.about_children,
        counts.portfolio_categories,
        counts.portfolio_items,
        counts.newsletters,
        counts.articles,
        counts.figures,
    )
}
