//! Values that TypeScript needs as values, not only as types: option lists, constants and
//! messages. Each module declares its items through [`exported!`], which defines the Rust
//! constants and lists them for `cargo xtask codegen`, so a value is written once and the web app
//! never re-types a label, a number or a message. Building the TypeScript text is pure; writing
//! the files is xtask's job.

use std::fmt::Write;

/// A constant's value as TypeScript writes it.
#[derive(Debug, Clone, PartialEq)]
pub enum TsValue {
    Number(f64),
    Text(&'static str),
    Texts(Vec<&'static str>),
    NumberPairs(Vec<(u32, u32)>),
    TextPairs(Vec<(&'static str, &'static str)>),
}

/// Conversion of the constant types used in this crate.
pub trait ToTs {
    fn to_ts(&self) -> TsValue;
}

impl ToTs for u32 {
    fn to_ts(&self) -> TsValue {
        TsValue::Number(f64::from(*self))
    }
}

impl ToTs for usize {
    fn to_ts(&self) -> TsValue {
        // Every usize constant here is a small length.
        TsValue::Number(*self as f64)
    }
}

impl ToTs for &'static str {
    fn to_ts(&self) -> TsValue {
        TsValue::Text(self)
    }
}

impl ToTs for &'static [&'static str] {
    fn to_ts(&self) -> TsValue {
        TsValue::Texts(self.to_vec())
    }
}

impl ToTs for &'static [(u32, u32)] {
    fn to_ts(&self) -> TsValue {
        TsValue::NumberPairs(self.to_vec())
    }
}

impl ToTs for &'static [(&'static str, &'static str)] {
    fn to_ts(&self) -> TsValue {
        TsValue::TextPairs(self.to_vec())
    }
}

/// One exported constant: name, doc comment, value.
#[derive(Debug, Clone, PartialEq)]
pub struct Export {
    pub name: &'static str,
    pub doc: &'static str,
    pub value: TsValue,
}

