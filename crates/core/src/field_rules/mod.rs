//! What each lead-form field's rule accepts, as data: the server's API document is generated
//! from it (required fields, option lists, lengths, exact patterns), so the document cannot drift
//! from the chains in `validation/forms.rs`. `tests/field_rules.rs` runs every description
//! against the chains (values at each bound, each option, strings generated from each pattern),
//! so a rule changed on one side only fails there.

mod pattern;

use crate::constants::{
    EMAIL_MAX_CHARS, LOAN_AGE_MAX_MONTHS, LONG_TEXT_MAX_CHARS as LONG, NAME_MAX_CHARS as NAME,
    REQUEST_PHONE_LENGTH, SHORT_TEXT_MAX_CHARS as SHORT,
};
use crate::options::{JOB_ROLES, PROVINCES, SALES_RANGES, SOURCES};

pub use pattern::{
    attribution_tag, host_name, landing_path, one_of, optional_attribution_tag, optional_text,
    optional_whole_number,
};

/// The rule of one field. Every text rule first trims the value (Unicode white space): a missing,
/// `null` or blank value is empty. Lengths count characters: of the trimmed value for free text,
/// of the value as sent for names, emails and websites ([`FieldRule::counts_as_sent`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldRule {
    /// Required free text of at most `max_chars` characters, on as many lines as it likes.
    Text { max_chars: usize },
    /// Required free text on one line: no control character (Unicode `Cc`, line breaks and tabs
    /// among them) between its first and last visible characters; at most `max_chars`
    /// characters.
    Line { max_chars: usize },
    /// Required person's name: Unicode letters (a combining accent may follow one) with single
    /// spaces, hyphens or apostrophes between them, at most `max_chars` characters as sent.
    Name { max_chars: usize },
    /// Required email: the WHATWG syntax with a dot in the domain, at most 254 characters as sent.
    Email,
    /// Required North American phone number (see `validation::rules::is_north_american_phone`).
    Phone,
    /// Required: exactly `length` ASCII digits.
    Digits { length: usize },
    /// Optional website: a domain name of two labels or more, optionally after `http://` or
    /// `https://` and before a path; at most `max_chars` characters as sent.
    Website { max_chars: usize },
    /// Required: one of these labels, exactly as displayed.
    Choice(&'static [&'static str]),
    /// Required: the `_id` of a top-level service (the server's catalog knows which).
    Service,
    /// Required: the `_id` of one of the chosen service's children.
    SubService,
    /// Required whole number from 0 to `max`.
    WholeNumber { max: u32 },
    /// `true` or `false`; when not `required`, missing or `null` counts as `false`.
    YesNo { required: bool },
}

impl FieldRule {
    /// Whether an empty value fails the rule.
    pub const fn required(self) -> bool {
        !matches!(
            self,
            FieldRule::Website { .. } | FieldRule::YesNo { required: false }
        )
    }

    /// The maximum length in characters, for rules that have one.
    pub const fn max_chars(self) -> Option<usize> {
        match self {
            FieldRule::Text { max_chars }
            | FieldRule::Line { max_chars }
            | FieldRule::Name { max_chars }
            | FieldRule::Website { max_chars } => Some(max_chars),
            FieldRule::Email => Some(EMAIL_MAX_CHARS),
            FieldRule::Digits { length } => Some(length),
            _ => None,
        }
    }

    /// A regular expression (the syntax JSON Schema, Python and Rust's `regex` read alike) that a
    /// string value matches exactly when the rule accepts it, surrounding white space included;
    /// `None` when the rule is not about text. For the rules that [count as sent], the length is
    /// not in it (a regex cannot count the trimmed value's syntax and the whole value's length at
    /// once without a look-ahead): the pattern and that length together decide. For the services,
    /// only that the value is not blank: the catalog decides.
    ///
    /// [count as sent]: FieldRule::counts_as_sent
    pub fn pattern(self) -> Option<String> {
        use pattern as p;
        Some(match self {
            FieldRule::Text { max_chars } => p::text(max_chars),
            FieldRule::Line { max_chars } => p::line(max_chars),
            FieldRule::Name { .. } => p::name(),
            FieldRule::Email => p::email(),
            FieldRule::Phone => p::north_american_phone(),
            FieldRule::Digits { length } => p::digits(length),
            FieldRule::Website { .. } => p::website(),
            FieldRule::Choice(options) => one_of(options),
            FieldRule::Service | FieldRule::SubService => p::non_blank(),
            FieldRule::WholeNumber { .. } | FieldRule::YesNo { .. } => return None,
        })
    }

