// The text-marker language: the shared vectors (tests/vectors/markers.json), serde round trips,
// lint, and property tests (never panics, always well-formed and escaped, linear enough to parse
// a 1 MB document).
//
// Plain `//` comments (no `//!`): this file is also compiled by a scratch crate as its test.

use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::Value;
use site_core::markers::*;

const VECTORS: &str = include_str!("../../../tests/vectors/markers.json");

fn vectors() -> Vec<(String, Value, String)> {
    let all: Vec<Value> = serde_json::from_str(VECTORS).expect("markers.json is a JSON array");
    all.into_iter()
        .map(|case| {
            let name = case["name"].as_str().expect("vector name").to_owned();
            let html = case["html"].as_str().expect("vector html").to_owned();
            (name, case["input"].clone(), html)
        })
        .collect()
}

#[test]
fn vectors_render_as_expected() {
    let vectors = vectors();
    assert!(vectors.len() >= 70, "only {} vectors", vectors.len());
    let mut failures = Vec::new();
    for (name, input, expected) in &vectors {
        let actual = render_value_html(input.as_str());
        if &actual != expected {
            failures.push(format!(
                "vector {name:?}\n  input:    {input}\n  expected: {expected:?}\n  actual:   {actual:?}"
            ));
        }
        if let Some(text) = input.as_str() {
            assert_eq!(
                render_html(text),
                to_html(&parse(text)),
                "render_html != to_html(parse) for {name:?}"
            );
            assert_eq!(
                to_html(&parse_value(Some(text))),
                actual,
                "parse_value for {name:?}"
            );
        } else {
            assert_eq!(actual, NON_STRING_MESSAGE.en, "non-string vector {name:?}");
            assert_eq!(to_html(&parse_value(None)), NON_STRING_MESSAGE.en);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} vectors failed:\n{}",
        failures.len(),
        vectors.len(),
        failures.join("\n")
    );
}

#[test]
fn vector_names_are_unique_and_outputs_well_formed() {
    let vectors = vectors();
    let mut names: Vec<&str> = vectors.iter().map(|(name, _, _)| name.as_str()).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len(), "duplicate vector names");
    for (name, _, html) in &vectors {
        if let Err(e) = check_html(html) {
            panic!("expected html of {name:?} is not well-formed: {e}\n{html}");
        }
    }
}

#[test]
fn vector_trees_round_trip_through_json() {
    for (name, input, _) in vectors() {
        let tree = parse_value(input.as_str());
        let json = serde_json::to_string(&tree).expect("serialize");
        let back: Vec<MarkerNode> = serde_json::from_str(&json).expect("deserialize");
        assert_eq!(back, tree, "round trip of {name:?} via {json}");
    }
}

#[test]
fn json_shape_is_kind_tagged_camel_case() {
    let tree = parse("-p2-blHibl-P--liA li- -lbB -n -uCu- -lDl-lb- x-h3Th3-");
    let json = serde_json::to_value(&tree).expect("serialize");
    let expected = serde_json::json!([
        {"kind": "paragraph", "style": "p2", "children": [
            {"kind": "bold", "children": [{"kind": "text", "text": "Hi"}]}
        ]},
        {"kind": "list", "ordered": true, "items": [
            {"children": [{"kind": "text", "text": "A "}]}
        ]},
        {"kind": "text", "text": " "},
        {"kind": "list", "ordered": false, "items": [
            {"children": [
                {"kind": "text", "text": "B "},
                {"kind": "break"},
                {"kind": "text", "text": " "},
                {"kind": "underline", "children": [{"kind": "text", "text": "C"}]},
                {"kind": "text", "text": " "},
                {"kind": "italic", "children": [{"kind": "text", "text": "D"}]}
            ]}
        ]},
        {"kind": "text", "text": " x-h3Th3-"}
    ]);
    assert_eq!(json, expected, "{json:#}");
    let heading = serde_json::to_value(parse("-h2Tih2-")).expect("serialize");
    assert_eq!(
        heading,
        serde_json::json!([{"kind": "heading", "level": "h2", "children": [{"kind": "text", "text": "Ti"}]}])
    );
    let plain = serde_json::to_value(parse("-pX")).expect("serialize");
    assert_eq!(
        plain,
        serde_json::json!([{"kind": "paragraph", "style": null, "children": [{"kind": "text", "text": "X"}]}])
    );
}

