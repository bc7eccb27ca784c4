//! The five rule chains, in the old site's order (docs/decisions/0006-form-validation.md), and
//! their `garde::Validate` impls.
//!
//! Single-line free text (names, subject, company, city, address, postal code) refuses control
//! characters between its first and last visible characters (`required_line`, the
//! `SINGLE_LINE` message); multi-line text (messages, descriptions, introductions, key points)
//! keeps its line breaks, tabs and other controls (`required_text`). Emails, phones, websites
//! and choices refuse controls by their own syntax, with their own message.

use garde::{Path, Report, Validate};

use super::attribution::attribution;
use super::chain::{Chain, GardeSink, Sink};
use super::rules::{
    chosen, ensure, is_alphabetic_name, is_digits, is_email, is_north_american_phone, is_website,
    one_line, present, required, required_line, required_text, same_email, within_as_sent,
};
use super::{Form, ServiceCatalog};
use crate::constants::{
    EMAIL_MAX_CHARS as EMAIL, LOAN_AGE_MAX_MONTHS, LONG_TEXT_MAX_CHARS as LONG,
    NAME_MAX_CHARS as NAME, REQUEST_PHONE_LENGTH, SHORT_TEXT_MAX_CHARS as SHORT,
};
use crate::entities::{
    AdvisoryForm, AdvisoryRequest, ContactForm, ContactRequest, HelpRequest, LoanForm, LoanRequest,
    SubscribeRequest,
};
use crate::messages::codes as m;
use crate::options::{JOB_ROLES, PROVINCES, SALES_RANGES, SOURCES};

/// The client-only confirm field: `Some` in the browser, `None` on the server, which never
/// receives it and so skips its checks.
type Confirm<'a> = Option<&'a Option<String>>;

fn subscribe(r: &SubscribeRequest, c: &mut Chain) {
    c.check("email", || {
        ensure(
            is_email(required(&r.email, m::PROVIDE_EMAIL)?) && within_as_sent(&r.email, EMAIL),
            m::PROVIDE_VALID_EMAIL,
        )
    });
}

fn contact(r: &ContactRequest, confirm: Confirm, c: &mut Chain) {
    let all = m::ALL_FIELDS_REQUIRED;
    c.check("query_message", || {
        required_text(&r.query_message, all, LONG, m::MESSAGE_TOO_LONG)
    });
    c.check("city", || {
        required_line(&r.city, all, SHORT, m::CITY_TOO_LONG)
    });
    c.check("company_name", || {
        required_line(&r.company_name, all, SHORT, m::COMPANY_NAME_TOO_LONG)
    });
    c.check("address", || {
        required_line(&r.address, all, SHORT, m::ADDRESS_TOO_LONG)
    });
    c.check("pin", || {
        required_line(&r.pin, all, SHORT, m::POSTAL_CODE_TOO_LONG)
    });
    c.check("job_role", || {
        chosen(&r.job_role, JOB_ROLES, m::SELECT_ROLE)
    });
    c.check("source_of_info", || {
        chosen(&r.source_of_info, SOURCES, m::SELECT_SOURCE)
    });
    c.check("sale_range", || {
        chosen(&r.sale_range, SALES_RANGES, m::SELECT_SALE_RANGE)
    });
    c.check("state", || chosen(&r.state, PROVINCES, m::SELECT_STATE));
    c.check("email", || {
        ensure(
            present(&r.email).is_some_and(is_email) && within_as_sent(&r.email, EMAIL),
            m::ENTER_VALID_EMAIL,
        )
    });
    c.check("firstName", || {
        name(
            &r.first_name,
            m::FIRST_NAME_ALPHABET,
            m::FIRST_NAME_TOO_LONG,
        )
    });
    c.check("lastName", || {
        name(&r.last_name, m::LAST_NAME_ALPHABET, m::LAST_NAME_TOO_LONG)
    });
    c.check("telephone", || {
        ensure(
            present(&r.telephone).is_some_and(is_north_american_phone),
            m::CONTACT_PHONE_INVALID,
        )
    });
    if let Some(confirm) = confirm {
        c.check("confirmEmail", || {
            ensure(same_email(&r.email, confirm), m::CONFIRM_EMAIL_MISMATCH)
        });
    }
    c.check("website", || match present(&r.website) {
        None => Ok(()),
        Some(site) => {
            ensure(is_website(site), m::WEBSITE_INVALID)?;
            ensure(within_as_sent(&r.website, SHORT), m::WEBSITE_TOO_LONG)
        }
    });
}

