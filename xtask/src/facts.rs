//! The facts a visitor reads, held to core: a figure that pages and content state in words (a
//! reply time, how long a form takes, the accessibility standard) has one value, in
//! `crates/core/src/constants.rs`. Pages built from the bindings use it directly; prose that
//! cannot (the `content/` files, core's own texts, a page's sentence) is read here, in both
//! languages, and every figure it states for one of these facts must be core's.
//!
//! A figure is a number in digits or in words (`two`, `deux`, `une quinzaine de`) before its unit
//! (`business days`, `jours ouvrables`, `minutes`); which fact a sentence states is told by its
//! words (`media`, `plainte`, `découverte`…), and a business-day figure that names no other fact
//! is the reply time to a lead. `content/portfolio.toml` is left out: it tells of clients'
//! businesses (their own reply times and forms), not of ours.
#![cfg(test)]

use crate::shell::root;
use site_core::constants::{
    ACCESSIBILITY_REPLY_BUSINESS_DAYS, BUSINESS_PLAN_REVIEW_BUSINESS_DAYS,
    COMPLAINT_ACKNOWLEDGEMENT_BUSINESS_DAYS, COMPLAINT_ANSWER_BUSINESS_DAYS,
    DISCOVERY_CALL_MINUTES, LEAD_REPLY_BUSINESS_DAYS, LOAN_APPLICATION_MINUTES,
    MEDIA_REPLY_BUSINESS_DAYS, WCAG_AIMED_FOR, WCAG_REQUIRED_IN_ONTARIO,
};

/// What a figure counts.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Unit {
    BusinessDays,
    Minutes,
}

/// A fact of core that prose states: its name, unit, value, and the words (lowercase, either
/// language) that say a sentence is about it. The first fact whose words a sentence holds is the
/// one it states; a fact without words takes every other figure of its unit.
struct Fact {
    name: &'static str,
    unit: Unit,
    value: u32,
    words: &'static [&'static str],
}

const FACTS: &[Fact] = &[
    Fact {
        name: "MEDIA_REPLY_BUSINESS_DAYS",
        unit: Unit::BusinessDays,
        value: MEDIA_REPLY_BUSINESS_DAYS,
        words: &["media", "médias"],
    },
    Fact {
        name: "COMPLAINT_ACKNOWLEDGEMENT_BUSINESS_DAYS",
        unit: Unit::BusinessDays,
        value: COMPLAINT_ACKNOWLEDGEMENT_BUSINESS_DAYS,
        words: &["acknowledge", "accuse réception", "accusera réception"],
    },
    Fact {
        name: "COMPLAINT_ANSWER_BUSINESS_DAYS",
        unit: Unit::BusinessDays,
        value: COMPLAINT_ANSWER_BUSINESS_DAYS,
        words: &["complaint", "plainte"],
    },
    Fact {
        name: "BUSINESS_PLAN_REVIEW_BUSINESS_DAYS",
        unit: Unit::BusinessDays,
        value: BUSINESS_PLAN_REVIEW_BUSINESS_DAYS,
        words: &["comments", "commentaires"],
    },
    Fact {
        name: "ACCESSIBILITY_REPLY_BUSINESS_DAYS",
        unit: Unit::BusinessDays,
        value: ACCESSIBILITY_REPLY_BUSINESS_DAYS,
        words: &["accessib"],
    },
    Fact {
        name: "LEAD_REPLY_BUSINESS_DAYS",
        unit: Unit::BusinessDays,
        value: LEAD_REPLY_BUSINESS_DAYS,
        words: &[],
    },
    Fact {
        name: "DISCOVERY_CALL_MINUTES",
        unit: Unit::Minutes,
        value: DISCOVERY_CALL_MINUTES,
        words: &["discovery", "découverte"],
    },
    Fact {
        name: "LOAN_APPLICATION_MINUTES",
        unit: Unit::Minutes,
        value: LOAN_APPLICATION_MINUTES,
        // not « apply » alone: a tip one can apply the same day is no application
        words: &["applying", "apply from", "apply online", "loan", "demande"],
    },
];

