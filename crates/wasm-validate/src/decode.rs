//! Reading a JS object into a form type.
//!
//! The form types keep their serde `Deserialize` impls; only the deserializer differs from
//! serde-wasm-bindgen's. Its errors format the offending value (`invalid type: floating point
//! 2.5, ...`), which links all of Rust's float formatting into the module and made it twice its
//! 40 KB budget. Here a JS object's own properties are read as scalars and fed to serde's
//! `MapDeserializer` with an error that formats nothing: a value that does not fit is simply
//! "malformed", which is all the caller reports.

use js_sys::{Array, Object};
use serde::de::value::MapDeserializer;
use serde::de::{self, DeserializeOwned, IntoDeserializer, Visitor};
use site_core::entities::Attribution;
use site_core::lead_forms::Request;
use std::fmt;
use wasm_bindgen::{JsCast, JsValue};

/// The value does not decode as the form.
#[derive(Debug)]
pub struct Malformed;

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("malformed")
    }
}

impl std::error::Error for Malformed {}

impl de::Error for Malformed {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Malformed
    }
}

/// A property's value. Objects, arrays and other JS values are `Other`: ignored when the form has
/// no such field, malformed where a scalar is expected (as a JSON body would be on the server).
#[derive(Debug, Clone)]
pub enum Scalar {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    Other,
}

impl Scalar {
    fn of(value: &JsValue) -> Self {
        if value.is_null() || value.is_undefined() {
            Scalar::Null
        } else if let Some(flag) = value.as_bool() {
            Scalar::Bool(flag)
        } else if let Some(number) = value.as_f64() {
            Scalar::Number(number)
        } else if let Some(text) = value.as_string() {
            Scalar::Text(text)
        } else {
            Scalar::Other
        }
    }
}

impl<'de> IntoDeserializer<'de, Malformed> for Scalar {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> de::Deserializer<'de> for Scalar {
    type Error = Malformed;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Malformed> {
        match self {
            Scalar::Null => visitor.visit_none(),
            Scalar::Bool(flag) => visitor.visit_bool(flag),
            Scalar::Number(number) => visitor.visit_f64(number),
            Scalar::Text(text) => visitor.visit_string(text),
            Scalar::Other => visitor.visit_unit(),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Malformed> {
        match self {
            Scalar::Null => visitor.visit_none(),
            other => visitor.visit_some(other),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct newtype_struct seq tuple tuple_struct map struct enum identifier ignored_any
    }
}

/// A JS object as `T`, or `None` when it is not an object or does not decode.
pub fn decode<T: DeserializeOwned>(value: &JsValue) -> Option<T> {
    if !value.is_object() || Array::is_array(value) {
        return None;
    }
    let entries = Object::entries(value.unchecked_ref());
    let mut fields = Vec::with_capacity(entries.length() as usize);
    for entry in entries.iter() {
        let pair: Array = entry.unchecked_into();
        fields.push((pair.get(0).as_string()?, Scalar::of(&pair.get(1))));
    }
    from_fields(fields)
}

/// A form's JS object as `T`, its `attribution` read apart (docs/operating.md#attribution-and-funnel): an object of scalars
/// decoded as core's [`Attribution`], `null` or missing as none, anything else malformed (as a
/// JSON body would be on the server). Reading it apart keeps the other properties scalars, so
/// no visitor of the forms' fields is compiled for objects.
pub fn decode_form<T: DeserializeOwned + Request>(value: &JsValue) -> Option<T> {
    let (fields, attribution) = read_form(value)?;
    let mut form: T = from_fields(fields)?;
    *form.attribution_mut() = attribution;
    Some(form)
}

/// An object's properties by name, read as scalars.
type Fields = Vec<(String, Scalar)>;

/// [`decode_form`]'s reading, once for every form type (generic, it was compiled five times).
fn read_form(value: &JsValue) -> Option<(Fields, Option<Attribution>)> {
    if !value.is_object() || Array::is_array(value) {
        return None;
    }
    let entries = Object::entries(value.unchecked_ref());
    let mut fields = Vec::with_capacity(entries.length() as usize);
    let mut attribution = None;
    for entry in entries.iter() {
        let pair: Array = entry.unchecked_into();
        let name = pair.get(0).as_string()?;
        let property = pair.get(1);
        if name == "attribution" {
            attribution = if property.is_null() || property.is_undefined() {
                None
            } else {
                Some(decode::<Attribution>(&property)?)
            };
            continue;
        }
        fields.push((name, Scalar::of(&property)));
    }
    Some((fields, attribution))
}

/// An object's properties, read as scalars, as `T`; `None` when they do not decode. The part of
/// [`decode`] that needs no JS engine: `cargo xtask fuzz` runs it natively.
pub fn from_fields<T: DeserializeOwned>(fields: Vec<(String, Scalar)>) -> Option<T> {
    T::deserialize(MapDeserializer::<_, Malformed>::new(fields.into_iter())).ok()
}
