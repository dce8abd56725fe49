import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog-start-a-career';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'How to Start a Career in Data Engineering',
    'How to start a career in data engineering: the skills to learn, projects to build and how to land the first role.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BlogStartACareer() {
  return (
    <PageIntro title="How to Start a Career in Data Engineering">A practical path into the field.</PageIntro>
  );
}
