import { addDays, defaultHolidays, mondayOf, todayIsoDate, type OfficeCode } from '@smartmove/contract';

/** Values the specs pick so that their records never meet another test's or another run's. */

/** A random number in [min, max]: each run and each test picks dates nobody else uses. */
export const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A few random letters. */
export const stamp = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);

/** A date as the product shows it: "Mar 6, 2006". */
export function shown(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00.000Z`));
}

/**
 * The Monday `fromWeeks` to `toWeeks` weeks after this week's (before it when negative), picked at random.
 * Dates people enter run from 2000-01-01 to two years ahead of today: stay within -1400 and 100 weeks.
 */
export function randomMonday(fromWeeks: number, toWeeks: number): string {
  return addDays(mondayOf(todayIsoDate()), 7 * between(fromWeeks, toWeeks));
}

/** A random Monday as randomMonday picks it, whose Monday to Friday holds none of the office's default holidays. */
export function randomWorkingWeek(
  fromWeeks: number,
  toWeeks: number,
  office: OfficeCode = 'seattle',
): string {
  const thisMonday = mondayOf(todayIsoDate());
  const weeks: string[] = [];
  for (let week = fromWeeks; week <= toWeeks; week += 1) {
    const monday = addDays(thisMonday, 7 * week);
    const days = [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
    const years = new Set(days.map((day) => Number(day.slice(0, 4))));
    const holidays = new Set(
      [...years].flatMap((year) => defaultHolidays(office, year).map((day) => day.date)),
    );
    if (!days.some((day) => holidays.has(day))) weeks.push(monday);
  }
  const monday = weeks[between(0, weeks.length - 1)];
  if (!monday) throw new Error(`No week without holidays from ${fromWeeks} to ${toWeeks} weeks ahead`);
  return monday;
}
