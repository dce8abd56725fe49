/** A weekly time in an office's time zone: weekday 0 = Sunday … 6 = Saturday, hour 0–23. */
export interface WeeklyTime {
  weekday: number;
  hour: number;
  timeZone: string;
}

/** A slot of a weekly job: the instant it falls on, and its key in office time ('2026-11-27T15:00'). */
export interface Slot {
  at: Date;
  key: string;
  /** The slot's local date, 'YYYY-MM-DD'. */
  localDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localParts(instant: Date, timeZone: string): LocalParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time (a day given as UTC midnight of its date) falls on in the time zone. */
function zonedInstant(localDay: number, hour: number, timeZone: string): Date {
  const wall = localDay + hour * 60 * 60 * 1000;
  let guess = wall - offsetAt(new Date(wall), timeZone);
  // Once more with the offset at the guess: right on both sides of a DST change.
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

function isoDate(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

function slotOn(localDay: number, time: WeeklyTime): Slot {
  const localDate = isoDate(localDay);
  return {
    at: zonedInstant(localDay, time.hour, time.timeZone),
    key: `${localDate}T${String(time.hour).padStart(2, '0')}:00`,
    localDate,
  };
}

/** The latest slot of a weekly time at or before `now`. */
export function latestSlot(time: WeeklyTime, now: Date): Slot {
  const local = localParts(now, time.timeZone);
  const today = Date.UTC(local.year, local.month - 1, local.day);
  const weekday = new Date(today).getUTCDay();
  const candidate = slotOn(today - ((weekday - time.weekday + 7) % 7) * DAY_MS, time);
  if (candidate.at.getTime() <= now.getTime()) return candidate;
  const back = today - (((weekday - time.weekday + 7) % 7) + 7) * DAY_MS;
  return slotOn(back, time);
}

/**
 * The slot of a weekly time due at `now`: the latest one at or before it, unless that falls before
 * `firstStart` (the install's first start: a new install runs no slot of a week it was not there for).
 */
export function dueSlot(time: WeeklyTime, now: Date, firstStart: Date): Slot | undefined {
  const slot = latestSlot(time, now);
  return slot.at.getTime() < firstStart.getTime() ? undefined : slot;
}
