import { randomUUID } from 'node:crypto';
import {
  benchDuplicateKeys,
  type BenchCandidate,
  type BenchUploadRow,
  type MyBenchCandidate,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { BenchCandidatesTable, Database } from '../db/schema.js';
import { containsPattern, lowerLike, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

export interface BenchListOptions {
  /** Only the candidates this user uploaded (GET /CRM/GetMyBenchList). */
  ownerUserId?: string;
}

/** Skills are stored as one comma-separated text ("Python, PySpark, AWS Glue"). */
export function splitSkills(skills: string): string[] {
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0);
}

function toCandidate(row: Selectable<BenchCandidatesTable>): BenchCandidate {
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    exp: row.experience,
    location: row.location,
    visaStatus: row.visa_status,
    skills: splitSkills(row.skills),
  };
}

/**
 * The bench hot list, a page at a time. The public list (GET /CRM/UAGetBenchList) never carries contact
 * details; only the owner's own list (GET /CRM/GetMyBenchList) does.
 */
export function createBenchRepository(db: Kysely<Database>) {
  /** One page of the bench, newest first, optionally one owner's and matching a keyword. */
  function pageQuery({ ownerUserId, keyword }: BenchListOptions & { keyword?: string | undefined }) {
    let query = db.selectFrom('bench_candidates');
    if (ownerUserId !== undefined) query = query.where('owner_user_id', '=', ownerUserId);
    if (keyword) {
      const pattern = containsPattern(keyword);
      query = query.where((eb) =>
        eb.or([
          lowerLike('title', pattern),
          lowerLike('name', pattern),
          lowerLike('location', pattern),
          lowerLike('skills', pattern),
          lowerLike('visa_status', pattern),
        ]),
      );
    }
    return query;
  }

  async function selectPage(
    options: BenchListOptions & { keyword?: string | undefined },
    request: PageRequest,
  ) {
    const query = pageQuery(options);
    const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(request.pageSize)
      .offset(pageOffset(request))
      .execute();
    return { rows, total: toCount(count) };
  }

  /** GET /CRM/UAGetBenchList and /CRM/GetBenchList: the bench as cards, without contact details. */
  async function listPage(
    options: { keyword?: string | undefined },
    request: PageRequest,
  ): Promise<Page<BenchCandidate>> {
    const { rows, total } = await selectPage(options, request);
    return toPage(rows.map(toCandidate), total, request);
  }

  /** GET /CRM/GetMyBenchList: the owner's consultants with their contact details. */
  async function listOwnedPage(
    ownerUserId: string,
    options: { keyword?: string | undefined },
    request: PageRequest,
  ): Promise<Page<MyBenchCandidate>> {
    const { rows, total } = await selectPage({ ...options, ownerUserId }, request);
    const items = rows.map((row) => ({
      ...toCandidate(row),
      email: row.email ?? '',
      phone: row.phone ?? '',
      createdAt: row.created_at,
    }));
    return toPage(items, total, request);
  }

  /** The duplicate keys (benchDuplicateKeys) of everything the owner already has on the bench. */
  async function ownedDuplicateKeys(ownerUserId: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('bench_candidates')
      .select(['name', 'title', 'location', 'email'])
      .where('owner_user_id', '=', ownerUserId)
      .execute();
    return new Set(rows.flatMap((row) => benchDuplicateKeys(row)));
  }

  /** Adds the owner's consultants in one statement: all of them or none. */
  async function createMany(ownerUserId: string, rows: BenchUploadRow[], now = new Date()): Promise<number> {
    if (rows.length === 0) return 0;
    // Distinct instants keep the upload's order when listed newest first.
    const base = now.getTime();
    await db
      .insertInto('bench_candidates')
      .values(
        rows.map((row, index) => ({
          id: randomUUID(),
          owner_user_id: ownerUserId,
          title: row.title,
          name: row.name,
          experience: `${row.exp} ${row.exp === 1 ? 'Year' : 'Years'}`,
          location: row.location,
          visa_status: row.visaStatus,
          skills: row.skills,
          email: row.email || null,
          phone: row.phone || null,
          created_at: new Date(base + rows.length - index).toISOString(),
        })),
      )
      .execute();
    return rows.length;
  }

  return { listPage, listOwnedPage, ownedDuplicateKeys, createMany };
}

export type BenchRepository = ReturnType<typeof createBenchRepository>;
