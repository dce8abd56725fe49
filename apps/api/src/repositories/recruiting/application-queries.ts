import {
  APPLICATION_STATUS_LABELS,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationSummary,
  type DuplicateLink,
} from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fullName, toApplicationStatus, visaStatusLabel } from './inbox-shared.js';
import { inboxConditions, inboxListing, personColumns, toAssignee } from './inbox-queries.js';
import {
  containsPattern,
  countRows,
  lowerLike,
  olderThan,
  pageOffset,
  type PageRequest,
  type RowsWindow,
} from '../pagination.js';
import { containsText } from '../text-search.js';

/** What a reader knows a stored history value by. */
export function describeApplicationChange(field: string, value: string | null, names: Map<string, string>) {
  if (value === null) return null;
  if (field === 'status') return APPLICATION_STATUS_LABELS[toApplicationStatus(value)];
  if (field === 'assignedTo') return names.get(value) ?? value;
  return value;
}

/** An application as a list row or a CSV line. */
export interface ApplicationRow extends ApplicationSummary {
  phone: string;
  linkedIn: string;
  visaStatus: string;
}

const SUMMARY_FIELDS = [
  'id',
  'name',
  'email',
  'jobName',
  'jobTitle',
  'createdAt',
  'status',
  'assignedTo',
  'submittedBy',
  'possibleDuplicate',
] as const satisfies readonly (keyof ApplicationSummary)[];

/** An application list's filters, with the codes of the jobs whose title has the search text (`withJobsTitled`). */
interface TitledFilters extends ApplicationFilters {
  titled: readonly string[];
}

/** The most later applications a record links as submitted again (the oldest ones). */
const DUPLICATE_LINKS_MAX = 50;

/**
 * The back office's view of job applications (docs/product.md#back-office), read with the job, the
 * assignee and the submitter. Reads only: the job application service changes them.
 */
