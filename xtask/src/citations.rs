//! The repository explains itself: every citation in it resolves inside it. A step of
//! `cargo xtask check`, also run alone by `cargo xtask citations`.
//!
//! Every line of every text file git knows (comments, doc comments, strings, Markdown) is read,
//! since a citation in an error message explains as little as one in a comment:
//!
//! - **No outside document.** Nothing cites a section (`§` and a number; an RFC's sections
//!   aside), a file or the name of the design and product documents that preceded the
//!   repository (`DESIGN.md`, `SPEC.md`, a path into `../shared/`, `DESIGN` or `SPEC` as a
//!   word), nor names an issue by its number. What those said lives in `docs/decisions/` (listed
//!   in its `README.md`), the pages of `docs/` and `ARCHITECTURE.md`. Shipped migrations that
//!   cite the design are left as they are ([`SHIPPED_MIGRATIONS`]).
//! - **No dangling path.** A Markdown path a line names (`docs/operating.md`, `ARCHITECTURE.md`,
//!   a link's `../jobs.md`) is a file of the repository, read from the root or from the citing
//!   file's folder; with `#anchor`, the anchor is the GitHub slug of one of that file's
//!   headings (lowercase, spaces to `-`, punctuation other than `-` and `_` dropped, a repeated
//!   heading's slug suffixed `-1`, `-2`...). In a Markdown file, a link to `#anchor` alone
//!   names a heading of that file.
//!
//! Each failure names its file and line and what to cite instead. This file is not read: it
//! spells the patterns it looks for.

use crate::shell::{Result, root, step};
use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

/// The one file the check skips (see the module's docs).
const SELF: &str = "xtask/src/citations.rs";

/// Shipped migrations whose first comment cites the design document by section. A shipped
/// migration never changes: sqlx checks every applied migration's checksum, comments included,
/// so rewording one would stop every existing database from starting. New migrations are read.
const SHIPPED_MIGRATIONS: &[&str] = &[
    "crates/store/migrations/postgres/0005_outbox.sql",
    "crates/store/migrations/postgres/0006_subscriber_consent.sql",
    "crates/store/migrations/postgres/0008_french_content.sql",
    "crates/store/migrations/postgres/0009_lead_language.sql",
    "crates/store/migrations/postgres/0010_subscription_requests.sql",
    "crates/store/migrations/sqlite/0005_outbox.sql",
    "crates/store/migrations/sqlite/0006_subscriber_consent.sql",
    "crates/store/migrations/sqlite/0008_french_content.sql",
    "crates/store/migrations/sqlite/0009_lead_language.sql",
    "crates/store/migrations/sqlite/0010_subscription_requests.sql",
];

/// Files that are not prose or code: data, media, generated locks.
const NOT_TEXT: &[&str] = &[
    ".json", ".svg", ".mp4", ".png", ".jpg", ".jpeg", ".webp", ".ico", ".ttf", ".woff2", ".lock",
    ".gz", ".wasm", ".eml",
];

/// Where decisions are recorded: what an error message tells the reader to cite.
const DECISIONS: &str = "docs/decisions/README.md";

pub fn check() -> Result {
    step("citations resolve inside the repository (docs/decisions/, docs/, ARCHITECTURE.md)");
    let root = root();
    let listed = crate::shell::cmd(
        "git",
        &["ls-files", "--cached", "--others", "--exclude-standard"],
        ".",
    )
    .output()?;
    if !listed.status.success() {
        return Err("git ls-files failed".into());
    }
    let mut files = RepoFiles::new(root.clone());
    let mut found = Vec::new();
    for path in String::from_utf8(listed.stdout)?.lines() {
        if path == SELF
            || SHIPPED_MIGRATIONS.contains(&path)
            || NOT_TEXT.iter().any(|ext| path.ends_with(ext))
        {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(root.join(path)) else {
            continue; // deleted in the work tree, or not text
        };
        found.extend(problems(path, &text, &mut |citing: &str, cited: &str| {
            files.target(citing, cited)
        }));
    }
    if found.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} citation(s) the repository cannot answer:\n{}",
            found.len(),
            found.join("\n")
        )
        .into())
    }
}

/// What a cited path leads to.
#[derive(Debug, Clone, PartialEq)]
pub enum Target {
    /// A file of the repository, with the anchors of its headings when it is Markdown.
    File { anchors: Vec<String> },
    /// Nothing there.
    Missing,
    /// Something beyond the repository's root.
    Outside,
}

