import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, TalentPageSchema } from '@smartmove/contract';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { MIGRATIONS } from '../../db/migrations/index.js';
import { createTalentJobDelivery } from '../../repositories/talent/talent-job-repository.js';
import { FAST_CAPTCHA_ENV, applyAnonymously, pdfFile, resume } from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { createResumeTextExtractor } from '../text-extraction/resume-text-extractor.js';
import { createTalentTextWorker, RESUME_READ_ATTEMPTS, TALENT_TEXT_LEASE_MS } from './talent-text-worker.js';

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/resumes');
const DAY_MS = 24 * 60 * 60 * 1000;

/** How often `needle` occurs in the SQLite database file, its WAL and its shared-memory index. */
function occurrencesOnDisk(dataDir: string, needle: string): number {
  let count = 0;
  for (const name of ['app.db', 'app.db-wal', 'app.db-shm']) {
    const file = path.join(dataDir, name);
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count += 1;
  }
  return count;
}

describeOnEngines('the talent text queue', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    // Nothing runs by itself: each test runs the worker (or a second one, as after a crash).
    talentText: { pollIntervalMs: 3_600_000, retry: { baseDelayMs: 0 } },
  });
  const { recruiter } = api.users;

  async function apply(lastName: string, file: Buffer, name = 'resume.pdf') {
    const applied = await applyAnonymously(
      api,
      { LastName: lastName, Email: `${lastName.toLowerCase()}@example.com` },
      resume(file, name),
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const row = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('last_name', '=', lastName)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function found(q: string): Promise<string[]> {
    const answer = await api.as(recruiter).get(API_PATHS.searchTalent, { q });
    expect(answer.statusCode, answer.body).toBe(200);
    return TalentPageSchema.parse(answer.json()).items.map((item) => item.name);
  }

  const job = (id: string) =>
    api.app.db.selectFrom('talent_jobs').selectAll().where('record_id', '=', id).executeTakeFirst();

  it('retries a job whose worker died once its lease is over', async () => {
    const id = await apply('Leasecrash', fs.readFileSync(path.join(FIXTURES, 'resume.pdf')));
    // A worker claims the job and dies before finishing it.
    const delivery = createTalentJobDelivery(api.app.db, engine);
    const claimedAt = new Date();
    const claimed = await delivery.claimDue(
      claimedAt,
      new Date(claimedAt.getTime() + TALENT_TEXT_LEASE_MS),
      100,
    );
    expect(claimed.map((claim) => claim.id)).toContain(id);
    await api.app.talentText.runOnce();
    expect(await found('zephyrine')).toEqual([]);
    expect(await job(id)).toBeDefined();

    const later = new Date(claimedAt.getTime() + TALENT_TEXT_LEASE_MS + 1000);
    const extractor = createResumeTextExtractor();
    const restarted = createTalentTextWorker({
      db: api.app.db,
      engine,
      queries: api.app.queries.talent,
      fileStorage: api.app.fileStorage,
      extractor,
      log: api.app.log,
      now: () => later,
    });
    try {
      await restarted.runOnce();
    } finally {
      await extractor.close();
    }
    expect(await found('zephyrine')).toEqual(['Katherine Leasecrash']);
    expect(await job(id)).toBeUndefined();
  });

  it(`marks a resume that fails ${RESUME_READ_ATTEMPTS} times as unreadable and indexes the rest of the record`, async () => {
    const id = await apply('Brokenpdf', pdfFile(64));
    // Woken by the application too: each run may make one attempt or more; none is the last but the third.
    const failures = new Set<string>();
    for (let pending = await job(id); pending; pending = await job(id)) {
      expect(pending.attempts).toBeLessThan(RESUME_READ_ATTEMPTS);
      if (pending.last_error) failures.add(pending.last_error);
      expect(await found('brokenpdf')).toEqual([]);
      await api.app.talentText.runOnce();
    }
    expect([...failures]).toEqual(['Invalid PDF structure.']);
    expect(await job(id)).toBeUndefined();
    expect(await found('brokenpdf')).toEqual(['Katherine Brokenpdf']);
    const text = await api.as(recruiter).get(API_PATHS.getResumeText, { id });
    expect(text.json()).toEqual({ status: 'unreadable', text: null });
  });

  it('takes an erased applicant out of the search at once, leaving no text of the resume behind', async () => {
    const id = await apply('Erasable', fs.readFileSync(path.join(FIXTURES, 'resume.pdf')));
    await api.app.talentText.runOnce();
    expect(await found('zephyrine')).toContain('Katherine Erasable');
    const erased = await api.as(recruiter).post(API_PATHS.erasePersonalData, { kind: 'application', id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await found('zephyrine')).not.toContain('Katherine Erasable');
    for (const table of ['resume_texts', 'talent_documents'] as const) {
      const { rows } = await sql`select * from ${sql.table(table)} where ${sql.ref(
        table === 'resume_texts' ? 'application_id' : 'record_id',
      )} = ${id}`.execute(api.app.db);
      expect(rows, table).toEqual([]);
    }
  });
});

// The file-backed SQLite database of a running app (PostgreSQL keeps its own files: not ours to read).
describe('erased resumes on disk (SQLite)', () => {
  const api = useTestApp('sqlite', {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    talentText: { pollIntervalMs: 3_600_000 },
  });
  const { recruiter } = api.users;
  const resumeFile = fs.readFileSync(path.join(FIXTURES, 'resume.pdf'));
  // Words only this resume holds: as the text read from it ("Zephyrine") and in the index (lower case).
  const WORDS = ['Zephyrine', 'zephyrine', 'Verhagen', 'verhagen'];

  async function applyAndIndex(lastName: string): Promise<string> {
    const applied = await applyAnonymously(
      api,
      { LastName: lastName, Email: `${lastName.toLowerCase()}@example.com` },
      resume(resumeFile),
    );
    expect(applied.statusCode, applied.body).toBe(200);
    await api.app.talentText.runOnce();
    const row = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('last_name', '=', lastName)
      .executeTakeFirstOrThrow();
    for (const word of WORDS) expect(occurrencesOnDisk(api.env.DATA_DIR, word), word).toBeGreaterThan(0);
    return row.id;
  }

  it('leaves no word of an erased resume in app.db, its WAL or the FTS5 index', async () => {
    const id = await applyAndIndex('Applicant');
    const erased = await api.as(recruiter).post(API_PATHS.erasePersonalData, { kind: 'application', id });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const word of WORDS) expect(occurrencesOnDisk(api.env.DATA_DIR, word), word).toBe(0);
  });

  it('nor of one the retention job erased', async () => {
    await applyAndIndex('Retained');
    const erased = await api.app.services.personalData.runRetention(
      new Date(Date.now() + (api.env.RETENTION_DAYS + 1) * DAY_MS),
    );
    expect(erased).toBeGreaterThan(0);
    for (const word of WORDS) expect(occurrencesOnDisk(api.env.DATA_DIR, word), word).toBe(0);
  });
});

describe('resumes stored before the upgrade', () => {
  it('are queued by the migration, to be read on the first start', async () => {
    const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'talent-upgrade-'));
    const handle = openDatabase({ dataDir });
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => MIGRATIONS } });
      const before = await migrator.migrateTo('0045-claim-withdrawal');
      expect(before.error).toBeUndefined();
      await handle.db
        .insertInto('job_applications')
        .values({
          id: 'before-upgrade',
          job_name: 'senior-data-engineer',
          first_name: 'Old',
          last_name: 'Applicant',
          email: 'old@example.com',
          phone: '+12065550100',
          linkedin_url: '',
          visa_status: 166110001,
          resume_file_name: 'resumes/00000000-0000-4000-8000-000000000000.pdf',
          resume_original_name: 'old.pdf',
          resume_mime_type: 'application/pdf',
          resume_size: 10,
          submitted_by_user_id: null,
          created_at: new Date().toISOString(),
          consent_at: null,
          notice_version: null,
          status_token_hash: null,
        })
        .execute();
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const queued = await handle.db.selectFrom('talent_jobs').selectAll().execute();
      expect(queued).toEqual([
        expect.objectContaining({ source: 'application', record_id: 'before-upgrade' }),
      ]);
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
