//! What one file declares and uses: its modules, items, macros, `use` trees and `crate::`,
//! `super::` and `self::` paths, read from its tokens.

use super::lexer::{Tok, Token, lex};

/// What one file says about modules.
#[derive(Debug, Default)]
pub(super) struct Scan {
    /// Every `crate::`, `super::` and `self::` path, from the crate root, with its line and
    /// whether it is a macro's (`crate::name!`: macros are not modules).
    pub(super) paths: Vec<(Vec<String>, usize, bool)>,
    /// `mod name;` declarations outside tests (the root's are the top-level modules).
    pub(super) modules: Vec<String>,
    /// Every path a `use` tree ends in.
    pub(super) uses: Vec<Use>,
    /// The names of the items the file defines at its top (`fn`, `struct`, `const`, …).
    pub(super) items: Vec<String>,
    /// Identifiers that start a path or stand alone (not after `::` or `.`), outside `use`
    /// trees, with their line and whether `::` follows: a module file's own code naming what it
    /// imports or a child module.
    pub(super) idents: Vec<(String, usize, bool)>,
    /// `#[macro_export]` macros defined here.
    pub(super) macros: Vec<String>,
    /// Modules declared under `#[cfg(test)]` (`mod name;`), from the crate root.
    pub(super) test_modules: Vec<Vec<String>>,
}

/// One path of a `use` tree.
#[derive(Debug, Clone)]
pub(super) struct Use {
    /// As written (`crate::a::B`, `b::C`, `super::d`).
    pub(super) path: Vec<String>,
    /// Its `as` name.
    pub(super) alias: Option<String>,
    pub(super) line: usize,
    /// `pub use` (or `pub(…) use`): a re-export.
    pub(super) public: bool,
    /// The module it is written in (with inline `mod name { … }` blocks).
    pub(super) current: Vec<String>,
}

fn ident(token: Option<&Token>) -> Option<&str> {
    match token.map(|t| &t.tok) {
        Some(Tok::Ident(word)) => Some(word),
        _ => None,
    }
}

fn is_punct(token: Option<&Token>, c: char) -> bool {
    token.is_some_and(|t| t.tok == Tok::Punct(c))
}

