//! The words of the team's email about a new lead (docs/operating.md#the-teams-email), in English
//! and in French: what an advisor reads. Which of the two the email is written in is the office's
//! choice ([`TeamLang`], the server's `--team-lang`), not the visitor's: the visitor's language is
//! one of the email's lines. The server composes the email from these, the form's labelled fields
//! and the consent record; nothing here is shown to a visitor, so none of it is exported to the web
//! app.
//!
//! What the visitor typed is never translated; only the labels and framing words are. An option's
//! value (the English label the form sends and the database stores:
//! docs/decisions/0010-option-values-stay-english.md) reads as its French display label in the
//! French part ([`value_label`]).

use crate::field_rules::FieldRule;
use crate::i18n::{Lang, Text};
use crate::lead_forms::{Field, FormKind, ValueKind};

/// The language(s) the team's email is written in: the office's setting (`--team-lang`,
/// `SITE_TEAM_LANG`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TeamLang {
    /// English only.
    En,
    /// French only.
    Fr,
    /// French, then English, in one message (the default: the head office is in Montreal and
    /// some advisors read English first).
    #[default]
    Both,
}

impl TeamLang {
    /// Every setting, in the order the server's help lists them.
    pub const ALL: [TeamLang; 3] = [TeamLang::En, TeamLang::Fr, TeamLang::Both];
    /// The settings' names, as `--team-lang` takes them.
    pub const NAMES: [&'static str; 3] = ["en", "fr", "both"];

    /// The setting's name (`en`, `fr` or `both`).
    pub const fn as_str(self) -> &'static str {
        match self {
            TeamLang::En => "en",
            TeamLang::Fr => "fr",
            TeamLang::Both => "both",
        }
    }

    /// The setting named `name` (exactly as [`TeamLang::as_str`] writes it).
    pub fn from_name(name: &str) -> Option<Self> {
        TeamLang::ALL
            .into_iter()
            .find(|setting| setting.as_str() == name)
    }

    /// The email's blocks, in order: one per language, French first for [`TeamLang::Both`].
    pub const fn langs(self) -> &'static [Lang] {
        match self {
            TeamLang::En => &[Lang::En],
            TeamLang::Fr => &[Lang::Fr],
            TeamLang::Both => &[Lang::Fr, Lang::En],
        }
    }
}

/// What the team calls a lead of `kind` (the subject's and the heading's noun).
pub use crate::lead_forms::form_title;

/// The heading of one language's block: "New contact request", « Nouvelle demande de contact ».
pub fn heading(kind: FormKind, lang: Lang) -> String {
    let title = form_title(kind, lang).to_lowercase();
    match lang {
        Lang::En => format!("New {title}"),
        Lang::Fr => format!("Nouvelle {title}"),
    }
}

/// The subject: the form in the setting's language(s), then who sent it (`visitor` may be
/// empty), named once: « Nouvelle demande de contact / New contact request – Ann Lee » for
/// [`TeamLang::Both`].
pub fn subject(kind: FormKind, visitor: &str, setting: TeamLang) -> String {
    match (setting, visitor) {
        (TeamLang::En, "") => heading(kind, Lang::En),
        (TeamLang::En, name) => format!("{} from {name}", heading(kind, Lang::En)),
        (TeamLang::Fr, "") => heading(kind, Lang::Fr),
        (TeamLang::Fr, name) => format!("{}\u{a0}: {name}", heading(kind, Lang::Fr)),
        (TeamLang::Both, visitor) => {
            let both = format!("{} / {}", heading(kind, Lang::Fr), heading(kind, Lang::En));
            match visitor {
                "" => both,
                name => format!("{both} – {name}"),
            }
        }
    }
}

/// A label and its value on one line: `Label: value`, `Libellé : valeur` (a no-break space
/// before the colon in French).
pub fn line(label: &str, value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{label}: {value}"),
        Lang::Fr => format!("{label}\u{a0}: {value}"),
    }
}

