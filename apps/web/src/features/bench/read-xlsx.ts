/**
 * Reads the first worksheet of an .xlsx file as rows of cell texts. An .xlsx is a ZIP archive of XML
 * parts: the browser's own DecompressionStream inflates them and DOMParser reads them, so no spreadsheet
 * library is shipped for the one table a bench upload needs.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

interface ZipEntry {
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

export class SpreadsheetError extends Error {}

function readCentralDirectory(view: DataView): Map<string, ZipEntry> {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment (< 64 KiB).
  let eocd = -1;
  for (let offset = view.byteLength - 22; offset >= Math.max(0, view.byteLength - 65_557); offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) throw new SpreadsheetError('The file is not a valid XLSX workbook');
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new SpreadsheetError('The file is not a valid XLSX workbook');
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = decoder.decode(new Uint8Array(view.buffer, view.byteOffset + offset + 46, nameLength));
    entries.set(name, {
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function readEntry(view: DataView, entry: ZipEntry): Promise<string> {
  const header = entry.localHeaderOffset;
  if (view.getUint32(header, true) !== LOCAL_SIGNATURE) {
    throw new SpreadsheetError('The file is not a valid XLSX workbook');
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const data = new Uint8Array(view.buffer as ArrayBuffer, view.byteOffset + start, entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new SpreadsheetError('The workbook uses an unsupported compression');
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new SpreadsheetError('The workbook could not be read');
  }
  return document;
}

/** The text of an element's <t> descendants (rich text runs are several). */
function textOf(element: Element): string {
  return Array.from(element.getElementsByTagName('t'))
    .map((node) => node.textContent ?? '')
    .join('');
}

/** "BC12" → 54 (0-based column of the cell reference). */
export function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/i.exec(reference)?.[0].toUpperCase() ?? '';
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The path of the workbook's first sheet, from workbook.xml and its relationships. */
function firstSheetPath(workbook: Document, relationships: Document | undefined): string {
  const sheet = workbook.getElementsByTagName('sheet')[0];
  const relationId =
    sheet?.getAttribute('r:id') ??
    sheet?.getAttributeNS('http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'id');
  const target = Array.from(relationships?.getElementsByTagName('Relationship') ?? [])
    .find((relationship) => relationship.getAttribute('Id') === relationId)
    ?.getAttribute('Target');
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

export async function readXlsxRows(file: Blob): Promise<string[][]> {
  const view = new DataView(await file.arrayBuffer());
  const entries = readCentralDirectory(view);
  const part = async (name: string) => {
    const entry = entries.get(name);
    return entry ? parseXml(await readEntry(view, entry)) : undefined;
  };
  const workbook = await part('xl/workbook.xml');
  if (!workbook) throw new SpreadsheetError('The file is not a valid XLSX workbook');
  const sheet = await part(firstSheetPath(workbook, await part('xl/_rels/workbook.xml.rels')));
  if (!sheet) throw new SpreadsheetError('The workbook has no worksheet');
  const sharedStrings = Array.from(
    (await part('xl/sharedStrings.xml'))?.getElementsByTagName('si') ?? [],
  ).map(textOf);

  return Array.from(sheet.getElementsByTagName('row')).map((row) => {
    const cells: string[] = [];
    Array.from(row.getElementsByTagName('c')).forEach((cell, position) => {
      const reference = cell.getAttribute('r');
      const index = reference ? columnIndex(reference) : position;
      const type = cell.getAttribute('t');
      const value = cell.getElementsByTagName('v')[0]?.textContent ?? '';
      let text: string;
      if (type === 's') text = sharedStrings[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textOf(cell);
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else text = value;
      while (cells.length < index) cells.push('');
      cells[index] = text;
    });
    return cells;
  });
}
