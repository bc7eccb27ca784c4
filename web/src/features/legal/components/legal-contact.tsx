// How to reach the group about a legal matter: the toll-free line and the Montreal head-office
// mailing address.
import { MONTREAL_HEAD_OFFICE_ADDRESS, ORGANISATION_NAME, TOLL_FREE_NUMBER } from '@bindings';

/** `tel:` address of a North American number written with dashes or spaces. */
export function telHref(number: string): string {
  return `tel:+${number.replace(/[^\d]/g, '')}`;
}

export function LegalContact() {
  return (
    <div className="legal-contact">
      <p>
        By phone, toll-free: <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
      </p>
      <p>By mail, at our head office:</p>
      <address>
        {ORGANISATION_NAME}
        <br />
        {MONTREAL_HEAD_OFFICE_ADDRESS.map((line, index) => (
          <span key={line}>
            {line}
            {index < MONTREAL_HEAD_OFFICE_ADDRESS.length - 1 && <br />}
          </span>
        ))}
      </address>
    </div>
  );
}
