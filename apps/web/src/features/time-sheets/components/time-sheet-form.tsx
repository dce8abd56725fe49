import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddTimeSheetSchema,
  PORTAL_MESSAGES,
  PROJECT_MESSAGES,
  TIME_SHEET_LIMITS,
  addDays,
  timeSheetTotal,
  type AddTimeSheet,
  type HolidayDate,
  type MyProject,
  type TimeSheet,
} from '@smartmove/contract';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Form } from '../../../components/ui/form/form-layout';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { formatDate, formatDateRange, formatHours } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useAddTimeSheetMutation } from '../api/add-time-sheet';
import { useMyProjectsQuery } from '../api/get-my-projects';
import { useTimeSheetOfWeekQuery, useWeekHolidaysQuery } from '../api/get-time-sheets';
import { useWeekParam } from '../hooks/use-week-param';
import {
  copiedValues,
  emptyEntry,
  entriesErrorToShow,
  toHours,
  valuesOf,
  type TimeSheetFormValues,
} from '../time-sheet-values';
import { TimeSheetGrid } from './time-sheet-grid';
import { WeekPicker } from './week-picker';

/**
 * /new-time-sheet: hours per day per project for one week, saved as a draft or submitted. Each week's form
 * starts from that week's saved sheet, or empty: nothing typed for one week carries into another.
 */
