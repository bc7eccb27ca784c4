// How to reach the group about a legal matter: the toll-free line and the Montreal head-office
// mailing address, in the page's language (core's French address on French pages).
import { TOLL_FREE_NUMBER } from '@bindings';
import { constants } from '@/lib/i18n';
import { words } from '../words';

/** `tel:` address of a North American number written with dashes or spaces. */
export function telHref(number: string): string {
  return `tel:+${number.replace(/[^\d]/g, '')}`;
}

export function LegalContact() {
  const address = constants.MONTREAL_HEAD_OFFICE_ADDRESS;
  return (
    <div className="legal-contact">
      <p>
        {words.byPhone} <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
      </p>
      <p>{words.byMail}</p>
      <address>
        {constants.ORGANISATION_NAME}
        <br />
        {address.map((line, index) => (
          <span key={line}>
            {line}
            {index < address.length - 1 && <br />}
          </span>
        ))}
      </address>
    </div>
  );
}
