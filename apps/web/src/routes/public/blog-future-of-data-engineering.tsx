import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog-future-of-data-engineering';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'The Future of Data Engineering',
    'Where data engineering is heading: lakehouses, streaming, data contracts, AI-assisted pipelines and the changing role of the data engineer.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BlogFutureOfDataEngineering() {
  return (
    <PageIntro title="The Future of Data Engineering">
      Where the discipline is heading over the next few years.
    </PageIntro>
  );
}
