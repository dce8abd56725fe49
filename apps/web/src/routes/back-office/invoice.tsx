import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { InvoiceRecord } from '../../features/billing/components/invoice-record';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/invoice';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Invoice', 'One invoice, its lines, totals and payments.', location.pathname);

/** An invoice or credit note: its lines, taxes, totals and payments, and Issue, Send, Download PDF, … */
export default function StaffInvoice({ params }: Route.ComponentProps) {
  return (
    <StaffGate route="invoice" title="Invoice">
      <PageIntro title="Invoice">
        <Link to={paths.invoices()}>Back to invoices</Link>
      </PageIntro>
      <div className="container portal-section">
        <InvoiceRecord id={params.id} />
      </div>
    </StaffGate>
  );
}
