// What a visitor reads about their personal information before sending a form (PIPEDA: the
// purpose, said at collection): the collection notice and the link to the privacy policy.
import { Link } from '@/lib/router';
import { messages } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';

/** The link to the privacy policy shown beside every consent and notice. */
export function PrivacyPolicyLink() {
  return <Link to={PAGES.privacyPolicy.path}>{messages.PRIVACY_POLICY_LINK}</Link>;
}

/** Shown on every lead form, before its submit button. */
export function CollectionNotice() {
  return (
    <p className="form-privacy-notice">
      {messages.COLLECTION_NOTICE} <PrivacyPolicyLink />
    </p>
  );
}
