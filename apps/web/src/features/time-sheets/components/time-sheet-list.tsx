import { addDays, TIME_SHEET_LIMITS, type TimeSheet } from '@smartmove/contract';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedTable } from '../../../components/ui/paged-table';
import { DecisionStatus } from '../../../components/ui/decision-status';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate, formatDateRange, formatHours } from '../../../lib/format';
import { TIME_SHEETS_PAGE_SIZE, useTimeSheetsQuery } from '../api/get-time-sheets';

/** A draft is continued, a rejected week corrected; a waiting or approved one only viewed. */
const ACTION_LABELS: Record<TimeSheet['status'], string> = {
  draft: 'Continue',
  rejected: 'Correct',
  submitted: 'View',
  approved: 'View',
};

const COLUMNS: ReadonlyArray<DataTableColumn<TimeSheet>> = [
  { label: 'Week', cell: (sheet) => formatDateRange(sheet.weekStart, addDays(sheet.weekStart, 6)) },
  { label: 'Projects', cell: (sheet) => sheet.entries.map((entry) => entry.project).join(', ') },
  {
    label: 'Total',
    cell: (sheet) => (
      <>
        {formatHours(sheet.totalHours)}
        {sheet.totalHours > TIME_SHEET_LIMITS.weeklyWarningHours ? (
          <span className="data-table__note"> over 40</span>
        ) : null}
      </>
    ),
  },
  {
    label: 'Status',
    className: 'data-table__wrap',
    cell: (sheet) => (
      <DecisionStatus status={sheet.status} decision={sheet.decision} since={sheet.submittedAt} />
    ),
  },
  {
    label: 'Actions',
    header: <span className="visually-hidden">Actions</span>,
    cell: (sheet) => (
      <Link to={`${paths.newTimeSheet()}?week=${sheet.weekStart}`}>
        {ACTION_LABELS[sheet.status]}
        <span className="visually-hidden"> week of {formatDate(sheet.weekStart)}</span>
      </Link>
    ),
  },
];

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
      <PagedTable
        query={query}
        page={page}
        pageSize={TIME_SHEETS_PAGE_SIZE}
        pagesLabel="Time sheet pages"
        loadingLabel="Loading your time sheets…"
        empty={
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
        }
        caption="Your time sheets, newest week first"
        columns={COLUMNS}
        rowKey={(sheet) => sheet.id}
      />
    </section>
  );
}
