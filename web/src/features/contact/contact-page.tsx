// /contact: the contact hub. Ways to reach the group, and the legal pages.
import { Link } from 'react-router';
import { BRAMPTON_ADDRESS, MONTREAL_HEAD_OFFICE_ADDRESS, PHONE_NUMBER, TOLL_FREE_NUMBER } from '@bindings';
import { PageHeader } from '@/components/page-header';
import './components/contact-hub.css';
import { LEGAL_PAGES, PAGES, pageCrumbs } from '@/lib/pages';

function telHref(number: string): string {
  return `tel:+${number.replace(/[^\d]/g, '')}`;
}

const LEGAL_LINKS = LEGAL_PAGES.map((key) => ({ label: PAGES[key].crumb, path: PAGES[key].path }));

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title={PAGES.contact.title}
        subtitle="Our advisors answer in English and French."
        crumbs={pageCrumbs('contact')}
      />
      <div className="container contact-hub">
        <ul className="contact-hub__options">
          <li className="contact-hub__option">
            <h2>
              <Link to={PAGES.writeUs.path}>Write us</Link>
            </h2>
            <p>Tell us about your project and an advisor will contact you, usually within one business day.</p>
          </li>
          <li className="contact-hub__option">
            <h2>
              <Link to={PAGES.helpMessage.path}>Send us a message</Link>
            </h2>
            <p>A question about your file, our website or our terms of use? Send a short message to our client service.</p>
          </li>
          <li className="contact-hub__option">
            <h2>Call us</h2>
            <p>
              Toll-free: <a href={telHref(TOLL_FREE_NUMBER)}>{TOLL_FREE_NUMBER}</a>
              <br />
              Main line: <a href={telHref(PHONE_NUMBER)}>{PHONE_NUMBER}</a>
            </p>
          </li>
        </ul>

        <section className="contact-hub__offices" aria-labelledby="contact-offices">
          <h2 id="contact-offices">Our offices</h2>
          <div className="contact-hub__addresses">
            <div>
              <h3>Head office, Montreal</h3>
              <address>
                {MONTREAL_HEAD_OFFICE_ADDRESS.map((line) => (
                  <span key={line} className="contact-hub__line">
                    {line}
                  </span>
                ))}
              </address>
            </div>
            <div>
              <h3>Brampton branch</h3>
              <address>
                {BRAMPTON_ADDRESS.map((line) => (
                  <span key={line} className="contact-hub__line">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </div>
        </section>

        <nav className="contact-hub__legal" aria-labelledby="contact-legal">
          <h2 id="contact-legal">Legal information</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
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