/// The labels of the lead's own facts, before its fields.
pub const RECEIVED: Text = Text {
    en: "Received",
    // a noun: the label is followed by a colon, which never follows an article or a preposition
    // (docs/glossaire.md)
    fr: "Date de réception",
};
pub const LEAD_ID: Text = Text {
    en: "Lead id",
    fr: "Numéro de la demande",
};
/// The visitor's language (`en` or `fr`, as stored and exported): the team answers in it.
pub const LANGUAGE: Text = Text {
    en: "Language",
    fr: "Langue",
};
pub const CONSENT: Text = Text {
    en: "Consent to updates",
    fr: "Consentement à recevoir nos nouvelles",
};

/// The consent record, when the visitor ticked the updates box: the text they were shown (in
/// their language, as shown: never translated) and when.
pub fn consent_given(text: &str, at: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("given at {at} to: \u{201c}{text}\u{201d}"),
        // the text is the sentence's object: no colon after a preposition (docs/glossaire.md)
        Lang::Fr => format!("donné le {at} en acceptant le texte «\u{a0}{text}\u{a0}»"),
    }
}
/// When the updates box was not ticked (or the form has none).
pub const NO_CONSENT: Text = Text {
    en: "no consent to updates",
    fr: "aucun consentement à recevoir nos nouvelles",
};

/// The visit's attribution (docs/operating.md#attribution-and-funnel), after the consent: each key the lead holds, by its
/// label in [`crate::entities::ATTRIBUTION_KEYS`] order, or one line when it holds none.
pub const ATTRIBUTION_LABELS: [(&str, Text); 10] = [
    (
        "utm_source",
        Text {
            en: "Campaign source",
            fr: "Source de la campagne",
        },
    ),
    (
        "utm_medium",
        Text {
            en: "Campaign medium",
            fr: "Support de la campagne",
        },
    ),
    (
        "utm_campaign",
        Text {
            en: "Campaign",
            fr: "Campagne",
        },
    ),
    (
        "utm_term",
        Text {
            en: "Campaign term",
            fr: "Terme de la campagne",
        },
    ),
    (
        "utm_content",
        Text {
            en: "Campaign content",
            fr: "Contenu de la campagne",
        },
    ),
    (
        "referrer_host",
        Text {
            en: "Referring site",
            fr: "Site d’origine",
        },
    ),
    (
        "landing_path",
        Text {
            en: "Landing page",
            fr: "Page d’arrivée",
        },
    ),
    (
        "lang",
        Text {
            en: "Language of the landing page",
            fr: "Langue de la page d’arrivée",
        },
    ),
    (
        "pages_seen",
        Text {
            en: "Pages seen",
            fr: "Pages vues",
        },
    ),
    (
        "seconds_on_site",
        Text {
            en: "Seconds on the site",
            fr: "Secondes passées sur le site",
        },
    ),
];
/// The line of a lead sent without attribution.
/// The person's row: how many earlier requests of the same address are kept.
pub const EARLIER_REQUESTS: Text = Text {
    en: "Earlier requests from this address",
    fr: "Demandes précédentes de cette adresse",
};

/// The count of earlier requests, and the person's id the webhook carries too.
pub fn earlier_count(count: i64, person_id: &str, lang: Lang) -> String {
    match (lang, count) {
        (Lang::En, 0) => format!("none (person {person_id})"),
        (Lang::Fr, 0) => format!("aucune (personne {person_id})"),
        (Lang::En, n) => format!("{n} (person {person_id})"),
        (Lang::Fr, n) => format!("{n} (personne {person_id})"),
    }
}

/// One earlier request: its form, when (UTC) and its reference.
pub fn earlier_request(kind: FormKind, at: &str, id: &str, lang: Lang) -> String {
    let title = form_title(kind, lang);
    match lang {
        Lang::En => format!("{title}, {at}, reference {id}"),
        Lang::Fr => format!("{title}, {at}, numéro {id}"),
    }
}

