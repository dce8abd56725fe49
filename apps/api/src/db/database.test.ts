import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApp } from '../test/test-api.js';
import { MIGRATIONS } from './migrations/index.js';
import { trigramIndexes } from './migrations/0043-search-pending-lists.js';
import {
  DEMO_BENCH_CANDIDATES,
  DEMO_JOBS,
  DEMO_PROJECTS,
  DEMO_PROPERTIES,
  DEMO_REALTOR_LEADS,
  DEMO_USERS,
} from './seed-data.js';
import { seedDemoData, seedHolidays } from './seed.js';

describeOnEngines('database', (engine) => {
  const api = useTestApp(engine);

  it('runs every migration at start', async () => {
    const applied = await api.app.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(
      Object.keys(MIGRATIONS).sort(),
    );
  });

  it("moves applications to the back office's statuses (migration 0015)", async () => {
    const db = api.app.db;
    const old = ['Submitted', 'submitted', 'screening', 'interview', 'offered', 'rejected', 'On hold'];
    await db
      .insertInto('job_applications')
      .values(
        old.map((status, index) => ({
          id: `migrated-${index}`,
          job_name: 'senior-data-engineer',
          first_name: 'Old',
          last_name: status,
          email: `old${index}@example.com`,
          phone: '+12015550100',
          linkedin_url: 'https://www.linkedin.com/in/old',
          visa_status: 166110001,
          resume_file_name: `resumes/old-${index}.pdf`,
          resume_original_name: 'cv.pdf',
          resume_mime_type: 'application/pdf',
          resume_size: 10,
          submitted_by_user_id: null,
          status,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    await MIGRATIONS['0015-application-statuses']!.up(db as never);
    const rows = await db
      .selectFrom('job_applications')
      .select(['last_name', 'status'])
      .where('id', 'like', 'migrated-%')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual([
      'new',
      'new',
      'screening',
      'interview',
      'offer',
      'rejected',
      'new',
    ]);
    await db.deleteFrom('job_applications').where('id', 'like', 'migrated-%').execute();
  });

  it('stores bench visa statuses as codes (migration 0026), leaving text it cannot map', async () => {
    const db = api.app.db;
    const written = ['US Citizen', 'H-1B', 'H4 EAD', 'Green Card', '166110005', 'Tourist'];
    await db
      .insertInto('bench_candidates')
      .values(
        written.map((visa, index) => ({
          id: `visa-migrated-${index}`,
          owner_user_id: null,
          title: 'Data Engineer',
          name: 'Old Row',
          experience: '5 Years',
          location: 'Austin, TX',
          visa_status: visa,
          skills: 'Python',
          email: null,
          phone: null,
          created_at: new Date().toISOString(),
          published_at: null,
          published_by: null,
        })),
      )
      .execute();
    await MIGRATIONS['0026-bench-visa-codes']!.up(db as never);
    const rows = await db
      .selectFrom('bench_candidates')
      .select('visa_status')
      .where('id', 'like', 'visa-migrated-%')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.visa_status)).toEqual([
      '166110007',
      '166110001',
      '166110008',
      '166110003',
      '166110005',
      'Tourist',
    ]);
    await db.deleteFrom('bench_candidates').where('id', 'like', 'visa-migrated-%').execute();
  });

  it.runIf(engine === 'postgres')(
    "keeps PostgreSQL's durable default: a commit waits for the disk",
    async () => {
      const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(api.app.db);
      expect(rows).toEqual([{ synchronous_commit: 'on' }]);
    },
  );

  it.runIf(engine === 'postgres')(
    "merges each trigram index's pending entries in small steps (migration 0043), and undoes it",
    async () => {
      const { db } = api.app;
      const limits = () => trigramIndexes(db as never);
      const migration = MIGRATIONS['0043-search-pending-lists']!;
      const indexes = await limits();
      // Every searched table: inquiries, know-your-worth leads, applications and the audit log.
      expect(indexes.length).toBeGreaterThanOrEqual(10);
      for (const index of indexes) expect(index.options, index.name).toEqual(['gin_pending_list_limit=256']);
      await migration.down!(db as never);
      try {
        for (const index of await limits()) expect(index.options, index.name).toBeNull();
      } finally {
        await migration.up(db as never);
      }
    },
  );

  it("moves the records' recent fingerprints into their own table (migration 0008), and undoes it", async () => {
    const { db } = api.app;
    const migration = MIGRATIONS['0008-submission-fingerprints']!;
    const recent = new Date().toISOString();
    const message = (id: string, createdAt: string, fingerprint: string) => sql`
      insert into contact_messages (id, message_type, first_name, last_name, email, message,
        partner_reference, employee_reference, created_at, submission_fingerprint)
      values (${id}, 166110000, 'Ada', 'Lovelace', 'ada@example.com', 'Migrated', '', '', ${createdAt},
        ${fingerprint})`;
    await migration.down!(db as never);
    try {
      await message('migrated-recent', recent, 'f'.repeat(64)).execute(db);
      await message('migrated-old', '2020-01-01T00:00:00.000Z', 'e'.repeat(64)).execute(db);
    } finally {
      await migration.up(db as never);
    }
    // Only a fingerprint still within the duplicate window is worth keeping.
    expect(await db.selectFrom('submission_fingerprints').selectAll().execute()).toEqual([
      { fingerprint: 'f'.repeat(64), seen_at: recent },
    ]);
    await expect(sql`select submission_fingerprint from contact_messages`.execute(db)).rejects.toThrow();
    await db.deleteFrom('contact_messages').where('id', 'like', 'migrated-%').execute();
    await db.deleteFrom('submission_fingerprints').execute();
  });

  it('adds consent and the status token to the submissions (migration 0023), and undoes it', async () => {
    const { db } = api.app;
    const migration = MIGRATIONS['0023-personal-data']!;
    await migration.down!(db as never);
    try {
      for (const table of ['contact_messages', 'candidate_leads', 'job_applications']) {
        await expect(sql`select consent_at from ${sql.table(table)}`.execute(db)).rejects.toThrow();
      }
    } finally {
      await migration.up(db as never);
    }
    const columns =
      await sql`select consent_at, notice_version, status_token_hash from job_applications`.execute(db);
    // Added empty again (the demo application is the only one).
    expect(columns.rows).toEqual(
      columns.rows.map(() => ({ consent_at: null, notice_version: null, status_token_hash: null })),
    );
  });

  it('turns each staff alert riding on a queued row into a row of its own (migration 0042), and undoes it', async () => {
    const { db } = api.app;
    const migration = MIGRATIONS['0042-staff-alert-rows']!;
    await migration.down!(db as never);
    const at = '2026-11-27T10:00:00.000Z';
    try {
      // What 0027's worker found on a form's row before it fanned the alert out.
      await sql`
        insert into mail_outbox (id, recipient, subject, body, cause_kind, cause_id, created_at, next_attempt_at,
                                 alert_subject, alert_body, alert_to)
        values ('m42-a', 'ada@example.com', 'Thanks', 'Thanks.', 'inquiry', 'c42-a', ${at}, ${at},
                'New contact message: Ada', 'From Ada.', null),
               ('m42-b', 'bob@example.com', 'Thanks', 'Thanks.', 'inquiry', 'c42-b', ${at}, ${at},
                'New contact message: Bob', 'From Bob.', 'desk@example.com')
      `.execute(db);
    } finally {
      await migration.up(db as never);
    }
    await expect(sql`select alert_subject from mail_outbox`.execute(db)).rejects.toThrow();
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'subject', 'body', 'cause_id', 'status', 'next_attempt_at'])
      .where('cause_id', 'in', ['c42-a', 'c42-b'])
      .orderBy('id')
      .execute();
    await db.deleteFrom('mail_outbox').where('cause_id', 'in', ['c42-a', 'c42-b']).execute();
    expect(rows).toEqual([
      {
        id: 'alert-m42-a',
        recipient: 'recruiters and admins',
        subject: 'New contact message: Ada',
        body: 'From Ada.',
        cause_id: 'c42-a',
        status: 'pending',
        next_attempt_at: at,
      },
      {
        id: 'alert-m42-b',
        recipient: 'desk@example.com',
        subject: 'New contact message: Bob',
        body: 'From Bob.',
        cause_id: 'c42-b',
        status: 'pending',
        next_attempt_at: at,
      },
      {
        id: 'm42-a',
        recipient: 'ada@example.com',
        subject: 'Thanks',
        body: 'Thanks.',
        cause_id: 'c42-a',
        status: 'pending',
        next_attempt_at: at,
      },
      {
        id: 'm42-b',
        recipient: 'bob@example.com',
        subject: 'Thanks',
        body: 'Thanks.',
        cause_id: 'c42-b',
        status: 'pending',
        next_attempt_at: at,
      },
    ]);
  });

  it('adds offices, holiday calendars, certificates and cancelling to leave (migration 0025), and undoes it', async () => {
    const { db } = api.app;
    const migration = MIGRATIONS['0025-leave-holidays']!;
    await migration.down!(db as never);
    try {
      await expect(sql`select office from users`.execute(db)).rejects.toThrow();
      await expect(sql`select id from office_holidays`.execute(db)).rejects.toThrow();
      await expect(sql`select certificate_file_name from leave_requests`.execute(db)).rejects.toThrow();
    } finally {
      await migration.up(db as never);
    }
    // Accounts made before offices existed work from Seattle.
    const offices = await db.selectFrom('users').select('office').distinct().execute();
    expect(offices).toEqual([{ office: 'seattle' }]);
    const columns = await sql`select certificate_file_name, certificate_original_name, certificate_mime_type,
      certificate_size, cancelled_at from leave_requests`.execute(db);
    expect(columns.rows).toEqual([]);
    await seedHolidays(db);
    expect((await db.selectFrom('office_holidays').select('id').execute()).length).toBeGreaterThan(20);
  });

  it('seeds the holiday calendars once, and keeps what an admin removed', async () => {
    const { db } = api.app;
    const count = async () => (await db.selectFrom('office_holidays').select('id').execute()).length;
    const before = await count();
    const christmas = `${new Date().getUTCFullYear()}-12-25`;
    await db
      .deleteFrom('office_holidays')
      .where('office', '=', 'pune')
      .where('date', '=', christmas)
      .execute();
    await seedHolidays(db);
    expect(await count()).toBe(before - 1);
    await db
      .insertInto('office_holidays')
      .values({
        id: 'restored-christmas',
        office: 'pune',
        date: christmas,
        name: 'Christmas Day',
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .execute();
  });

  it('adds projects and their assignments (migration 0024), and undoes it', async () => {
    const { db } = api.app;
    const migration = MIGRATIONS['0024-projects']!;
    await migration.down!(db as never);
    try {
      await expect(sql`select id from projects`.execute(db)).rejects.toThrow();
      await expect(sql`select user_id from project_assignments`.execute(db)).rejects.toThrow();
    } finally {
      await migration.up(db as never);
    }
    expect((await sql`select id, name, name_key from projects`.execute(db)).rows).toEqual([]);
    // The seed gives back the demo projects, Dana Employee assigned to both.
    await seedDemoData(db);
    const assigned = await db
      .selectFrom('project_assignments')
      .innerJoin('projects', 'projects.id', 'project_assignments.project_id')
      .select(['projects.name', 'project_assignments.user_id'])
      .orderBy('projects.name')
      .execute();
    expect(assigned).toEqual(
      DEMO_PROJECTS.map((project) => ({ name: project.name, user_id: project.assignees[0] })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });

  it('seeds the demo data', async () => {
    const { db } = api.app;
    const jobs = await db.selectFrom('c2c_jobs').select(['job_name', 'title']).orderBy('job_name').execute();
    expect(jobs).toHaveLength(DEMO_JOBS.length);
    expect(new Set(jobs.map((job) => job.job_name)).size).toBe(DEMO_JOBS.length);
    expect(jobs.every((job) => /^[a-z0-9-]+$/.test(job.job_name))).toBe(true);
    const bench = await db.selectFrom('bench_candidates').select('id').execute();
    expect(bench).toHaveLength(5);
    const users = await db.selectFrom('users').select(['phone', 'user_type']).orderBy('phone').execute();
    expect(users).toEqual(DEMO_USERS.map((user) => ({ phone: user.phone, user_type: user.user_type })));
    const properties = await db.selectFrom('properties').select(['latitude', 'longitude']).execute();
    expect(properties).toHaveLength(DEMO_PROPERTIES.length);
    // South-western United States.
    for (const property of properties) {
      expect(property.latitude).toBeGreaterThan(31);
      expect(property.latitude).toBeLessThan(38);
      expect(property.longitude).toBeLessThan(-104);
    }
    const leads = await db.selectFrom('realtor_leads').select('price').execute();
    expect(leads).toHaveLength(DEMO_REALTOR_LEADS.length);
  });

  it('seeds idempotently: a second seed and a restart add nothing', async () => {
    await seedDemoData(api.app.db);
    const restarted = await api.restart();
    const count = async (table: 'c2c_jobs' | 'bench_candidates' | 'users') =>
      (await restarted.db.selectFrom(table).select('id').execute()).length;
    expect(await count('c2c_jobs')).toBe(DEMO_JOBS.length);
    expect(await count('bench_candidates')).toBe(DEMO_BENCH_CANDIDATES.length);
    expect(await count('users')).toBe(DEMO_USERS.length);
    expect((await restarted.db.selectFrom('projects').select('id').execute()).length).toBe(
      DEMO_PROJECTS.length,
    );
  });

  it('never assigns a demo project again once an admin took someone off it', async () => {
    const { db } = api.app;
    const [project] = DEMO_PROJECTS;
    await db.deleteFrom('project_assignments').where('project_id', '=', project!.id).execute();
    await seedDemoData(db);
    expect(
      await db
        .selectFrom('project_assignments')
        .select('user_id')
        .where('project_id', '=', project!.id)
        .execute(),
    ).toEqual([]);
  });
});
