//! Problems found in `content/`, each pinned to `FILE:LINE` so an author can jump to it.

use std::fmt;
use std::path::{Path, PathBuf};

/// One problem: where it is and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: PathBuf,
    /// 1-based.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file.display(), self.line, self.message)
    }
}

/// Every problem found, in the order the files and their lines were read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentErrors(pub Vec<ContentError>);

impl ContentErrors {
    pub fn iter(&self) -> impl Iterator<Item = &ContentError> {
        self.0.iter()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// One problem per line.
impl fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, error) in self.0.iter().enumerate() {
            if index > 0 {
                writeln!(f)?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ContentErrors {}

/// A place in a file, remembered to point back at it from a later check (duplicates across files,
/// the portfolio against the IT solutions children).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: PathBuf,
    pub line: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file.display(), self.line)
    }
}

/// The problems collected so far. Checks never stop at the first problem.
#[derive(Debug, Default)]
pub struct Report {
    errors: Vec<ContentError>,
}

impl Report {
    pub fn at(&mut self, location: &Location, message: impl Into<String>) {
        self.errors.push(ContentError {
            file: location.file.clone(),
            line: location.line,
            message: message.into(),
        });
    }

    /// A problem with a whole file or folder (unreadable, missing): line 1.
    pub fn file(&mut self, file: &Path, message: impl Into<String>) {
        self.at(
            &Location {
                file: file.to_path_buf(),
                line: 1,
            },
            message,
        );
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    pub fn into_errors(self) -> ContentErrors {
        ContentErrors(self.errors)
    }
}

/// A file's text, for turning the byte offsets of spans into line numbers.
#[derive(Debug)]
pub struct Source {
    pub path: PathBuf,
    pub text: String,
}

impl Source {
    /// The 1-based line of a byte offset (clamped to the text).
    pub fn line(&self, offset: usize) -> usize {
        let end = offset.min(self.text.len());
        self.text.as_bytes()[..end]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    }

    /// The 1-based column, in characters, of a byte offset.
    pub fn column(&self, offset: usize) -> usize {
        let end = floor_char_boundary(&self.text, offset.min(self.text.len()));
        let start = self.text[..end]
            .rfind('\n')
            .map_or(0, |newline| newline + 1);
        self.text[start..end].chars().count() + 1
    }

    pub fn location(&self, offset: usize) -> Location {
        Location {
            file: self.path.clone(),
            line: self.line(offset),
        }
    }
}

fn floor_char_boundary(text: &str, mut index: usize) -> usize {
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}
