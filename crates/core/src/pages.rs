//! The site's pages, once: each page's key, route, title, breadcrumb parents, description and how
//! it is rendered. The web app's routes, menus and breadcrumbs, its prerender list, the server's
//! documents and sitemap and the end-to-end tests all read this list (exported to
//! `bindings/pages.ts` by `cargo xtask codegen`), so a page's path is written here and nowhere else.

use crate::i18n::Lang;
use std::borrow::Cow;

/// How the server renders a page before the app's scripts run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rendering {
    /// The app writes the page's text; the web build prerenders it and the server embeds it.
    Prerendered,
    /// Heading and description only (the page's data is fetched by the browser).
    Summary,
    /// A lead form: heading and description; the form itself needs the app.
    Form,
    /// Heading and text come from the database (the title here names it in breadcrumbs).
    Database,
    /// A database page (its heading from the database) whose text the app writes and the web
    /// build prerenders.
    DatabasePrerendered,
    /// A page a link in an email opens (confirm a subscription, unsubscribe): heading and
    /// description here, the text the server writes for the link's outcome. Never indexed.
    EmailLink,
}

impl Rendering {
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Prerendered => "prerendered",
            Self::Summary => "summary",
            Self::Form => "form",
            Self::Database => "database",
            Self::DatabasePrerendered => "databasePrerendered",
            Self::EmailLink => "emailLink",
        }
    }

    /// Whether the page's heading and description are written here (not read from the database).
    pub const fn is_static(self) -> bool {
        matches!(
            self,
            Self::Prerendered | Self::Summary | Self::Form | Self::EmailLink
        )
    }

    /// Whether the page belongs in the sitemap and may be indexed: every static page but the
    /// ones an email's link opens (their address carries a token).
    pub const fn is_indexed(self) -> bool {
        self.is_static() && !matches!(self, Self::EmailLink)
    }

    /// Whether the web build prerenders the page's text.
    pub const fn is_prerendered(self) -> bool {
        matches!(self, Self::Prerendered | Self::DatabasePrerendered)
    }
}

/// One page of the site.
#[derive(Debug, PartialEq, Eq)]
pub struct Page {
    /// The name code uses for the page (TypeScript: `PAGES.whoWeAre`).
    pub key: &'static str,
    /// The route, in the web router's pattern syntax (`/about/:id`, `/services/*`).
    pub path: &'static str,
    /// The page's heading (`<h1>`) and document title; for a database page, its name in the
    /// breadcrumbs of the pages below it (empty when nothing is below it).
    pub title: &'static str,
    /// The page's name in breadcrumbs, its own and its children's: its title unless named apart.
    pub crumb: &'static str,
    /// The pages above this one, from the top (the server's breadcrumbs always start at home).
    pub parents: &'static [&'static Page],
    /// The meta description (empty for database pages: theirs comes from their text).
    pub description: &'static str,
    pub rendering: Rendering,
    /// The page's words in French; its address is `/fr` + [`Page::path`].
    pub fr: PageWords,
}

/// A page's title, breadcrumb name and description in one language.
#[derive(Debug, PartialEq, Eq)]
pub struct PageWords {
    pub title: &'static str,
    pub crumb: &'static str,
    pub description: &'static str,
}

impl Page {
    /// Whether the route has parameters (`:id`, `*`): a pattern, not one address.
    pub fn is_pattern(&self) -> bool {
        self.path.contains(':') || self.path.contains('*')
    }

    /// The page with its own name in breadcrumbs.
    const fn crumb(self, crumb: &'static str) -> Self {
        Self { crumb, ..self }
    }

    /// The page with its French title and description (its French crumb is its title unless
    /// named apart with [`Page::crumb_fr`]).
    const fn fr(self, title: &'static str, description: &'static str) -> Self {
        Self {
            fr: PageWords {
                title,
                crumb: title,
                description,
            },
            ..self
        }
    }

    /// The page with its own French name in breadcrumbs.
    const fn crumb_fr(self, crumb: &'static str) -> Self {
        Self {
            fr: PageWords {
                crumb,
                title: self.fr.title,
                description: self.fr.description,
            },
            ..self
        }
    }

    /// The page's words in a language.
    pub const fn words(&self, lang: Lang) -> PageWords {
        match lang {
            Lang::En => PageWords {
                title: self.title,
                crumb: self.crumb,
                description: self.description,
            },
            Lang::Fr => PageWords {
                title: self.fr.title,
                crumb: self.fr.crumb,
                description: self.fr.description,
            },
        }
    }

    /// The document title in a language (see [`Page::document_title`]).
    pub fn document_title_in(&self, lang: Lang) -> &'static str {
        if self.path == HOME.path {
            ""
        } else {
            self.words(lang).title
        }
    }

    /// The document title before ` | ` and the organisation's name: empty for the home page.
    pub fn document_title(&self) -> &'static str {
        if self.path == HOME.path {
            ""
        } else {
            self.title
        }
    }
}

const fn page(
    key: &'static str,
    path: &'static str,
    title: &'static str,
    parents: &'static [&'static Page],
    description: &'static str,
    rendering: Rendering,
) -> Page {
    Page {
        key,
        path,
        title,
        crumb: title,
        parents,
        description,
        rendering,
        fr: PageWords {
            title: "",
            crumb: "",
            description: "",
        },
    }
}

