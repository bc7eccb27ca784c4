//! The plain handler the bench holds the server's posts against: what a developer would write
//! in an afternoon. It decodes the help form's JSON, checks three of its fields and inserts one
//! row in its own transaction, on a pool of 8 SQLite connections in WAL mode with
//! `synchronous=NORMAL` (the server's own settings). No idempotency, outbox, email, funnel,
//! rate limit, access log or security headers: everything the server does beyond this is what
//! its group commit has to pay for.
//!
//! `plain-handler ADDR DATABASE_FILE` serves `POST /api/help` (and `GET /healthz`, to know it is
//! up) until it is stopped.

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde::Deserialize;
use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

#[derive(Deserialize)]
struct Help {
    name: String,
    email: String,
    phone: Option<String>,
    subject: Option<String>,
    message: String,
}

async fn help(
    State(pool): State<SqlitePool>,
    Json(help): Json<Help>,
) -> Result<StatusCode, StatusCode> {
    if help.name.trim().is_empty() || !help.email.contains('@') || help.message.trim().is_empty() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let mut transaction = pool.begin().await.map_err(internal)?;
    sqlx::query("INSERT INTO help (name, email, phone, subject, message) VALUES (?, ?, ?, ?, ?)")
        .bind(help.name)
        .bind(help.email)
        .bind(help.phone)
        .bind(help.subject)
        .bind(help.message)
        .execute(&mut *transaction)
        .await
        .map_err(internal)?;
    transaction.commit().await.map_err(internal)?;
    Ok(StatusCode::CREATED)
}

fn internal(error: sqlx::Error) -> StatusCode {
    eprintln!("plain-handler: {error}");
    StatusCode::INTERNAL_SERVER_ERROR
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(addr), Some(database)) = (args.next(), args.next()) else {
        return Err("usage: plain-handler ADDR DATABASE_FILE".into());
    };
    let options = SqliteConnectOptions::new()
        .filename(database)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal);
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_with(options)
        .await?;
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS help (id INTEGER PRIMARY KEY, name TEXT NOT NULL, \
         email TEXT NOT NULL, phone TEXT, subject TEXT, message TEXT NOT NULL, \
         created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)",
    )
    .execute(&pool)
    .await?;
    let app = Router::new()
        .route("/api/help", post(help))
        .route("/healthz", get(|| async { "ok" }))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app).await?;
    Ok(())
}
