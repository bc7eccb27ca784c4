//! The site's pages, once: each page's key, route, title, breadcrumb parents, description and how
//! it is rendered. The web app's routes, menus and breadcrumbs, its prerender list, the server's
//! documents and sitemap and the end-to-end tests all read this list (exported to
//! `bindings/pages.ts` by codegen), so a page's path is written here and nowhere else.

use crate::codegen::quote as json;
use std::fmt::Write;

/// How the server renders a page before the app's scripts run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rendering {
    /// The app writes the page's text; the web build prerenders it and the server embeds it.
    Prerendered,
    /// Heading and description only (the page's data is fetched by the browser).
    Summary,
    /// A lead form: heading and description; the form itself needs the app.
    Form,
    /// Heading and text come from the database (the title here names it in breadcrumbs).
    Database,
    /// A database page (its heading from the database) whose text the app writes and the web
    /// build prerenders.
    DatabasePrerendered,
    /// A page a link in an email opens (confirm a subscription, unsubscribe): heading and
    /// description here, the text the server writes for the link's outcome. Never indexed.
    EmailLink,
}

impl Rendering {
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Prerendered => "prerendered",
            Self::Summary => "summary",
            Self::Form => "form",
            Self::Database => "database",
            Self::DatabasePrerendered => "databasePrerendered",
            Self::EmailLink => "emailLink",
        }
    }

    /// Whether the page's heading and description are written here (not read from the database).
    pub const fn is_static(self) -> bool {
        matches!(
            self,
            Self::Prerendered | Self::Summary | Self::Form | Self::EmailLink
        )
    }

    /// Whether the page belongs in the sitemap and may be indexed: every static page but the
    /// ones an email's link opens (their address carries a token).
    pub const fn is_indexed(self) -> bool {
        self.is_static() && !matches!(self, Self::EmailLink)
    }

    /// Whether the web build prerenders the page's text.
    pub const fn is_prerendered(self) -> bool {
        matches!(self, Self::Prerendered | Self::DatabasePrerendered)
    }
}

/// One page of the site.
#[derive(Debug, PartialEq, Eq)]
pub struct Page {
    /// The name code uses for the page (TypeScript: `PAGES.whoWeAre`).
    pub key: &'static str,
    /// The route, in react-router's pattern syntax (`/about/:id`, `/services/*`).
    pub path: &'static str,
    /// The page's heading (`<h1>`) and document title; for a database page, its name in the
    /// breadcrumbs of the pages below it (empty when nothing is below it).
    pub title: &'static str,
    /// The page's name in breadcrumbs, its own and its children's: its title unless named apart.
    pub crumb: &'static str,
    /// The pages above this one, from the top (the server's breadcrumbs always start at home).
    pub parents: &'static [&'static Page],
    /// The meta description (empty for database pages: theirs comes from their text).
    pub description: &'static str,
    pub rendering: Rendering,
}

impl Page {
    /// Whether the route has parameters (`:id`, `*`): a pattern, not one address.
    pub fn is_pattern(&self) -> bool {
        self.path.contains(':') || self.path.contains('*')
    }

    /// The page with its own name in breadcrumbs.
    const fn crumb(self, crumb: &'static str) -> Self {
        Self { crumb, ..self }
    }

    /// The document title before ` | ` and the organisation's name: empty for the home page.
    pub fn document_title(&self) -> &'static str {
        if self.path == HOME.path {
            ""
        } else {
            self.title
        }
    }
}

const fn page(
    key: &'static str,
    path: &'static str,
    title: &'static str,
    parents: &'static [&'static Page],
    description: &'static str,
    rendering: Rendering,
) -> Page {
    Page {
        key,
        path,
        title,
        crumb: title,
        parents,
        description,
        rendering,
    }
}

use Rendering::{Database, DatabasePrerendered, EmailLink, Form, Prerendered, Summary};

