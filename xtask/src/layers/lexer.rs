//! The tokenizer: a source's identifiers, `::` and punctuation, with their lines, without
//! comments, strings, characters and lifetimes.

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tok {
    /// An identifier, keyword or number (`$crate` is one).
    Ident(String),
    /// `::`.
    Sep,
    Punct(char),
}

#[derive(Debug)]
pub(super) struct Token {
    pub(super) tok: Tok,
    pub(super) line: usize,
}

/// The tokens of a source, without comments, strings, characters and lifetimes.
pub(super) fn lex(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    let is_ident = |c: char| c == '_' || c.is_alphanumeric();
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // Skips a string's body from `i` (after its opening quote) to after its closing quote.
    let skip_string = |mut i: usize, line: &mut usize| {
        while i < chars.len() {
            match chars[i] {
                '\\' => {
                    if at(i + 1) == '\n' {
                        *line += 1;
                    }
                    i += 2;
                    continue;
                }
                '"' => return i + 1,
                '\n' => *line += 1,
                _ => {}
            }
            i += 1;
        }
        i
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '/' if at(i + 1) == '/' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if at(i + 1) == '*' => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && at(i + 1) == '*' {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && at(i + 1) == '/' {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            '"' => i = skip_string(i + 1, &mut line),
            '\'' => {
                if at(i + 1) == '\\' {
                    // An escaped character: `'\n'`, `'\''`, `'\u{1F600}'`.
                    i += 3;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if at(i + 2) == '\'' {
                    i += 3; // `'x'`
                } else {
                    // A lifetime or a label (`'static` is no `static` item).
                    i += 1;
                    while i < chars.len() && is_ident(chars[i]) {
                        i += 1;
                    }
                }
            }
            c if is_ident(c) => {
                let start = i;
                while i < chars.len() && is_ident(chars[i]) {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                if matches!(word.as_str(), "r" | "br" | "cr") && matches!(at(i), '"' | '#') {
                    let mut hashes = 0;
                    while at(i + hashes) == '#' {
                        hashes += 1;
                    }
                    if at(i + hashes) == '"' {
                        // A raw string: up to `"` and as many `#`.
                        i += hashes + 1;
                        while i < chars.len() {
                            if chars[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                                i += hashes + 1;
                                break;
                            }
                            if chars[i] == '\n' {
                                line += 1;
                            }
                            i += 1;
                        }
                        continue;
                    }
                    if word == "r" && hashes == 1 && is_ident(at(i + 1)) {
                        // A raw identifier (`r#type`).
                        let start = i + 1;
                        i += 1;
                        while i < chars.len() && is_ident(chars[i]) {
                            i += 1;
                        }
                        let word = chars[start..i].iter().collect();
                        tokens.push(Token {
                            tok: Tok::Ident(word),
                            line,
                        });
                        continue;
                    }
                }
                tokens.push(Token {
                    tok: Tok::Ident(word),
                    line,
                });
            }
            ':' if at(i + 1) == ':' => {
                tokens.push(Token {
                    tok: Tok::Sep,
                    line,
                });
                i += 2;
            }
            '$' if chars[i + 1..].starts_with(&['c', 'r', 'a', 't', 'e'])
                && !is_ident(at(i + 6)) =>
            {
                tokens.push(Token {
                    tok: Tok::Ident("$crate".to_owned()),
                    line,
                });
                i += 6;
            }
            c => {
                tokens.push(Token {
                    tok: Tok::Punct(c),
                    line,
                });
                i += 1;
            }
        }
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_strings_characters_and_lifetimes_are_dropped() {
        let source =
            "use crate::a; // crate::b\n/* x */ let s = \"c::d\";\nr#type '\\n' 'a $crate::e\n";
        let tokens: Vec<String> = lex(source)
            .iter()
            .map(|token| match &token.tok {
                Tok::Ident(word) => format!("{word}@{}", token.line),
                Tok::Sep => format!("::@{}", token.line),
                Tok::Punct(c) => format!("{c}@{}", token.line),
            })
            .collect();
        assert_eq!(
            tokens,
            [
                "use@1", "crate@1", "::@1", "a@1", ";@1", "let@2", "s@2", "=@2", ";@2", "type@3",
                "$crate@3", "::@3", "e@3",
            ]
        );
    }
}
