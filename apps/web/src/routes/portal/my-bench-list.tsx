import { PageIntro } from '../../components/ui/page-intro';
import { MyBenchList as MyBenchListView } from '../../features/bench/components/my-bench-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/my-bench-list';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('My Bench List', 'Your bench list.', location.pathname);

export default function MyBenchList() {
  return (
    <RoleGate route="myBenchList" title="My bench list">
      <PageIntro title="My bench list">The consultants you added.</PageIntro>
      <MyBenchListView />
    </RoleGate>
  );
}
