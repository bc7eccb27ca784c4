//! Reading the `.eml` files the server writes (the email channel's folder): finding the one about
//! a lead, and decoding a part as lettre encodes it, so tests read the lines the team reads.

use crate::helpers::TestApp;
use std::time::{Duration, Instant};

/// The `.eml` file the server wrote about lead `id` (fails after 10 s).
pub async fn eml_about(app: &TestApp, id: &str) -> String {
    let dir = app.dir.join("mail");
    let start = Instant::now();
    loop {
        let found = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .find_map(|entry| {
                let text = std::fs::read_to_string(entry.ok()?.path()).ok()?;
                // The lead id is ASCII, so even an encoded body names it plainly.
                decoded_part(&text, "text/plain")
                    .contains(id)
                    .then_some(text)
            });
        if let Some(text) = found {
            return text;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no email about {id} under {}",
            dir.display()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The body of the first MIME part of `content_type` in an email as lettre writes it (7bit,
/// quoted-printable or base64), decoded; empty when the email has no such part.
pub fn decoded_part(eml: &str, content_type: &str) -> String {
    decoded_parts(eml, content_type)
        .into_iter()
        .next()
        .unwrap_or_default()
}

/// The bodies of every MIME part of `content_type`, decoded (a team email in both languages
/// has one per language).
pub fn decoded_parts(eml: &str, content_type: &str) -> Vec<String> {
    let marker = format!("Content-Type: {content_type}");
    // A part ends at the next delimiter line of a multipart boundary (its text may hold `--`).
    let delimiters: Vec<String> = eml
        .split("boundary=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(|boundary| format!("\r\n--{boundary}"))
        .collect();
    eml.match_indices(&marker)
        .map(|(at, _)| {
            let (headers, body) = eml[at..].split_once("\r\n\r\n").expect("a part's body");
            let end = delimiters
                .iter()
                .filter_map(|delimiter| body.find(delimiter.as_str()))
                .min()
                .unwrap_or(body.len());
            let body = &body[..end];
            let bytes = if headers.contains("Content-Transfer-Encoding: base64") {
                use base64::Engine;
                base64::engine::general_purpose::STANDARD
                    .decode(body.replace("\r\n", ""))
                    .expect("base64")
            } else if headers.contains("Content-Transfer-Encoding: quoted-printable") {
                quoted_printable(&body.replace("=\r\n", ""))
            } else {
                body.as_bytes().to_vec()
            };
            String::from_utf8(bytes)
                .expect("utf8")
                .replace("\r\n", "\n")
        })
        .collect()
}

/// `=XX` escapes undone (soft line breaks already joined).
fn quoted_printable(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'=' if at + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[at + 1..at + 3]).expect("ascii");
                out.push(u8::from_str_radix(hex, 16).expect("=XX"));
                at += 3;
            }
            byte => {
                out.push(byte);
                at += 1;
            }
        }
    }
    out
}
