import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  ApiErrorSchema,
  MatchingCandidatesSchema,
  ResumeTextSchema,
  TALENT_QUERY_MESSAGES,
  TalentPageSchema,
  VISA_STATUSES,
  type TalentHit,
} from '@smartmove/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_LEAD, FAST_CAPTCHA_ENV, applyAnonymously, resume } from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/resumes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const visa = (label: string) => VISA_STATUSES.find((status) => status.label === label)!.code;

/** Bench consultants a partner uploads: their title, skills and location are what the search reads. */
const BENCH = [
  {
    name: 'Aurelio Banks',
    title: 'Streaming Engineer',
    skills: 'Apache Pulsar, Kafka, Trino',
    visaStatus: 'H1B',
  },
  {
    name: 'Brigid Coleman',
    title: 'Data Engineer',
    skills: 'Kafka, Iceberg tables, trainee mentor',
    visaStatus: 'GC',
  },
  {
    name: 'Cosmo Diaz',
    title: 'Lakehouse Architect',
    skills: 'Apache Iceberg, Hudi, Trino',
    visaStatus: 'CITIZEN',
  },
  {
    name: 'Delia Evans',
    title: 'Database Engineer',
    skills: 'Cassandra, Hazelcast, Pulsar functions',
    visaStatus: 'OPT',
  },
].map((row) => ({ ...row, exp: 6, location: 'Austin, TX', email: '', phone: '' }));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Applicants with real resumes: what is found of them is only in the file. */
const APPLICANTS = [
  { first: 'Quillon', last: 'Verhagen', file: 'resume.pdf', type: 'application/pdf', visa: 'H1B' },
  { first: 'Odalys', last: 'Brightwater', file: 'resume.docx', type: DOCX, visa: 'GC' },
  { first: 'Wendell', last: 'Ocampo', file: 'resume.doc', type: 'application/msword', visa: 'OPT' },
  { first: 'Sabine', last: 'Mercer', file: 'scanned.pdf', type: 'application/pdf', visa: 'F1' },
];

/** Each query and the names it finds, the same on both engines. */
const EXPECTED: Array<[string, string[]]> = [
  ['kafka', ['Aurelio Banks', 'Brigid Coleman', 'Quillon Verhagen']],
  ['KAFKA trino', ['Aurelio Banks']],
  ['kafka AND trino', ['Aurelio Banks']],
  ['"apache iceberg"', ['Cosmo Diaz']],
  ['iceberg', ['Brigid Coleman', 'Cosmo Diaz']],
  ['iceberg -trainee', ['Cosmo Diaz']],
  ['iceberg NOT trainee', ['Cosmo Diaz']],
  ['pulsar OR hudi', ['Aurelio Banks', 'Cosmo Diaz', 'Delia Evans']],
  ['(pulsar OR hudi) trino', ['Aurelio Banks', 'Cosmo Diaz']],
  ['kafka -(trino OR iceberg)', ['Quillon Verhagen']],
  ['hazel*', ['Delia Evans']],
  ['"apache pul"*', ['Aurelio Banks']],
  // Only in the PDF's second page, the DOCX's table and the Word 97 file.
  ['zephyr*', ['Quillon Verhagen']],
  ['quarkus', ['Odalys Brightwater']],
  ['full-stack', ['Anita S.', 'Odalys Brightwater']],
  ['"word 97"', ['Wendell Ocampo']],
  // A know-your-worth lead's skills and a demo bench consultant's.
  ['jenkins', ['Kevin L.', 'Leopold Marsh']],
  // Words in a row across a comma; not in the other order.
  ['"pulsar kafka"', ['Aurelio Banks']],
  ['"kafka pulsar"', []],
];

const BAD_QUERIES: Array<[string, string]> = [
  ['"apache iceberg', TALENT_QUERY_MESSAGES.openQuote],
  ['(kafka OR pulsar', TALENT_QUERY_MESSAGES.openParenthesis],
  ['kafka)', TALENT_QUERY_MESSAGES.strayParenthesis],
  ['-kafka', TALENT_QUERY_MESSAGES.onlyExcluded],
  ['NOT kafka OR trino', TALENT_QUERY_MESSAGES.onlyExcluded],
  ['OR kafka', TALENT_QUERY_MESSAGES.orNeedsSides],
  ['kafka OR', TALENT_QUERY_MESSAGES.orNeedsSides],
  ['kafka ()', TALENT_QUERY_MESSAGES.emptyParentheses],
  ['kafka NOT', TALENT_QUERY_MESSAGES.notNeedsWord],
  ['***', TALENT_QUERY_MESSAGES.noLetters('')],
];

