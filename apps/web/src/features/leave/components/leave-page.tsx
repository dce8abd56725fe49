import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { usePageParam } from '../../../hooks/use-page-param';
import { useLeavesQuery } from '../api/get-leaves';
import { LeaveBalanceCard } from './leave-balance-card';
import { LeaveForm } from './leave-form';
import { LeaveList } from './leave-list';

/** /apply-leave: the balance, the request form and the list of requests. */
export function LeavePage() {
  const page = usePageParam();
  const query = useLeavesQuery(page);
  return (
    <div className="container portal-section">
      <div className="portal-columns">
        <div className="portal-columns__main">
          <LeaveForm
            balance={query.data?.balance}
            office={query.data?.office}
            holidays={query.data?.holidays ?? []}
          />
        </div>
        <aside className="portal-columns__side">
          {query.data ? <LeaveBalanceCard balance={query.data.balance} /> : null}
        </aside>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading your leave…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <LeaveList leaves={query.data.items} total={query.data.total} page={page} />
      )}
    </div>
  );
}
