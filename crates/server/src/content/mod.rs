//! The site's content files (`content/`, described in its README), in English and French: reading
//! and checking them ([`load`]), and importing them into the database ([`import`], [`seed`]).
//!
//! Content is checked as a whole before anything is written, and every problem is reported at once
//! as `FILE:LINE: what is wrong`, so an author fixes a broken file in one pass and a server never
//! starts on half-valid content.

mod about;
mod check;
mod collections;
mod fields;
mod files;
mod french;
mod import;
mod load;
mod reader;
mod report;
mod search_documents;
mod services;

pub use collections::persona_ids;
pub use import::{ImportCounts, ImportOutcome, fingerprint, import, stored_fingerprint};
pub use load::load;
pub use report::{ContentError, ContentErrors};
pub use search_documents::search_documents;
pub use site_store::content_model::{
    ABOUT_SECTIONS, AboutEntry, AboutSection, Article, ArticleKind, Content, FigureRow, Figures,
    FrenchArticle, FrenchCategory, FrenchFigure, FrenchNewsletter, FrenchPage, Newsletter,
    PortfolioCategory, PortfolioProject, SearchDocument, Service, Words,
};

use site_store::Db;
use std::path::Path;

/// Loads `dir` and imports it unless the same content is already there; run on every start, a
/// re-run changes nothing.
pub async fn seed(
    db: &Db,
    dir: &Path,
) -> Result<ImportOutcome, Box<dyn std::error::Error + Send + Sync>> {
    let content = load(dir)?;
    let outcome = import(db, &content).await?;
    match outcome {
        ImportOutcome::Unchanged => tracing::info!(dir = %dir.display(), "content unchanged"),
        ImportOutcome::Imported { counts } => {
            tracing::info!(dir = %dir.display(), ?counts, "content imported");
        }
    }
    Ok(outcome)
}
