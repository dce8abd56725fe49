import type { BENCH_UPLOAD_COLUMNS } from '@smartmove/contract';

/** One consultant as typed or read from a spreadsheet, every value as text. */
export type BenchRowInput = Record<(typeof BENCH_UPLOAD_COLUMNS)[number], string>;

/** The upload's columns as the page names them: editor labels, preview errors and file hints. */
export const COLUMN_LABELS: Record<keyof BenchRowInput, string> = {
  title: 'Title',
  name: 'Name',
  experience: 'Experience (years)',
  location: 'Location',
  visaStatus: 'Visa status',
  skills: 'Skills',
  email: 'Email',
  phone: 'Phone',
};

export const COLUMNS = Object.keys(COLUMN_LABELS) as Array<keyof BenchRowInput>;
