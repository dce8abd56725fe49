import fs from 'node:fs';
import path from 'node:path';
import {
  AdminJobPageSchema,
  AdminJobSchema,
  API_PATHS,
  ApiErrorSchema,
  C2CJobPageSchema,
  C2CJobSchema,
  JOB_MESSAGES,
  JOB_NO_LONGER_OPEN_MESSAGE,
  SUCCESS_MESSAGES,
  USER_TYPES,
  type AdminJob,
} from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { newJobName } from '../../repositories/recruiting/c2c-job-repository.js';
import { applyAnonymously, pdfFile, resume } from '../../test/lead-fixtures.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

let counter = 0;
const uniqueTitle = () => `Test Job ${Date.now()}-${++counter}`;
const newJob = (title = uniqueTitle()) => ({
  title,
  location: 'Austin, TX',
  description: 'Build data pipelines for a logistics client.',
  skills: 'Python, SQL, dbt',
  rate: '$70/hr C2C',
  remote: false,
});

describe('newJobName', () => {
  it('is the title as a slug with a short unique suffix', () => {
    const name = newJobName('Senior Data Engineer (Spark & Scala)');
    expect(name).toMatch(/^senior-data-engineer-spark-scala-[0-9a-z]{6}$/);
    expect(newJobName('Senior Data Engineer')).not.toBe(newJobName('Senior Data Engineer'));
    expect(newJobName('Développeur ÉTL')).toMatch(/^developpeur-etl-[0-9a-z]{6}$/);
    expect(newJobName('!!!')).toMatch(/^job-[0-9a-z]{6}$/);
    expect(newJobName('x'.repeat(200)).length).toBeLessThanOrEqual(67);
  });
});

