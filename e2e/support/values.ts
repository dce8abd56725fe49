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