export function TimeSheetForm() {
  const [weekStart, setWeek] = useWeekParam();
  const existing = useTimeSheetOfWeekQuery(weekStart);
  const holidays = useWeekHolidaysQuery(weekStart);
  const lastWeek = useTimeSheetOfWeekQuery(addDays(weekStart, -7));
  const projects = useMyProjectsQuery();

  return (
    <section className="portal-section container" aria-labelledby="time-sheet-form-title">
      <div className="portal-section__header">
        <h2 id="time-sheet-form-title">Week of {formatDateRange(weekStart, addDays(weekStart, 6))}</h2>
        <Link to={paths.timeSheet()}>All time sheets</Link>
      </div>

      <WeekPicker weekStart={weekStart} onChange={setWeek} />

      {existing.isPending || projects.isPending ? (
        <LoadingState label="Loading the week…" />
      ) : existing.isError ? (
        <ErrorState message={failureMessage(existing.error)} onRetry={() => void existing.refetch()} />
      ) : projects.isError ? (
        <ErrorState message={failureMessage(projects.error)} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 && !existing.data ? (
        <EmptyState title="No projects yet">{PROJECT_MESSAGES.noneAssigned}</EmptyState>
      ) : (
        // Keyed by week: moving to another week starts a new form from that week's own sheet.
        <WeekForm
          key={weekStart}
          weekStart={weekStart}
          saved={existing.data}
          holidays={holidays.data ?? []}
          lastWeek={lastWeek.isPending ? undefined : (lastWeek.data ?? null)}
          projects={projects.data}
        />
      )}
    </section>
  );
}

interface WeekFormProps {
  weekStart: string;
  /** The week's saved sheet, or null when it was never saved. */
  saved: TimeSheet | null;
  /** The employee's office holidays in the week, which the grid marks. */
  holidays: readonly HolidayDate[];
  /** The week before's saved sheet; null when there is none, undefined while it loads. */
  lastWeek: TimeSheet | null | undefined;
  projects: readonly MyProject[];
}

function WeekForm({ weekStart, saved, holidays, lastWeek, projects }: WeekFormProps) {
  const mutation = useAddTimeSheetMutation();
  const navigate = useNavigate();
  const copyHintId = useId();
  const [confirmingCopy, setConfirmingCopy] = useState(false);

  const form = useForm<TimeSheetFormValues, unknown, AddTimeSheet>({
    resolver: zodResolver(AddTimeSheetSchema),
    defaultValues: valuesOf(weekStart, saved),
  });
  const { control, register, formState, setValue, reset, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const entries = useWatch({ control, name: 'entries' });

  // A week waiting for its approver, or approved, cannot change; a rejected one is corrected and sent again.
  const locked = saved?.status === 'submitted' || saved?.status === 'approved';
  const total = timeSheetTotal(entries.map((entry) => ({ hours: entry.hours.map(toHours) })));
  const overWeekly = !locked && total > TIME_SHEET_LIMITS.weeklyWarningHours;

  const submit = useMutationForm({
    form,
    submit: mutation.mutateAsync,
    success: (_sheet, values) =>
      values.status === 'submitted'
        ? `Time sheet for the week of ${formatDate(values.weekStart)} submitted`
        : 'Draft saved',
    onSuccess: (_sheet, values) => {
      if (values.status === 'submitted') void navigate(paths.timeSheet());
    },
  });
  const save = (status: AddTimeSheet['status']) => {
    setValue('status', status);
    void submit();
  };

  const copyLastWeek = () => {
    if (!lastWeek) return;
    // Kept as this week's unsaved changes: nothing is saved until the user saves or submits.
    reset(copiedValues(weekStart, lastWeek), { keepDefaultValues: true });
    setConfirmingCopy(false);
    notifySuccess(`Copied the week of ${formatDate(lastWeek.weekStart)}: save or submit to keep it`);
  };
  const hasInput = () =>
    getValues('entries').some(
      (entry) => entry.project !== '' || entry.hours.some((hours) => toHours(hours) > 0),
    );

  const entriesError = entriesErrorToShow(
    formState.errors.entries?.message ?? formState.errors.entries?.root?.message,
    total,
  );

  return (
    <Form
      busy={mutation.isPending || locked}
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby="time-sheet-form-title"
    >
      {saved?.status === 'approved' ? (
        <p className="notice notice--info" role="status">
          Approved
          {saved.decision ? ` by ${saved.decision.by} on ${formatDate(saved.decision.at)}` : ''}: this week
          can no longer be changed.
        </p>
      ) : locked ? (
        <p className="notice notice--info" role="status">
          This week was submitted on {formatDate(saved.submittedAt ?? saved.updatedAt)} and can no longer be
          changed.
        </p>
      ) : saved?.decision ? (
        <div className="notice notice--warning" role="status">
          <p>
            Rejected by {saved.decision.by} on {formatDate(saved.decision.at)}. Correct the week and submit it
            again.
          </p>
          {saved.decision.reason ? <p>Rejection reason: {saved.decision.reason}</p> : null}
        </div>
      ) : saved ? (
        <p className="notice notice--info">
          Draft saved {formatDate(saved.updatedAt)}: continue where you left off.
        </p>
      ) : null}

      {locked ? null : (
        <div className="ts-copy">
          <button
            type="button"
            className="button button--secondary"
            disabled={!lastWeek}
            aria-describedby={copyHintId}
            aria-haspopup={lastWeek && hasInput() ? 'dialog' : undefined}
            onClick={() => (hasInput() ? setConfirmingCopy(true) : copyLastWeek())}
          >
            Copy last week
          </button>
          <p id={copyHintId} className="field__hint">
            {lastWeek === undefined
              ? 'Looking for last week…'
              : lastWeek
                ? `Fills this week with the projects and hours of the week of ${formatDate(lastWeek.weekStart)}.`
                : 'Last week has no time sheet to copy.'}
          </p>
        </div>
      )}

      {formState.errors.weekStart?.message ? (
        <p className="field__error" role="alert">
          {formState.errors.weekStart.message}
        </p>
      ) : null}

      <TimeSheetGrid
        weekStart={weekStart}
        holidays={holidays}
        rows={fields}
        entries={entries}
        projects={projects}
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

      <ConfirmDialog
        open={confirmingCopy}
        title="Replace this week's hours?"
        action="Copy last week"
        busy={false}
        onConfirm={copyLastWeek}
        onClose={() => setConfirmingCopy(false)}
      >
        The projects and hours entered for this week are replaced with last week&apos;s.
      </ConfirmDialog>
    </Form>
  );
}
