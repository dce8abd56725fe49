import { Link } from 'react-router';
import { paths, type RouteHandle } from '../../config/paths';
import { SITE } from '../../config/site';
import { KnowYourWorthForm } from '../../features/know-your-worth/components/know-your-worth-form';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/know-your-worth';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Know Your Worth',
    'Know your worth: tell us your skills and years of experience and receive a personalised compensation offer.',
    location.pathname,
  );

export const handle: RouteHandle = { hideChrome: true };

export default function KnowYourWorth() {
  useHiddenChrome();
  return (
    <div className="lead-page">
      <div className="container kyw-page">
        <Link className="lead-page__brand" to={paths.home()}>
          {SITE.name}
        </Link>
        <header className="kyw-page__intro">
          <h1>Know your worth</h1>
          <p>
            Tick your skills, add your years of experience and receive a personalised compensation offer from
            our recruiting team.
          </p>
        </header>
        <KnowYourWorthForm />
      </div>
    </div>
  );
}
