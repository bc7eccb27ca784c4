//! The words of a lead's acknowledgement to the visitor (docs/operating.md#answering-leads): sent
//! once a lead is stored, in the language of the page the form was sent from. It is transactional:
//! what was received (the form's name, never the visitor's own words: an address typed by a
//! stranger must not receive text the stranger chose), the reference the team sees too, when to
//! expect an answer ([`LEAD_REPLY_BUSINESS_DAYS`], the figure the pages state), what happens next,
//! who sends it and where the privacy policy is. No marketing, no newsletter offer.

use crate::constants::{
    LEAD_REPLY_BUSINESS_DAYS, PHONE_NUMBER, organisation_name, sender_identification,
};
use crate::i18n::{Lang, Text};
use crate::lead_forms::{FormKind, form_title};

/// The subject: what was received, and from whom the email comes.
pub fn subject(kind: FormKind, lang: Lang) -> String {
    let title = form_title(kind, lang);
    match lang {
        Lang::En => format!(
            "We received your {} – {}",
            title.to_lowercase(),
            organisation_name(lang)
        ),
        Lang::Fr => format!(
            "Nous avons bien reçu votre {} – {}",
            title.to_lowercase(),
            organisation_name(lang)
        ),
    }
}

/// The opening line: thanks, and what arrived when (`received`: the date and time, UTC).
pub fn received(kind: FormKind, received: &str, lang: Lang) -> String {
    let title = form_title(kind, lang).to_lowercase();
    match lang {
        Lang::En => format!("Thank you. We received your {title} on {received} (UTC)."),
        Lang::Fr => format!("Merci. Nous avons bien reçu votre {title} le {received} (UTC)."),
    }
}

/// The reference line: the lead's id, as the team sees it.
pub fn reference(id: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Your reference: {id}"),
        Lang::Fr => format!("Votre numéro de référence\u{a0}: {id}"),
    }
}

/// When to expect an answer: the figure every page states.
pub fn reply_time(lang: Lang) -> String {
    let days = LEAD_REPLY_BUSINESS_DAYS;
    match lang {
        Lang::En => format!(
            "An advisor will answer within {days} business {}, in English or in French.",
            if days == 1 { "day" } else { "days" }
        ),
        Lang::Fr => format!(
            "Un conseiller ou une conseillère vous répondra d’ici {days}\u{a0}{}, en français \
             ou en anglais.",
            if days == 1 {
                "jour ouvrable"
            } else {
                "jours ouvrables"
            }
        ),
    }
}

/// What happens next, by form.
pub const fn next_steps(kind: FormKind) -> Text {
    match kind {
        FormKind::Contact | FormKind::Help => Text {
            en: "An advisor reads your request and answers by email or by phone. If something \
                 is urgent, call us and give your reference.",
            fr: "Un conseiller ou une conseillère lit votre demande et vous répond par courriel \
                 ou par téléphone. Si c’est urgent, appelez-nous en donnant votre numéro de \
                 référence.",
        },
        FormKind::Advisory => Text {
            en: "An advisor reviews your request and calls you to book a free 45-minute \
                 discovery session.",
            fr: "Un conseiller ou une conseillère étudie votre demande et vous appelle pour \
                 fixer une séance découverte gratuite de 45\u{a0}minutes.",
        },
        FormKind::Loan => Text {
            en: "A financing advisor reviews your application and contacts you to discuss your \
                 project. Applying is free: there are no application fees.",
            fr: "Un conseiller ou une conseillère en financement étudie votre demande et \
                 communique avec vous pour discuter de votre projet. La demande est gratuite\u{a0}: \
                 aucuns frais de dossier.",
        },
    }
}

/// Who may call, with the office's number.
pub fn call_us(lang: Lang) -> String {
    match lang {
        Lang::En => format!("Phone: {PHONE_NUMBER}"),
        Lang::Fr => format!("Téléphone\u{a0}: {PHONE_NUMBER}"),
    }
}

/// Why the visitor gets this email, and what to do if they sent nothing.
pub const WHY_THIS_EMAIL: Text = Text {
    en: "You receive this email because this address was entered in a form on our website. If \
         you did not send it, you can ignore this email: we will not write to you again about it.",
    fr: "Vous recevez ce courriel parce que cette adresse a été inscrite dans un formulaire de \
         notre site. Si vous n’avez rien envoyé, ignorez ce courriel\u{a0}: nous ne vous écrirons \
         plus à ce sujet.",
};

/// Before the privacy policy's link.
pub const PRIVACY_INTRO: Text = Text {
    en: "How we handle your information:",
    fr: "Comment nous traitons vos renseignements\u{a0}:",
};

/// The email's footer: the sender and its mailing address.
pub fn sender(lang: Lang) -> String {
    sender_identification(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_in_both_languages_with_french_typography() {
        for kind in FormKind::ALL {
            let steps = next_steps(kind);
            assert!(!steps.fr.is_empty() && steps.fr != steps.en);
            assert_ne!(subject(kind, Lang::En), subject(kind, Lang::Fr));
            for text in [
                subject(kind, Lang::Fr),
                received(kind, "2026-11-29 14:05", Lang::Fr),
                steps.fr.to_owned(),
            ] {
                assert!(!text.contains('\'') && !text.contains(" :"), "{text}");
            }
        }
        for text in [WHY_THIS_EMAIL.fr, PRIVACY_INTRO.fr] {
            assert!(!text.contains('\'') && !text.contains(" :"), "{text}");
        }
        assert!(reply_time(Lang::Fr).contains("jours ouvrables"));
        assert!(reply_time(Lang::En).contains(&LEAD_REPLY_BUSINESS_DAYS.to_string()));
        assert!(reference("abc", Lang::Fr).ends_with("\u{a0}: abc"));
    }
}
