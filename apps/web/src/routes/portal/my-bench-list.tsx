import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/my-bench-list';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('My Bench List', 'Your bench list.', location.pathname);

export default function MyBenchList() {
  return <PageIntro title="My bench list">The consultants you added.</PageIntro>;
}
