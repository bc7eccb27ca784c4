//! The French text's typography and terms (DESIGN §9, issue 25, `docs/glossaire.md`): every French
//! string the site shows — core's and the server's French literals, the web's `*.fr.ts(x)`
//! modules, the `fr` tables of `content/` — is read out of its source (string contents and JSX
//! text, never code syntax) and checked against the rules of `docs/glossaire.md`:
//!
//! - a no-break space (U+00A0) before `:` and `»` and after `«`, never an ordinary one;
//! - no space at all before `;`, `!` and `?`;
//! - `…`, not `...`; ’, not a straight `'` or `"`; no double space;
//! - an amount in dollars is `50 $` (no-break space), never `$50`, `50$` or `50 $` (ordinary space);
//! - no term the glossary rejects.
//!
//! Each failure names its file and line.

use crate::shell::{Result, root, step};

/// One French text: its characters, each with its line in the file.
type Text = Vec<(char, usize)>;

const NBSP: char = '\u{a0}';
const NNBSP: char = '\u{202f}';

/// The glossary: the site's terms in both languages and the French ones it rejects.
const GLOSSARY: &str = "docs/glossaire.md";

pub fn check() -> Result {
    step("French typography and glossary (docs/glossaire.md)");
    let found = scan_repo()?;
    if found.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "French text breaking docs/glossaire.md's rules:\n{}",
            found.join("\n")
        )
        .into())
    }
}

/// Every failure in the repository's French text, as `path:line: what`.
pub fn scan_repo() -> Result<Vec<String>> {
    let root = root();
    let rejected = rejected_terms(&std::fs::read_to_string(root.join(GLOSSARY))?);
    if rejected.is_empty() {
        return Err(format!("{GLOSSARY} lists no rejected term").into());
    }
    let listed = crate::shell::cmd(
        "git",
        &["ls-files", "--cached", "--others", "--exclude-standard"],
        ".",
    )
    .output()?;
    let mut found = Vec::new();
    for path in String::from_utf8(listed.stdout)?.lines() {
        let source = match source_kind(path) {
            Some(_) => read(&root, path)?,
            None => continue,
        };
        let texts = match source_kind(path) {
            Some(Kind::Rust) => rust_french(&source),
            Some(Kind::Ts { jsx }) => ts_texts(&source, jsx),
            Some(Kind::Content) => content_french(&source),
            None => continue,
        };
        for text in &texts {
            for (line, fault) in faults(text, &rejected) {
                if fault.contains(REJECTED) && is_service_heading(path, &source, line) {
                    continue;
                }
                found.push(format!("{path}:{line}: {fault}"));
            }
        }
    }
    Ok(found)
}

fn read(root: &std::path::Path, path: &str) -> Result<String> {
    Ok(std::fs::read_to_string(root.join(path))?)
}

enum Kind {
    Rust,
    Ts { jsx: bool },
    Content,
}

/// Which files hold French text, and how to read it.
fn source_kind(path: &str) -> Option<Kind> {
    let rust_homes = ["crates/core/src/", "crates/server/src/"];
    if rust_homes.iter().any(|home| path.starts_with(home)) && path.ends_with(".rs") {
        return Some(Kind::Rust);
    }
    if path.starts_with("web/src/") && !path.contains(".test.") {
        if path.ends_with(".fr.ts") {
            return Some(Kind::Ts { jsx: false });
        }
        if path.ends_with(".fr.tsx") {
            return Some(Kind::Ts { jsx: true });
        }
    }
    if path.starts_with("content/") && path.ends_with(".toml") {
        return Some(Kind::Content);
    }
    None
}

/// The rejected terms of the glossary's tables: the third column, `;`-separated, lowercased.
fn rejected_terms(glossary: &str) -> Vec<String> {
    glossary
        .lines()
        .filter_map(|line| line.trim().strip_prefix('|'))
        .filter_map(|row| row.split('|').nth(2))
        .flat_map(|cell| cell.split(';'))
        .map(|term| {
            term.trim()
                .trim_matches(['«', '»', NBSP, ' '])
                .to_lowercase()
        })
        .filter(|term| {
            !term.is_empty() && !term.starts_with('-') && term != "rejeté" && term != "rejetés"
        })
        .collect()
}

