import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The closing call to action: a free consultation, or a message. */
export function ConsultationBand({ title = "Let's talk about your data" }: { title?: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-band-title">{title}</h2>
          <p>
            Book a free, no-obligation consultation with a senior engineer. We reply within one business day.
          </p>
        </div>
        <div className="cta-band__actions">
          <Link className="button button--primary" to={paths.freeConsultation()}>
            Get a free consultation
          </Link>
          <Link className="button button--light" to={paths.contactUs()}>
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