use Rendering::{Database, DatabasePrerendered, EmailLink, Form, Prerendered, Summary};

pub const HOME: Page = page(
    "home",
    "/",
    "Start, finance and grow your business in Canada",
    &[],
    "Cedarline Business Group helps entrepreneurs in Canada plan, finance and grow their business: advisory, small business loans, acquisitions, IT solutions and digital marketing.",
    Prerendered,
)
.fr("Démarrer, financer et faire croître votre entreprise au Canada", "Le Groupe d’affaires Cedarline aide les entrepreneurs du Canada à planifier, financer et faire croître leur entreprise\u{a0}: services-conseils, prêts aux petites entreprises, acquisitions, solutions TI et marketing numérique.");
pub const ABOUT: Page = page(
    "about",
    "/about",
    "About us",
    &[],
    "Who Cedarline Business Group is, what we do for entrepreneurs across Canada, our research, our governance and the people behind our work.",
    Summary,
)
.fr("À propos de nous", "Qui est le Groupe d’affaires Cedarline, ce que nous faisons pour les entrepreneurs de partout au Canada, nos recherches, notre gouvernance et les gens derrière notre travail.");
pub const WHAT_WE_DO: Page = page(
    "whatWeDo",
    "/about/what-we-do",
    "What we do",
    &[&ABOUT],
    "Going global starts with a solid base: how Cedarline Business Group helps entrepreneurs set up and grow in Canada and North America, and the team that does it.",
    Prerendered,
)
.fr("Ce que nous faisons", "Percer à l’international commence par une base solide\u{a0}: comment le Groupe d’affaires Cedarline aide les entrepreneurs à s’établir et à croître au Canada et en Amérique du Nord, et l’équipe qui s’en charge.");
pub const WHO_WE_ARE: Page = page(
    "whoWeAre",
    "/about/who-we-are",
    "Who we are",
    &[&ABOUT],
    "Why many startups fail, who can approach Cedarline Business Group, and the expertise our advisors bring to every file.",
    Prerendered,
)
.fr("Qui nous sommes", "Pourquoi tant de jeunes entreprises échouent, qui peut faire appel au Groupe d’affaires Cedarline et l’expertise que nos conseillers apportent à chaque dossier.");
pub const ANALYSIS_AND_RESEARCH: Page = page(
    "analysisAndResearch",
    "/about/analysis-and-research",
    "Analysis and Research",
    &[&ABOUT],
    "A four-step business impact assessment (assess, compare, improve, act) and the research our economists publish for entrepreneurs.",
    Prerendered,
)
.fr("Analyse et recherche", "Une évaluation de l’impact d’affaires en quatre étapes (évaluer, comparer, améliorer, agir) et les recherches que nos économistes publient pour les entrepreneurs.");
pub const MEDIA_ROOM: Page = page(
    "mediaRoom",
    "/about/media-room",
    "Media room",
    &[&ABOUT],
    "Resources for journalists and researchers: our spokespeople, the topics we comment on and how to reach our media relations team.",
    Prerendered,
)
.fr("Salle de presse", "Des ressources pour les journalistes et les chercheurs\u{a0}: nos porte-parole, les sujets que nous commentons et comment joindre notre équipe des relations avec les médias.");
pub const EVENTS_AND_SPONSORSHIPS: Page = page(
    "eventsAndSponsorships",
    "/about/events-and-sponsorships",
    "Events and sponsorships",
    &[&ABOUT],
    "The entrepreneurship events, competitions and community initiatives Cedarline Business Group organizes and sponsors across Canada.",
    Prerendered,
)
.fr("Événements et commandites", "Les événements, concours et initiatives communautaires en entrepreneuriat que le Groupe d’affaires Cedarline organise et commandite partout au Canada.");
pub const CORPORATE_GOVERNANCE: Page = page(
    "corporateGovernance",
    "/about/corporate-governance",
    "Corporate governance",
    &[&ABOUT],
    "How Cedarline Business Group is governed: our board, its committees, our code of conduct and how we report on our activities.",
    Prerendered,
)
.fr("Gouvernance d’entreprise", "Comment le Groupe d’affaires Cedarline est gouverné\u{a0}: notre conseil d’administration, ses comités, notre code de conduite et la façon dont nous rendons compte de nos activités.");
pub const AWARDS_AND_DISTINCTIONS: Page = page(
    "awardsAndDistinctions",
    "/about/award-and-distinctions",
    "Awards and distinctions",
    &[&ABOUT],
    "The awards and distinctions Cedarline Business Group and its clients have received for their work with Canadian entrepreneurs.",
    Prerendered,
)
.fr("Prix et distinctions", "Les prix et distinctions que le Groupe d’affaires Cedarline et ses clients ont reçus pour leur travail auprès des entrepreneurs canadiens.");
pub const B_CORPS: Page = page(
    "bCorps",
    "/about/b-corps",
    "We're a B Corp",
    &[&ABOUT],
    "Why Cedarline Business Group is a certified B Corporation, and how we measure our impact on clients, employees, communities and the environment.",
    Prerendered,
)
.fr("Nous sommes une B Corp", "Pourquoi le Groupe d’affaires Cedarline est une entreprise certifiée B Corp, et comment nous mesurons notre impact sur nos clients, nos employés, nos communautés et l’environnement.");
pub const NEWS_AND_EVENTS: Page = page(
    "newsAndEvents",
    "/about/news-and-events",
    "News and events",
    &[&ABOUT],
    "News from Cedarline Business Group and upcoming events for entrepreneurs: workshops, webinars and information sessions.",
    Prerendered,
)
.fr("Nouvelles et événements", "Les nouvelles du Groupe d’affaires Cedarline et les prochains événements pour les entrepreneurs\u{a0}: ateliers, webinaires et séances d’information.");
pub const CAREERS: Page = page(
    "careers",
    "/about/careers",
    "Careers",
    &[&ABOUT],
    "Work at Cedarline Business Group: open positions, our culture of progress without boundaries and the team you would join.",
    Prerendered,
)
.fr("Carrières", "Travailler au Groupe d’affaires Cedarline\u{a0}: les postes à pourvoir, notre culture du progrès sans frontières et l’équipe dont vous feriez partie.");
pub const AVAILABLE_POSITIONS: Page = page(
    "availablePositions",
    "/about/careers/available-positions",
    "Available positions",
    &[&ABOUT, &CAREERS],
    "The positions open at Cedarline Business Group in advisory, lending, research and digital services, and how to apply.",
    Prerendered,
)
.fr("Postes à pourvoir", "Les postes à pourvoir au Groupe d’affaires Cedarline en services-conseils, en prêts, en recherche et en services numériques, et comment postuler.");
pub const PROGRESS_WITHOUT_BOUNDARIES: Page = page(
    "progressWithoutBoundaries",
    "/about/careers/progress-without-boundries",
    "Progress without boundaries",
    &[&ABOUT, &CAREERS],
    "Training, mentoring and flexible work: how Cedarline Business Group helps every employee grow, wherever they start.",
    Prerendered,
)
.fr("Progresser sans frontières", "Formation, mentorat et travail flexible\u{a0}: comment le Groupe d’affaires Cedarline aide chaque membre de son équipe à progresser, peu importe son point de départ.");
pub const MEET_OUR_TEAM: Page = page(
    "meetOurTeam",
    "/about/careers/meet-our-team",
    "Meet our team",
    &[&ABOUT, &CAREERS],
    "Meet the advisors, loan officers, analysts and digital specialists who work with entrepreneurs at Cedarline Business Group.",
    Prerendered,
)
.fr("Notre équipe", "Découvrez les conseillers, agents de crédit, analystes et spécialistes du numérique qui accompagnent les entrepreneurs au Groupe d’affaires Cedarline.");
pub const CAREER: Page = page(
    "career",
    "/about/careers/:id",
    "",
    &[&ABOUT, &CAREERS],
    "",
    Database,
)
.fr("", "");
pub const ABOUT_CHILD: Page =
    page("aboutChild", "/about/:id", "", &[&ABOUT], "", Database).fr("", "");
