import { randomUUID } from 'node:crypto';
import {
  BENCH_OWNER_AUDIT,
  BENCH_STATE_AUDIT,
  BENCH_STATES,
  RECORD_KINDS,
  benchDuplicateKeys,
  splitSkills,
  visaStatusCodesMatching,
  visaStatusLabel,
  type BenchCandidate,
  type BenchReviewItem,
  type BenchState,
  type BenchUploadRow,
  type MyBenchCandidate,
  type Page,
} from '@smartmove/contract';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { BenchCandidatesTable, Database } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { containsPattern, lowerLike, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { createRecordHistoryRepository, type FieldChange } from './record-history-repository.js';

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

function toCandidate(row: Selectable<BenchCandidatesTable>): BenchCandidate {
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
function toOwned(row: Selectable<BenchCandidatesTable>): MyBenchCandidate {
  return {
    ...toCandidate(row),
    email: row.email ?? '',
    phone: row.phone ?? '',
    createdAt: row.created_at,
    status: benchStateOf(row),
  };
}

/** A keyword finds the visa codes it names (the column holds codes): an empty list when it names none. */
function visaMatches(
  eb: ExpressionBuilder<Database, 'bench_candidates'>,
  column: 'visa_status' | 'bench_candidates.visa_status',
  keyword: string,
) {
  const codes = visaStatusCodesMatching(keyword).map(String);
  return codes.length === 0 ? [] : [eb(column, 'in', codes)];
}

/** A row's fields as the table stores them: experience as "7 Years", the visa status as its code. */
function toColumns(row: BenchUploadRow) {
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
          ...visaMatches(eb, 'visa_status', keyword),
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
    return toPage(rows.map(toOwned), total, request);
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
          ...toColumns(row),
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
    const search = filters.search;
    if (search) {
      const pattern = containsPattern(search);
      query = query.where((eb) =>
        eb.or([
          lowerLike('bench_candidates.title', pattern),
          lowerLike('bench_candidates.name', pattern),
          lowerLike('bench_candidates.location', pattern),
          lowerLike('bench_candidates.skills', pattern),
          ...visaMatches(eb, 'bench_candidates.visa_status', search),
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

  /** The owner's candidate, locked for the rest of the transaction on PostgreSQL; undefined for anybody else's. */
  function findOwned(trx: Kysely<Database>, ownerUserId: string, id: string) {
    let select = trx
      .selectFrom('bench_candidates')
      .selectAll()
      .where('id', '=', id)
      .where('owner_user_id', '=', ownerUserId);
    if (engine === 'postgres') select = select.forUpdate();
    return select.executeTakeFirst();
  }

  /**
   * POST /CRM/UpdateBenchCandidate: the owner changes one of their consultants. A change takes a published
   * candidate off the hot list until a recruiter reviews it again (what was reviewed is no longer what is
   * shown); saving it unchanged writes nothing. The history rows and the audit line are written with it.
   * 'not-found' for anybody else's candidate, 'duplicate' when it would repeat another of theirs.
   */
  async function updateOwned(
    owner: BenchActor,
    id: string,
    row: BenchUploadRow,
    now: Date = new Date(),
  ): Promise<MyBenchCandidate | 'not-found' | 'duplicate'> {
    return db.transaction().execute(async (trx) => {
      const current = await findOwned(trx, owner.id, id);
      if (!current) return 'not-found';
      const others = await trx
        .selectFrom('bench_candidates')
        .select(['name', 'title', 'location', 'email'])
        .where('owner_user_id', '=', owner.id)
        .where('id', '!=', id)
        .execute();
      const taken = new Set(others.flatMap((other) => benchDuplicateKeys(other)));
      if (benchDuplicateKeys(row).some((key) => taken.has(key))) return 'duplicate';

      const next = toColumns(row);
      const changes: FieldChange[] = (Object.keys(next) as Array<keyof typeof next>)
        .filter((field) => (current[field] ?? null) !== (next[field] ?? null))
        .map((field) => ({ field, oldValue: current[field] ?? null, newValue: next[field] ?? null }));
      if (changes.length === 0) return toOwned(current);
      const from = benchStateOf(current);
      if (from !== BENCH_STATES.waiting) {
        changes.push({ field: 'status', oldValue: from, newValue: BENCH_STATES.waiting });
      }
      const updated = { ...current, ...next, published_at: null, published_by: null };
      await trx
        .updateTable('bench_candidates')
        .set({ ...next, published_at: null, published_by: null })
        .where('id', '=', id)
        .execute();
      await createRecordHistoryRepository(trx).addChanges(
        { kind: RECORD_KINDS.benchCandidate, id },
        owner.id,
        changes,
        now,
      );
      await createAuditLogRepository(trx).record(
        {
          actorId: owner.id,
          actorName: owner.name,
          action: BENCH_OWNER_AUDIT.edited,
          recordKind: RECORD_KINDS.benchCandidate,
          recordId: id,
          recordLabel: `${updated.name} (${updated.title})`,
        },
        now,
      );
      return toOwned(updated);
    });
  }

  /** POST /CRM/RemoveBenchCandidate: the owner takes a consultant off their bench, with an audit line. */
  async function removeOwned(owner: BenchActor, id: string, now: Date = new Date()): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const current = await findOwned(trx, owner.id, id);
      if (!current) return false;
      await trx.deleteFrom('bench_candidates').where('id', '=', id).execute();
      await createAuditLogRepository(trx).record(
        {
          actorId: owner.id,
          actorName: owner.name,
          action: BENCH_OWNER_AUDIT.removed,
          recordKind: RECORD_KINDS.benchCandidate,
          recordId: id,
          recordLabel: `${current.name} (${current.title})`,
        },
        now,
      );
      return true;
    });
  }

  return {
    listPage,
    listOwnedPage,
    ownedDuplicateKeys,
    createMany,
    listReview,
    setState,
    updateOwned,
    removeOwned,
  };
}

export type BenchRepository = ReturnType<typeof createBenchRepository>;
