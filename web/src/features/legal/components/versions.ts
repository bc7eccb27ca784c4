// The dates of the legal texts that show one (ISO 8601), shared by the English page and its French
// twin: both say the same thing, so they change together, and each writes the date in its language.

/** The privacy policy's current version; change it with the text. */
export const PRIVACY_POLICY_UPDATED = '2026-11-24';

/** The accessibility statement's current version; change it with the text. */
export const ACCESSIBILITY_STATEMENT_UPDATED = '2026-11-24';
