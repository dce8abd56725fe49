import { PageIntro } from '../../components/ui/page-intro';
import { VendorBillList } from '../../features/billing/components/vendor-bill-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bills';
import '../../styles/billing.css';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Bills', 'Your bills for your consultants’ approved hours.', location.pathname);

/** A partner's vendor bills and their status. */
export default function Bills() {
  return (
    <RoleGate route="bills" title="Bills">
      <PageIntro title="Bills">
        What the firm owes you for your consultants&apos; approved hours, bill by bill: draft, approved or
        paid.
      </PageIntro>
      <div className="container portal-section">
        <VendorBillList staff={false} />
      </div>
    </RoleGate>
  );
}