#[test]
fn typescript_bindings() {
    use ts_rs::TS;
    let cfg = ts_rs::Config::new();
    for (name, ts) in [
        ("MarkerNode", MarkerNode::export_to_string(&cfg)),
        ("ListItem", ListItem::export_to_string(&cfg)),
        ("ParagraphStyle", ParagraphStyle::export_to_string(&cfg)),
        ("HeadingLevel", HeadingLevel::export_to_string(&cfg)),
        ("MarkerIssue", MarkerIssue::export_to_string(&cfg)),
        ("MarkerIssueKind", MarkerIssueKind::export_to_string(&cfg)),
    ] {
        let ts = ts.expect("exportable");
        println!("{ts}");
        assert!(ts.contains(&format!("export type {name} =")), "{ts}");
    }
    let node = MarkerNode::decl(&cfg);
    for part in [
        "\"kind\": \"text\"",
        "\"kind\": \"break\"",
        "\"kind\": \"paragraph\"",
        "style: ParagraphStyle | null",
        "level: HeadingLevel",
        "items: Array<ListItem>",
        "\"kind\": \"underline\"",
    ] {
        assert!(node.contains(part), "{part:?} missing in {node}");
    }
    assert!(ParagraphStyle::decl(&cfg).contains("\"p1\" | \"p2\" | \"p3\""));
    assert!(MarkerIssueKind::decl(&cfg).contains("\"strayClose\" | \"unclosed\""));
}

#[test]
fn to_html_of_hand_built_trees() {
    let tree = vec![
        MarkerNode::List {
            ordered: false,
            items: vec![],
        },
        MarkerNode::Heading {
            level: HeadingLevel::H3,
            children: vec![MarkerNode::Text { text: "a<b".into() }],
        },
        MarkerNode::Paragraph {
            style: Some(ParagraphStyle::P3),
            children: vec![MarkerNode::Break],
        },
    ];
    assert_eq!(
        to_html(&tree),
        "<ul></ul><h3>a&lt;b</h3><p class=\"p3\"><br></p>"
    );
    assert_eq!(to_html(&[]), "");
}

// ---------------------------------------------------------------------------------------------
// Lint

fn issues(input: &str) -> Vec<String> {
    lint(input).iter().map(ToString::to_string).collect()
}

#[test]
fn lint_reports_stray_and_unclosed_markers() {
    assert_eq!(issues(""), Vec::<String>::new());
    assert_eq!(issues("-pHello -blworld bl- P-"), Vec::<String>::new());
    assert_eq!(issues("-n line -n"), Vec::<String>::new());
    assert_eq!(
        issues("Just bl- text"),
        ["line 1, column 6: stray closing marker bl-"]
    );
    assert_eq!(
        issues("-pOne\n\n-pTwo -blbold\nend P- P-"),
        [
            "line 1, column 1: unclosed -p",
            "line 3, column 7: unclosed -bl",
            "line 4, column 8: stray closing marker P-",
        ]
    );
    assert_eq!(
        issues("-h1Title P-"),
        [
            "line 1, column 1: unclosed -h1",
            "line 1, column 10: stray closing marker P-",
        ]
    );
    // A closing marker that is not at a valid position is plain text, not a stray one.
    assert_eq!(issues("well-known e-learning"), Vec::<String>::new());
    assert_eq!(issues("-lbItemlb-Text"), ["line 1, column 1: unclosed -lb"]);
    // The bl- of "verbl-" does not count, but its l- closes the italic: no issue at all.
    assert_eq!(issues("-lverbl- x"), Vec::<String>::new());
    // A reopened style is reported like any other unclosed marker.
    assert_eq!(issues("-blA -blB bl-"), ["line 1, column 1: unclosed -bl"]);
    // Inline styles closed by an outer closing marker are unclosed.
    assert_eq!(
        issues("-blA -uB -p2C"),
        [
            "line 1, column 1: unclosed -bl",
            "line 1, column 6: unclosed -u",
            "line 1, column 10: unclosed -p2",
        ]
    );
    // Columns count characters, not bytes.
    assert_eq!(
        issues("é🎉 u-"),
        ["line 1, column 4: stray closing marker u-"]
    );
    // Items closed by the next item are unclosed; li- then lb- on an li item.
    assert_eq!(
        issues("-liA\n-liB lb- li-"),
        [
            "line 1, column 1: unclosed -li",
            "line 2, column 6: stray closing marker lb-",
        ]
    );
}

