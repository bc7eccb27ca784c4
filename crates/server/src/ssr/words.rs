//! French typography for the few lines only the server writes: a label and its text. The words
//! themselves are core's (`messages`, and `constants` for the organisation's details).

pub use site_core::constants::{brampton_address, organisation_name};
use site_core::i18n::Lang;

/// `{name}: {text}` with French typography's no-break space before the colon in French.
pub fn labelled(lang: Lang, name: &str, text: &str) -> String {
    match lang {
        Lang::En => format!("{name}: {text}"),
        Lang::Fr => format!("{name}\u{a0}: {text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_takes_a_no_break_space_before_its_colon_in_french() {
        assert_eq!(labelled(Lang::Fr, "a", "b"), "a\u{a0}: b");
        assert_eq!(labelled(Lang::En, "a", "b"), "a: b");
    }
}