/// Every failure of one file's text, as `path:line: what, and what to cite instead`.
/// `target(citing, cited)` says where a path named in the file at `citing` leads.
pub fn problems(
    path: &str,
    text: &str,
    target: &mut dyn FnMut(&str, &str) -> Target,
) -> Vec<String> {
    let markdown = path.ends_with(".md");
    let own_anchors = if markdown { anchors(text) } else { Vec::new() };
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        // The generated table rows of the benchmark's report quote whatever they measured.
        if path == "BENCHMARKS.md" && line.starts_with('|') {
            continue;
        }
        let at = format!("{path}:{}", index + 1);
        let mut here = Vec::new();
        for section in outside_sections(line) {
            here.push(format!(
                "{at}: cites `{section}` of a document outside the repository: cite the record of \
                 {DECISIONS} that holds the decision, a page of docs/ or ARCHITECTURE.md, or state \
                 the fact itself"
            ));
        }
        for word in outside_words(line) {
            here.push(format!(
                "{at}: cites `{word}`, a document outside the repository: cite the record of \
                 {DECISIONS} that holds the decision, a page of docs/ or ARCHITECTURE.md, or state \
                 the fact itself"
            ));
        }
        for issue in issue_numbers(line) {
            here.push(format!(
                "{at}: names `{issue}`: say what was decided and why, citing its record in \
                 {DECISIONS} when it has one, never an issue number"
            ));
        }
        for place in shared_folder(line) {
            here.push(outside(&at, &place));
        }
        for (cited, anchor) in markdown_paths(line) {
            // A bare name may belong to a folder the line named before it (`docs/`:
            // `operating.md`, `jobs.md`).
            let before = &line[..line.find(cited.as_str()).unwrap_or(0)];
            let mut found_at = target(path, &cited);
            if found_at == Target::Missing && !cited.contains('/') {
                for folder in folders(before) {
                    let inside = target(path, &format!("{folder}{cited}"));
                    if inside != Target::Missing {
                        found_at = inside;
                        break;
                    }
                }
            }
            match found_at {
                Target::File { anchors } => {
                    if let Some(anchor) = anchor
                        && !anchors.contains(&anchor)
                    {
                        here.push(format!(
                            "{at}: cites `{cited}#{anchor}`, but {cited} has no heading with that \
                             anchor: cite one of {}",
                            shown_anchors(&anchors)
                        ));
                    }
                }
                Target::Missing if !outside_name(&cited) => here.push(format!(
                    "{at}: cites `{cited}`, which is not in the repository: cite a file that is \
                     ({DECISIONS} lists the decisions; a path is read from the root or from the \
                     citing file's folder)"
                )),
                Target::Missing | Target::Outside => here.push(outside(&at, &cited)),
            }
        }
        if markdown {
            for anchor in own_links(line) {
                if !own_anchors.contains(&anchor) {
                    here.push(format!(
                        "{at}: links `#{anchor}`, which is no heading of this file: link one of {}",
                        shown_anchors(&own_anchors)
                    ));
                }
            }
        }
        // `../shared/...` is found as a folder and as a Markdown path: said once.
        for problem in here {
            if !found.contains(&problem) {
                found.push(problem);
            }
        }
    }
    found
}

/// A document cited outside the repository, and what to cite instead.
fn outside(at: &str, cited: &str) -> String {
    format!(
        "{at}: cites `{cited}`, a document outside the repository: cite the record of \
         {DECISIONS} that holds the decision, a page of docs/ or ARCHITECTURE.md, or state the \
         fact itself"
    )
}

