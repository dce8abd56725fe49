import { TIME_SHEET_LIMITS, WEEK_DAYS } from '@smartmove/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Select } from '../../../components/ui/form/select';
import { formatHours } from '../../../lib/format';
import {
  SHORT_DAYS,
  sumHours,
  toHours,
  type ProjectChoice,
  type TimeSheetFormValues,
} from '../time-sheet-values';

export interface TimeSheetRowProps {
  index: number;
  /** The row's stable id from useFieldArray, for its input ids. */
  rowId: string;
  hours: readonly unknown[];
  /** The row's Project choices: the employee's assigned projects (and the row's own, if not among them). */
  projects: readonly ProjectChoice[];
  register: UseFormRegister<TimeSheetFormValues>;
  errors: FieldErrors<TimeSheetFormValues>;
  /** The office holiday of each day from Monday, if any: its box is marked and its label names it. */
  holidayNames: ReadonlyArray<string | undefined>;
  onRemove: () => void;
  removable: boolean;
}

/** One project's row: its project (one of the employee's), an hours box per day, its total and a remove button. */
export function TimeSheetRow({
  index,
  rowId,
  hours,
  projects,
  register,
  errors,
  holidayNames,
  onRemove,
  removable,
}: TimeSheetRowProps) {
  const rowErrors = errors.entries?.[index]?.hours;
  const rowErrorId = `ts-row-${rowId}-errors`;
  const dayMessages = WEEK_DAYS.map((day, dayIndex) => {
    const message = rowErrors?.[dayIndex]?.message;
    return message ? `${day}: ${message}` : undefined;
  }).filter(Boolean);
  return (
    <div className="ts-row">
      <Select
        label={`Project ${index + 1}`}
        fieldClassName="ts-row__project"
        placeholder="Select project"
        options={projects}
        error={errors.entries?.[index]?.project?.message}
        {...register(`entries.${index}.project`)}
      />
      <div className="ts-row__days">
        {WEEK_DAYS.map((day, dayIndex) => {
          const inputId = `ts-${rowId}-${dayIndex}`;
          const invalid = Boolean(rowErrors?.[dayIndex]);
          const holiday = holidayNames[dayIndex];
          return (
            <div className={holiday ? 'ts-day ts-day--holiday' : 'ts-day'} key={day}>
              <label className="ts-day__label" htmlFor={inputId}>
                <span aria-hidden="true">{SHORT_DAYS[dayIndex]}</span>
                <span className="visually-hidden">
                  {day} hours, project {index + 1}
                  {holiday ? ` (office holiday: ${holiday})` : ''}
                </span>
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="decimal"
                min={0}
                max={TIME_SHEET_LIMITS.maxHoursPerDay}
                step={0.25}
                className={`field__control ts-day__input${dayIndex >= 5 ? ' ts-day__input--weekend' : ''}`}
                aria-invalid={invalid || undefined}
                aria-describedby={dayMessages.length > 0 ? rowErrorId : undefined}
                onFocus={(event) => event.target.select()}
                {...register(`entries.${index}.hours.${dayIndex}`, { setValueAs: toHours })}
              />
            </div>
          );
        })}
      </div>
      <p className="ts-row__total">
        <span className="ts-row__total-label">Total </span>
        {formatHours(sumHours(hours))}
      </p>
      <button
        type="button"
        className="icon-button ts-row__remove"
        onClick={onRemove}
        disabled={!removable}
        aria-label={`Remove project ${index + 1}`}
      >
        <span aria-hidden="true">×</span>
      </button>
      {dayMessages.length > 0 ? (
        <ul id={rowErrorId} className="ts-row__errors field__error">
          {dayMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