/// The faults of one French text: `(line, what)`.
fn faults(text: &Text, rejected: &[String]) -> Vec<(usize, String)> {
    let chars: Vec<char> = text.iter().map(|(c, _)| *c).collect();
    let mut found = Vec::new();
    let mut fault = |i: usize, what: &str| found.push((text[i].1, what.to_owned()));
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        match c {
            ':' | '»' if before == Some(' ') => fault(
                i,
                &format!("an ordinary space before {c:?}: write a no-break space (U+00A0)"),
            ),
            '»' if before != Some(NBSP) => fault(i, "« » take a no-break space inside"),
            '«' if after != Some(NBSP) => fault(i, "« » take a no-break space inside"),
            ';' | '!' | '?' if matches!(before, Some(' ' | NBSP | NNBSP)) => {
                fault(i, &format!("no space before {c:?} (docs/glossaire.md)"))
            }
            '.' if chars[i..].starts_with(&['.', '.', '.']) && before != Some('.') => {
                fault(i, "write … not ...")
            }
            '\'' => fault(i, "a straight apostrophe: write ’"),
            '"' => fault(i, "straight quotes: write « » (or ’)"),
            ' ' if after == Some(' ')
                && before.is_some_and(|b| !b.is_whitespace())
                && !postal_code(&chars[i + 2..]) =>
            {
                fault(i, "a double space")
            }
            '$' if after.is_some_and(|a| a.is_ascii_digit()) => {
                fault(i, "an amount is written 50 $, not $50")
            }
            '$' if before.is_some_and(|b| b.is_ascii_digit()) => {
                fault(i, "write a no-break space between an amount and $")
            }
            '$' if before == Some(' ') && i >= 2 && chars[i - 2].is_ascii_digit() => {
                fault(i, "write a no-break space (U+00A0), not a space, before $")
            }
            _ => {}
        }
    }
    let lower: Vec<char> = chars.iter().flat_map(|c| c.to_lowercase()).collect();
    let word = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '-');
    for term in rejected {
        let term: Vec<char> = term.chars().collect();
        for start in 0..lower.len().saturating_sub(term.len() - 1) {
            if lower[start..].starts_with(&term)
                && !word(start.checked_sub(1).map(|j| &lower[j]))
                && !word(lower.get(start + term.len()))
            {
                let line = text[start.min(text.len() - 1)].1;
                let term: String = term.iter().collect();
                found.push((line, format!("« {term} » {REJECTED}")));
            }
        }
    }
    found
}

/// Whether the text starts with a Canadian postal code (`H3A 3G4`), which Canada Post's address
/// format puts two spaces after the province.
fn postal_code(text: &[char]) -> bool {
    type Class = fn(&char) -> bool;
    let (letter, digit): (Class, Class) = (char::is_ascii_uppercase, char::is_ascii_digit);
    let pattern: [Class; 7] = [
        letter,
        digit,
        letter,
        |c: &char| *c == ' ',
        digit,
        letter,
        digit,
    ];
    text.len() >= 7 && text.iter().zip(pattern).all(|(c, is)| is(c))
}

/// A string literal or a piece of JSX text: its characters with their lines, and the code
/// between the previous literal and this one.
struct Literal {
    text: Text,
    before: String,
}

