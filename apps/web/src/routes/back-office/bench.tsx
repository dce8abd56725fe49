import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { BenchReview } from '../../features/bench/components/bench-review';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bench';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Bench', "Partners' bench candidates: publish them on the hot list.", location.pathname);

export default function Bench() {
  return (
    <StaffGate route="bench" title="Bench">
      <PageIntro title="Bench">
        Partners&apos; bench candidates reach the public hot list once you publish them.
      </PageIntro>
      <BenchReview />
    </StaffGate>
  );
}
