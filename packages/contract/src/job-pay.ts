/**
 * A job's pay as the board shows it (docs/product.md#personal-data): every public posting states its
 * hourly pay, as several US states' pay transparency laws ask. "$75/hr C2C", "$70-$80/hr",
 * "$70 - 80 per hour" and "75 USD/hour" all read as hourly US dollars.
 */
export interface HourlyPay {
  min: number;
  max: number;
}

const AMOUNT = String.raw`\d{1,4}(?:\.\d{1,2})?`;
const HOURLY_PAY = new RegExp(
  String.raw`^\D*?(?:\$\s*)?(${AMOUNT})(?:\s*(?:-|–|to)\s*(?:\$\s*)?(${AMOUNT}))?\s*(?:USD\s*)?(?:/\s*|per\s+)(?:hr|hour)\b`,
  'i',
);

/** The hourly pay a rate text states, or undefined when it states none. */
export function parseHourlyPay(rate: string): HourlyPay | undefined {
  const match = HOURLY_PAY.exec(rate.trim());
  if (!match?.[1]) return undefined;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  if (!(min > 0) || max < min) return undefined;
  return { min, max };
}

export const JOB_PAY_MESSAGE = 'Please state the hourly pay, such as $75/hr or $70-$80/hr';