fn shown_anchors(anchors: &[String]) -> String {
    if anchors.is_empty() {
        "the file itself (it has no heading)".to_owned()
    } else {
        anchors
            .iter()
            .map(|a| format!("#{a}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Sections of an outside document: `§` then a number, unless an RFC is cited before it on the
/// line (`RFC 9110 §5.3, §5.6.1`). Each as written, with the word before it when it names
/// the document.
fn outside_sections(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in line.match_indices('§') {
        let after = line[at + '§'.len_utf8()..].trim_start();
        let number: String = after
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let number = number.trim_end_matches('.');
        if number.is_empty() || line[..at].contains("RFC") {
            continue;
        }
        let before = line[..at].trim_end();
        let word = before
            .rsplit(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or_default();
        // The document's name when the line gives it (`DESIGN §9`, `Spec §2`), not `and §9`.
        let named = word.eq_ignore_ascii_case("spec")
            || word.chars().next().is_some_and(char::is_uppercase);
        found.push(if named {
            format!("{word} §{number}")
        } else {
            format!("§{number}")
        });
    }
    found
}

/// The design and specification documents named as words (`DESIGN:`, `see SPEC`), uppercase and
/// whole, unless a section sign or `.md` follows (those are found as sections and paths).
fn outside_words(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    for name in ["DESIGN", "SPEC"] {
        for (at, _) in line.match_indices(name) {
            let before = line[..at].chars().next_back();
            let after = &line[at + name.len()..];
            let word_char = |c: char| c.is_alphanumeric() || c == '_';
            if before.is_some_and(word_char)
                || after.chars().next().is_some_and(word_char)
                || after.trim_start().starts_with('§')
                || after.to_ascii_lowercase().starts_with(".md")
            {
                continue;
            }
            found.push(name.to_owned());
        }
    }
    found
}

/// `issue 12`, `Issue #12`, `issues 16`: an issue named by its number.
fn issue_numbers(line: &str) -> Vec<String> {
    let bytes = line.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(offset) = bytes[from..]
        .windows(5)
        .position(|w| w.eq_ignore_ascii_case(b"issue"))
    {
        let start = from + offset;
        from = start + 5;
        if line[..start]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            continue; // `tissue`
        }
        let mut end = from;
        if bytes
            .get(end)
            .is_some_and(|b| b.eq_ignore_ascii_case(&b's'))
        {
            end += 1;
        }
        let word_end = end;
        while bytes.get(end) == Some(&b' ') {
            end += 1;
        }
        if bytes.get(end) == Some(&b'#') {
            end += 1;
        }
        let digits = end;
        while bytes.get(end).is_some_and(u8::is_ascii_digit) {
            end += 1;
        }
        if end > digits && digits > word_end {
            found.push(line[start..end].to_owned());
        }
    }
    found
}

/// Paths into the folder beside the repository that held its design and product documents.
fn shared_folder(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    for marker in ["../shared", "/work/shared"] {
        for (at, _) in line.match_indices(marker) {
            let end = line[at..]
                .find(|c: char| !is_path_char(c))
                .map_or(line.len(), |e| at + e);
            found.push(line[at..end].to_owned());
        }
    }
    found
}

/// The design's and the product specification's file names, which only ever meant the outside
/// documents.
fn outside_name(cited: &str) -> bool {
    let name = cited.rsplit('/').next().unwrap_or(cited).to_lowercase();
    name == "design.md" || name == "spec.md"
}

fn is_path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-')
}

fn is_anchor_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-')
}

/// The Markdown paths a line names, each with its anchor: a run of path characters ending in
/// `.md` (not `.mdx`), not part of a URL, with a file name before the extension.
fn markdown_paths(line: &str) -> Vec<(String, Option<String>)> {
    let mut found = Vec::new();
    for (at, _) in line.match_indices(".md") {
        let end = at + ".md".len();
        if line[end..].chars().next().is_some_and(is_anchor_char) {
            continue;
        }
        let start = line[..at]
            .char_indices()
            .rev()
            .take_while(|(_, c)| is_path_char(*c))
            .last()
            .map_or(at, |(i, _)| i);
        let path = &line[start..end];
        let name = path.rsplit('/').next().unwrap_or(path);
        if name.trim_start_matches('.') == "md"
            || line[..start].ends_with([':', '%'])
            || path.starts_with('/')
        {
            continue; // `*.md`, `{id}.md`, a URL, an escape, an address or a system path
        }
        let anchor = line[end..].strip_prefix('#').map(|rest| {
            rest.chars()
                .take_while(|c| is_anchor_char(*c))
                .collect::<String>()
        });
        found.push((
            path.trim_start_matches("./").to_owned(),
            anchor.filter(|a| !a.is_empty()),
        ));
    }
    found
}

/// The folders a piece of a line names (`docs/`, `crates/core/src/`), last first.
fn folders(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .split(|c: char| !is_path_char(c))
        .filter(|token| token.len() > 1 && token.ends_with('/') && !token.starts_with('/'))
        .collect();
    found.reverse();
    found
}

/// The anchors a Markdown line links within its own file: `](#anchor)`.
fn own_links(line: &str) -> Vec<String> {
    line.match_indices("](#")
        .map(|(at, _)| {
            line[at + 3..]
                .chars()
                .take_while(|c| is_anchor_char(*c))
                .collect()
        })
        .collect()
}

/// The anchors GitHub gives a Markdown file's headings (`#` lines outside code fences), in
/// order.
pub fn anchors(markdown: &str) -> Vec<String> {
    let mut anchors: Vec<String> = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut fence: Option<&str> = None;
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if let Some(open) = fence {
            if trimmed.starts_with(open) {
                fence = None;
            }
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fence = Some(&trimmed[..3]);
            continue;
        }
        let level = trimmed.chars().take_while(|c| *c == '#').count();
        if !(1..=6).contains(&level) || line.len() - trimmed.len() > 3 {
            continue;
        }
        let Some(title) = trimmed[level..].strip_prefix(' ') else {
            continue;
        };
        let slug = slug(title.trim().trim_end_matches('#').trim());
        let count = seen.entry(slug.clone()).or_insert(0);
        anchors.push(if *count == 0 {
            slug.clone()
        } else {
            format!("{slug}-{count}")
        });
        *count += 1;
    }
    anchors
}

/// GitHub's anchor for a heading: lowercase, letters, digits, `-` and `_` kept, each space a
/// `-`, everything else dropped.
pub fn slug(heading: &str) -> String {
    heading
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if is_anchor_char(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// The repository's files, as citations see them, with each Markdown file's anchors read once.
struct RepoFiles {
    root: PathBuf,
    anchors: HashMap<PathBuf, Vec<String>>,
}

impl RepoFiles {
    fn new(root: PathBuf) -> Self {
        Self {
            root,
            anchors: HashMap::new(),
        }
    }

    /// Where `cited`, named in the file at `citing`, leads: from the root, else from the citing
    /// file's folder.
    fn target(&mut self, citing: &str, cited: &str) -> Target {
        let folder = Path::new(citing).parent().unwrap_or(Path::new(""));
        let mut outside = false;
        for base in [Path::new(""), folder] {
            let Some(relative) = normalise(&base.join(cited)) else {
                outside = true; // climbs above the root
                continue;
            };
            let file = self.root.join(&relative);
            if file.is_file() {
                let anchors = self
                    .anchors
                    .entry(relative)
                    .or_insert_with(|| anchors(&std::fs::read_to_string(&file).unwrap_or_default()))
                    .clone();
                return Target::File { anchors };
            }
        }
        if outside {
            Target::Outside
        } else {
            Target::Missing
        }
    }
}

/// A relative path with its `.` and `..` resolved, or `None` when it leaves the root (or is
/// absolute).
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<&std::ffi::OsStr> = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(part) => parts.push(part),
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.iter().collect())
}

#[cfg(test)]
mod tests {
    use super::{Target, anchors, check, normalise, problems, slug};
    use std::path::Path;

    /// A repository of two Markdown files: `docs/operating.md` (two headings) and
    /// `ARCHITECTURE.md` (none), plus `crates/core/src/pages.rs`.
    fn repo(citing: &str, cited: &str) -> Target {
        let folder = Path::new(citing).parent().unwrap_or(Path::new(""));
        let mut outside = false;
        for base in [Path::new(""), folder] {
            let Some(path) = normalise(&base.join(cited)) else {
                outside = true;
                continue;
            };
            match path.to_str() {
                Some("docs/operating.md") => {
                    return Target::File {
                        anchors: anchors("# Operating\n\n## Lead delivery\n\n### The outbox\n"),
                    };
                }
                Some("ARCHITECTURE.md") | Some("crates/core/src/pages.rs") => {
                    return Target::File { anchors: vec![] };
                }
                _ => {}
            }
        }
        if outside {
            Target::Outside
        } else {
            Target::Missing
        }
    }

    fn check_text(path: &str, text: &str) -> Vec<String> {
        problems(path, text, &mut repo)
    }

    #[test]
    fn the_repository_cites_only_itself() {
        check().expect("every citation resolves inside the repository");
    }

    #[test]
    fn an_outside_citation_is_reported_with_its_file_line_and_what_to_cite() {
        let text = "//! Lead delivery.\n\
                    //! Written in the same transaction (DESIGN §10).\n\
                    // Spec §2 spells these addresses so.\n\
                    /// See ../shared/DESIGN.md for the contract.\n\
                    // The build's guarantee for issue 16.\n\
                    // Replaces react-router (Issue #17).\n\
                    // As core's matcher does (DESIGN: one matcher's rules).\n";
        let found = check_text("crates/server/src/delivery/mod.rs", text);
        assert_eq!(found.len(), 6, "{found:#?}");
        assert_eq!(
            found[0],
            "crates/server/src/delivery/mod.rs:2: cites `DESIGN §10` of a document outside the \
             repository: cite the record of docs/decisions/README.md that holds the decision, a \
             page of docs/ or ARCHITECTURE.md, or state the fact itself"
        );
        assert!(found[1].starts_with("crates/server/src/delivery/mod.rs:3: cites `Spec §2` of"));
        assert!(found[2].starts_with(
            "crates/server/src/delivery/mod.rs:4: cites `../shared/DESIGN.md`, a document outside"
        ));
        assert!(found[3].starts_with("crates/server/src/delivery/mod.rs:5: names `issue 16`"));
        assert!(found[3].contains("say what was decided"), "{}", found[3]);
        assert!(found[4].starts_with("crates/server/src/delivery/mod.rs:6: names `Issue #17`"));
        assert!(found[5].starts_with("crates/server/src/delivery/mod.rs:7: cites `DESIGN`, a"));
    }

    #[test]
    fn a_missing_file_or_anchor_is_reported_with_the_anchors_to_choose_from() {
        let text = "// How it is sent: docs/operating.md#lead-delivery.\n\
                    // The schedule: docs/operating.md#retries, and docs/delivery.md.\n\
                    // SPEC.md says so; notes/web-i18n-api.md too.\n";
        let found = check_text("web/src/lib/api-client.ts", text);
        assert_eq!(found.len(), 4, "{found:#?}");
        assert_eq!(
            found[0],
            "web/src/lib/api-client.ts:2: cites `docs/operating.md#retries`, but docs/operating.md \
             has no heading with that anchor: cite one of #operating, #lead-delivery, #the-outbox"
        );
        assert!(found[1].starts_with(
            "web/src/lib/api-client.ts:2: cites `docs/delivery.md`, which is not in the repository"
        ));
        assert!(found[2].starts_with(
            "web/src/lib/api-client.ts:3: cites `SPEC.md`, a document outside the repository"
        ));
        assert!(found[3].starts_with(
            "web/src/lib/api-client.ts:3: cites `notes/web-i18n-api.md`, which is not"
        ));
    }

    #[test]
    fn a_markdown_link_to_a_missing_heading_of_its_own_file_is_reported() {
        let text = "# Jobs\n\n- [Delivery](#delivery)\n- [Jobs](#jobs)\n\n## Delivery now\n";
        assert_eq!(
            check_text("docs/jobs.md", text),
            vec![
                "docs/jobs.md:3: links `#delivery`, which is no heading of this file: link one \
                 of #jobs, #delivery-now"
                    .to_owned()
            ]
        );
    }

    #[test]
    fn citations_of_repository_files_and_rfcs_pass() {
        let text = "// Retries: docs/operating.md#the-outbox (see ARCHITECTURE.md).\n\
                    // Weak comparison (RFC 9110 §8.8.3.2, §13.1.2).\n\
                    // A link from its folder: [ops](../docs/operating.md#lead-delivery).\n\
                    // Not paths: *.md, {id}.md, https://github.com/o/r/blob/main/README.md.\n\
                    // Not issues: tissue 3, issues were found, whatwg/html#6768.\n\
                    // Not documents: Schedule::DESIGN_DEFAULT, SPECIAL, a design choice.\n\
                    // Code: crates/core/src/pages.rs; the heading `## 2. The layers`.\n\
                    // - `docs/`: the reference: `operating.md`; /media/%2E%2E/README.md.\n";
        assert_eq!(check_text("xtask/README.md", text), Vec::<String>::new());
        assert_eq!(
            check_text("docs/x.md", "# Lead delivery\n\n[here](#lead-delivery)\n"),
            Vec::<String>::new()
        );
    }

    #[test]
    fn anchors_follow_githubs_slugs() {
        assert_eq!(slug("1. Bird's-eye view"), "1-birds-eye-view");
        assert_eq!(
            slug("Storage: SQLite and PostgreSQL"),
            "storage-sqlite-and-postgresql"
        );
        assert_eq!(slug("The team's email"), "the-teams-email");
        assert_eq!(slug("server_serve `--addr`"), "server_serve---addr");
        assert_eq!(
            slug("Typographie (français du Canada, OQLF)"),
            "typographie-français-du-canada-oqlf"
        );
        assert_eq!(
            anchors("# A\n```toml\n# Not a heading\n```\n## A\n    # code\n#NoSpace\n## B ##\n"),
            vec!["a", "a-1", "b"]
        );
    }
}
