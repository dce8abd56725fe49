import Papa from 'papaparse';
import { rowsFromTable, type TableReadResult } from './bench-rows';
import { readXlsxRows } from './read-xlsx';

export const BENCH_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads a CSV or XLSX bench sheet (header row first). */
export async function readBenchFile(file: File): Promise<TableReadResult> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return rowsFromTable(await readXlsxRows(file));
  if (name.endsWith('.csv') || file.type === 'text/csv') {
    const text = await file.text();
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    if (parsed.errors.length > 0 && parsed.data.length === 0) {
      throw new Error('The CSV file could not be read');
    }
    return rowsFromTable(parsed.data);
  }
  throw new Error('Please choose a CSV or XLSX file');
}
