//! Where each accepted lead's messages go (docs/operating.md#routing): the server's own
//! `--notify-to` and `--webhook-url`, or the routes of a routing file (`--routing FILE`).
//!
//! A routing file is TOML: `[[route]]` tables tried in order, each matching a lead by its form,
//! language, service (the advisory form's) and loan amount (the loan form's), and a `[default]`
//! table for the leads no route matches. A route sends to its `email` recipients and posts to its
//! `webhooks`; the first route whose every condition holds wins. The choice is made when the lead
//! is accepted and stored with each message ([`Route`]), so a message goes where it was routed
//! even if the file changes before it is sent.
//!
//! A file the server cannot follow stops it at start, with the line and the reason: an unknown
//! key, form, language or service, a loan amount between two of the form's ranges, a route that
//! sends nowhere, a webhook without `--webhook-secret`.

use super::{Channel, Channels, Delivery};
use lettre::message::Mailbox;
use reqwest::Url;
use serde::Deserialize;
use site_core::i18n::Lang;
use site_core::lead_forms::FormKind;
use site_core::options::{SALES_RANGE_FLOORS, sales_range_bounds};
use site_core::validation::ServiceCatalog;
use site_store::notice::Route;
use std::ops::Range;
use std::path::Path;
use toml::Spanned;

/// The payload field a route's `services` match (the advisory form's service).
const SERVICE_FIELD: &str = "parent_service";
/// The payload field a route's `loan_amount` matches (the loan form's amount, one of core's
/// sales ranges).
const LOAN_AMOUNT_FIELD: &str = "amount_of_loan";
/// The name a message routed by the file's `[default]` carries.
pub const DEFAULT_ROUTE: &str = "default";

/// Where accepted leads' messages go.
#[derive(Debug, Clone)]
pub enum Routing {
    /// No routing file: one message through each channel the server has, to its own destination.
    Unrouted(Vec<Channel>),
    /// A routing file's routes.
    File(RoutingFile),
}

impl Routing {
    /// Without a routing file: the team's email always, the webhook when `--webhook-url` is set.
    pub fn unrouted(channels: &Channels) -> Self {
        Self::Unrouted(channels.kinds())
    }

    /// The messages a lead of `form`, sent from a page in `lang`, with `payload`, writes.
    pub fn deliveries(
        &self,
        form: FormKind,
        lang: Lang,
        payload: &serde_json::Value,
    ) -> Vec<Delivery> {
        match self {
            Routing::Unrouted(kinds) => kinds.iter().copied().map(Delivery::unrouted).collect(),
            Routing::File(file) => file.deliveries(form, lang, payload),
        }
    }
}

