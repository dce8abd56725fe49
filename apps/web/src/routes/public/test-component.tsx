import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/test-component';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Component Library',
    'A living style guide of the SmartMove user interface components.',
    location.pathname,
  );

export default function TestComponent() {
  return <PageIntro title="Component library">The building blocks of this site.</PageIntro>;
}