/// The French string literals of a Rust file (before its `#[cfg(test)]`): the `fr:` field of a
/// `Text`, a `_FR` constant, the arguments of `.fr(` and `.crumb_fr(`, a `Lang::Fr =>` arm, and
/// the second text of a `messages!` entry (`CODE = "English", "French";`).
fn rust_french(source: &str) -> Vec<Text> {
    let source = source.split("#[cfg(test)]").next().unwrap_or_default();
    #[derive(PartialEq, Clone, Copy)]
    enum Mode {
        En,
        Fr,
        /// After `CODE = "English"`: the literal after the comma is French.
        PendingFr,
    }
    let mut mode = Mode::En;
    let mut french = Vec::new();
    for literal in rust_literals(source) {
        let before = literal.before.trim();
        // the code of this statement or arm only
        let statement = before.rsplit([';', '}']).next().unwrap_or_default();
        let markers = ["_FR", ".fr(", "crumb_fr(", "Lang::Fr"];
        if before.ends_with("fr:") || markers.iter().any(|m| statement.contains(m)) {
            mode = Mode::Fr;
        } else if before.chars().all(|c| ",()[]&{} \n\t".contains(c)) {
            if mode == Mode::PendingFr && before.contains(',') {
                mode = Mode::Fr;
            }
        } else if before.ends_with('=') && !before.ends_with("=>") {
            mode = Mode::PendingFr;
        } else {
            mode = Mode::En;
        }
        if mode == Mode::Fr {
            french.push(literal.text);
        }
    }
    french
}

