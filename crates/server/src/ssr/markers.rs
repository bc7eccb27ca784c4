//! The server's renderer of marker text (docs/decisions/0007-marker-language.md): the tree
//! `site_core::markers::parse` builds, rendered with leptos. Its markup is the browser's (React)
//! and core's `to_html`, character for character; `cargo xtask test` compares it with React's for
//! every marker vector.

use leptos::prelude::*;
use leptos::tachys::html::InertElement;
use site_core::markers::{HeadingLevel, MarkerNode, escape_html};

/// The nodes as leptos views.
pub fn views(nodes: &[MarkerNode]) -> Vec<AnyView> {
    nodes.iter().map(view).collect()
}

/// The nodes as HTML.
pub fn to_html(nodes: &[MarkerNode]) -> String {
    without_hydration_markers(views(nodes).to_html())
}

/// leptos writes `<!>` after iterated and optional children, for hydration, which these pages
/// never do. leptos escapes `<` in text and attribute values alike (and marker text is escaped by
/// core's rules), so every `<!>` in its output is one of those markers.
pub(super) fn without_hydration_markers(html: String) -> String {
    html.replace("<!>", "")
}

fn view(node: &MarkerNode) -> AnyView {
    match node {
        // leptos escapes `& < >` in text; React and core also escape both quotes. The text is
        // written escaped exactly as they do, so the three agree.
        MarkerNode::Text { text } => InertElement::new(escape_html(text)).into_any(),
        MarkerNode::Break => view! { <br /> }.into_any(),
        MarkerNode::Paragraph { style, children } => {
            let children = views(children);
            match style {
                Some(style) => view! { <p class=style.as_str()>{children}</p> }.into_any(),
                None => view! { <p>{children}</p> }.into_any(),
            }
        }
        MarkerNode::Heading { level, children } => {
            let children = views(children);
            match level {
                HeadingLevel::H1 => view! { <h1>{children}</h1> }.into_any(),
                HeadingLevel::H2 => view! { <h2>{children}</h2> }.into_any(),
                HeadingLevel::H3 => view! { <h3>{children}</h3> }.into_any(),
            }
        }
        MarkerNode::List { ordered, items } => {
            let items: Vec<AnyView> = items
                .iter()
                .map(|item| view! { <li>{views(&item.children)}</li> }.into_any())
                .collect();
            if *ordered {
                view! { <ol>{items}</ol> }.into_any()
            } else {
                view! { <ul>{items}</ul> }.into_any()
            }
        }
        MarkerNode::Bold { children } => view! { <strong>{views(children)}</strong> }.into_any(),
        MarkerNode::Underline { children } => view! { <u>{views(children)}</u> }.into_any(),
        MarkerNode::Italic { children } => view! { <em>{views(children)}</em> }.into_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_core::markers::parse;

    #[derive(serde::Deserialize)]
    struct Vector {
        name: String,
        input: serde_json::Value,
        html: String,
    }

    /// Every marker vector renders as core renders it (and React, checked in the web tests).
    #[test]
    fn every_vector_renders_as_core() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/vectors/markers.json"
        );
        let vectors: Vec<Vector> =
            serde_json::from_str(&std::fs::read_to_string(path).expect("markers.json"))
                .expect("vectors");
        assert!(vectors.len() > 50);
        for vector in vectors {
            // A non-string value renders the message, not a tree (core and React do the same).
            let Some(input) = vector.input.as_str() else {
                continue;
            };
            assert_eq!(to_html(&parse(input)), vector.html, "{}", vector.name);
        }
    }
}