/// Numbers in words, both languages; `une quinzaine de` is fifteen.
const NUMBER_WORDS: &[(&str, u32)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("twelve", 12),
    ("fifteen", 15),
    ("twenty", 20),
    ("thirty", 30),
    ("forty-five", 45),
    ("ninety", 90),
    ("un", 1),
    ("une", 1),
    ("deux", 2),
    ("trois", 3),
    ("quatre", 4),
    ("cinq", 5),
    ("sept", 7),
    ("huit", 8),
    ("neuf", 9),
    ("dix", 10),
    ("douze", 12),
    ("quinze", 15),
    ("vingt", 20),
    ("trente", 30),
    ("quarante-cinq", 45),
    ("quatre-vingt-dix", 90),
    ("dizaine", 10),
    ("quinzaine", 15),
    ("vingtaine", 20),
    ("trentaine", 30),
];

/// One sentence of a source: its words, lowercased, and the line it starts on.
struct Sentence {
    words: Vec<String>,
    line: usize,
}

/// The sentences of a source file: escapes of a no-break space and `&nbsp;` read as spaces;
/// a Rust file up to its tests. A `.toml` line ends a sentence (a list item has no period);
/// elsewhere a sentence may run over lines (JSX text).
fn sentences(path: &str, source: &str) -> Vec<Sentence> {
    let source = if path.ends_with(".rs") {
        source.split("#[cfg(test)]").next().unwrap_or_default()
    } else {
        source
    };
    let source = source
        .replace("\\u{a0}", " ")
        .replace("\\u00a0", " ")
        .replace("&nbsp;", " ")
        .replace('\u{a0}', " ")
        .replace('’', "'");
    let lines_end = path.ends_with(".toml");
    let mut found = Vec::new();
    let mut current = Sentence {
        words: Vec::new(),
        line: 1,
    };
    let mut word = String::new();
    let mut line = 1;
    let flush_word = |word: &mut String, current: &mut Sentence, line: usize| {
        if !word.is_empty() {
            if current.words.is_empty() {
                current.line = line;
            }
            current.words.push(std::mem::take(word).to_lowercase());
        }
    };
    let chars: Vec<char> = source.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        // a decimal point (`2.1`) and a slash (`191/11`) stay inside their number
        let inside_number = matches!(c, '.' | '/')
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_alphanumeric() || c == '-' || inside_number {
            word.push(c);
            continue;
        }
        flush_word(&mut word, &mut current, line);
        // an apostrophe (’ is read as ') joins words; the end of a string or template ends
        // its sentence
        let ends = matches!(c, '.' | '!' | '?' | ';' | '`' | '"') || (c == '\n' && lines_end);
        if ends && !current.words.is_empty() {
            found.push(std::mem::replace(
                &mut current,
                Sentence {
                    words: Vec::new(),
                    line,
                },
            ));
        }
        line += usize::from(c == '\n');
    }
    flush_word(&mut word, &mut current, line);
    if !current.words.is_empty() {
        found.push(current);
    }
    found
}

/// The figure that `words[i..]` states, and its unit: `2 business days`, `deux jours ouvrables`,
/// `45-minute`, `une quinzaine de minutes`.
fn figure(words: &[String], i: usize) -> Option<(u32, Unit)> {
    let word = words[i].as_str();
    let digits = |text: &str| !text.is_empty() && text.chars().all(|c| c.is_ascii_digit());
    if let Some(number) = word.strip_suffix("-minute").filter(|n| digits(n)) {
        return Some((number.parse().ok()?, Unit::Minutes));
    }
    let value = if digits(word) {
        word.parse().ok()?
    } else {
        NUMBER_WORDS
            .iter()
            .find(|(spelled, _)| *spelled == word)
            .map(|(_, value)| *value)?
    };
    let mut next = i + 1;
    if matches!(words.get(next).map(String::as_str), Some("de" | "d")) {
        next += 1;
    }
    let unit_word = words.get(next).map(String::as_str)?;
    let following = words.get(next + 1).map(String::as_str);
    match (unit_word, following) {
        ("minute" | "minutes", _) => Some((value, Unit::Minutes)),
        ("business", Some("day" | "days")) => Some((value, Unit::BusinessDays)),
        ("jour" | "jours", Some("ouvrable" | "ouvrables")) => Some((value, Unit::BusinessDays)),
        _ => None,
    }
}

