//! Values that TypeScript needs as values, not only as types: option lists, constants and
//! messages, as data. A module declares its items through [`exported!`] (the messages through
//! `messages!`), which defines the Rust constants and lists them in its `exports()`; `cargo xtask
//! codegen` writes them to `bindings/`, so a value is written once and the web app never re-types
//! a label, a number or a message. The TypeScript text is xtask's (`xtask/src/codegen/`): core
//! only says what there is.

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
        pub fn exports() -> Vec<$crate::exports::Export> {
            use $crate::exports::ToTs;
            vec![$($crate::exports::Export {
                name: stringify!($name),
                doc: concat!($($doc, "\n",)* ""),
                value: $name.to_ts(),
            }),*]
        }
    };
}
