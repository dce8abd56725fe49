import { randomUUID } from 'node:crypto';
import {
  ALREADY_SUBMITTED_NOTICE,
  API_PATHS,
  ApplicationDetailSchema,
  ApplicationPageSchema,
  CAPTCHA_TOKEN_HEADER,
  PRIVACY_NOTICE_VERSION,
  SUCCESS_MESSAGES,
  SubmissionReceivedSchema,
  USER_TYPES,
  toEmailKey,
  toPhoneKey,
  type ApplicationsQuery,
} from '@smartmove/contract';
import { CompiledQuery, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backfillDuplicateKeys } from '../../db/migrations/0036-possible-duplicates.js';
import { createJobApplicationsRepository } from '../../test/test-repositories.js';
import { FAST_CAPTCHA_ENV, JOB_APPLICATION_FIELDS, pdfFile, solveCaptcha } from '../../test/lead-fixtures.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const JOB = 'senior-data-engineer';
const OTHER_JOB = 'power-bi-developer';

let people = 0;
/** A person no other test uses: their own e-mail and (valid, North American) phone number. */
function person(name: string) {
  people += 1;
  return {
    FirstName: name,
    LastName: 'Dupont',
    Email: `${name.toLowerCase()}.${people}.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: `+1201555${String(2000 + people)}`,
  };
}

describe('the normalised keys', () => {
  it('lower-case and trim an e-mail, and read a phone number to E.164 however it was typed', () => {
    expect(toEmailKey('  Dana.Dup@Example.COM ')).toBe('dana.dup@example.com');
    expect(toEmailKey('   ')).toBeNull();
    for (const typed of [
      '+12015550142',
      '(201) 555-0142',
      '201.555.0142',
      '+1 201-555-0142',
      '001 201 555 0142',
    ]) {
      expect(toPhoneKey(typed), typed).toBe('+12015550142');
    }
    expect(toPhoneKey('+91 98123 45678')).toBe('+919812345678');
    expect(toPhoneKey('no number')).toBeNull();
  });
});

describeOnEngines('possible duplicates', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  const { partner, recruiter } = api.users;
  const resume = pdfFile(64);

  /** Applies as the public apply page does (or a partner's Submit Candidate, with `user`); answers the id. */
  async function apply(
    fields: Partial<typeof JOB_APPLICATION_FIELDS>,
    user?: TestUser,
  ): Promise<{ id: string; answer: ReturnType<typeof SubmissionReceivedSchema.parse>; body: string }> {
    const response = await api
      .as(user)
      .upload(
        user ? API_PATHS.submitCandidate : API_PATHS.uaSubmitCandidate,
        { ...JOB_APPLICATION_FIELDS, ...fields },
        [{ name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', content: resume }],
        { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
      );
    expect(response.statusCode, response.body).toBe(200);
    const row = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', (fields.Email ?? JOB_APPLICATION_FIELDS.Email).trim())
      .where('job_name', '=', fields.skillPosition ?? JOB_APPLICATION_FIELDS.skillPosition)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: row.id, answer: SubmissionReceivedSchema.parse(response.json()), body: response.body };
  }

  async function count(email: string): Promise<number> {
    const rows = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', email)
      .execute();
    return rows.length;
  }

  async function detail(id: string) {
    const response = await api.as(recruiter).get(API_PATHS.getApplication, { id });
    expect(response.statusCode, response.body).toBe(200);
    return ApplicationDetailSchema.parse(response.json());
  }

  async function list(query: ApplicationsQuery) {
    const response = await api.as(recruiter).get(API_PATHS.getApplications, { pageSize: 100, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return ApplicationPageSchema.parse(response.json());
  }

  it('marks an application whose e-mail, differently cased, already applied to the job, and links both', async () => {
    const first = person('Dana');
    const { id: firstId } = await apply({ ...first, skillPosition: JOB });
    const second = person('Dana');
    const { id: secondId, answer } = await apply({
      ...second,
      Email: first.Email.toUpperCase(),
      skillPosition: JOB,
    });
    // The public form tells nobody where else an address applied.
    expect(answer).toEqual({ message: SUCCESS_MESSAGES.submission });

    const marked = await detail(secondId);
    expect(marked.possibleDuplicate).toBe(true);
    expect(marked.duplicateOf).toMatchObject({ id: firstId, name: 'Dana Dupont', submittedBy: null });
    const earlier = await detail(firstId);
    expect(earlier.possibleDuplicate).toBe(false);
    expect(earlier.duplicateOf).toBeNull();
    expect(earlier.duplicates.map((link) => link.id)).toEqual([secondId]);
  });

  it('marks one whose phone number, stored in another format, already applied to the job', async () => {
    const first = person('Ezra');
    // An application stored with its number as typed, before numbers were kept in E.164 (an import).
    const legacyPhone = `(${first.phoneNumber.slice(2, 5)}) ${first.phoneNumber.slice(5, 8)}-${first.phoneNumber.slice(8)}`;
    const firstId = await createJobApplicationsRepository(api.app.db, engine).create(
      {
        fields: {
          ...JOB_APPLICATION_FIELDS,
          ...first,
          phoneNumber: legacyPhone,
          skillPosition: JOB,
          pro_visastatus: 166110001,
        },
        jobName: JOB,
        resume: {
          storedName: `resumes/${randomUUID()}.pdf`,
          originalName: 'cv.pdf',
          mimeType: 'application/pdf',
          size: 1,
        },
        submittedBy: null,
        statusTokenHash: randomUUID(),
      },
      new Date(),
    );
    const second = person('Ezra');
    const { id: secondId } = await apply({ ...second, phoneNumber: first.phoneNumber, skillPosition: JOB });
    const marked = await detail(secondId);
    expect(marked.possibleDuplicate).toBe(true);
    expect(marked.duplicateOf?.id).toBe(firstId);
  });

  it('does not mark the same person applying to another job', async () => {
    const someone = person('Farah');
    await apply({ ...someone, skillPosition: JOB });
    const { id } = await apply({
      ...someone,
      skillPosition: OTHER_JOB,
      LinkedIn: 'https://www.linkedin.com/in/farah',
    });
    const other = await detail(id);
    expect(other.possibleDuplicate).toBe(false);
    expect(other.duplicateOf).toBeNull();
  });

  it('stores a partner submitting the same candidate again, marked, and tells the partner (never a plain thank-you)', async () => {
    const candidate = { ...person('Iris'), skillPosition: OTHER_JOB };
    const first = await apply(candidate, partner);
    expect(first.answer).toEqual({ message: SUCCESS_MESSAGES.submission });
    // The very same form again, resume and all, a moment later.
    const again = await apply(candidate, partner);
    expect(again.answer).toEqual({
      message: SUCCESS_MESSAGES.submission,
      alreadySubmitted: true,
      notice: ALREADY_SUBMITTED_NOTICE,
    });
    expect(again.id).not.toBe(first.id);
    const marked = await detail(again.id);
    expect(marked).toMatchObject({ possibleDuplicate: true, submittedBy: 'Parker Partner' });
    expect(marked.duplicateOf?.id).toBe(first.id);
    // The public form's identical repeat (a retry) is still stored once, and says nothing.
    const applicant = { ...person('Jules'), skillPosition: OTHER_JOB };
    await apply(applicant);
    const retry = await apply(applicant);
    expect(retry.answer).toEqual({ message: SUCCESS_MESSAGES.submission });
    expect(await count(applicant.Email)).toBe(1);
  });

  it("marks a partner's candidate already submitted for the job, and tells the partner without saying by whom", async () => {
    const otherPartner = await insertUser(api.app, USER_TYPES.partner);
    const candidate = person('Gita');
    const { id: firstId, answer: firstAnswer } = await apply(
      { ...candidate, skillPosition: JOB },
      otherPartner,
    );
    // The first submission is news to nobody.
    expect(firstAnswer).toEqual({ message: SUCCESS_MESSAGES.submission });

    const {
      id: secondId,
      answer,
      body,
    } = await apply(
      {
        ...candidate,
        Email: ` ${candidate.Email.toUpperCase()}`,
        LinkedIn: 'https://www.linkedin.com/in/gita2',
      },
      partner,
    );
    expect(answer).toEqual({
      message: SUCCESS_MESSAGES.submission,
      alreadySubmitted: true,
      notice: ALREADY_SUBMITTED_NOTICE,
    });
    for (const secret of ['Test Partner', 'Test Staffing', otherPartner.id, firstId]) {
      expect(body).not.toContain(secret);
    }
    const marked = await detail(secondId);
    expect(marked).toMatchObject({ possibleDuplicate: true, submittedBy: 'Parker Partner' });
    expect(marked.duplicateOf).toMatchObject({
      id: firstId,
      name: 'Gita Dupont',
      submittedBy: 'Test Partner',
    });

    // The candidate's own application, then a partner's: the partner is told as well.
    const applicant = person('Hugo');
    await apply({ ...applicant, skillPosition: OTHER_JOB });
    const late = await apply(
      { ...applicant, skillPosition: OTHER_JOB, Email: person('Hugo').Email },
      partner,
    );
    expect(late.answer.alreadySubmitted).toBe(true);
    expect((await detail(late.id)).duplicateOf?.name).toBe('Hugo Dupont');
  });

  it('filters the list to possible duplicates, shows the mark on the rows and exports it', async () => {
    const someone = person('Ines');
    const { id: firstId } = await apply({ ...someone, skillPosition: OTHER_JOB });
    const { id: secondId } = await apply({
      ...someone,
      skillPosition: OTHER_JOB,
      LinkedIn: 'https://www.linkedin.com/in/ines',
    });

    const all = await list({ job: OTHER_JOB });
    expect(all.items.find((item) => item.id === firstId)?.possibleDuplicate).toBe(false);
    expect(all.items.find((item) => item.id === secondId)?.possibleDuplicate).toBe(true);
    expect(all.items.some((item) => !item.possibleDuplicate)).toBe(true);

    const duplicates = await list({ job: OTHER_JOB, possibleDuplicate: 'true' });
    expect(duplicates.items.length).toBeGreaterThan(0);
    expect(duplicates.items.every((item) => item.possibleDuplicate)).toBe(true);
    expect(duplicates.items.map((item) => item.id)).toContain(secondId);
    expect(duplicates.items.map((item) => item.id)).not.toContain(firstId);
    expect(duplicates.total).toBe(all.items.filter((item) => item.possibleDuplicate).length);
    expect(
      (await api.as(recruiter).get(API_PATHS.getApplications, { possibleDuplicate: 'yes' })).statusCode,
    ).toBe(400);

    const csv = await api.as(recruiter).get(API_PATHS.exportApplications, { search: someone.Email });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header?.split(',').at(-1)).toBe('Possible duplicate');
    expect(rows.map((row) => row.split(',').at(-1))).toEqual(['Yes', 'No']);
  });

  it('keeps a duplicate whole when the other is erased: the mark stays, the link goes or moves on', async () => {
    const someone = person('Jonas');
    const { id: firstId } = await apply({ ...someone, skillPosition: JOB });
    const { id: secondId } = await apply({
      ...someone,
      skillPosition: JOB,
      LinkedIn: 'https://www.linkedin.com/in/jonas2',
    });
    const { id: thirdId } = await apply({
      ...someone,
      skillPosition: JOB,
      LinkedIn: 'https://www.linkedin.com/in/jonas3',
    });
    expect((await detail(thirdId)).duplicateOf?.id).toBe(firstId);

    const erase = (id: string) =>
      api.as(recruiter).post(API_PATHS.erasePersonalData, { kind: 'application', id });
    expect((await erase(firstId)).statusCode).toBe(200);
    // The third now points at the second, the oldest left; the second at none, still marked.
    const second = await detail(secondId);
    expect(second).toMatchObject({ possibleDuplicate: true, duplicateOf: null });
    expect(second.duplicates.map((link) => link.id)).toEqual([thirdId]);
    expect((await detail(thirdId)).duplicateOf).toMatchObject({ id: secondId, name: 'Jonas Dupont' });

    expect((await erase(secondId)).statusCode).toBe(200);
    const third = await detail(thirdId);
    expect(third).toMatchObject({ possibleDuplicate: true, duplicateOf: null, duplicates: [] });
    const listed = await list({ possibleDuplicate: 'true', search: someone.Email });
    expect(listed.items.map((item) => item.id)).toEqual([thirdId]);
  });

  it('finds the earlier application through the (job, e-mail) and (job, phone) indexes', async () => {
    // Enough rows over enough jobs for PostgreSQL's planner to weigh an index against a scan honestly.
    const created = new Date('2026-01-01T00:00:00.000Z').getTime();
    for (let batch = 0; batch < 6; batch += 1) {
      await api.app.db
        .insertInto('job_applications')
        .values(
          Array.from({ length: 500 }, (_, index) => {
            const n = batch * 500 + index;
            return {
              id: randomUUID(),
              job_name: `bulk-job-${n % 50}`,
              first_name: 'Bulk',
              last_name: `Applicant ${n}`,
              email: `bulk${n}@example.com`,
              email_key: `bulk${n}@example.com`,
              phone: `+1201${String(5000000 + n)}`,
              phone_key: `+1201${String(5000000 + n)}`,
              linkedin_url: '',
              visa_status: 166110001,
              resume_file_name: `resumes/bulk-${n}.pdf`,
              resume_original_name: 'cv.pdf',
              resume_mime_type: 'application/pdf',
              resume_size: 1,
              submitted_by_user_id: null,
              created_at: new Date(created + n * 1000).toISOString(),
              consent_at: null,
              notice_version: PRIVACY_NOTICE_VERSION,
            };
          }),
        )
        .execute();
    }
    await api.app.db.executeQuery(
      CompiledQuery.raw(engine === 'postgres' ? 'analyze job_applications' : 'analyze'),
    );
    const table = createJobApplicationsRepository(api.app.db, engine);
    for (const [column, key, index] of [
      ['email_key', 'bulk77@example.com', 'job_applications_job_email_key'],
      ['phone_key', '+12015000077', 'job_applications_job_phone_key'],
    ] as const) {
      const query = table.matchQuery('bulk-job-27', column, key).compile();
      const explain = engine === 'postgres' ? 'explain ' : 'explain query plan ';
      const { rows } = await api.app.db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(explain + query.sql, [...query.parameters]),
      );
      const plan = rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
      expect(plan, plan).toContain(index);
      expect(plan, plan).not.toMatch(/Seq Scan|SCAN job_applications\b(?! USING)/);
    }
    expect(
      await table.findEarlierMatch({
        jobName: 'bulk-job-27',
        emailKey: 'bulk77@example.com',
        phoneKey: null,
      }),
    ).toBeDefined();
  });

  it('fills the keys and the marks of the applications stored before them (the migration backfill)', async () => {
    const someone = person('Kara');
    const rows = [
      { email: someone.Email, phone: '(415) 555-0177', job: JOB },
      { email: `  ${someone.Email.toUpperCase()}`, phone: '+14155550100', job: JOB },
      { email: 'kara.other@example.com', phone: '415-555-0177', job: JOB },
      { email: someone.Email, phone: '+14155550177', job: OTHER_JOB },
    ];
    const ids: string[] = [];
    for (const [index, row] of rows.entries()) {
      const id = randomUUID();
      ids.push(id);
      await api.app.db
        .insertInto('job_applications')
        .values({
          id,
          job_name: row.job,
          first_name: 'Kara',
          last_name: `Legacy ${index}`,
          email: row.email,
          phone: row.phone,
          linkedin_url: '',
          visa_status: 166110001,
          resume_file_name: `resumes/${id}.pdf`,
          resume_original_name: 'cv.pdf',
          resume_mime_type: 'application/pdf',
          resume_size: 1,
          submitted_by_user_id: null,
          created_at: `2020-01-0${index + 1}T00:00:00.000Z`,
          consent_at: null,
          notice_version: null,
        })
        .execute();
    }
    await backfillDuplicateKeys(api.app.db as unknown as Kysely<unknown>);
    const stored = await api.app.db
      .selectFrom('job_applications')
      .select(['id', 'email_key', 'phone_key', 'possible_duplicate', 'duplicate_of_id'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(stored.map((row) => [row.id, row]));
    const [first, second, third, other] = ids.map((id) => byId.get(id));
    expect(first).toMatchObject({
      email_key: someone.Email,
      phone_key: '+14155550177',
      duplicate_of_id: null,
    });
    expect(Number(first?.possible_duplicate)).toBe(0);
    expect(second).toMatchObject({
      email_key: someone.Email,
      phone_key: '+14155550100',
      duplicate_of_id: ids[0],
    });
    expect(third).toMatchObject({ phone_key: '+14155550177', duplicate_of_id: ids[0] });
    expect(Number(third?.possible_duplicate)).toBe(1);
    expect(other).toMatchObject({ duplicate_of_id: null });
    expect(Number(other?.possible_duplicate)).toBe(0);
  });
});
