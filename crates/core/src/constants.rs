//! Business constants (the old site's numbers: docs/decisions/0001-keep-the-original-site.md)
//! and the organisation's public details, defined once.

crate::exported! {
    /// Hero slideshow: number of images and time each is shown.
    pub const HERO_IMAGE_COUNT: u32 = 4;
    pub const HERO_INTERVAL_MS: u32 = 8000;

    /// Label of a recognition banner's button when none is given.
    pub const DEFAULT_BANNER_BUTTON_LABEL: &str = "Learn More";
    pub const DEFAULT_BANNER_BUTTON_LABEL_FR: &str = "En savoir plus";

    /// Button colours: dark and light styles.
    pub const DARK_BUTTON_BACKGROUND: &str = "#163653";
    pub const DARK_BUTTON_TEXT: &str = "#FFFFFF";
    pub const LIGHT_BUTTON_BACKGROUND: &str = "#7ABAF7";
    pub const LIGHT_BUTTON_TEXT: &str = "#163653";

    /// The browser's theme colour (`<meta name="theme-color">`): the dark button's navy.
    pub const THEME_COLOR: &str = DARK_BUTTON_BACKGROUND;

    /// The loading overlay shown on a page's first display, and the forms' splash loader.
    pub const LOADING_OVERLAY_MS: u32 = 2000;
    pub const SPLASH_LOADER_MS: u32 = 2000;

    /// The attribute the page's root (`#root`) gets once the app has replaced the server's
    /// markup with its own (the app starts after the page's load: `web/src/lib/app-start.ts`).
    pub const APP_STARTED_ATTRIBUTE: &str = "data-app-started";

    /// Newsletters load in batches of this size ('Discover More'); the API caps a batch at the maximum.
    pub const NEWSLETTER_BATCH_SIZE: u32 = 2;
    pub const NEWSLETTER_MAX_BATCH_SIZE: u32 = 50;

    /// Site search (`GET /api/search`): results per answer by default and at most, and the
    /// longest query accepted, in characters.
    pub const SEARCH_DEFAULT_LIMIT: u32 = 20;
    pub const SEARCH_MAX_LIMIT: u32 = 50;
    pub const SEARCH_QUERY_MAX_CHARS: usize = 200;

    /// Banners and notices hide themselves after this long.
    pub const NOTICE_HIDE_MS: u32 = 5000;

    /// Progress circles: stroke width on who-we-are and on the loan completion circles.
    pub const WHO_WE_ARE_CIRCLE_STROKE: u32 = 2;
    pub const LOAN_CIRCLE_STROKE: u32 = 3;

    /// The request forms' phone number is exactly this many characters.
    pub const REQUEST_PHONE_LENGTH: usize = 10;

    /// Portfolio: cards shown at first and added by 'view more'; carousel autoplay and items per view.
    pub const PORTFOLIO_INITIAL_CARDS: u32 = 3;
    pub const PORTFOLIO_CARDS_STEP: u32 = 3;
    pub const PORTFOLIO_AUTOPLAY_MS: u32 = 6000;
    pub const PORTFOLIO_ITEMS_PER_VIEW: u32 = 1;
    /// Number of portfolio category videos; tiles get them by position.
    pub const PORTFOLIO_VIDEO_COUNT: u32 = 5;

    /// Home services carousel: items per view by viewport width (min width in px, items).
    /// 5 items at 3000-4000 px, 3 at 1024-3000 px, 1 below 1024 px.
    pub const HOME_CAROUSEL_BREAKPOINTS: &[(u32, u32)] = &[(3000, 5), (1024, 3), (0, 1)];

    /// The navbar turns into the mobile menu at this width or less, and changes style past this scroll.
    pub const MOBILE_MENU_MAX_WIDTH_PX: u32 = 810;
    pub const NAVBAR_SCROLL_THRESHOLD_PX: u32 = 100;

    /// Typing banner on the home page: the twelve service words and their timing.
    pub const TYPING_WORDS: &[&str] = &[
        "Advisory",
        "Financing",
        "Small Business Loans",
        "Business Acquisitions",
        "Industries",
        "IT Solutions",
        "Digital Marketing",
        "Web Development",
        "Mobile Applications",
        "Business Plans",
        "Newsletters",
        "Economic Letters",
    ];
    pub const TYPING_WORDS_FR: &[&str] = &[
        "Services-conseils",
        "Financement",
        "Prêts aux petites entreprises",
        "Acquisitions d’entreprises",
        "Secteurs d’activité",
        "Solutions TI",
        "Marketing numérique",
        "Développement web",
        "Applications mobiles",
        "Plans d’affaires",
        "Infolettres",
        "Lettres économiques",
    ];
    pub const TYPING_TYPE_SPEED_MS: u32 = 70;
    pub const TYPING_DELETE_SPEED_MS: u32 = 60;
    pub const TYPING_DELAY_MS: u32 = 1000;

    /// The five about-us sections with child pages, in the order the site lists them:
    /// (the slug of `GET /api/about/all/{slug}` and of the section's content file, the section's
    /// page on the site, spelt as the site spells it).
    pub const ABOUT_SECTIONS: &[(&str, &str)] = &[
        ("analysis-and-research", crate::pages::ANALYSIS_AND_RESEARCH.path),
        ("awards-and-distinctions", crate::pages::AWARDS_AND_DISTINCTIONS.path),
        ("b-corp", crate::pages::B_CORPS.path),
        ("careers", crate::pages::CAREERS.path),
        ("events-and-sponsorships", crate::pages::EVENTS_AND_SPONSORSHIPS.path),
    ];

    /// The persona ("I am") pages: (`_id`, label). Each answers `/api/iam/{id}` and `/api/blog/{id}`.
    pub const PERSONAS: &[(&str, &str)] = &[
        ("professional", "Professional"),
        ("woman-entrepreneur", "Woman entrepreneur"),
        ("newcomer-entrepreneur", "Newcomer entrepreneur"),
        ("technology-entrepreneur", "Technology entrepreneur"),
        ("supplier", "Supplier"),
    ];
    pub const PERSONAS_FR: &[(&str, &str)] = &[
        ("professional", "Professionnel"),
        ("woman-entrepreneur", "Entrepreneure"),
        ("newcomer-entrepreneur", "Entrepreneur nouvel arrivant"),
        ("technology-entrepreneur", "Entrepreneur en technologie"),
        ("supplier", "Fournisseur"),
    ];

    /// Languages of the navbar toggle; the first is the default.
    pub const LANGUAGES: &[&str] = &["en", "fr"];
    pub const DEFAULT_LANGUAGE: &str = "en";

    /// A route's script chunk that has not loaded after this long counts as failed.
    pub const CHUNK_LOAD_TIMEOUT_MS: u32 = 120_000;

    /// Terms of use figures.
    pub const PERSONAL_DATA_RETENTION_YEARS: u32 = 2;
    pub const REPORTS_AVAILABLE_WITHIN_DAYS: u32 = 30;
    pub const SMALL_SUPPLIER_THRESHOLD_CAD: u32 = 30_000;

    /// Small business loan eligibility.
    pub const LOAN_MIN_YEARS_OPERATING: u32 = 2;

    /// Maximum lengths of free-text fields, in characters, and of an email address
    /// (docs/decisions/0006-form-validation.md).
    pub const NAME_MAX_CHARS: usize = 100;
    pub const SHORT_TEXT_MAX_CHARS: usize = 200;
    pub const LONG_TEXT_MAX_CHARS: usize = 5000;
    pub const EMAIL_MAX_CHARS: usize = 254;

    /// The loan form's months in business: a whole number from 0 to this.
    pub const LOAN_AGE_MAX_MONTHS: u32 = 1200;

    /// A visit's attribution (docs/operating.md#attribution-and-funnel): the longest text value, the most pages seen, the
    /// longest stay in seconds, and the step the app rounds the stay to.
    pub const ATTRIBUTION_TEXT_MAX_CHARS: usize = 100;
    pub const ATTRIBUTION_PAGES_MAX: u32 = 10_000;
    pub const ATTRIBUTION_SECONDS_MAX: u32 = 604_800;
    pub const ATTRIBUTION_SECONDS_STEP: u32 = 10;
    /// What a campaign tag may hold besides letters and digits (a space only inside it).
    pub const ATTRIBUTION_TAG_SIGNS: &str = " -_.+:/@&,'()!%";

    /// The funnel's aggregates: distinct sources counted per day before the rest count as
    /// `other`, and how long the daily counts are kept (`--funnel-retention`'s default).
    pub const FUNNEL_SOURCES_PER_DAY: u32 = 200;
    pub const FUNNEL_RETENTION_MONTHS: u32 = 25;

    /// How soon an advisor answers a lead, in business days: the figure every page states and
    /// the lead's acknowledgement repeats.
    pub const LEAD_REPLY_BUSINESS_DAYS: u32 = 2;
    /// How long the loan application takes, in minutes (the loan pages and the form's page say it).
    pub const LOAN_APPLICATION_MINUTES: u32 = 10;
    /// The free discovery call or session that starts an advisory mandate, in minutes.
    pub const DISCOVERY_CALL_MINUTES: u32 = 45;
    /// The other answers the pages promise, in business days: a journalist's request, a
    /// complaint's acknowledgement and its written answer, an advisor's written comments on a
    /// business plan draft. Prose states them (content, pages); `xtask/src/facts.rs` holds each
    /// statement to its figure here.
    pub const MEDIA_REPLY_BUSINESS_DAYS: u32 = 1;
    pub const COMPLAINT_ACKNOWLEDGEMENT_BUSINESS_DAYS: u32 = 5;
    pub const COMPLAINT_ANSWER_BUSINESS_DAYS: u32 = 10;
    pub const BUSINESS_PLAN_REVIEW_BUSINESS_DAYS: u32 = 5;

    /// The emails the site sends a visitor because of a request (a newsletter's confirmation, a
    /// lead's acknowledgement): at most this many an hour at the request of one client (an IPv4
    /// address or an IPv6 /64), whatever the addresses; each address gets at most one of a kind
    /// an hour. A request past either cap is answered as usual, without the email.
    pub const VISITOR_EMAILS_PER_CLIENT_HOUR: u32 = 10;
    /// The time within which one address gets at most one email of a kind (a confirmation, an
    /// acknowledgement), in minutes.
    pub const VISITOR_EMAIL_ADDRESS_INTERVAL_MINUTES: u32 = 60;

    /// A person's earlier requests in the team's email about a lead: the newest this many are
    /// listed, and they are counted up to the second figure (a real person never comes near it;
    /// a flood from one address would otherwise make each message count them all).
    pub const EARLIER_REQUESTS_SHOWN: u32 = 5;
    pub const EARLIER_REQUESTS_COUNTED: u32 = 1000;

    /// Form routes refuse bodies larger than this.
    pub const FORM_BODY_LIMIT_BYTES: u32 = 16 * 1024;

    /// The organisation's public details (footer, legal pages, structured data).
    pub const ORGANISATION_NAME: &str = "Cedarline Business Group";
    pub const ORGANISATION_NAME_FR: &str = "Groupe d’affaires Cedarline";
    pub const PHONE_NUMBER: &str = "+1 905-555-0142";
    pub const TOLL_FREE_NUMBER: &str = "1-800-555-0199";
    pub const BRAMPTON_ADDRESS: &[&str] =
        &["150 Queen Street East, Suite 400", "Brampton, Ontario L6V 1B2", "Canada"];
    pub const BRAMPTON_ADDRESS_FR: &[&str] =
        &["150, rue Queen Est, bureau 400", "Brampton (Ontario)  L6V 1B2", "Canada"];
    pub const MONTREAL_HEAD_OFFICE_ADDRESS: &[&str] =
        &["1000 rue Sherbrooke Ouest, bureau 2100", "Montreal, Quebec H3A 3G4", "Canada"];
    pub const MONTREAL_HEAD_OFFICE_ADDRESS_FR: &[&str] =
        &["1000, rue Sherbrooke Ouest, bureau 2100", "Montréal (Québec)  H3A 3G4", "Canada"];
    pub const COPYRIGHT_YEAR: u32 = 2021;

    /// The group's profiles on four networks: micro-blogging, social network, photo-sharing,
    /// professional network (label, address).
    pub const SOCIAL_PROFILES: &[(&str, &str)] = &[
        ("X", "https://x.com/cedarlinegroup"),
        ("Facebook", "https://www.facebook.com/cedarlinegroup"),
        ("Instagram", "https://www.instagram.com/cedarlinegroup"),
        ("LinkedIn", "https://www.linkedin.com/company/cedarlinegroup"),
    ];

    // ---- Privacy and accessibility (docs/decisions/0012-privacy-consent-and-retention.md) -------
    /// The person in charge of personal information (PIPEDA, Quebec Law 25): title and email.
    pub const PRIVACY_OFFICER_TITLE: &str = "Privacy Officer";
    pub const PRIVACY_OFFICER_TITLE_FR: &str =
        "Responsable de la protection des renseignements personnels";
    pub const PRIVACY_OFFICER_EMAIL: &str = "privacy@cedarline.ca";
    /// A request about one's personal information (access, correction, erasure) is answered
    /// within this many days (Quebec Law 25, PIPEDA).
    pub const PRIVACY_REQUEST_REPLY_DAYS: u32 = 30;
    /// Leads are kept this many months, then deleted by `server leads purge` (and hourly by
    /// `server serve`).
    pub const LEAD_RETENTION_MONTHS: u32 = 24;
    /// A withdrawn subscription's record (address, consent, dates) is kept this many years after
    /// the withdrawal, as CASL's proof of consent, then purged; the privacy policy says so.
    pub const WITHDRAWN_SUBSCRIPTION_KEPT_YEARS: u32 = 3;
    /// Where accessibility feedback goes, and within how many business days it is answered.
    pub const ACCESSIBILITY_EMAIL: &str = "accessibility@cedarline.ca";
    pub const ACCESSIBILITY_REPLY_BUSINESS_DAYS: u32 = 5;
    /// The accessibility standard: the version of the Web Content Accessibility Guidelines (and
    /// level) that Ontario's Integrated Accessibility Standards (O. Reg. 191/11, under the AODA)
    /// require, and the later version the site aims for.
    pub const WCAG_LEVEL: &str = "AA";
    pub const WCAG_REQUIRED_IN_ONTARIO: &str = "2.0";
    pub const WCAG_AIMED_FOR: &str = "2.1";
}

