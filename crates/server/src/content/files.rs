//! The content files as written (content/README.md), with the span of every value.
//!
//! Every field is optional here so that a missing one is reported by the checks with its table's
//! line, alongside every other problem, instead of stopping the parse at the first one. Tables
//! are `Spanned` too: a table's span starts at its `[[header]]`, the line a missing field is
//! reported on.
//!
//! Every item carries its French text in a `fr` sub-table with the same text keys (`[fr]` at a
//! service file's top level, `[children.fr]`, `[category.fr]`, `[newsletter.fr]`, ...); ids,
//! images, dates and numbers are written once, in the item itself.

use serde::Deserialize;
use toml::Spanned;

pub type Field<T> = Option<Spanned<T>>;

/// `services/<id>.toml`.
#[derive(Debug, Deserialize)]
pub struct ServiceFile {
    pub id: Field<String>,
    pub order: Field<i64>,
    pub heading: Field<String>,
    #[serde(rename = "subHeading")]
    pub sub_heading: Field<String>,
    pub image: Field<String>,
    pub text: Field<String>,
    pub fr: Field<PageFr>,
    #[serde(default)]
    pub children: Vec<Spanned<ServiceChild>>,
}

#[derive(Debug, Deserialize)]
pub struct ServiceChild {
    pub id: Field<String>,
    pub heading: Field<String>,
    #[serde(rename = "subHeading")]
    pub sub_heading: Field<String>,
    pub image: Field<String>,
    pub text: Field<String>,
    pub fr: Field<PageFr>,
}

/// The French text of a service or an about child: `heading`, `subHeading`, `text`.
#[derive(Debug, Deserialize)]
pub struct PageFr {
    pub heading: Field<String>,
    #[serde(rename = "subHeading")]
    pub sub_heading: Field<String>,
    pub text: Field<String>,
}

/// `about/<section>.toml`.
#[derive(Debug, Deserialize)]
pub struct AboutFile {
    pub section: Field<String>,
    #[serde(default)]
    pub children: Vec<Spanned<AboutChild>>,
}

#[derive(Debug, Deserialize)]
pub struct AboutChild {
    pub id: Field<String>,
    pub heading: Field<String>,
    #[serde(rename = "subHeading")]
    pub sub_heading: Field<String>,
    pub image: Field<String>,
    pub text: Field<String>,
    pub fr: Field<PageFr>,
}

/// `portfolio.toml`.
#[derive(Debug, Deserialize)]
pub struct PortfolioFile {
    #[serde(default)]
    pub category: Vec<Spanned<PortfolioCategory>>,
}

#[derive(Debug, Deserialize)]
pub struct PortfolioCategory {
    pub name: Field<String>,
    pub fr: Field<CategoryFr>,
    #[serde(default)]
    pub items: Vec<Spanned<PortfolioItem>>,
}

#[derive(Debug, Deserialize)]
pub struct PortfolioItem {
    pub image: Field<String>,
    pub heading: Field<String>,
    pub sub_heading: Field<String>,
    pub text_data: Field<String>,
    pub fr: Field<ArticleFr>,
}

/// A category's French name (its English `name` stays its key in addresses).
#[derive(Debug, Deserialize)]
pub struct CategoryFr {
    pub name: Field<String>,
}

/// The French text of a portfolio project or an article: `heading`, `sub_heading`, `text_data`.
#[derive(Debug, Deserialize)]
pub struct ArticleFr {
    pub heading: Field<String>,
    pub sub_heading: Field<String>,
    pub text_data: Field<String>,
}

/// `newsletters.toml`.
#[derive(Debug, Deserialize)]
pub struct NewslettersFile {
    #[serde(default)]
    pub newsletter: Vec<Spanned<Newsletter>>,
}

#[derive(Debug, Deserialize)]
pub struct Newsletter {
    pub id: Field<String>,
    pub subject: Field<String>,
    pub sub_heading: Field<String>,
    pub published: Field<String>,
    pub text: Field<String>,
    pub fr: Field<NewsletterFr>,
}

#[derive(Debug, Deserialize)]
pub struct NewsletterFr {
    pub subject: Field<String>,
    pub sub_heading: Field<String>,
    pub text: Field<String>,
}

/// `articles.toml`.
#[derive(Debug, Deserialize)]
pub struct ArticlesFile {
    #[serde(default)]
    pub article: Vec<Spanned<Article>>,
}

#[derive(Debug, Deserialize)]
pub struct Article {
    pub id: Field<String>,
    pub kind: Field<String>,
    pub heading: Field<String>,
    pub sub_heading: Field<String>,
    pub published: Field<String>,
    pub image: Field<String>,
    pub text_data: Field<String>,
    pub fr: Field<ArticleFr>,
}

/// `figures.toml`.
#[derive(Debug, Deserialize)]
pub struct FiguresFile {
    #[serde(default)]
    pub who_we_are: Vec<Spanned<Figure>>,
    #[serde(default)]
    pub small_business_loans: Vec<Spanned<Figure>>,
}

#[derive(Debug, Deserialize)]
pub struct Figure {
    pub title: Field<String>,
    pub description: Field<i64>,
    pub fr: Field<FigureFr>,
}

#[derive(Debug, Deserialize)]
pub struct FigureFr {
    pub title: Field<String>,
}
