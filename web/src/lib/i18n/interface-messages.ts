// The messages the interface itself shows (statuses, notices, consents, dialogs), in English: the
// `messages` of lib/i18n. Validation and API error messages are not here: the server gives them
// in the page's language, and the wasm validator's codes get theirs from core's own table
// (bindings/validation_messages.ts, through lib/wasm.ts). Listing them keeps the others out of
// every page's first load; interface-messages.fr.ts lists the same names.
export {
  COLLECTION_NOTICE,
  CONFIRMING_SUBSCRIPTION,
  CONFIRM_BUTTON,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_PROMPT,
  DATA_SAVED,
  DISCOVER_MORE,
  EMAIL_LINK_INVALID,
  ERROR_ALERT_TITLE,
  LOADING,
  MESSAGE_SAVED,
  NON_STRING_MESSAGE,
  PRIVACY_POLICY_LINK,
  REQUEST_SENT,
  SOMETHING_WENT_WRONG,
  SUBMITTING,
  SUBSCRIBED_TEXT,
  SUBSCRIBED_TITLE,
  SUBSCRIBE_CONSENT,
  SUBSCRIPTION_CONFIRMED,
  SUBSCRIPTION_WAS_WITHDRAWN,
  UNSUBSCRIBED,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_PROMPT,
  UNSUBSCRIBING,
  UPDATES_CONSENT,
} from '@bindings/messages';