/// The faults of one source: each figure of a fact that is not core's, and each WCAG version
/// that is not the one the sentence speaks of (Ontario's requirement where it names
/// O. Reg. 191/11, else the site's aim), as `line: what`.
fn faults(path: &str, source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for sentence in sentences(path, source) {
        let text = sentence.words.join(" ");
        for i in 0..sentence.words.len() {
            if let Some((value, unit)) = figure(&sentence.words, i) {
                let fact = FACTS.iter().find(|fact| {
                    fact.unit == unit
                        && (fact.words.is_empty() || fact.words.iter().any(|w| text.contains(w)))
                });
                if let Some(fact) = fact.filter(|fact| fact.value != value) {
                    found.push(format!(
                        "{}: states {value} where core's {} is {} ({text:?})",
                        sentence.line, fact.name, fact.value
                    ));
                }
            }
            if sentence.words[i] == "wcag" {
                let version = sentence.words[i + 1..]
                    .iter()
                    .take(3)
                    .find(|w| w.contains('.') && w.chars().all(|c| c.is_ascii_digit() || c == '.'));
                let expected = if text.contains("191/11") {
                    WCAG_REQUIRED_IN_ONTARIO
                } else {
                    WCAG_AIMED_FOR
                };
                if let Some(version) = version.filter(|v| *v != expected) {
                    found.push(format!(
                        "{}: states WCAG {version} where core's is {expected} ({text:?})",
                        sentence.line
                    ));
                }
            }
        }
    }
    found
}

