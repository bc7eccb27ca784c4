//! The parser's output as a tree of [`MarkerNode`]s ([`super::parse`]).

use super::parser::{BlockKind, Inline, Output};
use super::{ListItem, MarkerNode};

/// The nodes built so far: the top level, the open block's children and those of each open
/// inline element, outermost first.
#[derive(Debug, Default)]
pub(super) struct Tree {
    pub(super) nodes: Vec<MarkerNode>,
    block: Option<Vec<MarkerNode>>,
    inline: Vec<Vec<MarkerNode>>,
}

impl Tree {
    /// Where content goes now: the innermost inline element, else the block, else the top level.
    fn container(&mut self) -> &mut Vec<MarkerNode> {
        if let Some(children) = self.inline.last_mut() {
            return children;
        }
        match &mut self.block {
            Some(children) => children,
            None => &mut self.nodes,
        }
    }
}

impl Output for Tree {
    fn text(&mut self, text: &str) {
        push_text_node(self.container(), text);
    }

    fn line_break(&mut self) {
        self.container().push(MarkerNode::Break);
    }

    fn open_inline(&mut self, _: Inline) {
        self.inline.push(Vec::new());
    }

    fn close_inline(&mut self, kind: Inline) {
        let children = self.inline.pop().unwrap_or_default();
        let node = match kind {
            Inline::Bold => MarkerNode::Bold { children },
            Inline::Underline => MarkerNode::Underline { children },
            Inline::Italic => MarkerNode::Italic { children },
        };
        self.container().push(node);
    }

    fn open_block(&mut self, kind: BlockKind, new_list: bool) {
        if let (BlockKind::Item { ordered }, true) = (kind, new_list) {
            self.nodes.push(MarkerNode::List {
                ordered,
                items: Vec::new(),
            });
        }
        self.block = Some(Vec::new());
    }

    fn close_block(&mut self, kind: BlockKind) {
        let children = self.block.take().unwrap_or_default();
        match kind {
            BlockKind::Paragraph(style) => {
                self.nodes.push(MarkerNode::Paragraph { style, children })
            }
            BlockKind::Heading(level) => self.nodes.push(MarkerNode::Heading { level, children }),
            BlockKind::Item { ordered } => {
                let item = ListItem { children };
                match self.nodes.last_mut() {
                    Some(MarkerNode::List { items, .. }) => items.push(item),
                    _ => self.nodes.push(MarkerNode::List {
                        ordered,
                        items: vec![item],
                    }),
                }
            }
        }
    }

    /// Nothing to do: the list node is complete with its last item.
    fn end_list(&mut self, _: bool) {}
}

/// Appends text, merged into the last node when that is text too (decision 8).
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
