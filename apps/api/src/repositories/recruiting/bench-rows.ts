import {
  BENCH_STATES,
  splitSkills,
  visaStatusLabel,
  type BenchCandidate,
  type BenchState,
  type BenchUploadRow,
  type MyBenchCandidate,
} from '@smartmove/contract';
import type { Selectable } from 'kysely';
import type { BenchCandidatesTable } from '../../db/schema.js';

/** A bench_candidates row as both the lists and the changes read it. */
export type BenchRow = Selectable<BenchCandidatesTable>;

export function benchStateOf(row: { published_at: string | null; sent_back_at: string | null }): BenchState {
  if (row.published_at !== null) return BENCH_STATES.published;
  return row.sent_back_at === null ? BENCH_STATES.waiting : BENCH_STATES.sentBack;
}

/**
 * A name as the published bench shows it: the first name and the surname's initial ("Ravi Kumar" → "Ravi
 * K."), as the seeded candidates are stored. Contact details and full names stay with the owning partner.
 */
export function publishedName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** A candidate as its audit lines name it: "Priya Raman (Data Engineer)". */
export function benchLabel(row: { name: string; title: string }): string {
  return `${row.name} (${row.title})`;
}

export function toBenchCandidate(row: BenchRow): BenchCandidate {
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    exp: row.experience,
    location: row.location,
    // Stored as the code since migration 0026 (older rows' text is shown through the same mapping).
    visaStatus: visaStatusLabel(row.visa_status),
    skills: splitSkills(row.skills),
  };
}

/** A candidate as its owner sees it, with contact details and state. */
export function toOwnedBenchCandidate(row: BenchRow): MyBenchCandidate {
  return {
    ...toBenchCandidate(row),
    email: row.email ?? '',
    phone: row.phone ?? '',
    createdAt: row.created_at,
    status: benchStateOf(row),
    sentBackReason: row.sent_back_reason,
  };
}

/** A row's fields as the table stores them: experience as "7 Years", the visa status as its code. */
export function toBenchColumns(row: BenchUploadRow) {
  return {
    title: row.title,
    name: row.name,
    experience: `${row.exp} ${row.exp === 1 ? 'Year' : 'Years'}`,
    location: row.location,
    visa_status: String(row.visaStatus),
    skills: row.skills,
    email: row.email || null,
    phone: row.phone || null,
  };
}

export type BenchColumns = ReturnType<typeof toBenchColumns>;
