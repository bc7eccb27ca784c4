// The site footer (spec §2 "Navbar and footer"): persona articles, quick links, contact and legal
// links, the social profiles, the Brampton address and the copyright line.
import { BRAMPTON_ADDRESS, COPYRIGHT_YEAR, ORGANISATION_NAME, PERSONAS, TOLL_FREE_NUMBER } from '@bindings';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '@/config/env';
import { SocialLinks } from '@/components/social-links';
import './footer.css';
import { LEGAL_PAGES, PAGES, pageLink, pagePath } from '@/lib/pages';

interface FooterLink {
  label: string;
  to: string;
}

const PERSONA_LINKS: FooterLink[] = PERSONAS.map(([id, label]) => ({ label, to: pagePath('article', id) }));

// Named as the pages name themselves, except where the footer words it its own way.
const QUICK_LINKS: FooterLink[] = [
  pageLink('home', 'Home'),
  pageLink('whoWeAre'),
  pageLink('services'),
  pageLink('careers'),
  pageLink('newsletters'),
  pageLink('portfolio', 'Our IT portfolio'),
  pageLink('blog'),
  pageLink('search'),
];

const CONTACT_LINKS: FooterLink[] = [
  pageLink('writeUs'),
  pageLink('helpMessage'),
  pageLink('advisoryRequest'),
  pageLink('loanRequest', 'Apply for a business loan'),
];

const LEGAL_LINKS: FooterLink[] = LEGAL_PAGES.map((key) => pageLink(key));

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
            <img src={mediaUrl('logo.svg')} alt={`${ORGANISATION_NAME}, home`} width="208" height="48" />
          </Link>
          <p>
            Business development and consulting for entrepreneurs across Canada: advice, financing, acquisitions and the
            technology to grow.
          </p>
          <address className="footer__address">
            {ORGANISATION_NAME}
            {BRAMPTON_ADDRESS.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <SocialLinks className="footer__social" />
        </div>
        <LinkColumn title="I am" links={PERSONA_LINKS} />
        <LinkColumn title="Quick links" links={QUICK_LINKS} />
        <LinkColumn title="Contact us" links={CONTACT_LINKS}>
          <li>
            Toll free: <a href={`tel:${TOLL_FREE_NUMBER.replace(/[^+\d]/g, '')}`}>{TOLL_FREE_NUMBER}</a>
          </li>
        </LinkColumn>
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="footer__bottom">
        <p className="container">
          © {COPYRIGHT_YEAR} {ORGANISATION_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
