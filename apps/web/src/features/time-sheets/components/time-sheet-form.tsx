import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddTimeSheetSchema,
  PORTAL_MESSAGES,
  TIME_SHEET_LIMITS,
  WEEK_DAYS,
  addDays,
  isIsoDate,
  mondayOf,
  timeSheetTotal,
  todayIsoDate,
  type AddTimeSheet,
  type TimeSheet,
} from '@smartmove/contract';
import { useEffect, useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from '@smartmove/contract';
import { Form } from '../../../components/ui/form/form-layout';
import { failureMessage, showSubmitError } from '../../../components/ui/form/server-errors';
import { TextInput } from '../../../components/ui/form/text-input';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { formatDate, formatDateRange, formatHours } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useAddTimeSheetMutation } from '../api/add-time-sheet';
import { useTimeSheetOfWeekQuery } from '../api/get-time-sheets';

type TimeSheetFormValues = z.input<typeof AddTimeSheetSchema>;

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const emptyEntry = () => ({ project: '', hours: [0, 0, 0, 0, 0, 0, 0] });
const toHours = (value: unknown) => (value === '' || value === null ? 0 : Number(value));

function valuesOf(weekStart: string, sheet: TimeSheet | null | undefined): TimeSheetFormValues {
  return {
    weekStart,
    status: 'draft',
    entries: sheet?.entries.length
      ? sheet.entries.map((entry) => ({ ...entry, hours: [...entry.hours] }))
      : [emptyEntry()],
  };
}

