//! Property tests: no input makes a validator panic, and verdicts are stable and well-formed.

use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use site_core::entities::*;
use site_core::validate;
use site_core::validation::{MESSAGES, rules};

/// Strings a visitor (or a bot) might send: any Unicode (astral planes, combining marks, RTL,
/// NUL), marker-like and whitespace fragments, and very long runs.
fn wild() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        Just(None),
        any::<String>().prop_map(Some),
        "[ \\t\\n\u{a0}\u{2028}a-zA-Z0-9@.+()'’\\-éÉ\u{301}\u{1F600}\u{10FFFF}\u{0}]{0,40}"
            .prop_map(Some),
        (any::<char>(), 0usize..20_000)
            .prop_map(|(c, n)| Some(std::iter::repeat_n(c, n).collect())),
    ]
}

fn assert_well_formed(errors: &[FieldError]) {
    let mut seen = Vec::new();
    for error in errors {
        assert!(
            MESSAGES
                .iter()
                .any(|m| m.code == error.code && m.en == error.message),
            "unknown message {:?} ({})",
            error.message,
            error.code
        );
        let field = error.field.clone().expect("every rule names its field");
        assert!(!seen.contains(&field), "two errors for {field}");
        seen.push(field);
    }
}

proptest! {
    // A failing input's seed is kept in the crate's proptest-regressions/ (commit it) and run
    // first on every run.
    #![proptest_config(ProptestConfig {
        cases: 256,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/proptest-regressions/validation_props.txt"
        )))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn contact_never_panics(a in wild(), b in wild(), c in wild(), d in wild(), e in wild(), f in wild()) {
        let form = ContactForm {
            request: ContactRequest {
                first_name: a.clone(), last_name: b.clone(), telephone: c.clone(), job_role: d.clone(),
                email: e.clone(), source_of_info: f.clone(), company_name: a.clone(), city: b.clone(),
                state: c.clone(), address: d.clone(), pin: e.clone(), website: f.clone(),
                sale_range: a.clone(), query_message: b.clone(), want_updates: None, attribution: None, company_fax: None,
            },
            confirm_email: c,
        };
        let errors = validate(&form);
        assert_well_formed(&errors);
        prop_assert_eq!(errors, validate(&form));
    }

    #[test]
    fn help_and_subscribe_never_panic(a in wild(), b in wild(), c in wild(), d in wild(), e in wild()) {
        let help = HelpRequest { name: a, email: b.clone(), phone: c, subject: d, message: e, attribution: None, company_fax: None };
        assert_well_formed(&validate(&help));
        assert_well_formed(&validate(&SubscribeRequest { email: b, attribution: None }));
    }

    #[test]
    fn advisory_never_panics(a in wild(), b in wild(), c in wild(), d in wild(), e in wild()) {
        let form = AdvisoryForm {
            request: AdvisoryRequest {
                first_name: a.clone(), last_name: b.clone(), email: c.clone(), phone: d.clone(),
                job_role: e.clone(), source: a.clone(), wants_updates: Some(true),
                parent_service: b.clone(), child_service: c.clone(), description: d, attribution: None, company_fax: None,
            },
            confirm_email: e,
        };
        assert_well_formed(&validate(&form));
    }

    #[test]
    fn loan_never_panics(a in wild(), b in wild(), c in wild(), age in proptest::option::of(any::<f64>()),
                         s in proptest::option::of(any::<bool>()), f in proptest::option::of(any::<bool>())) {
        let form = LoanForm {
            request: LoanRequest {
                first_name: a.clone(), last_name: b.clone(), email: c.clone(), phone: a.clone(),
                job_role: b.clone(), source: c.clone(), age, wants_updates: None, is_startup: s,
                fresh_business: f, amount_of_loan: a.clone(), key_points: b.clone(),
                introduction: c.clone(), attribution: None, company_fax: None,
            },
            confirm_email: a,
        };
        assert_well_formed(&validate(&form));
    }

    /// Formatting a valid North American number differently never changes the verdict.
    #[test]
    fn phone_formatting_is_irrelevant(area in 200u32..1000, exchange in 200u32..1000, line in 0u32..10_000,
                                      style in 0usize..5) {
        let formatted = match style {
            0 => format!("{area}{exchange}{line:04}"),
            1 => format!("({area}) {exchange}-{line:04}"),
            2 => format!("+1 {area} {exchange} {line:04}"),
            3 => format!("1-{area}-{exchange}-{line:04}"),
            _ => format!("{area}.{exchange}.{line:04}"),
        };
        prop_assert!(rules::is_north_american_phone(&formatted), "{}", formatted);
    }

    /// Letters joined by single separators always make a valid name.
    #[test]
    fn letter_names_are_alphabetic(words in proptest::collection::vec("[\\p{L}]{1,12}", 1..4),
                                   sep in prop_oneof![Just(" "), Just("-"), Just("'"), Just("’")]) {
        prop_assert!(rules::is_alphabetic_name(&words.join(sep)));
    }
}
