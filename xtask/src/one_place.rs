//! The invariant "one message lives in one place": no source file outside `crates/core` spells a
//! message of `crates/core/src/messages.rs` as a string literal; it must import it (Rust:
//! `site_core::messages`, TypeScript: `bindings/messages.ts`).

use crate::shell::{Result, cmd, step};
use site_core::exports::TsValue;

/// Where the messages may be spelled: their home, generated code, data and prose.
fn exempt(path: &str) -> bool {
    [
        "crates/core/src/",
        "bindings/",
        "tests/vectors/",
        "content/",
    ]
    .iter()
    .any(|p| path.starts_with(p))
        || [".md", ".json", ".lock", ".toml", ".svg", ".mp4"]
            .iter()
            .any(|ext| path.ends_with(ext))
}

pub fn check() -> Result {
    step("messages live in crates/core only");
    let listed = cmd(
        "git",
        &["ls-files", "--cached", "--others", "--exclude-standard"],
        ".",
    )
    .output()?;
    let messages: Vec<&str> = site_core::messages::exports()
        .into_iter()
        .filter_map(|export| match export.value {
            TsValue::Text(text) => Some(text),
            _ => None,
        })
        .collect();
    let mut found = Vec::new();
    for path in String::from_utf8(listed.stdout)?
        .lines()
        .filter(|path| !exempt(path))
    {
        let Ok(source) = std::fs::read_to_string(crate::shell::root().join(path)) else {
            continue; // deleted in the work tree, or not text
        };
        found.extend(spelled(path, &source, &messages));
    }
    verdict(&found)
}

/// Each line of `source` (the file `path`) that spells one of `messages` as a string literal.
fn spelled(path: &str, source: &str, messages: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (number, line) in source.lines().enumerate() {
        for message in messages {
            let quoted = ['"', '\'', '`'].map(|q| format!("{q}{message}{q}"));
            if quoted.iter().any(|literal| line.contains(literal.as_str())) {
                found.push(format!("{path}:{}: spells {message:?}", number + 1));
            }
        }
    }
    found
}

fn verdict(found: &[String]) -> Result {
    if found.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "messages written outside crates/core (import them instead):\n{}",
            found.join("\n")
        )
        .into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MESSAGES: &[&str] = &["Please enter your email."];

    #[test]
    fn a_message_spelled_outside_core_fails_with_its_file_and_line() {
        let source = "import { messages } from '@bindings/messages';\nconst m = 'Please enter your email.';\n";
        let found = spelled("web/src/x.ts", source, MESSAGES);
        assert_eq!(
            found,
            ["web/src/x.ts:2: spells \"Please enter your email.\""]
        );
        let error = verdict(&found).expect_err("refused");
        assert!(error.to_string().contains("web/src/x.ts:2"), "{error}");
    }

    #[test]
    fn an_imported_message_and_the_exempt_folders_pass() {
        let source = "let m = messages::EMAIL_REQUIRED;\n// Please enter your email. (prose, not a literal)\n";
        assert!(spelled("crates/server/src/x.rs", source, MESSAGES).is_empty());
        verdict(&[]).expect("nothing found");
        assert!(exempt("crates/core/src/messages.rs") && exempt("README.md"));
        assert!(!exempt("web/src/x.ts"));
    }
}