pub const ABOUT_SECTION_CHILD: Page = page(
    "aboutSectionChild",
    "/about/:section/:id",
    "",
    &[&ABOUT],
    "",
    Database,
)
.fr("", "");
pub const SERVICES: Page = page(
    "services",
    "/services",
    "Services",
    &[],
    "Advisory, financing, business acquisitions, industry expertise, IT solutions and digital marketing for Canadian small and medium-sized businesses.",
    Summary,
)
.fr("Services", "Services-conseils, financement, acquisitions d’entreprises, expertise sectorielle, solutions TI et marketing numérique pour les petites et moyennes entreprises canadiennes.");
/// Served by the service page (as `/services/*` is); named here as the parent of its template
/// page and for the navbar's services menu.
pub const ADVISORY: Page = page(
    "advisory",
    "/services/advisory",
    "Advisory",
    &[&SERVICES],
    "",
    Database,
)
.fr("Services-conseils", "");
/// Served by the service page; the parent of the loans page, in the navbar's services menu.
pub const FINANCING: Page = page(
    "financing",
    "/services/financing",
    "Financing",
    &[&SERVICES],
    "",
    Database,
)
.fr("Financement", "");
/// Served by the service page; in the navbar's services menu.
pub const BUSINESS_ACQUISITIONS: Page = page(
    "businessAcquisitions",
    "/services/business-acquisitions",
    "Business acquisitions",
    &[&SERVICES],
    "",
    Database,
)
.fr("Acquisitions d’entreprises", "");
/// Served by the service page; in the navbar's services menu.
pub const INDUSTRIES: Page = page(
    "industries",
    "/services/industries",
    "Industries",
    &[&SERVICES],
    "",
    Database,
)
.fr("Secteurs d’activité", "");
pub const BUSINESS_PLAN_TEMPLATE: Page = page(
    "businessPlanTemplate",
    "/services/advisory/business-plan-template",
    "Advisory",
    &[&SERVICES, &ADVISORY],
    "Get your tailored business plan template: a blank template with a financial appendix, a user guide and glossary, an example plan and practical tools.",
    Prerendered,
)
.crumb("Business plan template")
.fr("Services-conseils", "Obtenez votre modèle de plan d’affaires sur mesure\u{a0}: un modèle vierge avec annexe financière, un guide d’utilisation et un glossaire, un exemple de plan et des outils pratiques.")
.crumb_fr("Modèle de plan d’affaires");
pub const IT_SOLUTIONS: Page = page(
    "itSolutions",
    "/services/it-solutions",
    "IT solutions",
    &[&SERVICES],
    "",
    DatabasePrerendered,
)
.fr("Solutions TI", "");
pub const DIGITAL_MARKETING: Page = page(
    "digitalMarketing",
    "/services/digital-marketing",
    "Digital marketing",
    &[&SERVICES],
    "",
    DatabasePrerendered,
)
.fr("Marketing numérique", "");
pub const ARTICLES_AND_TOOLS: Page = page(
    "articlesAndTools",
    "/services/articles-and-tools",
    "Articles and tools",
    &[&SERVICES],
    "",
    DatabasePrerendered,
)
.fr("Articles et outils", "");
pub const NEWSLETTERS: Page = page(
    "newsletters",
    "/services/articles-and-tools/newsletters-and-economic-letter",
    "Newsletters and economic letter",
    &[&SERVICES, &ARTICLES_AND_TOOLS],
    "Our newsletters and economic letters for entrepreneurs: market trends, financing news and practical advice, newest first. Subscribe to receive them.",
    Summary,
)
.fr("Infolettres et lettre économique", "Nos infolettres et lettres économiques pour les entrepreneurs\u{a0}: tendances du marché, nouvelles du financement et conseils pratiques, des plus récentes aux plus anciennes. Abonnez-vous pour les recevoir.");
pub const SMALL_BUSINESS_LOANS: Page = page(
    "smallBusinessLoans",
    "/services/financing/small-business-loans",
    "Financing",
    &[&SERVICES, &FINANCING],
    "Small business loans for companies operating for at least 2 years: 100% online, no application fees, affordable rates and no penalties.",
    Prerendered,
)
.crumb("Small business loans")
.fr("Financement", "Des prêts pour les entreprises en activité depuis au moins 2 ans\u{a0}: 100\u{a0}% en ligne, sans frais de demande, à taux abordables et sans pénalité.")
.crumb_fr("Prêts aux petites entreprises");
pub const PORTFOLIO: Page = page(
    "portfolio",
    "/services/it-solutions/portfolio",
    "Portfolio",
    &[&SERVICES, &IT_SOLUTIONS],
    "Websites, mobile applications and digital projects the IT solutions team of Cedarline Business Group has delivered for its clients.",
    Summary,
)
.fr("Portfolio", "Les sites Web, applications mobiles et projets numériques que l’équipe des solutions TI du Groupe d’affaires Cedarline a réalisés pour ses clients.");
pub const PORTFOLIO_CATEGORY: Page = page(
    "portfolioCategory",
    "/services/it-solutions/portfolio/:name",
    "",
    &[&SERVICES, &IT_SOLUTIONS, &PORTFOLIO],
    "",
    Database,
)
.fr("", "");
pub const SERVICE: Page = page("service", "/services/*", "", &[&SERVICES], "", Database).fr("", "");
pub const ADVISORY_REQUEST: Page = page(
    "advisoryRequest",
    "/request-advisory-services",
    "Request advisory services",
    &[&SERVICES],
    "Tell us about your business and the advice you need: an advisor from Cedarline Business Group will contact you to discuss it.",
    Form,
)
.fr("Demander des services-conseils", "Parlez-nous de votre entreprise et des conseils dont vous avez besoin\u{a0}: un conseiller du Groupe d’affaires Cedarline communiquera avec vous pour en discuter.");
pub const LOAN_REQUEST: Page = page(
    "loanRequest",
    "/request-business-loan",
    "Request a business loan",
    &[&SERVICES],
    "Apply online for a small business loan with no application fees: tell us about your company and the amount you need.",
    Form,
)
.fr("Demander un prêt d’affaires", "Faites votre demande de prêt pour petite entreprise en ligne, sans frais de demande\u{a0}: parlez-nous de votre entreprise et du montant dont vous avez besoin.");
pub const BLOG: Page = page(
    "blog",
    "/blog",
    "Blog",
    &[&HOME],
    "Practical articles for entrepreneurs in Canada on pricing, cash flow, financing and growth, and pages for every kind of founder we serve.",
    Summary,
)
.fr("Blogue", "Des articles pratiques pour les entrepreneurs du Canada sur les prix, les liquidités, le financement et la croissance, et des pages pour chaque profil d’entrepreneur que nous accompagnons.");
/// A blog article, or a persona page read at its blog address.
pub const ARTICLE: Page = page("article", "/blog/:id", "", &[&BLOG], "", Database).fr("", "");
pub const PERSONA: Page = page("persona", "/iam/:id", "", &[&BLOG], "", Database).fr("", "");
pub const CONTACT: Page = page(
    "contact",
    "/contact",
    "Contact us",
    &[&HOME],
    "Write to Cedarline Business Group or call our toll-free line: our advisors answer entrepreneurs from across Canada.",
    Summary,
)
.fr("Nous joindre", "Écrivez au Groupe d’affaires Cedarline ou appelez notre ligne sans frais\u{a0}: nos conseillers répondent aux entrepreneurs de partout au Canada.");
pub const WRITE_US: Page = page(
    "writeUs",
    "/contact/write-us",
    "Write us",
    &[&CONTACT],
    "Send a message to Cedarline Business Group: tell us about your project and an advisor will answer you.",
    Prerendered,
)
.fr("Écrivez-nous", "Envoyez un message au Groupe d’affaires Cedarline\u{a0}: parlez-nous de votre projet et un conseiller vous répondra.");
pub const TERMS_OF_USE: Page = page(
    "termsOfUse",
    "/contact/terms-of-use",
    "Terms of use",
    &[&CONTACT],
    "The terms that govern the use of the Cedarline Business Group website and client space.",
    Prerendered,
)
.fr("Conditions d’utilisation", "Les conditions qui régissent l’utilisation du site Web et de l’espace client du Groupe d’affaires Cedarline.");
pub const HELP_MESSAGE: Page = page(
    "helpMessage",
    "/contact/terms-of-use/write-us",
    "Send us a message",
    &[&CONTACT, &TERMS_OF_USE],
    "A question about our terms of use or the client space? Send us a message and we will answer you.",
    Form,
)
.fr("Envoyez-nous un message", "Une question sur nos conditions d’utilisation ou sur l’espace client? Envoyez-nous un message et nous vous répondrons.");
pub const CLIENT_SPACE: Page = page(
    "clientSpace",
    "/contact/terms-of-use/client-space",
    "Client space",
    &[&CONTACT, &TERMS_OF_USE],
    "The Cedarline Business Group client space: your files, documents and messages with your advisor in one secure place.",
    Prerendered,
)
.fr("Espace client", "L’espace client du Groupe d’affaires Cedarline\u{a0}: vos dossiers, vos documents et vos échanges avec votre conseiller, réunis en un seul endroit sécurisé.");
pub const CONFIDENTIALITY: Page = page(
    "confidentiality",
    "/contact/Confidentiality",
    "Confidentiality",
    &[&CONTACT],
    "How Cedarline Business Group collects, uses, keeps and protects your personal information, and how to exercise your rights.",
    Prerendered,
)
.fr("Confidentialité", "Comment le Groupe d’affaires Cedarline recueille, utilise, conserve et protège vos renseignements personnels, et comment exercer vos droits.");
pub const PRIVACY_POLICY: Page = page(
    "privacyPolicy",
    "/contact/privacy-policy",
    "Privacy policy",
    &[&CONTACT],
    "What personal information Cedarline Business Group collects through this website, why, where it is kept and for how long, and how to see, correct, withdraw or erase it.",
    Prerendered,
)
.fr("Politique de confidentialité", "Les renseignements personnels que le Groupe d’affaires Cedarline recueille sur ce site Web, pourquoi, où ils sont conservés et pendant combien de temps, et comment les consulter, les corriger, retirer votre consentement ou les faire effacer.");
pub const ACCESSIBILITY: Page = page(
    "accessibility",
    "/contact/accessibility",
    "Accessibility",
    &[&CONTACT],
    "Our accessibility statement: the standard this website aims for, what we know is not yet right, and how to tell us about a barrier.",
    Prerendered,
)
.fr("Accessibilité", "Notre déclaration d’accessibilité\u{a0}: la norme que vise ce site Web, ce qui n’est pas encore au point et comment nous signaler un obstacle.");
pub const SECURITY: Page = page(
    "security",
    "/contact/security",
    "Security",
    &[&CONTACT],
    "How Cedarline Business Group protects its systems and your data, what we will never ask you, and how to protect yourself from fraud.",
    Prerendered,
)
.fr("Sécurité", "Comment le Groupe d’affaires Cedarline protège ses systèmes et vos données, ce que nous ne vous demanderons jamais et comment vous protéger contre la fraude.");
pub const TRANSPARENCY: Page = page(
    "transparency",
    "/contact/transparency",
    "Transparency",
    &[&CONTACT],
    "Our commitments to transparency: fees, complaints handling, supplier practices and the reports we publish.",
    Prerendered,
)
.fr("Transparence", "Nos engagements en matière de transparence\u{a0}: frais, traitement des plaintes, pratiques envers les fournisseurs et rapports que nous publions.");
pub const NEWSLETTER_CONFIRM: Page = page(
    "newsletterConfirm",
    "/newsletter/confirm",
    "Confirm your subscription",
    &[&HOME],
    "Confirm your subscription to the Cedarline Business Group newsletter and economic letter.",
    EmailLink,
)
.fr("Confirmez votre abonnement", "Confirmez votre abonnement à l’infolettre et à la lettre économique du Groupe d’affaires Cedarline.");
pub const NEWSLETTER_UNSUBSCRIBE: Page = page(
    "newsletterUnsubscribe",
    "/newsletter/unsubscribe",
    "Unsubscribe",
    &[&HOME],
    "Stop receiving the Cedarline Business Group newsletter and economic letter.",
    EmailLink,
)
.fr(
    "Se désabonner",
    "Ne plus recevoir l’infolettre et la lettre économique du Groupe d’affaires Cedarline.",
);
pub const SEARCH: Page = page(
    "search",
    "/search",
    "Search",
    &[&HOME],
    "Search the services, articles, newsletters, portfolio and pages of Cedarline Business Group.",
    Summary,
)
.fr("Recherche", "Cherchez parmi les services, articles, infolettres, réalisations et pages du Groupe d’affaires Cedarline.");

