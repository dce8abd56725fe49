/** A time sheet entry's hours, one column per weekday from Monday. */
export const DAY_COLUMNS = [
  'hours_mon',
  'hours_tue',
  'hours_wed',
  'hours_thu',
  'hours_fri',
  'hours_sat',
  'hours_sun',
] as const;
