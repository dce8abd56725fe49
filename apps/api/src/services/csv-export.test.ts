import { describe, expect, it } from 'vitest';
import { CsvDecimal, toCsv, toSafeCsvCell } from './csv-export.js';

describe('toSafeCsvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 201 555 0100', "'+1 201 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(toSafeCsvCell(value)).toBe(expected);
  });

  it('writes nothing for a missing value and numbers as text', () => {
    expect(toSafeCsvCell(null)).toBe('');
    expect(toSafeCsvCell(undefined)).toBe('');
    expect(toSafeCsvCell(42)).toBe('42');
    expect(toSafeCsvCell(-42)).toBe("'-42");
  });

  it('writes a decimal number as it is, minus sign included, and refuses anything else as one', () => {
    expect(toSafeCsvCell(new CsvDecimal('-12.50'))).toBe('-12.50');
    expect(toSafeCsvCell(new CsvDecimal('3'))).toBe('3');
    expect(() => new CsvDecimal('-1+1')).toThrow();
    expect(() => new CsvDecimal('=1')).toThrow();
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark, quotes commas, quotes and line breaks, and neutralises formulas in the header and the rows', () => {
    expect(
      toCsv(
        ['Name', '=Header'],
        [
          ['Smith, Jo', 'say "hi"'],
          ['line\nbreak', '=1+1'],
          [null, 'x'],
        ],
      ),
    ).toBe('\uFEFFName,\'=Header\r\n"Smith, Jo","say ""hi"""\r\n"line\nbreak",\'=1+1\r\n,x\r\n');
  });
});
