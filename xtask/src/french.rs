//! The French text's typography and terms (`docs/glossaire.md`): every French
//! string the site shows — core's and the server's French literals, the web's `*.fr.ts(x)`
//! modules, the `fr` tables of `content/` — is read out of its source (string contents and JSX
//! text, never code syntax) and checked against the rules of `docs/glossaire.md`:
//!
//! - a no-break space (U+00A0) before `:` and `»` and after `«`, never an ordinary one;
//! - no space at all before `;`, `!` and `?`;
//! - `…`, not `...`; ’, not a straight `'` or `"`; no double space;
//! - an amount in dollars is `50 $` (no-break space), never `$50`, `50$` or `50 $` (ordinary space);
//! - no term the glossary rejects (a calque, an anglicism) or the house avoids (correct French the
//!   site does not use, so that one thing has one name), in any of its forms: plural, feminine
//!   (`jeunes pousses`, `cliniques gratuites`); a term between backticks keeps its case after its
//!   first letter (`site web` is refused, `site Web` and `Site Web` pass).
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
    let terms = glossary_terms(&std::fs::read_to_string(root.join(GLOSSARY))?);
    if terms.is_empty() {
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
        let texts = match source_kind(path) {
            Some(Kind::Rust) => rust_french(&read(&root, path)?),
            Some(Kind::Ts { jsx }) => ts_texts(&read(&root, path)?, jsx),
            Some(Kind::Content) => content_french(&read(&root, path)?),
            None => continue,
        };
        for text in &texts {
            for (line, fault) in faults(text, &terms) {
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

/// Why the glossary refuses a term.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Reason {
    /// A calque, an anglicism or a misused word: wrong in French.
    Wrong,
    /// Correct French that the site does not use, so that one thing has one name.
    House,
}

/// A term the glossary refuses: its words and what lies between them, each word with the forms
/// it is found in.
#[derive(Debug)]
struct Term {
    /// Words (each with its forms, lowercased unless `cased`) and separators, in order.
    parts: Vec<Part>,
    /// Whether the letters after the first keep their case: the rule is about case.
    cased: bool,
    reason: Reason,
    /// The glossary's retained term(s), for the message.
    retained: String,
}

#[derive(Debug)]
enum Part {
    Word(Vec<Vec<char>>),
    /// Spaces (any run of whitespace in the text) or a sign written as it is (`’`, `.`).
    Between(Vec<char>),
}

impl Term {
    /// A term as the glossary writes it: its base form (masculine singular), between backticks
    /// when its case counts.
    fn parse(written: &str, retained: &str, reason: Reason) -> Option<Self> {
        let written = written.trim().trim_matches(['«', '»', NBSP, ' ']);
        let (written, cased) = match written.strip_prefix('`').and_then(|w| w.strip_suffix('`')) {
            Some(inner) => (inner, true),
            None => (written, false),
        };
        if written.is_empty() || written.starts_with('-') {
            return None;
        }
        let written = if cased {
            written.to_owned()
        } else {
            written.to_lowercase()
        };
        let mut parts: Vec<Part> = Vec::new();
        let mut chars = written.chars().peekable();
        while let Some(&c) = chars.peek() {
            let letter = c.is_alphanumeric() || c == '-';
            let mut run = String::new();
            while let Some(&c) = chars.peek() {
                if (c.is_alphanumeric() || c == '-') != letter {
                    break;
                }
                run.push(c);
                chars.next();
            }
            parts.push(if letter {
                Part::Word(word_forms(&run))
            } else {
                Part::Between(run.chars().collect())
            });
        }
        Some(Self {
            parts,
            cased,
            reason,
            retained: retained.trim().to_owned(),
        })
    }

    /// Where a match of the term starting at `start` in `text` ends, if there is one.
    fn end_of_match(&self, text: &[char], start: usize) -> Option<usize> {
        self.match_parts(text, start, start, 0)
    }

    fn match_parts(&self, text: &[char], start: usize, at: usize, part: usize) -> Option<usize> {
        let Some(this) = self.parts.get(part) else {
            return Some(at);
        };
        match this {
            Part::Between(signs) => {
                let mut at = at;
                for sign in signs {
                    if *sign == ' ' {
                        let spaces = text[at.min(text.len())..]
                            .iter()
                            .take_while(|c| c.is_whitespace())
                            .count();
                        if spaces == 0 {
                            return None;
                        }
                        at += spaces;
                    } else if text.get(at) == Some(sign) {
                        at += 1;
                    } else {
                        return None;
                    }
                }
                self.match_parts(text, start, at, part + 1)
            }
            Part::Word(forms) => forms.iter().find_map(|form| {
                let end = at + form.len();
                let found = text.get(at..end)?;
                let same = found.iter().zip(form).enumerate().all(|(i, (c, f))| {
                    if self.cased && at + i != start {
                        c == f
                    } else {
                        lower(*c) == lower(*f)
                    }
                });
                // the next part must start right after this word: a longer word is another word
                let next_is_word = text.get(end).is_some_and(|c| is_word(*c));
                (same && !next_is_word)
                    .then(|| self.match_parts(text, start, end, part + 1))
                    .flatten()
            }),
        }
    }
}

/// A character's lowercase, one for one (the text's positions stay those of its characters).
fn lower(c: char) -> char {
    c.to_lowercase().next().unwrap_or(c)
}

/// What a word is made of: a hyphen joins (`services-conseils` is one word, other than
/// `services conseils`).
fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '-'
}

/// The forms of a word the glossary writes in the singular: its plural (`-s`, `-x`, `-aux`) and
/// its other gender (`gratuit` for `gratuite` and the other way, `personnel` for `personnelle`,
/// `officière` for `officier`), and both. Too many forms cost nothing: each is only looked for
/// inside the whole term. Words of one or two letters (`d’`, `de`) are taken as written.
fn word_forms(word: &str) -> Vec<Vec<char>> {
    let mut forms = vec![word.to_owned()];
    if word.chars().count() >= 3 && word.chars().last().is_some_and(char::is_alphabetic) {
        let mut add = |form: String| forms.extend([format!("{form}s"), format!("{form}x"), form]);
        add(format!("{word}e"));
        if let Some(stem) = word.strip_suffix('e') {
            add(stem.to_owned());
            // personnelle, bonne, nette: personnel, bon, net
            for double in ["ll", "nn", "tt", "ss"] {
                if let Some(single) = stem.strip_suffix(double) {
                    add(format!("{single}{}", &double[1..]));
                }
            }
        } else {
            for double in ["el", "en", "on", "et"] {
                if word.ends_with(double) {
                    add(format!("{word}{}e", &double[1..]));
                }
            }
        }
        if let Some(stem) = word.strip_suffix("er") {
            add(format!("{stem}ère"));
        }
        if let Some(stem) = word.strip_suffix("ère") {
            add(format!("{stem}er"));
        }
        if let Some(stem) = word.strip_suffix("al") {
            add(format!("{stem}aux"));
        }
        forms.extend([format!("{word}s"), format!("{word}x")]);
    }
    // the longest first, so that a match takes a whole word
    forms.sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
    forms.dedup();
    forms
        .into_iter()
        .map(|form| form.chars().collect())
        .collect()
}

/// The terms of the glossary's tables: the third column, `;`-separated, each with the second
/// column (what to write instead) and the reason of its table: a table under a `##` heading that
/// names the house's preferences (`Préférences de la maison`) holds correct French the site
/// avoids; every other table holds wrong French.
fn glossary_terms(glossary: &str) -> Vec<Term> {
    let mut reason = Reason::Wrong;
    let mut terms = Vec::new();
    for line in glossary.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            reason = if heading.to_lowercase().contains("préférences") {
                Reason::House
            } else {
                Reason::Wrong
            };
            continue;
        }
        let Some(row) = line.trim().strip_prefix('|') else {
            continue;
        };
        let cells: Vec<&str> = row.split('|').collect();
        let (Some(retained), Some(refused)) = (cells.get(1), cells.get(2)) else {
            continue;
        };
        let header = ["rejeté", "rejetés", "évités"];
        if header.contains(&refused.trim().to_lowercase().as_str()) {
            continue;
        }
        terms.extend(
            refused
                .split(';')
                .filter_map(|term| Term::parse(term, retained, reason)),
        );
    }
    terms
}

