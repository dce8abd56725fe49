import { WEEK_DAYS, type TimeSheetApproval } from '@smartmove/contract';
import { formatDate, formatHours } from '../../../lib/format';
import '../../../styles/approval-details.css';

const shortDay = (index: number) => WEEK_DAYS[index]?.slice(0, 3) ?? '';
const dayAndMonth = (date: string) => formatDate(date, { month: 'numeric', day: 'numeric', year: undefined });

/**
 * A waiting time sheet's week as its author entered it: a row per project, a column per day from Monday
 * (with its total when there is more than one row), and the author's office holidays marked and named.
 */
export function TimeSheetDays({ sheet }: { sheet: TimeSheetApproval }) {
  const holidays = sheet.days.filter((day) => day.holiday !== null);
  const holidayClass = (index: number) =>
    sheet.days[index]?.holiday ? 'sheet-days__holiday' : index >= 5 ? 'sheet-days__weekend' : undefined;
  return (
    <div className="sheet-days">
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too (axe). */}
      <div
        className="sheet-days__scroll"
        tabIndex={0}
        role="region"
        aria-label={`Hours per day, week of ${formatDate(sheet.weekStart)}`}
      >
        <table className="sheet-days__table">
          <caption className="visually-hidden">
            Hours per project and day, week of {formatDate(sheet.weekStart)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              {sheet.days.map((day, index) => (
                <th key={day.date} scope="col" className={holidayClass(index)}>
                  {shortDay(index)}
                  <small>{dayAndMonth(day.date)}</small>
                  {day.holiday ? (
                    <small className="sheet-days__holiday-tag">
                      Holiday<span className="visually-hidden">: {day.holiday}</span>
                    </small>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.entries.map((entry) => (
              <tr key={entry.project}>
                <th scope="row">{entry.project}</th>
                {entry.hours.map((hours, index) => (
                  <td key={sheet.days[index]?.date ?? index} className={holidayClass(index)}>
                    {hours === 0 ? <span className="sheet-days__none">–</span> : formatHours(hours)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {sheet.entries.length > 1 ? (
            <tfoot>
              <tr>
                <th scope="row">Day total</th>
                {sheet.days.map((day, index) => (
                  <td key={day.date} className={holidayClass(index)}>
                    {formatHours(day.hours)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {holidays.length > 0 ? (
        <ul className="sheet-days__holidays" aria-label="Office holidays this week">
          {holidays.map((day) => (
            <li key={day.date}>
              Office holiday on {formatDate(day.date, { weekday: 'short' })}: {day.holiday}
              {day.hours > 0 ? ` (${formatHours(day.hours)} entered)` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
