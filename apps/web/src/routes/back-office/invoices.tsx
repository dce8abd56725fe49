import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { GenerateInvoicesForm } from '../../features/billing/components/generate-invoices-form';
import { InvoiceList } from '../../features/billing/components/invoice-list';
import { QuickBooksExport } from '../../features/billing/components/quickbooks-export';
import { UnbillableHoursSection } from '../../features/billing/components/unbillable-hours';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/invoices';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Invoices', 'Invoices made from approved hours.', location.pathname);

/** Invoices (finance): generate drafts from approved hours, then open one to issue, send and record payment. */
export default function StaffInvoices() {
  return (
    <StaffGate route="invoices" title="Invoices">
      <PageIntro title="Invoices">
        Each client&apos;s invoice is made from its approved hours at the placement&apos;s rates. Open one to
        issue, send, download or record a payment.
      </PageIntro>
      <div className="container portal-section">
        <GenerateInvoicesForm />
        <InvoiceList />
        <QuickBooksExport />
        <UnbillableHoursSection />
      </div>
    </StaffGate>
  );
}
