import { describe, expect, it } from 'vitest';
import { dueSlot, instantInWords, latestSlot, nextSlot, weeklyTimeInWords } from './schedule-slots.js';

const FRIDAY_SEATTLE = { weekday: 5, hour: 15, timeZone: 'America/Los_Angeles' };
const MONDAY_SEATTLE = { weekday: 1, hour: 9, timeZone: 'America/Los_Angeles' };
const FRIDAY_PUNE = { weekday: 5, hour: 15, timeZone: 'Asia/Kolkata' };

describe('latestSlot', () => {
  it('is Friday 15:00 Pacific in standard and daylight time', () => {
    // 2026-11-27 is a Friday in PST (UTC-8); 2026-07-10 a Friday in PDT (UTC-7).
    expect(latestSlot(FRIDAY_SEATTLE, new Date('2026-11-27T23:00:00Z'))).toEqual({
      at: new Date('2026-11-27T23:00:00Z'),
      key: '2026-11-27T15:00',
      localDate: '2026-11-27',
    });
    expect(latestSlot(FRIDAY_SEATTLE, new Date('2026-11-27T22:59:59Z')).key).toBe('2026-11-20T15:00');
    expect(latestSlot(FRIDAY_SEATTLE, new Date('2026-07-12T00:00:00Z')).at).toEqual(
      new Date('2026-07-10T22:00:00Z'),
    );
  });

  it('crosses the spring and fall changes of America/Los_Angeles', () => {
    // Spring forward on Sunday 2026-03-08: Friday 03-06 is PST, Monday 03-09 is PDT.
    expect(latestSlot(FRIDAY_SEATTLE, new Date('2026-03-09T12:00:00Z')).at).toEqual(
      new Date('2026-03-06T23:00:00Z'),
    );
    expect(latestSlot(MONDAY_SEATTLE, new Date('2026-03-09T16:00:00Z')).at).toEqual(
      new Date('2026-03-09T16:00:00Z'),
    );
    expect(latestSlot(MONDAY_SEATTLE, new Date('2026-03-09T15:59:00Z')).key).toBe('2026-03-02T09:00');
    // Fall back on Sunday 2026-11-01: Friday 10-30 is PDT, Monday 11-02 is PST.
    expect(latestSlot(FRIDAY_SEATTLE, new Date('2026-11-01T09:30:00Z')).at).toEqual(
      new Date('2026-10-30T22:00:00Z'),
    );
    expect(latestSlot(MONDAY_SEATTLE, new Date('2026-11-02T17:00:00Z')).at).toEqual(
      new Date('2026-11-02T17:00:00Z'),
    );
  });

  it('is Friday 15:00 India time (UTC+5:30, no DST), which is 09:30 UTC', () => {
    expect(latestSlot(FRIDAY_PUNE, new Date('2026-11-27T09:30:00Z')).at).toEqual(
      new Date('2026-11-27T09:30:00Z'),
    );
    expect(latestSlot(FRIDAY_PUNE, new Date('2026-11-27T09:29:00Z')).key).toBe('2026-11-20T15:00');
    // Friday evening in Seattle is already Saturday in Pune: still that Friday's slot.
    expect(latestSlot(FRIDAY_PUNE, new Date('2026-11-28T03:00:00Z')).key).toBe('2026-11-27T15:00');
  });
});

describe('dueSlot', () => {
  it('is the latest slot, unless it falls before the install first started', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    // Friday 2026-11-27 15:00 in Seattle is 23:00 UTC.
    expect(dueSlot(FRIDAY_SEATTLE, now, new Date('2026-11-27T22:00:00Z'))).toEqual(
      latestSlot(FRIDAY_SEATTLE, now),
    );
    expect(dueSlot(FRIDAY_SEATTLE, now, new Date('2026-11-27T23:00:00Z'))?.key).toBe('2026-11-27T15:00');
    expect(dueSlot(FRIDAY_SEATTLE, now, new Date('2026-11-27T23:00:01Z'))).toBeUndefined();
    // First started on Saturday: no slot until next Friday's.
    expect(dueSlot(FRIDAY_SEATTLE, now, new Date('2026-11-28T10:00:00Z'))).toBeUndefined();
    expect(
      dueSlot(FRIDAY_SEATTLE, new Date('2026-12-04T23:00:00Z'), new Date('2026-11-28T10:00:00Z'))?.key,
    ).toBe('2026-12-04T15:00');
  });
});

describe('slots in words', () => {
  it('names the next slot a week after the latest, in office time', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    expect(nextSlot(FRIDAY_SEATTLE, now).key).toBe('2026-12-11T15:00');
    expect(nextSlot(FRIDAY_SEATTLE, new Date('2026-12-04T23:00:00Z')).key).toBe('2026-12-11T15:00');
    // Across the spring change: still 15:00 Pacific.
    expect(nextSlot(FRIDAY_SEATTLE, new Date('2026-03-07T00:00:00Z')).at).toEqual(
      new Date('2026-03-13T22:00:00Z'),
    );
  });

  it('reads a slot as "Friday 4 Dec, 3:00 PM Seattle" and a day as "Friday 11 Dec"', () => {
    const slot = latestSlot(FRIDAY_SEATTLE, new Date('2026-12-07T12:00:00Z'));
    expect(instantInWords(slot.at, FRIDAY_SEATTLE.timeZone, 'Seattle')).toBe('Friday 4 Dec, 3:00 PM Seattle');
    expect(instantInWords(slot.at, FRIDAY_PUNE.timeZone, 'Pune')).toBe('Saturday 5 Dec, 4:30 AM Pune');
    expect(instantInWords(new Date('2026-12-11T23:00:00Z'), FRIDAY_SEATTLE.timeZone, 'Seattle', false)).toBe(
      'Friday 11 Dec',
    );
    expect(instantInWords(new Date('2026-12-07T00:05:00Z'), 'UTC', 'UTC')).toBe('Monday 7 Dec, 12:05 AM UTC');
    expect(weeklyTimeInWords(MONDAY_SEATTLE, 'Seattle')).toBe('Mondays at 9:00 AM Seattle');
  });
});
