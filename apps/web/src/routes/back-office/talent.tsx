import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { TalentSearch } from '../../features/talent/components/talent-search';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/talent';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Talent',
    'Applicants, bench consultants and leads found by what their resumes say.',
    location.pathname,
  );

/** The talent search (recruiters, admins). */
export default function Talent() {
  return (
    <StaffGate route="talent" title="Talent">
      <PageIntro title="Talent">
        Search applications, bench consultants and know-your-worth leads by what their resumes and skills say:
        all words must match; use &quot;exact phrases&quot;, OR, -word to leave out, parentheses and word* for
        a prefix.
      </PageIntro>
      <TalentSearch />
    </StaffGate>
  );
}