/** The week chosen in the URL (?week=), snapped to its Monday; this week by default. */
function useWeekParam(): [string, (week: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('week');
  const weekStart = requested && isIsoDate(requested) ? mondayOf(requested) : mondayOf(todayIsoDate());
  const setWeek = (week: string) =>
    setSearchParams(
      (params) => {
        params.set('week', mondayOf(week));
        return params;
      },
      { replace: true },
    );
  return [weekStart, setWeek];
}

/** /new-time-sheet: hours per day per project for one week, saved as a draft or submitted. */
export function TimeSheetForm() {
  const [weekStart, setWeek] = useWeekParam();
  const existing = useTimeSheetOfWeekQuery(weekStart);
  const mutation = useAddTimeSheetMutation();
  const navigate = useNavigate();
  const weekInputId = useId();

  const form = useForm<TimeSheetFormValues, unknown, AddTimeSheet>({
    resolver: zodResolver(AddTimeSheetSchema),
    defaultValues: valuesOf(weekStart, undefined),
  });
  const { control, register, formState, setValue, reset, setError } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const entries = useWatch({ control, name: 'entries' });

  // A saved week is loaded into the form; an unsaved week keeps what is typed (handy to reuse projects).
  const saved = existing.data;
  useEffect(() => {
    setValue('weekStart', weekStart);
    if (saved) reset(valuesOf(weekStart, saved));
  }, [weekStart, saved, reset, setValue]);

  const locked = saved?.status === 'submitted';
  const total = timeSheetTotal(entries.map((entry) => ({ hours: entry.hours.map(toHours) })));
  const dayTotals = WEEK_DAYS.map((_day, day) =>
    entries.reduce(
      (sum, entry) => sum + (Number.isFinite(toHours(entry.hours[day])) ? toHours(entry.hours[day]) : 0),
      0,
    ),
  );
  const overWeekly = total > TIME_SHEET_LIMITS.weeklyWarningHours;

  const save = (status: AddTimeSheet['status']) => {
    setValue('status', status);
    void form.handleSubmit(async (values) => {
      try {
        await mutation.mutateAsync(values);
        if (status === 'submitted') {
          notifySuccess(`Time sheet for the week of ${formatDate(values.weekStart)} submitted`);
          navigate(paths.timeSheet());
        } else {
          notifySuccess('Draft saved');
        }
      } catch (error) {
        showSubmitError(error, setError);
      }
    })();
  };

  const entriesError = formState.errors.entries?.message ?? formState.errors.entries?.root?.message;

  return (
    <section className="portal-section container" aria-labelledby="time-sheet-form-title">
      <div className="portal-section__header">
        <h2 id="time-sheet-form-title">Week of {formatDateRange(weekStart, addDays(weekStart, 6))}</h2>
        <Link to={paths.timeSheet()}>All time sheets</Link>
      </div>

      <div className="week-picker">
        <button
          type="button"
          className="button button--secondary week-picker__step"
          onClick={() => setWeek(addDays(weekStart, -7))}
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
            aria-describedby={`${weekInputId}-hint`}
            onChange={(event) => {
              if (isIsoDate(event.target.value)) setWeek(event.target.value);
            }}
          />
          <p id={`${weekInputId}-hint`} className="field__hint">
            Any day picks its week; weeks start on Monday.
          </p>
        </div>
        <button
          type="button"
          className="button button--secondary week-picker__step"
          onClick={() => setWeek(addDays(weekStart, 7))}
        >
          <span className="week-picker__step-text">Next week</span>
          <span aria-hidden="true">→</span>
        </button>
      </div>

      {existing.isPending ? (
        <LoadingState label="Loading the week…" />
      ) : existing.isError ? (
        <ErrorState message={failureMessage(existing.error)} onRetry={() => void existing.refetch()} />
      ) : (
        <Form
          busy={mutation.isPending || locked}
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="time-sheet-form-title"
        >
          {locked ? (
            <p className="notice notice--info" role="status">
              This week was submitted on {formatDate(saved.submittedAt ?? saved.updatedAt)} and can no longer
              be changed.
            </p>
          ) : saved ? (
            <p className="notice notice--info">
              Draft saved {formatDate(saved.updatedAt)}: continue where you left off.
            </p>
          ) : null}

          <div className="ts-grid" role="group" aria-label="Hours per project and day">
            <div className="ts-grid__head" aria-hidden="true">
              <span>Project</span>
              {SHORT_DAYS.map((day, index) => (
                <span key={day}>
                  {day}
                  <small>
                    {formatDate(addDays(weekStart, index), {
                      month: 'numeric',
                      day: 'numeric',
                      year: undefined,
                    })}
                  </small>
                </span>
              ))}
              <span>Total</span>
              <span />
            </div>
            {fields.map((field, index) => {
              const rowErrors = formState.errors.entries?.[index]?.hours;
              const rowErrorId = `ts-row-${field.id}-errors`;
              const dayMessages = WEEK_DAYS.map((day, dayIndex) => {
                const message = rowErrors?.[dayIndex]?.message;
                return message ? `${day}: ${message}` : undefined;
              }).filter(Boolean);
              const rowTotal = (entries[index]?.hours ?? []).reduce<number>(
                (sum, hours) => sum + (Number.isFinite(toHours(hours)) ? toHours(hours) : 0),
                0,
              );
              return (
                <div className="ts-row" key={field.id}>
                  <TextInput
                    label={`Project ${index + 1}`}
                    fieldClassName="ts-row__project"
                    autoComplete="off"
                    placeholder="Client or internal project"
                    error={formState.errors.entries?.[index]?.project?.message}
                    {...register(`entries.${index}.project`)}
                  />
                  <div className="ts-row__days">
                    {WEEK_DAYS.map((day, dayIndex) => {
                      const inputId = `ts-${field.id}-${dayIndex}`;
                      const invalid = Boolean(rowErrors?.[dayIndex]);
                      return (
                        <div className="ts-day" key={day}>
                          <label className="ts-day__label" htmlFor={inputId}>
                            <span aria-hidden="true">{SHORT_DAYS[dayIndex]}</span>
                            <span className="visually-hidden">
                              {day} hours, project {index + 1}
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
                    {formatHours(rowTotal)}
                  </p>
                  <button
                    type="button"
                    className="icon-button ts-row__remove"
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
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
            })}
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

          {entriesError ? (
            <p className="field__error" role="alert">
              {entriesError}
            </p>
          ) : null}

          <div className="ts-summary">
            <p className="ts-summary__total">
              Week total: <strong>{formatHours(total)}</strong>
            </p>
            <div role="status" className="ts-summary__status">
              {overWeekly ? (
                <p className="notice notice--warning">{PORTAL_MESSAGES.timeSheet.overWeeklyHours}</p>
              ) : null}
            </div>
          </div>

          {locked ? null : (
            <div className="form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => append(emptyEntry())}
                disabled={fields.length >= TIME_SHEET_LIMITS.maxProjects}
              >
                Add project
              </button>
              <span className="form__actions-spacer" />
              <button type="button" className="button button--secondary" onClick={() => save('draft')}>
                {mutation.isPending && mutation.variables?.status === 'draft' ? 'Wait...' : 'Save draft'}
              </button>
              <button type="button" className="button button--primary" onClick={() => save('submitted')}>
                {mutation.isPending && mutation.variables?.status === 'submitted' ? 'Wait...' : 'Submit'}
              </button>
            </div>
          )}
        </Form>
      )}
    </section>
  );
}
