//! The pages whose text is written in the web app rather than in the database: for each, where
//! it sits (its breadcrumb) and a description, which is the page's meta description and the text
//! served when the web build has not prerendered the page. Their headings and titles are core's
//! `PAGE_TITLES`, which the app shows too.

use crate::site_paths;
use site_core::constants::PAGE_TITLES;

/// One page of the web app with its own text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaticPage {
    pub path: &'static str,
    /// The pages above this one, from the top: (name, path).
    pub parents: &'static [(&'static str, &'static str)],
    pub description: &'static str,
}

impl StaticPage {
    /// The page's `<h1>`, from core's `PAGE_TITLES` (a test holds every page to having one).
    pub fn heading(&self) -> &'static str {
        PAGE_TITLES
            .iter()
            .find(|(path, _)| *path == self.path)
            .map_or(self.path, |(_, title)| *title)
    }

    /// The title before ` | Cedarline Business Group`: empty for the home page (the name alone).
    pub fn title(&self) -> &'static str {
        if self.path == "/" { "" } else { self.heading() }
    }
}

const ABOUT: (&str, &str) = ("About us", "/about");
const CAREERS: (&str, &str) = ("Careers", "/about/careers");
const SERVICES: (&str, &str) = ("Services", "/services");
const CONTACT: (&str, &str) = ("Contact us", "/contact");
const TERMS: (&str, &str) = ("Terms of use", "/contact/terms-of-use");
const IT_SOLUTIONS: (&str, &str) = ("IT solutions", "/services/it-solutions");
const ARTICLES_AND_TOOLS: (&str, &str) = ("Articles and tools", "/services/articles-and-tools");

const fn page(
    path: &'static str,
    parents: &'static [(&'static str, &'static str)],
    description: &'static str,
) -> StaticPage {
    StaticPage {
        path,
        parents,
        description,
    }
}

