import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/new-cases';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('New Case', 'Raise a support case.', location.pathname);

export default function NewCases() {
  return <PageIntro title="New case">Raise a support case.</PageIntro>;
}
