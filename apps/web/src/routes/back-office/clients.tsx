import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { AddClientForm } from '../../features/billing/components/client-form';
import { ClientList } from '../../features/billing/components/client-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/clients';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Clients', 'The clients the firm bills.', location.pathname);

/** Clients (finance): who is billed, by which office, in which currency, on which terms. */
export default function StaffClients() {
  return (
    <StaffGate route="clients" title="Clients">
      <PageIntro title="Clients">
        The clients the firm bills: where invoices are e-mailed, the office and currency that bill them,
        payment terms and, for Pune, GST.
      </PageIntro>
      <div className="container portal-section">
        <AddClientForm />
        <ClientList />
      </div>
    </StaffGate>
  );
}
