/**
 * Reads the first worksheet of an .xlsx file as rows of cell texts, with read-excel-file (pinned to the
 * version apps/api declares). The library is imported only when a workbook is chosen, so it loads in a
 * chunk of its own on the bench upload page and nowhere else.
 */

export class SpreadsheetError extends Error {}

/** A cell as the text a person sees in it; dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The library pads every row to the widest one; a row ends at its last filled cell, as it does in the file. */
function withoutTrailingEmptyCells(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
}

export async function readXlsxRows(file: Blob): Promise<string[][]> {
  const library = await import('read-excel-file/browser').catch(() => {
    throw new SpreadsheetError('The Excel reader could not be loaded, please try again');
  });
  // unknown: the library's own type gives a date cell the Date constructor's type.
  let rows: ReadonlyArray<ReadonlyArray<unknown>>;
  try {
    rows = await library.readSheet(file, { trim: false });
  } catch (error) {
    if (error instanceof library.InvalidInputError) {
      throw new SpreadsheetError('The file is not a valid XLSX workbook');
    }
    if (error instanceof library.SheetNotFoundError) {
      throw new SpreadsheetError('The workbook has no worksheet');
    }
    throw new SpreadsheetError('The workbook could not be read');
  }
  return rows.map((row) => withoutTrailingEmptyCells(row.map(cellText)));
}
