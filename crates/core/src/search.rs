//! Site search, the pure half: folding text for an accent- and case-insensitive index, the plain
//! text of marker text, the words of a query, and the snippet a result shows.
//!
//! The database does the matching and the ranking (SQLite FTS5, PostgreSQL full-text search) over
//! text folded here, and queries are folded the same way, so `Quebec` finds `Québec` on both
//! engines without any database extension. A term matches every word that starts with it
//! (prefix search), in the database and in [`snippet`] alike.

use crate::markers::{self, MarkerNode};

/// Terms of a query kept at most; the rest are ignored.
pub const MAX_TERMS: usize = 8;
/// A term is cut to this many characters (it still matches, as a prefix, the longer word).
pub const MAX_TERM_CHARS: usize = 40;
/// Characters of a result's snippet, about (the window is cut at word boundaries).
pub const SNIPPET_CHARS: usize = 160;

/// What a search result is, as the API's `kind` says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A service page, top-level or child (`/services/...`).
    Service,
    /// A child page of an about section other than careers (`/about/...`).
    About,
    /// A job posting (`/about/careers/{id}`).
    Career,
    /// A blog article (`/blog/{id}`).
    Blog,
    /// A persona ("I am") page (`/iam/{id}`).
    Persona,
    /// A portfolio project (`/services/it-solutions/portfolio/{category}`).
    Portfolio,
    /// A newsletter or economic letter (the newsletters page).
    Newsletter,
}

impl Kind {
    /// Every kind, in the order results of equal rank are listed.
    pub const ALL: [Kind; 7] = [
        Kind::Service,
        Kind::About,
        Kind::Career,
        Kind::Blog,
        Kind::Persona,
        Kind::Portfolio,
        Kind::Newsletter,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Service => "service",
            Kind::About => "about",
            Kind::Career => "career",
            Kind::Blog => "blog",
            Kind::Persona => "persona",
            Kind::Portfolio => "portfolio",
            Kind::Newsletter => "newsletter",
        }
    }
}

/// A combining diacritical mark (U+0300 to U+036F): dropped by [`fold`], part of a word for
/// [`snippet`], so decomposed text (`e` + U+0301) folds like composed text (`é`).
fn is_combining(c: char) -> bool {
    ('\u{300}'..='\u{36f}').contains(&c)
}

/// A character of a word: a letter or digit (what FTS5's `unicode61` and PostgreSQL's parser
/// keep), or a combining mark (which folding removes).
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_combining(c)
}

/// The unaccented spelling of a lower-case letter of the Latin-1 Supplement or Latin
/// Extended-A blocks; `None` for every other character.
fn unaccent(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĳ' => "ij",
        'ĵ' => "j",
        'ķ' | 'ĸ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' | 'ŉ' | 'ŋ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ſ' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    })
}

/// Appends the folded form of `c` to `out`.
fn fold_into(out: &mut String, c: char) {
    if c.is_ascii() {
        out.push(c.to_ascii_lowercase());
        return;
    }
    for lower in c.to_lowercase() {
        match unaccent(lower) {
            Some(plain) => out.push_str(plain),
            None if is_combining(lower) => {}
            None => out.push(lower),
        }
    }
}

/// `text` in lower case without diacritics (Latin-1 Supplement and Latin Extended-A letters, and
/// combining marks): `Québec` and `QUEBEC` both fold to `quebec`, `Œuvre` to `oeuvre`, `Straße`
/// to `strasse`. Other characters are kept, lower-cased.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        fold_into(&mut out, c);
    }
    out
}

