// `npm run bench -- --talent [--talent-scale=0.01] [--talent-keep] [--no-build]
// [--talent-engines=sqlite,postgres] [--talent-rounds=10] [--talent-out=FILE]`: the talent search at volume. Seeds 100,000 applications with
// resumes of 400–900 words (apps/api/src/cli/seed-talent.ts: indexed by the text worker's own code, with the
// searched words planted at known rates), starts the built product on it, signs in as the demo recruiter and
// times GET /CRM/SearchTalent for single words (from 40 % of the resumes to 0.01 %), a prefix, phrases and
// three-clause Boolean queries, checking that each finds the resumes planted for it and the same hits on both
// engines. Then the resume fixtures (apps/api/src/test/fixtures/resumes) are read over and over through the real
// extractor in its worker thread, with the text worker's own work on this thread after each (the words of the
// text), for the resumes per second and the longest stall of this thread's event loop meanwhile. On SQLite,
// and on a fresh PostgreSQL database when DATABASE_URL is set. Writes bench/results/<date>-talent.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { freshPostgresDatabase, log, machine, root, startProduct } from './product.mjs';
import { agent, timeEndpoint, urlOf, volumeSessions } from './volume.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4389);
const BUDGET = { searchP95Ms: 150, extractionStallMs: 20 };
/** The page size of the web app's talent search (apps/web/src/features/talent/api/talent.ts). */
const PAGE_SIZE = 20;
const FIXTURES = path.join(root, 'apps/api/src/test/fixtures/resumes');
const RECRUITER = '+12015550126';
const dist = (file) => pathToFileURL(path.join(root, file)).href;

/**
 * One engine's leg. `keep`: the seeded database stays (a folder in the temporary directory, a PostgreSQL
 * database named by the scale) and a later run with `--talent-keep` measures it again without seeding.
 */
