//! JSON text written by hand for the wasm module's answers, which the browser reads with
//! `JSON.parse`: one string across the boundary instead of one call per object and property
//! (serde-wasm-bindgen's way), and none of serde's serializer machinery in the module. The shapes
//! are serde's for the same types (`tests` holds them equal), so the browser reads what the
//! server's JSON would say.

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markers;
    use serde_json::Value;

    fn parsed(text: &str) -> Value {
        serde_json::from_str(text).expect("valid JSON")
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