/// The string literals of Rust source, decoded, comments skipped.
fn rust_literals(source: &str) -> Vec<Literal> {
    let chars: Vec<char> = source.chars().collect();
    let (mut i, mut line) = (0, 1);
    let mut literals = Vec::new();
    let mut before = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
        } else if c == '\'' {
            // a char literal ('x', '\n', '\u{a0}') or a lifetime ('a)
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if c == '"'
            || (c == 'r' && matches!(next, Some('"' | '#')) && !ident_before(&chars, i))
        {
            let raw = c == 'r';
            let mut hashes = 0;
            if raw {
                i += 1;
                while chars.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                if chars.get(i) != Some(&'"') {
                    continue;
                }
            }
            i += 1;
            let mut text = Text::new();
            while i < chars.len() {
                let c = chars[i];
                if c == '"'
                    && chars[i + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|h| **h == '#')
                        .count()
                        == hashes
                {
                    i += 1 + hashes;
                    break;
                }
                if c == '\\' && !raw {
                    let escaped = chars.get(i + 1).copied().unwrap_or('\\');
                    i += 2;
                    match escaped {
                        '\n' => {
                            line += 1;
                            while i < chars.len() && chars[i].is_whitespace() {
                                line += usize::from(chars[i] == '\n');
                                i += 1;
                            }
                        }
                        'n' => text.push(('\n', line)),
                        't' => text.push(('\t', line)),
                        'u' => {
                            let end = chars[i..].iter().position(|c| *c == '}').unwrap_or(0) + i;
                            let hex: String = chars[i + 1..end].iter().collect();
                            if let Some(c) =
                                u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32)
                            {
                                text.push((c, line));
                            }
                            i = end + 1;
                        }
                        other => text.push((other, line)),
                    }
                    continue;
                }
                text.push((c, line));
                line += usize::from(c == '\n');
                i += 1;
            }
            literals.push(Literal {
                text,
                before: std::mem::take(&mut before),
            });
            continue;
        } else {
            before.push(c);
            line += usize::from(c == '\n');
            i += 1;
            continue;
        }
    }
    literals
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The texts of a TypeScript module: every string literal's content, the text parts of template
/// literals and, with `jsx`, the text between JSX tags and the values of their attributes.
fn ts_texts(source: &str, jsx: bool) -> Vec<Text> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mode {
        /// Code; the count of `{` open since this mode began.
        Code(usize),
        Template,
        Tag,
        Children,
    }
    let chars: Vec<char> = source.chars().collect();
    let mut stack = vec![Mode::Code(0)];
    let mut texts = Vec::new();
    let mut current = Text::new();
    let (mut i, mut line) = (0, 1);
    let flush = |current: &mut Text, texts: &mut Vec<Text>| {
        if current.iter().any(|(c, _)| c.is_alphabetic()) {
            texts.push(std::mem::take(current));
        }
        current.clear();
    };
    let mut last_code = ' ';
    let mut last_word = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let mode = *stack.last().expect("the stack starts with code");
        match mode {
            Mode::Code(depth) => {
                if c == '/' && next == Some('/') {
                    while i < chars.len() && chars[i] != '\n' {
                        i += 1;
                    }
                    continue;
                } else if c == '/' && next == Some('*') {
                    while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                        line += usize::from(chars[i] == '\n');
                        i += 1;
                    }
                    i += 2;
                    continue;
                } else if c == '\'' || c == '"' {
                    i += 1;
                    while i < chars.len() && chars[i] != c && chars[i] != '\n' {
                        current.push((js_char(&chars, &mut i), line));
                    }
                    flush(&mut current, &mut texts);
                } else if c == '`' {
                    stack.push(Mode::Template);
                } else if c == '{' {
                    *stack.last_mut().expect("code") = Mode::Code(depth + 1);
                } else if c == '}' {
                    if depth == 0 && stack.len() > 1 {
                        stack.pop();
                    } else {
                        *stack.last_mut().expect("code") = Mode::Code(depth.saturating_sub(1));
                    }
                } else if jsx
                    && c == '<'
                    && next.is_some_and(|n| n.is_alphabetic() || n == '>')
                    && (!(last_code.is_alphanumeric() || "_.)]".contains(last_code))
                        || last_word == "return")
                {
                    stack.push(Mode::Tag);
                }
                if !c.is_whitespace() {
                    last_code = c;
                    if c.is_alphanumeric() {
                        last_word.push(c);
                    } else {
                        last_word.clear();
                    }
                } else if !last_word.is_empty() {
                    last_code = last_word.chars().last().unwrap_or(' ');
                }
            }
            Mode::Template => {
                if c == '`' {
                    flush(&mut current, &mut texts);
                    stack.pop();
                } else if c == '$' && next == Some('{') {
                    flush(&mut current, &mut texts);
                    stack.push(Mode::Code(0));
                    i += 1;
                } else {
                    current.push((js_char(&chars, &mut i), line));
                    line += usize::from(c == '\n');
                    continue;
                }
            }
            Mode::Tag => {
                if c == '"' || c == '\'' {
                    i += 1;
                    while i < chars.len() && chars[i] != c {
                        current.push((chars[i], line));
                        i += 1;
                    }
                    flush(&mut current, &mut texts);
                } else if c == '{' {
                    stack.push(Mode::Code(0));
                } else if c == '/' && next == Some('>') {
                    stack.pop();
                    i += 1;
                } else if c == '>' {
                    *stack.last_mut().expect("tag") = Mode::Children;
                }
            }
            Mode::Children => {
                if c == '{' {
                    flush(&mut current, &mut texts);
                    stack.push(Mode::Code(0));
                } else if c == '<' && next == Some('/') {
                    flush(&mut current, &mut texts);
                    while i < chars.len() && chars[i] != '>' {
                        i += 1;
                    }
                    stack.pop();
                } else if c == '<' {
                    flush(&mut current, &mut texts);
                    stack.push(Mode::Tag);
                } else if chars[i..].starts_with(&['&', 'n', 'b', 's', 'p', ';']) {
                    current.push((NBSP, line));
                    i += 5;
                } else {
                    current.push((c, line));
                }
            }
        }
        line += usize::from(chars.get(i) == Some(&'\n'));
        i += 1;
    }
    texts
}

/// The character at `i` of a JavaScript string, its escape decoded (`\u00a0`, `\u{a0}`, `\n`, `\'`);
/// `i` moves past it.
fn js_char(chars: &[char], i: &mut usize) -> char {
    let c = chars[*i];
    *i += 1;
    if c != '\\' || *i >= chars.len() {
        return c;
    }
    let escaped = chars[*i];
    *i += 1;
    match escaped {
        'n' => '\n',
        'u' => {
            let braced = chars.get(*i) == Some(&'{');
            let start = *i + usize::from(braced);
            let end = if braced {
                chars[start..]
                    .iter()
                    .position(|c| *c == '}')
                    .map_or(start, |p| start + p)
            } else {
                (start + 4).min(chars.len())
            };
            let hex: String = chars[start..end].iter().collect();
            *i = end + usize::from(braced);
            u32::from_str_radix(&hex, 16)
                .ok()
                .and_then(char::from_u32)
                .unwrap_or('\u{fffd}')
        }
        other => other,
    }
}

