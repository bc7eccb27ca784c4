//! The shapes that cross the wire, with the old site's exact JSON field names
//! (docs/decisions/0004-api-envelope-and-errors.md).
//! Each derives `ts_rs::TS`; `cargo xtask codegen` writes them to `bindings/`.

mod api;
mod attribution;
mod content;
mod forms;

pub use api::{
    Created, EmailLinkRequest, Envelope, ErrorBody, FieldError, SearchResult, SearchResults,
    Subscription, SubscriptionState,
};
pub use attribution::{
    ATTRIBUTION_KEYS, Attribution, BEACON_STEPS, FUNNEL_FORMS, FunnelEvent, FunnelStep,
    NEWSLETTER_FORM,
};
pub use content::{
    AboutChild, AboutChildren, AboutPage, Article, BlogEntry, Figure, Newsletter, NewsletterPage,
    PortfolioCategory, PortfolioItem, Service, ServiceChildren, ServiceTree, ServiceWithChildren,
};
pub use forms::{
    AdvisoryForm, AdvisoryRequest, ContactForm, ContactRequest, HelpRequest, LoanForm, LoanRequest,
    SubscribeRequest,
};
