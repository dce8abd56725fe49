import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { CandidateSearch } from '../../features/bench/components/candidate-search';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/candidate-search';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Search Your Ideal Candidate',
    'Search the C2C bench hot list: 1000+ postings of consultants available for contract roles.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'c2c-bench-hot-list' };

export default function CandidateSearchPage() {
  return (
    <>
      <PageIntro title="Search your ideal candidate">
        <p>1000+ postings in our C2C bench hot list.</p>
      </PageIntro>
      <CandidateSearch />
    </>
  );
}