/// The faults of one French text: `(line, what)`.
fn faults(text: &Text, terms: &[Term]) -> Vec<(usize, String)> {
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
    for (i, _) in chars.iter().enumerate().filter(|(_, c)| **c == ':') {
        let word: String = {
            let end = chars[..i]
                .iter()
                .rposition(|c| !c.is_whitespace())
                .map_or(0, |p| p + 1);
            let start = chars[..end]
                .iter()
                .rposition(|c| !c.is_alphabetic())
                .map_or(0, |p| p + 1);
            chars[start..end].iter().map(|c| lower(*c)).collect()
        };
        // a colon that ends its text announces the list after it (« vous vous engagez à : »)
        let ends_text = chars[i + 1..].iter().all(|c| c.is_whitespace());
        if NO_COLON_AFTER.contains(&word.as_str()) && !ends_text {
            found.push((
                text[i].1,
                format!("a colon after « {word} »: a colon follows a noun or a whole clause (docs/glossaire.md)"),
            ));
        }
    }
    for term in terms {
        let mut start = 0;
        while start < chars.len() {
            let at_word_start = start == 0 || !is_word(chars[start - 1]);
            match term
                .end_of_match(&chars, start)
                .filter(|_| at_word_start && is_word(chars[start]))
            {
                Some(end) => {
                    let written: String = chars[start..end].iter().collect();
                    let why = match term.reason {
                        Reason::Wrong => {
                            "is rejected by docs/glossaire.md (a calque, an anglicism or a misused word)"
                        }
                        Reason::House => {
                            "is not the site's term (docs/glossaire.md: one name for one thing)"
                        }
                    };
                    found.push((
                        text[start].1,
                        format!("« {written} » {why}: write « {} »", term.retained),
                    ));
                    start = end;
                }
                None => start += 1,
            }
        }
    }
    found
}