/// The IT solutions, digital marketing and articles-and-tools pages are not here: the app titles
/// them with their service's heading, so they are database pages (the web build still
/// prerenders their text).
pub const STATIC_PAGES: &[StaticPage] = &[
    page(
        "/",
        &[],
        "Cedarline Business Group helps entrepreneurs in Canada plan, finance and grow their business: advisory, small business loans, acquisitions, IT solutions and digital marketing.",
    ),
    page(
        "/about",
        &[],
        "Who Cedarline Business Group is, what we do for entrepreneurs across Canada, our research, our governance and the people behind our work.",
    ),
    page(
        "/services",
        &[],
        "Advisory, financing, business acquisitions, industry expertise, IT solutions and digital marketing for Canadian small and medium-sized businesses.",
    ),
    page(
        "/blog",
        &[],
        "Practical articles for entrepreneurs in Canada on pricing, cash flow, financing and growth, and pages for every kind of founder we serve.",
    ),
    page(
        "/contact",
        &[],
        "Write to Cedarline Business Group or call our toll-free line: our advisors answer entrepreneurs from across Canada.",
    ),
    page(
        "/search",
        &[],
        "Search the services, articles, newsletters, portfolio and pages of Cedarline Business Group.",
    ),
    page(
        "/request-advisory-services",
        &[SERVICES],
        "Tell us about your business and the advice you need: an advisor from Cedarline Business Group will contact you to discuss it.",
    ),
    page(
        "/request-business-loan",
        &[SERVICES],
        "Apply online for a small business loan with no application fees: tell us about your company and the amount you need.",
    ),
    page(
        "/about/what-we-do",
        &[ABOUT],
        "Going global starts with a solid base: how Cedarline Business Group helps entrepreneurs set up and grow in Canada and North America, and the team that does it.",
    ),
    page(
        "/about/who-we-are",
        &[ABOUT],
        "Why many startups fail, who can approach Cedarline Business Group, and the expertise our advisors bring to every file.",
    ),
    page(
        "/about/analysis-and-research",
        &[ABOUT],
        "A four-step business impact assessment (assess, compare, improve, act) and the research our economists publish for entrepreneurs.",
    ),
    page(
        "/about/media-room",
        &[ABOUT],
        "Resources for journalists and researchers: our spokespeople, the topics we comment on and how to reach our media relations team.",
    ),
    page(
        "/about/events-and-sponsorships",
        &[ABOUT],
        "The entrepreneurship events, competitions and community initiatives Cedarline Business Group organizes and sponsors across Canada.",
    ),
    page(
        "/about/corporate-governance",
        &[ABOUT],
        "How Cedarline Business Group is governed: our board, its committees, our code of conduct and how we report on our activities.",
    ),
    page(
        "/about/award-and-distinctions",
        &[ABOUT],
        "The awards and distinctions Cedarline Business Group and its clients have received for their work with Canadian entrepreneurs.",
    ),
    page(
        "/about/b-corps",
        &[ABOUT],
        "Why Cedarline Business Group is a certified B Corporation, and how we measure our impact on clients, employees, communities and the environment.",
    ),
    page(
        "/about/news-and-events",
        &[ABOUT],
        "News from Cedarline Business Group and upcoming events for entrepreneurs: workshops, webinars and information sessions.",
    ),
    page(
        "/about/careers",
        &[ABOUT],
        "Work at Cedarline Business Group: open positions, our culture of progress without boundaries and the team you would join.",
    ),
    page(
        "/about/careers/available-positions",
        &[ABOUT, CAREERS],
        "The positions open at Cedarline Business Group in advisory, lending, research and digital services, and how to apply.",
    ),
    page(
        "/about/careers/progress-without-boundries",
        &[ABOUT, CAREERS],
        "Training, mentoring and flexible work: how Cedarline Business Group helps every employee grow, wherever they start.",
    ),
    page(
        "/about/careers/meet-our-team",
        &[ABOUT, CAREERS],
        "Meet the advisors, loan officers, analysts and digital specialists who work with entrepreneurs at Cedarline Business Group.",
    ),
    page(
        "/services/advisory/business-plan-template",
        &[SERVICES, ("Advisory", "/services/advisory")],
        "Get your tailored business plan template: a blank template with a financial appendix, a user guide and glossary, an example plan and practical tools.",
    ),
    page(
        site_paths::NEWSLETTERS,
        &[SERVICES, ARTICLES_AND_TOOLS],
        "Our newsletters and economic letters for entrepreneurs: market trends, financing news and practical advice, newest first. Subscribe to receive them.",
    ),
    page(
        "/services/financing/small-business-loans",
        &[SERVICES, ("Financing", "/services/financing")],
        "Small business loans for companies operating for at least 2 years: 100% online, no application fees, affordable rates and no penalties.",
    ),
    page(
        site_paths::PORTFOLIO,
        &[SERVICES, IT_SOLUTIONS],
        "Websites, mobile applications and digital projects the IT solutions team of Cedarline Business Group has delivered for its clients.",
    ),
    page(
        "/contact/terms-of-use",
        &[CONTACT],
        "The terms that govern the use of the Cedarline Business Group website and client space.",
    ),
    page(
        "/contact/Confidentiality",
        &[CONTACT],
        "How Cedarline Business Group collects, uses, keeps and protects your personal information, and how to exercise your rights.",
    ),
    page(
        "/contact/security",
        &[CONTACT],
        "How Cedarline Business Group protects its systems and your data, what we will never ask you, and how to protect yourself from fraud.",
    ),
    page(
        "/contact/transparency",
        &[CONTACT],
        "Our commitments to transparency: fees, complaints handling, supplier practices and the reports we publish.",
    ),
    page(
        "/contact/write-us",
        &[CONTACT],
        "Send a message to Cedarline Business Group: tell us about your project and an advisor will answer you.",
    ),
    page(
        "/contact/terms-of-use/write-us",
        &[CONTACT, TERMS],
        "A question about our terms of use or the client space? Send us a message and we will answer you.",
    ),
    page(
        "/contact/terms-of-use/client-space",
        &[CONTACT, TERMS],
        "The Cedarline Business Group client space: your files, documents and messages with your advisor in one secure place.",
    ),
];

/// The page at exactly `path`, if the app writes its text.
pub fn find(path: &str) -> Option<&'static StaticPage> {
    STATIC_PAGES.iter().find(|page| page.path == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_entry_per_path_each_titled_and_described() {
        let mut paths: Vec<&str> = STATIC_PAGES.iter().map(|page| page.path).collect();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), STATIC_PAGES.len());
        assert_eq!(PAGE_TITLES.len(), STATIC_PAGES.len(), "one title per page");
        for page in STATIC_PAGES {
            assert!(page.path.starts_with('/'), "{}", page.path);
            assert!(
                PAGE_TITLES.iter().any(|(path, _)| *path == page.path),
                "{} has no PAGE_TITLES entry",
                page.path
            );
            // Search engines show about 160 characters.
            assert!(
                (60..=200).contains(&page.description.len()),
                "{}",
                page.path
            );
        }
    }
}
