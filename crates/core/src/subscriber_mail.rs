//! The words of the emails to a newsletter subscriber (DESIGN §11): the confirmation request of
//! double opt-in. English until issue 16 adds French. The server composes the email from these
//! and the two links it signs; CASL asks that every such email name its sender, give a mailing
//! address and carry a working unsubscribe link, so the footer says all three.

use crate::constants::{MONTREAL_HEAD_OFFICE_ADDRESS, ORGANISATION_NAME};

/// The confirmation email's subject.
pub fn confirm_subject() -> String {
    format!("Confirm your subscription to the {ORGANISATION_NAME} newsletter")
}

/// The confirmation email's opening paragraph.
pub fn confirm_intro() -> String {
    format!(
        "Someone, probably you, asked to receive the {ORGANISATION_NAME} newsletter and economic \
         letter at this address. To confirm, open this link within 7 days:"
    )
}

/// The confirm link's visible label (HTML part).
pub const CONFIRM_LINK_LABEL: &str = "Confirm my subscription";

/// What happens when nothing is done.
pub const IGNORE_IF_NOT_YOU: &str = "If you did not ask for this, ignore this email: without \
     confirmation you will receive nothing more from us.";

/// Before the unsubscribe link, in every email to a subscriber.
pub const UNSUBSCRIBE_INTRO: &str = "To withdraw your consent at any time, unsubscribe here:";

/// The unsubscribe link's visible label (HTML part).
pub const UNSUBSCRIBE_LINK_LABEL: &str = "Unsubscribe";

/// Who sends the email and where to write to them (CASL's identification of the sender).
pub fn sender_identification() -> String {
    format!(
        "{ORGANISATION_NAME}, {}",
        MONTREAL_HEAD_OFFICE_ADDRESS.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sender_is_named_with_a_mailing_address() {
        let footer = sender_identification();
        assert!(footer.starts_with(ORGANISATION_NAME), "{footer}");
        assert!(footer.contains("Montreal"), "{footer}");
        assert!(confirm_subject().contains(ORGANISATION_NAME));
    }
}
