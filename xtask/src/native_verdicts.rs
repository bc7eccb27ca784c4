//! Native verdicts for the wasm differential test: every vector input, inputs recombined at
//! random from the vectors' own field values (new orderings of failures), and wrong-typed inputs
//! (each field of a vector in turn given a number, `"yes"`, `true`, an array or an object, and
//! values that are not objects at all), run through the native rule chains and marker parser. The
//! web test suite runs the same inputs through the built wasm module and requires identical
//! answers. A value that does not decode natively (serde, as the HTTP API decodes a body) gets
//! core's `malformed()`, which the wasm module must give too: that is where its own decoder and
//! serde could disagree.

use crate::shell::{Result, root};
use serde_json::{Map, Value, json};
use site_core::entities::SubscribeRequest;
use site_core::lead_forms::{FormKind, LeadFormVisitor, LeadRequest};
use site_core::markers;
use std::collections::BTreeMap;
use std::path::Path;

const RANDOM_CASES_PER_FORM: usize = 300;
const RANDOM_MARKER_CASES: usize = 300;
/// The random marker inputs are made of core's markers ([`markers::TOKENS`]) and these texts.
const MARKER_TEXTS: &[&str] = &[
    " ",
    "\n",
    "a",
    "é",
    "Montréal",
    "e-learning",
    "<b>",
    "&amp;",
    "\"",
    "'",
    "1",
    "-",
    "😀",
];

/// Values put in place of a field's own: wrong-typed for every field of the forms (texts,
/// yes/no, a number), and a few right-typed ones for some.
const WRONG_TYPED: &[&str] = &[
    "5",
    "-2.5",
    "0",
    "true",
    "false",
    "\"yes\"",
    "\"\"",
    "[]",
    "[\"x\"]",
    "{}",
    "{\"value\": \"x\"}",
];

/// Whole inputs that are not objects.
const NOT_OBJECTS: &[&str] = &["null", "5", "\"text\"", "true", "[]", "[{}]", "[null]"];

/// Writes the verdicts as JSON to `out`.
pub fn write(out: &Path) -> Result {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut forms = Map::new();
    // The subscription, then each lead form by its kind's name (the vectors' file names).
    for form in std::iter::once("subscribe").chain(FormKind::ALL.map(FormKind::as_str)) {
        let inputs = form_inputs(form, &mut rng)?;
        let cases: Vec<Value> = inputs
            .into_iter()
            .map(|input| {
                let errors = native_errors(form, &input)?;
                Ok(json!({ "input": input, "errors": errors }))
            })
            .collect::<Result<_>>()?;
        forms.insert(form.to_owned(), Value::Array(cases));
    }
    let markers: Vec<Value> = marker_inputs(&mut rng)?
        .into_iter()
        .map(|input| {
            let result = match input.as_str() {
                Some(text) => serde_json::to_value(markers::parse(text))?,
                None => Value::from(markers::NON_STRING_MESSAGE.en),
            };
            Ok(json!({ "input": input, "result": result }))
        })
        .collect::<Result<_>>()?;
    std::fs::write(
        out,
        serde_json::to_vec(&json!({ "forms": forms, "markers": markers }))?,
    )?;
    Ok(())
}

fn native_errors(form: &str, input: &Value) -> Result<Value> {
    fn run<T: serde::de::DeserializeOwned + site_core::validation::Form<Context: Default>>(
        input: &Value,
    ) -> Result<Value> {
        let errors = match serde_json::from_value::<T>(input.clone()) {
            Ok(value) => site_core::validate(&value),
            Err(_) => site_core::validation::malformed(),
        };
        Ok(serde_json::to_value(errors)?)
    }
    /// A lead form's verdict, on the form the browser validates.
    struct Run<'a>(&'a Value, Option<Result<Value>>);
    impl LeadFormVisitor for Run<'_> {
        fn visit<F: LeadRequest>(&mut self) {
            self.1 = Some(run::<F::ClientForm>(self.0));
        }
    }
    if form == "subscribe" {
        return run::<SubscribeRequest>(input);
    }
    let kind = FormKind::from_name(form).ok_or_else(|| format!("unknown form {form}"))?;
    let mut verdict = Run(input, None);
    kind.visit(&mut verdict);
    verdict
        .1
        .unwrap_or_else(|| Err(format!("{form} visited no request type").into()))
}

