//! The text-marker language (why markers, never HTML: docs/decisions/0007-marker-language.md).
//!
//! Long texts (a service's `text`, an about page's `text`, `text_data`) are written with
//! markers instead of HTML. [`parse`] turns a marker string into a tree of [`MarkerNode`]s
//! (exported to TypeScript), [`to_html`] renders that tree, and the browser (React) and the
//! server (leptos) render the same tree to the same markup.
//!
//! | Marker | Meaning | HTML |
//! |---|---|---|
//! | `-n` | line break | `<br>` |
//! | `-p` ... `P-` | paragraph | `<p>...</p>` |
//! | `-p1`, `-p2`, `-p3` ... `P-` | styled paragraph | `<p class="p1">...</p>` |
//! | `-h1` ... `h1-` (h2, h3) | heading | `<h1>...</h1>` |
//! | `-li` ... `li-` | numbered list item | `<ol><li>...</li></ol>` |
//! | `-lb` ... `lb-` | bullet item | `<ul><li>...</li></ul>` |
//! | `-bl` ... `bl-` | bold | `<strong>...</strong>` |
//! | `-u` ... `u-` | underline | `<u>...</u>` |
//! | `-l` ... `l-` | italic | `<em>...</em>` |
//!
//! # Rules (the contract)
//!
//! - Markers are case-sensitive; at one position the longest marker wins (`-p1` before `-p`,
//!   `-li`/`-lb` before `-l`, so `-lift` is a numbered item "ft" and `-p12` is a `p1` paragraph
//!   starting with "2").
//! - Markers are read left to right. An opening marker counts only at the start of the text,
//!   after a character that is not a letter or digit, or right after another marker that counted.
//!   A closing marker counts only while its element is open, and only at the end of the text,
//!   before a character that is not a letter or digit, or right before another marker.
//!   "Letter or digit" is [`char::is_alphanumeric`], so `café-lHello` and `bl-é` are text.
//! - Blocks (paragraphs, headings, list items) do not nest: opening one closes the open block.
//!   Inline styles nest inside blocks and inside each other; a closing marker closes its element
//!   and every inline style opened inside it. Whatever is still open is closed at its block's
//!   end or at the end of the text.
//! - Text outside any block is inline content at the top level, kept as written.
//! - List items of one kind separated only by whitespace form one list; that whitespace is dropped.
//! - The output is always well-formed and escapes `& < > " '`. A value that is not a string renders
//!   [`NON_STRING_MESSAGE`]. Parsing is linear in the input and never panics.
//!
//! # Decisions for the cases the rules leave open
//!
//! 1. **A marker that does not count** is literal text, but only its first character is consumed:
//!    scanning resumes at the next character. This matters only for `bl-`, which contains `l-`:
//!    in `-lverbl- x` bold is not open, so `bl-` does not count, yet the `l-` inside it closes the
//!    italic (`<em>verb</em> x`). When a closing marker does count, it is the longest one.
//! 2. **"Right after another marker"** (opening side) means right after a marker that counted;
//!    a marker that did not count is plain text, so in `x-h1-blBig` the `-bl` follows the
//!    text `1` and stays text. **"Right before another marker"** (closing side) is textual: the
//!    next characters spell a marker, counted or not (the next marker's fate is not known yet), so
//!    `-blboldbl-u-turn` closes the bold and leaves `u-turn` as text.
//! 3. **`P-` only closes a paragraph**: inside a heading or a list item it does not count (it is
//!    text, and `lint` reports it as stray). Likewise `h1-` does not close an `h2`, `lb-` does not
//!    close a numbered item and `li-` does not close a bullet item.
//! 4. **An inline closing marker whose element is open but not innermost** closes that element and
//!    every inline style opened inside it (`-blA -uB bl- C` is `<strong>A <u>B </u></strong> C`).
//! 5. **An inline style opened while the same style is already open** creates no new element (it
//!    would render the same); its closing marker still pairs with it, so in `-blA -blB bl- C bl- D`
//!    only the second `bl-` ends the bold. This also bounds the depth of the tree (at most one
//!    element per inline style), so rendering and serializing never recurse deeply.
//! 6. **Empty elements are kept** as written: `-blbl-` is `<strong></strong>`, `-pP-` is `<p></p>`,
//!    a lone `-li` is `<ol><li></li></ol>`. `-bbl-` contains no marker that counts: it is text.
//! 7. **Top-level inline styles end where a block starts**: `-blHi -pBody` is
//!    `<strong>Hi </strong><p>Body</p>` (a `<p>` never goes inside a `<strong>`).
//! 8. **Adjacent text is merged** into one [`MarkerNode::Text`] node. Text is never trimmed.
//! 9. **Lists**: an item closed (by `li-`/`lb-`, or implicitly by the next item) keeps its list open
//!    for a following item of the same kind; whitespace only (spaces, tabs, newlines) between the
//!    two is dropped. Anything else ends the list and is kept: other text, `-n`, a top-level
//!    inline style, another block, an item of the other kind (`<ol>` and `<ul>` never merge, and
//!    the whitespace between them is kept). A list item open when `-p` (or any block) starts is
//!    closed and its list ends.
//! 10. **`-n`** has no closing form and may appear anywhere (top level, block, inline style); it
//!     follows the opening rule, so `Ottawa-next` and `One-ntwo` stay text.
//! 11. **Lint**: a stray closing marker is one that is spelled at a valid closing position
//!     (followed by the end, a non-alphanumeric character or another marker) while its element is
//!     not open, unless a marker inside it counts (the `bl-` of `-lverbl-`). An element is unclosed
//!     when it is closed by anything but its own closing marker. Issues come in text order.

