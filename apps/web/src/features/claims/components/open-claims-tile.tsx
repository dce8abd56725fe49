import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { useOpenClaimsQuery } from '../api/get-expenses';

/** The dashboard's tile of the claims awaiting approval. */
export function OpenClaimsTile() {
  const claims = useOpenClaimsQuery();
  return (
    <DashboardTile title="Open claims" href={paths.employeeClaims()} linkLabel="Go to claims" query={claims}>
      {(page) => (
        <>
          <p className="dashboard-tile__figure">
            <strong>{page.total}</strong> awaiting approval
          </p>
          {page.items.length > 0 ? (
            <ul className="dashboard-tile__list">
              {page.items.map((item) => (
                <li key={item.id}>
                  {item.category} {formatMoney(item.amount, item.currency)}{' '}
                  <span className="dashboard-tile__muted">· {formatDate(item.expenseDate)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="dashboard-tile__muted">No claims waiting.</p>
          )}
        </>
      )}
    </DashboardTile>
  );
}
