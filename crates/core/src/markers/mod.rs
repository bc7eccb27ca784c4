//! The text-marker language (DESIGN §5).
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

use std::fmt;

/// What a value that is not a string renders as.
pub use crate::messages::NON_STRING_MESSAGE;

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
    Parser::new(input, false).run().0
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
    write_nodes(&mut out, nodes);
    out
}

/// `to_html(&parse(input))`.
pub fn render_html(input: &str) -> String {
    let nodes = parse(input);
    let mut out = String::with_capacity(input.len() + input.len() / 4 + 16);
    write_nodes(&mut out, &nodes);
    out
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
    let (_, events) = Parser::new(input, true).run();
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

// ---------------------------------------------------------------------------------------------
// Rendering

fn write_nodes(out: &mut String, nodes: &[MarkerNode]) {
    for node in nodes {
        match node {
            MarkerNode::Text { text } => escape_into(out, text),
            MarkerNode::Break => out.push_str("<br>"),
            MarkerNode::Paragraph { style, children } => {
                match style {
                    Some(style) => {
                        out.push_str("<p class=\"");
                        out.push_str(style.as_str());
                        out.push_str("\">");
                    }
                    None => out.push_str("<p>"),
                }
                write_nodes(out, children);
                out.push_str("</p>");
            }
            MarkerNode::Heading { level, children } => {
                let tag = level.as_str();
                out.push('<');
                out.push_str(tag);
                out.push('>');
                write_nodes(out, children);
                out.push_str("</");
                out.push_str(tag);
                out.push('>');
            }
            MarkerNode::List { ordered, items } => {
                out.push_str(if *ordered { "<ol>" } else { "<ul>" });
                for item in items {
                    out.push_str("<li>");
                    write_nodes(out, &item.children);
                    out.push_str("</li>");
                }
                out.push_str(if *ordered { "</ol>" } else { "</ul>" });
            }
            MarkerNode::Bold { children } => wrap(out, "strong", children),
            MarkerNode::Underline { children } => wrap(out, "u", children),
            MarkerNode::Italic { children } => wrap(out, "em", children),
        }
    }
}

fn wrap(out: &mut String, tag: &str, children: &[MarkerNode]) {
    out.push('<');
    out.push_str(tag);
    out.push('>');
    write_nodes(out, children);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
}

/// `text` with `& < > " '` escaped, as every renderer of marker text escapes it (the server's
/// leptos renderer writes its text nodes with this, so its markup is React's).
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// Appends `text` to `out` with `& < > " '` escaped (also used by the search snippets).
pub(crate) fn escape_into(out: &mut String, text: &str) {
    let mut start = 0;
    for (i, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#x27;",
            _ => continue,
        };
        // `i` is at an ASCII byte, so both slices are on character boundaries.
        out.push_str(text.get(start..i).unwrap_or_default());
        out.push_str(entity);
        start = i + 1;
    }
    out.push_str(text.get(start..).unwrap_or_default());
}

// ---------------------------------------------------------------------------------------------
// Scanning

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Inline {
    Bold,
    Underline,
    Italic,
}

impl Inline {
    const fn index(self) -> usize {
        match self {
            Self::Bold => 0,
            Self::Underline => 1,
            Self::Italic => 2,
        }
    }

