import {
  ACCOUNT_STATUSES,
  SUBMITTAL_STATE,
  USER_TYPES,
  type Page,
  type Submittal,
  type SubmittalStatus,
} from '@smartmove/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsPattern, lowerLike, readPage, type PageRequest } from '../pagination.js';
import {
  toSubmittal,
  type InterviewRow,
  type SubmittalConsultant,
  type SubmittalWithJob,
} from './submittal-rows.js';

export interface SubmittalFilters {
  state?: SubmittalStatus | undefined;
  jobId?: string | undefined;
  search?: string | undefined;
}

/** Who the 90-day rule looks for: the person by either key, at the client (or, without one, the job). */
export interface RepeatKey {
  emailKey: string | null;
  phoneKey: string | null;
  /** The client the job names; null: the rule counts by the job. */
  clientId: string | null;
  jobId: string;
  since: string;
}

/** The reading side of submittals (docs/product.md#submittals): the back office's list and one submittal. */
export function createSubmittalQueries(db: Kysely<Database>) {
  const withJob = () =>
    db
      .selectFrom('submittals')
      .innerJoin('c2c_jobs', 'c2c_jobs.id', 'submittals.job_id')
      .selectAll('submittals')
      .select(['c2c_jobs.title as job_title', 'c2c_jobs.location as job_location']);

  /** Each submittal's latest interview (scheduled or cancelled), by submittal id. */
  async function latestInterviews(ids: readonly string[]): Promise<Map<string, InterviewRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('interviews')
      .selectAll()
      .where('submittal_id', 'in', [...ids])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return new Map(rows.map((row) => [row.submittal_id, row]));
  }

  /**
   * The active employee accounts with the candidates' e-mail addresses or phones (the consultant a placement of
   * theirs names), by submittal id; the e-mail wins over the phone.
   */
  async function consultantsOf(rows: readonly SubmittalWithJob[]): Promise<Map<string, SubmittalConsultant>> {
    const emails = [...new Set(rows.flatMap((row) => (row.email_key ? [row.email_key] : [])))];
    const phones = [...new Set(rows.flatMap((row) => (row.phone_key ? [row.phone_key] : [])))];
    if (emails.length === 0 && phones.length === 0) return new Map();
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', sql<string>`lower(email)`.as('email_key'), 'phone'])
      .where('user_type', '=', USER_TYPES.employee)
      .where('status', '=', ACCOUNT_STATUSES.active)
      .where((eb) =>
        eb.or([
          ...(emails.length === 0 ? [] : [eb(sql<string>`lower(email)`, 'in', emails)]),
          ...(phones.length === 0 ? [] : [eb('phone', 'in', phones)]),
        ]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const found = new Map<string, SubmittalConsultant>();
    for (const row of rows) {
      const user =
        users.find((candidate) => row.email_key !== null && candidate.email_key === row.email_key) ??
        users.find((candidate) => row.phone_key !== null && candidate.phone === row.phone_key);
      if (user) found.set(row.id, { id: user.id, name: user.name });
    }
    return found;
  }

  async function withInterviews(rows: SubmittalWithJob[]): Promise<Submittal[]> {
    const [interviews, consultants] = await Promise.all([
      latestInterviews(rows.map((row) => row.id)),
      consultantsOf(rows),
    ]);
    return rows.map((row) => toSubmittal(row, interviews.get(row.id), consultants.get(row.id)));
  }

  return {
    /** Newest first, by state, job or the candidate's name. */
    list(filters: SubmittalFilters, page: PageRequest): Promise<Page<Submittal>> {
      let query = db.selectFrom('submittals');
      if (filters.state) query = query.where('submittals.state', '=', filters.state);
      if (filters.jobId) query = query.where('submittals.job_id', '=', filters.jobId);
      if (filters.search) {
        query = query.where(lowerLike('submittals.candidate_name', containsPattern(filters.search)));
      }
      return readPage(
        query,
        page,
        (selected) =>
          selected
            .innerJoin('c2c_jobs', 'c2c_jobs.id', 'submittals.job_id')
            .selectAll('submittals')
            .select(['c2c_jobs.title as job_title', 'c2c_jobs.location as job_location'])
            .orderBy('submittals.created_at', 'desc')
            .orderBy('submittals.id', 'desc'),
        withInterviews,
      );
    },

    async findById(id: string): Promise<Submittal | undefined> {
      const row = await withJob().where('submittals.id', '=', id).executeTakeFirst();
      return row ? (await withInterviews([row]))[0] : undefined;
    },

    /** The row with its job, as a change or the consent page reads it. */
    findRow(id: string): Promise<SubmittalWithJob | undefined> {
      return withJob().where('submittals.id', '=', id).executeTakeFirst();
    },

    /** The submittal whose consent link's token has this hash (a link not yet used). */
    findByConsentTokenHash(tokenHash: string): Promise<SubmittalWithJob | undefined> {
      return withJob().where('submittals.consent_token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * The first submittal of the same person (e-mail or phone) to the same client since `since` (to the same
     * job when the job names no client). One that ended before it reached the client (the candidate declined,
     * or it was withdrawn before it was submitted) does not count.
     */
    async findRepeat(key: RepeatKey): Promise<SubmittalWithJob | undefined> {
      const { emailKey, phoneKey } = key;
      if (emailKey === null && phoneKey === null) return undefined;
      return withJob()
        .where((eb) =>
          eb.or([
            ...(emailKey === null ? [] : [eb('submittals.email_key', '=', emailKey)]),
            ...(phoneKey === null ? [] : [eb('submittals.phone_key', '=', phoneKey)]),
          ]),
        )
        .where((eb) =>
          key.clientId === null
            ? eb('submittals.job_id', '=', key.jobId)
            : eb('submittals.client_id', '=', key.clientId),
        )
        .where('submittals.created_at', '>=', key.since)
        .where((eb) =>
          eb.or([
            eb('submittals.submitted_to_client_at', 'is not', null),
            eb('submittals.state', 'not in', [SUBMITTAL_STATE.declined, SUBMITTAL_STATE.withdrawn]),
          ]),
        )
        .orderBy('submittals.created_at')
        .orderBy('submittals.id')
        .executeTakeFirst();
    },

    /** The job a candidate is submitted for, with its client (a job not removed, open or closed). */
    findJob(id: string) {
      return db
        .selectFrom('c2c_jobs')
        .select(['id', 'title', 'location', 'end_client', 'client_id', 'closed_at'])
        .where('id', '=', id)
        .where('removed', '=', 0)
        .executeTakeFirst();
    },

    /** The submittal's interview that is scheduled now, if any. */
    findScheduledInterview(submittalId: string): Promise<InterviewRow | undefined> {
      return db
        .selectFrom('interviews')
        .selectAll()
        .where('submittal_id', '=', submittalId)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
    },
  };
}

export type SubmittalQueries = ReturnType<typeof createSubmittalQueries>;
