import type { RouteHandle } from '../../config/paths';
import { KnowYourWorthForm } from '../../features/know-your-worth/components/know-your-worth-form';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/know-your-worth';
import { LeadPage } from '../../components/layout/lead-page';

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
    <LeadPage className="kyw-page">
      <header className="kyw-page__intro">
        <h1>Know your worth</h1>
        <p>
          Tick your skills, add your years of experience and receive a personalised compensation offer from
          our recruiting team.
        </p>
      </header>
      <KnowYourWorthForm />
    </LeadPage>
  );
}
