//! `services/<id>.toml`: the services tree, one file per top-level service.

use super::fields::FileCheck;
use super::files::{Field, ServiceChild, ServiceFile};
use super::french;
use super::reader::{Ids, Namespace, Reader, file_stem};
use super::report::Location;
use site_store::content_model::Service;
use std::path::Path;
use toml::Spanned;

/// Each top-level service has at least this many children (content/README.md).
const MIN_CHILDREN: usize = 3;

/// A top-level service as read, with the places later checks point at.
#[derive(Debug)]
pub struct ReadService {
    pub service: Service,
    pub at: Location,
    /// The line of each child's `[[children]]` table, in order.
    pub children_at: Vec<Location>,
}

/// Every service file of `folder`, sorted by `order`.
pub fn read(reader: &mut Reader<'_>, folder: &Path) -> Vec<ReadService> {
    let mut read: Vec<ReadService> = Vec::new();
    let mut orders: Vec<(i64, Location)> = Vec::new();
    for path in reader.toml_files(folder) {
        let Some((src, file)) = reader.parse::<ServiceFile>(&path) else {
            continue;
        };
        let mut check = FileCheck {
            src: &src,
            report: reader.report,
            media: reader.media,
        };
        let whole = 0..0;
        let id = check.slug(&whole, file.id, "id");
        let stem = file_stem(&path);
        if !id.get_ref().is_empty() && *id.get_ref() != stem {
            let message = format!(
                "`id` \"{}\" does not match the file name {stem}.toml",
                id.get_ref()
            );
            check.error(id.span().start, message);
        }
        check_heading(&mut check, file.heading.as_ref(), id.get_ref());
        let position = read_order(&mut check, file.order, &mut orders);
        let mut service = Service {
            id: id.get_ref().clone(),
            position,
            heading: check.text(&whole, file.heading, "heading").into_inner(),
            sub_heading: check
                .text(&whole, file.sub_heading, "subHeading")
                .into_inner(),
            image: check.image(&whole, file.image, "image"),
            text: check.markers(&whole, file.text, "text"),
            fr: french::service(&mut check, &whole, file.fr, "[fr]"),
            children: Vec::new(),
        };
        let at = check.location(0);
        if file.children.len() < MIN_CHILDREN {
            let message = format!(
                "a service needs at least {MIN_CHILDREN} [[children]], found {}",
                file.children.len()
            );
            check.error(0, message);
        }
        reader.ids.claim(
            Namespace::Service,
            &service.id,
            check.location(id.span().start),
            check.report,
        );
        let mut children_at = Vec::new();
        for (index, child) in file.children.into_iter().enumerate() {
            let table = child.span();
            children_at.push(check.location(table.start));
            let child = read_child(&mut check, reader.ids, child, index);
            service.children.push(child);
        }
        read.push(ReadService {
            service,
            at,
            children_at,
        });
    }
    read.sort_by(|a, b| {
        (a.service.position, &a.service.id).cmp(&(b.service.position, &b.service.id))
    });
    read
}

/// The menu position: 1 or more, one file each.
fn read_order(
    check: &mut FileCheck<'_>,
    order: Field<i64>,
    orders: &mut Vec<(i64, Location)>,
) -> i64 {
    let Some(order) = order else {
        check.error(0, "missing `order`");
        return 0;
    };
    let value = *order.get_ref();
    let at = order.span().start;
    if value < 1 {
        check.error(at, format!("`order` {value} must be 1 or more"));
    } else if let Some((_, first)) = orders.iter().find(|(seen, _)| *seen == value) {
        let message = format!("`order` {value} is also used at {first}");
        check.error(at, message);
    } else {
        orders.push((value, check.location(at)));
    }
    value
}

fn read_child(
    check: &mut FileCheck<'_>,
    ids: &mut Ids,
    child: Spanned<ServiceChild>,
    index: usize,
) -> Service {
    let table = child.span();
    let child = child.into_inner();
    let id = check.slug(&table, child.id, "id");
    ids.claim(
        Namespace::Service,
        id.get_ref(),
        check.location(id.span().start),
        check.report,
    );
    check_heading(check, child.heading.as_ref(), id.get_ref());
    Service {
        id: id.into_inner(),
        position: i64::try_from(index + 1).unwrap_or(i64::MAX),
        heading: check.text(&table, child.heading, "heading").into_inner(),
        sub_heading: check
            .text(&table, child.sub_heading, "subHeading")
            .into_inner(),
        image: check.image(&table, child.image, "image"),
        text: check.markers(&table, child.text, "text"),
        fr: french::service(check, &table, child.fr, "[children.fr]"),
        children: Vec::new(),
    }
}

/// A service's heading is its id with each word capitalised: `lowercase(heading) == id`, so the
/// pages can show it and link to it without a second name. (Missing headings are reported by the
/// required-field check.)
fn check_heading(check: &mut FileCheck<'_>, heading: Option<&Spanned<String>>, id: &str) {
    let Some(heading) = heading else { return };
    let text = heading.get_ref();
    if !text.trim().is_empty() && !id.is_empty() && text.to_lowercase() != id {
        let message = format!(
            "`heading` \"{text}\" does not match `id` \"{id}\" (lowercase(heading) must equal id)"
        );
        check.error(heading.span().start, message);
    }
}