/// Every page, in the order of the app's routes (a more specific route before a pattern that
/// would also match it).
pub const PAGES: &[&Page] = &[
    &HOME,
    &ABOUT,
    &WHAT_WE_DO,
    &WHO_WE_ARE,
    &ANALYSIS_AND_RESEARCH,
    &MEDIA_ROOM,
    &EVENTS_AND_SPONSORSHIPS,
    &CORPORATE_GOVERNANCE,
    &AWARDS_AND_DISTINCTIONS,
    &B_CORPS,
    &NEWS_AND_EVENTS,
    &CAREERS,
    &AVAILABLE_POSITIONS,
    &PROGRESS_WITHOUT_BOUNDARIES,
    &MEET_OUR_TEAM,
    &CAREER,
    &ABOUT_CHILD,
    &ABOUT_SECTION_CHILD,
    &SERVICES,
    &ADVISORY,
    &FINANCING,
    &BUSINESS_ACQUISITIONS,
    &INDUSTRIES,
    &BUSINESS_PLAN_TEMPLATE,
    &IT_SOLUTIONS,
    &DIGITAL_MARKETING,
    &ARTICLES_AND_TOOLS,
    &NEWSLETTERS,
    &SMALL_BUSINESS_LOANS,
    &PORTFOLIO,
    &PORTFOLIO_CATEGORY,
    &SERVICE,
    &ADVISORY_REQUEST,
    &LOAN_REQUEST,
    &BLOG,
    &ARTICLE,
    &PERSONA,
    &CONTACT,
    &WRITE_US,
    &TERMS_OF_USE,
    &HELP_MESSAGE,
    &CLIENT_SPACE,
    &CONFIDENTIALITY,
    &PRIVACY_POLICY,
    &ACCESSIBILITY,
    &SECURITY,
    &TRANSPARENCY,
    &NEWSLETTER_CONFIRM,
    &NEWSLETTER_UNSUBSCRIBE,
    &SEARCH,
];

