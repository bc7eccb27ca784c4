//! The reference in `docs/` and the command line agree. For `server serve` and every job, the
//! long flags clap knows (what `--help` lists) are exactly those of the flag table under the
//! command's heading in `docs/*.md`, with the same environment variable and default.
//!
//! The convention the docs follow: each command has one heading that is its full command line
//! (`## server leads export`), and a table under it whose first column is `` `--flag` `` (other
//! rows, such as an `FILE` argument, are ignored), the second its environment variable in
//! backticks (or nothing) and the third its default (clap's, in backticks, when it has one).

use clap::CommandFactory;
use server::cli::Cli;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A flag's environment variable and default: clap's, or as a flag table documents them.
#[derive(Debug, Default)]
struct Flag {
    env: Option<String>,
    /// Clap: the default of a flag that takes a value (none when empty). Docs: the cell's text.
    default: String,
}

/// The flags of a command, by long name (`--database-url`).
type Flags = BTreeMap<String, Flag>;

/// Every leaf command under `command` (`server leads export`), with its long flags.
fn clap_commands(command: &clap::Command, line: &str, out: &mut BTreeMap<String, Flags>) {
    for sub in command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
    {
        let line = format!("{line} {}", sub.get_name());
        if sub.has_subcommands() {
            clap_commands(sub, &line, out);
            continue;
        }
        let flags = sub
            .get_arguments()
            .filter(|arg| !matches!(arg.get_id().as_str(), "help" | "version"))
            .filter_map(|arg| {
                let long = arg.get_long()?;
                let default = if arg.get_action().takes_values() {
                    let values: Vec<_> = arg
                        .get_default_values()
                        .iter()
                        .map(|value| value.to_string_lossy().into_owned())
                        .collect();
                    values.join(",")
                } else {
                    String::new()
                };
                let env = arg.get_env().map(|env| env.to_string_lossy().into_owned());
                Some((format!("--{long}"), Flag { env, default }))
            })
            .collect();
        out.insert(line, flags);
    }
}

/// The text between the first pair of backticks of a table cell.
fn first_code(cell: &str) -> Option<&str> {
    let (_, rest) = cell.split_once('`')?;
    rest.split_once('`').map(|(code, _)| code)
}

/// Every command documented in one Markdown file: its heading's command line, with the flags of
/// the table under that heading.
fn documented_commands(text: &str) -> Vec<(String, Flags)> {
    let mut commands: Vec<(String, Flags)> = Vec::new();
    let mut in_code = false;
    let mut current = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        if let Some(heading) = line.strip_prefix('#') {
            let title = heading.trim_start_matches('#').trim().replace('`', "");
            current = title.starts_with("server ");
            if current {
                commands.push((title, Flags::new()));
            }
            continue;
        }
        let Some((_, flags)) = commands.last_mut().filter(|_| current) else {
            continue;
        };
        let cells: Vec<&str> = line.trim().split('|').map(str::trim).collect();
        // `| flag | environment | default | ... |` splits into ["", flag, env, default, ...].
        let Some(flag) = cells.get(1).and_then(|cell| first_code(cell)) else {
            continue;
        };
        if !flag.starts_with("--") || cells.len() < 5 {
            continue;
        }
        let documented = Flag {
            env: cells
                .get(2)
                .and_then(|cell| first_code(cell))
                .map(str::to_owned),
            default: cells
                .get(3)
                .map_or(String::new(), |cell| (*cell).to_owned()),
        };
        flags.insert(flag.to_owned(), documented);
    }
    commands
}

fn docs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs")
}

#[test]
fn every_flag_of_every_command_is_documented_with_its_environment_and_default() {
    let mut known = BTreeMap::new();
    clap_commands(&Cli::command(), "server", &mut known);
    assert!(
        known.contains_key("server serve") && known.contains_key("server leads export"),
        "{:?}",
        known.keys()
    );

    let mut files: Vec<PathBuf> = std::fs::read_dir(docs_dir())
        .expect("docs/")
        .map(|entry| entry.expect("docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    files.sort();
    let mut documented: BTreeMap<String, (String, Flags)> = BTreeMap::new();
    let mut problems = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a docs file");
        let file = format!(
            "docs/{}",
            path.file_name().expect("a name").to_string_lossy()
        );
        for (command, flags) in documented_commands(&text) {
            if let Some((first, _)) = documented.get(&command) {
                problems.push(format!(
                    "`{command}` has two headings: in {first} and {file}"
                ));
                continue;
            }
            documented.insert(command, (file.clone(), flags));
        }
    }

    for (command, flags) in &known {
        let Some((file, documented)) = documented.get(command) else {
            problems.push(format!(
                "`{command}` is not documented: no heading `## {command}` in docs/*.md"
            ));
            continue;
        };
        for (flag, clap) in flags {
            let Some(doc) = documented.get(flag) else {
                problems.push(format!(
                    "{file}, `{command}`: `{flag}` is missing from the flag table"
                ));
                continue;
            };
            if doc.env != clap.env {
                problems.push(format!(
                    "{file}, `{command}`: `{flag}` has environment {:?} in the docs but {:?} in \
                     clap",
                    doc.env, clap.env
                ));
            }
            if !clap.default.is_empty() && !doc.default.contains(&format!("`{}`", clap.default)) {
                problems.push(format!(
                    "{file}, `{command}`: `{flag}` defaults to `{}` in clap, but the docs say {:?}",
                    clap.default, doc.default
                ));
            }
        }
        for flag in documented.keys().filter(|flag| !flags.contains_key(*flag)) {
            problems.push(format!(
                "{file}, `{command}`: `{flag}` is documented but `{command} --help` has no such \
                 flag"
            ));
        }
    }
    for (command, (file, _)) in &documented {
        if !known.contains_key(command) {
            problems.push(format!(
                "{file} documents `{command}`, which is not a command of the server binary"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "docs/ and the command line disagree:\n{}",
        problems.join("\n")
    );
}

/// The parser the check above relies on: headings, code blocks and table rows.
#[test]
fn flag_tables_are_read_under_their_command_heading() {
    let text = "\
# Title\n\
## server leads export\n\
```sh\n\
# server not a heading\n\
```\n\
| flag | environment | default | what |\n\
|---|---|---|---|\n\
| `--database-url` | `DATABASE_URL` | `sqlite://data/site.db` | the database |\n\
| `--output` (`-o`) | | stdout | a file |\n\
| `FILE` (argument) | | required | ignored |\n\
## Other section\n\
| `--stray` | | | not under a command |\n\
### `server db backup`\n";
    let commands = documented_commands(text);
    let names: Vec<&str> = commands.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["server leads export", "server db backup"]);
    let flags = &commands[0].1;
    assert_eq!(
        flags.keys().collect::<Vec<_>>(),
        ["--database-url", "--output"]
    );
    assert_eq!(flags["--database-url"].env.as_deref(), Some("DATABASE_URL"));
    assert_eq!(flags["--output"].env, None);
    assert!(commands[1].1.is_empty());
}
