//! Every item's French text (docs/decisions/0008-a-french-twin-for-every-page.md: `content check`
//! refuses a missing one): its `fr` sub-table must be there with every text key of the item, each
//! checked as its English twin is (required, not blank, marker text linted), and reported under its
//! `fr.` name.
//!
//! A missing sub-table is one problem on the item's line; its keys are then not reported one by
//! one. The item still loads, with empty French text, so the rest of the file is checked.

use super::fields::FileCheck;
use super::files::{self, Field};
use site_store::content_model::{
    FrenchArticle, FrenchCategory, FrenchFigure, FrenchNewsletter, FrenchPage,
};
use std::ops::Range;

/// A service's or an about child's `fr`: `heading`, `subHeading`, `text`.
pub fn page(
    check: &mut FileCheck<'_>,
    item: &Range<usize>,
    field: Field<files::PageFr>,
    header: &str,
) -> FrenchPage {
    let Some((table, fr)) = check.french(item, field, header) else {
        return FrenchPage::default();
    };
    FrenchPage {
        heading: check.text(&table, fr.heading, "fr.heading").into_inner(),
        sub_heading: check
            .text(&table, fr.sub_heading, "fr.subHeading")
            .into_inner(),
        text: check.markers(&table, fr.text, "fr.text"),
    }
}

/// A service's `fr`: a page whose heading the site shows as it is written, which the pages'
/// reading of a service heading (a dash that does not join two words reads as a space, see
/// `site_core::services::service_title`) must leave unchanged.
pub fn service(
    check: &mut FileCheck<'_>,
    item: &Range<usize>,
    field: Field<files::PageFr>,
    header: &str,
) -> FrenchPage {
    if let Some(heading) = field.as_ref().and_then(|fr| fr.get_ref().heading.as_ref()) {
        let written = heading.get_ref();
        let shown = site_core::services::service_title(written);
        if !written.trim().is_empty() && shown != *written {
            let message = format!(
                "`fr.heading` \"{written}\" would show as \"{shown}\" (a dash that does not join \
                 two words reads as a space): write it as it should read"
            );
            check.error(heading.span().start, message);
        }
    }
    page(check, item, field, header)
}

/// A portfolio project's or an article's `fr`: `heading`, `sub_heading`, `text_data`.
pub fn article(
    check: &mut FileCheck<'_>,
    item: &Range<usize>,
    field: Field<files::ArticleFr>,
    header: &str,
) -> FrenchArticle {
    let Some((table, fr)) = check.french(item, field, header) else {
        return FrenchArticle::default();
    };
    FrenchArticle {
        heading: check.text(&table, fr.heading, "fr.heading").into_inner(),
        sub_heading: check
            .text(&table, fr.sub_heading, "fr.sub_heading")
            .into_inner(),
        text_data: check.markers(&table, fr.text_data, "fr.text_data"),
    }
}

/// A newsletter's `fr`: `subject`, `sub_heading`, `text`.
pub fn newsletter(
    check: &mut FileCheck<'_>,
    item: &Range<usize>,
    field: Field<files::NewsletterFr>,
) -> FrenchNewsletter {
    let Some((table, fr)) = check.french(item, field, "[newsletter.fr]") else {
        return FrenchNewsletter::default();
    };
    FrenchNewsletter {
        subject: check.text(&table, fr.subject, "fr.subject").into_inner(),
        sub_heading: check
            .text(&table, fr.sub_heading, "fr.sub_heading")
            .into_inner(),
        text: check.markers(&table, fr.text, "fr.text"),
    }
}

/// A portfolio category's `fr`: its displayed `name`.
pub fn category(
    check: &mut FileCheck<'_>,
    item: &Range<usize>,
    field: Field<files::CategoryFr>,
) -> (FrenchCategory, Option<Range<usize>>) {
    let Some((table, fr)) = check.french(item, field, "[category.fr]") else {
        return (FrenchCategory::default(), None);
    };
    let name = check.text(&table, fr.name, "fr.name");
    let at = name.span();
    (
        FrenchCategory {
            name: name.into_inner(),
        },
        Some(at),
    )
}

/// A figure's `fr`: its `title`.
pub fn figure(
    check: &mut FileCheck<'_>,
    item: &Range<usize>,
    field: Field<files::FigureFr>,
    header: &str,
) -> FrenchFigure {
    let Some((table, fr)) = check.french(item, field, header) else {
        return FrenchFigure::default();
    };
    FrenchFigure {
        title: check.text(&table, fr.title, "fr.title").into_inner(),
    }
}