pub const HOME: Page = page(
    "home",
    "/",
    "Start, finance and grow your business in Canada",
    &[],
    "Cedarline Business Group helps entrepreneurs in Canada plan, finance and grow their business: advisory, small business loans, acquisitions, IT solutions and digital marketing.",
    Summary,
);
pub const ABOUT: Page = page(
    "about",
    "/about",
    "About us",
    &[],
    "Who Cedarline Business Group is, what we do for entrepreneurs across Canada, our research, our governance and the people behind our work.",
    Summary,
);
pub const WHAT_WE_DO: Page = page(
    "whatWeDo",
    "/about/what-we-do",
    "What we do",
    &[&ABOUT],
    "Going global starts with a solid base: how Cedarline Business Group helps entrepreneurs set up and grow in Canada and North America, and the team that does it.",
    Prerendered,
);
pub const WHO_WE_ARE: Page = page(
    "whoWeAre",
    "/about/who-we-are",
    "Who we are",
    &[&ABOUT],
    "Why many startups fail, who can approach Cedarline Business Group, and the expertise our advisors bring to every file.",
    Prerendered,
);
pub const ANALYSIS_AND_RESEARCH: Page = page(
    "analysisAndResearch",
    "/about/analysis-and-research",
    "Analysis and Research",
    &[&ABOUT],
    "A four-step business impact assessment (assess, compare, improve, act) and the research our economists publish for entrepreneurs.",
    Prerendered,
);
pub const MEDIA_ROOM: Page = page(
    "mediaRoom",
    "/about/media-room",
    "Media room",
    &[&ABOUT],
    "Resources for journalists and researchers: our spokespeople, the topics we comment on and how to reach our media relations team.",
    Prerendered,
);
pub const EVENTS_AND_SPONSORSHIPS: Page = page(
    "eventsAndSponsorships",
    "/about/events-and-sponsorships",
    "Events and sponsorships",
    &[&ABOUT],
    "The entrepreneurship events, competitions and community initiatives Cedarline Business Group organizes and sponsors across Canada.",
    Prerendered,
);
pub const CORPORATE_GOVERNANCE: Page = page(
    "corporateGovernance",
    "/about/corporate-governance",
    "Corporate governance",
    &[&ABOUT],
    "How Cedarline Business Group is governed: our board, its committees, our code of conduct and how we report on our activities.",
    Prerendered,
);
pub const AWARDS_AND_DISTINCTIONS: Page = page(
    "awardsAndDistinctions",
    "/about/award-and-distinctions",
    "Awards and distinctions",
    &[&ABOUT],
    "The awards and distinctions Cedarline Business Group and its clients have received for their work with Canadian entrepreneurs.",
    Prerendered,
);
pub const B_CORPS: Page = page(
    "bCorps",
    "/about/b-corps",
    "We're a B Corp",
    &[&ABOUT],
    "Why Cedarline Business Group is a certified B Corporation, and how we measure our impact on clients, employees, communities and the environment.",
    Prerendered,
);
pub const NEWS_AND_EVENTS: Page = page(
    "newsAndEvents",
    "/about/news-and-events",
    "News and events",
    &[&ABOUT],
    "News from Cedarline Business Group and upcoming events for entrepreneurs: workshops, webinars and information sessions.",
    Prerendered,
);
pub const CAREERS: Page = page(
    "careers",
    "/about/careers",
    "Careers",
    &[&ABOUT],
    "Work at Cedarline Business Group: open positions, our culture of progress without boundaries and the team you would join.",
    Prerendered,
);
pub const AVAILABLE_POSITIONS: Page = page(
    "availablePositions",
    "/about/careers/available-positions",
    "Available positions",
    &[&ABOUT, &CAREERS],
    "The positions open at Cedarline Business Group in advisory, lending, research and digital services, and how to apply.",
    Prerendered,
);
pub const PROGRESS_WITHOUT_BOUNDARIES: Page = page(
    "progressWithoutBoundaries",
    "/about/careers/progress-without-boundries",
    "Progress without boundaries",
    &[&ABOUT, &CAREERS],
    "Training, mentoring and flexible work: how Cedarline Business Group helps every employee grow, wherever they start.",
    Prerendered,
);
pub const MEET_OUR_TEAM: Page = page(
    "meetOurTeam",
    "/about/careers/meet-our-team",
    "Meet our team",
    &[&ABOUT, &CAREERS],
    "Meet the advisors, loan officers, analysts and digital specialists who work with entrepreneurs at Cedarline Business Group.",
    Prerendered,
);
pub const CAREER: Page = page(
    "career",
    "/about/careers/:id",
    "",
    &[&ABOUT, &CAREERS],
    "",
    Database,
);
pub const ABOUT_CHILD: Page = page("aboutChild", "/about/:id", "", &[&ABOUT], "", Database);
pub const ABOUT_SECTION_CHILD: Page = page(
    "aboutSectionChild",
    "/about/:section/:id",
    "",
    &[&ABOUT],
    "",
    Database,
);
pub const SERVICES: Page = page(
    "services",
    "/services",
    "Services",
    &[],
    "Advisory, financing, business acquisitions, industry expertise, IT solutions and digital marketing for Canadian small and medium-sized businesses.",
    Summary,
);
/// Served by the service page (as `/services/*` is); named here as the parent of its template
/// page and for the navbar's services menu.
pub const ADVISORY: Page = page(
    "advisory",
    "/services/advisory",
    "Advisory",
    &[&SERVICES],
    "",
    Database,
);
/// Served by the service page; the parent of the loans page, in the navbar's services menu.
pub const FINANCING: Page = page(
    "financing",
    "/services/financing",
    "Financing",
    &[&SERVICES],
    "",
    Database,
);
/// Served by the service page; in the navbar's services menu.
pub const BUSINESS_ACQUISITIONS: Page = page(
    "businessAcquisitions",
    "/services/business-acquisitions",
    "Business acquisitions",
    &[&SERVICES],
    "",
    Database,
);
/// Served by the service page; in the navbar's services menu.
pub const INDUSTRIES: Page = page(
    "industries",
    "/services/industries",
    "Industries",
    &[&SERVICES],
    "",
    Database,
);
pub const BUSINESS_PLAN_TEMPLATE: Page = page(
    "businessPlanTemplate",
    "/services/advisory/business-plan-template",
    "Advisory",
    &[&SERVICES, &ADVISORY],
    "Get your tailored business plan template: a blank template with a financial appendix, a user guide and glossary, an example plan and practical tools.",
    Prerendered,
)
.crumb("Business plan template");
pub const IT_SOLUTIONS: Page = page(
    "itSolutions",
    "/services/it-solutions",
    "IT solutions",
    &[&SERVICES],
    "",
    DatabasePrerendered,
);
pub const DIGITAL_MARKETING: Page = page(
    "digitalMarketing",
    "/services/digital-marketing",
    "Digital marketing",
    &[&SERVICES],
    "",
    DatabasePrerendered,
);
pub const ARTICLES_AND_TOOLS: Page = page(
    "articlesAndTools",
    "/services/articles-and-tools",
    "Articles and tools",
    &[&SERVICES],
    "",
    DatabasePrerendered,
);
pub const NEWSLETTERS: Page = page(
    "newsletters",
    "/services/articles-and-tools/newsletters-and-economic-letter",
    "Newsletters and economic letter",
    &[&SERVICES, &ARTICLES_AND_TOOLS],
    "Our newsletters and economic letters for entrepreneurs: market trends, financing news and practical advice, newest first. Subscribe to receive them.",
    Summary,
);
pub const SMALL_BUSINESS_LOANS: Page = page(
    "smallBusinessLoans",
    "/services/financing/small-business-loans",
    "Financing",
    &[&SERVICES, &FINANCING],
    "Small business loans for companies operating for at least 2 years: 100% online, no application fees, affordable rates and no penalties.",
    Prerendered,
)
.crumb("Small business loans");
pub const PORTFOLIO: Page = page(
    "portfolio",
    "/services/it-solutions/portfolio",
    "Portfolio",
    &[&SERVICES, &IT_SOLUTIONS],
    "Websites, mobile applications and digital projects the IT solutions team of Cedarline Business Group has delivered for its clients.",
    Summary,
);
pub const PORTFOLIO_CATEGORY: Page = page(
    "portfolioCategory",
    "/services/it-solutions/portfolio/:name",
    "",
    &[&SERVICES, &IT_SOLUTIONS, &PORTFOLIO],
    "",
    Database,
);
pub const SERVICE: Page = page("service", "/services/*", "", &[&SERVICES], "", Database);
pub const ADVISORY_REQUEST: Page = page(
    "advisoryRequest",
    "/request-advisory-services",
    "Request advisory services",
    &[&SERVICES],
    "Tell us about your business and the advice you need: an advisor from Cedarline Business Group will contact you to discuss it.",
    Form,
);
pub const LOAN_REQUEST: Page = page(
    "loanRequest",
    "/request-business-loan",
    "Request a business loan",
    &[&SERVICES],
    "Apply online for a small business loan with no application fees: tell us about your company and the amount you need.",
    Form,
);
pub const BLOG: Page = page(
    "blog",
    "/blog",
    "Blog",
    &[&HOME],
    "Practical articles for entrepreneurs in Canada on pricing, cash flow, financing and growth, and pages for every kind of founder we serve.",
    Summary,
);
/// A blog article, or a persona page read at its blog address.
pub const ARTICLE: Page = page("article", "/blog/:id", "", &[&BLOG], "", Database);
pub const PERSONA: Page = page("persona", "/iam/:id", "", &[&BLOG], "", Database);
pub const CONTACT: Page = page(
    "contact",
    "/contact",
    "Contact us",
    &[&HOME],
    "Write to Cedarline Business Group or call our toll-free line: our advisors answer entrepreneurs from across Canada.",
    Summary,
);
pub const WRITE_US: Page = page(
    "writeUs",
    "/contact/write-us",
    "Write us",
    &[&CONTACT],
    "Send a message to Cedarline Business Group: tell us about your project and an advisor will answer you.",
    Form,
);
pub const TERMS_OF_USE: Page = page(
    "termsOfUse",
    "/contact/terms-of-use",
    "Terms of use",
    &[&CONTACT],
    "The terms that govern the use of the Cedarline Business Group website and client space.",
    Prerendered,
);
pub const HELP_MESSAGE: Page = page(
    "helpMessage",
    "/contact/terms-of-use/write-us",
    "Send us a message",
    &[&CONTACT, &TERMS_OF_USE],
    "A question about our terms of use or the client space? Send us a message and we will answer you.",
    Form,
);
pub const CLIENT_SPACE: Page = page(
    "clientSpace",
    "/contact/terms-of-use/client-space",
    "Client space",
    &[&CONTACT, &TERMS_OF_USE],
    "The Cedarline Business Group client space: your files, documents and messages with your advisor in one secure place.",
    Prerendered,
);
pub const CONFIDENTIALITY: Page = page(
    "confidentiality",
    "/contact/Confidentiality",
    "Confidentiality",
    &[&CONTACT],
    "How Cedarline Business Group collects, uses, keeps and protects your personal information, and how to exercise your rights.",
    Prerendered,
);
pub const PRIVACY_POLICY: Page = page(
    "privacyPolicy",
    "/contact/privacy-policy",
    "Privacy policy",
    &[&CONTACT],
    "What personal information Cedarline Business Group collects through this website, why, where it is kept and for how long, and how to see, correct, withdraw or erase it.",
    Prerendered,
);
pub const ACCESSIBILITY: Page = page(
    "accessibility",
    "/contact/accessibility",
    "Accessibility",
    &[&CONTACT],
    "Our accessibility statement: the standard this website aims for, what we know is not yet right, and how to tell us about a barrier.",
    Prerendered,
);
pub const SECURITY: Page = page(
    "security",
    "/contact/security",
    "Security",
    &[&CONTACT],
    "How Cedarline Business Group protects its systems and your data, what we will never ask you, and how to protect yourself from fraud.",
    Prerendered,
);
pub const TRANSPARENCY: Page = page(
    "transparency",
    "/contact/transparency",
    "Transparency",
    &[&CONTACT],
    "Our commitments to transparency: fees, complaints handling, supplier practices and the reports we publish.",
    Prerendered,
);
pub const NEWSLETTER_CONFIRM: Page = page(
    "newsletterConfirm",
    "/newsletter/confirm",
    "Confirm your subscription",
    &[&HOME],
    "Confirm your subscription to the Cedarline Business Group newsletter and economic letter.",
    EmailLink,
);
pub const NEWSLETTER_UNSUBSCRIBE: Page = page(
    "newsletterUnsubscribe",
    "/newsletter/unsubscribe",
    "Unsubscribe",
    &[&HOME],
    "Stop receiving the Cedarline Business Group newsletter and economic letter.",
    EmailLink,
);
pub const SEARCH: Page = page(
    "search",
    "/search",
    "Search",
    &[&HOME],
    "Search the services, articles, newsletters, portfolio and pages of Cedarline Business Group.",
    Summary,
);

