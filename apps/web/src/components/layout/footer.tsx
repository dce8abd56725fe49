import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';

const FOOTER_LINKS = [
  { label: 'Home', href: paths.home() },
  { label: 'About', href: paths.aboutUs() },
  { label: 'Services', href: paths.services() },
  { label: 'Jobs', href: paths.c2cJobBoard() },
  { label: 'Hot list', href: paths.hotList() },
  { label: 'Contact', href: paths.contactUs() },
  { label: 'Privacy notice', href: paths.privacy() },
  { label: 'Terms & Conditions', href: paths.terms() },
];

/** The footer, shown on the home page only (docs/product.md#pages). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <img src="/images/logo-light.svg" alt={SITE.name} width="200" height="40" />
          <p className="site-footer__about">
            Data engineering, full stack development and Microsoft Dynamics. Offices in{' '}
            {SITE.offices.join(' and ')}, established {SITE.established}.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Company</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Get in touch</h2>
          <ul className="site-footer__contact">
            <li>
              <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
            </li>
            <li>
              <a href={`tel:${SITE.contact.phone.replace(/[^+\d]/g, '')}`}>{SITE.contact.phone}</a>
            </li>
            <li>
              <address>{SITE.contact.puneAddress}</address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__heading">Follow us</h2>
          <ul className="site-footer__social">
            <li>
              <a href={SITE.social.imageSharing.href} rel="noopener noreferrer" target="_blank">
                {SITE.social.imageSharing.label}
              </a>
            </li>
            <li>
              <a href={SITE.social.messaging.href} rel="noopener noreferrer" target="_blank">
                {SITE.social.messaging.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright">
        © {year} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
