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

/** The first slot of a weekly time after `now`. */
export function nextSlot(time: WeeklyTime, now: Date): Slot {
  const latest = latestSlot(time, now);
  return slotOn(Date.parse(`${latest.localDate}T00:00:00Z`) + 7 * DAY_MS, time);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A wall-clock time as people read it: "3:00 PM". */
function clockWords(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A day as people read it: "Friday 4 Dec". */
function dayWords(year: number, month: number, day: number): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]}`;
}

/**
 * An instant in a time zone, in words, with the place that names the zone: "Friday 4 Dec, 3:00 PM Seattle";
 * without the time when `withTime` is false ("Friday 11 Dec").
 */
export function instantInWords(instant: Date, timeZone: string, place: string, withTime = true): string {
  const local = localParts(instant, timeZone);
  const day = dayWords(local.year, local.month, local.day);
  return withTime ? `${day}, ${clockWords(local.hour, local.minute)} ${place}` : day;
}

/** A weekly time in words: "Fridays at 3:00 PM Seattle". */
export function weeklyTimeInWords(time: WeeklyTime, place: string): string {
  return `${WEEKDAYS[time.weekday]}s at ${clockWords(time.hour, 0)} ${place}`;
}

/** The slot of a weekly time on a local date ('YYYY-MM-DD', as a slot's key starts). */
export function slotOnDate(time: WeeklyTime, localDate: string): Slot {
  return slotOn(Date.parse(`${localDate}T00:00:00Z`), time);
}
