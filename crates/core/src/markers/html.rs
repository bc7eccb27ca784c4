//! Marker text as HTML: from a tree ([`super::to_html`]), or written while scanning with no tree
//! in between ([`super::render_html`], the faster path the wasm module's `renderMarkers` and the
//! server use). Both write the same markup, the markup React gives for the tree.

use super::MarkerNode;
use super::parser::{BlockKind, Inline, Output};

/// HTML written as the parser goes.
#[derive(Debug)]
pub(super) struct Html(pub(super) String);

impl Output for Html {
    fn text(&mut self, text: &str) {
        escape_into(&mut self.0, text);
    }

    fn line_break(&mut self) {
        self.0.push_str("<br>");
    }

    fn open_inline(&mut self, kind: Inline) {
        self.0.push_str(match kind {
            Inline::Bold => "<strong>",
            Inline::Underline => "<u>",
            Inline::Italic => "<em>",
        });
    }

    fn close_inline(&mut self, kind: Inline) {
        self.0.push_str(match kind {
            Inline::Bold => "</strong>",
            Inline::Underline => "</u>",
            Inline::Italic => "</em>",
        });
    }

    fn open_block(&mut self, kind: BlockKind, new_list: bool) {
        let out = &mut self.0;
        match kind {
            BlockKind::Paragraph(None) => out.push_str("<p>"),
            BlockKind::Paragraph(Some(style)) => {
                out.push_str("<p class=\"");
                out.push_str(style.as_str());
                out.push_str("\">");
            }
            BlockKind::Heading(level) => {
                out.push('<');
                out.push_str(level.as_str());
                out.push('>');
            }
            BlockKind::Item { ordered } => {
                if new_list {
                    out.push_str(if ordered { "<ol>" } else { "<ul>" });
                }
                out.push_str("<li>");
            }
        }
    }

    fn close_block(&mut self, kind: BlockKind) {
        let out = &mut self.0;
        match kind {
            BlockKind::Paragraph(_) => out.push_str("</p>"),
            BlockKind::Heading(level) => {
                out.push_str("</");
                out.push_str(level.as_str());
                out.push('>');
            }
            BlockKind::Item { .. } => out.push_str("</li>"),
        }
    }

    fn end_list(&mut self, ordered: bool) {
        self.0.push_str(if ordered { "</ol>" } else { "</ul>" });
    }
}

/// A tree's HTML.
pub(super) fn write_nodes(out: &mut String, nodes: &[MarkerNode]) {
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
            MarkerNode::Heading { level, children } => wrap(out, level.as_str(), children),
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

/// Appends `text` to `out` with `& < > " '` escaped.
pub(crate) fn escape_into(out: &mut String, text: &str) {
    let bytes = text.as_bytes();
    let (mut start, mut i) = (0, 0);
    while i < bytes.len() {
        // Most text has nothing to escape: eight bytes at a time while none needs it.
        if let Some(chunk) = bytes.get(i..i + 8)
            && let Ok(word) = <[u8; 8]>::try_from(chunk)
            && !needs_escape(u64::from_ne_bytes(word))
        {
            i += 8;
            continue;
        }
        let entity = match bytes.get(i).copied().unwrap_or_default() {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#x27;",
            _ => {
                i += 1;
                continue;
            }
        };
        // `i` is at an ASCII byte, so both slices are on character boundaries.
        out.push_str(text.get(start..i).unwrap_or_default());
        out.push_str(entity);
        i += 1;
        start = i;
    }
    out.push_str(text.get(start..).unwrap_or_default());
}

/// Whether one of the eight bytes of `word` is one of `& < > " '` (a zero byte test of the word
/// xor each of them).
fn needs_escape(word: u64) -> bool {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    let has_zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS != 0;
    [b'&', b'<', b'>', b'"', b'\'']
        .iter()
        .any(|&byte| has_zero(word ^ (ONES * u64::from(byte))))
}
