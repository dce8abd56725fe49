import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { useRecentSubmissionsQuery } from '../api/get-submissions';

/** The dashboard's tile of the partner's newest submissions. */
export function RecentSubmissionsTile() {
  const submissions = useRecentSubmissionsQuery();
  return (
    <DashboardTile
      title="Recent submissions"
      href={paths.submissions()}
      linkLabel="All submissions"
      query={submissions}
    >
      {(page) =>
        page.items.length === 0 ? (
          <p className="dashboard-tile__muted">No submissions yet: open a C2C job to submit a candidate.</p>
        ) : (
          <>
            <p className="dashboard-tile__figure">
              <strong>{page.total}</strong> submitted
            </p>
            <ul className="dashboard-tile__list">
              {page.items.map((item) => (
                <li key={item.id}>
                  {item.candidateName} <span className="dashboard-tile__muted">· {item.jobTitle}</span>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </DashboardTile>
  );
}