/// The page whose heading and description are written here, at exactly `path`.
pub fn static_page(path: &str) -> Option<&'static Page> {
    PAGES
        .iter()
        .copied()
        .find(|page| page.rendering.is_static() && page.path == path)
}

/// The page of one address (no pattern), whatever its rendering.
pub fn at(path: &str) -> Option<&'static Page> {
    PAGES
        .iter()
        .copied()
        .find(|page| !page.is_pattern() && page.path == path)
}

pub use crate::segments::{decode_segment, is_word, trim_trailing_slashes};

/// The page serving an address ([`route`]), with its parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route<'a> {
    pub page: &'static Page,
    /// The address's language: `/fr` + a page's address is its French twin.
    pub lang: Lang,
    /// The route's parameters (`:name`, then `*`), in the route's order, decoded; a `*` is the
    /// rest of the path, each segment decoded, joined by `/`.
    pub params: Vec<Cow<'a, str>>,
    /// The same parameters as the address writes them (still percent-encoded).
    written: Vec<&'a str>,
}

impl Route<'_> {
    /// The address in the inventory's spelling: the `/fr` prefix and the route's fixed segments
    /// as the inventory writes them, the parameters as the address writes them, no trailing
    /// slash. An address that is not already this (but for trailing slashes) is answered a 301
    /// to it, query kept.
    pub fn address(&self) -> String {
        self.lang
            .path(trim_trailing_slashes(&self.page.address(&self.written)))
    }

    /// The parameters by name (`id`, `section`, `*`), in the route's order.
    pub fn named_params(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.page
            .path
            .split('/')
            .filter_map(|part| part.strip_prefix(':').or((part == "*").then_some(part)))
            .zip(self.params.iter().map(|param| param.as_ref()))
    }
}