export function createApplicationQueries(db: Kysely<Database>) {
  /** Applications linked as duplicates, by the column that links them: the one `id` points at, or those pointing at it. */
  async function duplicateLinks(
    column: 'job_applications.id' | 'job_applications.duplicate_of_id',
    id: string,
  ): Promise<DuplicateLink[]> {
    const rows = await db
      .selectFrom('job_applications')
      .leftJoin('users as submitter', 'submitter.id', 'job_applications.submitted_by_user_id')
      .select([
        'job_applications.id',
        'job_applications.first_name',
        'job_applications.last_name',
        'job_applications.created_at',
        'submitter.name as submitter_name',
      ])
      .where(column, '=', id)
      .orderBy('job_applications.created_at')
      .orderBy('job_applications.id')
      .limit(DUPLICATE_LINKS_MAX)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: fullName(row),
      submittedBy: row.submitter_name ?? null,
      createdAt: row.created_at,
    }));
  }

  /** Applications with their job, assignee and submitter, as a list row or the record shows them. */
  function joined() {
    return db
      .selectFrom('job_applications')
      .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
      .leftJoin('users as assignee', 'assignee.id', 'job_applications.assigned_to')
      .leftJoin('users as submitter', 'submitter.id', 'job_applications.submitted_by_user_id');
  }

  /**
   * The filters with the jobs whose title has the search text, whose applications the search finds too. Few,
   * and read first, once for a page and its count or a whole export: as a subquery beside the other columns'
   * conditions PostgreSQL read every application instead of combining their indexes.
   */
  async function withJobsTitled(filters: ApplicationFilters): Promise<TitledFilters> {
    if (!filters.search) return { ...filters, titled: [] };
    const jobs = await db
      .selectFrom('c2c_jobs')
      .select('c2c_jobs.job_name')
      .where(lowerLike('c2c_jobs.title', containsPattern(filters.search)))
      .execute();
    return { ...filters, titled: jobs.map((job) => job.job_name) };
  }

  /**
   * The applications the filters select, from their own table alone (a count or a page's ids then reads its
   * indexes only, not three joins per row). The search looks in the name, the e-mail and the job's code, and
   * takes the applications of `titled`, the jobs whose title has the text.
   */
  function filtered(filters: TitledFilters) {
    let query = db.selectFrom('job_applications');
    if (filters.job) query = query.where('job_applications.job_name', '=', filters.job);
    if (filters.possibleDuplicate) query = query.where('job_applications.possible_duplicate', '=', 1);
    for (const condition of inboxConditions('job_applications', filters)) query = query.where(condition);
    const { search, titled } = filters;
    if (search) {
      const columns = [...personColumns('job_applications'), sql.ref('job_applications.job_name')];
      query = query.where((eb) =>
        eb.or([
          containsText(db, 'job_applications', columns, search),
          ...(titled.length > 0 ? [eb('job_applications.job_name', 'in', [...titled])] : []),
        ]),
      );
    }
    return query;
  }

  /**
   * One page's ids, newest first, found in the filters' index on (…, created_at, id) alone: the offset is
   * skipped in the index, and only the page's rows are then read and joined (a deferred join).
   */
  function pageIds(filters: TitledFilters, window: RowsWindow) {
    let ids = filtered(filters)
      .select('job_applications.id')
      .orderBy('job_applications.created_at', 'desc')
      .orderBy('job_applications.id', 'desc');
    if ('page' in window) return ids.limit(window.page.pageSize).offset(pageOffset(window.page));
    if (window.after) ids = ids.where(olderThan('job_applications', 'created_at', window.after));
    return ids.limit(window.limit);
  }

  async function rows(filters: TitledFilters, window: RowsWindow): Promise<ApplicationRow[]> {
    const query = joined()
      .select([
        'job_applications.id',
        'job_applications.first_name',
        'job_applications.last_name',
        'job_applications.email',
        'job_applications.phone',
        'job_applications.linkedin_url',
        'job_applications.visa_status',
        'job_applications.job_name',
        'job_applications.status',
        'job_applications.assigned_to',
        'job_applications.created_at',
        'job_applications.possible_duplicate',
        'c2c_jobs.title as job_title',
        'assignee.name as assignee_name',
        'submitter.name as submitter_name',
      ])
      .where('job_applications.id', 'in', pageIds(filters, window))
      .orderBy('job_applications.created_at', 'desc')
      .orderBy('job_applications.id', 'desc');
    return (await query.execute()).map((row) => ({
      id: row.id,
      name: fullName(row),
      email: row.email,
      jobName: row.job_name,
      jobTitle: row.job_title ?? row.job_name,
      createdAt: row.created_at,
      status: toApplicationStatus(row.status),
      assignedTo: toAssignee(row.assigned_to, row.assignee_name),
      submittedBy: row.submitter_name ?? null,
      possibleDuplicate: Number(row.possible_duplicate) === 1,
      phone: row.phone,
      linkedIn: row.linkedin_url,
      visaStatus: visaStatusLabel(row.visa_status),
    }));
  }

  const listing = inboxListing(
    (filters: TitledFilters) => countRows(filtered(filters)),
    rows,
    SUMMARY_FIELDS,
  );

  return {
    /** Newest first, as the list shows them, with the total. */
    async list(filters: ApplicationFilters, page: PageRequest) {
      return listing.list(await withJobsTitled(filters), page);
    },

    /** How many applications the filters select. */
    async count(filters: ApplicationFilters) {
      return listing.count(await withJobsTitled(filters));
    },

    /** Every matching application, newest first, in batches (the CSV export streams them). */
    async *listAll(filters: ApplicationFilters, batchSize?: number) {
      yield* listing.listAll(await withJobsTitled(filters), batchSize);
    },

    /** Every submitted field, without the notes and the history (the job application service adds them). */
    async findById(id: string): Promise<Omit<ApplicationDetail, 'notes' | 'history'> | undefined> {
      const row = await joined()
        .selectAll('job_applications')
        .select([
          'c2c_jobs.title as job_title',
          'assignee.name as assignee_name',
          'submitter.name as submitter_name',
        ])
        .where('job_applications.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        name: fullName(row),
        email: row.email,
        phone: row.phone,
        linkedIn: row.linkedin_url,
        visaStatus: visaStatusLabel(row.visa_status),
        jobName: row.job_name,
        jobTitle: row.job_title ?? row.job_name,
        submittedBy: row.submitter_name ?? null,
        possibleDuplicate: Number(row.possible_duplicate) === 1,
        duplicateOf: row.duplicate_of_id
          ? ((await duplicateLinks('job_applications.id', row.duplicate_of_id))[0] ?? null)
          : null,
        duplicates: await duplicateLinks('job_applications.duplicate_of_id', row.id),
        resume: {
          name: row.resume_original_name,
          size: Number(row.resume_size),
          mimeType: row.resume_mime_type,
        },
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        consentAt: row.consent_at,
        noticeVersion: row.notice_version,
        status: toApplicationStatus(row.status),
        assignedTo: toAssignee(row.assigned_to, row.assignee_name),
      };
    },
  };
}

export type ApplicationQueries = ReturnType<typeof createApplicationQueries>;