describeOnEngines('back-office jobs', (engine) => {
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '1000' } });
  const { employee, partner, admin, recruiter, manager } = api.users;
  const add = async (user: TestUser, job = newJob()): Promise<AdminJob> => {
    const response = await api.as(user).post(API_PATHS.addC2CJob, job);
    expect(response.statusCode, response.body).toBe(200);
    return AdminJobSchema.parse(response.json());
  };
  const board = async (jobname: string) =>
    C2CJobPageSchema.parse((await api.anonymous.get(API_PATHS.uaGetC2CJobs, { jobname })).json()).items;
  const auditFor = (id: string) =>
    api.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_kind', '=', 'job')
      .where('record_id', '=', id)
      .orderBy('at')
      .execute();
  const apply = async (jobName: string, email: string) => {
    return applyAnonymously(api, { skillPosition: jobName, Email: email }, resume(pdfFile(256)));
  };

  it('answers 401 without a token and 403 to employees, partners and approvers, before the body is read', async () => {
    const approver = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: ['approver'],
    });
    const calls: Array<[string, unknown]> = [
      [API_PATHS.addC2CJob, 'not json'],
      [API_PATHS.updateC2CJob, { nonsense: true }],
      [API_PATHS.closeC2CJob, {}],
    ];
    expect((await api.anonymous.get(API_PATHS.getJobsAdmin)).statusCode).toBe(401);
    for (const [url, body] of calls) expect((await api.anonymous.post(url, body)).statusCode, url).toBe(401);
    for (const user of [employee, partner, manager, approver]) {
      expect((await api.as(user).get(API_PATHS.getJobsAdmin)).statusCode).toBe(403);
      for (const [url, body] of calls) expect((await api.as(user).post(url, body)).statusCode, url).toBe(403);
    }
    expect((await api.as(recruiter).get(API_PATHS.getJobsAdmin)).statusCode).toBe(200);
    expect((await api.as(admin).get(API_PATHS.getJobsAdmin)).statusCode).toBe(200);
  });

  it('posts a job that the public board, the partners’ list and the apply page show at once', async () => {
    const job = await add(recruiter);
    expect(job).toMatchObject({ status: 'open', closedAt: null, remote: false, title: job.title });
    expect(job.jobName).toMatch(/^test-job-[0-9a-z-]+-[0-9a-z]{6}$/);
    expect(job.postedOn).toBe(new Date().toISOString().slice(0, 10));

    const [listed] = await board(job.jobName);
    expect(listed).toMatchObject({ pro_jobid: job.id, pro_jobtitle: job.title, pro_rate: '$70/hr C2C' });
    const partnerList = await api.as(partner).get(API_PATHS.getC2CJobs, { keyword: job.title });
    expect(C2CJobPageSchema.parse(partnerList.json()).items.map((item) => item.pro_jobid)).toEqual([job.id]);
    const byName = await api.anonymous.get(API_PATHS.getJobByName, { jobname: job.jobName });
    expect(C2CJobSchema.parse(byName.json()).pro_jobtitle).toBe(job.title);

    const lines = await auditFor(job.id);
    expect(lines.map((line) => [line.action, line.actor_name, line.record_label])).toEqual([
      ['created job', 'Rita Recruiter', job.title],
    ]);
  });

  it('refuses a form with blank or too long fields, with the contract’s messages per field', async () => {
    const response = await api.as(recruiter).post(API_PATHS.addC2CJob, {
      ...newJob(),
      title: '  ',
      location: '',
      rate: 'x'.repeat(61),
    });
    expect(response.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.errors).toMatchObject({
      title: JOB_MESSAGES.title,
      location: JOB_MESSAGES.location,
      rate: JOB_MESSAGES.tooLong(60),
    });
    const missing = await api.as(recruiter).post(API_PATHS.addC2CJob, { remote: true });
    expect(ApiErrorSchema.parse(missing.json()).errors).toMatchObject({
      title: JOB_MESSAGES.title,
      description: JOB_MESSAGES.description,
      skills: JOB_MESSAGES.skills,
    });
  });

  it('edits a job, keeping its URL name, with a history row per field and one audit line', async () => {
    const job = await add(admin);
    const title = uniqueTitle();
    const response = await api.as(recruiter).post(API_PATHS.updateC2CJob, {
      ...newJob(title),
      id: job.id,
      remote: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = AdminJobSchema.parse(response.json());
    expect(updated).toMatchObject({ id: job.id, jobName: job.jobName, title, remote: true, status: 'open' });
    const [listed] = await board(job.jobName);
    expect(listed).toMatchObject({ pro_jobtitle: title, pro_remote: true });

    const changes = await api.app.db
      .selectFrom('record_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('record_kind', '=', 'job')
      .where('record_id', '=', job.id)
      .where('field', '!=', 'status')
      .orderBy('field')
      .execute();
    expect(changes).toEqual([
      { field: 'remote', old_value: 'No', new_value: 'Yes' },
      { field: 'title', old_value: job.title, new_value: title },
    ]);
    expect((await auditFor(job.id)).map((line) => line.action)).toEqual(['created job', 'updated job']);

    const unknown = await api.as(recruiter).post(API_PATHS.updateC2CJob, { ...newJob(), id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe(JOB_MESSAGES.notFound);
  });

  it('closes a job: it leaves the board, the apply page answers 410 and an application is refused, nothing stored', async () => {
    const job = await add(recruiter);
    const email = `applicant-${job.id}@example.com`;
    const before = await apply(job.jobName, email);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ message: SUCCESS_MESSAGES.submission });

    const closed = await api.as(recruiter).post(API_PATHS.closeC2CJob, { id: job.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(AdminJobSchema.parse(closed.json())).toMatchObject({ status: 'closed', jobName: job.jobName });
    expect(await board(job.jobName)).toEqual([]);

    const byName = await api.anonymous.get(API_PATHS.getJobByName, { jobname: job.jobName });
    expect(byName.statusCode).toBe(410);
    expect(ApiErrorSchema.parse(byName.json())).toEqual({ message: JOB_NO_LONGER_OPEN_MESSAGE });

    const resumesDir = path.join(api.env.DATA_DIR, 'uploads', 'resumes');
    const filesBefore = fs.readdirSync(resumesDir).length;
    const late = await apply(job.jobName, `late-${email}`);
    expect(late.statusCode).toBe(410);
    expect(ApiErrorSchema.parse(late.json())).toEqual({
      message: JOB_NO_LONGER_OPEN_MESSAGE,
      errors: { skillPosition: JOB_NO_LONGER_OPEN_MESSAGE },
    });
    const stored = await api.app.db
      .selectFrom('job_applications')
      .select('email')
      .where('job_name', '=', job.jobName)
      .execute();
    expect(stored).toEqual([{ email }]);
    expect(fs.readdirSync(resumesDir).length).toBe(filesBefore);

    const again = await api.as(recruiter).post(API_PATHS.closeC2CJob, { id: job.id });
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json()).message).toBe(JOB_MESSAGES.alreadyClosed);
    expect((await api.as(recruiter).post(API_PATHS.closeC2CJob, { id: 'nope' })).statusCode).toBe(404);

    const lines = await auditFor(job.id);
    expect(lines.map((line) => [line.action, line.actor_name])).toEqual([
      ['created job', 'Rita Recruiter'],
      ['closed job', 'Rita Recruiter'],
    ]);
  });

  it('lists open and closed jobs, newest first, searched and filtered by state', async () => {
    const marker = `Marker${Date.now()}`;
    const open = await add(recruiter, newJob(`${marker} Open`));
    const closing = await add(recruiter, newJob(`${marker} Closed`));
    await api.as(recruiter).post(API_PATHS.closeC2CJob, { id: closing.id });

    const all = AdminJobPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getJobsAdmin, { search: marker.toLowerCase() })).json(),
    );
    expect(all.items.map((job) => [job.title, job.status]).sort()).toEqual([
      [`${marker} Closed`, 'closed'],
      [`${marker} Open`, 'open'],
    ]);
    const onlyClosed = AdminJobPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getJobsAdmin, { search: marker, status: 'closed' })).json(),
    );
    expect(onlyClosed.items.map((job) => job.id)).toEqual([closing.id]);
    const onlyOpen = AdminJobPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getJobsAdmin, { search: marker, status: 'open' })).json(),
    );
    expect(onlyOpen.items.map((job) => job.id)).toEqual([open.id]);
    expect((await api.as(recruiter).get(API_PATHS.getJobsAdmin, { status: 'gone' })).statusCode).toBe(400);

    const seeded = AdminJobPageSchema.parse(
      (await api.as(recruiter).get(API_PATHS.getJobsAdmin, { search: 'Senior Data Engineer' })).json(),
    );
    expect(seeded.items.some((job) => job.jobName === 'senior-data-engineer')).toBe(true);
  });
});