/// The articles and prepositions a colon may not follow: « Reçue le : … », « pour : « … » »
/// (docs/glossaire.md).
const NO_COLON_AFTER: &[&str] = &[
    "à", "au", "aux", "de", "du", "des", "le", "la", "les", "un", "une", "pour", "par", "sur",
    "avec", "en", "dans", "chez", "vers", "sans", "sous", "entre",
];

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
        let terms =
            [Term::parse("poste ouvert", "poste à pourvoir", Reason::Wrong).expect("a term")];
        !faults(&text(s), &terms).is_empty()
    }

    /// The faults the repository's glossary finds in `s`.
    fn glossary_faults(s: &str) -> Vec<String> {
        let glossary = std::fs::read_to_string(root().join(GLOSSARY)).expect("the glossary");
        faults(&text(s), &glossary_terms(&glossary))
            .into_iter()
            .map(|(_, fault)| fault)
            .collect()
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
            (
                "Reçue le\u{a0}: 2026-11-29",
                "Date de réception\u{a0}: 2026-11-29",
            ),
            (
                "donné le 2026-01-01 pour\u{a0}: «\u{a0}Oui\u{a0}»",
                "donné le 2026-01-01 en acceptant le texte «\u{a0}Oui\u{a0}»",
            ),
            ("Offert en\u{a0}: français", "Langues\u{a0}: français"),
            // a colon that ends its text announces a list: « vous vous engagez à : », then the list
            (
                "Vous vous engagez à\u{a0}: fournir",
                "Vous vous engagez à\u{a0}:\n",
            ),
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
    fn the_glossary_reads_its_tables_by_reason_and_case() {
        let glossary = "## Termes\n\n| English | Retenu | Rejetés | Note |\n|---|---|---|---|\n\
            | advisory | services-conseils | service conseil; conseil-expert | OQLF |\n\
            | website | site Web | `site web` | casse |\n\n\
            ## Préférences de la maison\n\n| English | Retenu | Évités | Note |\n|---|---|---|---|\n\
            | startup | entreprise en démarrage | jeune pousse | un seul nom |\n";
        let terms = glossary_terms(glossary);
        let read: Vec<(Reason, bool, &str)> = terms
            .iter()
            .map(|term| (term.reason, term.cased, term.retained.as_str()))
            .collect();
        assert_eq!(
            read,
            [
                (Reason::Wrong, false, "services-conseils"),
                (Reason::Wrong, false, "services-conseils"),
                (Reason::Wrong, true, "site Web"),
                (Reason::House, false, "entreprise en démarrage"),
            ]
        );
        let found = |s: &str| faults(&text(s), &terms);
        assert_eq!(found("le service conseil").len(), 1);
        assert!(found("un conseil-expert").len() == 1 && found("un conseil expert").is_empty());
        let house = found("des jeunes pousses");
        assert!(house[0].1.contains("not the site's term"), "{house:?}");
        assert!(found("un site web")[0].1.contains("write « site Web »"));
    }

    #[test]
    fn a_term_is_found_in_its_plural_and_feminine_forms() {
        let term =
            Term::parse("clinique gratuit", "atelier gratuit", Reason::Wrong).expect("a term");
        for bad in [
            "une clinique gratuite",
            "des cliniques gratuites",
            "des cliniques gratuits",
            "un clinique gratuit",
            "Cliniques\n   gratuites",
        ] {
            assert_eq!(
                faults(&text(bad), std::slice::from_ref(&term)).len(),
                1,
                "{bad:?}"
            );
        }
        for good in [
            "des ateliers gratuits",
            "une clinique dentaire gratuite",
            "des cliniques gratuitement",
            "une polyclinique gratuite",
        ] {
            assert!(
                faults(&text(good), std::slice::from_ref(&term)).is_empty(),
                "{good:?}"
            );
        }
        let officer =
            Term::parse("officier de crédit", "agent de crédit", Reason::Wrong).expect("a term");
        assert_eq!(
            faults(&text("une officière de crédit"), &[officer]).len(),
            1
        );
    }

    /// Each term the glossary refuses, in its forms, with the text that replaces it: the glossary
    /// of the repository (`docs/glossaire.md`) catches every bad example and lets every good one
    /// pass.
    #[test]
    fn the_glossary_catches_each_refused_term_in_each_form() {
        let cases = [
            // case: « site Web »
            ("un site web", "un site Web"),
            ("Sites web, applications", "Sites Web, applications"),
            ("Site web", "Site Web"),
            ("nos sites web rapides", "nos sites Web rapides"),
            // hyphen: « service-conseil »
            (
                "le service conseil que vous demandez",
                "le service-conseil que vous demandez",
            ),
            ("des services conseils", "des services-conseils"),
            ("Services conseils", "Services-conseils"),
            // stock, not « inventaire »
            ("reliées à votre inventaire", "reliées à vos stocks"),
            ("des alertes d’inventaire", "des alertes de stock"),
            ("des inventaires", "des stocks"),
            // a firm, not « pratique »
            ("diriger sa propre pratique", "diriger son propre cabinet"),
            ("lancent leur pratique", "lancent leur cabinet"),
            ("votre pratique", "votre cabinet"),
            ("une pratique autonome", "un cabinet autonome"),
            // workshops, not « cliniques gratuites »
            ("des cliniques gratuites", "des ateliers gratuits"),
            ("des cliniques gratuits", "des ateliers gratuits"),
            ("une clinique gratuite", "un atelier gratuit"),
            // a down payment, not « dépôt »
            ("versent un petit dépôt", "versent un petit acompte"),
            ("la fonction de dépôt", "la fonction d’acompte"),
            // the house's names
            (
                "des jeunes pousses technologiques",
                "des entreprises technologiques en démarrage",
            ),
            ("une jeune pousse", "une entreprise en démarrage"),
            (
                "Notre section des calculateurs",
                "Notre section des calculatrices",
            ),
            ("un calculateur", "une calculatrice"),
            ("le pointage de crédit", "la cote de crédit"),
            ("des pointages de crédit", "des cotes de crédit"),
            ("des chiffriers", "des feuilles de calcul"),
            ("un chiffrier", "une feuille de calcul"),
            ("des tableurs bruts", "des feuilles de calcul brutes"),
            // reached, not « joints »
            (
                "le nombre d’entrepreneurs joints",
                "le nombre d’entrepreneurs touchés",
            ),
            (
                "pour joindre des entrepreneurs",
                "pour toucher des entrepreneurs",
            ),
            ("des entrepreneures jointes", "des entrepreneures touchées"),
            // the rows that were there
            ("nos postes ouverts", "nos postes à pourvoir"),
            ("une start-up", "une entreprise en démarrage"),
            ("des start-ups", "des entreprises en démarrage"),
            ("des officiers de crédit", "des agents de crédit"),
            ("une entreprise éligible", "une entreprise admissible"),
            ("des entreprises éligibles", "des entreprises admissibles"),
            (
                "des entrepreneures nouvellement arrivées",
                "des entrepreneures nouvelles arrivantes",
            ),
        ];
        for (bad, good) in cases {
            assert!(!glossary_faults(bad).is_empty(), "{bad:?} should fail");
            let found = glossary_faults(good);
            assert!(found.is_empty(), "{good:?} should pass: {found:?}");
        }
        // correct uses of the words the rows above refuse in one sense
        for good in [
            "le développement web",
            "leurs pratiques en matière de protection",
            "vos pratiques de facturation",
            "une carte garantie par un dépôt",
            "le dépôt d’une demande",
            "une clinique de physiothérapie",
        ] {
            let found = glossary_faults(good);
            assert!(found.is_empty(), "{good:?} should pass: {found:?}");
        }
    }

    /// The repository's French text keeps the rules (what `cargo xtask check` runs).
    #[test]
    fn the_sites_french_text_keeps_the_rules() {
        let found = scan_repo().expect("the sources read");
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
}