/// A routing file, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoutingFile {
    routes: Vec<RouteRule>,
    default: Destination,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct RouteRule {
    name: String,
    forms: Option<Vec<FormKind>>,
    languages: Option<Vec<Lang>>,
    services: Option<Vec<String>>,
    /// `[from, to)`, `to` none: without end.
    loan_amount: Option<(u64, Option<u64>)>,
    destination: Destination,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Destination {
    email: Vec<String>,
    webhooks: Vec<String>,
}

impl RoutingFile {
    /// Reads and checks the file at `path`; the error names the file, the line and the reason.
    pub fn load(
        path: &Path,
        catalog: &ServiceCatalog,
        webhook_secret: bool,
    ) -> Result<Self, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|error| format!("routing file {}: {error}", path.display()))?;
        Self::parse(&text, catalog, webhook_secret)
            .map_err(|error| format!("routing file {}, {error}", path.display()))
    }

    /// Checks `text`; the error starts with `line N: `.
    pub fn parse(
        text: &str,
        catalog: &ServiceCatalog,
        webhook_secret: bool,
    ) -> Result<Self, String> {
        let at = |span: Range<usize>, reason: String| {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("line {line}: {reason}")
        };
        let raw: RawFile = toml::from_str(text).map_err(|error| {
            // One line: the parser's message may hold several.
            let reason = error
                .message()
                .trim()
                .lines()
                .collect::<Vec<_>>()
                .join("; ");
            match error.span() {
                Some(span) => at(span, reason),
                None => reason,
            }
        })?;
        let checks = Checks {
            catalog,
            webhook_secret,
            at: &at,
        };
        let default = raw
            .default
            .ok_or("line 1: the file has no [default] route (where leads no route matches go)")?;
        let default = checks.destination(default.span(), default.into_inner())?;
        let mut routes: Vec<RouteRule> = Vec::with_capacity(raw.route.len());
        for route in raw.route {
            let Checked { rule, name_error } = checks.route(route)?;
            if rule.name == DEFAULT_ROUTE || routes.iter().any(|other| other.name == rule.name) {
                return Err(name_error);
            }
            routes.push(rule);
        }
        Ok(Self { routes, default })
    }

    fn deliveries(&self, form: FormKind, lang: Lang, payload: &serde_json::Value) -> Vec<Delivery> {
        let (name, destination) = self
            .routes
            .iter()
            .find(|route| route.matches(form, lang, payload))
            .map_or((DEFAULT_ROUTE, &self.default), |route| {
                (route.name.as_str(), &route.destination)
            });
        let route = |to: Vec<String>, endpoint: Option<String>| Route {
            name: name.to_owned(),
            to,
            endpoint,
        };
        let mut deliveries = Vec::with_capacity(1 + destination.webhooks.len());
        if !destination.email.is_empty() {
            deliveries.push(Delivery {
                kind: Channel::Email,
                route: Some(route(destination.email.clone(), None)),
            });
        }
        for endpoint in &destination.webhooks {
            deliveries.push(Delivery {
                kind: Channel::Webhook,
                route: Some(route(Vec::new(), Some(endpoint.clone()))),
            });
        }
        deliveries
    }

    /// Whether some route posts to a webhook.
    pub fn has_webhooks(&self) -> bool {
        !self.default.webhooks.is_empty()
            || self
                .routes
                .iter()
                .any(|r| !r.destination.webhooks.is_empty())
    }
}

impl RouteRule {
    fn matches(&self, form: FormKind, lang: Lang, payload: &serde_json::Value) -> bool {
        let text = |field: &str| payload.get(field).and_then(serde_json::Value::as_str);
        self.forms
            .as_ref()
            .is_none_or(|forms| forms.contains(&form))
            && self
                .languages
                .as_ref()
                .is_none_or(|langs| langs.contains(&lang))
            && self.services.as_ref().is_none_or(|services| {
                text(SERVICE_FIELD).is_some_and(|service| services.iter().any(|s| s == service))
            })
            && self.loan_amount.is_none_or(|(from, to)| {
                text(LOAN_AMOUNT_FIELD)
                    .and_then(sales_range_bounds)
                    .is_some_and(|(floor, ceiling)| {
                        floor >= from
                            && match (ceiling, to) {
                                (_, None) => true,
                                (Some(ceiling), Some(to)) => ceiling <= to,
                                (None, Some(_)) => false,
                            }
                    })
            })
    }
}

/// The file as written, every value with its span.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    default: Option<Spanned<RawDestination>>,
    #[serde(default)]
    route: Vec<Spanned<RawRoute>>,
}

/// Where a route sends: `[default]` as written, and a route's `email` and `webhooks`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDestination {
    #[serde(default)]
    email: Vec<Spanned<String>>,
    #[serde(default)]
    webhooks: Vec<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRoute {
    name: Option<Spanned<String>>,
    forms: Option<Spanned<Vec<Spanned<String>>>>,
    languages: Option<Spanned<Vec<Spanned<String>>>>,
    services: Option<Spanned<Vec<Spanned<String>>>>,
    loan_amount: Option<Spanned<RawAmount>>,
    #[serde(default)]
    email: Vec<Spanned<String>>,
    #[serde(default)]
    webhooks: Vec<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAmount {
    from: Option<Spanned<u64>>,
    to: Option<Spanned<u64>>,
}

/// A checked route, with the error its name gets when another route has it too.
struct Checked {
    rule: RouteRule,
    name_error: String,
}

struct Checks<'a> {
    catalog: &'a ServiceCatalog,
    webhook_secret: bool,
    at: &'a dyn Fn(Range<usize>, String) -> String,
}

