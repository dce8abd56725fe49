import {
  TIME_SHEET_LIMITS,
  USER_TYPES,
  addDays,
  getLeaveType,
  mondayOf,
  statusLabel,
  todayIsoDate,
} from '@smartmove/contract';
import { paths } from '../../../config/paths';
import { formatDate, formatDateRange, formatHours, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  useBenchSizeQuery,
  useLeaveSummaryQuery,
  useNewestJobsQuery,
  useOpenCasesQuery,
  useOpenClaimsQuery,
  useRecentSubmissionsQuery,
  useWeekTimeSheetQuery,
} from '../api/dashboard-queries';
import { DashboardTile } from './dashboard-tile';

function OpenCasesTile() {
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

function EmployeeTiles() {
  const weekStart = mondayOf(todayIsoDate());
  const week = useWeekTimeSheetQuery(weekStart);
  const leave = useLeaveSummaryQuery();
  const claims = useOpenClaimsQuery();
  return (
    <>
      <DashboardTile
        title="This week's time sheet"
        href={`${paths.newTimeSheet()}?week=${weekStart}`}
        linkLabel={
          week.data ? (week.data.status === 'draft' ? 'Continue the draft' : 'View the week') : 'Enter hours'
        }
        query={week}
      >
        {(sheet) => (
          <>
            <p className="dashboard-tile__figure">
              <strong>{formatHours(sheet?.totalHours ?? 0)}</strong>{' '}
              {sheet ? statusLabel(sheet.status).toLowerCase() : 'not started'}
            </p>
            <p className="dashboard-tile__muted">
              {formatDateRange(weekStart, addDays(weekStart, 6))}
              {sheet && sheet.totalHours > TIME_SHEET_LIMITS.weeklyWarningHours ? ' · over 40 hours' : ''}
            </p>
          </>
        )}
      </DashboardTile>
      <DashboardTile
        title="Leave balance"
        href={paths.applyLeave()}
        linkLabel="Apply for leave"
        query={leave}
      >
        {(data) => {
          const upcoming = data.items.find(
            (item) => item.toDate >= todayIsoDate() && item.status !== 'rejected',
          );
          return (
            <>
              <p className="dashboard-tile__figure">
                <strong>{data.balance.availableDays}</strong> days of paid time off
              </p>
              <p className="dashboard-tile__muted">
                {data.balance.daysPerYear} a year, {data.balance.accrualPerMonth} a month, up to{' '}
                {data.balance.cap}
              </p>
              {upcoming ? (
                <p className="dashboard-tile__muted">
                  Next: {getLeaveType(upcoming.leaveType)?.label}{' '}
                  {formatDateRange(upcoming.fromDate, upcoming.toDate)}
                </p>
              ) : null}
            </>
          );
        }}
      </DashboardTile>
      <DashboardTile
        title="Open claims"
        href={paths.employeeClaims()}
        linkLabel="Go to claims"
        query={claims}
      >
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
      <OpenCasesTile />
      <DashboardTile title="Employee handbook" href={paths.hrHandbook()} linkLabel="Read the handbook">
        {() => <p className="dashboard-tile__muted">Policies on time, leave, expenses, benefits and more.</p>}
      </DashboardTile>
      <DashboardTile title="My profile" href={paths.myProfile()} linkLabel="Update your profile">
        {() => <p className="dashboard-tile__muted">Keep your address and emergency contact up to date.</p>}
      </DashboardTile>
    </>
  );
}

function PartnerTiles() {
  const bench = useBenchSizeQuery();
  const submissions = useRecentSubmissionsQuery();
  const jobs = useNewestJobsQuery();
  return (
    <>
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
      <OpenCasesTile />
      <DashboardTile
        title="Upload bench sales data"
        href={paths.uploadBenchSalesData()}
        linkLabel="Upload consultants"
      >
        {() => (
          <p className="dashboard-tile__muted">Add consultants from a CSV or Excel sheet, or type them in.</p>
        )}
      </DashboardTile>
      <DashboardTile title="My profile" href={paths.myProfile()} linkLabel="Update your profile">
        {() => <p className="dashboard-tile__muted">Your contact details and photo.</p>}
      </DashboardTile>
    </>
  );
}

/** /dashboard: the role's overview, each tile leading to its screen. */
export function Dashboard() {
  const session = useSession();
  if (!session) return null;
  const isEmployee = session.userType === USER_TYPES.employee;
  return (
    <div className="container portal-section">
      <p className="dashboard__greeting">
        Hello {session.name},{' '}
        {isEmployee ? 'here is your week at a glance.' : 'here is your bench and pipeline.'}
      </p>
      <div className="dashboard-grid">{isEmployee ? <EmployeeTiles /> : <PartnerTiles />}</div>
    </div>
  );
}