mod html;
mod parser;
mod tree;

use parser::{EventState, Output, Parser};
use std::fmt;

/// What a value that is not a string renders as.
pub use crate::messages::NON_STRING_MESSAGE;

/// Every marker of the language as written, opening (`-p1`) and closing (`P-`): the table above,
/// for code that builds marker text (the fuzzers, the wasm differential test's inputs). A test of
/// the scanner holds it equal to the markers the scanner recognises, none missing and none extra.
pub const TOKENS: &[&str] = &[
    "-n", "-p", "P-", "-p1", "-p2", "-p3", "-h1", "h1-", "-h2", "h2-", "-h3", "h3-", "-li", "li-",
    "-lb", "lb-", "-bl", "bl-", "-u", "u-", "-l", "l-",
];

/// The class of a styled paragraph (`-p1`, `-p2`, `-p3`); serialized as `"p1"`, `"p2"`, `"p3"`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, ts_rs::TS,
)]
#[serde(rename_all = "lowercase")]
pub enum ParagraphStyle {
    P1,
    P2,
    P3,
}

impl ParagraphStyle {
    /// The CSS class name: `"p1"`, `"p2"` or `"p3"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::P1 => "p1",
            Self::P2 => "p2",
            Self::P3 => "p3",
        }
    }
}

/// A heading level (`-h1`, `-h2`, `-h3`); serialized as the tag name `"h1"`, `"h2"`, `"h3"`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, ts_rs::TS,
)]
#[serde(rename_all = "lowercase")]
pub enum HeadingLevel {
    H1,
    H2,
    H3,
}

impl HeadingLevel {
    /// The HTML tag name: `"h1"`, `"h2"` or `"h3"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::H1 => "h1",
            Self::H2 => "h2",
            Self::H3 => "h3",
        }
    }
}

/// One item of a [`MarkerNode::List`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
pub struct ListItem {
    pub children: Vec<MarkerNode>,
}

/// One node of a parsed marker text.
///
/// A tree produced by [`parse`] has at most these levels: a block (paragraph, heading, or list
/// and its items) at the top level only, then at most one bold, one underline and one italic
/// element, then text and breaks.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum MarkerNode {
    /// Plain text, not escaped (the renderer escapes it).
    Text { text: String },
    /// `-n`: `<br>`.
    Break,
    /// `-p`, `-p1`, `-p2`, `-p3` ... `P-`: `<p>` or `<p class="p1">`.
    Paragraph {
        style: Option<ParagraphStyle>,
        children: Vec<MarkerNode>,
    },
    /// `-h1` ... `h1-` (h2, h3): `<h1>`.
    Heading {
        level: HeadingLevel,
        children: Vec<MarkerNode>,
    },
    /// Consecutive `-li` (ordered, `<ol>`) or `-lb` (bullets, `<ul>`) items.
    List { ordered: bool, items: Vec<ListItem> },
    /// `-bl` ... `bl-`: `<strong>`.
    Bold { children: Vec<MarkerNode> },
    /// `-u` ... `u-`: `<u>`.
    Underline { children: Vec<MarkerNode> },
    /// `-l` ... `l-`: `<em>`.
    Italic { children: Vec<MarkerNode> },
}