impl Checks<'_> {
    fn route(&self, route: Spanned<RawRoute>) -> Result<Checked, String> {
        let table = route.span();
        let route = route.into_inner();
        let name = route
            .name
            .ok_or_else(|| (self.at)(table.clone(), "a route needs a name".to_owned()))?;
        let name_error = (self.at)(
            name.span(),
            format!(
                "another route (or the default) is already named {:?}",
                name.get_ref()
            ),
        );
        let forms = self.list(route.forms, "forms", |form| {
            FormKind::from_name(form).ok_or_else(|| {
                format!(
                    "no form is named {form:?} (the forms: {})",
                    FormKind::ALL.map(FormKind::as_str).join(", ")
                )
            })
        })?;
        let languages = self.list(route.languages, "languages", |lang| match lang {
            "en" => Ok(Lang::En),
            "fr" => Ok(Lang::Fr),
            _ => Err(format!("{lang:?} is not a language of the site (en, fr)")),
        })?;
        let services = self.list(route.services, "services", |service| {
            if self.catalog.has_service(service) {
                Ok(service.to_owned())
            } else {
                Err(format!(
                    "no service is named {service:?} (the services: {})",
                    self.services()
                ))
            }
        })?;
        let only_for = |what: &str, form: FormKind| {
            format!(
                "{what} only matches the {} form: list it alone in forms, or leave forms out",
                form.as_str()
            )
        };
        if services.is_some()
            && forms
                .as_ref()
                .is_some_and(|forms| forms.iter().any(|f| *f != FormKind::Advisory))
        {
            return Err((self.at)(table, only_for("services", FormKind::Advisory)));
        }
        let loan_amount = match route.loan_amount {
            None => None,
            Some(amount) => {
                if forms
                    .as_ref()
                    .is_some_and(|forms| forms.iter().any(|f| *f != FormKind::Loan))
                {
                    return Err((self.at)(
                        amount.span(),
                        only_for("loan_amount", FormKind::Loan),
                    ));
                }
                Some(self.amount(amount)?)
            }
        };
        let destination = self.destination(
            table.clone(),
            RawDestination {
                email: route.email,
                webhooks: route.webhooks,
            },
        )?;
        Ok(Checked {
            rule: RouteRule {
                name: name.into_inner(),
                forms,
                languages,
                services,
                loan_amount,
                destination,
            },
            name_error,
        })
    }

    fn services(&self) -> String {
        self.catalog
            .services()
            .map(|services| services.map(|(id, _)| id).collect::<Vec<_>>().join(", "))
            .unwrap_or_default()
    }

    /// A list condition: left out, every value matches; written, it must name at least one.
    fn list<T>(
        &self,
        list: Option<Spanned<Vec<Spanned<String>>>>,
        key: &str,
        check: impl Fn(&str) -> Result<T, String>,
    ) -> Result<Option<Vec<T>>, String> {
        let Some(list) = list else {
            return Ok(None);
        };
        if list.get_ref().is_empty() {
            return Err((self.at)(
                list.span(),
                format!(
                    "{key} is empty, so the route would match nothing: leave {key} out to match every one"
                ),
            ));
        }
        list.into_inner()
            .into_iter()
            .map(|value| check(value.get_ref()).map_err(|reason| (self.at)(value.span(), reason)))
            .collect::<Result<Vec<T>, String>>()
            .map(Some)
    }

    /// `loan_amount = { from = N, to = M }`: each bound one of the ranges' floors, so that each
    /// range of the loan form is either inside or outside.
    fn amount(&self, amount: Spanned<RawAmount>) -> Result<(u64, Option<u64>), String> {
        let span = amount.span();
        let amount = amount.into_inner();
        let floors = SALES_RANGE_FLOORS
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let bound = |value: Spanned<u64>, key: &str| {
            if SALES_RANGE_FLOORS.contains(value.get_ref()) {
                Ok(value.into_inner())
            } else {
                Err((self.at)(
                    value.span(),
                    format!(
                        "{key} = {} falls inside one of the loan form's ranges; use one of {floors}",
                        value.get_ref()
                    ),
                ))
            }
        };
        let from = amount
            .from
            .map(|from| bound(from, "from"))
            .transpose()?
            .unwrap_or(0);
        let to = amount.to.map(|to| bound(to, "to")).transpose()?;
        if to.is_some_and(|to| to <= from) {
            return Err((self.at)(
                span,
                "loan_amount's to must be above its from".to_owned(),
            ));
        }
        Ok((from, to))
    }

    fn destination(&self, table: Range<usize>, raw: RawDestination) -> Result<Destination, String> {
        if raw.email.is_empty() && raw.webhooks.is_empty() {
            return Err((self.at)(
                table,
                "this route sends nowhere: give it email recipients, webhooks, or both".to_owned(),
            ));
        }
        let email = raw
            .email
            .into_iter()
            .map(|address| {
                address
                    .get_ref()
                    .trim()
                    .parse::<Mailbox>()
                    .map(|mailbox| mailbox.to_string())
                    .map_err(|error| {
                        (self.at)(
                            address.span(),
                            format!("{:?} is not an email address ({error})", address.get_ref()),
                        )
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let webhooks = raw
            .webhooks
            .into_iter()
            .map(|endpoint| {
                let text = endpoint.get_ref().trim();
                let reason = match Url::parse(text) {
                    _ if !self.webhook_secret => "a webhook needs --webhook-secret \
                        (SITE_WEBHOOK_SECRET) to sign its calls"
                        .to_owned(),
                    Ok(url) if matches!(url.scheme(), "http" | "https") && url.has_host() => {
                        return Ok(url.to_string());
                    }
                    _ => format!("{text:?} is not an http:// or https:// address with a host"),
                };
                Err((self.at)(endpoint.span(), reason))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Destination { email, webhooks })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use site_core::options::SALES_RANGES;

    fn catalog() -> ServiceCatalog {
        ServiceCatalog::new([
            (
                "advisory".to_owned(),
                vec!["business-plan-template".to_owned()],
            ),
            (
                "financing".to_owned(),
                vec!["small-business-loans".to_owned()],
            ),
        ])
    }

    const FILE: &str = r#"
[default]
email = ["Team <team@cedarline.example>"]

[[route]]
name = "large loans"
forms = ["loan"]
loan_amount = { from = 2500000 }
email = ["financing@cedarline.example"]

[[route]]
name = "small loans in French"
forms = ["loan"]
languages = ["fr"]
loan_amount = { to = 500000 }
email = ["prets@cedarline.example"]

[[route]]
name = "advisory"
services = ["advisory"]
email = ["advice@cedarline.example"]
webhooks = ["https://crm.cedarline.example/hooks/advice"]

[[route]]
name = "help to the CRM"
forms = ["help"]
webhooks = ["https://crm.cedarline.example/hooks/help"]
"#;

    fn routed(form: FormKind, lang: Lang, payload: serde_json::Value) -> Vec<Delivery> {
        let file = RoutingFile::parse(FILE, &catalog(), true).expect("a good file");
        file.deliveries(form, lang, &payload)
    }

    fn email(route: &str, to: &str) -> Delivery {
        Delivery {
            kind: Channel::Email,
            route: Some(Route {
                name: route.to_owned(),
                to: vec![to.to_owned()],
                endpoint: None,
            }),
        }
    }

    fn webhook(route: &str, endpoint: &str) -> Delivery {
        Delivery {
            kind: Channel::Webhook,
            route: Some(Route {
                name: route.to_owned(),
                to: Vec::new(),
                endpoint: Some(endpoint.to_owned()),
            }),
        }
    }

    #[test]
    fn each_route_takes_its_leads_and_the_default_the_rest() {
        let loan = |range: usize| json!({ "amount_of_loan": SALES_RANGES[range] });
        // 25 lakhs and more: the ranges from 2,500,000 on.
        for range in [3, 4] {
            for lang in Lang::ALL {
                assert_eq!(
                    routed(FormKind::Loan, lang, loan(range)),
                    [email("large loans", "financing@cedarline.example")]
                );
            }
        }
        // Below 5 lakhs in French: the first two ranges.
        for range in [0, 1] {
            assert_eq!(
                routed(FormKind::Loan, Lang::Fr, loan(range)),
                [email("small loans in French", "prets@cedarline.example")]
            );
        }
        let team = [email(DEFAULT_ROUTE, "Team <team@cedarline.example>")];
        assert_eq!(routed(FormKind::Loan, Lang::En, loan(0)), team);
        assert_eq!(routed(FormKind::Loan, Lang::Fr, loan(2)), team);
        assert_eq!(routed(FormKind::Loan, Lang::Fr, json!({})), team);
        assert_eq!(
            routed(
                FormKind::Advisory,
                Lang::En,
                json!({ "parent_service": "advisory" })
            ),
            [
                email("advisory", "advice@cedarline.example"),
                webhook("advisory", "https://crm.cedarline.example/hooks/advice"),
            ]
        );
        assert_eq!(
            routed(
                FormKind::Advisory,
                Lang::En,
                json!({ "parent_service": "financing" })
            ),
            team
        );
        assert_eq!(
            routed(FormKind::Help, Lang::Fr, json!({})),
            [webhook(
                "help to the CRM",
                "https://crm.cedarline.example/hooks/help"
            )]
        );
        assert_eq!(routed(FormKind::Contact, Lang::En, json!({})), team);
    }

    #[test]
    fn the_first_matching_route_wins() {
        let text = r#"
[default]
email = ["team@cedarline.example"]
[[route]]
name = "French"
languages = ["fr"]
email = ["fr@cedarline.example"]
[[route]]
name = "loans"
forms = ["loan"]
email = ["loans@cedarline.example"]
"#;
        let file = RoutingFile::parse(text, &catalog(), false).expect("good");
        assert_eq!(
            file.deliveries(FormKind::Loan, Lang::Fr, &json!({})),
            [email("French", "fr@cedarline.example")]
        );
        assert_eq!(
            file.deliveries(FormKind::Loan, Lang::En, &json!({})),
            [email("loans", "loans@cedarline.example")]
        );
        assert!(!file.has_webhooks());
    }

    /// The error for `text` (after a good `[default]`), which must name `line` and say `reason`.
    fn refused(route: &str, webhook_secret: bool) -> String {
        let text = format!("[default]\nemail = [\"team@cedarline.example\"]\n\n{route}");
        RoutingFile::parse(&text, &catalog(), webhook_secret).expect_err("refused")
    }

    #[test]
    fn a_bad_file_is_refused_with_its_line_and_reason() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "[[route]]\nname = \"x\"\nform = [\"loan\"]\n",
                "line 6",
                "unknown field `form`",
            ),
            (
                "[[route]]\nname = \"x\"\nforms = [\"loans\"]\nemail = [\"a@b.ca\"]\n",
                "line 6",
                "no form is named \"loans\"",
            ),
            (
                "[[route]]\nname = \"x\"\nlanguages = [\"de\"]\nemail = [\"a@b.ca\"]\n",
                "line 6",
                "not a language of the site",
            ),
            (
                "[[route]]\nname = \"x\"\nservices = [\"plumbing\"]\nemail = [\"a@b.ca\"]\n",
                "line 6",
                "no service is named \"plumbing\" (the services: advisory, financing)",
            ),
            (
                "[[route]]\nname = \"x\"\nforms = []\nemail = [\"a@b.ca\"]\n",
                "line 6",
                "forms is empty",
            ),
            (
                "[[route]]\nname = \"x\"\nforms = [\"loan\"]\nloan_amount = { from = 300000 }\nemail = [\"a@b.ca\"]\n",
                "line 7",
                "from = 300000 falls inside one of the loan form's ranges; use one of 0, 100000, 500000, 2500000, 5000000",
            ),
            (
                "[[route]]\nname = \"x\"\nloan_amount = { from = 500000, to = 500000 }\nemail = [\"a@b.ca\"]\n",
                "line 6",
                "to must be above its from",
            ),
            (
                "[[route]]\nname = \"x\"\nforms = [\"help\"]\nloan_amount = { from = 0 }\nemail = [\"a@b.ca\"]\n",
                "line 7",
                "loan_amount only matches the loan form",
            ),
            (
                "[[route]]\nname = \"x\"\nforms = [\"loan\"]\nservices = [\"advisory\"]\nemail = [\"a@b.ca\"]\n",
                "line 4",
                "services only matches the advisory form",
            ),
            (
                "[[route]]\nname = \"x\"\nforms = [\"loan\"]\n",
                "line 4",
                "this route sends nowhere",
            ),
            (
                "[[route]]\nname = \"x\"\nemail = [\"not an address\"]\n",
                "line 6",
                "is not an email address",
            ),
            (
                "[[route]]\nname = \"x\"\nwebhooks = [\"ftp://crm.example/\"]\n",
                "line 6",
                "not an http:// or https:// address",
            ),
            (
                "[[route]]\nforms = [\"loan\"]\nemail = [\"a@b.ca\"]\n",
                "line 4",
                "a route needs a name",
            ),
            (
                "[[route]]\nname = \"default\"\nemail = [\"a@b.ca\"]\n",
                "line 5",
                "already named \"default\"",
            ),
            (
                "[[route]]\nname = \"x\"\nemail = [\"a@b.ca\"]\n[[route]]\nname = \"x\"\nemail = [\"a@b.ca\"]\n",
                "line 8",
                "already named \"x\"",
            ),
            (
                "[[route]]\nname = \"x\"\nemail = \"a@b.ca\"\n",
                "line 6",
                "invalid type",
            ),
        ];
        for (route, line, reason) in cases {
            let error = refused(route, true);
            assert!(error.starts_with(&format!("{line}: ")), "{route}: {error}");
            assert!(error.contains(reason), "{route}: {error}");
        }
        let error = refused(
            "[[route]]\nname = \"x\"\nwebhooks = [\"https://crm.example/\"]\n",
            false,
        );
        assert!(
            error.starts_with("line 6: a webhook needs --webhook-secret"),
            "{error}"
        );
        let error = RoutingFile::parse("[[route]]\nname = \"x\"\n", &catalog(), true)
            .expect_err("no default");
        assert!(error.contains("no [default] route"), "{error}");
        let error = RoutingFile::parse(
            "[default]\nemail = [\"a@b.ca\" \"b@c.ca\"]\n",
            &catalog(),
            true,
        )
        .expect_err("not TOML");
        assert!(error.starts_with("line 2: invalid array; "), "{error}");
        let error = RoutingFile::parse("[default]\n", &catalog(), true).expect_err("nowhere");
        assert!(error.contains("sends nowhere"), "{error}");
    }

    #[test]
    fn loading_names_the_file() {
        let missing = Path::new("/nonexistent/routing.toml");
        let error = RoutingFile::load(missing, &catalog(), true).expect_err("missing");
        assert!(
            error.starts_with("routing file /nonexistent/routing.toml: "),
            "{error}"
        );
    }
}
