import { getVisaStatusLabel, type Page, type Submission } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

/** Candidates a signed-in partner submitted to C2C jobs (job applications with submitted_by_user_id). */
export function createSubmissionRepository(db: Kysely<Database>) {
  return {
    async listBySubmitter(userId: string, request: PageRequest): Promise<Page<Submission>> {
      const query = db
        .selectFrom('job_applications')
        .where('job_applications.submitted_by_user_id', '=', userId);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
        .select([
          'job_applications.id',
          'job_applications.first_name',
          'job_applications.last_name',
          'job_applications.email',
          'job_applications.job_name',
          'job_applications.visa_status',
          'job_applications.status',
          'job_applications.created_at',
          'c2c_jobs.title as job_title',
        ])
        .orderBy('job_applications.created_at', 'desc')
        .orderBy('job_applications.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      const items = rows.map((row) => ({
        id: row.id,
        candidateName: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        jobName: row.job_name,
        jobTitle: row.job_title ?? row.job_name,
        visaStatus: getVisaStatusLabel(Number(row.visa_status)) ?? String(row.visa_status),
        status: row.status,
        submittedAt: row.created_at,
      }));
      return toPage(items, toCount(count), request);
    },
  };
}