pub const ATTRIBUTION: Text = Text {
    en: "Where the visit came from",
    fr: "Provenance de la visite",
};
pub const NOT_RECORDED: Text = Text {
    en: "not recorded (a direct visit, or sent without the site's app)",
    fr: "non enregistrée (visite directe, ou demande envoyée sans l’application du site)",
};

/// How a flag field's value reads.
pub const YES: Text = Text {
    en: "Yes",
    fr: "Oui",
};
pub const NO: Text = Text {
    en: "No",
    fr: "Non",
};
/// A field the visitor left empty.
pub const NOT_GIVEN: Text = Text {
    en: "(not given)",
    fr: "(non fourni)",
};

/// The closing line: answering goes to the visitor (the email's `Reply-To`).
pub const REPLY_HINT: Text = Text {
    en: "Reply to this email to answer the visitor.",
    fr: "Répondez à ce courriel pour écrire à la personne qui a envoyé la demande.",
};
/// The closing line when the visitor's address could not be a `Reply-To`.
pub const NO_REPLY_TO: Text = Text {
    en: "The visitor's email address could not be set as Reply-To: copy it from above.",
    fr: "L’adresse courriel de la personne n’a pas pu servir d’adresse de réponse (Reply-To)\u{a0}: \
         copiez-la ci-dessus.",
};

/// A field's label in `lang`: the inventory's (English) label, or its French twin.
pub fn field_label(kind: FormKind, field: &Field, lang: Lang) -> &'static str {
    match lang {
        Lang::En => field.label,
        Lang::Fr => french_label(kind, field.name).unwrap_or(field.label),
    }
}

/// The French label of field `name` on the `kind` form (the words of the French forms; a test
/// holds every field of every form to having one).
fn french_label(kind: FormKind, name: &str) -> Option<&'static str> {
    Some(match (kind, name) {
        (FormKind::Advisory | FormKind::Loan, "phone") => "Numéro de cellulaire",
        (_, "firstName") => "Prénom",
        (_, "lastName") => "Nom de famille",
        (_, "name") => "Nom complet",
        (_, "email") => "Courriel",
        (_, "telephone" | "phone") => "Téléphone",
        (_, "job_role") => "Votre fonction",
        (_, "source_of_info" | "source") => "Comment avez-vous entendu parler de nous?",
        (_, "company_name") => "Nom de l’entreprise",
        (_, "city") => "Ville",
        (_, "state") => "Province ou territoire",
        (_, "address") => "Adresse",
        (_, "pin") => "Code postal",
        (_, "website") => "Site Web",
        (_, "sale_range") => "Chiffre d’affaires annuel brut",
        (_, "age") => "Nombre de mois d’activité",
        (_, "is_startup") => "Votre entreprise est-elle en démarrage?",
        (_, "fresh_business") => "S’agit-il d’une nouvelle entreprise?",
        (_, "query_message") => "Comment pouvons-nous vous aider?",
        (_, "subject") => "Objet",
        (_, "message") => "Message",
        (_, "parent_service") => "Service",
        (_, "child_service") => "Sous-service",
        (_, "description") => "Décrivez vos besoins",
        (_, "amount_of_loan") => "Montant du prêt",
        (_, "key_points") => "Points clés de votre demande",
        (_, "introduction") => "Présentez votre entreprise",
        (_, "want_updates" | "wants_updates") => "Souhaite recevoir nos nouvelles",
        _ => return None,
    })
}

/// How a text value of `field` reads in `lang`: an option's French display label in French
/// (core's `_FR` lists); anything else the visitor typed exactly as typed.
pub fn value_label<'a>(field: &Field, value: &'a str, lang: Lang) -> &'a str {
    match (field.kind, field.rule) {
        (ValueKind::Text, FieldRule::Choice(options)) if options.contains(&value) => {
            crate::options::label(value, lang)
        }
        _ => value,
    }
}