describeOnEngines('talent search', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
    talentText: { pollIntervalMs: 3_600_000 },
  });
  const { recruiter, admin, partner, employee, manager } = api.users;
  const ids = new Map<string, string>();

  async function search(query: Record<string, unknown>) {
    const found = await api.as(recruiter).get(API_PATHS.searchTalent, { pageSize: 50, ...query });
    expect(found.statusCode, found.body).toBe(200);
    return TalentPageSchema.parse(found.json());
  }
  const names = (items: readonly TalentHit[]) => items.map((item) => item.name).sort();

  beforeAll(async () => {
    const uploaded = await api.as(partner).post(API_PATHS.uploadBenchList, { candidates: BENCH });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    for (const applicant of APPLICANTS) {
      const applied = await applyAnonymously(
        api,
        {
          FirstName: applicant.first,
          LastName: applicant.last,
          Email: `${applicant.first.toLowerCase()}@example.com`,
          pro_visastatus: String(visa(applicant.visa)),
        },
        resume(fixture(applicant.file), applicant.file, applicant.type),
      );
      expect(applied.statusCode, applied.body).toBe(200);
      const row = await api.app.db
        .selectFrom('job_applications')
        .select('id')
        .where('first_name', '=', applicant.first)
        .executeTakeFirstOrThrow();
      ids.set(applicant.first, row.id);
    }
    const lead = await api.anonymous.post(API_PATHS.addCandidateLead, {
      ...CANDIDATE_LEAD,
      pro_firstname: 'Leopold',
      pro_lastname: 'Marsh',
      pro_email: 'leopold@example.com',
    });
    expect(lead.statusCode, lead.body).toBe(200);
    await api.app.talentText.runOnce();
  }, 60_000);

  it.each(EXPECTED)('%s finds the same records', async (q, expected) => {
    expect(names((await search({ q })).items)).toEqual([...expected].sort());
  });

  it('answers a bad query with 400 and the message, never 500', async () => {
    for (const [q, message] of BAD_QUERIES) {
      const refused = await api.as(recruiter).get(API_PATHS.searchTalent, { q });
      expect(refused.statusCode, `${q}: ${refused.body}`).toBe(400);
      expect(ApiErrorSchema.parse(refused.json()).message).toBe(
        q === '***' ? TALENT_QUERY_MESSAGES.noLetters('') : message,
      );
    }
  });

  it('filters by source and visa status, and pages', async () => {
    expect(names((await search({ q: 'kafka', source: 'application' })).items)).toEqual(['Quillon Verhagen']);
    expect(names((await search({ q: 'kafka', source: 'bench' })).items)).toEqual([
      'Aurelio Banks',
      'Brigid Coleman',
    ]);
    expect(names((await search({ q: 'kafka', visa: visa('H1B') })).items)).toEqual([
      'Aurelio Banks',
      'Quillon Verhagen',
    ]);
    const first = await search({ q: 'kafka', pageSize: 2, page: 1 });
    const second = await search({ q: 'kafka', pageSize: 2, page: 2 });
    expect(first.total).toBe(3);
    expect([...names(first.items), ...names(second.items)].sort()).toEqual(
      ['Aurelio Banks', 'Brigid Coleman', 'Quillon Verhagen'].sort(),
    );
  });

  it('answers each hit with its fields, a link to its record and the matched words marked', async () => {
    const [hit] = (await search({ q: 'zephyr*' })).items;
    expect(hit).toMatchObject({
      id: ids.get('Quillon'),
      source: 'application',
      name: 'Quillon Verhagen',
      title: 'Senior Data Engineer',
      visaStatus: visa('H1B'),
      link: `/back-office/applications/${ids.get('Quillon')}`,
    });
    expect(hit!.snippet).toContain('<mark>Zephyrine</mark>');
    const [bench] = (await search({ q: '"apache iceberg"' })).items;
    expect(bench).toMatchObject({ source: 'bench', title: 'Lakehouse Architect', location: 'Austin, TX' });
    expect(bench!.snippet).toBe('<mark>Apache</mark> <mark>Iceberg</mark>, Hudi, Trino');
    expect(bench!.link).toBe('/back-office/bench?search=Cosmo%20Diaz');
    const [lead] = (await search({ q: 'jenkins', source: 'lead' })).items;
    expect(lead).toMatchObject({
      name: 'Leopold Marsh',
      link: expect.stringMatching(/^\/back-office\/inquiries\//),
    });
    expect(lead!.snippet).toContain('<mark>Jenkins</mark>');
  });

  it('says what was read from each resume, and "No text found" for a scanned one', async () => {
    const status = async (first: string) => {
      const found = await api.as(recruiter).get(API_PATHS.getResumeText, { id: ids.get(first) });
      expect(found.statusCode, found.body).toBe(200);
      return ResumeTextSchema.parse(found.json());
    };
    expect(await status('Quillon')).toMatchObject({
      status: 'read',
      text: expect.stringContaining('Zephyrine'),
    });
    expect(await status('Odalys')).toMatchObject({
      status: 'read',
      text: expect.stringContaining('Quarkus'),
    });
    expect(await status('Wendell')).toMatchObject({
      status: 'read',
      text: expect.stringContaining('Word 97-SR2'),
    });
    expect(await status('Sabine')).toEqual({ status: 'no-text', text: null });
  });

  it("ranks a job's matching candidates by the job's skills they name, with what matched", async () => {
    const job = await api.app.db
      .selectFrom('c2c_jobs')
      .select('id')
      .where('job_name', '=', 'databricks-platform-engineer')
      .executeTakeFirstOrThrow();
    const found = await api.as(recruiter).get(API_PATHS.getMatchingCandidates, { jobId: job.id });
    expect(found.statusCode, found.body).toBe(200);
    const matching = MatchingCandidatesSchema.parse(found.json());
    expect(matching.skills).toEqual(['Databricks', 'Delta Lake', 'Scala', 'Terraform']);
    // The PDF names Databricks and Scala; the demo DevOps consultant Terraform.
    expect(matching.items[0]).toMatchObject({ name: 'Quillon Verhagen', matched: ['Databricks', 'Scala'] });
    expect(matching.items.find((item) => item.name === 'Kevin L.')?.matched).toEqual(['Terraform']);
    expect(matching.items.every((item) => item.matched.length > 0)).toBe(true);
    const missing = await api.as(recruiter).get(API_PATHS.getMatchingCandidates, { jobId: 'no-such-job' });
    expect(missing.statusCode).toBe(404);
  });

  it('finds the demo applicant by a word only her resume holds', async () => {
    const [maya] = (await search({ q: 'kinesis' })).items;
    expect(maya).toMatchObject({ name: 'Maya Lindqvist', source: 'application' });
    expect(maya!.snippet).toContain('<mark>Kinesis</mark>');
  });

  it('is for recruiters and admins only', async () => {
    expect((await api.as(admin).get(API_PATHS.searchTalent, { q: 'kafka' })).statusCode).toBe(200);
    for (const user of [manager, employee, partner]) {
      expect((await api.as(user).get(API_PATHS.searchTalent, { q: 'kafka' })).statusCode).toBe(403);
    }
    expect((await api.anonymous.get(API_PATHS.searchTalent, { q: 'kafka' })).statusCode).toBe(401);
  });

  describe('changes', () => {
    it('indexes an edited bench consultant anew, and a removed one is gone at once', async () => {
      const mine = await api.app.db
        .selectFrom('bench_candidates')
        .select('id')
        .where('name', '=', 'Delia Evans')
        .executeTakeFirstOrThrow();
      const edited = await api
        .as(partner)
        .post(API_PATHS.updateBenchCandidate, { ...BENCH[3], id: mine.id, skills: 'Cassandra, ScyllaDB' });
      expect(edited.statusCode, edited.body).toBe(200);
      await api.app.talentText.runOnce();
      expect(names((await search({ q: 'scylladb' })).items)).toEqual(['Delia Evans']);
      expect(names((await search({ q: 'hazelcast' })).items)).toEqual([]);
      const removed = await api.as(partner).post(API_PATHS.removeBenchCandidate, { id: mine.id });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(names((await search({ q: 'scylladb' })).items)).toEqual([]);
    });
  });
});
