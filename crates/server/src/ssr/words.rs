//! The words of the server-rendered documents' own frame (the site's name in the header, the
//! landmarks, the footer, the missing page), in both languages. Page titles and
//! descriptions come from core's inventory, messages from core's `messages`, and database text
//! from the database; these are the few words only the server writes, the same ones the web app
//! uses for the same places (`web/src/components/words*.ts`).

pub use site_core::constants::{brampton_address, organisation_name};
use site_core::i18n::{Lang, Text};

/// The home page's name in a breadcrumb.
pub const HOME_CRUMB: Text = Text {
    en: "Home",
    fr: "Accueil",
};

/// The name of the header's navigation landmark.
pub const SITE_SECTIONS: Text = Text {
    en: "Site sections",
    fr: "Sections du site",
};

/// The name of the breadcrumb's landmark.
pub const BREADCRUMB: Text = Text {
    en: "Breadcrumb",
    fr: "Fil d’Ariane",
};

/// Before the toll-free number in the footer.
pub const TOLL_FREE: Text = Text {
    en: "Toll-free: ",
    fr: "Sans frais\u{a0}: ",
};

/// The name of the footer's legal links (the privacy policy, the terms, the accessibility
/// statement: Law 25 asks that the policy be reachable from every page).
pub const LEGAL: Text = Text {
    en: "Legal",
    fr: "Mentions légales",
};

/// A path the site does not have.
pub const PAGE_NOT_FOUND: Text = Text {
    en: "Page not found",
    fr: "Page introuvable",
};

pub const PAGE_NOT_FOUND_DESCRIPTION: Text = Text {
    en: "This page does not exist or has moved. The home page of Cedarline Business Group leads \
         to our services, articles and contact details.",
    fr: "Cette page n’existe pas ou a été déplacée. La page d’accueil du Groupe d’affaires \
         Cedarline mène à nos services, à nos articles et à nos coordonnées.",
};

/// The missing page's one link.
pub const GO_HOME: Text = Text {
    en: "Go to the home page",
    fr: "Aller à la page d’accueil",
};

/// The heading of a page whose database did not answer.
pub const UNAVAILABLE: Text = Text {
    en: "This page is not available right now",
    fr: "Cette page n’est pas disponible pour le moment",
};

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
    fn every_word_has_its_french_with_french_typography() {
        for text in [
            HOME_CRUMB,
            SITE_SECTIONS,
            BREADCRUMB,
            TOLL_FREE,
            PAGE_NOT_FOUND,
            PAGE_NOT_FOUND_DESCRIPTION,
            GO_HOME,
            UNAVAILABLE,
        ] {
            assert!(!text.fr.is_empty() && text.fr != text.en, "{}", text.en);
            assert!(
                !text.fr.contains('\'') && !text.fr.contains(" :"),
                "{}",
                text.fr
            );
        }
        assert_eq!(labelled(Lang::Fr, "a", "b"), "a\u{a0}: b");
        assert_eq!(labelled(Lang::En, "a", "b"), "a: b");
    }
}