fn read_json(relative: &str) -> Result<Value> {
    let path = root().join(relative);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(serde_json::from_str(&text)?)
}

/// The vector inputs of a form, then random recombinations of their field values.
fn form_inputs(form: &str, rng: &mut XorShift) -> Result<Vec<Value>> {
    let file = read_json(&format!("tests/vectors/forms/{form}.json"))?;
    let mut inputs: Vec<Value> = file["cases"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|case| case["input"].clone())
        .collect();
    // Every value seen for each field; null also stands for "field missing".
    let mut pools: BTreeMap<&str, Vec<Value>> = BTreeMap::new();
    for input in &inputs {
        for (field, value) in input.as_object().into_iter().flatten() {
            let pool = pools
                .entry(field.as_str())
                .or_insert_with(|| vec![Value::Null]);
            if !pool.contains(value) {
                pool.push(value.clone());
            }
        }
    }
    let mut random = Vec::with_capacity(RANDOM_CASES_PER_FORM);
    for _ in 0..RANDOM_CASES_PER_FORM {
        let mut input = Map::new();
        for (field, pool) in &pools {
            let choice = rng.pick(pool.len());
            if choice == 0 && rng.next().is_multiple_of(2) {
                continue;
            }
            input.insert((*field).to_owned(), pool[choice].clone());
        }
        random.push(Value::Object(input));
    }
    let wrong_typed = wrong_typed_inputs(&inputs)?;
    inputs.extend(random);
    inputs.extend(wrong_typed);
    Ok(inputs)
}

/// The first vector input with each of its fields in turn given each [`WRONG_TYPED`] value, the
/// input's values as an array (the order serde's derive would read a struct from), and
/// [`NOT_OBJECTS`].
fn wrong_typed_inputs(inputs: &[Value]) -> Result<Vec<Value>> {
    let replacements: Vec<Value> = WRONG_TYPED
        .iter()
        .map(|text| serde_json::from_str(text))
        .collect::<std::result::Result<_, _>>()?;
    let mut out = Vec::new();
    let Some(first) = inputs.first().and_then(Value::as_object) else {
        return Err("a form has no object vector to derive wrong-typed inputs from".into());
    };
    for field in first.keys() {
        for replacement in &replacements {
            let mut input = first.clone();
            input.insert(field.clone(), replacement.clone());
            out.push(Value::Object(input));
        }
    }
    out.push(Value::Array(first.values().cloned().collect()));
    for text in NOT_OBJECTS {
        out.push(serde_json::from_str(text)?);
    }
    Ok(out)
}

/// The marker vector inputs, then random strings built from marker fragments.
fn marker_inputs(rng: &mut XorShift) -> Result<Vec<Value>> {
    let file = read_json("tests/vectors/markers.json")?;
    let mut inputs: Vec<Value> = file
        .as_array()
        .into_iter()
        .flatten()
        .map(|case| case["input"].clone())
        .collect();
    let fragments: Vec<&str> = markers::TOKENS
        .iter()
        .chain(MARKER_TEXTS)
        .copied()
        .collect();
    for _ in 0..RANDOM_MARKER_CASES {
        let length = rng.pick(40);
        let text: String = (0..length)
            .map(|_| fragments[rng.pick(fragments.len())])
            .collect();
        inputs.push(Value::String(text));
    }
    Ok(inputs)
}

/// A tiny deterministic generator: the same cases on every run.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick(&mut self, len: usize) -> usize {
        if len == 0 {
            0
        } else {
            (self.next() % len as u64) as usize
        }
    }
}
