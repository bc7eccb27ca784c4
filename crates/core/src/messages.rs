//! Every message a visitor can read, spelled exactly as the spec spells it, defined once.
//! The server, the browser (through the wasm module and `bindings/messages.ts`) and the backend
//! jobs all take their words from here.

use crate::exports::{Export, TsValue};
use crate::i18n::{Code, Lang, Message};

/// Defines the messages: each a `pub const NAME: Message` with its code (the name), its English
/// text (the spec's exact string) and its French text; `ALL` lists them, `codes` holds their codes
/// alone, `exports()` the English texts for `messages.ts` and `exports_fr()` the French ones for
/// `messages.fr.ts` (the same names, so the web app swaps one module for the other).
macro_rules! messages {
    ($($(#[doc = $doc:literal])* $name:ident = $en:expr, $fr:expr;)*) => {
        $($(#[doc = $doc])* pub const $name: Message = Message {
            code: stringify!($name),
            en: $en,
            fr: $fr,
        };)*

        /// Every message's code alone (`codes::PROVIDE_EMAIL`), which links no text.
        pub mod codes {
            use super::Code;
            $(#[allow(missing_docs)] pub const $name: Code = Code::of(stringify!($name));)*
        }

        /// Every message, in declaration order.
        pub const ALL: &[Message] = &[$($name),*];

        /// The English texts, for `cargo xtask codegen`.
        pub fn exports() -> Vec<Export> {
            exports_in(Lang::En)
        }

        /// The French texts, for `cargo xtask codegen`.
        pub fn exports_fr() -> Vec<Export> {
            exports_in(Lang::Fr)
        }

        fn exports_in(lang: Lang) -> Vec<Export> {
            vec![$(Export {
                name: stringify!($name),
                doc: concat!($($doc, "\n",)* ""),
                value: TsValue::Text($name.text(lang)),
            }),*]
        }
    };
}

messages! {
    // ---- Newsletter subscription --------------------------------------------------------------
    PROVIDE_EMAIL = "Please provide email",
        "Veuillez indiquer votre courriel";
    PROVIDE_VALID_EMAIL = "Please provide a valid email",
        "Veuillez indiquer un courriel valide";
    SUBMITTING = "Submitting...",
        "Envoi en cours…";
    SOMETHING_WENT_WRONG = "Something went wrong...",
        "Une erreur s’est produite…";
    SUBSCRIBED_TITLE = "great! you have subscribed to our newsletter!",
        "Bravo! Votre abonnement à notre infolettre est enregistré!";
    /// Double opt-in (docs/decisions/0013-newsletter-double-opt-in.md): the card says what
    /// happens next, since nothing is sent until the visitor follows the link in the confirmation
    /// email.
    SUBSCRIBED_TEXT = "Check your inbox: we have sent you a link to confirm your \
         subscription. Once you confirm, you will receive tips, articles and tools for entrepreneurs \
         by email. You can withdraw your consent at any time.",
        "Consultez votre boîte de réception\u{a0}: nous vous avons envoyé un lien pour confirmer votre \
         abonnement. Dès que vous l’aurez confirmé, vous recevrez par courriel des conseils, des articles et des \
         outils pour les entrepreneurs. Vous pouvez retirer votre consentement en tout temps.";
    /// Shown on the subscribe card before submitting, and stored as the subscription's consent.
    SUBSCRIBE_CONSENT = "By subscribing, I agree to receive the Cedarline Business \
         Group newsletter and economic letter by email. I can withdraw my consent at any time with \
         the link in every email.",
        "En m’abonnant, j’accepte de recevoir par courriel l’infolettre et la lettre économique du \
         Groupe d’affaires Cedarline. Je peux retirer mon consentement en tout temps grâce au lien présent \
         dans chaque courriel.";

    // ---- Confirming and withdrawing a subscription (links in emails) ---------------------------
    /// The confirm link's page: opening it changes nothing (mail gateways fetch
    /// links before anyone reads them); only this button's POST confirms.
    CONFIRM_PROMPT = "Press the button to confirm that you want to receive the Cedarline \
         Business Group newsletter and economic letter by email.",
        "Appuyez sur le bouton pour confirmer que vous voulez recevoir par courriel l’infolettre \
         et la lettre économique du Groupe d’affaires Cedarline.";
    CONFIRM_BUTTON = "Confirm my subscription",
        "Confirmer mon abonnement";
    CONFIRMING_SUBSCRIPTION = "Confirming your subscription...",
        "Confirmation de votre abonnement…";
    SUBSCRIPTION_CONFIRMED = "Your subscription is confirmed. You will receive our \
         newsletter and economic letter by email, and every email has a link to unsubscribe.",
        "Votre abonnement est confirmé. Vous recevrez notre infolettre et notre lettre \
         économique par courriel, et chaque courriel contient un lien pour vous désabonner.";
    CONFIRM_LINK_EXPIRED = "This confirmation link has expired. Subscribe again and \
         we will send you a new one.",
        "Ce lien de confirmation est expiré. Abonnez-vous de nouveau et nous vous en \
         enverrons un autre.";
    EMAIL_LINK_INVALID = "This link is not valid. Open it again from the email, \
         making sure the whole address was copied.",
        "Ce lien n’est pas valide. Ouvrez-le de nouveau à partir du courriel en vous assurant \
         d’avoir copié l’adresse au complet.";
    SUBSCRIPTION_WAS_WITHDRAWN = "This subscription was withdrawn. Subscribe again \
         if you want to receive our newsletter.",
        "Cet abonnement a été retiré. Abonnez-vous de nouveau si vous souhaitez \
         recevoir notre infolettre.";
    UNSUBSCRIBE_PROMPT = "Press the button to stop receiving the Cedarline Business \
         Group newsletter and economic letter. It takes effect at once.",
        "Appuyez sur le bouton pour ne plus recevoir l’infolettre et la lettre économique du \
         Groupe d’affaires Cedarline. Le changement prend effet immédiatement.";
    UNSUBSCRIBE_BUTTON = "Unsubscribe",
        "Me désabonner";
    UNSUBSCRIBING = "Unsubscribing...",
        "Désabonnement en cours…";
    UNSUBSCRIBED = "You are unsubscribed: we will send you no more newsletters. We \
         keep only the record of your consent and of its withdrawal, as Canadian anti-spam law \
         asks; our privacy policy says for how long.",
        "Votre désabonnement est confirmé\u{a0}: nous ne vous enverrons plus d’infolettres. Nous \
         conservons seulement la preuve de votre consentement et de son retrait, comme le demande la Loi \
         canadienne anti-pourriel; notre politique de confidentialité précise pendant combien de temps.";
    /// An unsubscribe link whose subscription is no longer stored (erased, or purged after its
    /// retention): nothing was withdrawn, and a newer subscription of the address is left as it
    /// is, so the answer must not claim a withdrawal.
    UNSUBSCRIBE_SUBSCRIPTION_GONE = "The subscription of this link no longer exists, \
         so nothing was withdrawn. If you still receive our newsletter, use the unsubscribe link in \
         the latest email.",
        "L’abonnement de ce lien n’existe plus; rien n’a donc été retiré. Si vous recevez encore \
         notre infolettre, utilisez le lien de désabonnement du courriel le plus récent.";

    // ---- Privacy notices beside the forms --------------------------------------------------------
    /// Shown on every lead form before its submit button (PIPEDA: the purpose, at collection).
    COLLECTION_NOTICE = "We use what you send us only to answer your request, and \
         keep it for 24 months.",
        "Nous utilisons ce que vous nous envoyez uniquement pour répondre à votre demande, et \
         nous le conservons 24 mois.";
    PRIVACY_POLICY_LINK = "Privacy policy",
        "Politique de confidentialité";

    // ---- Contact form -----------------------------------------------------------------------------
    ALL_FIELDS_REQUIRED = "All fields are required",
        "Tous les champs sont obligatoires";
    SELECT_ROLE = "please select role",
        "Veuillez choisir votre fonction";
    SELECT_SOURCE = "please select source",
        "Veuillez indiquer comment vous avez entendu parler de nous";
    SELECT_SALE_RANGE = "please select saleRange",
        "Veuillez choisir votre chiffre d’affaires annuel brut";
    SELECT_STATE = "please select state",
        "Veuillez choisir une province ou un territoire";
    ENTER_VALID_EMAIL = "please enter a valid email",
        "Veuillez indiquer un courriel valide";
    FIRST_NAME_ALPHABET = "First name should be an alphabet",
        "Le prénom ne doit contenir que des lettres";
    LAST_NAME_ALPHABET = "Last name should be an alphabet",
        "Le nom de famille ne doit contenir que des lettres";
    CONTACT_PHONE_INVALID = "Please enter a valid phone Number",
        "Veuillez indiquer un numéro de téléphone valide";
    CONFIRM_EMAIL_MISMATCH = "Confirm email didn't match",
        "La confirmation ne correspond pas au courriel indiqué";
    WEBSITE_INVALID = "Not a valid website",
        "L’adresse du site Web n’est pas valide";

    // ---- Help message form ------------------------------------------------------------------------
    HELP_PHONE_INVALID = "please enter a valid phone Number",
        "Veuillez indiquer un numéro de téléphone valide";

    // ---- Advisory and loan request forms ----------------------------------------------------------
    FIRST_NAME_EMPTY = "First Name can't be empty",
        "Veuillez indiquer votre prénom";
    LAST_NAME_EMPTY = "Last Name can't be empty",
        "Veuillez indiquer votre nom de famille";
    MOBILE_EMPTY = "Mobile can't be empty",
        "Veuillez indiquer votre numéro de cellulaire";
    /// The double space is the spec's.
    MOBILE_TEN_DIGITS = "Mobile number should  be of 10 digits",
        "Le numéro de cellulaire doit compter 10 chiffres";
    ROLE_EMPTY = "Role can't be empty",
        "Veuillez choisir votre fonction";
    EMAIL_EMPTY = "Email can't be empty",
        "Veuillez indiquer votre courriel";
    EMAIL_MALFORMED = "Email is not correctly formatted",
        "Le format du courriel n’est pas valide";
    CONFIRM_EMAIL_EMPTY = "Confirm Email input can't be empty",
        "Veuillez confirmer votre courriel";
    EMAILS_DONT_MATCH = "Email's don't match",
        "Les deux courriels ne correspondent pas";
    SOURCE_EMPTY = "Source can't be empty",
        "Veuillez indiquer comment vous avez entendu parler de nous";
    SELECT_SERVICE = "please select an survice.",
        "Veuillez choisir un service.";
    SELECT_SUB_SERVICE = "please select an sub survice.",
        "Veuillez choisir un sous-service.";
    FILL_DESCRIPTION = "please fill description.",
        "Veuillez décrire vos besoins.";
    FRESH_BUSINESS_EMPTY = "Fresh Business can't be empty",
        "Veuillez indiquer s’il s’agit d’une nouvelle entreprise";
    IS_STARTUP_EMPTY = "Is Startup can't be empty",
        "Veuillez indiquer si votre entreprise est en démarrage";
    INTRODUCTION_EMPTY = "Introduction can't be empty",
        "Veuillez présenter votre entreprise";
    DURATION_EMPTY = "Duration can't be empty",
        "Veuillez indiquer le nombre de mois d’activité";
    DURATION_NOT_MONTHS = "Duration should be a whole number of months",
        "Le nombre de mois d’activité doit être un nombre entier";
    LOAN_AMOUNT_EMPTY = "Amount of Loan can't be empty",
        "Veuillez choisir le montant du prêt";
    KEY_POINTS_EMPTY = "Key points can't be empty",
        "Veuillez indiquer les points clés de votre demande";

    // ---- Length limits (every free-text field has one: docs/decisions/0006-form-validation.md) --
    FIRST_NAME_TOO_LONG = "First name is too long",
        "Le prénom est trop long";
    LAST_NAME_TOO_LONG = "Last name is too long",
        "Le nom de famille est trop long";
    FIRST_NAME_TOO_LONG_REQUEST = "First Name is too long",
        "Le prénom est trop long";
    LAST_NAME_TOO_LONG_REQUEST = "Last Name is too long",
        "Le nom de famille est trop long";
    NAME_TOO_LONG = "Name is too long",
        "Le nom est trop long";
    SUBJECT_TOO_LONG = "Subject is too long",
        "L’objet est trop long";
    MESSAGE_TOO_LONG = "Message is too long",
        "Le message est trop long";
    CITY_TOO_LONG = "City is too long",
        "Le nom de la ville est trop long";
    COMPANY_NAME_TOO_LONG = "Company name is too long",
        "Le nom de l’entreprise est trop long";
    ADDRESS_TOO_LONG = "Address is too long",
        "L’adresse est trop longue";
    POSTAL_CODE_TOO_LONG = "Postal code is too long",
        "Le code postal est trop long";
    WEBSITE_TOO_LONG = "Website is too long",
        "L’adresse du site Web est trop longue";
    DESCRIPTION_TOO_LONG = "Description is too long",
        "La description est trop longue";
    INTRODUCTION_TOO_LONG = "Introduction is too long",
        "La présentation de votre entreprise est trop longue";
    KEY_POINTS_TOO_LONG = "Key points are too long",
        "Les points clés sont trop longs";

    // ---- Single-line fields (names, subjects, cities, addresses...) ------------------------------
    /// A single-line field holding a control character (a line break, a tab, U+0000 to U+001F,
    /// U+007F to U+009F) between its first and last visible characters.
    SINGLE_LINE = "This field must be on one line, without control characters",
        "Ce champ doit tenir sur une seule ligne, sans caractères de contrôle";
    /// A single-line field holding an invisible formatting character (Unicode `Cf`: a direction
    /// override, a zero-width space, a byte order mark...), the two joiners excepted.
    INVISIBLE_FORMATTING = "This field must not contain invisible formatting characters",
        "Ce champ ne doit pas contenir de caractères de mise en forme invisibles";

    // ---- Attribution of a visit (the app notes it; a visitor never types it) ------------------
    /// A key of `attribution` that is none of the ten it may hold.
    ATTRIBUTION_UNKNOWN_KEY = "The visit's attribution holds an unknown key",
        "L’attribution de la visite contient une clé inconnue";
    /// A campaign tag (`utm_*`) longer than 100 characters or outside the safe set.
    ATTRIBUTION_TAG_INVALID = "A campaign tag has at most 100 characters: letters, digits, spaces and simple punctuation",
        "Une étiquette de campagne compte au plus 100 caractères\u{a0}: lettres, chiffres, espaces et ponctuation simple";
    ATTRIBUTION_HOST_INVALID = "The referring site must be a host name, such as www.example.ca",
        "Le site d’origine doit être un nom d’hôte, comme www.exemple.ca";
    ATTRIBUTION_PATH_INVALID = "The landing page must be a page of this site, spelled as the site spells it",
        "La page d’arrivée doit être une page de ce site, écrite comme le site l’écrit";
    ATTRIBUTION_LANG_INVALID = "The visit's language must be en or fr",
        "La langue de la visite doit être en ou fr";
    ATTRIBUTION_PAGES_INVALID = "Pages seen must be a whole number from 1 to 10000",
        "Le nombre de pages vues doit être un nombre entier de 1 à 10000";
    ATTRIBUTION_SECONDS_INVALID = "Seconds on the site must be a multiple of 10 from 0 to 604800",
        "Le temps passé sur le site doit être un multiple de 10 secondes, de 0 à 604800";

    /// A funnel beacon naming no form of the site.
    EVENT_FORM_INVALID = "The form must be contact, help, advisory, loan or newsletter",
        "Le formulaire doit être contact, help, advisory, loan ou newsletter";
    /// A funnel beacon naming a step the app does not report.
    EVENT_STEP_INVALID = "The step must be shown, started or submitted",
        "L’étape doit être shown, started ou submitted";
    /// A funnel beacon's source that is neither a campaign tag nor a host name.
    EVENT_SOURCE_INVALID = "The source must be a campaign tag or a host name of at most 100 characters",
        "La source doit être une étiquette de campagne ou un nom d’hôte d’au plus 100 caractères";

    // ---- Outcomes of a form ------------------------------------------------------------------------
    REQUEST_SENT = "Your request has been sent!",
        "Votre demande a été envoyée!";
    MESSAGE_SAVED = "Your message has been saved successfully",
        "Votre message a bien été enregistré";
    DATA_SAVED = "Data saved successfully",
        "Vos données ont bien été enregistrées";
    ERROR_ALERT_TITLE = "Error",
        "Erreur";

    // ---- Text renderer ---------------------------------------------------------------------------
    /// What marker text shows when its value is not a string.
    NON_STRING_MESSAGE = "Please Pass Data In String...!",
        "Veuillez transmettre les données sous forme de texte.";

    // ---- Lists and loading -------------------------------------------------------------------------
    LOADING = "Loading...",
        "Chargement…";
    DISCOVER_MORE = "Discover More",
        "En savoir plus";

    /// The consent a visitor gives by ticking a form's updates box; stored with the lead.
    UPDATES_CONSENT = "Yes, I would like to receive news, tips and offers from \
         Cedarline Business Group by email. I can withdraw my consent at any time.",
        "Oui, je souhaite recevoir par courriel des nouvelles, des conseils et des offres du \
         Groupe d’affaires Cedarline. Je peux retirer mon consentement en tout temps.";

    // ---- API errors that are not a field's -------------------------------------------------------
    MALFORMED_JSON = "The request body is not valid JSON for this form",
        "Le corps de la requête n’est pas un JSON valide pour ce formulaire";
    BODY_TOO_LARGE = "The request body is too large",
        "Le corps de la requête est trop volumineux";
    NOT_JSON = "The request body must be JSON (Content-Type: application/json)",
        "Le corps de la requête doit être en JSON (Content-Type: application/json)";
    NOT_FOUND = "Not found",
        "Introuvable";
    RATE_LIMITED = "Too many requests, please try again in a minute",
        "Trop de requêtes. Veuillez réessayer dans une minute";
    INTERNAL_ERROR = "Something went wrong on our side, please try again",
        "Une erreur s’est produite de notre côté. Veuillez réessayer";
    /// The database cannot take a request now (disk full, I/O error, unreachable): nothing was
    /// stored, and the same request can be sent again.
    STORAGE_UNAVAILABLE = "We could not save your request just now; nothing was stored. Please try again in a moment",
        "Nous n’avons pas pu enregistrer votre demande pour l’instant; rien n’a été \
         enregistré. Veuillez réessayer dans un moment";
    /// An `Idempotency-Key` header that is empty, too long or not visible ASCII.
    BAD_IDEMPOTENCY_KEY = "The Idempotency-Key header must be 1 to 200 visible ASCII characters",
        "L’en-tête Idempotency-Key doit compter de 1 à 200 caractères ASCII visibles";
    /// 422: an `Idempotency-Key` already used within the last 24 hours for another form or
    /// another body (IETF idempotency-key draft); nothing was stored.
    IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a \
         different request; send this request again with a new key",
        "Cette clé Idempotency-Key a déjà servi pour une autre requête; envoyez \
         cette requête de nouveau avec une nouvelle clé";
    /// A query string that does not decode as the route's parameters.
    BAD_QUERY = "The query string is not valid for this address",
        "La chaîne de requête n’est pas valide pour cette adresse";
    /// A `limit` query parameter (newsletters, search) that is not a whole number.
    LIMIT_NOT_WHOLE_NUMBER = "limit must be a whole number",
        "Le paramètre limit doit être un nombre entier";
    /// A search query longer than `SEARCH_QUERY_MAX_CHARS`.
    SEARCH_QUERY_TOO_LONG = "The search query is too long (200 characters at most)",
        "La recherche est trop longue (200 caractères au maximum)";
}

impl Message {
    /// The message with this code, among every message here.
    pub fn by_code(code: &str) -> Option<&'static Message> {
        ALL.iter().find(|message| message.code == code)
    }
}

impl Code {
    /// The message of this code. Every code comes from `messages!`, so it names a message; the
    /// fallback (the malformed-body message) is never reached.
    pub fn message(self) -> &'static Message {
        Message::by_code(self.as_str()).unwrap_or(&MALFORMED_JSON)
    }
}

#[cfg(test)]
mod tests {
    use super::ALL;

    /// Every code is unique (a code never changes with the language) and every message has its
    /// French text; French apostrophes are typographic, so no page escapes them differently from
    /// the English ones.
    #[test]
    fn every_code_is_unique_and_has_its_french_text() {
        for (i, message) in ALL.iter().enumerate() {
            assert!(
                !message.fr.trim().is_empty(),
                "{} has no French text: add it in messages.rs",
                message.code
            );
            assert!(
                !message.fr.contains('\''),
                "{}: write ’ in French",
                message.code
            );
            assert!(
                ALL[..i].iter().all(|other| other.code != message.code),
                "{} is defined twice",
                message.code
            );
        }
        assert!(ALL.len() > 80);
    }
}