/// Reads a source that is module `module` (empty: the crate root).
pub(super) fn scan(source: &str, module: &[String]) -> Scan {
    let tokens = lex(source);
    let mut out = Scan::default();
    let mut depth = 0usize;
    // Inline `mod name { … }` blocks open: the depth inside their braces, their name.
    let mut inline: Vec<(usize, String)> = Vec::new();
    let mut macro_export = false;
    let mut i = 0;
    while i < tokens.len() {
        let current: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(_, name)| name.clone()))
            .collect();
        let token = &tokens[i];
        // Attributes: `#[…]` and `#![…]`.
        if token.tok == Tok::Punct('#') {
            let inner = is_punct(tokens.get(i + 1), '!');
            let open = i + 1 + usize::from(inner);
            if is_punct(tokens.get(open), '[') {
                let close = matching(&tokens, open);
                let attribute: Vec<&Tok> = tokens[open + 1..close].iter().map(|t| &t.tok).collect();
                i = close + 1;
                if is_cfg_test(&attribute) {
                    if inner {
                        return Scan::default(); // the whole file is tests
                    }
                    let (end, declared) = skip_item(&tokens, i);
                    if let Some(name) = declared {
                        out.test_modules
                            .push(current.iter().cloned().chain([name]).collect());
                    }
                    i = end;
                } else if attribute == [&Tok::Ident("macro_export".to_owned())] {
                    macro_export = true;
                }
                continue;
            }
        }
        let word = match &token.tok {
            Tok::Ident(word) => word.as_str(),
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
                continue;
            }
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                while inline.last().is_some_and(|(open, _)| *open > depth) {
                    inline.pop();
                }
                i += 1;
                continue;
            }
            _ => {
                i += 1;
                continue;
            }
        };
        let exported = std::mem::take(&mut macro_export);
        match word {
            "macro_rules" if is_punct(tokens.get(i + 1), '!') => {
                if let (true, Some(name)) = (exported, ident(tokens.get(i + 2))) {
                    out.macros.push(name.to_owned());
                }
                i += 2;
            }
            "mod" => {
                if let Some(name) = ident(tokens.get(i + 1)) {
                    if is_punct(tokens.get(i + 2), '{') {
                        depth += 1;
                        inline.push((depth, name.to_owned()));
                        i += 3;
                        continue;
                    }
                    if is_punct(tokens.get(i + 2), ';') {
                        out.modules.push(name.to_owned());
                        i += 3;
                        continue;
                    }
                }
                i += 1;
            }
            "use" => {
                let public = i.checked_sub(1).is_some_and(|before| {
                    ident(tokens.get(before)) == Some("pub")
                        || (is_punct(tokens.get(before), ')')
                            && (2..=5).any(|back| {
                                before
                                    .checked_sub(back)
                                    .is_some_and(|at| ident(tokens.get(at)) == Some("pub"))
                            }))
                });
                i += 1;
                let mut trees = Vec::new();
                use_tree(&tokens, &mut i, Vec::new(), &mut trees);
                let line = token.line;
                for (path, alias) in trees {
                    out.uses.push(Use {
                        path,
                        alias,
                        line,
                        public,
                        current: current.clone(),
                    });
                }
            }
            "fn" | "struct" | "enum" | "union" | "trait" | "type" | "const" | "static"
                if depth == 0 && inline.is_empty() =>
            {
                if let Some(name) = ident(tokens.get(i + 1))
                    && name != "fn"
                    && name != "_"
                {
                    out.items.push(name.to_owned());
                }
                i += 1;
            }
            "crate" | "$crate" | "super" | "self"
                if tokens.get(i + 1).map(|t| &t.tok) == Some(&Tok::Sep) =>
            {
                let mut path = vec![word.to_owned()];
                let mut j = i + 1;
                while tokens.get(j).map(|t| &t.tok) == Some(&Tok::Sep) {
                    let Some(next) = ident(tokens.get(j + 1)) else {
                        break;
                    };
                    path.push(next.to_owned());
                    j += 2;
                }
                if let Some(resolved) = resolve(&path, &current) {
                    let macro_call = is_punct(tokens.get(j), '!');
                    out.paths.push((resolved, token.line, macro_call));
                }
                i = j;
            }
            _ => {
                let after_path = i.checked_sub(1).is_some_and(|before| {
                    matches!(
                        tokens.get(before).map(|t| &t.tok),
                        Some(Tok::Sep | Tok::Punct('.'))
                    )
                });
                if !after_path {
                    let path_start = tokens.get(i + 1).map(|t| &t.tok) == Some(&Tok::Sep);
                    out.idents.push((word.to_owned(), token.line, path_start));
                }
                i += 1;
            }
        }
    }
    out
}

/// Whether an attribute's tokens are `cfg(test)`.
fn is_cfg_test(attribute: &[&Tok]) -> bool {
    let words = |tokens: &[&Tok]| -> Vec<String> {
        tokens
            .iter()
            .map(|t| match t {
                Tok::Ident(w) => w.clone(),
                Tok::Sep => "::".to_owned(),
                Tok::Punct(c) => c.to_string(),
            })
            .collect()
    };
    words(attribute) == ["cfg", "(", "test", ")"]
}

/// The index after the bracket matching the one at `open` (`(`, `[` or `{`), minus one: the
/// closing bracket's index (or the end).
fn matching(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate().skip(open) {
        match token.tok {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return index;
                }
            }
            _ => {}
        }
    }
    tokens.len().saturating_sub(1)
}