impl Page {
    /// The page with the route's parameters in an English `path` of an address in `lang`, or
    /// `None` when the route does not match the whole path ([`route`] gives the rules).
    fn match_path<'a>(&'static self, lang: Lang, path: &'a str) -> Option<Route<'a>> {
        let rest = trim_trailing_slashes(path).strip_prefix('/')?;
        let given: Vec<&str> = if rest.is_empty() {
            Vec::new()
        } else {
            rest.split('/').collect()
        };
        let wanted: Vec<&str> = self
            .path
            .split('/')
            .filter(|part| !part.is_empty())
            .collect();
        let (mut params, mut written) = (Vec::new(), Vec::new());
        for (index, part) in wanted.iter().enumerate() {
            if *part == "*" && index + 1 == wanted.len() {
                let splat = given.get(index..)?;
                let decoded = splat
                    .iter()
                    .map(|segment| decode_segment(segment))
                    .collect::<Option<Vec<_>>>()?;
                // The rest of `rest` from the splat's first segment on (empty when none).
                let start: usize = given[..index].iter().map(|segment| segment.len() + 1).sum();
                params.push(Cow::Owned(decoded.join("/")));
                written.push(rest.get(start..).unwrap_or_default());
                return Some(Route {
                    page: self,
                    lang,
                    params,
                    written,
                });
            }
            let segment = *given.get(index)?;
            if part.starts_with(':') {
                if segment.is_empty() {
                    return None;
                }
                params.push(decode_segment(segment)?);
                written.push(segment);
            } else if !is_word(segment, part) {
                return None;
            }
        }
        (given.len() == wanted.len()).then_some(Route {
            page: self,
            lang,
            params,
            written,
        })
    }