async function leg(engine, { scale, databaseUrl, keep }) {
  const keptName = `smartmove-talent-${engine}-${String(scale).replace('.', '_')}`;
  const dataDir = keep
    ? path.join(os.tmpdir(), keptName)
    : fs.mkdtempSync(path.join(os.tmpdir(), `smartmove-bench-talent-${engine}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const database =
    engine === 'postgres'
      ? await freshPostgresDatabase(databaseUrl, {
          name: keep ? keptName.replaceAll('-', '_') : `smartmove_bench_${process.pid}_talent`,
          keep,
        })
      : undefined;
  const marker = path.join(dataDir, 'talent-seeded.json');
  const env = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    PERSON_RATE_LIMIT_PER_MINUTE: '100000000',
    PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    RETENTION_DAYS: String(11 * 366),
  };
  try {
    const { seedTalentDatabase, TALENT_SEARCHES } = await import(dist('apps/api/dist/cli/seed-talent.js'));
    let seeded = keep && fs.existsSync(marker) ? JSON.parse(fs.readFileSync(marker, 'utf8')) : undefined;
    if (seeded) {
      log(`${engine}: reusing the resumes seeded on ${seeded.at} (--talent-keep)`);
    } else {
      log(`${engine}: seeding resumes at scale ${scale}...`);
      seeded = await seedTalentDatabase(
        { databaseUrl: database?.url, dataDir },
        { scale, log: (line) => log(`  ${line}`) },
      );
      seeded.at = new Date().toISOString();
      fs.writeFileSync(marker, JSON.stringify(seeded));
    }
    const product = await startProduct(PORT, { dataDir, env });
    try {
      const tokens = volumeSessions(product, { recruiter: RECRUITER });
      const headers = { authorization: `Bearer ${await tokens.signIn('recruiter')}` };
      const searches = [];
      for (const search of TALENT_SEARCHES) {
        const url = urlOf(product.url, '/CRM/SearchTalent', { q: search.q, page: 1, pageSize: PAGE_SIZE });
        const figures = await timeEndpoint(url, headers);
        const row = {
          name: search.name,
          kind: search.kind,
          q: search.q,
          ...figures,
          expected: seeded.expected[search.name],
        };
        searches.push(row);
        log(
          `  ${search.q}: ${row.total} found (${row.expected} planted), p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms`,
        );
      }
      return { seeded, searches };
    } finally {
      await product.stop();
    }
  } finally {
    await database?.drop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The longest gap between ticks of a 1 ms interval, and the event loop's delay histogram, while `work` runs. */
async function stallsDuring(work) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let longest = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  histogram.enable();
  try {
    const result = await work();
    return {
      result,
      longestTickGapMs: +longest.toFixed(1),
      delayMaxMs: +(histogram.max / 1e6).toFixed(1),
      delayP99Ms: +(histogram.percentile(99) / 1e6).toFixed(1),
    };
  } finally {
    histogram.disable();
    clearInterval(probe);
  }
}

/**
 * The fixtures read `rounds` times through the product's extractor (one thread, one file after the other, as
 * the text worker reads them), each text then split into the index's words on this thread, as the worker does.
 * The same probe over an idle second first: what the machine's scheduling alone adds to a tick.
 */
async function measureExtraction(rounds) {
  const { createResumeTextExtractor, resumeFormatOf } = await import(
    dist('apps/api/dist/services/text-extraction/resume-text-extractor.js')
  );
  const { searchWords } = await import(dist('packages/contract/dist/index.js'));
  const files = fs
    .readdirSync(FIXTURES)
    .map((name) => ({ name, format: resumeFormatOf('', name) }))
    .filter((file) => file.format)
    .map((file) => ({ ...file, bytes: fs.readFileSync(path.join(FIXTURES, file.name)) }));
  const idle = await stallsDuring(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  const extractor = createResumeTextExtractor();
  try {
    // The thread's start and the libraries' first load, not counted.
    for (const file of files) await extractor.extract(file.bytes, file.format);
    const perFile = Object.fromEntries(files.map((file) => [file.name, { ms: 0, words: 0, wordsMaxMs: 0 }]));
    const started = performance.now();
    const measured = await stallsDuring(async () => {
      for (let round = 0; round < rounds; round += 1) {
        for (const file of files) {
          const at = performance.now();
          const text = await extractor.extract(file.bytes, file.format);
          const split = performance.now();
          perFile[file.name].words = searchWords(text).length;
          const done = performance.now();
          perFile[file.name].wordsMaxMs = Math.max(perFile[file.name].wordsMaxMs, done - split);
          perFile[file.name].ms += done - at;
        }
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const resumes = rounds * files.length;
    return {
      files: Object.fromEntries(
        files.map((file) => [
          file.name,
          {
            bytes: file.bytes.length,
            words: perFile[file.name].words,
            meanMs: +(perFile[file.name].ms / rounds).toFixed(1),
            // The words of its text on this thread (the text worker's share): the longest of the rounds.
            splitIntoWordsMaxMs: +perFile[file.name].wordsMaxMs.toFixed(1),
          },
        ]),
      ),
      rounds,
      resumes,
      seconds: +seconds.toFixed(2),
      resumesPerSecond: +(resumes / seconds).toFixed(1),
      longestStallMs: Math.max(measured.longestTickGapMs, measured.delayMaxMs),
      ...measured,
      result: undefined,
      idle: { longestTickGapMs: idle.longestTickGapMs, delayMaxMs: idle.delayMaxMs },
    };
  } finally {
    await extractor.close();
  }
}

function status(ok) {
  return ok ? 'ok' : 'OVER BUDGET';
}

function table(results) {
  const rows = [['engine', 'measure', 'p50 / value', 'p95', 'budget', 'status']];
  for (const [engine, figures] of Object.entries(results.engines)) {
    for (const row of figures.searches) {
      rows.push([
        engine,
        `${row.kind} ${row.q} (${row.total} found)`,
        `${row.p50Ms} ms`,
        `${row.p95Ms} ms`,
        `p95 ≤ ${BUDGET.searchP95Ms} ms`,
        status(row.p95Ms <= BUDGET.searchP95Ms),
      ]);
      rows.push([
        engine,
        `  finds the ${row.expected} resumes planted for it`,
        '',
        '',
        'all of them',
        row.total >= row.expected ? 'ok' : 'MISSES SOME',
      ]);
    }
  }
  const [first, ...others] = Object.values(results.engines);
  for (const other of others) {
    for (const [index, row] of first.searches.entries()) {
      const same = other.searches[index]?.total === row.total;
      rows.push(['both', `the same hits: ${row.q}`, '', '', 'equal', same ? 'ok' : 'DIFFERENT']);
    }
  }
  const extraction = results.extraction;
  rows.push([
    '—',
    `extraction: ${extraction.resumes} resumes (${Object.keys(extraction.files).length} fixtures)`,
    `${extraction.resumesPerSecond} /s`,
    '',
    '',
    '',
  ]);
  rows.push([
    '—',
    `extraction: longest event-loop stall (idle machine: ${Math.max(extraction.idle.longestTickGapMs, extraction.idle.delayMaxMs)} ms)`,
    `${extraction.longestStallMs} ms`,
    '',
    `≤ ${BUDGET.extractionStallMs} ms`,
    status(extraction.longestStallMs <= BUDGET.extractionStallMs),
  ]);
  return rows;
}

export async function runTalentBench({ build = false, argv = [] } = {}) {
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const scale = Number(option('talent-scale') ?? 1);
  const rounds = Number(option('talent-rounds') ?? 10);
  const keep = argv.includes('--talent-keep');
  const engines = (option('talent-engines') ?? 'sqlite,postgres')
    .split(',')
    .filter((engine) => engine === 'sqlite' || (engine === 'postgres' && process.env.DATABASE_URL));
  if (build) {
    log('building...');
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    scale,
    method:
      'Loopback round trip of sequential requests (keep-alive, one connection) after 5 not counted, page 1 ' +
      `of ${PAGE_SIZE} as the web app asks. Extraction: the fixtures read one after the other through the ` +
      "product's extractor thread, each text split into the index's words on the main thread; stalls from a " +
      '1 ms interval and monitorEventLoopDelay on that thread.',
    budgets: BUDGET,
    engines: {},
  };
  for (const engine of engines) {
    results.engines[engine] = await leg(engine, { scale, databaseUrl: process.env.DATABASE_URL, keep });
    results.engines[engine].loadAverageAtEnd = os.loadavg()[0];
  }
  agent.destroy();
  log('extraction...');
  results.extraction = await measureExtraction(rounds);
  results.machine.loadAverageAtEnd = os.loadavg()[0];
  const rows = table(results);
  results.overBudget = rows
    .filter((row) => ['OVER BUDGET', 'MISSES SOME', 'DIFFERENT'].includes(row[5]))
    .map((row) => `${row[0]}: ${row[1]}`);
  const suffix = scale === 1 ? '' : `-scale-${scale}`;
  const file = path.resolve(
    option('talent-out') ??
      path.join(root, 'bench/results', `${results.date.slice(0, 10)}-talent${suffix}.json`),
  );
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | '));
  console.log(`\nwritten: ${path.relative(root, file)}`);
  if (results.overBudget.length) process.exitCode = 1;
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runTalentBench({ build: process.argv.includes('--build'), argv: process.argv.slice(2) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
