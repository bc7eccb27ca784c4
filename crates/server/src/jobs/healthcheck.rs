//! `server healthcheck`: asks a running server's `/healthz` and exits 0 when it answers 200,
//! 1 when it answers anything else, 2 when it cannot be asked. A container image built `FROM
//! scratch` has no shell and no curl: its `HEALTHCHECK` runs this (deploy/Containerfile).

use super::args::HealthcheckArgs;
use super::{BoxError, JobResult, Outcome};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Longer than the server's own probe write may take, shorter than a health check's interval.
const TIMEOUT: Duration = Duration::from_secs(5);

pub async fn run(args: HealthcheckArgs) -> JobResult {
    let (authority, path) = split_url(&args.url)?;
    let status = tokio::time::timeout(TIMEOUT, status_of(authority, path))
        .await
        .map_err(|_| format!("{}: no answer within {} s", args.url, TIMEOUT.as_secs()))??;
    println!("{}: {status}", args.url);
    Ok(Outcome::invalid_if(status != 200))
}

/// `http://HOST:PORT/PATH` as its authority and path (plain HTTP only: the check runs beside the
/// server, never through TLS).
fn split_url(url: &str) -> Result<(&str, &str), BoxError> {
    let rest = url
        .strip_prefix("http://")
        .ok_or_else(|| format!("{url}: only http:// addresses can be checked"))?;
    Ok(match rest.find('/') {
        Some(slash) => (&rest[..slash], &rest[slash..]),
        None => (rest, "/"),
    })
}

/// The status code of `GET path` at `authority`.
async fn status_of(authority: &str, path: &str) -> Result<u16, BoxError> {
    let mut stream = TcpStream::connect(authority).await?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {authority}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await?;
    let status_line = answer
        .split(|&byte| byte == b'\n')
        .next()
        .unwrap_or_default();
    let status_line = String::from_utf8_lossy(status_line);
    status_line
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| format!("{authority}: not an HTTP answer: {:?}", status_line.trim()).into())
}

#[cfg(test)]
mod tests {
    use super::split_url;

    #[test]
    fn an_address_splits_into_authority_and_path() {
        assert_eq!(
            split_url("http://127.0.0.1:8080/healthz").unwrap(),
            ("127.0.0.1:8080", "/healthz")
        );
        assert_eq!(split_url("http://[::1]:80").unwrap(), ("[::1]:80", "/"));
        assert!(split_url("https://example.ca/healthz").is_err());
    }
}
