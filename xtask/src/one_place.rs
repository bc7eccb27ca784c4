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
        for (number, line) in source.lines().enumerate() {
            for message in &messages {
                let quoted = ['"', '\'', '`'].map(|q| format!("{q}{message}{q}"));
                if quoted.iter().any(|literal| line.contains(literal.as_str())) {
                    found.push(format!("{path}:{}: spells {message:?}", number + 1));
                }
            }
        }
    }
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
