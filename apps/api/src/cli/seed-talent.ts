import { searchWords, VISA_STATUS_CODES } from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { DEMO_JOBS } from '../db/seed-data.js';
import { createJobApplicationsRepository } from '../repositories/recruiting/job-applications-repository.js';
import { createTalentQueries } from '../repositories/talent/talent-queries.js';
import { saveTalentEntry } from '../services/talent/talent-entry.js';
import { generateResume, PLANTED, type PlantedTerm } from './resume-generator.js';
import { inBatches, seededRandom } from './seed-volume.js';

/**
 * The talent search at volume (`npm run bench -- --talent`, bench/talent.mjs): 100,000 applications at scale
 * 1, each with a resume of 400–900 words already read, indexed by the code the text worker runs for a job
 * (services/talent/talent-entry.ts), in the volume seed's transactions of rows (inBatches).
 */
export const TALENT_VOLUME = { resumes: 100_000 } as const;

const END = new Date('2026-11-23T00:00:00.000Z');
const DAY_MS = 86_400_000;

const FIRST_NAMES = ['Aarav', 'Priya', 'Liam', 'Olivia', 'Noah', 'Emma', 'Rohan', 'Ananya', 'Mateo', 'Sofia', 'Wei', 'Mei']; // prettier-ignore
const LAST_NAMES = ['Sharma', 'Patel', 'Smith', 'Johnson', 'Nguyen', 'Garcia', 'Kumar', 'Chen', 'Iyer', 'Khan', 'Reddy', 'Singh']; // prettier-ignore

/** The searches the bench times: each with the planted terms a resume must hold (or not) to be found. */
export const TALENT_SEARCHES: ReadonlyArray<{
  name: string;
  kind: 'word' | 'phrase' | 'boolean';
  q: string;
  found: (planted: ReadonlySet<PlantedTerm>) => boolean;
}> = [
  { name: 'word in 40 %', kind: 'word', q: 'python', found: (p) => p.has('python') },
  { name: 'word in 15 %', kind: 'word', q: 'kubernetes', found: (p) => p.has('kubernetes') },
  { name: 'word in 1 %', kind: 'word', q: 'snowflake', found: (p) => p.has('snowflake') },
  { name: 'word in 0.1 %', kind: 'word', q: 'fortran', found: (p) => p.has('fortran') },
  { name: 'word in 0.01 %', kind: 'word', q: 'zanzibar', found: (p) => p.has('zanzibar') },
  { name: 'prefix', kind: 'word', q: 'kube*', found: (p) => p.has('kubernetes') },
  {
    name: 'phrase in 10 %',
    kind: 'phrase',
    q: '"machine learning"',
    found: (p) => p.has('machine learning'),
  },
  { name: 'phrase in 6 %', kind: 'phrase', q: '"data pipeline"', found: (p) => p.has('data pipeline') },
  {
    name: 'three clauses',
    kind: 'boolean',
    q: '(spark OR databricks) "data pipeline" -intern',
    found: (p) => (p.has('spark') || p.has('databricks')) && p.has('data pipeline') && !p.has('intern'),
  },
  {
    name: 'three clauses, rare',
    kind: 'boolean',
    q: '(fortran OR snowflake) python NOT intern',
    found: (p) => (p.has('fortran') || p.has('snowflake')) && p.has('python') && !p.has('intern'),
  },
];

/** The planted terms that a text holds as words in a row (a job's title: "Snowflake Data Engineer"). */
function plantedTermsIn(text: string): PlantedTerm[] {
  const words = ` ${searchWords(text).join(' ')} `;
  return (Object.keys(PLANTED) as PlantedTerm[]).filter((term) =>
    words.includes(` ${searchWords(term).join(' ')} `),
  );
}

export interface SeededTalent {
  scale: number;
  resumes: number;
  /** Words per resume: the shortest, the mean and the longest. */
  words: { min: number; mean: number; max: number };
  /** How many of the seeded applications each of TALENT_SEARCHES must find (by its name). */
  expected: Record<string, number>;
  planted: Record<PlantedTerm, number>;
  seconds: number;
}

