// `npm run bench -- --billing [--no-build]` (or `node bench/billing.mjs`): a month of a staffing firm's billing.
// Seeds 500 consultants placed on 60 clients with a month of approved weeks (apps/api/src/cli/seed-billing.ts),
// starts the built product on it, signs in through the real API and times POST /CRM/GenerateInvoices for the
// month (the first run makes the drafts, the second refreshes them), then GET /CRM/GetInvoicePdf of each
// client's invoice (p95 per PDF). On SQLite, and on a fresh PostgreSQL database when DATABASE_URL is set.
// Writes bench/results/<date>-billing.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshPostgresDatabase, log, machine, root, startProduct } from './product.mjs';
import { volumeSessions } from './volume.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4389);
const BUDGET = { generateMonthMs: 2000, pdfP95Ms: 100 };
/** Each invoice's PDF is asked for this many times (the first of each not counted). */
const PDF_ROUNDS = 3;

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round((performance.now() - started) * 10) / 10, result };
}

async function api(product, token, method, apiPath, body) {
  const response = await fetch(`${product.url}${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return response;
}

async function leg(engine, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `smartmove-bench-billing-${engine}-`));
  const database =
    engine === 'postgres'
      ? await freshPostgresDatabase(databaseUrl, { name: `smartmove_bench_${process.pid}_billing` })
      : undefined;
  const env = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    PERSON_RATE_LIMIT_PER_MINUTE: '100000000',
    PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    RETENTION_DAYS: String(11 * 366),
  };
  try {
    const { seedBillingDatabase, BILLING_MONTH } = await import(
      pathToFileURL(path.join(root, 'apps/api/dist/cli/seed-billing.js')).href
    );
    log(`${engine}: seeding a month of billing...`);
    const seeded = await seedBillingDatabase({ databaseUrl: database?.url, dataDir });
    log(`${engine}: seeded ${seeded.timeSheets} approved weeks in ${seeded.seconds} s`);
    const product = await startProduct(PORT, { dataDir, env, probe: true });
    try {
      const tokens = volumeSessions(product, { admin: '+12015550125' });
      const token = await tokens.signIn('admin');
      const periodEnd = BILLING_MONTH.last;
      const make = await timed(async () =>
        (await api(product, token, 'POST', '/CRM/GenerateInvoices', { periodEnd })).json(),
      );
      const refresh = await timed(async () =>
        (await api(product, token, 'POST', '/CRM/GenerateInvoices', { periodEnd })).json(),
      );
      const invoices = make.result.items;
      log(`${engine}: ${invoices.length} drafts in ${make.ms} ms, refreshed in ${refresh.ms} ms`);
      const samples = [];
      let bytes = 0;
      for (let round = 0; round < PDF_ROUNDS; round += 1) {
        for (const invoice of invoices) {
          const { ms, result } = await timed(async () =>
            Buffer.from(
              await (await api(product, token, 'GET', `/CRM/GetInvoicePdf?id=${invoice.id}`)).arrayBuffer(),
            ),
          );
          if (round > 0) samples.push(ms);
          bytes = Math.max(bytes, result.length);
        }
      }
      samples.sort((a, b) => a - b);
      return {
        seeded,
        invoices: invoices.length,
        generateMonthMs: make.ms,
        refreshMonthMs: refresh.ms,
        pdf: {
          samples: samples.length,
          p50Ms: percentile(samples, 0.5),
          p95Ms: percentile(samples, 0.95),
          maxMs: samples.at(-1),
          largestBytes: bytes,
        },
      };
    } finally {
      await product.stop();
    }
  } finally {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runBillingBench({ build = false, argv = [] } = {}) {
  if (build) {
    log('building...');
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const engines = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    method:
      'Loopback round trip of sequential requests. GenerateInvoices for the month on a database holding it ' +
      'and nothing else billed (make), then again (refresh); each invoice PDF fetched ' +
      `${PDF_ROUNDS} times, the first of each not counted.`,
    budgets: BUDGET,
    engines: {},
  };
  for (const engine of engines) {
    results.engines[engine] = await leg(engine, process.env.DATABASE_URL);
    results.engines[engine].loadAverageAtEnd = os.loadavg()[0];
  }
  results.overBudget = Object.entries(results.engines).flatMap(([engine, leg]) => [
    ...(leg.generateMonthMs > BUDGET.generateMonthMs ? [`${engine}: generate a month`] : []),
    ...(leg.pdf.p95Ms > BUDGET.pdfP95Ms ? [`${engine}: invoice PDF p95`] : []),
  ]);
  const out = argv.find((arg) => arg.startsWith('--billing-out='))?.slice('--billing-out='.length);
  const file = path.resolve(
    out ?? path.join(root, 'bench/results', `${results.date.slice(0, 10)}-billing.json`),
  );
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  for (const [engine, leg] of Object.entries(results.engines)) {
    console.log(
      `${engine}: generate month ${leg.generateMonthMs} ms (budget ${BUDGET.generateMonthMs}), refresh ` +
        `${leg.refreshMonthMs} ms; PDF p95 ${leg.pdf.p95Ms} ms (budget ${BUDGET.pdfP95Ms}) over ${leg.invoices} invoices`,
    );
  }
  console.log(`\nwritten: ${path.relative(root, file)}`);
  if (results.overBudget.length) process.exitCode = 1;
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runBillingBench({ build: process.argv.includes('--build'), argv: process.argv.slice(2) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
