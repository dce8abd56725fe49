import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bench-list';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Bench List', 'The bench list.', location.pathname);

export default function BenchList() {
  return <PageIntro title="Bench list">Consultants on the bench.</PageIntro>;
}
