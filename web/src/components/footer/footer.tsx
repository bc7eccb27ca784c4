// The site footer: persona articles, quick links, contact and legal
// links, the social profiles, the Brampton address and the copyright line. Links are built at
// render, in the page's language (French words load after this module).
import { COPYRIGHT_YEAR, TOLL_FREE_NUMBER } from '@bindings';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { mediaUrl } from '@/config/env';
import { constants } from '@/lib/i18n';
import { SocialLinks } from '@/components/social-links';
import { words } from '@/components/words';
import './footer.css';
import { LEGAL_PAGES, PAGES, pageLink, pagePath } from '@/lib/pages';

interface FooterLink {
  label: string;
  to: string;
}

const personaLinks = (): FooterLink[] => constants.PERSONAS.map(([id, label]) => ({ label, to: pagePath('article', id) }));

// Named as the pages name themselves, except where the footer words it its own way.
const quickLinks = (): FooterLink[] => [
  pageLink('home', words.home),
  pageLink('whoWeAre'),
  pageLink('services'),
  pageLink('careers'),
  pageLink('newsletters'),
  pageLink('portfolio', words.ourItPortfolio),
  pageLink('blog'),
  pageLink('search'),
];

const contactLinks = (): FooterLink[] => [
  pageLink('writeUs'),
  pageLink('helpMessage'),
  pageLink('advisoryRequest'),
  pageLink('loanRequest', words.applyForLoan),
];

const legalLinks = (): FooterLink[] => LEGAL_PAGES.map((key) => pageLink(key));

function LinkColumn({ title, links, children }: { title: string; links: FooterLink[]; children?: ReactNode }) {
  return (
    <nav className="footer__column" aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Link className="footer__brand" to={PAGES.home.path}>
            <img src={mediaUrl('logo.svg')} alt={words.logoAlt(constants.ORGANISATION_NAME)} width="208" height="48" />
          </Link>
          <p>{words.footerAbout}</p>
          <address className="footer__address">
            {constants.ORGANISATION_NAME}
            {constants.BRAMPTON_ADDRESS.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <SocialLinks className="footer__social" />
        </div>
        <LinkColumn title={words.iAm} links={personaLinks()} />
        <LinkColumn title={words.quickLinks} links={quickLinks()} />
        <LinkColumn title={words.contactColumn} links={contactLinks()}>
          <li>
            {words.tollFree} <a href={`tel:${TOLL_FREE_NUMBER.replace(/[^+\d]/g, '')}`}>{TOLL_FREE_NUMBER}</a>
          </li>
        </LinkColumn>
        <LinkColumn title={words.legal} links={legalLinks()} />
      </div>
      <div className="footer__bottom">
        <p className="container">
          © {COPYRIGHT_YEAR} {constants.ORGANISATION_NAME}. {words.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
