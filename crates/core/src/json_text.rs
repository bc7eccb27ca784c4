//! JSON text written by hand for the wasm module's answers, which the browser reads with
//! `JSON.parse`: one string across the boundary instead of one call per object and property
//! (serde-wasm-bindgen's way), and none of serde's serializer machinery in the module. The shapes
//! are serde's for the same types (`tests` holds them equal), so the browser reads what the
//! server's JSON would say.

use crate::entities::Attribution;
use crate::markers::MarkerNode;
use crate::validation::FieldFailure;

/// `[{"field":...,"code":...}, ...]`: the failures of a rule chain.
pub fn failures(failures: &[FieldFailure]) -> String {
    let mut out = String::with_capacity(2 + failures.len() * 48);
    out.push('[');
    for (i, failure) in failures.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"field\":");
        match failure.field {
            Some(field) => string(&mut out, field),
            None => out.push_str("null"),
        }
        out.push_str(",\"code\":");
        string(&mut out, failure.code.as_str());
        out.push('}');
    }
    out.push(']');
    out
}

/// A marker tree as serde writes [`MarkerNode`]s (`{"kind":"text","text":...}`, ...).
pub fn marker_tree(nodes: &[MarkerNode]) -> String {
    let mut out = String::with_capacity(64 + nodes.len() * 64);
    write_nodes(&mut out, nodes);
    out
}

fn write_nodes(out: &mut String, nodes: &[MarkerNode]) {
    out.push('[');
    for (i, node) in nodes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_node(out, node);
    }
    out.push(']');
}

fn write_node(out: &mut String, node: &MarkerNode) {
    match node {
        MarkerNode::Text { text } => {
            out.push_str("{\"kind\":\"text\",\"text\":");
            string(out, text);
            out.push('}');
        }
        MarkerNode::Break => out.push_str("{\"kind\":\"break\"}"),
        MarkerNode::Paragraph { style, children } => {
            out.push_str("{\"kind\":\"paragraph\",\"style\":");
            match style {
                Some(style) => string(out, style.as_str()),
                None => out.push_str("null"),
            }
            children_field(out, children);
        }
        MarkerNode::Heading { level, children } => {
            out.push_str("{\"kind\":\"heading\",\"level\":");
            string(out, level.as_str());
            children_field(out, children);
        }
        MarkerNode::List { ordered, items } => {
            out.push_str("{\"kind\":\"list\",\"ordered\":");
            out.push_str(if *ordered { "true" } else { "false" });
            out.push_str(",\"items\":[");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str("{\"children\":");
                write_nodes(out, &item.children);
                out.push('}');
            }
            out.push_str("]}");
        }
        MarkerNode::Bold { children } => inline(out, "bold", children),
        MarkerNode::Underline { children } => inline(out, "underline", children),
        MarkerNode::Italic { children } => inline(out, "italic", children),
    }
}

fn inline(out: &mut String, kind: &str, children: &[MarkerNode]) {
    out.push_str("{\"kind\":\"");
    out.push_str(kind);
    out.push('"');
    children_field(out, children);
}

/// `,"children":[...]}`: the last field of a node.
fn children_field(out: &mut String, children: &[MarkerNode]) {
    out.push_str(",\"children\":");
    write_nodes(out, children);
    out.push('}');
}

/// A JSON string: `"` and `\` escaped, control characters as `\u00XX`, the rest as it is.
fn string(out: &mut String, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut start = 0;
    for (i, byte) in text.bytes().enumerate() {
        if byte >= 0x20 && byte != b'"' && byte != b'\\' {
            continue;
        }
        // `i` is at an ASCII byte, so both slices are on character boundaries.
        out.push_str(text.get(start..i).unwrap_or_default());
        match byte {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            _ => {
                out.push_str("\\u00");
                out.push(char::from(HEX[usize::from(byte >> 4)]));
                out.push(char::from(HEX[usize::from(byte & 0xf)]));
            }
        }
        start = i + 1;
    }
    out.push_str(text.get(start..).unwrap_or_default());
    out.push('"');
}

