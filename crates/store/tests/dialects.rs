//! The two engines' migrations are one schema written twice (`migrations/sqlite`,
//! `migrations/postgres`): this test holds the copies together. Each migration exists in both
//! folders, and the two copies are the same line for line (a comment naming the other folder
//! reads the same) except in the places declared in [`DIALECT_PLACES`], each with its reason.
//! A shipped migration never changes (sqlx checks their checksums), so a place is declared by its
//! lines; a new migration that must differ declares its own places here.

use std::collections::BTreeSet;
use std::ops::RangeInclusive;
use std::path::Path;

/// Where a migration's two copies may differ: 1-based line ranges in each copy.
struct DialectPlace {
    file: &'static str,
    sqlite: RangeInclusive<usize>,
    postgres: RangeInclusive<usize>,
    why: &'static str,
}

const DIALECT_PLACES: &[DialectPlace] = &[
    DialectPlace {
        file: "0002_search.sql",
        sqlite: 4..=42,
        postgres: 4..=21,
        why: "the search index: FTS5 with its rowid and triggers on SQLite, a generated \
              tsvector with a GIN index on PostgreSQL",
    },
    DialectPlace {
        file: "0006_subscriber_consent.sql",
        sqlite: 17..=21,
        postgres: 17..=17,
        why: "the consent table's new ids: a UUID v4 from randomblob() on SQLite, \
              gen_random_uuid() on PostgreSQL",
    },
    DialectPlace {
        file: "0011_rate_limits.sql",
        sqlite: 3..=5,
        postgres: 3..=6,
        why: "the shared post limits: UNLOGGED on PostgreSQL, where instances share them; \
              unused on SQLite, whose one process keeps them in memory",
    },
    DialectPlace {
        file: "0014_lead_email_key.sql",
        sqlite: 6..=7,
        postgres: 6..=6,
        why: "filling the new column from the stored payloads: json_extract() and trim() with \
              the characters to trim on SQLite, ->> on the text cast to jsonb and btrim() on \
              PostgreSQL",
    },
];

fn migrations(engine: &str) -> std::collections::BTreeMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(engine);
    std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| {
            let path = entry.expect("a directory entry").path();
            let name = path.file_name().expect("a name").to_string_lossy().into();
            let text = std::fs::read_to_string(&path).expect("a migration's text");
            (name, text)
        })
        .collect()
}

/// The copy's lines, a mention of either folder written the same way.
fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            line.replace("migrations/postgres", "migrations/{other}")
                .replace("migrations/sqlite", "migrations/{other}")
        })
        .collect()
}

/// The 1-based numbers of the lines of `a` and of `b` outside their longest common
/// subsequence: where the two copies differ.
fn differing_lines(a: &[String], b: &[String]) -> (BTreeSet<usize>, BTreeSet<usize>) {
    let mut longest = vec![vec![0_usize; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            longest[i][j] = if a[i] == b[j] {
                longest[i + 1][j + 1] + 1
            } else {
                longest[i + 1][j].max(longest[i][j + 1])
            };
        }
    }
    let (mut only_a, mut only_b) = (BTreeSet::new(), BTreeSet::new());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            i += 1;
            j += 1;
        } else if j == b.len() || (i < a.len() && longest[i + 1][j] >= longest[i][j + 1]) {
            only_a.insert(i + 1);
            i += 1;
        } else {
            only_b.insert(j + 1);
            j += 1;
        }
    }
    (only_a, only_b)
}

/// What is wrong with one migration's two copies (nothing: empty).
fn problems(file: &str, sqlite: &str, postgres: &str) -> Vec<String> {
    let places: Vec<&DialectPlace> = DIALECT_PLACES
        .iter()
        .filter(|place| place.file == file)
        .collect();
    let (sqlite_lines, postgres_lines) = (lines(sqlite), lines(postgres));
    let (only_sqlite, only_postgres) = differing_lines(&sqlite_lines, &postgres_lines);
    let mut problems = Vec::new();
    for (engine, differing, copy, range_of) in [
        (
            "sqlite",
            &only_sqlite,
            &sqlite_lines,
            (|place: &DialectPlace| place.sqlite.clone()) as fn(&DialectPlace) -> _,
        ),
        (
            "postgres",
            &only_postgres,
            &postgres_lines,
            |place: &DialectPlace| place.postgres.clone(),
        ),
    ] {
        for &line in differing {
            if !places.iter().any(|place| range_of(place).contains(&line)) {
                problems.push(format!(
                    "migrations/{engine}/{file}:{line} differs from the other engine's copy \
                     outside the declared dialect places: {:?}",
                    copy[line - 1]
                ));
            }
        }
        for place in &places {
            if !differing.iter().any(|line| range_of(place).contains(line)) {
                problems.push(format!(
                    "migrations/{engine}/{file}: lines {:?} are declared to differ ({}) but are \
                     the same in both copies: remove or narrow the declaration",
                    range_of(place),
                    place.why
                ));
            }
        }
    }
    problems
}

#[test]
fn every_migration_exists_for_both_engines() {
    let sqlite: BTreeSet<String> = migrations("sqlite").into_keys().collect();
    let postgres: BTreeSet<String> = migrations("postgres").into_keys().collect();
    assert_eq!(sqlite, postgres, "the two engines' migration files");
    assert!(!sqlite.is_empty(), "no migration found");
}

#[test]
fn the_two_copies_differ_only_in_declared_places() {
    let sqlite = migrations("sqlite");
    let postgres = migrations("postgres");
    let mut found = Vec::new();
    for (file, sqlite_text) in &sqlite {
        if let Some(postgres_text) = postgres.get(file) {
            found.extend(problems(file, sqlite_text, postgres_text));
        }
    }
    for place in DIALECT_PLACES {
        assert!(
            sqlite.contains_key(place.file),
            "{}: declared, but no such migration",
            place.file
        );
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_difference_outside_the_declared_places_is_found() {
    // A type changed in one copy only, in a migration that declares no place.
    let sqlite = "CREATE TABLE t (\n    id TEXT PRIMARY KEY,\n    n BIGINT NOT NULL\n);\n";
    let postgres = "CREATE TABLE t (\n    id TEXT PRIMARY KEY,\n    n INTEGER NOT NULL\n);\n";
    let found = problems("0099_example.sql", sqlite, postgres);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].contains("migrations/sqlite/0099_example.sql:3"),
        "{found:?}"
    );
    assert!(
        found[1].contains("migrations/postgres/0099_example.sql:3"),
        "{found:?}"
    );
    // Mentions of the other engine's folder read the same.
    let sqlite = "-- same as migrations/postgres/0099\nSELECT 1;\n";
    let postgres = "-- same as migrations/sqlite/0099\nSELECT 1;\n";
    assert!(problems("0099_example.sql", sqlite, postgres).is_empty());
}

#[test]
fn a_declared_place_that_no_longer_differs_is_reported() {
    let same = migrations("sqlite")["0006_subscriber_consent.sql"].clone();
    let found = problems("0006_subscriber_consent.sql", &same, &same);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .all(|problem| problem.contains("declared to differ"))
    );
}
