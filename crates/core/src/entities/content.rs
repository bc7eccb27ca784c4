use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A service of the services tree. `text` is marker text (`crates/core/src/markers/`), never
/// HTML.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Service {
    #[serde(rename = "_id")]
    pub id: String,
    pub heading: String,
    #[serde(rename = "subHeading")]
    pub sub_heading: String,
    /// Path of the image under the media base (`services/advisory.svg`).
    pub image: String,
    /// The image's site-absolute address (`/media/services/advisory.svg`).
    pub image_url: String,
    pub text: String,
    /// The parent service's `_id`; null for a top-level service.
    pub parent: Option<String>,
    /// The service's site path (`/services/it-solutions`).
    pub perma_link: String,
}

/// A service together with its children (the `parent` of a services page).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ServiceWithChildren {
    #[serde(flatten)]
    pub service: Service,
    #[serde(rename = "allChildren")]
    pub all_children: Vec<Service>,
}

/// `GET /api/service/all`: the top-level services.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ServiceChildren {
    #[serde(rename = "allChildren")]
    pub all_children: Vec<Service>,
}

/// `GET /api/service/all/{path}`: a service, its children, and the children again at the top
/// level as the spec's pages read them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ServiceTree {
    pub parent: ServiceWithChildren,
    #[serde(rename = "allChildren")]
    pub all_children: Vec<Service>,
}

/// A child card of an about section (analysis and research, awards, B Corp, careers, events).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AboutChild {
    #[serde(rename = "_id")]
    pub id: String,
    pub heading: String,
    #[serde(rename = "subHeading")]
    pub sub_heading: String,
}

/// `GET /api/about/all/{slug}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AboutChildren {
    #[serde(rename = "allChildren")]
    pub all_children: Vec<AboutChild>,
}

/// `GET /api/about/{id}`: an about detail page. `text` is marker text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AboutPage {
    pub heading: String,
    #[serde(rename = "subHeading")]
    pub sub_heading: String,
    pub text: String,
}

/// A labelled percentage: a who-we-are figure or a loan indicator. `description` is 0 to 100.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Figure {
    pub title: String,
    pub description: u8,
}

/// One project of the portfolio. `text_data` is marker text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PortfolioItem {
    pub image: String,
    pub heading: String,
    pub sub_heading: String,
    pub text_data: String,
}

/// A portfolio category (an IT solutions category) and its projects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PortfolioCategory {
    /// The category's English name: its key in the site's addresses, in both languages.
    pub name: String,
    /// The category's name in the answer's language, for display.
    pub label: String,
    pub contents: Vec<PortfolioItem>,
}

/// A persona ("I am") page or a blog article. `text_data` is marker text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Article {
    pub heading: String,
    pub sub_heading: String,
    pub text_data: String,
}

/// An article or persona page in the blog's list (`GET /api/blog`, newest first): what its
/// card shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BlogEntry {
    #[serde(rename = "_id")]
    pub id: String,
    pub heading: String,
    pub sub_heading: String,
    /// A media path (`articles/x.svg`), served under `/media/`.
    pub image: String,
    /// RFC 3339.
    pub published: String,
}

/// A newsletter or economic letter in a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Newsletter {
    #[serde(rename = "_id")]
    pub id: String,
    pub subject: String,
    pub sub_heading: String,
}

/// One batch of newsletters and the cursor to the next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct NewsletterPage {
    #[serde(rename = "isNextAvailable")]
    pub is_next_available: bool,
    /// The last returned id, to send as `id` for the next batch; null when the batch is empty.
    #[serde(rename = "lastNewsLetterId")]
    pub last_newsletter_id: Option<String>,
    #[serde(rename = "foundNewsLetters")]
    pub found_newsletters: Vec<Newsletter>,
}
