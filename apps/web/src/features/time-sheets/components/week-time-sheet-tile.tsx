import { TIME_SHEET_LIMITS, addDays, mondayOf, statusLabel, todayIsoDate } from '@smartmove/contract';
import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { formatDateRange, formatHours } from '../../../lib/format';
import { useTimeSheetOfWeekQuery } from '../api/get-time-sheets';

/** The dashboard's tile of this week's time sheet: its hours and status. */
export function WeekTimeSheetTile() {
  const weekStart = mondayOf(todayIsoDate());
  const week = useTimeSheetOfWeekQuery(weekStart);
  return (
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
  );
}
