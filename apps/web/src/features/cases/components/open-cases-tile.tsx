import { statusLabel } from '@smartmove/contract';
import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { useOpenCasesQuery } from '../api/get-cases';

/** The dashboard's tile of the caller's open support cases. */
export function OpenCasesTile() {
  const cases = useOpenCasesQuery();
  return (
    <DashboardTile title="Open cases" href={paths.support()} linkLabel="Go to support" query={cases}>
      {(page) => (
        <>
          <p className="dashboard-tile__figure">
            <strong>{page.total}</strong> open
          </p>
          {page.items.length > 0 ? (
            <ul className="dashboard-tile__list">
              {page.items.map((item) => (
                <li key={item.id}>
                  {item.title} <span className="dashboard-tile__muted">· {statusLabel(item.status)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="dashboard-tile__muted">Nothing waiting on support.</p>
          )}
        </>
      )}
    </DashboardTile>
  );
}
