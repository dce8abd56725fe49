import { BACK_OFFICE_COUNT_LABELS, BENCH_STATES, type BackOfficeCount } from '@smartmove/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOverviewQuery } from '../api/overview';

/** Each count's list, filtered as the server counts it (so the list shows the same records). */
const COUNT_LINKS: Record<BackOfficeCount, string> = {
  newInquiries: `${paths.inquiries()}?status=new`,
  newApplications: `${paths.applications()}?status=new`,
  waitingApprovals: paths.approvals(),
  openCases: `${paths.cases()}?status=open`,
  benchWaiting: `${paths.bench()}?status=${BENCH_STATES.waiting}`,
};

/**
 * The back office's front page (docs/product.md#back-office): how many records wait in each list the roles
 * open, each a link to that list. The server sends only the counts the roles allow.
 */
export function OverviewCounts() {
  const query = useOverviewQuery();
  if (query.isPending) {
    return (
      <p className="overview-counts__status" role="status">
        Loading what waits for you…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="overview-counts__status" role="alert">
        Could not load the counts right now.{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const counts = (Object.keys(BACK_OFFICE_COUNT_LABELS) as BackOfficeCount[]).flatMap((name) => {
    const count = query.data[name];
    return count === undefined ? [] : [{ name, count }];
  });
  if (counts.length === 0) return null;
  return (
    <ul className="overview-counts" aria-label="What waits for you">
      {counts.map(({ name, count }) => (
        <li key={name}>
          <Link className="overview-counts__link" to={COUNT_LINKS[name]}>
            <strong className="overview-counts__figure">{count}</strong>
            <span>{BACK_OFFICE_COUNT_LABELS[name]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