export async function seedTalent(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  { scale = 1, log = () => {} }: { scale?: number; log?: (line: string) => void } = {},
): Promise<SeededTalent> {
  const started = performance.now();
  await seedDemoData(db);
  const total = Math.max(1, Math.round(TALENT_VOLUME.resumes * scale));
  const random = seededRandom(20_261_208);
  const expected: Record<string, number> = Object.fromEntries(
    TALENT_SEARCHES.map((search) => [search.name, 0]),
  );
  const planted = Object.fromEntries(Object.keys(PLANTED).map((term) => [term, 0])) as Record<
    PlantedTerm,
    number
  >;
  const words = { min: Infinity, mean: 0, max: 0 };
  await inBatches(
    db,
    total,
    (trx) => ({
      trx,
      applications: createJobApplicationsRepository(trx, engine),
      talent: createTalentQueries(trx),
    }),
    async ({ trx, applications, talent }, index) => {
      const at = new Date(END.getTime() - random.int(3650) * DAY_MS);
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const job = random.pick(DEMO_JOBS);
      const storedName = `resumes/talent-${index}.pdf`;
      const id = await applications.create(
        {
          fields: {
            FirstName: first,
            LastName: last,
            Email: `${first}.${last}.${index}@example.net`.toLowerCase(),
            skillPosition: job.job_name,
            LinkedIn: `https://www.linkedin.com/in/${first}-${last}-${index}`.toLowerCase(),
            pro_visastatus: random.pick(VISA_STATUS_CODES),
            phoneNumber: `+9197${String(10_000_000 + index).padStart(8, '0')}`,
          },
          jobName: job.job_name,
          resume: { storedName, originalName: 'resume.pdf', mimeType: 'application/pdf', size: 90_000 },
          submittedBy: null,
          statusTokenHash: `talent-${index}`,
          duplicateOf: undefined,
        },
        at,
      );
      const resume = generateResume(random, `${first} ${last}`, job.title);
      for (const term of resume.planted) planted[term] += 1;
      // The job's title is indexed with the record (and heads the resume): a searched word in it counts too.
      const holds = new Set([...resume.planted, ...plantedTermsIn(job.title)]);
      for (const search of TALENT_SEARCHES) {
        if (search.found(holds)) expected[search.name] = (expected[search.name] ?? 0) + 1;
      }
      words.min = Math.min(words.min, resume.words);
      words.max = Math.max(words.max, resume.words);
      words.mean += resume.words / total;
      // As the text worker indexes a job: the record as it stands, and what was just read from its resume.
      const ref = { source: 'application' as const, id };
      const record = await talent.recordToIndex(ref);
      if (!record) throw new Error(`application ${id} is missing right after its insert`);
      const fresh = { applicationId: id, storedName, status: 'read' as const, text: resume.text };
      await saveTalentEntry(trx, engine, ref, record, fresh, at);
      if ((index + 1) % 10_000 === 0) log(`resumes: ${index + 1} of ${total}`);
    },
  );
  words.mean = Math.round(words.mean);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log(`resumes: ${total} in ${seconds} s`);
  return { scale, resumes: total, words, expected, planted, seconds };
}

/** Seeds DATABASE_URL's database (or DATA_DIR's SQLite file) after migrating it, for bench/talent.mjs. */
export async function seedTalentDatabase(
  target: { databaseUrl?: string | undefined; dataDir: string },
  options: { scale?: number; log?: (line: string) => void },
): Promise<SeededTalent> {
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle.db, handle.engine);
    const seeded = await seedTalent(handle.db, handle.engine, options);
    // As autovacuum would have long since done: the planner's statistics, the GIN index's pending list merged.
    if (handle.engine === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    return seeded;
  } finally {
    const keepAlive = setInterval(() => {}, 1000);
    await handle.close().finally(() => clearInterval(keepAlive));
  }
}
