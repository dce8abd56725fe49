import { ENTERED_DATE_MIN, addDays, isIsoDate, latestTimeSheetWeek } from '@smartmove/contract';
import { useId } from 'react';

/** Previous week, a date box (any day picks its week) and next week. */
export function WeekPicker({ weekStart, onChange }: { weekStart: string; onChange: (week: string) => void }) {
  const weekInputId = useId();
  return (
    <div className="week-picker">
      <button
        type="button"
        className="button button--secondary week-picker__step"
        onClick={() => onChange(addDays(weekStart, -7))}
      >
        <span aria-hidden="true">←</span>
        <span className="week-picker__step-text">Previous week</span>
      </button>
      <div className="field week-picker__field">
        <label className="field__label" htmlFor={weekInputId}>
          Week starting
        </label>
        <input
          id={weekInputId}
          type="date"
          className="field__control"
          value={weekStart}
          min={ENTERED_DATE_MIN}
          max={addDays(latestTimeSheetWeek(), 6)}
          aria-describedby={`${weekInputId}-hint`}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) onChange(event.target.value);
          }}
        />
        <p id={`${weekInputId}-hint`} className="field__hint">
          Any day picks its week; weeks start on Monday.
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary week-picker__step"
        onClick={() => onChange(addDays(weekStart, 7))}
      >
        <span className="week-picker__step-text">Next week</span>
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