/// What [`lint`] found.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, ts_rs::TS,
)]
#[serde(rename_all = "camelCase")]
pub enum MarkerIssueKind {
    /// A closing marker at a valid closing position while its element is not open.
    StrayClose,
    /// An element closed implicitly (by a new block, its block's end or the end of the text)
    /// rather than by its own closing marker.
    Unclosed,
}

/// A problem in a marker text, for content authors. `line` and `column` are 1-based; the column
/// counts characters. `marker` is the marker as written (`-bl` for an unclosed bold, `P-` for a
/// stray paragraph end).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, ts_rs::TS)]
pub struct MarkerIssue {
    pub kind: MarkerIssueKind,
    pub marker: String,
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for MarkerIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            MarkerIssueKind::StrayClose => "stray closing marker",
            MarkerIssueKind::Unclosed => "unclosed",
        };
        write!(
            f,
            "line {}, column {}: {what} {}",
            self.line, self.column, self.marker
        )
    }
}

/// Parses a marker string into its tree. Linear in the input; never panics.
pub fn parse(input: &str) -> Vec<MarkerNode> {
    let mut tree = tree::Tree::default();
    Parser::new(input, &mut tree as &mut dyn Output, false).run();
    tree.nodes
}

/// The tree of a value that may not be a string (`None`): a non-string value is the single text
/// [`NON_STRING_MESSAGE`].
pub fn parse_value(value: Option<&str>) -> Vec<MarkerNode> {
    match value {
        Some(input) => parse(input),
        None => vec![MarkerNode::Text {
            text: NON_STRING_MESSAGE.en.to_owned(),
        }],
    }
}

/// Renders a tree to HTML. Text is escaped (`&amp; &lt; &gt; &quot; &#x27;`, as React escapes it, so
/// both renderers give the same markup); any tree, even one
/// not made by [`parse`], gives balanced tags.
pub fn to_html(nodes: &[MarkerNode]) -> String {
    let mut out = String::new();
    html::write_nodes(&mut out, nodes);
    out
}

/// `to_html(&parse(input))`, written as the text is scanned, with no tree in between.
pub fn render_html(input: &str) -> String {
    // Room for the text and its tags in the usual proportions, so the output rarely grows.
    let mut html = html::Html(String::with_capacity(input.len() + input.len() / 4 + 16));
    Parser::new(input, &mut html as &mut dyn Output, false).run();
    html.0
}

/// Renders a value that may not be a string (`None`): a non-string value renders
/// [`NON_STRING_MESSAGE`].
pub fn render_value_html(value: Option<&str>) -> String {
    match value {
        Some(input) => render_html(input),
        None => NON_STRING_MESSAGE.en.to_owned(),
    }
}

/// Reports stray closing markers and unclosed elements, in text order.
pub fn lint(input: &str) -> Vec<MarkerIssue> {
    let mut tree = tree::Tree::default();
    let (_, events) = Parser::new(input, &mut tree as &mut dyn Output, true).run();
    let mut issues = Vec::new();
    // Events are in text order: walk the input once to turn offsets into lines and columns.
    let (mut pos, mut line, mut column) = (0usize, 1usize, 1usize);
    for event in events {
        let kind = match event.state {
            EventState::Closed => continue,
            EventState::Open => MarkerIssueKind::Unclosed,
            EventState::Stray => MarkerIssueKind::StrayClose,
        };
        if let Some(skipped) = input.get(pos..event.offset) {
            for c in skipped.chars() {
                if c == '\n' {
                    line += 1;
                    column = 1;
                } else {
                    column += 1;
                }
            }
            pos = event.offset;
        }
        let marker = input
            .get(event.offset..event.offset + usize::from(event.len))
            .unwrap_or_default();
        issues.push(MarkerIssue {
            kind,
            marker: marker.to_owned(),
            line,
            column,
        });
    }
    issues
}

/// `text` with `& < > " '` escaped, as every renderer of marker text escapes it (the server's
/// leptos renderer writes its text nodes with this, so its markup is React's).
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// Appends `text` to `out` with `& < > " '` escaped (also used by the search snippets).
pub(crate) use html::escape_into;
