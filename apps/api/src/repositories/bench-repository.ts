import { randomUUID } from 'node:crypto';
import {
  BENCH_STATE_AUDIT,
  BENCH_STATES,
  RECORD_KINDS,
  benchDuplicateKeys,
  type BenchCandidate,
  type BenchReviewItem,
  type BenchState,
  type BenchUploadRow,
  type MyBenchCandidate,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { BenchCandidatesTable, Database } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { containsPattern, lowerLike, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { createRecordHistoryRepository } from './record-history-repository.js';

export interface BenchListOptions {
  /** Only the candidates this user uploaded (GET /CRM/GetMyBenchList). */
  ownerUserId?: string;
  /** Only those a recruiter published (every list but the owner's own and the review). */
  publishedOnly?: boolean;
}

/** The staff member publishing or unpublishing a candidate. */
export interface BenchActor {
  id: string;
  name: string;
}

export function benchStateOf(row: { published_at: string | null }): BenchState {
  return row.published_at === null ? BENCH_STATES.waiting : BENCH_STATES.published;
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
export function createBenchRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  /** One page of the bench, newest first, optionally one owner's and matching a keyword. */
  function pageQuery({
    ownerUserId,
    publishedOnly,
    keyword,
  }: BenchListOptions & { keyword?: string | undefined }) {
    let query = db.selectFrom('bench_candidates');
    if (ownerUserId !== undefined) query = query.where('owner_user_id', '=', ownerUserId);
    if (publishedOnly) query = query.where('published_at', 'is not', null);
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

  /**
   * GET /CRM/UAGetBenchList and /CRM/GetBenchList: the published bench as cards, without contact details
   * (a partner's upload waits for a recruiter's review before it is listed here).
   */
  async function listPage(
    options: { keyword?: string | undefined },
    request: PageRequest,
  ): Promise<Page<BenchCandidate>> {
    const { rows, total } = await selectPage({ ...options, publishedOnly: true }, request);
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
      status: benchStateOf(row),
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

  /** GET /CRM/GetBenchReview: every candidate with its partner and state, newest first. */
  async function listReview(
    filters: { search?: string | undefined; status?: BenchState | undefined },
    request: PageRequest,
  ): Promise<Page<BenchReviewItem>> {
    let query = db
      .selectFrom('bench_candidates')
      .leftJoin('users', 'users.id', 'bench_candidates.owner_user_id');
    if (filters.status === BENCH_STATES.published) {
      query = query.where('bench_candidates.published_at', 'is not', null);
    } else if (filters.status === BENCH_STATES.waiting) {
      query = query.where('bench_candidates.published_at', 'is', null);
    }
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      query = query.where((eb) =>
        eb.or([
          lowerLike('bench_candidates.title', pattern),
          lowerLike('bench_candidates.name', pattern),
          lowerLike('bench_candidates.location', pattern),
          lowerLike('bench_candidates.skills', pattern),
          lowerLike('bench_candidates.visa_status', pattern),
          lowerLike('users.name', pattern),
          lowerLike('users.company_name', pattern),
        ]),
      );
    }
    const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('bench_candidates')
      .select(['users.name as partner_name', 'users.company_name as partner_company'])
      .orderBy('bench_candidates.created_at', 'desc')
      .orderBy('bench_candidates.id')
      .limit(request.pageSize)
      .offset(pageOffset(request))
      .execute();
    const items = rows.map((row) => ({
      ...toCandidate(row),
      partnerName: row.partner_name ?? null,
      partnerCompany: row.partner_company ?? null,
      status: benchStateOf(row),
      createdAt: row.created_at,
      publishedAt: row.published_at,
    }));
    return toPage(items, toCount(count), request);
  }

  /**
   * Publishes a candidate on the hot list (`to` published) or takes it off (`to` waiting for review), with
   * a history row and an audit line in one transaction. A candidate already in that state is left as it is
   * and nothing is written. undefined when there is no such candidate.
   */
  async function setState(
    id: string,
    to: BenchState,
    actor: BenchActor,
    now: Date = new Date(),
  ): Promise<{ status: BenchState; changed: boolean } | undefined> {
    return db.transaction().execute(async (trx) => {
      let select = trx
        .selectFrom('bench_candidates')
        .select(['id', 'name', 'title', 'published_at'])
        .where('id', '=', id);
      // Two recruiters at once: the second waits and then sees the first one's state.
      if (engine === 'postgres') select = select.forUpdate();
      const row = await select.executeTakeFirst();
      if (!row) return undefined;
      const from = benchStateOf(row);
      if (from === to) return { status: to, changed: false };
      const published = to === BENCH_STATES.published;
      await trx
        .updateTable('bench_candidates')
        .set({
          published_at: published ? now.toISOString() : null,
          published_by: published ? actor.id : null,
        })
        .where('id', '=', id)
        .execute();
      const record = { kind: RECORD_KINDS.benchCandidate, id };
      await createRecordHistoryRepository(trx).addChanges(
        record,
        actor.id,
        [{ field: 'status', oldValue: from, newValue: to }],
        now,
      );
      await createAuditLogRepository(trx).record(
        {
          actorId: actor.id,
          actorName: actor.name,
          action: BENCH_STATE_AUDIT[to],
          recordKind: RECORD_KINDS.benchCandidate,
          recordId: id,
          recordLabel: `${row.name} (${row.title})`,
        },
        now,
      );
      return { status: to, changed: true };
    });
  }

  return { listPage, listOwnedPage, ownedDuplicateKeys, createMany, listReview, setState };
}

export type BenchRepository = ReturnType<typeof createBenchRepository>;
