//! Reading `content/`: every file is parsed and checked, every problem collected, and the
//! content is returned only when there are none. What the per-file readers share is in
//! `reader.rs` (they use it, this file uses them: no circle between the files).

use super::reader::{Ids, Reader};
use super::report::{ContentErrors, Report};
use super::{about, check, collections, services};
use site_store::content_model::{Content, Figures};
use std::path::Path;

/// Reads and checks everything under `dir`; on failure, every problem found, each with its
/// `FILE:LINE`.
pub fn load(dir: &Path) -> Result<Content, ContentErrors> {
    let mut report = Report::default();
    let media = dir.join("media");
    if !media.is_dir() {
        report.file(&media, "missing media folder");
    }
    let mut ids = Ids::default();
    let mut reader = Reader {
        report: &mut report,
        media: &media,
        ids: &mut ids,
    };
    let services = services::read(&mut reader, &dir.join("services"));
    let about = about::read(&mut reader, &dir.join("about"));
    let portfolio = collections::read_portfolio(&mut reader, &dir.join("portfolio.toml"));
    let newsletters = collections::read_newsletters(&mut reader, &dir.join("newsletters.toml"));
    let articles = collections::read_articles(&mut reader, &dir.join("articles.toml"));
    let figures = collections::read_figures(&mut reader, &dir.join("figures.toml"));
    check::across(&services, portfolio.as_ref(), &mut report);
    if !report.is_empty() {
        return Err(report.into_errors());
    }
    Ok(Content {
        services: services.into_iter().map(|read| read.service).collect(),
        about,
        portfolio: portfolio.map(|read| read.categories).unwrap_or_default(),
        newsletters,
        articles,
        figures: figures.unwrap_or(Figures {
            who_we_are: vec![],
            small_business_loans: vec![],
        }),
    })
}
