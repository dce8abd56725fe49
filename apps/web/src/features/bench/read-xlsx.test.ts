import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, SpreadsheetError } from './read-xlsx';

/** A small .xlsx (ZIP of XML parts), deflated like the ones spreadsheet programs write. */
function buildXlsx(parts: Record<string, string>): Uint8Array<ArrayBuffer> {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, xml] of Object.entries(parts)) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(Buffer.from(xml));
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(Buffer.byteLength(xml), 22);
    header.writeUInt16LE(nameBytes.length, 26);
    local.push(header, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(Buffer.byteLength(xml), 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  const bytes = Buffer.concat([...local, centralBytes, end]);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);
}

const WORKBOOK = `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bench" sheetId="1" r:id="rId7"/></sheets></workbook>`;
const RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/bench.xml"/></Relationships>`;
const SHARED = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Name</t></si><si><t>Title</t></si><si><r><t>Li </t></r><r><t>Wei</t></r></si></sst>`;
const SHEET = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Experience</t></is></c></row>
<row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>5</v></c><c r="D2" t="b"><v>1</v></c></row>
</sheetData></worksheet>`;

describe('reading an .xlsx bench sheet', () => {
  it('reads the first worksheet with shared, inline, number and boolean cells, keeping empty cells', async () => {
    const file = new Blob([
      buildXlsx({
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': RELS,
        'xl/sharedStrings.xml': SHARED,
        'xl/worksheets/bench.xml': SHEET,
      }),
    ]);
    expect(await readXlsxRows(file)).toEqual([
      ['Name', 'Title', 'Experience'],
      ['Li Wei', '', '5', 'TRUE'],
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(readXlsxRows(new Blob(['name,title\n']))).rejects.toBeInstanceOf(SpreadsheetError);
  });

  it('puts each cell at the column of its reference, however far right', async () => {
    const sheet = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="Z1" t="inlineStr"><is><t>Skills</t></is></c><c r="AB1" t="inlineStr"><is><t>Phone</t></is></c></row>
</sheetData></worksheet>`;
    const file = new Blob([
      buildXlsx({
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': RELS,
        'xl/worksheets/bench.xml': sheet,
      }),
    ]);
    const [header = []] = await readXlsxRows(file);
    expect(header).toHaveLength(28);
    expect([header[0], header[25], header[27]]).toEqual(['Name', 'Skills', 'Phone']);
    expect(header[1]).toBe('');
  });
});
