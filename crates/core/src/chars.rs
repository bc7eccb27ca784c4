//! Which characters a single line of visitor text may hold (`validation::rules::one_line`, and the
//! field rules' patterns written from the same predicates): what breaks a line, and what formats
//! text invisibly.

/// A control character or a Unicode line or paragraph separator.
pub fn breaks_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// An invisible formatting character (Unicode 15's general category `Cf`): direction overrides
/// and isolates (U+202A to U+202E, U+2066 to U+2069), zero-width spaces, the byte order mark,
/// the soft hyphen, tags... What a single-line field refuses: in a name they reorder or hide what
/// the team reads (an email's subject shown backwards). Two are kept: the zero-width non-joiner
/// and joiner (U+200C, U+200D), which spell words in Persian and in Indic scripts and compose
/// emoji; refusing them would refuse some visitors' own names.
pub fn is_invisible_format(c: char) -> bool {
    matches!(
        c as u32,
        0xAD | 0x600..=0x605
            | 0x61C
            | 0x6DD
            | 0x70F
            | 0x890..=0x891
            | 0x8E2
            | 0x180E
            | 0x200B
            | 0x200E..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x2064
            | 0x2066..=0x206F
            | 0xFEFF
            | 0xFFF9..=0xFFFB
            | 0x110BD
            | 0x110CD
            | 0x13430..=0x1343F
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0001
            | 0xE0020..=0xE007F
    )
}