/// The organisation's name as a page or an email in `lang` writes it.
pub const fn organisation_name(lang: crate::i18n::Lang) -> &'static str {
    match lang {
        crate::i18n::Lang::En => ORGANISATION_NAME,
        crate::i18n::Lang::Fr => ORGANISATION_NAME_FR,
    }
}

/// The Brampton office's address lines in `lang`.
pub const fn brampton_address(lang: crate::i18n::Lang) -> &'static [&'static str] {
    match lang {
        crate::i18n::Lang::En => BRAMPTON_ADDRESS,
        crate::i18n::Lang::Fr => BRAMPTON_ADDRESS_FR,
    }
}

/// Who sends the site's emails and where to write to them, in `lang` (CASL's identification of
/// the sender): the organisation and its head office's mailing address.
pub fn sender_identification(lang: crate::i18n::Lang) -> String {
    format!(
        "{}, {}",
        organisation_name(lang),
        montreal_head_office_address(lang).join(", ")
    )
}

/// The Montreal head office's address lines in `lang`.
pub const fn montreal_head_office_address(lang: crate::i18n::Lang) -> &'static [&'static str] {
    match lang {
        crate::i18n::Lang::En => MONTREAL_HEAD_OFFICE_ADDRESS,
        crate::i18n::Lang::Fr => MONTREAL_HEAD_OFFICE_ADDRESS_FR,
    }
}
