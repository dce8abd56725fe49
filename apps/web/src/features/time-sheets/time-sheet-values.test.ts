import { PORTAL_MESSAGES, type TimeSheet } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { copiedValues, entriesErrorToShow, projectChoices, valuesOf } from './time-sheet-values';

const lastWeek: TimeSheet = {
  id: 'sheet-1',
  weekStart: '2026-11-09',
  status: 'approved',
  totalHours: 42,
  entries: [
    { project: 'Retail analytics', hours: [8, 8, 8, 8, 8, 0, 0] },
    { project: 'Internal training', hours: [0, 0, 0, 0, 0, 2, 0] },
  ],
  submittedAt: '2026-11-14T10:00:00.000Z',
  updatedAt: '2026-11-14T10:00:00.000Z',
  decision: null,
};

describe('time sheet form values', () => {
  it('starts an unsaved week empty, whatever another week held', () => {
    expect(valuesOf('2026-11-16', null)).toEqual({
      weekStart: '2026-11-16',
      status: 'draft',
      entries: [{ project: '', hours: [0, 0, 0, 0, 0, 0, 0] }],
    });
  });

  it("copies last week's projects and hours into this week as a draft, not sharing its arrays", () => {
    const copied = copiedValues('2026-11-16', lastWeek);
    expect(copied).toEqual({ weekStart: '2026-11-16', status: 'draft', entries: lastWeek.entries });
    copied.entries[0]!.hours[0] = 1;
    expect(lastWeek.entries[0]!.hours[0]).toBe(8);
  });

  it("offers the assigned projects, and a row's own project when it is not assigned", () => {
    const assigned = [
      { id: 'p1', name: 'Internal training' },
      { id: 'p2', name: 'Retail analytics' },
    ];
    expect(projectChoices(assigned, '')).toEqual([
      { value: 'Internal training', label: 'Internal training' },
      { value: 'Retail analytics', label: 'Retail analytics' },
    ]);
    expect(projectChoices(assigned, 'retail ANALYTICS')).toHaveLength(2);
    expect(projectChoices(assigned, 'Old client')).toContainEqual({
      value: 'Old client',
      label: 'Old client (not assigned to you)',
    });
  });

  it('drops the "enter the hours" message as soon as the week has hours', () => {
    const emptySubmit = PORTAL_MESSAGES.timeSheet.emptySubmit;
    expect(entriesErrorToShow(emptySubmit, 0)).toBe(emptySubmit);
    expect(entriesErrorToShow(emptySubmit, 0.25)).toBeUndefined();
    expect(entriesErrorToShow(PORTAL_MESSAGES.timeSheet.noEntries, 8)).toBe(
      PORTAL_MESSAGES.timeSheet.noEntries,
    );
    expect(entriesErrorToShow(undefined, 0)).toBeUndefined();
  });
});
