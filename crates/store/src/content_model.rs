//! The checked content, as imported: plain values, in the order the site shows them.
//!
//! These types are what the server's content loader produces once every check passed, and what the
//! fingerprint is computed over: their `Serialize` output is the canonical form of `content/`
//! (field order fixed by the declarations, lists in file order), French included.
//!
//! Each item keeps its English text in its own fields and its French text in `fr`, a struct of
//! the same text fields; [`Words`] reads either through one shape.

use serde::Serialize;
use site_core::i18n::Lang;

/// The five about-us sections, in the order the site lists them; one file each. Their slugs from
/// core's [`site_core::constants::ABOUT_SECTIONS`].
pub const ABOUT_SECTIONS: [&str; 5] = {
    let sections = site_core::constants::ABOUT_SECTIONS;
    assert!(sections.len() == 5);
    let mut slugs = [""; 5];
    let mut i = 0;
    while i < slugs.len() {
        slugs[i] = sections[i].0;
        i += 1;
    }
    slugs
};

/// Everything in `content/`, checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Content {
    /// Top-level services, by `order`; each with its children in file order.
    pub services: Vec<Service>,
    /// The about sections, in [`ABOUT_SECTIONS`] order.
    pub about: Vec<AboutSection>,
    pub portfolio: Vec<PortfolioCategory>,
    /// Newest first, as in the file.
    pub newsletters: Vec<Newsletter>,
    pub articles: Vec<Article>,
    pub figures: Figures,
}

/// A service; top-level ones have children, children have none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Service {
    pub id: String,
    /// The file's `order` for a top-level service, the 1-based position for a child.
    pub position: i64,
    pub heading: String,
    pub sub_heading: String,
    /// Relative to `content/media/`.
    pub image: String,
    /// Marker text.
    pub text: String,
    pub fr: FrenchPage,
    pub children: Vec<Service>,
}

/// The French text of a service or an about child. A service's French heading is free text
/// (its English one is its id capitalised).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct FrenchPage {
    pub heading: String,
    pub sub_heading: String,
    pub text: String,
}

/// The French text of a portfolio project or an article.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct FrenchArticle {
    pub heading: String,
    pub sub_heading: String,
    pub text_data: String,
}

/// A page's text in one language, whichever item it comes from: what the search index reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words<'a> {
    /// A heading, or a newsletter's subject.
    pub heading: &'a str,
    pub sub_heading: &'a str,
    /// Marker text.
    pub text: &'a str,
}

impl Service {
    pub fn words(&self, lang: Lang) -> Words<'_> {
        match lang {
            Lang::En => Words {
                heading: &self.heading,
                sub_heading: &self.sub_heading,
                text: &self.text,
            },
            Lang::Fr => self.fr.words(),
        }
    }
}

impl FrenchPage {
    fn words(&self) -> Words<'_> {
        Words {
            heading: &self.heading,
            sub_heading: &self.sub_heading,
            text: &self.text,
        }
    }
}

impl FrenchArticle {
    fn words(&self) -> Words<'_> {
        Words {
            heading: &self.heading,
            sub_heading: &self.sub_heading,
            text: &self.text_data,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AboutSection {
    pub section: String,
    pub children: Vec<AboutEntry>,
}

/// A child page of an about section (a job posting, an award, a report, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AboutEntry {
    pub id: String,
    pub heading: String,
    pub sub_heading: String,
    pub image: String,
    pub text: String,
    pub fr: FrenchPage,
}

impl AboutEntry {
    pub fn words(&self, lang: Lang) -> Words<'_> {
        match lang {
            Lang::En => Words {
                heading: &self.heading,
                sub_heading: &self.sub_heading,
                text: &self.text,
            },
            Lang::Fr => self.fr.words(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PortfolioCategory {
    /// The English name, which is also the category's key in addresses, in both languages.
    pub name: String,
    pub fr: FrenchCategory,
    pub items: Vec<PortfolioProject>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct FrenchCategory {
    /// The name French pages show.
    pub name: String,
}

impl PortfolioCategory {
    /// The name pages in `lang` show.
    pub fn name_in(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.name,
            Lang::Fr => &self.fr.name,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PortfolioProject {
    pub image: String,
    pub heading: String,
    pub sub_heading: String,
    pub text_data: String,
    pub fr: FrenchArticle,
}

impl PortfolioProject {
    pub fn words(&self, lang: Lang) -> Words<'_> {
        match lang {
            Lang::En => Words {
                heading: &self.heading,
                sub_heading: &self.sub_heading,
                text: &self.text_data,
            },
            Lang::Fr => self.fr.words(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Newsletter {
    pub id: String,
    pub subject: String,
    pub sub_heading: String,
    /// `YYYY-MM-DD`, so text order is date order.
    pub published: String,
    pub text: String,
    pub fr: FrenchNewsletter,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct FrenchNewsletter {
    pub subject: String,
    pub sub_heading: String,
    pub text: String,
}

impl Newsletter {
    pub fn words(&self, lang: Lang) -> Words<'_> {
        let (subject, sub_heading, text) = match lang {
            Lang::En => (&self.subject, &self.sub_heading, &self.text),
            Lang::Fr => (&self.fr.subject, &self.fr.sub_heading, &self.fr.text),
        };
        Words {
            heading: subject,
            sub_heading,
            text,
        }
    }
}

/// Persona pages are served by `/iam/{id}` and `/blog/{id}`; blog articles by `/blog/{id}` only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ArticleKind {
    Persona,
    Blog,
}

impl ArticleKind {
    /// As stored in `articles.kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            ArticleKind::Persona => "persona",
            ArticleKind::Blog => "blog",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Article {
    pub id: String,
    pub kind: ArticleKind,
    pub heading: String,
    pub sub_heading: String,
    pub published: String,
    pub image: String,
    pub text_data: String,
    pub fr: FrenchArticle,
}

impl Article {
    pub fn words(&self, lang: Lang) -> Words<'_> {
        match lang {
            Lang::En => Words {
                heading: &self.heading,
                sub_heading: &self.sub_heading,
                text: &self.text_data,
            },
            Lang::Fr => self.fr.words(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Figures {
    pub who_we_are: Vec<FigureRow>,
    pub small_business_loans: Vec<FigureRow>,
}

/// A labelled percentage, 0 to 100.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FigureRow {
    pub title: String,
    pub description: u8,
    pub fr: FrenchFigure,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct FrenchFigure {
    pub title: String,
}

/// One searchable page in one language, as stored in `search_documents`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchDocument {
    /// 1-based, in content order, English documents first: the last tie-breaker of the ranking.
    pub position: i64,
    /// The language of its text; a search reads the documents of one language.
    pub lang: Lang,
    pub kind: site_core::search::Kind,
    /// The page's site path in `lang`.
    pub url: String,
    /// Plain text, as the result shows it.
    pub title: String,
    /// Plain text: the sub-heading and the text without markers, for the snippet.
    pub body: String,
    /// What the index matches: [`site_core::search::index_text`] of `title` and of `body`.
    pub title_folded: String,
    pub body_folded: String,
}
