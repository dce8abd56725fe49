import { PageIntro } from '../../components/ui/page-intro';
import { BenchList as BenchListView } from '../../features/bench/components/bench-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bench-list';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Bench List', 'The bench list.', location.pathname);

export default function BenchList() {
  return (
    <RoleGate route="benchList" title="Bench list">
      <PageIntro title="Bench list">Consultants on the bench.</PageIntro>
      <BenchListView />
    </RoleGate>
  );
}
