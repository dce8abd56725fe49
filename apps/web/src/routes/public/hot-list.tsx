import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { HotList as HotListView } from '../../features/bench/components/hot-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/hot-list';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'C2C Bench Hot List',
    'The C2C bench hot list: consultants available now for corp-to-corp contract roles.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'c2c-bench-hot-list' };

export default function HotList() {
  return (
    <>
      <PageIntro title="C2C bench hot list">
        Consultants available now for corp-to-corp contract roles. Contact us to engage one.
      </PageIntro>
      <HotListView />
    </>
  );
}
