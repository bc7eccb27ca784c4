//! The one home of the site's rules: entities, the lead forms as data, option lists, business
//! constants, form validation and the text-marker language.
//!
//! This crate does no IO and has no async: it compiles natively for the server and the
//! backend jobs, and to `wasm32-unknown-unknown` for the browser, so every verdict and
//! every message is the same wherever it is computed.

pub mod chars;
pub mod constants;
pub mod entities;
pub mod exports;
pub mod field_rules;
pub mod i18n;
pub mod json_text;
pub mod lead_forms;
pub mod markers;
pub mod messages;
pub mod options;
pub mod pages;
pub mod search;
pub mod segments;
pub mod services;
pub mod site_paths;
pub mod subscriber_mail;
pub mod team_mail;
pub mod validation;
pub mod visitor_mail;

pub use validation::validate;