    /// The route's address with `params` in place of its `:name` and `*` parts, in order (a part
    /// left without a parameter stays as written, which the tests of each caller would show).
    pub fn address(&self, params: &[&str]) -> String {
        let mut params = params.iter();
        self.path
            .split('/')
            .map(|part| {
                if part.starts_with(':') || part == "*" {
                    params.next().copied().unwrap_or(part)
                } else {
                    part
                }
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// How specific the route is: more fixed segments first, then no `*`.
    fn specificity(&self) -> (usize, bool) {
        let fixed = self
            .path
            .split('/')
            .filter(|part| !part.is_empty() && !part.starts_with(':') && *part != "*")
            .count();
        (fixed, !self.path.contains('*'))
    }
}

/// The page serving an address (a path: no query, no fragment), as the app's router finds it
/// (`tests/vectors/routes.json` holds the two equal):
/// - a first segment `fr` makes it the French twin of the rest ([`Lang::split_path`]);
/// - a fixed segment matches its word decoded and without regard to ASCII letter case;
/// - `%XX` escapes are decoded segment by segment, after the path is cut at its `/`, so an
///   escaped `/` never separates segments; a segment that does not decode to UTF-8 matches
///   nothing;
/// - trailing slashes are ignored, and an empty segment inside the path matches no `:name`;
/// - a final `*` takes the rest of the path, maybe empty (`/services/*` matches `/services`,
///   where the page `/services` wins);
/// - the most specific route wins: the most fixed segments, then no `*`, then the first listed.
pub fn route(address: &str) -> Option<Route<'_>> {
    let (lang, path) = Lang::split_path(address);
    let mut best: Option<Route<'_>> = None;
    for page in PAGES {
        let Some(found) = page.match_path(lang, path) else {
            continue;
        };
        if best
            .as_ref()
            .is_none_or(|other| page.specificity() > other.page.specificity())
        {
            best = Some(found);
        }
    }
    best
}

/// The inventory's spelling of `address` when it differs from it by more than trailing slashes
/// (letter case, escaped letters, the `/fr` prefix's case): where the server's 301 and the app's
/// replace lead. `None` when no page serves it or it is already so written.
pub fn respelled(address: &str) -> Option<String> {
    let spelled = route(address)?.address();
    (spelled != trim_trailing_slashes(address)).then_some(spelled)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_page_has_its_french_words() {
        for page in PAGES {
            for (what, en, fr) in [
                ("title", page.title, page.fr.title),
                ("crumb", page.crumb, page.fr.crumb),
                ("description", page.description, page.fr.description),
            ] {
                assert_eq!(
                    en.is_empty(),
                    fr.is_empty(),
                    "page {} has an English {what} but no French one (or the reverse): add it \
                     with `.fr(title, description)` in pages.rs",
                    page.key
                );
            }
            assert!(
                !page.fr.title.contains('\''),
                "page {}: write French apostrophes as ’",
                page.key
            );
        }
    }

    use super::*;

    #[test]
    fn keys_and_paths_are_unique() {
        for (i, page) in PAGES.iter().enumerate() {
            for other in &PAGES[i + 1..] {
                assert_ne!(page.key, other.key);
                assert_ne!(page.path, other.path);
            }
        }
    }

    #[test]
    fn static_pages_are_titled_and_described() {
        for page in PAGES.iter().filter(|page| page.rendering.is_static()) {
            assert!(!page.title.is_empty(), "{}", page.key);
            assert!(!page.is_pattern(), "{}", page.key);
            // Search engines show about 160 characters.
            assert!((60..=200).contains(&page.description.len()), "{}", page.key);
        }
        for page in PAGES.iter().filter(|page| !page.rendering.is_static()) {
            assert!(
                page.description.is_empty(),
                "{}: its text describes it",
                page.key
            );
        }
    }

    #[test]
    fn parents_are_listed_pages_above_their_children() {
        for page in PAGES {
            for parent in page.parents {
                assert!(PAGES.contains(parent), "{} → {}", page.key, parent.key);
                assert!(
                    !parent.is_pattern() && !parent.crumb.is_empty(),
                    "{}",
                    parent.key
                );
                let above =
                    parent.path == "/" || page.path.starts_with(&format!("{}/", parent.path));
                // The request forms sit under services in the breadcrumb, not in the address; the
                // persona pages under the blog.
                assert!(
                    above || page.rendering == Form || *page == &PERSONA,
                    "{}",
                    page.key
                );
            }
        }
    }

    #[test]
    fn the_spec_spelling_of_a_few_pages() {
        // The old site spells these addresses so (typos included), and titles them so.
        assert_eq!(
            PROGRESS_WITHOUT_BOUNDARIES.path,
            "/about/careers/progress-without-boundries"
        );
        assert_eq!(
            AWARDS_AND_DISTINCTIONS.path,
            "/about/award-and-distinctions"
        );
        assert_eq!(CONFIDENTIALITY.path, "/contact/Confidentiality");
        assert_eq!(SMALL_BUSINESS_LOANS.title, "Financing");
        assert_eq!(BUSINESS_PLAN_TEMPLATE.title, "Advisory");
        assert_eq!(HOME.document_title(), "");
        assert_eq!(ABOUT.document_title(), "About us");
    }

    #[test]
    fn lookups() {
        assert_eq!(static_page("/about/who-we-are"), Some(&WHO_WE_ARE));
        assert_eq!(static_page("/services/it-solutions"), None);
        assert_eq!(at("/services/it-solutions"), Some(&IT_SOLUTIONS));
        assert_eq!(at("/about/:id"), None);
    }

    #[test]
    fn routes_choose_the_most_specific_page() {
        // The rules' cases are `tests/vectors/routes.json` (`tests/routes.rs`); these are the
        // choices between routes.
        fn key(path: &str) -> Option<(&'static str, Vec<String>)> {
            route(path).map(|found| {
                let params = found.params.iter().map(|p| p.to_string()).collect();
                (found.page.key, params)
            })
        }
        let some = |key: &'static str, params: &[&str]| {
            Some((key, params.iter().map(|p| p.to_string()).collect()))
        };
        assert_eq!(key("/"), some("home", &[]));
        assert_eq!(key("/about/who-we-are"), some("whoWeAre", &[]));
        assert_eq!(key("/about/careers/x"), some("career", &["x"]));
        assert_eq!(key("/about/x"), some("aboutChild", &["x"]));
        assert_eq!(
            key("/about/b-corps/x"),
            some("aboutSectionChild", &["b-corps", "x"])
        );
        assert_eq!(key("/services/advisory"), some("advisory", &[]));
        assert_eq!(
            key("/services/advisory/x"),
            some("service", &["advisory/x"])
        );
        assert_eq!(
            key("/services/it-solutions/portfolio/Online%20Stores"),
            some("portfolioCategory", &["Online Stores"])
        );
        assert_eq!(key("/iam/supplier"), some("persona", &["supplier"]));
        assert_eq!(key("/blog"), some("blog", &[]));
        assert_eq!(key("/blog/"), some("blog", &[]));
        assert_eq!(key("/services"), some("services", &[]));
        assert_eq!(key("/services/"), some("services", &[]));
        for missing in ["/nope", "/about/a/b/c", "/iam", ""] {
            assert_eq!(key(missing), None, "{missing}");
        }
    }

    #[test]
    fn an_address_is_respelled_as_the_inventory_writes_it() {
        let found = route("/FR/Contact/confidentiality/").expect("a page");
        assert_eq!((found.page, found.lang), (&CONFIDENTIALITY, Lang::Fr));
        assert_eq!(found.address(), "/fr/contact/Confidentiality");
        assert_eq!(
            respelled("/About/Careers/Loan-Officer").as_deref(),
            Some("/about/careers/Loan-Officer")
        );
        for spelled in ["/about/", "/fr", "/fr/", "/", "//", "/nope", "/NOPE"] {
            assert_eq!(respelled(spelled), None, "{spelled}");
        }
        // An empty splat (its page loses to `/services`, which has none).
        assert_eq!(
            SERVICE.match_path(Lang::En, "/services/").map(|m| m.params),
            Some(vec!["".into()])
        );
        let found = route("/about/b-corps/our%20story").expect("a page");
        assert_eq!(
            found.named_params().collect::<Vec<_>>(),
            [("section", "b-corps"), ("id", "our story")]
        );
    }

    #[test]
    fn segments_decode_as_the_url_standard_reads_them() {
        assert_eq!(decode_segment("caf%C3%A9").as_deref(), Some("café"));
        assert_eq!(decode_segment("a%2fb").as_deref(), Some("a/b"));
        assert_eq!(decode_segment("100%").as_deref(), Some("100%"));
        assert_eq!(decode_segment("%G1%4").as_deref(), Some("%G1%4"));
        assert_eq!(decode_segment("%+1").as_deref(), Some("%+1"));
        assert_eq!(decode_segment("%FF"), None);
        assert_eq!(decode_segment("%E0%A4%A"), None);
        assert!(is_word("Confidentiality", "confidentiality"));
        // U+212A KELVIN SIGN lowercases to `k` outside ASCII: never folded.
        assert!(!is_word("mar%E2%84%AAeting", "marketing"));
    }

    #[test]
    fn addresses_fill_a_route_in_order() {
        assert_eq!(
            CAREER.address(&["loan-officer"]),
            "/about/careers/loan-officer"
        );
        assert_eq!(
            ABOUT_SECTION_CHILD.address(&["b-corps", "x"]),
            "/about/b-corps/x"
        );
        assert_eq!(
            SERVICE.address(&["it-solutions/web"]),
            "/services/it-solutions/web"
        );
        assert_eq!(WHO_WE_ARE.address(&[]), "/about/who-we-are");
    }
}