/// What a rejected term's fault says after the term.
const REJECTED: &str = "is rejected by docs/glossaire.md";

/// Whether line `line` of `source` is a service's `heading`: the spec derives a service's title
/// from its address, where a dash reads as a space, so its heading cannot hold a hyphen (the
/// content check refuses one) and a glossary term spelled with one is written without it there
/// alone (docs/glossaire.md says so).
fn is_service_heading(path: &str, source: &str, line: usize) -> bool {
    path.starts_with("content/services/")
        && source
            .lines()
            .nth(line.saturating_sub(1))
            .is_some_and(|text| text.trim_start().starts_with("heading ="))
}

/// The strings of a content file's `fr` tables (`[fr]`, `[article.fr]`, …): each line of a
/// `"""` string, and each `"…"` string after a key.
fn content_french(source: &str) -> Vec<Text> {
    let mut texts = Vec::new();
    let (mut french, mut multiline) = (false, false);
    for (number, line) in source.lines().enumerate() {
        let number = number + 1;
        let chars = |s: &str| s.chars().map(|c| (c, number)).collect::<Text>();
        if multiline {
            let (body, closes) = match line.find("\"\"\"") {
                Some(end) => (&line[..end], true),
                None => (line, false),
            };
            if french && !body.is_empty() {
                texts.push(chars(body));
            }
            multiline = !closes;
            continue;
        }
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            french = trimmed.trim_end_matches(']').ends_with(".fr") || trimmed == "[fr]";
            continue;
        }
        if trimmed.starts_with('#') {
            continue;
        }
        let Some((_, value)) = line.split_once('=') else {
            continue;
        };
        let value = value.trim();
        if let Some(rest) = value.strip_prefix("\"\"\"") {
            if french && !rest.is_empty() {
                texts.push(chars(rest.trim_end_matches("\"\"\"")));
            }
            multiline = !rest.contains("\"\"\"");
        } else if french && value.starts_with('"') {
            // a basic string: `\"` would be a straight quote in the text, so keep it as `"`
            let body = value.trim_start_matches('"');
            let body = body.strip_suffix('"').unwrap_or(body).replace("\\\"", "\"");
            texts.push(chars(&body));
        }
    }
    texts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Text {
        s.chars().map(|c| (c, 1)).collect()
    }

    fn fails(s: &str) -> bool {
        !faults(&text(s), &["postes ouverts".to_owned()]).is_empty()
    }

    /// One bad and one good example per rule.
    #[test]
    fn each_rule_has_a_bad_and_a_good_example() {
        let cases = [
            ("Sans frais : 1-800", "Sans frais\u{a0}: 1-800"),
            ("« bonjour »", "«\u{a0}bonjour\u{a0}»"),
            ("«bonjour»", "«\u{a0}bonjour\u{a0}»"),
            ("Bravo !", "Bravo!"),
            ("Bravo\u{a0}!", "Bravo!"),
            ("Vraiment ?", "Vraiment?"),
            (
                "trop de requêtes ; réessayez",
                "trop de requêtes; réessayez",
            ),
            ("Chargement...", "Chargement…"),
            ("l'entreprise", "l’entreprise"),
            ("le \"forum\"", "le «\u{a0}forum\u{a0}»"),
            ("deux  espaces", "deux espaces"),
            ("$50", "50\u{a0}$"),
            ("50$", "50\u{a0}$"),
            ("50 $", "50\u{a0}$"),
            ("nos postes ouverts", "nos postes à pourvoir"),
            ("Postes ouverts", "des postes ouvertement"),
        ];
        for (bad, good) in cases {
            assert!(fails(bad), "{bad:?} should fail");
            assert!(!fails(good), "{good:?} should pass");
        }
        // indentation after a line break is not a double space
        assert!(!fails("un\n    deux"));
        // Canada Post's two spaces before a postal code
        assert!(!fails("Montréal (Québec)  H3A 3G4"));
    }

    #[test]
    fn rust_french_literals_are_found_by_their_place() {
        let source = r#"
crate::messages! {
    A = "Please: English !", // "not read"
        "Le français\u{a0}: ici";
}
pub const B: Text = Text { en: "x ; y", fr: "Le fr" };
pub const C_FR: &[&str] = &["un", "deux"];
pub const D: &[&str] = &["one", 'c' as "two"];
fn f(lang: Lang) -> String {
    match lang { Lang::En => format!("en {x}"), Lang::Fr => format!("fr {x}") }
}
const P: Page = page("k", "/p", "Title").fr("Titre", "Desc\
    ription");
#[cfg(test)]
const T: &str = "l'ignoré";
"#;
        let french: Vec<String> = rust_french(source)
            .iter()
            .map(|t| t.iter().map(|(c, _)| c).collect())
            .collect();
        assert_eq!(
            french,
            [
                "Le français\u{a0}: ici",
                "Le fr",
                "un",
                "deux",
                "fr {x}",
                "Titre",
                "Description"
            ]
        );
        let lines: Vec<usize> = rust_french(source).iter().map(|t| t[0].1).collect();
        assert_eq!(lines, [4, 6, 7, 7, 10, 12, 12]);
    }

    #[test]
    fn ts_texts_are_strings_templates_and_jsx_text_not_code() {
        let source = "import { x } from './words';\n\
            const a = (n: number) => `${n} mois : ${x}`;\n\
            const b = useState<string>('');\n\
            export const C = () => (\n  <p title=\"Un titre\">\n    Du texte {x} ici.\n  </p>\n);\n";
        let texts: Vec<String> = ts_texts(source, true)
            .iter()
            .map(|t| {
                t.iter()
                    .map(|(c, _)| c)
                    .collect::<String>()
                    .trim()
                    .to_owned()
            })
            .collect();
        assert_eq!(texts, ["./words", "mois :", "Un titre", "Du texte", "ici."]);
        let escaped = "const a = 'l\\u00a0: \\'x\\'';\nconst b = () => <p>«&nbsp;oui&nbsp;»</p>;";
        let texts: Vec<String> = ts_texts(escaped, true)
            .iter()
            .map(|t| t.iter().map(|(c, _)| c).collect())
            .collect();
        assert_eq!(texts, ["l\u{a0}: 'x'", "«\u{a0}oui\u{a0}»"]);
    }

    #[test]
    fn content_french_is_the_fr_tables() {
        let source = "[[a]]\ntitle = \"An English : title\"\n[a.fr]\ntitle = \"Un titre\"\ntext = \"\"\"\nligne un\nligne deux\n\"\"\"\n";
        let texts: Vec<(String, usize)> = content_french(source)
            .iter()
            .map(|t| (t.iter().map(|(c, _)| c).collect(), t[0].1))
            .collect();
        assert_eq!(
            texts,
            [
                ("Un titre".to_owned(), 4),
                ("ligne un".to_owned(), 6),
                ("ligne deux".to_owned(), 7)
            ]
        );
    }

    #[test]
    fn the_glossary_rejects_terms() {
        let glossary = "| English | Retenu | Rejetés | Note |\n|---|---|---|---|\n| advisory | services-conseils | services conseils; conseil-expert | OQLF |\n";
        assert_eq!(
            rejected_terms(glossary),
            ["services conseils", "conseil-expert"]
        );
    }

    /// The repository's French text keeps the rules (what `cargo xtask check` runs).
    #[test]
    fn the_sites_french_text_keeps_the_rules() {
        let found = scan_repo().expect("the sources read");
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
}
