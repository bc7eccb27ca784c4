//! The marker scanner and the rules of the language (the module's doc), written once for both
//! outputs: the tree ([`super::tree`]) and HTML written as it is scanned ([`super::html`], no tree
//! in between: what the wasm module's `renderMarkers` and the server's `render_html` use).

use super::{HeadingLevel, ParagraphStyle};

/// What the parser builds, told in text order. Every element opened is closed, innermost first.
pub(super) trait Output {
    /// Text, not escaped, inside the innermost open element.
    fn text(&mut self, text: &str);
    /// `-n`.
    fn line_break(&mut self);
    /// An inline element starts (a style already open opens none, decision 5).
    fn open_inline(&mut self, kind: Inline);
    /// The innermost inline element ends.
    fn close_inline(&mut self, kind: Inline);
    /// A block starts at the top level; for a list item, `new_list` when it starts a list rather
    /// than joining the one before it.
    fn open_block(&mut self, kind: BlockKind, new_list: bool);
    /// The open block ends (its inline elements are closed first).
    fn close_block(&mut self, kind: BlockKind);
    /// The list after the last closed item can no longer be joined.
    fn end_list(&mut self, ordered: bool);
}

/// The parser's outputs are used as `&mut dyn Output`: one copy of the parser in the wasm module
/// for both, not one per output (about 1.3 KB gzip), for a cost per marker, not per byte.
impl<O: Output + ?Sized> Output for &mut O {
    fn text(&mut self, text: &str) {
        (**self).text(text);
    }
    fn line_break(&mut self) {
        (**self).line_break();
    }
    fn open_inline(&mut self, kind: Inline) {
        (**self).open_inline(kind);
    }
    fn close_inline(&mut self, kind: Inline) {
        (**self).close_inline(kind);
    }
    fn open_block(&mut self, kind: BlockKind, new_list: bool) {
        (**self).open_block(kind, new_list);
    }
    fn close_block(&mut self, kind: BlockKind) {
        (**self).close_block(kind);
    }
    fn end_list(&mut self, ordered: bool) {
        (**self).end_list(ordered);
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Inline {
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum BlockKind {
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
pub(super) enum EventState {
    /// An opening marker whose element has not been closed by its own marker (yet).
    Open,
    /// An opening marker whose element was closed by its own marker.
    Closed,
    /// A stray closing marker.
    Stray,
}

/// A marker seen while linting: byte offset and length in the input.
#[derive(Debug, Clone, Copy)]
pub(super) struct Event {
    pub(super) offset: usize,
    pub(super) len: u8,
    pub(super) state: EventState,
}

/// An open inline style. `real` is false for a style reopened while already open: it has no
/// element of its own (decision 5) but still pairs with a closing marker.
#[derive(Debug, Clone, Copy)]
struct Slot {
    kind: Inline,
    real: bool,
    event: usize,
}

#[derive(Debug, Clone, Copy)]
struct Block {
    kind: BlockKind,
    event: usize,
}

/// Scans `src` once, telling `out` what it finds; `lint` also records the events [`super::lint`]
/// reports.
#[derive(Debug)]
pub(super) struct Parser<'a, O> {
    src: &'a str,
    out: O,
    /// The open block, if any.
    block: Option<Block>,
    /// Open inline styles, outermost first (inside `block`, or at the top level).
    slots: Vec<Slot>,
    /// How many slots of each inline style are open.
    open: [usize; 3],
    /// `Some(ordered)` while the last top-level node is a list that the next item may join.
    list: Option<bool>,
    /// Whitespace (byte range) seen at the top level after that list, dropped if an item follows.
    pending_ws: Option<(usize, usize)>,
    /// Lint events, when linting.
    events: Option<Vec<Event>>,
}

impl<'a, O: Output> Parser<'a, O> {
    pub(super) fn new(src: &'a str, out: O, lint: bool) -> Self {
        Self {
            src,
            out,
            block: None,
            slots: Vec::new(),
            open: [0; 3],
            list: None,
            pending_ws: None,
            events: lint.then(Vec::new),
        }
    }

    pub(super) fn run(mut self) -> (O, Vec<Event>) {
        let b = self.src.as_bytes();
        let (mut i, mut text_start) = (0, 0);
        // Where the last counted marker ended (an opening marker may follow it directly).
        let mut after_marker = 0;
        // The last stray closing marker: its event index and where it ends.
        let mut stray: Option<(usize, usize)> = None;
        // The first `-` at or after `i`. Every marker holds a `-` at most two bytes after its start,
        // so no marker starts before `dash - 2`: the text up to there is skipped in one step.
        let mut dash = next_dash(b, 0);
        while i < b.len() {
            if dash < i {
                dash = next_dash(b, i);
            }
            if dash == b.len() {
                break;
            }
            i = i.max(dash.saturating_sub(2));
            let Some(&byte) = b.get(i) else {
                break;
            };
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
        self.out.text(text);
    }

    /// The list after the last item can no longer be joined: keep the whitespace seen since.
    /// (A list can be joined only at the top level, so that is where the whitespace goes.)
    fn end_list(&mut self) {
        if let Some(ordered) = self.list.take() {
            self.out.end_list(ordered);
            if let Some((start, end)) = self.pending_ws.take() {
                self.out.text(self.src.get(start..end).unwrap_or_default());
            }
        }
    }

    fn apply_open(&mut self, open: Open, offset: usize, len: usize) {
        match open {
            Open::Break => {
                self.end_list();
                self.out.line_break();
            }
            Open::Inline(kind) => {
                self.end_list();
                let event = self.record(offset, len);
                let real = self.open[kind.index()] == 0;
                if real {
                    self.out.open_inline(kind);
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
                let new_list = match kind {
                    BlockKind::Item { ordered } if self.list == Some(ordered) => {
                        // Joins the list: the whitespace since its last item is dropped.
                        self.list = None;
                        self.pending_ws = None;
                        false
                    }
                    BlockKind::Item { .. } => {
                        self.end_list();
                        true
                    }
                    _ => {
                        self.end_list();
                        false
                    }
                };
                self.out.open_block(kind, new_list);
                self.block = Some(Block { kind, event });
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
        if slot.real {
            self.out.close_inline(slot.kind);
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
        self.out.close_block(block.kind);
        if let BlockKind::Item { ordered } = block.kind {
            self.list = Some(ordered);
        }
    }
}

/// The index of the first `-` at or after `from`, or the length when there is none. Eight bytes
/// at a time (a zero byte test on the word xor `-`), since most of a text is between markers.
fn next_dash(b: &[u8], from: usize) -> usize {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const DASHES: u64 = u64::from_ne_bytes([b'-'; 8]);
    let mut i = from;
    while let Some(chunk) = b.get(i..i + 8) {
        let Ok(word) = <[u8; 8]>::try_from(chunk) else {
            break;
        };
        let x = u64::from_ne_bytes(word) ^ DASHES;
        if x.wrapping_sub(ONES) & !x & HIGHS != 0 {
            break;
        }
        i += 8;
    }
    b.get(i..)
        .and_then(|rest| rest.iter().position(|&byte| byte == b'-'))
        .map_or(b.len(), |at| i + at)
}

#[cfg(test)]
mod tests {
    use super::{match_close, match_open};
    use std::collections::BTreeSet;

    /// The markers the scanner recognises at the start of `text`: an opening one and a closing
    /// one (at most one of each), as the text spelling them.
    fn markers_at_start(text: &[u8]) -> Vec<String> {
        let open = match_open(text, 0).map(|(_, len)| len);
        let close = match_close(text, 0).map(|(_, len)| len);
        [open, close]
            .into_iter()
            .flatten()
            .map(|len| String::from_utf8_lossy(&text[..len]).into_owned())
            .collect()
    }

    #[test]
    fn the_token_list_is_every_marker_the_scanner_recognises() {
        for token in super::super::TOKENS {
            assert_eq!(markers_at_start(token.as_bytes()), [*token], "{token}");
        }
        // A marker is at most three ASCII bytes and the scanner looks no further, so trying every
        // ASCII text of one to three bytes finds every marker it recognises.
        let mut recognised = BTreeSet::new();
        let ascii = 0..0x80_u8;
        for a in ascii.clone() {
            recognised.extend(markers_at_start(&[a]));
            for b in ascii.clone() {
                recognised.extend(markers_at_start(&[a, b]));
                for c in ascii.clone() {
                    recognised.extend(markers_at_start(&[a, b, c]));
                }
            }
        }
        let listed: BTreeSet<String> = super::super::TOKENS
            .iter()
            .map(|token| (*token).to_owned())
            .collect();
        assert_eq!(recognised, listed);
        assert_eq!(
            listed.len(),
            super::super::TOKENS.len(),
            "a token listed twice"
        );
    }
}
