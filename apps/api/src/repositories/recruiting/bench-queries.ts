import {
  BENCH_STATES,
  visaStatusCodesMatching,
  type BenchCandidate,
  type BenchReviewItem,
  type BenchState,
  type MyBenchCandidate,
  type Page,
} from '@smartmove/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { benchStateOf, publishedName, toBenchCandidate, toOwnedBenchCandidate } from './bench-rows.js';
import { containsPattern, lowerLike, readPage, type PageRequest } from '../pagination.js';

interface BenchListOptions {
  /** Only the candidates this user uploaded (GET /CRM/GetMyBenchList). */
  ownerUserId?: string;
  /** Only those a recruiter published (every list but the owner's own and the review). */
  publishedOnly?: boolean;
  keyword?: string | undefined;
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

/**
 * The bench's lists, a page at a time (reads only; changes go through services/recruiting/bench-service.ts). The
 * public list (GET /CRM/UAGetBenchList) never carries contact details; only the owner's own list
 * (GET /CRM/GetMyBenchList) does.
 */
export function createBenchQueries(db: Kysely<Database>) {
  /** The bench, optionally one owner's and matching a keyword. */
  function filtered({ ownerUserId, publishedOnly, keyword }: BenchListOptions) {
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

  function newestFirst(list: ReturnType<typeof filtered>) {
    return list.selectAll().orderBy('created_at', 'desc').orderBy('id');
  }

  return {
    /**
     * GET /CRM/UAGetBenchList and /CRM/GetBenchList: the published bench as cards, without contact details
     * and with the surname as its initial (a partner's upload waits for a recruiter's review before it is
     * listed here).
     */
    async listPage(
      options: { keyword?: string | undefined },
      request: PageRequest,
    ): Promise<Page<BenchCandidate>> {
      return readPage(filtered({ ...options, publishedOnly: true }), request, newestFirst, (rows) =>
        rows.map((row) => ({ ...toBenchCandidate(row), name: publishedName(row.name) })),
      );
    },

    /** GET /CRM/GetMyBenchList: the owner's consultants with their contact details. */
    async listOwnedPage(
      ownerUserId: string,
      options: { keyword?: string | undefined },
      request: PageRequest,
    ): Promise<Page<MyBenchCandidate>> {
      return readPage(filtered({ ...options, ownerUserId }), request, newestFirst, (rows) =>
        rows.map(toOwnedBenchCandidate),
      );
    },

    /** GET /CRM/GetBenchReview: every candidate with its partner and state, newest first. */
    async listReview(
      filters: { search?: string | undefined; status?: BenchState | undefined },
      request: PageRequest,
    ): Promise<Page<BenchReviewItem>> {
      let query = db
        .selectFrom('bench_candidates')
        .leftJoin('users', 'users.id', 'bench_candidates.owner_user_id');
      if (filters.status === BENCH_STATES.published) {
        query = query.where('bench_candidates.published_at', 'is not', null);
      } else if (filters.status === BENCH_STATES.waiting) {
        query = query
          .where('bench_candidates.published_at', 'is', null)
          .where('bench_candidates.sent_back_at', 'is', null);
      } else if (filters.status === BENCH_STATES.sentBack) {
        query = query
          .where('bench_candidates.published_at', 'is', null)
          .where('bench_candidates.sent_back_at', 'is not', null);
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
      return readPage(
        query,
        request,
        (list) =>
          list
            .selectAll('bench_candidates')
            .select(['users.name as partner_name', 'users.company_name as partner_company'])
            .orderBy('bench_candidates.created_at', 'desc')
            .orderBy('bench_candidates.id'),
        (rows) =>
          rows.map((row) => ({
            ...toBenchCandidate(row),
            partnerName: row.partner_name ?? null,
            partnerCompany: row.partner_company ?? null,
            status: benchStateOf(row),
            sentBackReason: row.sent_back_reason,
            createdAt: row.created_at,
            publishedAt: row.published_at,
          })),
      );
    },
  };
}

export type BenchQueries = ReturnType<typeof createBenchQueries>;
