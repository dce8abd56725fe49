import { TIME_SHEET_LIMITS, WEEK_DAYS, addDays, type HolidayDate, type MyProject } from '@smartmove/contract';
import type { FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { formatDate, formatHours } from '../../../lib/format';
import { SHORT_DAYS, projectChoices, sumHours, type TimeSheetFormValues } from '../time-sheet-values';
import { TimeSheetRow } from './time-sheet-row';

export interface TimeSheetGridProps {
  weekStart: string;
  /** The employee's office holidays in the week: their days are marked and named. */
  holidays: readonly HolidayDate[];
  rows: ReadonlyArray<FieldArrayWithId<TimeSheetFormValues, 'entries'>>;
  /** The rows' current values (useWatch), for the totals. */
  entries: TimeSheetFormValues['entries'];
  /** The projects assigned to the employee, each row's choices. */
  projects: readonly MyProject[];
  register: UseFormRegister<TimeSheetFormValues>;
  errors: FieldErrors<TimeSheetFormValues>;
  onRemove: (index: number) => void;
  /** The week's total, shown in the foot. */
  total: number;
}

/** The week as a grid: a head of days and dates, a row per project, and the day and week totals. */
export function TimeSheetGrid({
  weekStart,
  holidays,
  rows,
  entries,
  projects,
  register,
  errors,
  onRemove,
  total,
}: TimeSheetGridProps) {
  const dayTotals = WEEK_DAYS.map((_day, day) => sumHours(entries.map((entry) => entry.hours[day])));
  /** Each day's office holiday, from Monday (undefined on a working day). */
  const dayHolidays = WEEK_DAYS.map((_day, index) => {
    const date = addDays(weekStart, index);
    return holidays.find((holiday) => holiday.date === date);
  });
  return (
    <>
      {holidays.length > 0 ? (
        <ul className="ts-holidays" aria-label="Office holidays this week">
          {dayHolidays.map((holiday, index) =>
            holiday ? (
              <li key={holiday.date}>
                Office holiday on {WEEK_DAYS[index]}, {formatDate(holiday.date)}: {holiday.name}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <div className="ts-grid" role="group" aria-label="Hours per project and day">
        <div className="ts-grid__head" aria-hidden="true">
          <span>Project</span>
          {SHORT_DAYS.map((day, index) => (
            <span key={day} className={dayHolidays[index] ? 'ts-grid__holiday' : undefined}>
              {day}
              <small>
                {formatDate(addDays(weekStart, index), {
                  month: 'numeric',
                  day: 'numeric',
                  year: undefined,
                })}
              </small>
              {dayHolidays[index] ? <small className="ts-grid__holiday-tag">Holiday</small> : null}
            </span>
          ))}
          <span>Total</span>
          <span />
        </div>
        {rows.map((row, index) => (
          <TimeSheetRow
            key={row.id}
            index={index}
            rowId={row.id}
            hours={entries[index]?.hours ?? []}
            projects={projectChoices(projects, entries[index]?.project ?? '')}
            register={register}
            errors={errors}
            holidayNames={dayHolidays.map((holiday) => holiday?.name)}
            onRemove={() => onRemove(index)}
            removable={rows.length !== 1}
          />
        ))}
        <div className="ts-grid__foot">
          <span className="ts-grid__foot-label">Day totals</span>
          {dayTotals.map((hours, day) => (
            <span
              key={WEEK_DAYS[day]}
              className={
                hours > TIME_SHEET_LIMITS.maxHoursPerDay
                  ? 'ts-grid__day-total ts-grid__day-total--over'
                  : 'ts-grid__day-total'
              }
            >
              <span className="visually-hidden">{WEEK_DAYS[day]}: </span>
              {formatHours(hours)}
            </span>
          ))}
          <strong className="ts-grid__week-total">
            <span className="visually-hidden">Week total: </span>
            {formatHours(total)}
          </strong>
          <span />
        </div>
      </div>
    </>
  );
}
