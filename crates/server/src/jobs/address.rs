//! The address a person's request is about (`server people export|erase`), checked as the site
//! checks one.

use super::BoxError;
use super::terminal::printable;
use site_core::validation::rules::is_email;

/// `text` trimmed, when it is an address the site would accept; otherwise a usage error (exit 2):
/// a mistyped address would silently find nothing and erase nothing.
pub(super) fn checked(text: &str) -> Result<&str, BoxError> {
    let address = text.trim();
    if is_email(address) {
        Ok(address)
    } else {
        Err(format!(
            "--email {:?} is not a valid email address (e.g. name@example.ca)",
            printable(text)
        )
        .into())
    }
}
