import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useNewestJobsQuery } from '../api/get-c2c-jobs';

/** The dashboard's tile of the three newest C2C jobs. */
export function NewestJobsTile() {
  const jobs = useNewestJobsQuery();
  return (
    <DashboardTile
      title="Newest C2C jobs"
      href={paths.viewAllC2cJobs()}
      linkLabel="All C2C jobs"
      query={jobs}
    >
      {(page) =>
        page.items.length === 0 ? (
          <p className="dashboard-tile__muted">No open jobs right now.</p>
        ) : (
          <ul className="dashboard-tile__list">
            {page.items.map((job) => (
              <li key={job.pro_jobid}>
                {job.pro_jobtitle}{' '}
                <span className="dashboard-tile__muted">
                  · {job.pro_location} · {formatDate(job.pro_postedon)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardTile>
  );
}
