import { PORTAL_MESSAGES } from '@smartmove/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { COLUMNS, COLUMN_LABELS } from './bench-columns';
import { benchTemplateCsv, checkRows, columnFor, rowsFromTable } from './bench-rows';

describe('bench upload rows', () => {
  it('recognises the usual column titles', () => {
    expect(columnFor('Visa Status')).toBe('visaStatus');
    expect(columnFor('Years of Experience')).toBe('experience');
    expect(columnFor('E-mail ID')).toBe('email');
    expect(columnFor('Favourite colour')).toBeUndefined();
  });

  it('reads a sheet whose header row is the column list the upload page gives, word for word', () => {
    const listed = COLUMNS.map((column) => COLUMN_LABELS[column]);
    expect(listed.slice(0, 5)).toEqual(['Title', 'Name', 'Experience (years)', 'Location', 'Visa status']);
    const { rows, missingColumns } = rowsFromTable([
      listed,
      ['Data Engineer', 'Priya Raman', '7', 'Austin, TX', 'H1B', 'Python, Spark', 'priya@example.com', ''],
    ]);
    expect(missingColumns).toEqual([]);
    expect(checkRows(rows)[0]).toMatchObject({ status: 'valid', data: { exp: 7, visaStatus: 166110001 } });
  });

  it('reads a sheet, skips empty rows and names the missing required columns', () => {
    const { rows, missingColumns } = rowsFromTable([
      ['Name', 'Title', 'Experience', 'Location'],
      ['Li Wei', 'QA Engineer', 5, 'Denver, CO'],
      ['', '', '', ''],
    ]);
    expect(rows).toEqual([
      {
        name: 'Li Wei',
        title: 'QA Engineer',
        experience: '5',
        location: 'Denver, CO',
        visaStatus: '',
        skills: '',
        email: '',
        phone: '',
      },
    ]);
    expect(missingColumns).toEqual(['visaStatus', 'skills']);
  });

  it('reads the visa labels people write as the one label of their code, and splits skills', () => {
    const { rows } = rowsFromTable([
      ['Title', 'Name', 'Experience', 'Location', 'Visa', 'Skills'],
      ['QA Engineer', 'Uma Citizen', '5', 'Denver, CO', 'US Citizen', 'a; b, c'],
      ['QA Engineer', 'Hari Hyphen', '5', 'Denver, CO', 'H-1B', 'Selenium'],
      ['QA Engineer', 'Gina Green', '5', 'Denver, CO', 'Green Card', 'Selenium'],
      ['QA Engineer', 'Tina Treaty', '5', 'Denver, CO', 'TN', 'Selenium'],
    ]);
    expect(rows.map((row) => row.visaStatus)).toEqual(['CITIZEN', 'H1B', 'GC', 'TN']);
    const checked = checkRows(rows);
    expect(checked.map((row) => row.data?.visaStatus)).toEqual([166110007, 166110001, 166110003, undefined]);
    expect(checked[0]?.data?.skills).toBe('a, b, c');
    expect(checked[3]).toMatchObject({
      status: 'invalid',
      errors: { visaStatus: PORTAL_MESSAGES.bench.visaStatus },
    });
  });

  it('reads the CSV template back as one valid row', () => {
    const table = Papa.parse<string[]>(benchTemplateCsv(), { skipEmptyLines: true }).data;
    const [row] = checkRows(rowsFromTable(table).rows);
    expect(row).toMatchObject({
      status: 'valid',
      data: { exp: 7, visaStatus: 166110001, phone: '+12015550199' },
    });
  });

  it('gives each row its field errors and marks repeats of an earlier row', () => {
    const base = {
      title: 'Data Engineer',
      name: 'Ravi Kumar',
      experience: '8 Years',
      location: 'Dallas, TX',
      visaStatus: 'gc',
      skills: 'Python',
      email: '',
      phone: '(201) 555-0123',
    };
    const checked = checkRows([
      base,
      { ...base, name: ' ravi  kumar ' },
      { ...base, name: 'R2', experience: 'many', visaStatus: 'Tourist', email: 'x@' },
    ]);
    expect(checked[0]).toMatchObject({
      status: 'valid',
      data: { exp: 8, visaStatus: 166110003, phone: '+12015550123' },
    });
    expect(checked[1]).toMatchObject({
      status: 'duplicate',
      duplicateReason: PORTAL_MESSAGES.bench.duplicateInUpload,
    });
    expect(checked[2]?.status).toBe('invalid');
    expect(checked[2]?.errors).toMatchObject({
      name: "Only letters, spaces and ' - . , are allowed",
      experience: PORTAL_MESSAGES.bench.experience,
      visaStatus: PORTAL_MESSAGES.bench.visaStatus,
      email: PORTAL_MESSAGES.bench.email,
    });
  });
});