/// `{"utm_source":...,...}`: an attribution's keys that hold a value, in their order. Numbers are
/// written as whole numbers (the rules accept no other; a fraction is cut), with no float
/// formatting in the module.
pub fn attribution(a: &Attribution) -> String {
    let mut out = String::with_capacity(128);
    out.push('{');
    let mut first = true;
    let mut key = |out: &mut String, name: &str| {
        if !std::mem::take(&mut first) {
            out.push(',');
        }
        string(out, name);
        out.push(':');
    };
    for (name, value) in a.texts() {
        if let Some(text) = value {
            key(&mut out, name);
            string(&mut out, text);
        }
    }
    for (name, value) in [
        ("pages_seen", a.pages_seen),
        ("seconds_on_site", a.seconds_on_site),
    ] {
        if let Some(number) = value {
            key(&mut out, name);
            whole(&mut out, number);
        }
    }
    out.push('}');
    out
}

/// A non-negative whole number's digits (negative or fractional numbers are cut to one).
fn whole(out: &mut String, number: f64) {
    let mut n = if number.is_finite() && number > 0.0 {
        number as u64
    } else {
        0
    };
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for digit in &digits[at..] {
        out.push(char::from(*digit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markers;
    use serde_json::Value;

    fn parsed(text: &str) -> Value {
        serde_json::from_str(text).expect("valid JSON")
    }

    #[test]
    fn an_attribution_is_serdes_json() {
        let a = Attribution {
            utm_source: Some("linked\"in".into()),
            landing_path: Some("/fr".into()),
            pages_seen: Some(3.0),
            seconds_on_site: Some(1_234_560.0),
            ..Attribution::default()
        };
        let read: Attribution = serde_json::from_str(&attribution(&a)).expect("decodes");
        assert_eq!(read, a);
        assert_eq!(attribution(&Attribution::default()), "{}");
        let zero = Attribution {
            seconds_on_site: Some(0.0),
            ..Attribution::default()
        };
        assert_eq!(attribution(&zero), r#"{"seconds_on_site":0}"#);
    }

    #[test]
    fn marker_trees_are_serdes_json() {
        let vectors: Vec<Value> =
            serde_json::from_str(include_str!("../../../tests/vectors/markers.json")).unwrap();
        let mut inputs: Vec<String> = vectors
            .iter()
            .filter_map(|v| v["input"].as_str().map(str::to_owned))
            .collect();
        inputs.push("-p1\u{1}\t\"q\" \\ é😀 -blb-u-lx l-u-bl- -li a -lb b -h2 c h2- -n".to_owned());
        assert!(inputs.len() > 60);
        for input in inputs {
            let tree = markers::parse(&input);
            assert_eq!(
                parsed(&marker_tree(&tree)),
                serde_json::to_value(&tree).unwrap(),
                "{input:?}"
            );
        }
    }

    #[test]
    fn failures_are_field_and_code() {
        let failures = [
            FieldFailure {
                field: Some("email"),
                code: crate::messages::codes::PROVIDE_EMAIL,
            },
            crate::validation::MALFORMED,
        ];
        assert_eq!(
            parsed(&self::failures(&failures)),
            serde_json::json!([
                {"field": "email", "code": "PROVIDE_EMAIL"},
                {"field": null, "code": "MALFORMED_JSON"},
            ])
        );
        assert_eq!(self::failures(&[]), "[]");
    }

    #[test]
    fn strings_escape_what_json_requires() {
        let mut out = String::new();
        string(&mut out, "a\"b\\c\u{1f}\n\u{7f}é");
        assert_eq!(out, "\"a\\\"b\\\\c\\u001f\\u000a\u{7f}é\"");
        assert_eq!(parsed(&out), Value::from("a\"b\\c\u{1f}\n\u{7f}é"));
    }
}