// ---- The weekly digest (docs/operating.md#attribution-and-funnel) ----------------------------------------------------------

/// The digest's subject and heading: « Bilan hebdomadaire du site, du 2026-11-23 au 2026-11-29 ».
pub fn digest_heading(from: &str, to: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Weekly site digest, {from} to {to}"),
        Lang::Fr => format!("Bilan hebdomadaire du site, du {from} au {to}"),
    }
}

/// The chart's title.
pub fn chart_title(from: &str, to: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Leads per day and form, {from} to {to}"),
        Lang::Fr => format!("Demandes par jour et par formulaire, du {from} au {to}"),
    }
}

/// The chart's vertical axis.
pub const LEADS_PER_DAY: Text = Text {
    en: "leads a day",
    fr: "demandes par jour",
};

/// One form's line of the chart's text alternative.
pub fn chart_form_line(
    form: &str,
    total: i64,
    busiest: Option<(&str, i64)>,
    weeks: &str,
    lang: Lang,
) -> String {
    match (lang, busiest) {
        (Lang::En, Some((day, n))) => {
            format!("{form}: {total} leads, most on {day} ({n}); by week: {weeks}.")
        }
        (Lang::En, None) => format!("{form}: no lead; by week: {weeks}."),
        (Lang::Fr, Some((day, n))) => format!(
            "{form}\u{a0}: {total}\u{a0}demandes, surtout le {day} ({n}); par semaine\u{a0}: {weeks}."
        ),
        (Lang::Fr, None) => {
            format!("{form}\u{a0}: aucune demande; par semaine\u{a0}: {weeks}.")
        }
    }
}