#[test]
fn lint_issue_serializes_camel_case() {
    let found = lint("x P-");
    assert_eq!(
        serde_json::to_value(&found).expect("serialize"),
        serde_json::json!([{"kind": "strayClose", "marker": "P-", "line": 1, "column": 3}])
    );
    let back: Vec<MarkerIssue> =
        serde_json::from_value(serde_json::to_value(&found).expect("serialize"))
            .expect("deserialize");
    assert_eq!(back, found);
    assert_eq!(found[0].kind, MarkerIssueKind::StrayClose);
}

// ---------------------------------------------------------------------------------------------
// Well-formedness checker

const BLOCK_TAGS: [&str; 6] = ["p", "h1", "h2", "h3", "ol", "ul"];
const INLINE_TAGS: [&str; 3] = ["strong", "u", "em"];

/// Checks that `html` is made of the renderer's tags only, correctly nested (blocks at the top
/// level, `li` only and directly in lists, no text directly in lists, inline styles holding only
/// text, `br` and inline styles), and that all text is escaped.
fn check_html(html: &str) -> Result<(), String> {
    let mut stack: Vec<&str> = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            check_text(rest, &stack)?;
            break;
        };
        check_text(&rest[..lt], &stack)?;
        let after = &rest[lt + 1..];
        let gt = after.find('>').ok_or("unterminated tag")?;
        let tag = &after[..gt];
        rest = &after[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            match stack.pop() {
                Some(open) if open == name => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
            continue;
        }
        let name = match tag {
            "p class=\"p1\"" | "p class=\"p2\"" | "p class=\"p3\"" => "p",
            _ => tag,
        };
        let parent = stack.last().copied();
        let ok = match name {
            "br" => parent != Some("ol") && parent != Some("ul"),
            _ if BLOCK_TAGS.contains(&name) => parent.is_none(),
            "li" => matches!(parent, Some("ol" | "ul")),
            _ if INLINE_TAGS.contains(&name) => parent != Some("ol") && parent != Some("ul"),
            _ => return Err(format!("unknown tag <{tag}>")),
        };
        if !ok {
            return Err(format!("<{tag}> inside {parent:?}"));
        }
        if name != "br" {
            stack.push(name);
        }
    }
    if stack.is_empty() {
        Ok(())
    } else {
        Err(format!("unclosed {stack:?}"))
    }
}

fn check_text(text: &str, stack: &[&str]) -> Result<(), String> {
    if text.is_empty() {
        return Ok(());
    }
    if matches!(stack.last(), Some(&"ol" | &"ul")) {
        return Err(format!("text {text:?} directly inside a list"));
    }
    if let Some(c) = text.chars().find(|c| matches!(c, '<' | '>' | '"' | '\'')) {
        return Err(format!("unescaped {c:?} in {text:?}"));
    }
    for (i, _) in text.match_indices('&') {
        let tail = &text[i..];
        if !["&amp;", "&lt;", "&gt;", "&quot;", "&#x27;"]
            .iter()
            .any(|entity| tail.starts_with(entity))
        {
            return Err(format!("bare & in {text:?}"));
        }
    }
    Ok(())
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#x27;")
}

#[test]
fn checker_rejects_bad_html() {
    for bad in [
        "<p>",
        "</p>",
        "<p><p></p></p>",
        "<strong><p></p></strong>",
        "<ol>x</ol>",
        "<li></li>",
        "a < b",
        "a & b",
        "<em></strong>",
        "<div></div>",
    ] {
        assert!(check_html(bad).is_err(), "accepted {bad:?}");
    }
    assert!(check_html("<ol><li><strong>a&amp;b<br></strong></li></ol>").is_ok());
}

// ---------------------------------------------------------------------------------------------
// Properties

const FRAGMENTS: &[&str] = &[
    "-p", "-p1", "-p2", "-p3", "P-", "-h1", "-h2", "-h3", "h1-", "h2-", "h3-", "-li", "li-", "-lb",
    "lb-", "-bl", "bl-", "-u", "u-", "-l", "l-", "-n", "-", "<", ">", "&", "\"", "'", " ", "\n",
    "\t", "a", "b", "l", "u", "P", "h", "1", "é", "🎉", "x", "Z",
];