/// Defines `pub const` items and a `pub fn exports()` listing them for code generation.
#[macro_export]
macro_rules! exported {
    ($($(#[doc = $doc:literal])* pub const $name:ident: $ty:ty = $value:expr;)*) => {
        $($(#[doc = $doc])* pub const $name: $ty = $value;)*

        /// Every constant of this module, for `cargo xtask codegen`.
        pub fn exports() -> Vec<$crate::codegen::Export> {
            use $crate::codegen::ToTs;
            vec![$($crate::codegen::Export {
                name: stringify!($name),
                doc: concat!($($doc, "\n",)* ""),
                value: $name.to_ts(),
            }),*]
        }
    };
}

/// Defines the messages of [`crate::messages`]: each a `pub const NAME: Message` with its code
/// (the name), its English text (the spec's exact string) and its French text; `ALL` lists them,
/// `exports()` the English texts for `messages.ts` and `exports_fr()` the French ones for
/// `messages.fr.ts` (the same names, so the web app swaps one module for the other).
#[macro_export]
macro_rules! messages {
    ($($(#[doc = $doc:literal])* $name:ident = $en:expr, $fr:expr;)*) => {
        $($(#[doc = $doc])* pub const $name: $crate::i18n::Message = $crate::i18n::Message {
            code: stringify!($name),
            en: $en,
            fr: $fr,
        };)*

        /// Every message's code alone (`codes::PROVIDE_EMAIL`), which links no text.
        pub mod codes {
            $(#[allow(missing_docs)] pub const $name: $crate::i18n::Code = $crate::i18n::Code::of(stringify!($name));)*
        }

        /// Every message, in declaration order.
        pub const ALL: &[$crate::i18n::Message] = &[$($name),*];

        /// The English texts, for `cargo xtask codegen`.
        pub fn exports() -> Vec<$crate::codegen::Export> {
            exports_in($crate::i18n::Lang::En)
        }

        /// The French texts, for `cargo xtask codegen`.
        pub fn exports_fr() -> Vec<$crate::codegen::Export> {
            exports_in($crate::i18n::Lang::Fr)
        }

        fn exports_in(lang: $crate::i18n::Lang) -> Vec<$crate::codegen::Export> {
            vec![$($crate::codegen::Export {
                name: stringify!($name),
                doc: concat!($($doc, "\n",)* ""),
                value: $crate::codegen::TsValue::Text($name.text(lang)),
            }),*]
        }
    };
}

/// Splits a module's exports into its English ones and its French ones: a constant whose name
/// ends in `_FR` is the French twin of the one without the suffix and goes, under that name, to
/// the module's `.fr.ts` file, which only French pages load.
fn split_french(exports: Vec<Export>) -> (Vec<Export>, Vec<Export>) {
    let (french, english): (Vec<Export>, Vec<Export>) = exports
        .into_iter()
        .partition(|export| export.name.ends_with("_FR"));
    let french = french
        .into_iter()
        .map(|export| Export {
            name: export.name.trim_end_matches("_FR"),
            ..export
        })
        .collect();
    (english, french)
}

/// The generated TypeScript files: (file name under `bindings/`, source).
pub fn typescript_value_modules() -> Vec<(&'static str, String)> {
    let (options, options_fr) = split_french(crate::options::exports());
    let (constants, constants_fr) = split_french(crate::constants::exports());
    vec![
        (
            "options.ts",
            module_source("Option lists of the forms.", &options),
        ),
        (
            "options.fr.ts",
            module_source(
                "Option lists of the forms: French labels (display only).",
                &options_fr,
            ),
        ),
        (
            "constants.ts",
            module_source("Business constants.", &constants),
        ),
        (
            "constants.fr.ts",
            module_source("Business constants: French texts.", &constants_fr),
        ),
        (
            "messages.ts",
            module_source("Messages a visitor can read.", &crate::messages::exports()),
        ),
        (
            "messages.fr.ts",
            module_source(
                "Messages a visitor can read, in French.",
                &crate::messages::exports_fr(),
            ),
        ),
        (
            "validation_messages.ts",
            validation_messages_source("messages", "English"),
        ),
        (
            "validation_messages.fr.ts",
            validation_messages_source("messages.fr", "French"),
        ),
        ("pages.ts", crate::pages::typescript_module()),
        ("pages.fr.ts", crate::pages::typescript_module_fr()),
        ("lead_forms.ts", crate::lead_forms::typescript_module()),
    ]
}

/// The words of the wasm module's codes: every message a rule chain can give (and the malformed
/// value's), by code, taken from the messages module `from` (no text is written twice).
fn validation_messages_source(from: &str, language: &str) -> String {
    let mut out = format!(
        "// Generated by `cargo xtask codegen` from crates/core. Do not edit.\n\
         // The words of the wasm validators' codes ({language}): each rule chain message by its code.\n\n\
         import * as m from \"./{from}\";\n\n\
         export const VALIDATION_MESSAGES: Readonly<Record<string, string>> = {{\n"
    );
    let malformed = crate::validation::MALFORMED.code.as_str();
    for code in crate::validation::MESSAGES
        .iter()
        .map(|message| message.code)
        .chain([malformed])
    {
        let _ = writeln!(out, "  {code}: m.{code},");
    }
    out.push_str("};\n");
    out
}

fn module_source(title: &str, exports: &[Export]) -> String {
    let mut out = format!(
        "// Generated by `cargo xtask codegen` from crates/core. Do not edit.\n// {title}\n"
    );
    for export in exports {
        out.push('\n');
        let doc = export.doc.trim();
        if !doc.is_empty() {
            out.push_str("/**\n");
            for line in doc.lines() {
                let _ = writeln!(out, " * {}", line.trim());
            }
            out.push_str(" */\n");
        }
        let _ = writeln!(
            out,
            "export const {} = {};",
            export.name,
            literal(&export.value)
        );
    }
    out
}

fn literal(value: &TsValue) -> String {
    let list = |items: Vec<String>| format!("[{}] as const", items.join(", "));
    match value {
        TsValue::Number(n) => format!("{n}"),
        TsValue::Text(s) => quote(s),
        TsValue::Texts(items) => list(items.iter().map(|s| quote(s)).collect()),
        TsValue::NumberPairs(items) => {
            list(items.iter().map(|(a, b)| format!("[{a}, {b}]")).collect())
        }
        TsValue::TextPairs(items) => list(
            items
                .iter()
                .map(|(a, b)| format!("[{}, {}]", quote(a), quote(b)))
                .collect(),
        ),
    }
}

/// A JavaScript string literal.
pub(crate) fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_valid_typescript() {
        assert_eq!(literal(&TsValue::Number(8000.0)), "8000");
        assert_eq!(
            literal(&TsValue::Text("Email's \"x\"")),
            r#""Email's \"x\"""#
        );
        assert_eq!(
            literal(&TsValue::Texts(vec!["a", "b"])),
            r#"["a", "b"] as const"#
        );
        assert_eq!(
            literal(&TsValue::NumberPairs(vec![(1, 2)])),
            "[[1, 2]] as const"
        );
    }

    #[test]
    fn every_french_constant_has_its_english_twin() {
        for exports in [
            crate::options::exports(),
            crate::constants::exports(),
            crate::messages::exports(),
        ] {
            let names: Vec<&str> = exports.iter().map(|e| e.name).collect();
            let (english, french) = split_french(exports);
            for export in &french {
                let twin = english.iter().find(|e| e.name == export.name);
                let twin = twin.unwrap_or_else(|| panic!("{}_FR has no English twin", export.name));
                assert_eq!(
                    std::mem::discriminant(&twin.value),
                    std::mem::discriminant(&export.value),
                    "{} and its French twin differ in type",
                    export.name
                );
            }
            assert_eq!(english.len() + french.len(), names.len());
        }
        assert_eq!(
            crate::messages::exports_fr().len(),
            crate::messages::exports().len()
        );
    }

    #[test]
    fn every_module_exports_something() {
        let modules = typescript_value_modules();
        for (file, source) in modules.iter().filter(|(file, _)| {
            ![
                "pages.ts",
                "pages.fr.ts",
                "lead_forms.ts",
                "validation_messages.ts",
                "validation_messages.fr.ts",
            ]
            .contains(file)
        }) {
            assert!(
                source.matches("export const").count() > 3,
                "{file} exports too little"
            );
        }
    }

    #[test]
    fn the_validation_words_cover_every_code_the_wasm_module_gives() {
        let modules: std::collections::HashMap<_, _> =
            typescript_value_modules().into_iter().collect();
        for (file, from) in [
            ("validation_messages.ts", "./messages"),
            ("validation_messages.fr.ts", "./messages.fr"),
        ] {
            let source = &modules[file];
            assert!(source.contains(&format!("import * as m from \"{from}\";")));
            let codes = crate::validation::MESSAGES
                .iter()
                .map(|message| message.code)
                .chain([crate::validation::MALFORMED.code.as_str()]);
            for code in codes {
                assert_eq!(
                    source.matches(&format!("  {code}: m.{code},\n")).count(),
                    1,
                    "{file}: {code}"
                );
            }
            assert_eq!(
                source.matches(": m.").count(),
                crate::validation::MESSAGES.len() + 1
            );
        }
    }
}