/// The folded words of `text` separated by single spaces: what the index stores, so both engines
/// see the same words whatever their own tokenizers make of punctuation.
pub fn index_text(text: &str) -> String {
    let folded = fold(text);
    let mut out = String::with_capacity(folded.len());
    for word in folded
        .split(|c: char| !is_word_char(c))
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// The text of a marker string, without its markers: blocks and line breaks become spaces and
/// whitespace is collapsed. For indexing and snippets.
pub fn plain_text(marker_text: &str) -> String {
    let mut raw = String::with_capacity(marker_text.len());
    collect_text(&mut raw, &markers::parse(marker_text));
    collapse_whitespace(&raw)
}

fn collect_text(out: &mut String, nodes: &[MarkerNode]) {
    for node in nodes {
        match node {
            MarkerNode::Text { text } => out.push_str(text),
            MarkerNode::Break => out.push(' '),
            MarkerNode::Paragraph { children, .. } | MarkerNode::Heading { children, .. } => {
                out.push(' ');
                collect_text(out, children);
                out.push(' ');
            }
            MarkerNode::List { items, .. } => {
                for item in items {
                    out.push(' ');
                    collect_text(out, &item.children);
                    out.push(' ');
                }
            }
            MarkerNode::Bold { children }
            | MarkerNode::Underline { children }
            | MarkerNode::Italic { children } => collect_text(out, children),
        }
    }
}

/// A no-break space (U+00A0, the figure space U+2007, the narrow U+202F): French typography puts
/// one before `:` and inside `50 000 $`, and a result must not break a line there either.
fn is_no_break_space(c: char) -> bool {
    matches!(c, '\u{a0}' | '\u{2007}' | '\u{202f}')
}

/// `text` with every run of breaking whitespace turned into one space, trimmed; no-break spaces
/// are kept as written (`Lettre économique\u{a0}: octobre`).
pub fn collapse_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let breaking = |c: char| c.is_whitespace() && !is_no_break_space(c);
    for word in text.split(breaking).filter(|word| !word.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// The searchable words of a query: folded, split at every character that is not a letter or a
/// digit, without repeats, at most [`MAX_TERMS`], each at most [`MAX_TERM_CHARS`] characters.
/// Empty when the query has nothing to search for. A term holds letters and digits only, so it
/// can never carry a database's query syntax.
pub fn terms(query: &str) -> Vec<String> {
    let folded = fold(query);
    let mut terms: Vec<String> = Vec::new();
    for word in folded.split(|c: char| !c.is_alphanumeric()) {
        if word.is_empty() {
            continue;
        }
        let term: String = word.chars().take(MAX_TERM_CHARS).collect();
        if !terms.contains(&term) {
            terms.push(term);
            if terms.len() == MAX_TERMS {
                break;
            }
        }
    }
    terms
}

/// Whether a word, as written, matches one of the (folded) terms: its folded form starts with it.
fn matches(word: &str, terms: &[String]) -> bool {
    let folded = fold(word);
    terms.iter().any(|term| folded.starts_with(term.as_str()))
}

/// One word of a text: its byte range and the character offsets of its ends.
#[derive(Debug, Clone, Copy)]
struct Word {
    start: usize,
    end: usize,
    start_char: usize,
    end_char: usize,
}

fn words(text: &str) -> Vec<Word> {
    let mut words = Vec::new();
    let mut current: Option<(usize, usize)> = None;
    let mut chars = 0;
    for (index, c) in text.char_indices() {
        match (is_word_char(c), current) {
            (true, None) => current = Some((index, chars)),
            (false, Some((start, start_char))) => {
                words.push(Word {
                    start,
                    end: index,
                    start_char,
                    end_char: chars,
                });
                current = None;
            }
            _ => {}
        }
        chars += 1;
    }
    if let Some((start, start_char)) = current {
        words.push(Word {
            start,
            end: text.len(),
            start_char,
            end_char: chars,
        });
    }
    words
}

/// A window of about `max_chars` characters of `plain_body` around its first word matching one of
/// `terms` (a word matches when its folded form starts with a term), as an HTML fragment: every
/// matching word in the window wrapped in `<mark>` ... `</mark>`, all other text escaped as
/// [`markers::to_html`] escapes it (`& < > " '`). The window is cut at word boundaries, with `…` at
/// a cut end; it starts at the beginning when nothing matches.
pub fn snippet(plain_body: &str, terms: &[String], max_chars: usize) -> String {
    let text = plain_body.trim();
    let words = words(text);
    let max_chars = max_chars.max(1);
    let Some(last) = words.len().checked_sub(1) else {
        // No word at all: the text's beginning, cut at a character boundary.
        let cut: String = text.chars().take(max_chars).collect();
        let mut out = String::new();
        markers::escape_into(&mut out, &cut);
        if cut.len() < text.len() {
            out.push('…');
        }
        return out;
    };
    let first_match = words
        .iter()
        .position(|word| matches(&text[word.start..word.end], terms))
        .unwrap_or(0);
    let span = |from: usize, to: usize| words[to].end_char - words[from].start_char;
    // Some context before the match, then as much after as fits; then, near the end of the text,
    // more before.
    let (mut from, mut to) = (first_match, first_match);
    while from > 0 && words[first_match].start_char - words[from - 1].start_char <= max_chars / 3 {
        from -= 1;
    }
    if span(from, to) > max_chars {
        from = first_match;
    }
    while to < last && span(from, to + 1) <= max_chars {
        to += 1;
    }
    while from > 0 && span(from - 1, to) <= max_chars {
        from -= 1;
    }
    let start = if from == 0 { 0 } else { words[from].start };
    let mut end = if to == last {
        text.len()
    } else {
        words[to].end
    };
    // One word longer than the window: cut inside it, at a character boundary.
    let mut cut_word = false;
    if span(from, to) > max_chars {
        end = text[start..]
            .char_indices()
            .nth(max_chars)
            .map_or(text.len(), |(offset, _)| start + offset);
        cut_word = end < words[to].end;
    }

    let mut out = String::with_capacity(end - start + 32);
    if start > 0 {
        out.push('…');
    }
    let mut at = start;
    for word in &words[from..=to] {
        let word_end = word.end.min(end);
        if word.start >= word_end {
            break;
        }
        markers::escape_into(&mut out, &text[at..word.start]);
        let written = &text[word.start..word_end];
        if matches(&text[word.start..word.end], terms) {
            out.push_str("<mark>");
            markers::escape_into(&mut out, written);
            out.push_str("</mark>");
        } else {
            markers::escape_into(&mut out, written);
        }
        at = word_end;
    }
    if at < end {
        markers::escape_into(&mut out, &text[at..end]);
    }
    if end < text.len() || cut_word {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| (*w).to_owned()).collect()
    }

    #[test]
    fn folding_removes_case_and_accents() {
        assert_eq!(fold("Québec"), "quebec");
        assert_eq!(fold("Quebec"), "quebec");
        assert_eq!(fold("QUÉBEC"), "quebec");
        assert_eq!(fold("Œuvre Æsop Straße"), "oeuvre aesop strasse");
        assert_eq!(fold("éèêë àâä ç îï ôö ùûü ÿ ñ"), "eeee aaa c ii oo uuu y n");
        assert_eq!(fold("ŁÓDŹ Čapek Ÿ İ ı"), "lodz capek y i i");
        // Decomposed input folds like composed input.
        assert_eq!(fold("Que\u{301}bec"), "quebec");
        // Other scripts and punctuation are kept, lower-cased.
        assert_eq!(fold("Ωmega, café & co."), "ωmega, cafe & co.");
    }

    #[test]
    fn every_letter_of_both_blocks_folds_to_ascii() {
        for c in ('\u{c0}'..='\u{17f}').filter(|c| c.is_alphabetic()) {
            let folded = fold(&c.to_string());
            assert!(
                folded.is_ascii() && !folded.is_empty(),
                "{c} (U+{:04X}) folds to {folded:?}",
                u32::from(c)
            );
        }
    }

    #[test]
    fn collapsing_keeps_no_break_spaces() {
        assert_eq!(collapse_whitespace("  a \n\t b\r\n"), "a b");
        assert_eq!(
            collapse_whitespace("Lettre économique\u{a0}: octobre\n2026"),
            "Lettre économique\u{a0}: octobre 2026"
        );
        assert_eq!(
            collapse_whitespace("50\u{202f}000\u{a0}$"),
            "50\u{202f}000\u{a0}$"
        );
        assert_eq!(
            plain_text("-pPrix\u{a0}: P-\n-p50\u{a0}000\u{a0}$ P-"),
            "Prix\u{a0}: 50\u{a0}000\u{a0}$"
        );
        assert_eq!(index_text("Prix\u{a0}: 50\u{a0}000\u{a0}$"), "prix 50 000");
    }

    #[test]
    fn index_text_is_the_folded_words() {
        assert_eq!(
            index_text("  Selling in Québec: language, taxes & e-learning!\n"),
            "selling in quebec language taxes e learning"
        );
        assert_eq!(
            index_text("careers@cedarline.example"),
            "careers cedarline example"
        );
        assert_eq!(index_text("…"), "");
    }

    #[test]
    fn plain_text_drops_markers_and_separates_blocks() {
        assert_eq!(
            plain_text("-h2Title h2--pFirst -blbold bl- text.P--lbOne lb--lbTwo lb-"),
            "Title First bold text. One Two"
        );
        assert_eq!(
            plain_text("line-nbreak and e-learning"),
            "line-nbreak and e-learning"
        );
        assert_eq!(plain_text("a -n b"), "a b");
        assert_eq!(plain_text("-pa\n\n   b P-"), "a b");
        assert_eq!(plain_text("-p<b>x</b> & \"q\" P-"), "<b>x</b> & \"q\"");
        assert_eq!(plain_text(""), "");
    }

    #[test]
    fn terms_are_folded_deduplicated_and_bounded() {
        assert_eq!(terms("Québec  quebec QUEBEC"), t(&["quebec"]));
        assert_eq!(
            terms("small-business loans!"),
            t(&["small", "business", "loans"])
        );
        assert_eq!(terms("   "), t(&[]));
        assert_eq!(terms("\"*\" OR NEAR(: ^ -"), t(&["or", "near"]));
        assert_eq!(terms("a b c d e f g h i j").len(), MAX_TERMS);
        let long = "x".repeat(500);
        assert_eq!(terms(&long), vec!["x".repeat(MAX_TERM_CHARS)]);
        assert_eq!(terms("2026 T4"), t(&["2026", "t4"]));
    }

    #[test]
    fn a_snippet_marks_prefix_matches_ignoring_case_and_accents() {
        let body = "We help businesses in Québec and Ontario. Quebecers welcome.";
        assert_eq!(
            snippet(body, &terms("quebec"), 160),
            "We help businesses in <mark>Québec</mark> and Ontario. <mark>Quebecers</mark> welcome."
        );
        assert_eq!(
            snippet(body, &terms("QUÉB busi"), 160),
            "We help <mark>businesses</mark> in <mark>Québec</mark> and Ontario. <mark>Quebecers</mark> welcome."
        );
        // A term matches the start of a word only.
        assert_eq!(snippet("Ontario", &terms("tario"), 160), "Ontario");
    }

    #[test]
    fn a_snippet_escapes_everything_it_does_not_generate() {
        let body = "Use <b>x</b> & \"q\" it's <script>alert(1)</script> now";
        assert_eq!(
            snippet(body, &terms("script"), 160),
            "Use &lt;b&gt;x&lt;/b&gt; &amp; &quot;q&quot; it&#x27;s &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; now"
        );
        assert_eq!(snippet("<mark>", &t(&[]), 160), "&lt;mark&gt;");
        assert_eq!(snippet("<<>>", &t(&[]), 2), "&lt;&lt;…");
    }

    #[test]
    fn a_snippet_is_a_window_around_the_first_match() {
        let words: Vec<String> = (0..200).map(|i| format!("w{i}")).collect();
        let body = words.join(" ");
        let out = snippet(&body, &t(&["w150"]), 60);
        assert!(out.starts_with('…') && out.ends_with('…'), "{out}");
        assert!(out.contains("<mark>w150</mark>"), "{out}");
        let visible = out.replace("<mark>", "").replace("</mark>", "");
        assert!(visible.chars().count() <= 62, "{visible}");
        // Cut at word boundaries: every word shown is whole.
        for word in visible.trim_matches('…').split(' ') {
            assert!(words.contains(&word.to_owned()), "{word:?} in {visible}");
        }
        // Some context before the match.
        assert!(!visible.starts_with("…w150"), "{visible}");

        // No match: the beginning.
        let out = snippet(&body, &t(&["zzz"]), 20);
        assert_eq!(out, "w0 w1 w2 w3 w4 w5 w6…");
        // A match near the end fills the window backwards.
        let out = snippet(&body, &t(&["w199"]), 20);
        assert_eq!(out, "…w196 w197 w198 <mark>w199</mark>");
        // Short text: whole, no ellipsis.
        assert_eq!(
            snippet(" Short text. ", &t(&["text"]), 160),
            "Short <mark>text</mark>."
        );
        assert_eq!(snippet("", &t(&["x"]), 160), "");
    }

    #[test]
    fn a_snippet_never_splits_a_character() {
        let body = "é".repeat(300);
        let out = snippet(&body, &t(&["e"]), 10);
        assert_eq!(out, format!("<mark>{}</mark>…", "é".repeat(10)));
        let body = format!("{} œuvre {}", "日本語".repeat(40), "ÆØÅ ".repeat(60));
        for max in [1, 5, 17, 33, 160] {
            for term in ["oeuvre", "aeoa", "日", "zzz"] {
                let out = snippet(&body, &t(&[term]), max);
                let visible = out.replace("<mark>", "").replace("</mark>", "");
                assert!(visible.chars().count() <= max + 2, "{max} {term}: {out}");
            }
        }
        assert_eq!(
            snippet(&format!("{}œuvre", "ab ".repeat(100)), &t(&["oeuvre"]), 12),
            "…ab ab <mark>œuvre</mark>"
        );
    }

    #[test]
    fn the_too_long_message_names_the_limit() {
        let limit = crate::constants::SEARCH_QUERY_MAX_CHARS.to_string();
        assert!(crate::messages::SEARCH_QUERY_TOO_LONG.en.contains(&limit));
    }

    #[test]
    fn kinds_are_named() {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(
            names,
            [
                "service",
                "about",
                "career",
                "blog",
                "persona",
                "portfolio",
                "newsletter"
            ]
        );
    }
}
