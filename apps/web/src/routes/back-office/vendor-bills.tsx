import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { GenerateVendorBillsForm } from '../../features/billing/components/generate-vendor-bills-form';
import { VendorBillList } from '../../features/billing/components/vendor-bill-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/vendor-bills';
import '../../styles/billing.css';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Vendor bills',
    "What partners are owed for their consultants' approved hours.",
    location.pathname,
  );

/** Vendor bills (finance): generate each partner's bill from approved C2C hours, approve it, mark it paid. */
export default function StaffVendorBills() {
  return (
    <StaffGate route="vendorBills" title="Vendor bills">
      <PageIntro title="Vendor bills">
        Each partner paid for C2C placements gets a bill of their consultants&apos; approved hours at the pay
        rates. Approve a draft once it is right, and mark it paid once the money has left.
      </PageIntro>
      <div className="container portal-section">
        <GenerateVendorBillsForm />
        <VendorBillList staff />
      </div>
    </StaffGate>
  );
}
