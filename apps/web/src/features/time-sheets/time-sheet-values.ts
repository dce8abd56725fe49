import {
  PORTAL_MESSAGES,
  projectKey,
  type AddTimeSheetSchema,
  type MyProject,
  type TimeSheet,
  type z,
} from '@smartmove/contract';

/** The time sheet form's values: a week and its rows of hours per project and day. */
export type TimeSheetFormValues = z.input<typeof AddTimeSheetSchema>;

export const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const emptyEntry = () => ({ project: '', hours: [0, 0, 0, 0, 0, 0, 0] });

/** An hours box's value as a number; an empty box counts as 0. */
export const toHours = (value: unknown) => (value === '' || value === null ? 0 : Number(value));

/** The sum of the boxes that hold a number (a box being typed in may not yet). */
export const sumHours = (values: readonly unknown[]) =>
  values.reduce<number>((sum, value) => sum + (Number.isFinite(toHours(value)) ? toHours(value) : 0), 0);

/** The form's values for a week: its saved rows, or one empty row (nothing carries over from another week). */
export function valuesOf(weekStart: string, sheet: TimeSheet | null | undefined): TimeSheetFormValues {
  return {
    weekStart,
    status: 'draft',
    entries: sheet?.entries.length
      ? sheet.entries.map((entry) => ({ ...entry, hours: [...entry.hours] }))
      : [emptyEntry()],
  };
}

/** "Copy last week": last week's projects and hours as this week's draft (saved only when the user saves). */
export function copiedValues(weekStart: string, lastWeek: TimeSheet): TimeSheetFormValues {
  return valuesOf(weekStart, lastWeek);
}

export interface ProjectChoice {
  value: string;
  label: string;
}

/**
 * A row's Project choices: the projects assigned to the employee, and the row's own project when it is
 * not among them (a week saved before projects were assigned still shows what it says).
 */
export function projectChoices(assigned: readonly MyProject[], current: string): ProjectChoice[] {
  const choices = assigned.map((project) => ({ value: project.name, label: project.name }));
  const known = new Set(assigned.map((project) => projectKey(project.name)));
  if (current.trim() && !known.has(projectKey(current))) {
    choices.push({ value: current, label: `${current} (not assigned to you)` });
  }
  return choices;
}

/**
 * The error shown under the grid: "Enter the hours you worked before submitting" only while the week still
 * has no hours (it goes as soon as an hour is entered); any other message as it is.
 */
export function entriesErrorToShow(message: string | undefined, total: number): string | undefined {
  if (message === PORTAL_MESSAGES.timeSheet.emptySubmit && total > 0) return undefined;
  return message;
}
