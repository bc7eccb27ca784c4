//! The content routes (the API's GET rows): services, figures, portfolio, newsletters, about pages,
//! personas and blog articles. Every answer is `{"data": X}`, in the request's language
//! (docs/decisions/0009-language-of-answers.md: `lang=`, else `Accept-Language`; the `lang` layer
//! says which in `Content-Language`), with the same shape in both; content changes only on an
//! import, so successful answers may be cached for a minute.

use super::lang::RequestLang;
use super::{ApiError, ApiResult, AppState};
use crate::content::ABOUT_SECTIONS;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::HeaderValue;
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use site_core::constants::{NEWSLETTER_BATCH_SIZE, NEWSLETTER_MAX_BATCH_SIZE};
use site_core::entities::{
    AboutChildren, AboutPage, Article, BlogEntry, Envelope, ErrorBody, Figure, NewsletterPage,
    PortfolioCategory, ServiceChildren, ServiceTree,
};
use site_core::services::service_ids;
use site_store::content::{self as store, ArticleScope, FigureKind};
use utoipa::OpenApi;

/// Successes are cacheable for a minute, then revalidated (`ETag`); errors (404s included) are
/// not kept.
const CACHE_CONTROL: &str = "public, max-age=60";

/// The content routes, each answering in the request's language through the response cache
/// (`response_cache::cached`, which takes `lang::negotiate`'s place for them).
pub fn router(state: &AppState) -> Router<AppState> {
    Router::new()
        .route("/service/all", get(services))
        .route("/service/all/{path}", get(service_tree))
        .route("/universal/whoweare1", get(who_we_are))
        .route("/universal/smallbusinessloans1", get(small_business_loans))
        .route("/portfolio/all", get(portfolio))
        .route("/newsletterandeventletters/all", get(newsletters))
        .route("/about/all/{slug}", get(about_children))
        .route("/about/{id}", get(about_page))
        .route("/iam/{id}", get(persona))
        .route("/blog", get(blog_list))
        .route("/blog/{id}", get(blog))
        .route_layer(super::response_cache::CachedLayer::new(
            state.clone(),
            HeaderValue::from_static(CACHE_CONTROL),
        ))
}

type Answer<T> = ApiResult<Json<Envelope<T>>>;

fn data<T>(value: T) -> Answer<T> {
    Ok(Json(Envelope::new(value)))
}

#[derive(OpenApi)]
#[openapi(paths(
    services,
    service_tree,
    who_we_are,
    small_business_loans,
    portfolio,
    newsletters,
    about_children,
    about_page,
    persona,
    blog_list,
    blog
))]
struct ContentApi;

/// The OpenAPI description of these routes.
pub fn openapi() -> utoipa::openapi::OpenApi {
    ContentApi::openapi()
}

#[utoipa::path(get, path = "/api/service/all", tag = "content",
    responses((status = 200, description = "the top-level services", body = inline(Envelope<ServiceChildren>))))]
pub(crate) async fn services(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
) -> Answer<ServiceChildren> {
    data(ServiceChildren {
        all_children: store::top_services(&state.db, lang).await?,
    })
}

#[utoipa::path(get, path = "/api/service/all/{path}", tag = "content",
    params(("path" = String, Path, description = "the service's permalink with `/` replaced by `+`, e.g. `+services+it-solutions`")),
    responses((status = 200, description = "the service, with its text and children", body = inline(Envelope<ServiceTree>)),
              (status = 404, description = "no such service", body = ErrorBody)))]
pub(crate) async fn service_tree(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(path): Path<String>,
) -> Answer<ServiceTree> {
    let (top, child) = service_ids(&path).ok_or(ApiError::NotFound)?;
    data(
        store::service_tree_in(&state.db, lang, top, child)
            .await?
            .ok_or(ApiError::NotFound)?,
    )
}

#[utoipa::path(get, path = "/api/universal/whoweare1", tag = "content",
    responses((status = 200, description = "who-we-are figures, percentages 0-100", body = inline(Envelope<Vec<Figure>>))))]
pub(crate) async fn who_we_are(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
) -> Answer<Vec<Figure>> {
    data(store::figures(&state.db, lang, FigureKind::WhoWeAre).await?)
}

#[utoipa::path(get, path = "/api/universal/smallbusinessloans1", tag = "content",
    responses((status = 200, description = "small business loan indicators, percentages 0-100", body = inline(Envelope<Vec<Figure>>))))]
pub(crate) async fn small_business_loans(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
) -> Answer<Vec<Figure>> {
    data(store::figures(&state.db, lang, FigureKind::SmallBusinessLoans).await?)
}

#[utoipa::path(get, path = "/api/portfolio/all", tag = "content",
    responses((status = 200, description = "the portfolio categories and their projects; a category's `name` is its English name in both languages (the key of its page's address)", body = inline(Envelope<Vec<PortfolioCategory>>))))]
