//! What the drills and the bench post and read back: one valid help message, and the stored help
//! leads as the server's own export gives them.

use crate::shell::Result;
use std::path::Path;
use std::process::{Command, Stdio};

/// A valid help message (as in crates/server/tests/api/leads.rs `valid_help()`).
pub const HELP_BODY: &str = r#"{"name":"Arjun Patel","email":"arjun@example.ca","phone":"905-555-0123","subject":"Loan documents","message":"Which statements should I bring?"}"#;

/// The stored help leads (JSON rows), read with the server's own export.
pub fn stored_help(binary: &Path, url: &str) -> Result<Vec<serde_json::Value>> {
    let output = Command::new(binary)
        .args(["leads", "export", "--form", "help", "--format", "jsonl"])
        .args(["--database-url", url])
        .env("RUST_LOG", "warn")
        .stderr(Stdio::inherit())
        .output()?;
    if !output.status.success() {
        return Err("leads export failed".into());
    }
    String::from_utf8(output.stdout)?
        .lines()
        .map(|line| Ok(serde_json::from_str(line)?))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_body_is_json_with_the_forms_required_fields() {
        let body: serde_json::Value = serde_json::from_str(HELP_BODY).expect("JSON");
        for field in ["name", "email", "subject", "message"] {
            assert!(
                body[field].as_str().is_some_and(|v| !v.is_empty()),
                "{field}"
            );
        }
    }

    #[test]
    fn an_export_that_fails_is_an_error_not_an_empty_list() {
        let error = stored_help(Path::new("false"), "sqlite://nowhere.db").expect_err("fails");
        assert_eq!(error.to_string(), "leads export failed");
    }
}
