import { addDays, statusLabel, TIME_SHEET_LIMITS } from '@smartmove/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { formatDate, formatDateRange, formatHours } from '../../../lib/format';
import { TIME_SHEETS_PAGE_SIZE, useTimeSheetsQuery } from '../api/get-time-sheets';

/** /time-sheet: the caller's weeks with status and total hours. */
export function TimeSheetList() {
  const page = usePageParam();
  const query = useTimeSheetsQuery(page);

  return (
    <section className="portal-section container" aria-labelledby="time-sheet-list-title">
      <div className="portal-section__header">
        <h2 id="time-sheet-list-title">Your weeks</h2>
        <Link className="button button--primary" to={paths.newTimeSheet()}>
          New time sheet
        </Link>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading your time sheets…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="No time sheets yet"
          action={
            <Link className="button button--primary" to={paths.newTimeSheet()}>
              Enter this week&apos;s hours
            </Link>
          }
        >
          Enter your hours per project for a week, save a draft and submit it when the week is done.
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Your time sheets, newest week first</caption>
              <thead>
                <tr>
                  <th scope="col">Week</th>
                  <th scope="col">Projects</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((sheet) => (
                  <tr key={sheet.id}>
                    <th scope="row" data-label="Week">
                      {formatDateRange(sheet.weekStart, addDays(sheet.weekStart, 6))}
                    </th>
                    <td data-label="Projects">{sheet.entries.map((entry) => entry.project).join(', ')}</td>
                    <td data-label="Total">
                      {formatHours(sheet.totalHours)}
                      {sheet.totalHours > TIME_SHEET_LIMITS.weeklyWarningHours ? (
                        <span className="data-table__note"> over 40</span>
                      ) : null}
                    </td>
                    <td data-label="Status">
                      <StatusBadge status={sheet.status} label={statusLabel(sheet.status)} />
                      {sheet.submittedAt ? (
                        <span className="data-table__note"> {formatDate(sheet.submittedAt)}</span>
                      ) : null}
                    </td>
                    <td data-label="Actions">
                      <Link to={`${paths.newTimeSheet()}?week=${sheet.weekStart}`}>
                        {sheet.status === 'draft' ? 'Continue' : 'View'}
                        <span className="visually-hidden"> week of {formatDate(sheet.weekStart)}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={TIME_SHEETS_PAGE_SIZE}
            total={query.data.total}
            label="Time sheet pages"
          />
        </>
      )}
    </section>
  );
}
