//! `/api/openapi.json`, generated from the handlers' annotations and the core types' schemas.

use super::{AppState, content, leads, search};
use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Cedarline Business Group site API",
        description = "Content, leads and newsletter subscriptions. Every success body is `{\"data\": X}`; every error body is `{\"errors\": [{\"field\", \"message\"}]}`."
    ),
    paths(
        leads::contact,
        leads::help,
        leads::advisory,
        leads::loan,
        leads::subscribe
    )
)]
struct LeadsApi;

/// The whole document: the leads routes, the content routes and the search route.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut document = LeadsApi::openapi();
    document.merge(content::openapi());
    document.merge(search::openapi());
    document
}

pub fn router() -> Router<AppState> {
    Router::new().route("/openapi.json", get(|| async { Json(document()) }))
}
