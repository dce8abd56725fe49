import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number: "-12.50". */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A decimal number a CSV holds as it is, sign included ("-12.50"): a spreadsheet reads it as a number, never
 * as a formula, and an accounting import needs its minus sign (a credit note's amounts).
 */
export class CsvDecimal {
  readonly text: string;
  constructor(text: string) {
    if (!DECIMAL.test(text)) throw new Error(`Not a decimal number: ${text}`);
    this.text = text;
  }
}

export type CsvCell = string | number | CsvDecimal | null | undefined;

/**
 * One cell as a spreadsheet may safely open it: text that a spreadsheet would run as a formula gets a
 * leading apostrophe, so it shows as the text it is. Quoting is the CSV library's job.
 */
export function toSafeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvDecimal) return value.text;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A UTF-8 byte order mark: without it, Excel opens a CSV in the machine's legacy code page and shows
 * "JosÃ©" for "José".
 */
const UTF8_BOM = '\uFEFF';

/** The media type of a CSV export. */
export const CSV_MIME_TYPE = 'text/csv; charset=utf-8';

/**
 * A CSV document (RFC 4180, CRLF line ends) with a header row; every cell made formula-safe. It starts with
 * a byte order mark, so that spreadsheets read its accents right.
 */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]) {
  return UTF8_BOM + csvLines([header, ...rows]);
}

type CsvRow = readonly CsvCell[];

function csvLines(rows: readonly CsvRow[]): string {
  return stringify(
    rows.map((row) => row.map(toSafeCsvCell)),
    { record_delimiter: '\r\n', quoted_match: /[",\r\n]/ },
  );
}

/**
 * The document toCsv makes, made as it is read: the header, then each batch of rows as the database answers
 * it, so that an export of every record holds one batch in memory and starts at once.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvRow[]>): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLines([header]);
    for await (const batch of batches) yield csvLines(batch);
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Each batch's rows as CSV cells. */
export async function* mapBatches<Row>(
  batches: AsyncIterable<readonly Row[]>,
  toCells: (row: Row) => CsvRow,
): AsyncGenerator<CsvRow[]> {
  for await (const batch of batches) yield batch.map(toCells);
}

/** `inquiries-2026-11-25.csv`: the download's file name for a kind of record and a day. */
export function csvFileName(what: string, now: Date = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`;
}
