import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as a spreadsheet may safely open it: text that a spreadsheet would run as a formula gets a
 * leading apostrophe, so it shows as the text it is. Quoting is the CSV library's job.
 */
export function toSafeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
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
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
) {
  return (
    UTF8_BOM +
    stringify([header.map(toSafeCsvCell), ...rows.map((row) => row.map(toSafeCsvCell))], {
      record_delimiter: '\r\n',
      quoted_match: /[",\r\n]/,
    })
  );
}

/** `inquiries-2026-11-25.csv`: the download's file name for a kind of record and a day. */
export function csvFileName(what: string, now: Date = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`;
}
