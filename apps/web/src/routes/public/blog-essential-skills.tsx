import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog-essential-skills';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    '10 Essential Skills of a Data Engineer',
    'The ten essential skills of a data engineer: SQL, Python, distributed processing, cloud platforms, modelling, orchestration and more.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BlogEssentialSkills() {
  return (
    <PageIntro title="10 Essential Skills of a Data Engineer">
      What a data engineer needs to know, and why.
    </PageIntro>
  );
}
