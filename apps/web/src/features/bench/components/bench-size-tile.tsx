import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { useBenchSizeQuery } from '../api/get-bench-lists';

/** The dashboard's tile of how many consultants the partner has on the bench. */
export function BenchSizeTile() {
  const bench = useBenchSizeQuery();
  return (
    <DashboardTile title="Bench size" href={paths.myBenchList()} linkLabel="See your bench" query={bench}>
      {(page) => (
        <>
          <p className="dashboard-tile__figure">
            <strong>{page.total}</strong> {page.total === 1 ? 'consultant' : 'consultants'}
          </p>
          <p className="dashboard-tile__muted">on your bench list</p>
        </>
      )}
    </DashboardTile>
  );
}
