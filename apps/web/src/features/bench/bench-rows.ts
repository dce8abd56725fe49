import {
  BENCH_UPLOAD_COLUMNS,
  BenchUploadRowSchema,
  benchDuplicateKeys,
  parseVisaStatus,
  PORTAL_MESSAGES,
  visaStatusLabel,
  type BenchUploadRow,
  type MyBenchCandidate,
} from '@smartmove/contract';
import { COLUMN_LABELS, type BenchRowInput } from './bench-columns';

export type { BenchRowInput };

export const EMPTY_BENCH_ROW: BenchRowInput = {
  title: '',
  name: '',
  experience: '',
  location: '',
  visaStatus: '',
  skills: '',
  email: '',
  phone: '',
};

/** A column title reduced to its letters: "Experience (years)" → "experienceyears". */
const letters = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * Column titles people use in their sheets, reduced to letters, mapped to our fields: the template's keys,
 * the names the upload page lists ("Experience (years)", "Visa status", …) and common others.
 */
const HEADER_ALIASES: Record<string, keyof BenchRowInput> = {
  ...Object.fromEntries(
    Object.entries(COLUMN_LABELS).map(([column, label]) => [letters(label), column as keyof BenchRowInput]),
  ),
  title: 'title',
  jobtitle: 'title',
  role: 'title',
  position: 'title',
  name: 'name',
  fullname: 'name',
  candidate: 'name',
  candidatename: 'name',
  consultant: 'name',
  consultantname: 'name',
  experience: 'experience',
  exp: 'experience',
  years: 'experience',
  yearsofexperience: 'experience',
  totalexperience: 'experience',
  location: 'location',
  city: 'location',
  currentlocation: 'location',
  visa: 'visaStatus',
  visastatus: 'visaStatus',
  workauthorization: 'visaStatus',
  skills: 'skills',
  skillset: 'skills',
  technologies: 'skills',
  email: 'email',
  emailid: 'email',
  emailaddress: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobileno: 'phone',
  contactnumber: 'phone',
};

const REQUIRED_COLUMNS: ReadonlyArray<keyof BenchRowInput> = [
  'title',
  'name',
  'experience',
  'location',
  'visaStatus',
  'skills',
];

export function columnFor(header: unknown): keyof BenchRowInput | undefined {
  return HEADER_ALIASES[letters(header)];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

export interface TableReadResult {
  rows: BenchRowInput[];
  /** Required columns the header row lacks. */
  missingColumns: string[];
}

/** A sheet (header row first) as typed rows; fully empty rows are skipped. */
export function rowsFromTable(table: ReadonlyArray<ReadonlyArray<unknown>>): TableReadResult {
  const [header = [], ...body] = table;
  const columns = header.map(columnFor);
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  const rows = body
    .map((cells) => {
      const row = { ...EMPTY_BENCH_ROW };
      columns.forEach((column, index) => {
        if (column && !row[column]) row[column] = cellText(cells[index]);
      });
      // "US Citizen" becomes "CITIZEN" (its one label), so that the preview and the typed-rows editor's
      // choice list show it; text that names no visa status stays as written and gets the row's error.
      if (parseVisaStatus(row.visaStatus) !== undefined) row.visaStatus = visaStatusLabel(row.visaStatus);
      return row;
    })
    .filter((row) => Object.values(row).some((value) => value !== ''));
  return { rows, missingColumns };
}

/** "8 Years" → "8"; "+1 (201) 555-0199" → "+12015550199"; a 10-digit number is taken as North American. */
function toPayload(row: BenchRowInput) {
  const years = /\d+/.exec(row.experience)?.[0];
  const digits = row.phone.replace(/[\s().-]/g, '');
  const phone = /^\d{10}$/.test(digits) ? `+1${digits}` : digits;
  return {
    title: row.title,
    name: row.name,
    exp: years ?? (row.experience === '' ? undefined : row.experience),
    location: row.location,
    visaStatus: row.visaStatus,
    skills: row.skills,
    email: row.email,
    phone,
  };
}

export type CheckedRowStatus = 'valid' | 'invalid' | 'duplicate';

export interface CheckedRow {
  /** 0-based position in the upload. */
  index: number;
  input: BenchRowInput;
  /** The row as the API takes it, when it is valid. */
  data?: BenchUploadRow;
  /** Field errors by our column names. */
  errors: Partial<Record<keyof BenchRowInput, string>>;
  status: CheckedRowStatus;
  duplicateReason?: string;
}

const FIELD_TO_COLUMN: Record<string, keyof BenchRowInput> = { exp: 'experience' };

/** The row column an API field error belongs to (`exp` is the Experience column). */
export function columnOfField(field: string): keyof BenchRowInput {
  return FIELD_TO_COLUMN[field] ?? (field as keyof BenchRowInput);
}

/** A saved consultant as the fields of a row, to edit it ("8 Years" → "8", skills joined with commas). */
export function rowInputOf(candidate: MyBenchCandidate): BenchRowInput {
  return {
    title: candidate.title,
    name: candidate.name,
    experience: /\d+/.exec(candidate.exp)?.[0] ?? candidate.exp,
    location: candidate.location,
    visaStatus: candidate.visaStatus,
    skills: candidate.skills.join(', '),
    email: candidate.email,
    phone: candidate.phone,
  };
}

/**
 * Validates each row with the API's own schema and marks rows that repeat an earlier row of the
 * upload; the server then reports rows already on the bench.
 */
export function checkRows(rows: readonly BenchRowInput[]): CheckedRow[] {
  const seen = new Set<string>();
  return rows.map((input, index) => {
    const parsed = BenchUploadRowSchema.safeParse(toPayload(input));
    if (!parsed.success) {
      const errors: CheckedRow['errors'] = {};
      for (const issue of parsed.error.issues) {
        const column = columnOfField(String(issue.path[0] ?? ''));
        errors[column] ??= issue.message;
      }
      return { index, input, errors, status: 'invalid' };
    }
    const keys = benchDuplicateKeys(parsed.data);
    const duplicate = keys.some((key) => seen.has(key));
    keys.forEach((key) => seen.add(key));
    return duplicate
      ? {
          index,
          input,
          data: parsed.data,
          errors: {},
          status: 'duplicate',
          duplicateReason: PORTAL_MESSAGES.bench.duplicateInUpload,
        }
      : { index, input, data: parsed.data, errors: {}, status: 'valid' };
  });
}

/** A CSV template with the expected columns and one example row. */
export function benchTemplateCsv(): string {
  const example = [
    'Data Engineer',
    'Priya Raman',
    '7',
    'Austin, TX',
    'H1B',
    'Python, Spark, Airflow',
    'priya.raman@example.com',
    '+12015550199',
  ];
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${BENCH_UPLOAD_COLUMNS.join(',')}\n${example.map(quote).join(',')}\n`;
}
