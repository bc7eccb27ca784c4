//! The words of the emails to a newsletter subscriber: the confirmation request of double opt-in
//! (docs/decisions/0013-newsletter-double-opt-in.md), in the subscriber's language (the language
//! of the page they subscribed from). The server composes the email from these and the two
//! links it signs; CASL asks that every such email name its sender, give a mailing address and
//! carry a working unsubscribe link, so the footer says all three.

use crate::constants::{ORGANISATION_NAME, ORGANISATION_NAME_FR};
use crate::i18n::{Lang, Text};

/// The confirmation email's subject.
pub fn confirm_subject(lang: Lang) -> String {
    match lang {
        Lang::En => format!("Confirm your subscription to the {ORGANISATION_NAME} newsletter"),
        Lang::Fr => format!("Confirmez votre abonnement à l’infolettre du {ORGANISATION_NAME_FR}"),
    }
}

/// The confirmation email's opening paragraph.
pub fn confirm_intro(lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Someone, probably you, asked to receive the {ORGANISATION_NAME} newsletter and \
             economic letter at this address. To confirm, open this link within 7 days:"
        ),
        Lang::Fr => format!(
            "Quelqu’un, probablement vous, a demandé à recevoir à cette adresse l’infolettre et \
             la lettre économique du {ORGANISATION_NAME_FR}. Pour confirmer, ouvrez ce lien d’ici \
             7\u{a0}jours\u{a0}:"
        ),
    }
}

/// The confirm link's visible label (HTML part).
pub const CONFIRM_LINK_LABEL: Text = Text {
    en: "Confirm my subscription",
    fr: "Confirmer mon abonnement",
};

/// What happens when nothing is done.
pub const IGNORE_IF_NOT_YOU: Text = Text {
    en: "If you did not ask for this, ignore this email: without confirmation you will receive \
         nothing more from us.",
    fr: "Si vous n’avez rien demandé, ignorez ce courriel\u{a0}: sans confirmation, vous ne \
         recevrez plus rien de notre part.",
};

/// Before the unsubscribe link, in every email to a subscriber.
pub const UNSUBSCRIBE_INTRO: Text = Text {
    en: "To withdraw your consent at any time, unsubscribe here:",
    fr: "Pour retirer votre consentement en tout temps, désabonnez-vous ici\u{a0}:",
};

/// Who sends the email and where to write to them (CASL's identification of the sender).
pub use crate::constants::sender_identification;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sender_is_named_with_a_mailing_address() {
        let footer = sender_identification(Lang::En);
        assert!(footer.starts_with(ORGANISATION_NAME), "{footer}");
        assert!(footer.contains("Montreal"), "{footer}");
        assert!(confirm_subject(Lang::En).contains(ORGANISATION_NAME));
        let footer = sender_identification(Lang::Fr);
        assert!(footer.starts_with(ORGANISATION_NAME_FR), "{footer}");
        assert!(footer.contains("Montréal (Québec)"), "{footer}");
        assert!(confirm_subject(Lang::Fr).contains(ORGANISATION_NAME_FR));
    }

    /// Every word has its French text, with French typography (’, a no-break space before `:`).
    #[test]
    fn every_word_is_in_both_languages() {
        let texts = [CONFIRM_LINK_LABEL, IGNORE_IF_NOT_YOU, UNSUBSCRIBE_INTRO];
        for text in texts {
            assert!(!text.fr.is_empty() && text.fr != text.en, "{}", text.en);
        }
        let french = [
            confirm_subject(Lang::Fr),
            confirm_intro(Lang::Fr),
            IGNORE_IF_NOT_YOU.fr.to_owned(),
            UNSUBSCRIBE_INTRO.fr.to_owned(),
        ];
        for text in french {
            assert!(!text.contains('\'') && !text.contains(" :"), "{text}");
        }
        assert_ne!(confirm_intro(Lang::En), confirm_intro(Lang::Fr));
    }
}