/// The files whose text a visitor reads: the web app's pages and words (not its tests), core's
/// texts, the content.
fn visitor_sources() -> Vec<String> {
    let listed = crate::shell::cmd(
        "git",
        &["ls-files", "--cached", "--others", "--exclude-standard"],
        ".",
    )
    .output()
    .expect("git ls-files");
    String::from_utf8(listed.stdout)
        .expect("paths")
        .lines()
        .filter(|path| {
            let web = path.starts_with("web/src/")
                && (path.ends_with(".ts") || path.ends_with(".tsx"))
                && !path.contains(".test.")
                && !path.contains("/testing/");
            let core = path.starts_with("crates/core/src/") && path.ends_with(".rs");
            let content = path.starts_with("content/")
                && path.ends_with(".toml")
                && *path != "content/portfolio.toml";
            web || core || content
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_figure_the_pages_state_is_cores() {
    let root = root();
    let mut found = Vec::new();
    for path in visitor_sources() {
        let source = std::fs::read_to_string(root.join(&path)).expect("a source");
        found.extend(
            faults(&path, &source)
                .into_iter()
                .map(|fault| format!("{path}:{fault}")),
        );
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Each fact, stated in each language: core's figure passes, another fails.
#[test]
fn a_figure_other_than_cores_fails_in_both_languages() {
    let fails = |text: &str, path: &str| !faults(path, text).is_empty();
    let lead = LEAD_REPLY_BUSINESS_DAYS;
    let other = lead + 1;
    let cases: Vec<(String, String)> = vec![
        (
            format!("An advisor will answer within {other} business days."),
            format!("An advisor will answer within {lead} business days."),
        ),
        (
            "An advisor will reply within one business day.".to_owned(),
            format!("An advisor will reply within {lead} business days."),
        ),
        (
            format!("Un conseiller vous répondra d’ici {other}\u{a0}jours ouvrables."),
            format!("Un conseiller vous répondra d’ici {lead}\u{a0}jours ouvrables."),
        ),
        (
            "Nous répondons aux demandes des médias en trois jours ouvrables.".to_owned(),
            format!(
                "Nous répondons aux demandes des médias en {MEDIA_REPLY_BUSINESS_DAYS} jour ouvrable."
            ),
        ),
        (
            "The officer will acknowledge your complaint within nine business days.".to_owned(),
            format!(
                "The officer will acknowledge your complaint within {COMPLAINT_ACKNOWLEDGEMENT_BUSINESS_DAYS} business days."
            ),
        ),
        (
            "Un processus de traitement des plaintes, avec une réponse dans un délai de trois jours ouvrables".to_owned(),
            format!(
                "Un processus de traitement des plaintes, avec une réponse dans un délai de {COMPLAINT_ANSWER_BUSINESS_DAYS} jours ouvrables"
            ),
        ),
        (
            "Applying takes about fifteen minutes.".to_owned(),
            format!("Applying takes about {LOAN_APPLICATION_MINUTES} minutes."),
        ),
        (
            "Faites votre demande en une quinzaine de minutes.".to_owned(),
            format!("Faites votre demande en environ {LOAN_APPLICATION_MINUTES}\u{a0}minutes."),
        ),
        (
            "Book a free 30-minute discovery call.".to_owned(),
            format!("Book a free {DISCOVERY_CALL_MINUTES}-minute discovery call."),
        ),
        (
            "Nous visons les WCAG 2.2 niveau AA.".to_owned(),
            format!("Nous visons les WCAG {WCAG_AIMED_FOR} niveau AA."),
        ),
        (
            format!("Ontario (O. Reg. 191/11) requires WCAG {WCAG_AIMED_FOR} at level AA."),
            format!(
                "Ontario (O. Reg. 191/11) requires WCAG {WCAG_REQUIRED_IN_ONTARIO} at level AA."
            ),
        ),
    ];
    for path in ["content/services/x.toml", "web/src/features/x/page.fr.tsx"] {
        for (bad, good) in &cases {
            assert!(fails(bad, path), "{bad:?} should fail in {path}");
            assert!(!fails(good, path), "{good:?} should pass in {path}");
        }
    }
    // a figure of another unit or of no fact is not held to any (a ninety-minute workshop)
    assert!(!fails(
        "Chaque atelier dure quatre-vingt-dix minutes.",
        "content/x.toml"
    ));
    // a Rust source's tests are not read, and its escapes are spaces
    assert!(fails(
        "const A: &str = \"d’ici 9\\u{a0}jours ouvrables\";",
        "crates/core/src/x.rs"
    ));
    assert!(!fails(
        "#[cfg(test)]\nconst A: &str = \"d’ici 9 jours ouvrables\";",
        "crates/core/src/x.rs"
    ));
}

/// A job posting's email subject is one reference, the same in both languages, so the team's
/// filters know it whichever language the applicant reads (`content/about/careers.toml`).
#[test]
fn each_job_posting_gives_one_reference_in_both_languages() {
    let careers = std::fs::read_to_string(root().join("content/about/careers.toml"))
        .expect("content/about/careers.toml");
    let references = |text: &str| -> Vec<String> {
        let mut found: Vec<String> = text
            .match_indices("CBG-")
            .map(|(at, _)| {
                let digits: String = text[at + 4..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                format!("CBG-{digits}")
            })
            .collect();
        found.sort();
        found.dedup();
        found
    };
    let postings: Vec<&str> = careers.split("[[children]]").skip(1).collect();
    assert!(!postings.is_empty(), "no posting read");
    let mut seen = Vec::new();
    for posting in postings {
        let (english, french) = posting
            .split_once("[children.fr]")
            .expect("a posting's French table");
        let reference = references(english);
        assert_eq!(reference.len(), 1, "one reference per posting: {english}");
        assert_eq!(
            references(french),
            reference,
            "the French posting gives the English one's reference"
        );
        assert!(
            !french.contains("objet «"),
            "a French posting asks for a subject in words: {french}"
        );
        assert!(!seen.contains(&reference[0]), "{} twice", reference[0]);
        seen.push(reference[0].clone());
    }
}