/// The contact form's alphabetic name: an empty one is not alphabetic either; one with a control
/// character gets the single-line message, as every other single-line field.
fn name(
    value: &Option<String>,
    not_alphabetic: crate::i18n::Code,
    too_long: crate::i18n::Code,
) -> super::chain::Verdict {
    let text = required(value, not_alphabetic)?;
    one_line(text)?;
    ensure(is_alphabetic_name(text), not_alphabetic)?;
    ensure(within_as_sent(value, NAME), too_long)
}

fn help(r: &HelpRequest, c: &mut Chain) {
    let all = m::ALL_FIELDS_REQUIRED;
    c.check("name", || {
        required_line(&r.name, all, NAME, m::NAME_TOO_LONG)
    });
    c.check("email", || required(&r.email, all).map(drop));
    c.check("phone", || required(&r.phone, all).map(drop));
    c.check("subject", || {
        required_line(&r.subject, all, SHORT, m::SUBJECT_TOO_LONG)
    });
    c.check("message", || {
        required_text(&r.message, all, LONG, m::MESSAGE_TOO_LONG)
    });
    c.check("email", || {
        ensure(
            is_email(required(&r.email, all)?) && within_as_sent(&r.email, EMAIL),
            m::ENTER_VALID_EMAIL,
        )
    });
    c.check("phone", || {
        ensure(
            is_north_american_phone(required(&r.phone, all)?),
            m::HELP_PHONE_INVALID,
        )
    });
}

/// The fields the advisory and loan forms share, through the source.
struct RequestIdentity<'a> {
    first_name: &'a Option<String>,
    last_name: &'a Option<String>,
    phone: &'a Option<String>,
    job_role: &'a Option<String>,
    email: &'a Option<String>,
    source: &'a Option<String>,
}

/// The identity fields of an advisory or a loan request, which name them alike.
macro_rules! identity_of {
    ($request:expr) => {
        RequestIdentity {
            first_name: &$request.first_name,
            last_name: &$request.last_name,
            phone: &$request.phone,
            job_role: &$request.job_role,
            email: &$request.email,
            source: &$request.source,
        }
    };
}

fn request_identity(r: RequestIdentity, confirm: Confirm, c: &mut Chain) {
    c.check("firstName", || {
        required_line(
            r.first_name,
            m::FIRST_NAME_EMPTY,
            NAME,
            m::FIRST_NAME_TOO_LONG_REQUEST,
        )
    });
    c.check("lastName", || {
        required_line(
            r.last_name,
            m::LAST_NAME_EMPTY,
            NAME,
            m::LAST_NAME_TOO_LONG_REQUEST,
        )
    });
    c.check("phone", || {
        ensure(
            is_digits(required(r.phone, m::MOBILE_EMPTY)?, REQUEST_PHONE_LENGTH),
            m::MOBILE_TEN_DIGITS,
        )
    });
    c.check("job_role", || chosen(r.job_role, JOB_ROLES, m::ROLE_EMPTY));
    c.check("email", || {
        ensure(
            is_email(required(r.email, m::EMAIL_EMPTY)?) && within_as_sent(r.email, EMAIL),
            m::EMAIL_MALFORMED,
        )
    });
    if let Some(confirm) = confirm {
        c.check("confirmEmail", || {
            required(confirm, m::CONFIRM_EMAIL_EMPTY)?;
            ensure(same_email(r.email, confirm), m::EMAILS_DONT_MATCH)
        });
    }
    c.check("source", || chosen(r.source, SOURCES, m::SOURCE_EMPTY));
}