fn marker_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..80).prop_map(|parts| parts.concat())
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        marker_soup(),
        any::<String>(),
        "[-a-zA-Z0-9 <>&'\"éP\n]{0,60}"
    ]
}

fn check_input(input: &str) -> Result<(), TestCaseError> {
    let tree = parse(input);
    let html = to_html(&tree);
    prop_assert_eq!(&render_html(input), &html);
    if let Err(e) = check_html(&html) {
        return Err(TestCaseError::fail(format!(
            "{e}\ninput: {input:?}\nhtml: {html:?}"
        )));
    }
    let json = serde_json::to_string(&tree).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: Vec<MarkerNode> =
        serde_json::from_str(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&back, &tree);
    check_tree(&tree, 0)?;
    for issue in lint(input) {
        prop_assert!(issue.line >= 1 && issue.column >= 1);
        prop_assert!(issue.line <= input.lines().count().max(1));
    }
    Ok(())
}

/// The tree is shallow and has no empty or adjacent text nodes.
fn check_tree(nodes: &[MarkerNode], depth: usize) -> Result<(), TestCaseError> {
    prop_assert!(depth <= 5, "tree too deep");
    let mut previous_text = false;
    for node in nodes {
        let is_text = matches!(node, MarkerNode::Text { .. });
        prop_assert!(!(previous_text && is_text), "adjacent text nodes");
        previous_text = is_text;
        match node {
            MarkerNode::Text { text } => prop_assert!(!text.is_empty(), "empty text node"),
            MarkerNode::Break => {}
            MarkerNode::List { items, .. } => {
                prop_assert!(!items.is_empty(), "empty list");
                for item in items {
                    check_tree(&item.children, depth + 2)?;
                }
            }
            MarkerNode::Paragraph { children, .. }
            | MarkerNode::Heading { children, .. }
            | MarkerNode::Bold { children }
            | MarkerNode::Underline { children }
            | MarkerNode::Italic { children } => check_tree(children, depth + 1)?,
        }
    }
    Ok(())
}

proptest! {
    // A failing input's seed is kept in the crate's proptest-regressions/ (commit it) and run
    // first on every run.
    #![proptest_config(ProptestConfig {
        cases: 2000,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/proptest-regressions/markers.txt"
        )))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn output_is_well_formed_and_escaped(input in any_text()) {
        check_input(&input)?;
    }

    #[test]
    fn text_without_hyphens_is_only_escaped(input in "[^-]{0,80}") {
        prop_assert_eq!(render_html(&input), escape(&input));
    }

    #[test]
    fn any_string_without_hyphens_is_only_escaped(input in any::<String>()) {
        let input = input.replace('-', "");
        prop_assert_eq!(render_html(&input), escape(&input));
    }

    #[test]
    fn lint_never_panics(input in any_text()) {
        let _ = lint(&input);
    }
}

// ---------------------------------------------------------------------------------------------
// Size

#[test]
fn a_one_megabyte_document_parses() {
    let chunk = "-h2Title h2--p1Some -blbold bl- and -lsoft l- text, -n-uunder u-.P-\n\
                 -liOne li-\n-liTwo -lbThree lb- Ottawa-next e-learning café-lHello é🎉 <&>\n";
    let mut input = String::new();
    while input.len() < 1 << 20 {
        input.push_str(chunk);
    }
    let html = render_html(&input);
    assert!(html.len() > input.len() / 2);
    check_html(&html).expect("well-formed");
    assert!(!lint(&input).is_empty());

    // Pathological shapes: deep reopening, long runs of markers, one huge text.
    for input in [
        "-bl".repeat(350_000),
        format!("{}{}", "-bl-u-l".repeat(150_000), "bl-".repeat(150_000)),
        "-p".repeat(500_000),
        "-liA".repeat(250_000),
        "bl- ".repeat(250_000),
        "x".repeat(1 << 20),
        "-l-u".repeat(250_000),
    ] {
        let tree = parse(&input);
        let html = to_html(&tree);
        check_html(&html).expect("well-formed");
        let _ = lint(&input);
    }
}
