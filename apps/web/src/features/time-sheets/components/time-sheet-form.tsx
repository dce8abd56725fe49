import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddTimeSheetSchema,
  PORTAL_MESSAGES,
  TIME_SHEET_LIMITS,
  addDays,
  timeSheetTotal,
  type AddTimeSheet,
} from '@smartmove/contract';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../../components/ui/form/form-layout';
import { failureMessage, showSubmitError } from '../../../components/ui/form/server-errors';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { formatDate, formatDateRange, formatHours } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useAddTimeSheetMutation } from '../api/add-time-sheet';
import { useTimeSheetOfWeekQuery } from '../api/get-time-sheets';
import { useWeekParam } from '../hooks/use-week-param';
import { emptyEntry, toHours, valuesOf, type TimeSheetFormValues } from '../time-sheet-values';
import { TimeSheetGrid } from './time-sheet-grid';
import { WeekPicker } from './week-picker';

/** /new-time-sheet: hours per day per project for one week, saved as a draft or submitted. */
export function TimeSheetForm() {
  const [weekStart, setWeek] = useWeekParam();
  const existing = useTimeSheetOfWeekQuery(weekStart);
  const mutation = useAddTimeSheetMutation();
  const navigate = useNavigate();

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

  // A week waiting for its approver, or approved, cannot change; a rejected one is corrected and sent again.
  const locked = saved?.status === 'submitted' || saved?.status === 'approved';
  const total = timeSheetTotal(entries.map((entry) => ({ hours: entry.hours.map(toHours) })));
  const overWeekly = total > TIME_SHEET_LIMITS.weeklyWarningHours;

  const save = (status: AddTimeSheet['status']) => {
    setValue('status', status);
    void form.handleSubmit(async (values) => {
      try {
        await mutation.mutateAsync(values);
        if (status === 'submitted') {
          notifySuccess(`Time sheet for the week of ${formatDate(values.weekStart)} submitted`);
          void navigate(paths.timeSheet());
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

      <WeekPicker weekStart={weekStart} onChange={setWeek} />

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
          {saved?.status === 'approved' ? (
            <p className="notice notice--info" role="status">
              Approved
              {saved.decision ? ` by ${saved.decision.by} on ${formatDate(saved.decision.at)}` : ''}: this
              week can no longer be changed.
            </p>
          ) : locked ? (
            <p className="notice notice--info" role="status">
              This week was submitted on {formatDate(saved.submittedAt ?? saved.updatedAt)} and can no longer
              be changed.
            </p>
          ) : saved?.decision ? (
            <div className="notice notice--warning" role="status">
              <p>
                Rejected by {saved.decision.by} on {formatDate(saved.decision.at)}. Correct the week and
                submit it again.
              </p>
              {saved.decision.reason ? <p>Rejection reason: {saved.decision.reason}</p> : null}
            </div>
          ) : saved ? (
            <p className="notice notice--info">
              Draft saved {formatDate(saved.updatedAt)}: continue where you left off.
            </p>
          ) : null}

          <TimeSheetGrid
            weekStart={weekStart}
            rows={fields}
            entries={entries}
            register={register}
            errors={formState.errors}
            onRemove={remove}
            total={total}
          />

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