/// Every page, in the order of the app's routes (a more specific route before a pattern that
/// would also match it).
pub const PAGES: &[&Page] = &[
    &HOME,
    &ABOUT,
    &WHAT_WE_DO,
    &WHO_WE_ARE,
    &ANALYSIS_AND_RESEARCH,
    &MEDIA_ROOM,
    &EVENTS_AND_SPONSORSHIPS,
    &CORPORATE_GOVERNANCE,
    &AWARDS_AND_DISTINCTIONS,
    &B_CORPS,
    &NEWS_AND_EVENTS,
    &CAREERS,
    &AVAILABLE_POSITIONS,
    &PROGRESS_WITHOUT_BOUNDARIES,
    &MEET_OUR_TEAM,
    &CAREER,
    &ABOUT_CHILD,
    &ABOUT_SECTION_CHILD,
    &SERVICES,
    &ADVISORY,
    &FINANCING,
    &BUSINESS_ACQUISITIONS,
    &INDUSTRIES,
    &BUSINESS_PLAN_TEMPLATE,
    &IT_SOLUTIONS,
    &DIGITAL_MARKETING,
    &ARTICLES_AND_TOOLS,
    &NEWSLETTERS,
    &SMALL_BUSINESS_LOANS,
    &PORTFOLIO,
    &PORTFOLIO_CATEGORY,
    &SERVICE,
    &ADVISORY_REQUEST,
    &LOAN_REQUEST,
    &BLOG,
    &ARTICLE,
    &PERSONA,
    &CONTACT,
    &WRITE_US,
    &TERMS_OF_USE,
    &HELP_MESSAGE,
    &CLIENT_SPACE,
    &CONFIDENTIALITY,
    &PRIVACY_POLICY,
    &ACCESSIBILITY,
    &SECURITY,
    &TRANSPARENCY,
    &NEWSLETTER_CONFIRM,
    &NEWSLETTER_UNSUBSCRIBE,
    &SEARCH,
];

