//! `about/<section>.toml`: exactly the five about-us sections and their child pages.

use super::fields::FileCheck;
use super::files::AboutFile;
use super::french;
use super::reader::{Namespace, Reader, file_stem};
use site_store::content_model::{ABOUT_SECTIONS, AboutEntry, AboutSection};
use std::path::Path;

/// Each section has at least this many children (content/README.md).
const MIN_CHILDREN: usize = 3;

/// The five sections, in [`ABOUT_SECTIONS`] order; a missing or extra file is a problem.
pub fn read(reader: &mut Reader<'_>, folder: &Path) -> Vec<AboutSection> {
    let files = reader.toml_files(folder);
    for path in &files {
        let stem = file_stem(path);
        if !ABOUT_SECTIONS.contains(&stem.as_str()) {
            let expected = ABOUT_SECTIONS.join(", ");
            reader.report.file(
                path,
                format!("not an about section (expected one of: {expected})"),
            );
        }
    }
    let mut sections = Vec::new();
    for section in ABOUT_SECTIONS {
        let path = folder.join(format!("{section}.toml"));
        if !files.contains(&path) {
            reader
                .report
                .file(&path, format!("missing about section \"{section}\""));
            continue;
        }
        if let Some(read) = read_section(reader, &path, section) {
            sections.push(read);
        }
    }
    sections
}

fn read_section(reader: &mut Reader<'_>, path: &Path, section: &str) -> Option<AboutSection> {
    let (src, file) = reader.parse::<AboutFile>(path)?;
    let mut check = FileCheck {
        src: &src,
        report: reader.report,
        media: reader.media,
    };
    let name = check.text(&(0..0), file.section, "section");
    if !name.get_ref().trim().is_empty() && name.get_ref() != section {
        let message = format!(
            "`section` \"{}\" does not match the file name {section}.toml",
            name.get_ref()
        );
        check.error(name.span().start, message);
    }
    if file.children.len() < MIN_CHILDREN {
        let message = format!(
            "a section needs at least {MIN_CHILDREN} [[children]], found {}",
            file.children.len()
        );
        check.error(0, message);
    }
    let mut children = Vec::new();
    for child in file.children {
        let table = child.span();
        let child = child.into_inner();
        let id = check.slug(&table, child.id, "id");
        reader.ids.claim(
            Namespace::AboutChild,
            id.get_ref(),
            check.location(id.span().start),
            check.report,
        );
        children.push(AboutEntry {
            id: id.into_inner(),
            heading: check.text(&table, child.heading, "heading").into_inner(),
            sub_heading: check
                .text(&table, child.sub_heading, "subHeading")
                .into_inner(),
            image: check.image(&table, child.image, "image"),
            text: check.markers(&table, child.text, "text"),
            fr: french::page(&mut check, &table, child.fr, "[children.fr]"),
        });
    }
    Some(AboutSection {
        section: section.to_owned(),
        children,
    })
}