pub(crate) async fn portfolio(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
) -> Answer<Vec<PortfolioCategory>> {
    data(store::portfolio(&state.db, lang).await?)
}

/// `?limit=n&id=lastId`; both optional, kept as text so a bad value gets the API's error shape.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct NewsletterQuery {
    /// Batch size: default 2, at most 50 (larger values are capped, smaller ones raised to 1).
    #[param(value_type = Option<u32>)]
    limit: Option<String>,
    /// The last id of the previous batch: the answer starts right after it.
    id: Option<String>,
}

#[utoipa::path(get, path = "/api/newsletterandeventletters/all", tag = "content",
    params(NewsletterQuery),
    responses((status = 200, description = "one batch, newest first, in an array of one", body = inline(Envelope<Vec<NewsletterPage>>)),
              (status = 404, description = "`id` names no newsletter", body = ErrorBody),
              (status = 422, description = "`limit` is not a whole number", body = ErrorBody)))]
pub(crate) async fn newsletters(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    query: Result<Query<NewsletterQuery>, QueryRejection>,
) -> Answer<Vec<NewsletterPage>> {
    let Query(query) = query.map_err(|rejection| {
        tracing::info!(
            detail = %crate::redact::redact(&rejection.body_text()),
            "malformed query string"
        );
        ApiError::BadRequest(site_core::messages::BAD_QUERY)
    })?;
    let limit = super::limit_param(
        query.limit.as_deref(),
        NEWSLETTER_BATCH_SIZE,
        NEWSLETTER_MAX_BATCH_SIZE,
    )?;
    let after = query.id.as_deref().filter(|id| !id.is_empty());
    let page = store::newsletters_in(&state.db, lang, i64::from(limit), after)
        .await?
        .ok_or(ApiError::NotFound)?;
    data(vec![page])
}

#[utoipa::path(get, path = "/api/about/all/{slug}", tag = "content",
    params(("slug" = String, Path, description = "analysis-and-research, awards-and-distinctions, b-corp, careers or events-and-sponsorships")),
    responses((status = 200, description = "the section's child pages", body = inline(Envelope<AboutChildren>)),
              (status = 404, description = "no such section", body = ErrorBody)))]
pub(crate) async fn about_children(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(slug): Path<String>,
) -> Answer<AboutChildren> {
    if !ABOUT_SECTIONS.contains(&slug.as_str()) {
        return Err(ApiError::NotFound);
    }
    data(AboutChildren {
        all_children: store::about_children(&state.db, lang, &slug).await?,
    })
}

#[utoipa::path(get, path = "/api/about/{id}", tag = "content",
    params(("id" = String, Path, description = "an about child's `_id`")),
    responses((status = 200, description = "the page, in an array of one", body = inline(Envelope<Vec<AboutPage>>)),
              (status = 404, description = "no such page", body = ErrorBody)))]
pub(crate) async fn about_page(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(id): Path<String>,
) -> Answer<Vec<AboutPage>> {
    data(vec![
        store::about_page_in(&state.db, lang, &id)
            .await?
            .ok_or(ApiError::NotFound)?
            .page,
    ])
}

#[utoipa::path(get, path = "/api/iam/{id}", tag = "content",
    params(("id" = String, Path, description = "a persona: professional, woman-entrepreneur, newcomer-entrepreneur, technology-entrepreneur or supplier")),
    responses((status = 200, description = "the persona page, in an array of one", body = inline(Envelope<Vec<Article>>)),
              (status = 404, description = "no such persona", body = ErrorBody)))]
pub(crate) async fn persona(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(id): Path<String>,
) -> Answer<Vec<Article>> {
    data(vec![
        store::article_in(&state.db, lang, &id, ArticleScope::Personas)
            .await?
            .ok_or(ApiError::NotFound)?
            .article,
    ])
}

#[utoipa::path(get, path = "/api/blog", tag = "content",
    responses((status = 200, description = "every article, persona pages included, newest first", body = inline(Envelope<Vec<BlogEntry>>))))]
pub(crate) async fn blog_list(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
) -> Answer<Vec<BlogEntry>> {
    data(store::blog_entries(&state.db, lang).await?)
}

#[utoipa::path(get, path = "/api/blog/{id}", tag = "content",
    params(("id" = String, Path, description = "a blog article's or a persona's id")),
    responses((status = 200, description = "the article, in an array of one", body = inline(Envelope<Vec<Article>>)),
              (status = 404, description = "no such article", body = ErrorBody)))]
pub(crate) async fn blog(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(id): Path<String>,
) -> Answer<Vec<Article>> {
    data(vec![
        store::article_in(&state.db, lang, &id, ArticleScope::All)
            .await?
            .ok_or(ApiError::NotFound)?
            .article,
    ])
}