/// Skips the item starting at `start` (after its `#[cfg(test)]`): its other attributes, then up to
/// its `;` or the end of its `{ … }` body. Gives the index after it and, for `mod name;`, the name.
fn skip_item(tokens: &[Token], start: usize) -> (usize, Option<String>) {
    let mut i = start;
    let mut declared = None;
    while i < tokens.len() {
        match &tokens[i].tok {
            Tok::Punct('#') => {
                let open = i + 1 + usize::from(is_punct(tokens.get(i + 1), '!'));
                i = matching(tokens, open) + 1;
            }
            Tok::Punct('(' | '[') => i = matching(tokens, i) + 1,
            Tok::Punct('{') => return (matching(tokens, i) + 1, None),
            Tok::Punct(';') => return (i + 1, declared),
            Tok::Ident(word) if word == "mod" => {
                declared = ident(tokens.get(i + 1)).map(str::to_owned);
                i += 1;
            }
            _ => i += 1,
        }
    }
    (i, None)
}

/// Reads a `use` tree from `i` (after `use`), adding every path it ends in, with its `as` name.
fn use_tree(
    tokens: &[Token],
    i: &mut usize,
    mut path: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    loop {
        match tokens.get(*i).map(|t| &t.tok) {
            Some(Tok::Sep) => *i += 1,
            Some(Tok::Punct('{')) => {
                *i += 1;
                loop {
                    match tokens.get(*i).map(|t| &t.tok) {
                        None => return,
                        Some(Tok::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        _ => {
                            let before = *i;
                            use_tree(tokens, i, path.clone(), out);
                            if *i == before {
                                *i += 1;
                            }
                        }
                    }
                }
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push((path, None));
                return;
            }
            Some(Tok::Ident(word)) => {
                path.push(word.clone());
                *i += 1;
                if tokens.get(*i).map(|t| &t.tok) == Some(&Tok::Sep) {
                    continue;
                }
                let mut alias = None;
                if ident(tokens.get(*i)) == Some("as") {
                    alias = ident(tokens.get(*i + 1)).map(str::to_owned);
                    *i += 2;
                }
                out.push((path, alias));
                return;
            }
            _ => return,
        }
    }
}

/// A path from the crate root, for a path written in module `current`; `None` for a path that
/// does not start at the crate (`std::…`, a name in scope).
pub(super) fn resolve(path: &[String], current: &[String]) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    let mut resolved: Vec<String> = match first.as_str() {
        "crate" | "$crate" => Vec::new(),
        "self" | "super" => current.to_vec(),
        _ => return None,
    };
    let mut rest = rest;
    if first == "super" {
        resolved.pop()?;
        while let Some((next, after)) = rest.split_first()
            && next == "super"
        {
            resolved.pop()?;
            rest = after;
        }
    }
    resolved.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(resolved)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_uses_and_paths_are_read() {
        let found = scan(
            "mod a;\n#[cfg(test)]\nmod t;\npub use a::X as Y;\nfn f() { super::b::g() }\n",
            &["m".to_owned()],
        );
        assert_eq!(found.modules, ["a"]);
        assert_eq!(found.test_modules, [["m", "t"]]);
        assert_eq!(found.items, ["f"]);
        assert_eq!(found.uses.len(), 1);
        let used = &found.uses[0];
        assert_eq!(used.path, ["a", "X"]);
        assert_eq!(used.alias.as_deref(), Some("Y"));
        assert!(used.public);
        assert_eq!(used.line, 4);
        assert_eq!(
            found.paths,
            [(vec!["b".to_owned(), "g".to_owned()], 5, false)]
        );
    }

    #[test]
    fn paths_resolve_from_the_crate_root() {
        let current = ["a".to_owned(), "b".to_owned()];
        let path = |p: &[&str]| p.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            resolve(&path(&["super", "super", "x", "self"]), &current),
            Some(path(&["x"]))
        );
        assert_eq!(
            resolve(&path(&["self", "c"]), &current),
            Some(path(&["a", "b", "c"]))
        );
        assert_eq!(
            resolve(&path(&["crate", "d"]), &current),
            Some(path(&["d"]))
        );
        assert_eq!(resolve(&path(&["std", "fmt"]), &current), None);
        assert_eq!(resolve(&path(&["super"]), &[]), None);
    }
}
