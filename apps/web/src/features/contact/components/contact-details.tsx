import { SITE } from '../../../config/site';

/** The contact details block of /contact-us, from the site configuration. */
export function ContactDetails() {
  const { contact } = SITE;
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Get in touch</h2>
      <ul className="contact-details__list">
        <li>
          <span className="contact-details__label">Email</span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          <span className="contact-details__label">Phone</span>
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </li>
        <li>
          <span className="contact-details__label">Pune office</span>
          <address>{contact.puneAddress}</address>
        </li>
        <li>
          <span className="contact-details__label">Seattle office</span>
          <address>{contact.seattleAddress}</address>
        </li>
        <li>
          <span className="contact-details__label">Social</span>
          <a href={SITE.social.imageSharing.href} rel="noopener noreferrer" target="_blank">
            {SITE.social.imageSharing.label}
          </a>
          {' · '}
          <a href={SITE.social.messaging.href} rel="noopener noreferrer" target="_blank">
            {SITE.social.messaging.label}
          </a>
        </li>
      </ul>
    </section>
  );
}
