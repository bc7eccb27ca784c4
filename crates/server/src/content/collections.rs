//! The single-file collections: `portfolio.toml`, `newsletters.toml`, `articles.toml` and
//! `figures.toml`.

use super::fields::FileCheck;
use super::files::{ArticlesFile, Figure, FiguresFile, NewslettersFile, PortfolioFile};
use super::french;
use super::reader::{Namespace, Reader};
use super::report::Location;
use site_store::content_model::{
    Article, ArticleKind, FigureRow, Figures, Newsletter, PortfolioCategory, PortfolioProject,
};
use std::path::Path;
use toml::Spanned;

/// Minimum sizes from content/README.md: what the pages are laid out for.
const MIN_PORTFOLIO_ITEMS: usize = 7;
const MIN_NEWSLETTERS: usize = 10;
const MIN_BLOG_ARTICLES: usize = 7;
const MIN_WHO_WE_ARE: usize = 4;
const MIN_LOAN_FIGURES: usize = 3;

/// The "I am ..." pages the site's menu links to (core's `PERSONAS`).
pub fn persona_ids() -> impl Iterator<Item = &'static str> {
    site_core::constants::PERSONAS.iter().map(|(id, _)| *id)
}

/// The portfolio as read, with each category's line for the check against the IT solutions.
#[derive(Debug)]
pub struct ReadPortfolio {
    pub categories: Vec<PortfolioCategory>,
    /// The line of each category's `name`.
    pub at: Vec<Location>,
    /// The line of each category's French name (its `[category.fr]` table's when it has none).
    pub fr_at: Vec<Location>,
    pub file: Location,
}

pub fn read_portfolio(reader: &mut Reader<'_>, path: &Path) -> Option<ReadPortfolio> {
    let (src, file) = reader.parse::<PortfolioFile>(path)?;
    let mut check = FileCheck {
        src: &src,
        report: reader.report,
        media: reader.media,
    };
    let mut read = ReadPortfolio {
        categories: vec![],
        at: vec![],
        fr_at: vec![],
        file: check.location(0),
    };
    for (index, category) in file.category.into_iter().enumerate() {
        let table = category.span();
        let category = category.into_inner();
        let name = check.text(&table, category.name, "name");
        let name_at = check.location(name.span().start);
        let name = name.into_inner();
        let (fr, fr_name) = french::category(&mut check, &table, category.fr);
        let fr_at = check.location(fr_name.map_or(table.start, |span| span.start));
        if category.items.len() < MIN_PORTFOLIO_ITEMS {
            let found = category.items.len();
            let message = format!(
                "category \"{name}\" needs at least {MIN_PORTFOLIO_ITEMS} [[category.items]], found {found}"
            );
            check.error(table.start, message);
        }
        // Category tiles play videos/portfolio-N.mp4 by position.
        let video = format!("videos/portfolio-{}.mp4", index + 1);
        if !check.media.join(&video).is_file() {
            check.error(
                table.start,
                format!("category \"{name}\" has no video: {video} not found under media/"),
            );
        }
        let items = category
            .items
            .into_iter()
            .map(|item| {
                let table = item.span();
                let item = item.into_inner();
                PortfolioProject {
                    image: check.image(&table, item.image, "image"),
                    heading: check.text(&table, item.heading, "heading").into_inner(),
                    sub_heading: check
                        .text(&table, item.sub_heading, "sub_heading")
                        .into_inner(),
                    text_data: check.markers(&table, item.text_data, "text_data"),
                    fr: french::article(&mut check, &table, item.fr, "[category.items.fr]"),
                }
            })
            .collect();
        read.at.push(name_at);
        read.fr_at.push(fr_at);
        read.categories.push(PortfolioCategory { name, fr, items });
    }
    Some(read)
}

/// Newsletters, newest first as written (the API orders them by date anyway; an out-of-order file
/// is a sign of a wrong date).
pub fn read_newsletters(reader: &mut Reader<'_>, path: &Path) -> Vec<Newsletter> {
    let Some((src, file)) = reader.parse::<NewslettersFile>(path) else {
        return vec![];
    };
    let mut check = FileCheck {
        src: &src,
        report: reader.report,
        media: reader.media,
    };
    if file.newsletter.len() < MIN_NEWSLETTERS {
        let message = format!(
            "at least {MIN_NEWSLETTERS} [[newsletter]] are needed, found {}",
            file.newsletter.len()
        );
        check.error(0, message);
    }
    let mut newsletters: Vec<Newsletter> = Vec::new();
    for entry in file.newsletter {
        let table = entry.span();
        let entry = entry.into_inner();
        let id = check.slug(&table, entry.id, "id");
        reader.ids.claim(
            Namespace::Newsletter,
            id.get_ref(),
            check.location(id.span().start),
            check.report,
        );
        let published_at = entry
            .published
            .as_ref()
            .map_or(table.start, |date| date.span().start);
        let newsletter = Newsletter {
            id: id.into_inner(),
            subject: check.text(&table, entry.subject, "subject").into_inner(),
            sub_heading: check
                .text(&table, entry.sub_heading, "sub_heading")
                .into_inner(),
            published: check.date(&table, entry.published, "published"),
            text: check.markers(&table, entry.text, "text"),
            fr: french::newsletter(&mut check, &table, entry.fr),
        };
        if let Some(previous) = newsletters.last()
            && newsletter.published > previous.published
            && !previous.published.is_empty()
        {
            let message = format!(
                "newsletters must be sorted newest first: {} comes after the older \"{}\" ({})",
                newsletter.published, previous.id, previous.published
            );
            check.error(published_at, message);
        }
        newsletters.push(newsletter);
    }
    newsletters
}