    /// Whether the maximum length counts the value as sent, surrounding white space included (a
    /// form field's `maxlength`: the API document's `maxLength`), rather than the trimmed value,
    /// which the pattern counts.
    pub const fn counts_as_sent(self) -> bool {
        matches!(
            self,
            FieldRule::Name { .. } | FieldRule::Email | FieldRule::Website { .. }
        )
    }

    /// What the rule accepts, in a sentence for people (the API document's description).
    pub fn describe(self) -> String {
        let trimmed = "surrounding white space is ignored";
        match self {
            FieldRule::Text { max_chars } => {
                format!("Not blank; at most {max_chars} characters ({trimmed}).")
            }
            FieldRule::Line { max_chars } => format!(
                "Not blank, on one line: no control character (U+0000 to U+001F, U+007F to \
                 U+009F: no line break, no tab), no line or paragraph separator (U+2028, U+2029) \
                 and no invisible formatting character (Unicode Cf, such as U+202E or U+200B; \
                 the joiners U+200C and U+200D are allowed) between the first and last visible \
                 characters; at most {max_chars} characters ({trimmed})."
            ),
            FieldRule::Name { max_chars } => format!(
                "A name: letters (a combining accent may follow one), with single spaces, hyphens \
                 or apostrophes between letters ({trimmed}); at most {max_chars} characters as sent."
            ),
            FieldRule::Email => format!(
                "An email address (the WHATWG syntax, with a dot in the domain; {trimmed}); at \
                 most {EMAIL_MAX_CHARS} characters as sent."
            ),
            FieldRule::Phone => format!(
                "A North American phone number: 10 digits once spaces, dashes, dots and \
                 parentheses are removed, after an optional `+1` or `1`; area code and exchange \
                 start with 2 to 9 ({trimmed})."
            ),
            FieldRule::Digits { length } => {
                format!("Exactly {length} digits 0-9 ({trimmed}).")
            }
            FieldRule::Website { max_chars } => format!(
                "Optional. A domain name of two labels or more (letters, digits, inner hyphens; \
                 an alphabetic top-level label of 2 or more), optionally after `http://` or \
                 `https://` and before a path without white space or control characters \
                 ({trimmed}); at most \
                 {max_chars} characters as sent."
            ),
            FieldRule::Choice(options) => format!(
                "One of the labels, exactly as displayed ({trimmed}): {}.",
                options.join("; ")
            ),
            FieldRule::Service => format!("The `_id` of a top-level service ({trimmed})."),
            FieldRule::SubService => {
                format!("The `_id` of one of the chosen service's children ({trimmed}).")
            }
            FieldRule::WholeNumber { max } => format!("A whole number from 0 to {max}."),
            FieldRule::YesNo { required: true } => "`true` or `false`.".to_owned(),
            FieldRule::YesNo { required: false } => {
                "`true` or `false`; missing or `null` counts as `false`.".to_owned()
            }
        }
    }
}

/// The rules of the lead forms' fields, named by the description's field names.
pub(crate) mod rules {
    use super::*;

    pub const CONTACT_NAME: FieldRule = FieldRule::Name { max_chars: NAME };
    pub const REQUEST_NAME: FieldRule = FieldRule::Line { max_chars: NAME };
    pub const NAME_TEXT: FieldRule = FieldRule::Line { max_chars: NAME };
    pub const SHORT_TEXT: FieldRule = FieldRule::Line { max_chars: SHORT };
    pub const LONG_TEXT: FieldRule = FieldRule::Text { max_chars: LONG };
    pub const EMAIL: FieldRule = FieldRule::Email;
    pub const PHONE: FieldRule = FieldRule::Phone;
    pub const MOBILE: FieldRule = FieldRule::Digits {
        length: REQUEST_PHONE_LENGTH,
    };
    pub const WEBSITE: FieldRule = FieldRule::Website { max_chars: SHORT };
    pub const ROLE: FieldRule = FieldRule::Choice(JOB_ROLES);
    pub const SOURCE: FieldRule = FieldRule::Choice(SOURCES);
    pub const PROVINCE: FieldRule = FieldRule::Choice(PROVINCES);
    pub const SALES_RANGE: FieldRule = FieldRule::Choice(SALES_RANGES);
    pub const MONTHS: FieldRule = FieldRule::WholeNumber {
        max: LOAN_AGE_MAX_MONTHS,
    };
    pub const UPDATES: FieldRule = FieldRule::YesNo { required: false };
    pub const YES_NO: FieldRule = FieldRule::YesNo { required: true };
}

/// The newsletter subscription's one field.
pub const SUBSCRIBE_EMAIL: FieldRule = FieldRule::Email;
