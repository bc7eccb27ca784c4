//! Every message a visitor can read, spelled exactly as the spec spells it, defined once.
//! The server, the browser (through the wasm module and `bindings/messages.ts`) and the backend
//! jobs all take their words from here.

crate::exported! {
    // ---- Newsletter subscription --------------------------------------------------------------
    pub const PROVIDE_EMAIL: &str = "Please provide email";
    pub const PROVIDE_VALID_EMAIL: &str = "Please provide a valid email";
    pub const SUBMITTING: &str = "Submitting...";
    pub const SOMETHING_WENT_WRONG: &str = "Something went wrong...";
    pub const SUBSCRIBED_TITLE: &str = "great! you have subscribed to our newsletter!";
    /// Double opt-in (DESIGN §11): the card says what happens next, since nothing is sent until
    /// the visitor follows the link in the confirmation email.
    pub const SUBSCRIBED_TEXT: &str = "Check your inbox: we have sent you a link to confirm your \
         subscription. Once you confirm, you will receive tips, articles and tools for entrepreneurs \
         by email. You can withdraw your consent at any time.";
    /// Shown on the subscribe card before submitting, and stored as the subscription's consent.
    pub const SUBSCRIBE_CONSENT: &str = "By subscribing, I agree to receive the Cedarline Business \
         Group newsletter and economic letter by email. I can withdraw my consent at any time with \
         the link in every email.";

    // ---- Confirming and withdrawing a subscription (links in emails) ---------------------------
    pub const CONFIRMING_SUBSCRIPTION: &str = "Confirming your subscription...";
    pub const SUBSCRIPTION_CONFIRMED: &str = "Your subscription is confirmed. You will receive our \
         newsletter and economic letter by email, and every email has a link to unsubscribe.";
    pub const CONFIRM_LINK_EXPIRED: &str = "This confirmation link has expired. Subscribe again and \
         we will send you a new one.";
    pub const EMAIL_LINK_INVALID: &str = "This link is not valid. Open it again from the email, \
         making sure the whole address was copied.";
    pub const SUBSCRIPTION_WAS_WITHDRAWN: &str = "This subscription was withdrawn. Subscribe again \
         if you want to receive our newsletter.";
    pub const UNSUBSCRIBE_PROMPT: &str = "Press the button to stop receiving the Cedarline Business \
         Group newsletter and economic letter. It takes effect at once.";
    pub const UNSUBSCRIBE_BUTTON: &str = "Unsubscribe";
    pub const UNSUBSCRIBING: &str = "Unsubscribing...";
    pub const UNSUBSCRIBED: &str = "You are unsubscribed: we will send you no more newsletters. We \
         keep only the record of your consent and of its withdrawal, as Canadian anti-spam law \
         asks; our privacy policy says for how long.";

    // ---- Privacy notices beside the forms --------------------------------------------------------
    /// Shown on every lead form before its submit button (PIPEDA: the purpose, at collection).
    pub const COLLECTION_NOTICE: &str = "We use what you send us only to answer your request, and \
         keep it for 24 months.";
    pub const PRIVACY_POLICY_LINK: &str = "Privacy policy";

    // ---- Contact form -----------------------------------------------------------------------------
    pub const ALL_FIELDS_REQUIRED: &str = "All fields are required";
    pub const SELECT_ROLE: &str = "please select role";
    pub const SELECT_SOURCE: &str = "please select source";
    pub const SELECT_SALE_RANGE: &str = "please select saleRange";
    pub const SELECT_STATE: &str = "please select state";
    pub const ENTER_VALID_EMAIL: &str = "please enter a valid email";
    pub const FIRST_NAME_ALPHABET: &str = "First name should be an alphabet";
    pub const LAST_NAME_ALPHABET: &str = "Last name should be an alphabet";
    pub const CONTACT_PHONE_INVALID: &str = "Please enter a valid phone Number";
    pub const CONFIRM_EMAIL_MISMATCH: &str = "Confirm email didn't match";
    pub const WEBSITE_INVALID: &str = "Not a valid website";

    // ---- Help message form ------------------------------------------------------------------------
    pub const HELP_PHONE_INVALID: &str = "please enter a valid phone Number";

    // ---- Advisory and loan request forms ----------------------------------------------------------
    pub const FIRST_NAME_EMPTY: &str = "First Name can't be empty";
    pub const LAST_NAME_EMPTY: &str = "Last Name can't be empty";
    pub const MOBILE_EMPTY: &str = "Mobile can't be empty";
    /// The double space is the spec's.
    pub const MOBILE_TEN_DIGITS: &str = "Mobile number should  be of 10 digits";
    pub const ROLE_EMPTY: &str = "Role can't be empty";
    pub const EMAIL_EMPTY: &str = "Email can't be empty";
    pub const EMAIL_MALFORMED: &str = "Email is not correctly formatted";
    pub const CONFIRM_EMAIL_EMPTY: &str = "Confirm Email input can't be empty";
    pub const EMAILS_DONT_MATCH: &str = "Email's don't match";
    pub const SOURCE_EMPTY: &str = "Source can't be empty";
    pub const SELECT_SERVICE: &str = "please select an survice.";
    pub const SELECT_SUB_SERVICE: &str = "please select an sub survice.";
    pub const FILL_DESCRIPTION: &str = "please fill description.";
    pub const FRESH_BUSINESS_EMPTY: &str = "Fresh Business can't be empty";
    pub const IS_STARTUP_EMPTY: &str = "Is Startup can't be empty";
    pub const INTRODUCTION_EMPTY: &str = "Introduction can't be empty";
    pub const DURATION_EMPTY: &str = "Duration can't be empty";
    pub const DURATION_NOT_MONTHS: &str = "Duration should be a whole number of months";
    pub const LOAN_AMOUNT_EMPTY: &str = "Amount of Loan can't be empty";
    pub const KEY_POINTS_EMPTY: &str = "Key points can't be empty";

    // ---- Length limits (DESIGN §4: a maximum for every free-text field, in the spec's style) ------
    pub const FIRST_NAME_TOO_LONG: &str = "First name is too long";
    pub const LAST_NAME_TOO_LONG: &str = "Last name is too long";
    pub const FIRST_NAME_TOO_LONG_REQUEST: &str = "First Name is too long";
    pub const LAST_NAME_TOO_LONG_REQUEST: &str = "Last Name is too long";
    pub const NAME_TOO_LONG: &str = "Name is too long";
    pub const SUBJECT_TOO_LONG: &str = "Subject is too long";
    pub const MESSAGE_TOO_LONG: &str = "Message is too long";
    pub const CITY_TOO_LONG: &str = "City is too long";
    pub const COMPANY_NAME_TOO_LONG: &str = "Company name is too long";
    pub const ADDRESS_TOO_LONG: &str = "Address is too long";
    pub const POSTAL_CODE_TOO_LONG: &str = "Postal code is too long";
    pub const WEBSITE_TOO_LONG: &str = "Website is too long";
    pub const DESCRIPTION_TOO_LONG: &str = "Description is too long";
    pub const INTRODUCTION_TOO_LONG: &str = "Introduction is too long";
    pub const KEY_POINTS_TOO_LONG: &str = "Key points are too long";

    // ---- Outcomes of a form ------------------------------------------------------------------------
    pub const REQUEST_SENT: &str = "Your request has been sent!";
    pub const MESSAGE_SAVED: &str = "Your message has been saved successfully";
    pub const DATA_SAVED: &str = "Data saved successfully";
    pub const ERROR_ALERT_TITLE: &str = "Error";

    // ---- Text renderer ---------------------------------------------------------------------------
    /// What marker text shows when its value is not a string.
    pub const NON_STRING_MESSAGE: &str = "Please Pass Data In String...!";

    // ---- Lists and loading -------------------------------------------------------------------------
    pub const LOADING: &str = "Loading...";
    pub const DISCOVER_MORE: &str = "Discover More";

    /// The consent a visitor gives by ticking a form's updates box; stored with the lead.
    pub const UPDATES_CONSENT: &str = "Yes, I would like to receive news, tips and offers from \
         Cedarline Business Group by email. I can withdraw my consent at any time.";

    // ---- API errors that are not a field's -------------------------------------------------------
    pub const MALFORMED_JSON: &str = "The request body is not valid JSON for this form";
    pub const BODY_TOO_LARGE: &str = "The request body is too large";
    pub const NOT_JSON: &str = "The request body must be JSON (Content-Type: application/json)";
    pub const NOT_FOUND: &str = "Not found";
    pub const RATE_LIMITED: &str = "Too many requests, please try again in a minute";
    pub const INTERNAL_ERROR: &str = "Something went wrong on our side, please try again";
    /// The database cannot take a request now (disk full, I/O error, unreachable): nothing was
    /// stored, and the same request can be sent again.
    pub const STORAGE_UNAVAILABLE: &str =
        "We could not save your request just now; nothing was stored. Please try again in a moment";
    /// An `Idempotency-Key` header that is empty, too long or not visible ASCII.
    pub const BAD_IDEMPOTENCY_KEY: &str =
        "The Idempotency-Key header must be 1 to 200 visible ASCII characters";
    /// 422: an `Idempotency-Key` already used within the last 24 hours for another form or
    /// another body (IETF idempotency-key draft); nothing was stored.
    pub const IDEMPOTENCY_KEY_REUSED: &str = "This Idempotency-Key was already used for a \
         different request; send this request again with a new key";
    /// A query string that does not decode as the route's parameters.
    pub const BAD_QUERY: &str = "The query string is not valid for this address";
    /// A `limit` query parameter (newsletters, search) that is not a whole number.
    pub const LIMIT_NOT_WHOLE_NUMBER: &str = "limit must be a whole number";
    /// A search query longer than `SEARCH_QUERY_MAX_CHARS`.
    pub const SEARCH_QUERY_TOO_LONG: &str = "The search query is too long (200 characters at most)";
}