pub fn read_articles(reader: &mut Reader<'_>, path: &Path) -> Vec<Article> {
    let Some((src, file)) = reader.parse::<ArticlesFile>(path) else {
        return vec![];
    };
    let mut check = FileCheck {
        src: &src,
        report: reader.report,
        media: reader.media,
    };
    let mut articles = Vec::new();
    for entry in file.article {
        let table = entry.span();
        let entry = entry.into_inner();
        let id = check.slug(&table, entry.id, "id");
        reader.ids.claim(
            Namespace::Article,
            id.get_ref(),
            check.location(id.span().start),
            check.report,
        );
        let kind = check.text(&table, entry.kind, "kind");
        let kind = match kind.get_ref().as_str() {
            "persona" => ArticleKind::Persona,
            "blog" => ArticleKind::Blog,
            other => {
                if !other.trim().is_empty() {
                    check.error(
                        kind.span().start,
                        format!("`kind` \"{other}\" must be \"persona\" or \"blog\""),
                    );
                }
                ArticleKind::Blog
            }
        };
        if kind == ArticleKind::Persona
            && !persona_ids().any(|persona| persona == id.get_ref().as_str())
        {
            let message = format!(
                "persona \"{}\" is not one of the site's \"I am\" pages ({})",
                id.get_ref(),
                persona_ids().collect::<Vec<_>>().join(", ")
            );
            check.error(id.span().start, message);
        }
        articles.push(Article {
            id: id.into_inner(),
            kind,
            heading: check.text(&table, entry.heading, "heading").into_inner(),
            sub_heading: check
                .text(&table, entry.sub_heading, "sub_heading")
                .into_inner(),
            published: check.date(&table, entry.published, "published"),
            image: check.image(&table, entry.image, "image"),
            text_data: check.markers(&table, entry.text_data, "text_data"),
            fr: french::article(&mut check, &table, entry.fr, "[article.fr]"),
        });
    }
    for persona in persona_ids() {
        if !articles
            .iter()
            .any(|a| a.kind == ArticleKind::Persona && a.id == persona)
        {
            check.error(0, format!("missing the persona article \"{persona}\""));
        }
    }
    let blogs = articles
        .iter()
        .filter(|a| a.kind == ArticleKind::Blog)
        .count();
    if blogs < MIN_BLOG_ARTICLES {
        check.error(
            0,
            format!("at least {MIN_BLOG_ARTICLES} blog articles are needed, found {blogs}"),
        );
    }
    articles
}

pub fn read_figures(reader: &mut Reader<'_>, path: &Path) -> Option<Figures> {
    let (src, file) = reader.parse::<FiguresFile>(path)?;
    let mut check = FileCheck {
        src: &src,
        report: reader.report,
        media: reader.media,
    };
    let who_we_are = figure_list(&mut check, file.who_we_are, "who_we_are", MIN_WHO_WE_ARE);
    let small_business_loans = figure_list(
        &mut check,
        file.small_business_loans,
        "small_business_loans",
        MIN_LOAN_FIGURES,
    );
    Some(Figures {
        who_we_are,
        small_business_loans,
    })
}

fn figure_list(
    check: &mut FileCheck<'_>,
    rows: Vec<Spanned<Figure>>,
    name: &str,
    min: usize,
) -> Vec<FigureRow> {
    if rows.len() < min {
        check.error(
            0,
            format!("at least {min} [[{name}]] are needed, found {}", rows.len()),
        );
    }
    let mut figures = Vec::new();
    for row in rows {
        let table = row.span();
        let row = row.into_inner();
        let title = check.text(&table, row.title, "title").into_inner();
        let description = match row.description {
            None => {
                check.error(table.start, "missing `description`");
                0
            }
            Some(value) => u8::try_from(*value.get_ref())
                .ok()
                .filter(|v| *v <= 100)
                .unwrap_or_else(|| {
                    let message = format!(
                        "`description` {} must be a whole number from 0 to 100",
                        value.get_ref()
                    );
                    check.error(value.span().start, message);
                    0
                }),
        };
        let header = format!("[{name}.fr]");
        let fr = french::figure(check, &table, row.fr, &header);
        figures.push(FigureRow {
            title,
            description,
            fr,
        });
    }
    figures
}