fn advisory(r: &AdvisoryRequest, confirm: Confirm, catalog: &ServiceCatalog, c: &mut Chain) {
    request_identity(identity_of!(r), confirm, c);
    c.check("parent_service", || {
        ensure(
            catalog.has_service(required(&r.parent_service, m::SELECT_SERVICE)?),
            m::SELECT_SERVICE,
        )
    });
    c.check("child_service", || {
        let child = required(&r.child_service, m::SELECT_SUB_SERVICE)?;
        // Only a known parent's children can be checked; an unknown one has its own error.
        let parent = present(&r.parent_service).filter(|parent| catalog.has_service(parent));
        ensure(
            parent.is_none_or(|parent| catalog.has_child(parent, child)),
            m::SELECT_SUB_SERVICE,
        )
    });
    c.check("description", || {
        required_text(
            &r.description,
            m::FILL_DESCRIPTION,
            LONG,
            m::DESCRIPTION_TOO_LONG,
        )
    });
}

fn loan(r: &LoanRequest, confirm: Confirm, c: &mut Chain) {
    request_identity(identity_of!(r), confirm, c);
    c.check("fresh_business", || {
        ensure(r.fresh_business.is_some(), m::FRESH_BUSINESS_EMPTY)
    });
    c.check("is_startup", || {
        ensure(r.is_startup.is_some(), m::IS_STARTUP_EMPTY)
    });
    c.check("introduction", || {
        required_text(
            &r.introduction,
            m::INTRODUCTION_EMPTY,
            LONG,
            m::INTRODUCTION_TOO_LONG,
        )
    });
    c.check("age", || {
        let months = r.age.ok_or(m::DURATION_EMPTY)?;
        let whole =
            months.fract() == 0.0 && (0.0..=f64::from(LOAN_AGE_MAX_MONTHS)).contains(&months);
        ensure(whole, m::DURATION_NOT_MONTHS)
    });
    c.check("amount_of_loan", || {
        chosen(&r.amount_of_loan, SALES_RANGES, m::LOAN_AMOUNT_EMPTY)
    });
    c.check("key_points", || {
        required_text(
            &r.key_points,
            m::KEY_POINTS_EMPTY,
            LONG,
            m::KEY_POINTS_TOO_LONG,
        )
    });
}

/// Implements [`Form`] and `garde::Validate` for a type by running one of the chains above.
macro_rules! validate_with_chain {
    ($($ty:ty [$context:ty] => |$value:ident, $ctx:ident, $chain:ident| $body:expr;)*) => {$(
        impl Form for $ty {
            fn run_chain(&self, $ctx: &$context, sink: &mut dyn Sink) {
                let $value = self;
                let $chain = &mut Chain::new(sink);
                $body
            }
        }

        impl Validate for $ty {
            type Context = $context;

            fn validate_into(&self, ctx: &$context, parent: &mut dyn FnMut() -> Path, report: &mut Report) {
                self.run_chain(ctx, &mut GardeSink { parent, report });
            }
        }
    )*};
}

// The visit's attribution is checked last, after every field the visitor typed.
validate_with_chain! {
    SubscribeRequest [()] => |f, _x, c| { subscribe(f, c); attribution(&f.attribution, c) };
    ContactRequest [()] => |f, _x, c| { contact(f, None, c); attribution(&f.attribution, c) };
    ContactForm [()] => |f, _x, c| {
        contact(&f.request, Some(&f.confirm_email), c);
        attribution(&f.request.attribution, c)
    };
    HelpRequest [()] => |f, _x, c| { help(f, c); attribution(&f.attribution, c) };
    AdvisoryRequest [ServiceCatalog] => |f, catalog, c| {
        advisory(f, None, catalog, c);
        attribution(&f.attribution, c)
    };
    AdvisoryForm [ServiceCatalog] => |f, catalog, c| {
        advisory(&f.request, Some(&f.confirm_email), catalog, c);
        attribution(&f.request.attribution, c)
    };
    LoanRequest [()] => |f, _x, c| { loan(f, None, c); attribution(&f.attribution, c) };
    LoanForm [()] => |f, _x, c| {
        loan(&f.request, Some(&f.confirm_email), c);
        attribution(&f.request.attribution, c)
    };
}
