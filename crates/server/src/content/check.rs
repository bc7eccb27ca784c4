//! Checks across files: the services the pages link to by id, and the portfolio categories,
//! which are the IT solutions children under another name, in English and in French.

use super::collections::ReadPortfolio;
use super::report::{Location, Report};
use super::services::ReadService;

/// The top-level services the site's menus link to, and the children pages rely on.
const REQUIRED_SERVICES: [(&str, &[&str]); 7] = [
    ("advisory", &["business-plan-template"]),
    ("financing", &["small-business-loans"]),
    ("business-acquisitions", &[]),
    ("industries", &[]),
    ("it-solutions", &[]),
    ("digital-marketing", &[]),
    ("articles-and-tools", &[]),
];

/// The service whose children are the portfolio categories.
const PORTFOLIO_SERVICE: &str = "it-solutions";

pub fn across(services: &[ReadService], portfolio: Option<&ReadPortfolio>, report: &mut Report) {
    required_services(services, report);
    if let (Some(it), Some(portfolio)) = (
        services
            .iter()
            .find(|read| read.service.id == PORTFOLIO_SERVICE),
        portfolio,
    ) {
        portfolio_matches(it, portfolio, report);
    }
}

fn required_services(services: &[ReadService], report: &mut Report) {
    for (id, children) in REQUIRED_SERVICES {
        let Some(read) = services.iter().find(|read| read.service.id == id) else {
            // Reported against the folder's expected file, which is what the author must create.
            let at = services.first().map_or_else(
                || Location {
                    file: format!("services/{id}.toml").into(),
                    line: 1,
                },
                |first| Location {
                    file: first.at.file.with_file_name(format!("{id}.toml")),
                    line: 1,
                },
            );
            report.at(&at, format!("missing the service \"{id}\""));
            continue;
        };
        for child in children {
            if !read.service.children.iter().any(|c| c.id == *child) {
                report.at(
                    &read.at,
                    format!("service \"{id}\" must have the child \"{child}\""),
                );
            }
        }
    }
}

/// Category names are the IT solutions children's headings with spaces for hyphens
/// ("Web Development" and "Web-Development"), in the same order.
fn portfolio_matches(it: &ReadService, portfolio: &ReadPortfolio, report: &mut Report) {
    let children = &it.service.children;
    if children.len() != portfolio.categories.len() {
        let message = format!(
            "{} categories, but {} has {} children ({}); they must be the same",
            portfolio.categories.len(),
            PORTFOLIO_SERVICE,
            children.len(),
            it.at
        );
        report.at(&portfolio.file, message);
    }
    for (index, (category, child)) in portfolio.categories.iter().zip(children).enumerate() {
        let expected = child.heading.replace('-', " ");
        if category.name != expected {
            let child_at = it.children_at.get(index).unwrap_or(&it.at);
            let message = format!(
                "category \"{}\" must be \"{expected}\", the heading of {PORTFOLIO_SERVICE} child \"{}\" ({child_at}) with spaces for hyphens",
                category.name, child.id
            );
            report.at(portfolio.at.get(index).unwrap_or(&portfolio.file), message);
        }
        // In French too, the same words (a missing French name or heading is reported on its
        // own). Case is left to the author: a tab may capitalise what a heading does not.
        let (name, heading) = (&category.fr.name, &child.fr.heading);
        if !name.is_empty() && !heading.is_empty() && name.to_lowercase() != heading.to_lowercase()
        {
            let child_at = it.children_at.get(index).unwrap_or(&it.at);
            let message = format!(
                "category \"{}\": `fr.name` \"{name}\" must be \"{heading}\" (case aside), the French heading of {PORTFOLIO_SERVICE} child \"{}\" ({child_at})",
                category.name, child.id
            );
            report.at(
                portfolio.fr_at.get(index).unwrap_or(&portfolio.file),
                message,
            );
        }
    }
}
