//! The option lists of the forms. The value a form sends is the English label exactly as the
//! old site wrote it; a list's `_FR` twin holds the French labels in the same order, for display
//! only (docs/decisions/0010-option-values-stay-english.md), and goes to `bindings/options.fr.ts`.

crate::exported! {
    /// Job roles, as the old site lists them.
    pub const JOB_ROLES: &[&str] = &["Owner", "Senior leader", "Manager", "Employee", "Teacher / Student"];
    /// The job roles' French labels, in the same order (display only: the value sent stays the
    /// English label).
    pub const JOB_ROLES_FR: &[&str] = &[
        "Propriétaire",
        "Cadre supérieur",
        "Gestionnaire",
        "Membre du personnel",
        "Enseignant ou étudiant",
    ];

    /// How the visitor heard of the group, as the old site lists it.
    pub const SOURCES: &[&str] = &[
        "Professional (accountant, notary, lawyer, etc.)",
        "Entrepreneur, colleague, friend or family",
        "Financial institution",
        "Government",
        "Website (other than the product)",
        "Web search",
        "Social media",
        "Online advertising",
        "Print advertising",
        "Other",
    ];
    pub const SOURCES_FR: &[&str] = &[
        "Professionnel (comptable, notaire, avocat, etc.)",
        "Entrepreneur, collègue, ami ou famille",
        "Institution financière",
        "Gouvernement",
        "Site Web (autre que le nôtre)",
        "Recherche sur le Web",
        "Médias sociaux",
        "Publicité en ligne",
        "Publicité imprimée",
        "Autre",
    ];

    /// The contact form's "state": the 13 Canadian provinces and territories by English name.
    /// The old site's `State1..3` were placeholders, and the site serves Canada only
    /// (docs/decisions/0005-canada-only.md).
    pub const PROVINCES: &[&str] = &[
        "Alberta",
        "British Columbia",
        "Manitoba",
        "New Brunswick",
        "Newfoundland and Labrador",
        "Northwest Territories",
        "Nova Scotia",
        "Nunavut",
        "Ontario",
        "Prince Edward Island",
        "Quebec",
        "Saskatchewan",
        "Yukon",
    ];
    pub const PROVINCES_FR: &[&str] = &[
        "Alberta",
        "Colombie-Britannique",
        "Manitoba",
        "Nouveau-Brunswick",
        "Terre-Neuve-et-Labrador",
        "Territoires du Nord-Ouest",
        "Nouvelle-Écosse",
        "Nunavut",
        "Ontario",
        "Île-du-Prince-Édouard",
        "Québec",
        "Saskatchewan",
        "Yukon",
    ];

    /// Gross sales ranges, used as the contact form's sale range and the loan form's amount (the
    /// old site's labels).
    pub const SALES_RANGES: &[&str] = &[
        "Less than Rs. 1,00,000",
        "Between Rs. 1,00,000 and Rs. 5,00,000",
        "Between Rs. 5,00,000 and Rs. 25 Lakhs",
        "Between Rs. 25 Lakhs and Rs. 50 Lakhs",
        "Rs. 50 Lakhs or more",
    ];
    /// French notation (`docs/glossaire.md`): the old labels' lakh grouping written out in
    /// French digits (`1,00,000` = 100 000, 25 lakhs = 2 500 000), no-break spaces, `Rs` after.
    pub const SALES_RANGES_FR: &[&str] = &[
        "Moins de 100\u{a0}000\u{a0}Rs",
        "De 100\u{a0}000\u{a0}Rs à 500\u{a0}000\u{a0}Rs",
        "De 500\u{a0}000\u{a0}Rs à 2\u{a0}500\u{a0}000\u{a0}Rs",
        "De 2\u{a0}500\u{a0}000\u{a0}Rs à 5\u{a0}000\u{a0}000\u{a0}Rs",
        "5\u{a0}000\u{a0}000\u{a0}Rs ou plus",
    ];

    /// The yes/no answers of the loan form (`is_startup`, `fresh_business`), in that order.
    pub const YES_NO: &[&str] = &["Yes", "No"];
    pub const YES_NO_FR: &[&str] = &["Oui", "Non"];
}

/// The amount each of [`SALES_RANGES`] starts at, in the same order and the lists' unit (rupees,
/// as the spec writes them): a range runs from its floor up to the next one, the last without
/// end. What a routing file's loan amount range is checked against (docs/operating.md#routing).
pub const SALES_RANGE_FLOORS: &[u64] = &[0, 100_000, 500_000, 2_500_000, 5_000_000];

/// The amounts `[from, to)` (`to` none: without end) that the range `value` of [`SALES_RANGES`]
/// covers; none for a value not in the list.
pub fn sales_range_bounds(value: &str) -> Option<(u64, Option<u64>)> {
    let at = SALES_RANGES.iter().position(|range| *range == value)?;
    Some((
        *SALES_RANGE_FLOORS.get(at)?,
        SALES_RANGE_FLOORS.get(at + 1).copied(),
    ))
}

/// The label to display for an option's value (its English label) in a language; the value itself
/// when it is not in the list.
pub fn label(value: &str, lang: crate::i18n::Lang) -> &str {
    const LISTS: [(&[&str], &[&str]); 5] = [
        (JOB_ROLES, JOB_ROLES_FR),
        (SOURCES, SOURCES_FR),
        (PROVINCES, PROVINCES_FR),
        (SALES_RANGES, SALES_RANGES_FR),
        (YES_NO, YES_NO_FR),
    ];
    if lang == crate::i18n::Lang::En {
        return value;
    }
    LISTS
        .iter()
        .find_map(|(en, fr)| en.iter().position(|v| *v == value).map(|i| fr[i]))
        .unwrap_or(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_option_has_its_french_label() {
        for (en, fr) in [
            (JOB_ROLES, JOB_ROLES_FR),
            (SOURCES, SOURCES_FR),
            (PROVINCES, PROVINCES_FR),
            (SALES_RANGES, SALES_RANGES_FR),
            (YES_NO, YES_NO_FR),
        ] {
            assert_eq!(en.len(), fr.len(), "{en:?} and {fr:?}");
            assert!(fr.iter().all(|label| !label.trim().is_empty()));
        }
        assert_eq!(label("Quebec", Lang::Fr), "Québec");
        assert_eq!(label("Quebec", Lang::En), "Quebec");
        assert_eq!(label("Elsewhere", Lang::Fr), "Elsewhere");
    }

    #[test]
    fn each_sales_range_has_the_bounds_its_words_say() {
        assert_eq!(SALES_RANGE_FLOORS.len(), SALES_RANGES.len());
        assert!(SALES_RANGE_FLOORS.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!(
            sales_range_bounds(SALES_RANGES[0]),
            Some((0, Some(100_000)))
        );
        // "Between Rs. 5,00,000 and Rs. 25 Lakhs": a lakh is 100,000.
        assert_eq!(
            sales_range_bounds(SALES_RANGES[2]),
            Some((500_000, Some(2_500_000)))
        );
        assert_eq!(sales_range_bounds(SALES_RANGES[4]), Some((5_000_000, None)));
        assert_eq!(sales_range_bounds("Rs. 3 crore"), None);
    }
}
