// /contact: the contact hub. Ways to reach the group, and the legal pages.
import { Link } from '@/lib/router';
import { PHONE_NUMBER, TOLL_FREE_NUMBER } from '@bindings';
import { PageHeader } from '@/components/page-header';
import { constants, pageWords } from '@/lib/i18n';
import './components/contact-hub.css';
import { LEGAL_PAGES, PAGES, pageCrumbs } from '@/lib/pages';
import { words } from './words';

function telHref(number: string): string {
  return `tel:+${number.replace(/[^\d]/g, '')}`;
}

export default function ContactPage() {
  const legalLinks = LEGAL_PAGES.map((key) => ({ label: pageWords(key).crumb, path: PAGES[key].path }));
  return (
    <>
      <PageHeader
        title={pageWords('contact').title}
        subtitle={words.hubSubtitle}
        crumbs={pageCrumbs('contact')}
      />
      <div className="container contact-hub">
        <ul className="contact-hub__options">
          <li className="contact-hub__option">
            <h2>
              <Link to={PAGES.writeUs.path}>{pageWords('writeUs').crumb}</Link>
            </h2>
            <p>{words.writeUsText}</p>
          </li>
          <li className="contact-hub__option">
            <h2>
              <Link to={PAGES.helpMessage.path}>{pageWords('helpMessage').crumb}</Link>
            </h2>
            <p>{words.messageText}</p>
          </li>
          <li className="contact-hub__option">
            <h2>{words.callUs}</h2>
            <p>
              {words.tollFree} <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
              <br />
              {words.mainLine} <a href={telHref(PHONE_NUMBER)}>{PHONE_NUMBER}</a>
            </p>
          </li>
        </ul>

        <section className="contact-hub__offices" aria-labelledby="contact-offices">
          <h2 id="contact-offices">{words.ourOffices}</h2>
          <div className="contact-hub__addresses">
            <div>
              <h3>{words.headOffice}</h3>
              <address>
                {constants.MONTREAL_HEAD_OFFICE_ADDRESS.map((line) => (
                  <span key={line} className="contact-hub__line">
                    {line}
                  </span>
                ))}
              </address>
            </div>
            <div>
              <h3>{words.bramptonBranch}</h3>
              <address>
                {constants.BRAMPTON_ADDRESS.map((line) => (
                  <span key={line} className="contact-hub__line">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </div>
        </section>

        <nav className="contact-hub__legal" aria-labelledby="contact-legal">
          <h2 id="contact-legal">{words.legalInformation}</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