    fn node(self, children: Vec<MarkerNode>) -> MarkerNode {
        match self {
            Self::Bold => MarkerNode::Bold { children },
            Self::Underline => MarkerNode::Underline { children },
            Self::Italic => MarkerNode::Italic { children },
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BlockKind {
    Paragraph(Option<ParagraphStyle>),
    Heading(HeadingLevel),
    Item { ordered: bool },
}

#[derive(Debug, Clone, Copy)]
enum Open {
    Break,
    Block(BlockKind),
    Inline(Inline),
}

#[derive(Debug, Clone, Copy)]
enum Close {
    Paragraph,
    Heading(HeadingLevel),
    Item { ordered: bool },
    Inline(Inline),
}

/// The opening marker spelled at `i`, if any, with its length in bytes (longest match).
fn match_open(b: &[u8], i: usize) -> Option<(Open, usize)> {
    if b.get(i) != Some(&b'-') {
        return None;
    }
    let third = b.get(i + 2).copied();
    Some(match b.get(i + 1).copied()? {
        b'n' => (Open::Break, 2),
        b'p' => match third {
            Some(b'1') => (
                Open::Block(BlockKind::Paragraph(Some(ParagraphStyle::P1))),
                3,
            ),
            Some(b'2') => (
                Open::Block(BlockKind::Paragraph(Some(ParagraphStyle::P2))),
                3,
            ),
            Some(b'3') => (
                Open::Block(BlockKind::Paragraph(Some(ParagraphStyle::P3))),
                3,
            ),
            _ => (Open::Block(BlockKind::Paragraph(None)), 2),
        },
        b'h' => (Open::Block(BlockKind::Heading(heading_level(third)?)), 3),
        b'l' => match third {
            Some(b'i') => (Open::Block(BlockKind::Item { ordered: true }), 3),
            Some(b'b') => (Open::Block(BlockKind::Item { ordered: false }), 3),
            _ => (Open::Inline(Inline::Italic), 2),
        },
        b'b' if third == Some(b'l') => (Open::Inline(Inline::Bold), 3),
        b'u' => (Open::Inline(Inline::Underline), 2),
        _ => return None,
    })
}

/// The closing marker spelled at `i`, if any, with its length in bytes. At most one closing
/// marker can be spelled at a position.
fn match_close(b: &[u8], i: usize) -> Option<(Close, usize)> {
    let second = b.get(i + 1).copied();
    let dash_at = |j: usize| b.get(j) == Some(&b'-');
    match b.get(i).copied()? {
        b'P' if second == Some(b'-') => Some((Close::Paragraph, 2)),
        b'h' if dash_at(i + 2) => Some((Close::Heading(heading_level(second)?), 3)),
        b'l' => match second? {
            b'-' => Some((Close::Inline(Inline::Italic), 2)),
            b'i' if dash_at(i + 2) => Some((Close::Item { ordered: true }, 3)),
            b'b' if dash_at(i + 2) => Some((Close::Item { ordered: false }, 3)),
            _ => None,
        },
        b'b' if second == Some(b'l') && dash_at(i + 2) => Some((Close::Inline(Inline::Bold), 3)),
        b'u' if second == Some(b'-') => Some((Close::Inline(Inline::Underline), 2)),
        _ => None,
    }
}

fn heading_level(digit: Option<u8>) -> Option<HeadingLevel> {
    match digit? {
        b'1' => Some(HeadingLevel::H1),
        b'2' => Some(HeadingLevel::H2),
        b'3' => Some(HeadingLevel::H3),
        _ => None,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EventState {
    /// An opening marker whose element has not been closed by its own marker (yet).
    Open,
    /// An opening marker whose element was closed by its own marker.
    Closed,
    /// A stray closing marker.
    Stray,
}

/// A marker seen while linting: byte offset and length in the input.
#[derive(Debug, Clone, Copy)]
struct Event {
    offset: usize,
    len: u8,
    state: EventState,
}

/// An open inline style. `real` is false for a style reopened while already open: it has no
/// element of its own (decision 5) but still pairs with a closing marker.
#[derive(Debug, Clone, Copy)]
struct Slot {
    kind: Inline,
    real: bool,
    event: usize,
}

#[derive(Debug)]
struct Block {
    kind: BlockKind,
    children: Vec<MarkerNode>,
    event: usize,
}

#[derive(Debug)]
struct Parser<'a> {
    src: &'a str,
    /// The top-level nodes.
    out: Vec<MarkerNode>,
    /// The open block, if any.
    block: Option<Block>,
    /// Open inline styles, outermost first (inside `block`, or at the top level).
    slots: Vec<Slot>,
    /// Children of the real slots, outermost first (at most one per inline style).
    real: Vec<Vec<MarkerNode>>,
    /// How many slots of each inline style are open.
    open: [usize; 3],
    /// `Some(ordered)` while the last top-level node is a list that the next item may join.
    list: Option<bool>,
    /// Whitespace (byte range) seen at the top level after that list, dropped if an item follows.
    pending_ws: Option<(usize, usize)>,
    /// Lint events, when linting.
    events: Option<Vec<Event>>,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, lint: bool) -> Self {
        Self {
            src,
            out: Vec::new(),
            block: None,
            slots: Vec::new(),
            real: Vec::new(),
            open: [0; 3],
            list: None,
            pending_ws: None,
            events: lint.then(Vec::new),
        }
    }

    fn run(mut self) -> (Vec<MarkerNode>, Vec<Event>) {
        let b = self.src.as_bytes();
        let (mut i, mut text_start) = (0, 0);
        // Where the last counted marker ended (an opening marker may follow it directly).
        let mut after_marker = 0;
        // The last stray closing marker: its event index and where it ends.
        let mut stray: Option<(usize, usize)> = None;
        while i < b.len() {
            let byte = b[i];
            if byte == b'-' {
                if let Some((open, len)) = match_open(b, i)
                    && (i == 0 || after_marker == i || !self.alnum_before(i))
                {
                    self.retract_stray(&mut stray, i);
                    self.push_text(text_start, i);
                    self.apply_open(open, i, len);
                    i += len;
                    (text_start, after_marker) = (i, i);
                    continue;
                }
            } else if matches!(byte, b'P' | b'h' | b'l' | b'b' | b'u')
                && let Some((close, len)) = match_close(b, i)
            {
                let end = i + len;
                let boundary =
                    end >= b.len() || !self.alnum_at(end) || match_close(b, end).is_some();
                if boundary && self.is_open(close) {
                    self.retract_stray(&mut stray, i);
                    self.push_text(text_start, i);
                    self.apply_close(close);
                    i = end;
                    (text_start, after_marker) = (i, i);
                    continue;
                }
                let inside_stray = stray.is_some_and(|(_, stray_end)| i < stray_end);
                if boundary
                    && !inside_stray
                    && let Some(events) = &mut self.events
                {
                    stray = Some((events.len(), end));
                    events.push(Event {
                        offset: i,
                        len: len as u8,
                        state: EventState::Stray,
                    });
                }
            }
            // Not a marker that counts: one character of text (markers are ASCII, so any byte
            // that starts one is a whole character).
            i += 1;
        }
        self.push_text(text_start, b.len());
        if self.block.is_some() {
            self.close_block(false);
        } else {
            self.close_slots(0);
        }
        self.end_list();
        (self.out, self.events.unwrap_or_default())
    }

    /// A marker counted inside the last stray closing marker: that one was not stray after all.
    fn retract_stray(&mut self, stray: &mut Option<(usize, usize)>, at: usize) {
        if let Some((event, end)) = *stray
            && at < end
        {
            if let Some(events) = &mut self.events {
                events.truncate(event);
            }
            *stray = None;
        }
    }

    fn alnum_before(&self, i: usize) -> bool {
        match self.src.as_bytes().get(i.wrapping_sub(1)) {
            Some(byte) if byte.is_ascii() => byte.is_ascii_alphanumeric(),
            _ => self
                .src
                .get(..i)
                .and_then(|s| s.chars().next_back())
                .is_some_and(char::is_alphanumeric),
        }
    }

    fn alnum_at(&self, i: usize) -> bool {
        match self.src.as_bytes().get(i) {
            Some(byte) if byte.is_ascii() => byte.is_ascii_alphanumeric(),
            _ => self
                .src
                .get(i..)
                .and_then(|s| s.chars().next())
                .is_some_and(char::is_alphanumeric),
        }
    }

    fn is_open(&self, close: Close) -> bool {
        let block = self.block.as_ref().map(|block| block.kind);
        match close {
            Close::Paragraph => matches!(block, Some(BlockKind::Paragraph(_))),
            Close::Heading(level) => block == Some(BlockKind::Heading(level)),
            Close::Item { ordered } => block == Some(BlockKind::Item { ordered }),
            Close::Inline(kind) => self.open[kind.index()] > 0,
        }
    }

    fn record(&mut self, offset: usize, len: usize) -> usize {
        match &mut self.events {
            Some(events) => {
                events.push(Event {
                    offset,
                    len: len as u8,
                    state: EventState::Open,
                });
                events.len() - 1
            }
            None => 0,
        }
    }

    fn mark_closed(&mut self, event: usize) {
        if let Some(e) = self
            .events
            .as_mut()
            .and_then(|events| events.get_mut(event))
        {
            e.state = EventState::Closed;
        }
    }

    /// Where content goes now: the innermost inline element, else the block, else the top level.
    fn container(&mut self) -> &mut Vec<MarkerNode> {
        if let Some(children) = self.real.last_mut() {
            return children;
        }
        match &mut self.block {
            Some(block) => &mut block.children,
            None => &mut self.out,
        }
    }

    fn at_top_level(&self) -> bool {
        self.block.is_none() && self.slots.is_empty()
    }

    fn push_text(&mut self, start: usize, end: usize) {
        let Some(text) = self.src.get(start..end).filter(|text| !text.is_empty()) else {
            return;
        };
        if self.list.is_some() && self.at_top_level() {
            if self.pending_ws.is_none() && text.chars().all(char::is_whitespace) {
                self.pending_ws = Some((start, end));
                return;
            }
            self.end_list();
        }
        push_text_node(self.container(), text);
    }

    /// The list after the last item can no longer be joined: keep the whitespace seen since.
    fn end_list(&mut self) {
        if self.list.take().is_some()
            && let Some((start, end)) = self.pending_ws.take()
        {
            let text = self.src.get(start..end).unwrap_or_default();
            push_text_node(&mut self.out, text);
        }
    }

    fn apply_open(&mut self, open: Open, offset: usize, len: usize) {
        match open {
            Open::Break => {
                self.end_list();
                self.container().push(MarkerNode::Break);
            }
            Open::Inline(kind) => {
                self.end_list();
                let event = self.record(offset, len);
                let real = self.open[kind.index()] == 0;
                if real {
                    self.real.push(Vec::new());
                }
                self.open[kind.index()] += 1;
                self.slots.push(Slot { kind, real, event });
            }
            Open::Block(kind) => {
                let event = self.record(offset, len);
                if self.block.is_some() {
                    self.close_block(false);
                } else {
                    self.close_slots(0);
                }
                match kind {
                    BlockKind::Item { ordered } if self.list == Some(ordered) => {
                        // Joins the list: the whitespace since its last item is dropped.
                        self.list = None;
                        self.pending_ws = None;
                    }
                    BlockKind::Item { ordered } => {
                        self.end_list();
                        self.out.push(MarkerNode::List {
                            ordered,
                            items: Vec::new(),
                        });
                    }
                    _ => self.end_list(),
                }
                self.block = Some(Block {
                    kind,
                    children: Vec::new(),
                    event,
                });
            }
        }
    }

    fn apply_close(&mut self, close: Close) {
        match close {
            Close::Inline(kind) => {
                // `is_open` said a slot of this kind is open; the innermost one is the target.
                if let Some(target) = self.slots.iter().rposition(|slot| slot.kind == kind) {
                    self.close_slots(target + 1);
                    if let Some(slot) = self.pop_slot() {
                        self.mark_closed(slot.event);
                    }
                }
            }
            Close::Paragraph | Close::Heading(_) | Close::Item { .. } => self.close_block(true),
        }
    }

    /// Closes the innermost inline style; its event is left as it is.
    fn pop_slot(&mut self) -> Option<Slot> {
        let slot = self.slots.pop()?;
        self.open[slot.kind.index()] -= 1;
        if slot.real
            && let Some(children) = self.real.pop()
        {
            let node = slot.kind.node(children);
            self.container().push(node);
        }
        Some(slot)
    }

    /// Implicitly closes inline styles until `depth` remain.
    fn close_slots(&mut self, depth: usize) {
        while self.slots.len() > depth {
            if self.pop_slot().is_none() {
                break;
            }
        }
    }

    fn close_block(&mut self, explicit: bool) {
        self.close_slots(0);
        let Some(block) = self.block.take() else {
            return;
        };
        if explicit {
            self.mark_closed(block.event);
        }
        let children = block.children;
        match block.kind {
            BlockKind::Paragraph(style) => self.out.push(MarkerNode::Paragraph { style, children }),
            BlockKind::Heading(level) => self.out.push(MarkerNode::Heading { level, children }),
            BlockKind::Item { ordered } => {
                let item = ListItem { children };
                match self.out.last_mut() {
                    Some(MarkerNode::List { items, .. }) => items.push(item),
                    _ => self.out.push(MarkerNode::List {
                        ordered,
                        items: vec![item],
                    }),
                }
                self.list = Some(ordered);
            }
        }
    }
}

fn push_text_node(nodes: &mut Vec<MarkerNode>, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(MarkerNode::Text { text: last }) = nodes.last_mut() {
        last.push_str(text);
    } else {
        nodes.push(MarkerNode::Text {
            text: text.to_owned(),
        });
    }
}
