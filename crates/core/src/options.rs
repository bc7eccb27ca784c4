//! The option lists of the forms. The value a form sends is the label exactly as displayed.

crate::exported! {
    /// Job roles (spec §3).
    pub const JOB_ROLES: &[&str] = &["Owner", "Senior leader", "Manager", "Employee", "Teacher / Student"];

    /// How the visitor heard of the group (spec §3).
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

    /// The contact form's "state": the 13 Canadian provinces and territories by English name.
    /// The spec's `State1..3` are placeholders and the site serves Canada only (DESIGN §4).
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

    /// Gross sales ranges, used as the contact form's sale range and the loan form's amount (spec §3).
    pub const SALES_RANGES: &[&str] = &[
        "Less than Rs. 1,00,000",
        "Between Rs. 1,00,000 and Rs. 5,00,000",
        "Between Rs. 5,00,000 and Rs. 25 Lakhs",
        "Between Rs. 25 Lakhs and Rs. 50 Lakhs",
        "Rs. 50 Lakhs or more",
    ];
}