/// The digest's sections.
pub const DIGEST_LEADS: Text = Text {
    en: "Leads per form: this week (the week before)",
    fr: "Demandes par formulaire\u{a0}: cette semaine (la semaine précédente)",
};
pub const DIGEST_SOURCES: Text = Text {
    en: "Leads per source this week",
    fr: "Demandes par source cette semaine",
};
pub const DIGEST_FUNNEL: Text = Text {
    en: "Each form this week: shown, started, sent, accepted (conversion from the step before)",
    fr: "Chaque formulaire cette semaine\u{a0}: affiché, commencé, envoyé, accepté (conversion depuis l’étape précédente)",
};
pub const DIGEST_REFUSALS: Text = Text {
    en: "Refusals that stop most visitors",
    fr: "Refus qui arrêtent le plus de visiteurs",
};
pub const DIGEST_CONFIRMATION: Text = Text {
    en: "Newsletter confirmation rate",
    fr: "Taux de confirmation de l’infolettre",
};
pub const DIGEST_DELIVERY: Text = Text {
    en: "Time to the team: median, 95th percentile (failed)",
    fr: "Délai jusqu’à l’équipe\u{a0}: médiane, 95e centile (échecs)",
};
pub const DIGEST_CHART: Text = Text {
    en: "Leads per day over eight weeks (the chart attached)",
    fr: "Demandes par jour sur huit semaines (le graphique joint)",
};
pub const DIGEST_NONE: Text = Text {
    en: "none",
    fr: "aucun",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_of_every_form_has_a_french_label() {
        for kind in FormKind::ALL {
            for field in kind.form().fields {
                assert!(
                    french_label(kind, field.name).is_some(),
                    "{kind:?}.{} has no French label",
                    field.name
                );
            }
        }
        assert_eq!(
            field_label(FormKind::Help, &FormKind::Help.form().fields[2], Lang::Fr),
            "Téléphone"
        );
        let loan_phone = FormKind::Loan.form().fields[3];
        assert_eq!(loan_phone.name, "phone");
        assert_eq!(
            field_label(FormKind::Loan, &loan_phone, Lang::Fr),
            "Numéro de cellulaire"
        );
        assert_eq!(
            field_label(FormKind::Loan, &loan_phone, Lang::En),
            loan_phone.label
        );
    }

    #[test]
    fn the_settings_are_named_as_the_flag_takes_them() {
        for setting in TeamLang::ALL {
            assert_eq!(TeamLang::from_name(setting.as_str()), Some(setting));
        }
        assert_eq!(TeamLang::NAMES, TeamLang::ALL.map(TeamLang::as_str));
        assert_eq!(TeamLang::from_name("FR"), None);
        assert_eq!(TeamLang::default(), TeamLang::Both);
        assert_eq!(TeamLang::En.langs(), [Lang::En]);
        assert_eq!(TeamLang::Fr.langs(), [Lang::Fr]);
        assert_eq!(TeamLang::Both.langs(), [Lang::Fr, Lang::En], "French first");
    }

    #[test]
    fn the_subject_follows_the_setting_and_names_the_visitor_once() {
        let subject = |setting, visitor| subject(FormKind::Contact, visitor, setting);
        assert_eq!(
            subject(TeamLang::En, "Ann Lee"),
            "New contact request from Ann Lee"
        );
        assert_eq!(subject(TeamLang::En, ""), "New contact request");
        assert_eq!(
            subject(TeamLang::Fr, "Ann Lee"),
            "Nouvelle demande de contact\u{a0}: Ann Lee"
        );
        assert_eq!(subject(TeamLang::Fr, ""), "Nouvelle demande de contact");
        assert_eq!(
            subject(TeamLang::Both, "Ann Lee"),
            "Nouvelle demande de contact / New contact request – Ann Lee"
        );
        assert_eq!(
            subject(TeamLang::Both, ""),
            "Nouvelle demande de contact / New contact request"
        );
        assert_eq!(
            heading(FormKind::Loan, Lang::Fr),
            "Nouvelle demande de prêt d’affaires"
        );
    }

    #[test]
    fn french_lines_have_a_no_break_space_before_the_colon_and_typographic_apostrophes() {
        assert_eq!(line("Langue", "fr", Lang::Fr), "Langue\u{a0}: fr");
        assert_eq!(line("Language", "fr", Lang::En), "Language: fr");
        assert_eq!(
            consent_given("Oui, je veux", "2026-01-01T00:00:00Z", Lang::Fr),
            "donné le 2026-01-01T00:00:00Z en acceptant le texte «\u{a0}Oui, je veux\u{a0}»"
        );
        let french: Vec<&str> = [
            RECEIVED,
            LEAD_ID,
            LANGUAGE,
            CONSENT,
            NO_CONSENT,
            YES,
            NO,
            NOT_GIVEN,
            REPLY_HINT,
            NO_REPLY_TO,
        ]
        .iter()
        .map(|text| text.fr)
        .chain(FormKind::ALL.map(|kind| form_title(kind, Lang::Fr)))
        .chain(FormKind::ALL.iter().flat_map(|kind| {
            kind.form()
                .fields
                .iter()
                .filter_map(|field| french_label(*kind, field.name))
        }))
        .collect();
        for text in french {
            assert!(!text.contains('\''), "a straight apostrophe in {text:?}");
            assert!(
                !text.contains(" :"),
                "a plain space before a colon in {text:?}"
            );
        }
    }

    #[test]
    fn option_values_read_in_french_and_typed_text_stays_as_typed() {
        let form = FormKind::Contact.form();
        let field = |name: &str| {
            form.fields
                .iter()
                .find(|field| field.name == name)
                .expect("a field")
        };
        let province = field("state");
        assert_eq!(value_label(province, "Quebec", Lang::Fr), "Québec");
        assert_eq!(value_label(province, "Quebec", Lang::En), "Quebec");
        // A free-text field is the visitor's own words, even when they look like an option.
        let message = field("query_message");
        assert_eq!(value_label(message, "Quebec", Lang::Fr), "Quebec");
        assert_eq!(value_label(message, "Yes", Lang::Fr), "Yes");
    }
}
