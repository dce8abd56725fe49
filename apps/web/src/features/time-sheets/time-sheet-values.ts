import type { AddTimeSheetSchema, TimeSheet, z } from '@smartmove/contract';

/** The time sheet form's values: a week and its rows of hours per project and day. */
export type TimeSheetFormValues = z.input<typeof AddTimeSheetSchema>;

export const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const emptyEntry = () => ({ project: '', hours: [0, 0, 0, 0, 0, 0, 0] });

/** An hours box's value as a number; an empty box counts as 0. */
export const toHours = (value: unknown) => (value === '' || value === null ? 0 : Number(value));

/** The sum of the boxes that hold a number (a box being typed in may not yet). */
export const sumHours = (values: readonly unknown[]) =>
  values.reduce<number>((sum, value) => sum + (Number.isFinite(toHours(value)) ? toHours(value) : 0), 0);

/** The form's values for a week: its saved rows, or one empty row. */
export function valuesOf(weekStart: string, sheet: TimeSheet | null | undefined): TimeSheetFormValues {
  return {
    weekStart,
    status: 'draft',
    entries: sheet?.entries.length
      ? sheet.entries.map((entry) => ({ ...entry, hours: [...entry.hours] }))
      : [emptyEntry()],
  };
}
