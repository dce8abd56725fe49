import type { AdminJob, C2CJob, JobForm } from '@smartmove/contract';
import type { Selectable } from 'kysely';
import type { C2CJobsTable } from '../../db/schema.js';

/** A c2c_jobs row as both the lists and the changes read it. */
export type C2CJobRow = Selectable<C2CJobsTable>;

/**
 * The one mapping of a c2c_jobs row to the API's job (the lists and GET /CRM/GetJobByName). `remote` is an
 * integer column, 0 or 1, which both drivers read as a number; Number() keeps the answer a boolean should
 * a driver hand it over as text.
 */
export function toC2CJob(row: C2CJobRow): C2CJob {
  return {
    pro_jobid: row.id,
    pro_jobname: row.job_name,
    pro_jobtitle: row.title,
    pro_location: row.location,
    pro_description: row.description,
    pro_skills: row.skills,
    pro_rate: row.rate,
    pro_remote: Number(row.remote) === 1,
    pro_postedon: row.posted_on,
  };
}

/** A job as the back office lists it: open or closed. */
export function toAdminJob(row: C2CJobRow): AdminJob {
  return {
    id: row.id,
    jobName: row.job_name,
    title: row.title,
    location: row.location,
    description: row.description,
    skills: row.skills,
    rate: row.rate,
    remote: Number(row.remote) === 1,
    clientId: row.client_id,
    endClient: row.end_client ?? '',
    postedOn: row.posted_on,
    status: row.closed_at ? 'closed' : 'open',
    closedAt: row.closed_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A job's editable fields as the table stores them (remote as 0 or 1). `client`: the client the job names, if
 * any; its name is the job's end client.
 */
export function toJobColumns(job: JobForm, client: { id: string; name: string } | undefined) {
  return {
    title: job.title,
    location: job.location,
    description: job.description,
    skills: job.skills,
    rate: job.rate,
    remote: job.remote ? 1 : 0,
    client_id: client ? client.id : null,
    end_client: client ? client.name : job.endClient ? job.endClient : null,
  };
}

export type JobColumns = ReturnType<typeof toJobColumns>;
