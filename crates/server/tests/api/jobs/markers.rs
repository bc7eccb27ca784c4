//! `server markers render`: every marker vector, as HTML and as a tree.

use super::server;
use serde_json::Value;

#[tokio::test]
async fn markers_render_every_vector() {
    let path = format!(
        "{}/../../tests/vectors/markers.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let cases: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("vectors")).expect("json");
    let mut rendered = 0;
    for case in &cases {
        let Some(input) = case["input"].as_str() else {
            continue;
        };
        let name = case["name"].as_str().unwrap_or("?");
        let run = server(&["markers", "render"], Some(input)).await;
        assert_eq!(run.stdout, case["html"].as_str().expect("html"), "{name}");
        let issues = site_core::markers::lint(input);
        assert_eq!(
            run.code,
            if issues.is_empty() { 0 } else { 1 },
            "{name}: {}",
            run.stderr
        );
        for issue in &issues {
            assert!(
                run.stderr.contains(&issue.to_string()),
                "{name}: {}",
                run.stderr
            );
        }
        let run = server(&["markers", "render", "--json"], Some(input)).await;
        let tree: Value = serde_json::from_str(&run.stdout).expect("JSON tree");
        assert_eq!(
            tree,
            serde_json::to_value(site_core::markers::parse(input)).expect("tree"),
            "{name}"
        );
        rendered += 1;
    }
    assert!(rendered >= 90, "only {rendered} marker vectors");
}
