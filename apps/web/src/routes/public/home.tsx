import { Link } from 'react-router';
import type { RouteHandle } from '../../config/paths';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    SITE.tagline,
    'SmartMove: consulting and technology services for digital transformation, data engineering and Microsoft Dynamics.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'home' };

export default function Home() {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <h1>{SITE.tagline}</h1>
        <p className="hero__lead">
          Consulting and technology services for digital transformation: data engineering, full stack
          development and Microsoft Dynamics, from {SITE.offices.join(' and ')} since {SITE.established}.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.freeConsultation()}>
            Get a free consultation
          </Link>
          <Link className="button button--secondary" to={paths.knowYourWorth()}>
            Know your worth
          </Link>
        </div>
      </div>
    </section>
  );
}