/// The page whose heading and description are written here, at exactly `path`.
pub fn static_page(path: &str) -> Option<&'static Page> {
    PAGES
        .iter()
        .copied()
        .find(|page| page.rendering.is_static() && page.path == path)
}

/// The page of one address (no pattern), whatever its rendering.
pub fn at(path: &str) -> Option<&'static Page> {
    PAGES
        .iter()
        .copied()
        .find(|page| !page.is_pattern() && page.path == path)
}

impl Page {
    /// The route's parameters in `path` (a `*` takes the rest, at least one segment), or `None`
    /// when the route does not match.
    pub fn match_path<'a>(&self, path: &'a str) -> Option<Vec<&'a str>> {
        let mut rest = path.strip_prefix('/')?;
        let mut params = Vec::new();
        let mut pattern = self.path.trim_start_matches('/').split('/').peekable();
        while let Some(part) = pattern.next() {
            if part == "*" {
                if rest.is_empty() || pattern.peek().is_some() {
                    return None;
                }
                params.push(rest);
                return Some(params);
            }
            let (segment, after) = rest
                .split_once('/')
                .map_or((rest, None), |(s, a)| (s, Some(a)));
            if part.starts_with(':') {
                if segment.is_empty() {
                    return None;
                }
                params.push(segment);
            } else if part != segment {
                return None;
            }
            match (after, pattern.peek()) {
                (Some(after), Some(_)) => rest = after,
                (None, None) => return Some(params),
                _ => return None,
            }
        }
        None
    }

    /// The route's address with `params` in place of its `:name` and `*` parts, in order (a part
    /// left without a parameter stays as written, which the tests of each caller would show).
    pub fn address(&self, params: &[&str]) -> String {
        let mut params = params.iter();
        self.path
            .split('/')
            .map(|part| {
                if part.starts_with(':') || part == "*" {
                    params.next().copied().unwrap_or(part)
                } else {
                    part
                }
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// How specific the route is: more fixed segments first, then no `*`.
    fn specificity(&self) -> (usize, bool) {
        let fixed = self
            .path
            .split('/')
            .filter(|part| !part.is_empty() && !part.starts_with(':') && *part != "*")
            .count();
        (fixed, !self.path.contains('*'))
    }
}

/// The page whose route serves `path`, with its parameters: the most specific route that
/// matches, as the app's router chooses.
pub fn route(path: &str) -> Option<(&'static Page, Vec<&str>)> {
    PAGES
        .iter()
        .filter_map(|page| page.match_path(path).map(|params| (*page, params)))
        .max_by_key(|(page, _)| page.specificity())
}

/// `bindings/pages.ts`: the pages as a TypeScript object keyed by page key.
pub fn typescript_module() -> String {
    let mut out = String::from(
        "// Generated by `cargo xtask codegen` from crates/core. Do not edit.\n\
         // The site's pages: route, title, breadcrumb parents, description and rendering.\n\n\
         /** How the server renders a page before the app's scripts run. */\n\
         export type PageRendering = \"prerendered\" | \"summary\" | \"form\" | \"database\" | \"databasePrerendered\" | \"emailLink\";\n\n\
         export interface SitePage {\n  readonly key: string;\n  readonly path: string;\n  readonly title: string;\n  readonly crumb: string;\n  readonly parents: readonly string[];\n  readonly description: string;\n  readonly rendering: PageRendering;\n}\n\n\
         export const PAGES = {\n",
    );
    for page in PAGES {
        let parents: Vec<String> = page.parents.iter().map(|p| json(p.key)).collect();
        let _ = writeln!(
            out,
            "  {}: {{ key: {}, path: {}, title: {}, crumb: {}, parents: [{}], description: {}, rendering: {} }},",
            page.key,
            json(page.key),
            json(page.path),
            json(page.title),
            json(page.crumb),
            parents.join(", "),
            json(page.description),
            json(page.rendering.as_str()),
        );
    }
    out.push_str(
        "} as const satisfies Record<string, SitePage>;\n\n\
         /** The name code uses for a page. */\n\
         export type PageKey = keyof typeof PAGES;\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_paths_are_unique() {
        for (i, page) in PAGES.iter().enumerate() {
            for other in &PAGES[i + 1..] {
                assert_ne!(page.key, other.key);
                assert_ne!(page.path, other.path);
            }
        }
    }

    #[test]
    fn static_pages_are_titled_and_described() {
        for page in PAGES.iter().filter(|page| page.rendering.is_static()) {
            assert!(!page.title.is_empty(), "{}", page.key);
            assert!(!page.is_pattern(), "{}", page.key);
            // Search engines show about 160 characters.
            assert!((60..=200).contains(&page.description.len()), "{}", page.key);
        }
        for page in PAGES.iter().filter(|page| !page.rendering.is_static()) {
            assert!(
                page.description.is_empty(),
                "{}: its text describes it",
                page.key
            );
        }
    }

    #[test]
    fn parents_are_listed_pages_above_their_children() {
        for page in PAGES {
            for parent in page.parents {
                assert!(PAGES.contains(parent), "{} → {}", page.key, parent.key);
                assert!(
                    !parent.is_pattern() && !parent.crumb.is_empty(),
                    "{}",
                    parent.key
                );
                let above =
                    parent.path == "/" || page.path.starts_with(&format!("{}/", parent.path));
                // The request forms sit under services in the breadcrumb, not in the address; the
                // persona pages under the blog.
                assert!(
                    above || page.rendering == Form || *page == &PERSONA,
                    "{}",
                    page.key
                );
            }
        }
    }

    #[test]
    fn the_spec_spelling_of_a_few_pages() {
        // Spec §2 spells these addresses so (typos included); their titles are spec §3's.
        assert_eq!(
            PROGRESS_WITHOUT_BOUNDARIES.path,
            "/about/careers/progress-without-boundries"
        );
        assert_eq!(
            AWARDS_AND_DISTINCTIONS.path,
            "/about/award-and-distinctions"
        );
        assert_eq!(CONFIDENTIALITY.path, "/contact/Confidentiality");
        assert_eq!(SMALL_BUSINESS_LOANS.title, "Financing");
        assert_eq!(BUSINESS_PLAN_TEMPLATE.title, "Advisory");
        assert_eq!(HOME.document_title(), "");
        assert_eq!(ABOUT.document_title(), "About us");
    }

    #[test]
    fn lookups() {
        assert_eq!(static_page("/about/who-we-are"), Some(&WHO_WE_ARE));
        assert_eq!(static_page("/services/it-solutions"), None);
        assert_eq!(at("/services/it-solutions"), Some(&IT_SOLUTIONS));
        assert_eq!(at("/about/:id"), None);
    }

    #[test]
    fn routes_choose_the_most_specific_page() {
        fn key(path: &str) -> Option<(&'static str, Vec<&str>)> {
            route(path).map(|(page, params)| (page.key, params))
        }
        assert_eq!(key("/"), Some(("home", vec![])));
        assert_eq!(key("/about/who-we-are"), Some(("whoWeAre", vec![])));
        assert_eq!(key("/about/careers/x"), Some(("career", vec!["x"])));
        assert_eq!(key("/about/x"), Some(("aboutChild", vec!["x"])));
        assert_eq!(
            key("/about/b-corps/x"),
            Some(("aboutSectionChild", vec!["b-corps", "x"]))
        );
        assert_eq!(key("/services/advisory"), Some(("advisory", vec![])));
        assert_eq!(
            key("/services/advisory/x"),
            Some(("service", vec!["advisory/x"]))
        );
        assert_eq!(
            key("/services/it-solutions/portfolio/Online%20Stores"),
            Some(("portfolioCategory", vec!["Online%20Stores"]))
        );
        assert_eq!(key("/iam/supplier"), Some(("persona", vec!["supplier"])));
        assert_eq!(key("/blog"), Some(("blog", vec![])));
        for missing in [
            "/nope",
            "/about/a/b/c",
            "/services",
            "/blog/",
            "/iam",
            "",
            "/services/",
        ] {
            let found = key(missing);
            assert!(
                found.is_none() || missing == "/services",
                "{missing}: {found:?}"
            );
        }
        assert_eq!(key("/services"), Some(("services", vec![])));
    }

    #[test]
    fn addresses_fill_a_route_in_order() {
        assert_eq!(
            CAREER.address(&["loan-officer"]),
            "/about/careers/loan-officer"
        );
        assert_eq!(
            ABOUT_SECTION_CHILD.address(&["b-corps", "x"]),
            "/about/b-corps/x"
        );
        assert_eq!(
            SERVICE.address(&["it-solutions/web"]),
            "/services/it-solutions/web"
        );
        assert_eq!(WHO_WE_ARE.address(&[]), "/about/who-we-are");
    }

    #[test]
    fn the_typescript_module_lists_every_page() {
        let module = typescript_module();
        assert_eq!(module.matches(", rendering: \"").count(), PAGES.len());
        assert!(module.contains(
            "  careers: { key: \"careers\", path: \"/about/careers\", title: \"Careers\", crumb: \"Careers\", parents: [\"about\"],"
        ));
        assert!(module.contains("title: \"We're a B Corp\""));
    }
}
