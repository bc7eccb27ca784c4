//! The words of the team's email about a new lead (DESIGN §10), in English like the form labels
//! of [`lead_forms`](crate::lead_forms): what an advisor reads. The server composes the email
//! from these, the form's labelled fields and the consent record; nothing here is shown to a
//! visitor, so none of it is exported to the web app.

use crate::lead_forms::FormKind;

/// What the team calls a lead of `kind` (the subject's and the heading's noun).
pub const fn form_title(kind: FormKind) -> &'static str {
    match kind {
        FormKind::Contact => "Contact request",
        FormKind::Help => "Help request",
        FormKind::Advisory => "Advisory service request",
        FormKind::Loan => "Business loan request",
    }
}

/// The subject: the form and who sent it (`visitor` may be empty).
pub fn subject(kind: FormKind, visitor: &str) -> String {
    match visitor {
        "" => format!("New {}", form_title(kind).to_lowercase()),
        name => format!("New {} from {name}", form_title(kind).to_lowercase()),
    }
}

/// The labels of the lead's own facts, before its fields.
pub const RECEIVED: &str = "Received";
pub const LEAD_ID: &str = "Lead id";
pub const LANGUAGE: &str = "Language";
pub const CONSENT: &str = "Consent to updates";

/// The consent record, when the visitor ticked the updates box: the text they were shown and when.
pub fn consent_given(text: &str, at: &str) -> String {
    format!("given at {at} to: \u{201c}{text}\u{201d}")
}
/// When the updates box was not ticked (or the form has none).
pub const NO_CONSENT: &str = "no consent to updates";

/// How a flag field's value reads.
pub const YES: &str = "Yes";
pub const NO: &str = "No";
/// A field the visitor left empty.
pub const NOT_GIVEN: &str = "(not given)";

/// The closing line: answering goes to the visitor (the email's `Reply-To`).
pub const REPLY_HINT: &str = "Reply to this email to answer the visitor.";
/// The closing line when the visitor's address could not be a `Reply-To`.
pub const NO_REPLY_TO: &str =
    "The visitor's email address could not be set as Reply-To: copy it from above.";
