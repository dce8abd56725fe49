// `npm run bench -- --volume [--volume-scale=0.01] [--volume-keep] [--no-build] [--volume-engines=sqlite,postgres]
// [--volume-out=FILE]`: ten years of
// a busy firm. Fills a database through the API's own repositories (apps/api/src/cli/seed-volume.ts: 200,000
// inquiries, 100,000 applications, 20,000 people, 500,000 time sheets, 50,000 leave requests, 50,000 claims,
// 1,000,000 audit lines, 200 clients and 5,000 placements with ten years of quarterly invoices at scale 1), starts
// the built product on it, signs in through the real API (codes from the console SMS provider's outbox in
// DATA_DIR) and times every back-office list, search and filter, the approvals page, the margin report over a
// year by client, consultant and month, a person's portal screens, the CSV export of 100,000 applications (first byte, and the
// server's memory while it streams) and the public job board and hot list before and after the volume. On
// SQLite, and on a fresh PostgreSQL database when DATABASE_URL is set. Writes bench/results/<date>-volume.json.
// Each figure is the loopback round trip of sequential requests after a warm-up: an upper bound of the time
// the server spends (the client's share on loopback is a fraction of a millisecond).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { freshPostgresDatabase, log, machine, root, startProduct } from './product.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4389);
const BUDGET = {
  backOfficeP95Ms: 100,
  portalP95Ms: 50,
  exportFirstByteMs: 1000,
  /** The live heap (collected before each sample) may grow this much while the export streams. */
  exportGrowthMiB: 20,
  /**
   * "Memory stays flat": the last three quarters of the file may add this much RSS or heap to what the first
   * quarter reached. The RSS's own rise in the first quarter is V8 sizing its young generation to the rate of
   * allocation (up to 3 × 16 MiB on 64-bit), reported beside it.
   */
  exportFlatMiB: 5,
  /** The public pages are "unaffected": their p95 after the volume within this of before (or 1.5×). */
  publicSlackMs: 5,
};
const SAMPLES = 60;
const WARM_UP = 5;
/** A slow endpoint is sampled fewer times (at least MIN_SAMPLES), so that a run over budget still ends. */
const SECONDS_PER_ENDPOINT = 10;
const MIN_SAMPLES = 10;
const DEEP_PAGE = 2000;
/** The page sizes the web app asks for (apps/web/src/features/*\/api). */
const PAGE_SIZE = { inbox: 20, people: 20, auditLog: 25, approvals: 50, portal: 10, jobsAdmin: 20 };
/** The margin report's year: the last of the volume's ten, its last weeks not invoiced yet (cli/seed-volume.ts). */
const MARGIN_YEAR = { from: '2025-11-01', to: '2026-10-31' };
const MiB = 1024 * 1024;
const mib = (bytes) => Math.round((bytes / MiB) * 10) / 10;

const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
const altcha = requireFromApi('altcha-lib');
const { deriveKey } = requireFromApi('altcha-lib/algorithms/pbkdf2');

export const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET; answers its status, round trip, time to the first byte of the body, and the body when asked. */
export function get(url, headers = {}, { keepBody = true, onChunk } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks = [];
      let firstByteMs;
      let bytes = 0;
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        onChunk?.(chunk);
        if (keepBody) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          ms: performance.now() - started,
          firstByteMs,
          bytes,
          body: keepBody ? Buffer.concat(chunks).toString('utf8') : undefined,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function post(base, apiPath, body, headers = {}) {
  return fetch(`${base}${apiPath}`, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function captchaToken(base) {
  const challenge = await (await fetch(`${base}/captcha/challenge`)).json();
  const solution = await altcha.solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The newest code the console SMS provider wrote for `phone` since `since`. */
async function smsCode(dataDir, phone, since) {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  for (let waited = 0; waited < 15_000; waited += 100) {
    const entry = (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((item) => item.to === phone && Date.parse(item.at) >= since)
      .at(-1);
    if (entry) return entry.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${phone}`);
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/**
 * Asks for a code as the sign-in page does. Inside the resend cooldown (a kept database measured again, or a
 * person signed in moments before) the server answers 429 with the seconds to wait: the bench waits them out.
 */
async function sendVerification(product, phone) {
  for (let attempt = 1; ; attempt += 1) {
    const sent = await post(
      product.url,
      '/CRM/SendVerification',
      { phoneNo: phone },
      { 'x-captcha-token': await captchaToken(product.url) },
    );
    if (sent.ok) return sent;
    const text = await sent.text();
    const seconds = sent.status === 429 ? Number(/wait (\d+) seconds?/.exec(text)?.[1]) : NaN;
    if (!Number.isFinite(seconds) || attempt >= 3) {
      throw new Error(`SendVerification ${phone}: ${sent.status} ${text}`);
    }
    log(`  ${phone}: the server asks to wait ${seconds} s before another code`);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
}

/** Signs in through the real API with an SMS code, as the sign-in page does: the access token and the refresh cookie. */
async function signIn(product, phone) {
  const since = Date.now();
  const sent = await sendVerification(product, phone);
  const code = await smsCode(product.dataDir, phone, since);
  const verified = await post(
    product.url,
    '/CRM/CheckVerification',
    { phoneNumber: phone, code, userType: 173020001 },
    { cookie: cookiesOf(sent) },
  );
  const session = await verified.json();
  if (!verified.ok || typeof session.token !== 'string') {
    throw new Error(`CheckVerification ${phone}: ${verified.status} ${JSON.stringify(session)}`);
  }
  return { token: session.token, refreshCookie: cookiesOf(verified) };
}

/**
 * One sign-in per person for the whole run. An access token lives 15 minutes and a run over the full volume
 * outlives it: `renew` takes a new one with the refresh cookie, as the web app does (the cookie rotates), and
 * signs in with a code again only when the refresh is refused.
 */
export function volumeSessions(product, phones) {
  const sessions = {};
  const tokens = {
    async signIn(who) {
      sessions[who] = await signIn(product, phones[who]);
      tokens[who] = sessions[who].token;
      return tokens[who];
    },
    async renew(who) {
      const session = sessions[who];
      if (!session) return tokens.signIn(who);
      const renewed = await post(product.url, '/api/phone-number-login/account/refresh-token', undefined, {
        cookie: session.refreshCookie,
      });
      const body = renewed.ok ? await renewed.json() : undefined;
      if (typeof body?.token !== 'string') return tokens.signIn(who);
      const rotated = cookiesOf(renewed);
      sessions[who] = { token: body.token, refreshCookie: rotated || session.refreshCookie };
      tokens[who] = body.token;
      return body.token;
    },
  };
  return tokens;
}

function percentile(sorted, share) {
  return +sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))].toFixed(1);
}

/** Sequential requests after a warm-up: p50, p95 and max of their round trips. */
export async function timeEndpoint(url, headers) {
  let first;
  for (let run = 0; run < WARM_UP; run += 1) first = await get(url, headers);
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${first.body?.slice(0, 300)}`);
  const samples = Math.max(
    MIN_SAMPLES,
    Math.min(SAMPLES, Math.floor((SECONDS_PER_ENDPOINT * 1000) / first.ms)),
  );
  const times = [];
  for (let run = 0; run < samples; run += 1) times.push((await get(url, headers, { keepBody: false })).ms);
  times.sort((a, b) => a - b);
  let body;
  try {
    body = JSON.parse(first.body);
  } catch {
    body = undefined;
  }
  return {
    samples,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: +times.at(-1).toFixed(1),
    total: body?.total,
    ...(body?.totalCapped ? { totalCapped: true } : {}),
    ...(body && 'older' in body ? { pagedByCursor: true } : {}),
  };
}

/**
 * What is timed: [name, who, path, query, budget group, page size]. A list with a page size is timed at page 1
 * and page 2,000 (an empty page past the end when the list is shorter: the database still walks the offset),
 * and at its last page when that comes before 2,000. A list paged by cursor is timed there from the cursor
 * its previous page gives.
 */
function endpoints(ids) {
  const inbox = PAGE_SIZE.inbox;
  return [
    // The back office (admin: every role's lists).
    ['inquiries', 'admin', '/CRM/GetInquiries', {}, 'backOffice', inbox],
    ['inquiries, search "sharma"', 'admin', '/CRM/GetInquiries', { search: 'sharma' }, 'backOffice', inbox],
    [
      'inquiries, search an e-mail',
      'admin',
      '/CRM/GetInquiries',
      { search: 'priya.patel12' },
      'backOffice',
      inbox,
    ],
    [
      'inquiries, kind know-your-worth',
      'admin',
      '/CRM/GetInquiries',
      { kind: 'know-your-worth' },
      'backOffice',
      inbox,
    ],
    ['inquiries, status new', 'admin', '/CRM/GetInquiries', { status: 'new' }, 'backOffice', inbox],
    ['inquiries, unassigned', 'admin', '/CRM/GetInquiries', { assignedTo: 'none' }, 'backOffice', inbox],
    [
      'inquiries, assigned to a recruiter',
      'admin',
      '/CRM/GetInquiries',
      { assignedTo: ids.recruiter },
      'backOffice',
      inbox,
    ],
    ['applications', 'admin', '/CRM/GetApplications', {}, 'backOffice', inbox],
    [
      'applications, search "sharma"',
      'admin',
      '/CRM/GetApplications',
      { search: 'sharma' },
      'backOffice',
      inbox,
    ],
    [
      'applications, status screening',
      'admin',
      '/CRM/GetApplications',
      { status: 'screening' },
      'backOffice',
      inbox,
    ],
    [
      'applications, one job',
      'admin',
      '/CRM/GetApplications',
      { job: 'senior-data-engineer' },
      'backOffice',
      inbox,
    ],
    [
      'applications, possible duplicates',
      'admin',
      '/CRM/GetApplications',
      { possibleDuplicate: 'true' },
      'backOffice',
      inbox,
    ],
    [
      'applications, unassigned',
      'admin',
      '/CRM/GetApplications',
      { assignedTo: 'none' },
      'backOffice',
      inbox,
    ],
    ['people', 'admin', '/CRM/GetPeople', {}, 'backOffice', PAGE_SIZE.people],
    [
      'people, search "patel"',
      'admin',
      '/CRM/GetPeople',
      { search: 'patel' },
      'backOffice',
      PAGE_SIZE.people,
    ],
    [
      'people, search a phone',
      'admin',
      '/CRM/GetPeople',
      { search: '42520012' },
      'backOffice',
      PAGE_SIZE.people,
    ],
    ['people, pending', 'admin', '/CRM/GetPeople', { status: 'pending' }, 'backOffice', PAGE_SIZE.people],
    [
      'people, partners',
      'admin',
      '/CRM/GetPeople',
      { userType: '173020000' },
      'backOffice',
      PAGE_SIZE.people,
    ],
    ['people, approvers', 'admin', '/CRM/GetPeople', { staffRole: 'approver', pageSize: 100 }, 'backOffice'],
    ['audit log', 'admin', '/CRM/GetAuditLog', {}, 'backOffice', PAGE_SIZE.auditLog],
    [
      'audit log, search "approved"',
      'admin',
      '/CRM/GetAuditLog',
      { search: 'approved' },
      'backOffice',
      PAGE_SIZE.auditLog,
    ],
    [
      'audit log, one month',
      'admin',
      '/CRM/GetAuditLog',
      { from: '2021-03-01T00:00:00.000Z', to: '2021-04-01T00:00:00.000Z' },
      'backOffice',
      PAGE_SIZE.auditLog,
    ],
    [
      'audit log, search "approved" in one month',
      'admin',
      '/CRM/GetAuditLog',
      { search: 'approved', from: '2021-03-01T00:00:00.000Z', to: '2021-04-01T00:00:00.000Z' },
      'backOffice',
      PAGE_SIZE.auditLog,
    ],
    [
      'audit log, search a name',
      'admin',
      '/CRM/GetAuditLog',
      { search: 'kavya iyer' },
      'backOffice',
      PAGE_SIZE.auditLog,
    ],
    ['cases inbox', 'admin', '/CRM/GetCaseInbox', {}, 'backOffice', inbox],
    ['cases inbox, open', 'admin', '/CRM/GetCaseInbox', { status: 'open' }, 'backOffice', inbox],
    ['cases inbox, search', 'admin', '/CRM/GetCaseInbox', { search: 'payroll' }, 'backOffice', inbox],
    [
      'approvals, time sheets (admin)',
      'admin',
      '/CRM/GetApprovals',
      { kind: 'time-sheet' },
      'backOffice',
      PAGE_SIZE.approvals,
    ],
    [
      'approvals, leave (admin)',
      'admin',
      '/CRM/GetApprovals',
      { kind: 'leave' },
      'backOffice',
      PAGE_SIZE.approvals,
    ],
    [
      'approvals, claims (admin)',
      'admin',
      '/CRM/GetApprovals',
      { kind: 'claim' },
      'backOffice',
      PAGE_SIZE.approvals,
    ],
    [
      'approvals, time sheets (manager)',
      'manager',
      '/CRM/GetApprovals',
      { kind: 'time-sheet' },
      'backOffice',
      PAGE_SIZE.approvals,
    ],
    [
      'approvals, leave (manager)',
      'manager',
      '/CRM/GetApprovals',
      { kind: 'leave' },
      'backOffice',
      PAGE_SIZE.approvals,
    ],
    [
      'approvals, claims (manager)',
      'manager',
      '/CRM/GetApprovals',
      { kind: 'claim' },
      'backOffice',
      PAGE_SIZE.approvals,
    ],
    ['back-office overview', 'admin', '/CRM/GetBackOfficeOverview', {}, 'backOffice'],
    ['jobs (admin)', 'admin', '/CRM/GetJobsAdmin', { pageSize: PAGE_SIZE.jobsAdmin }, 'backOffice'],
    ['staff', 'admin', '/CRM/GetStaff', { pageSize: 100 }, 'backOffice'],
    // The margin over a year (the last weeks approved but not invoiced yet), each way it is grouped.
    ...['client', 'consultant', 'month'].map((groupBy) => [
      `margin report by ${groupBy}, a year`,
      'admin',
      '/CRM/GetMarginReport',
      { from: MARGIN_YEAR.from, to: MARGIN_YEAR.to, groupBy },
      'backOffice',
    ]),
    // A person's portal screens (the demo employee: ten years of their own).
    ['portal: profile', 'employee', '/CRM/GetProfile', {}, 'portal'],
    ['portal: personal information', 'employee', '/CRM/GetPersonalInformation', {}, 'portal'],
    ['portal: address', 'employee', '/CRM/GetAddress', {}, 'portal'],
    ['portal: time sheets', 'employee', '/CRM/GetTimeSheets', {}, 'portal', PAGE_SIZE.portal],
    ['portal: my projects', 'employee', '/CRM/GetMyProjects', { pageSize: 100 }, 'portal'],
    ['portal: leave', 'employee', '/CRM/GetLeaves', {}, 'portal', PAGE_SIZE.portal],
    ['portal: claims', 'employee', '/CRM/GetExpenses', {}, 'portal', PAGE_SIZE.portal],
    ['portal: cases', 'employee', '/CRM/GetCases', {}, 'portal', PAGE_SIZE.portal],
    [
      'portal: open cases (dashboard)',
      'employee',
      '/CRM/GetCases',
      { status: 'open', pageSize: 3 },
      'portal',
    ],
    ['portal: payslips', 'employee', '/CRM/GetPayslips', { pageSize: 24 }, 'portal'],
    ['portal: calendar feeds', 'manager', '/CRM/GetCalendarFeeds', {}, 'portal'],
  ];
}

const PUBLIC_ENDPOINTS = [
  ['job board', '/CRM/UAGetC2CJobs', { pageSize: 10 }],
  ['hot list', '/CRM/UAGetBenchList', { pageSize: 12 }],
];

export function urlOf(base, apiPath, query) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${base}${apiPath}${search.size ? `?${search}` : ''}`;
}

async function measurePublic(product) {
  const figures = {};
  for (const [name, apiPath, query] of PUBLIC_ENDPOINTS) {
    figures[name] = await timeEndpoint(urlOf(product.url, apiPath, query), {});
    log(`  ${name}: p95 ${figures[name].p95Ms} ms`);
  }
  return figures;
}

/**
 * A list paged by cursor (the audit log) reaches page N as a reader does, by Next from page N - 1: the cursor
 * of page N - 1 is read once (untimed, by its offset), and the page after it is timed. A list shorter than that
 * is followed by Next from its first page to its last, which is timed instead. Answers { page, after }.
 */
async function pageByCursor(read, query, page, pageSize) {
  const previous = await read({ ...query, page: page - 1, pageSize });
  if (previous.older) return { page, after: previous.older };
  let reached = { page: 1 };
  let current = await read({ ...query, page: 1, pageSize });
  while (current.older) {
    reached = { page: reached.page + 1, after: current.older };
    current = await read({ ...query, ...reached, pageSize });
  }
  return reached;
}

async function measureLists(product, tokens, ids) {
  const rows = [];
  for (const [name, who, apiPath, query, group, pageSize] of endpoints(ids)) {
    const headers = { authorization: `Bearer ${tokens[who]}` };
    /** One page's answer, untimed (signing in again when the token has expired). */
    const readPage = async (pageQuery) => {
      let answer = await get(urlOf(product.url, apiPath, pageQuery), headers);
      if (answer.status === 401) {
        tokens[who] = await tokens.renew(who);
        headers.authorization = `Bearer ${tokens[who]}`;
        answer = await get(urlOf(product.url, apiPath, pageQuery), headers);
      }
      if (answer.status !== 200)
        throw new Error(`${apiPath}: ${answer.status} ${answer.body?.slice(0, 300)}`);
      return JSON.parse(answer.body);
    };
    const pages = pageSize ? [1, DEEP_PAGE] : [undefined];
    let lastPage;
    let pagedByCursor = false;
    for (let index = 0; index < pages.length; index += 1) {
      let page = pages[index];
      let paged = page === undefined ? query : { ...query, page, pageSize };
      if (page > 1 && pagedByCursor) {
        const reached = await pageByCursor(readPage, query, page, pageSize);
        page = reached.page;
        paged = { ...query, ...reached, pageSize };
      }
      const url = urlOf(product.url, apiPath, paged);
      // An access token lives 15 minutes: a run over the full volume outlives it, so sign in again.
      const figures = await timeEndpoint(url, headers).catch(async (error) => {
        if (!String(error.message).includes(': 401 ')) throw error;
        tokens[who] = await tokens.renew(who);
        headers.authorization = `Bearer ${tokens[who]}`;
        return timeEndpoint(url, headers);
      });
      const row = { name, group, path: apiPath, query: paged, page: page ?? null, ...figures };
      rows.push(row);
      log(
        `  ${name}${page ? `, page ${page}` : ''}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms (${row.samples})`,
      );
      if (page === 1) pagedByCursor = Boolean(figures.pagedByCursor);
      if (page === 1 && typeof figures.total === 'number' && !figures.totalCapped) {
        lastPage = Math.max(1, Math.ceil(figures.total / pageSize));
        if (lastPage > 1 && lastPage < DEEP_PAGE) pages.push(lastPage);
      }
    }
  }
  return rows;
}

/** The highest `key` of the samples after the first quarter of `ms`, over the highest before it. */
function growthAfterFirstQuarter(samples, ms, key) {
  const highest = (some) => Math.max(...some.map((sample) => sample[key]));
  const early = samples.filter((sample) => sample.ms <= ms / 4);
  const late = samples.filter((sample) => sample.ms > ms / 4);
  return early.length && late.length ? mib(highest(late) - highest(early)) : null;
}

/**
 * The CSV export of every application (100,000 at scale 1): time to the first byte, and the server's live
 * memory (collected before each sample, every 250 ms) while the whole file is read, over its level before.
 */
async function measureExport(product, token) {
  const url = `${product.url}/CRM/ExportApplications`;
  const headers = { authorization: `Bearer ${token}` };
  await get(url, headers, { keepBody: false });
  const idle = await product.memory(true);
  await product.watch(250, true);
  let lines = 0;
  const answer = await get(url, headers, {
    keepBody: false,
    onChunk: (chunk) => {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    },
  });
  const peak = await product.peak();
  if (answer.status !== 200) throw new Error(`export: ${answer.status}`);
  const figures = {
    rows: lines - 1,
    bytes: answer.bytes,
    firstByteMs: Math.round(answer.firstByteMs),
    seconds: Math.round(answer.ms / 100) / 10,
    idleRssMiB: mib(idle.rss),
    rssGrowthMiB: mib(peak.rss - idle.rss),
    heapGrowthMiB: mib(peak.heapUsed - idle.heapUsed),
    // Flat: what the last three quarters of the file add to the resident memory the first quarter reached
    // (there V8 grows its young generation to the rate of allocation, once, whatever the length of the file).
    rssGrowthAfterFirstQuarterMiB: growthAfterFirstQuarter(peak.samples, answer.ms, 'rss'),
    heapGrowthAfterFirstQuarterMiB: growthAfterFirstQuarter(peak.samples, answer.ms, 'heapUsed'),
  };
  log(`  export: ${JSON.stringify(figures)}`);
  return figures;
}

/**
 * One engine's leg: the public pages on the demo data, the volume, then every figure on it. `keep`: the seeded
 * database stays (a folder in the temporary directory, a PostgreSQL database named by the scale) and a later
 * run with `--volume-keep` measures it again without seeding (the migrations added since run at start).
 */
async function leg(engine, { scale, databaseUrl, keep }) {
  const keptName = `smartmove-volume-${engine}-${String(scale).replace('.', '_')}`;
  const dataDir = keep
    ? path.join(os.tmpdir(), keptName)
    : fs.mkdtempSync(path.join(os.tmpdir(), `smartmove-bench-volume-${engine}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const database =
    engine === 'postgres'
      ? await freshPostgresDatabase(databaseUrl, {
          name: keep ? keptName.replaceAll('-', '_') : `smartmove_bench_${process.pid}_volume`,
          keep,
        })
      : undefined;
  const env = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    PERSON_RATE_LIMIT_PER_MINUTE: '100000000',
    PERSON_TOTAL_RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    // A kept database measured again within the hour would reach the demo phones' hourly caps on codes.
    OTP_PHONE_HOURLY_LIMIT: '100000',
    OTP_IP_HOURLY_LIMIT: '100000',
    // The firm keeps its ten years: with the default 365 days the retention job, which runs before the first
    // request, would erase nine tenths of the volume at start (and outlast the start's time limit doing it).
    RETENTION_DAYS: String(11 * 366),
  };
  const marker = path.join(dataDir, 'volume-seeded.json');
  try {
    let seededBefore =
      keep && fs.existsSync(marker) ? JSON.parse(fs.readFileSync(marker, 'utf8')) : undefined;
    if (seededBefore) {
      log(`${engine}: reusing the volume seeded on ${seededBefore.at} (--volume-keep)`);
    } else {
      log(`${engine}: the public pages before the volume`);
      const product = await startProduct(PORT, { dataDir, env });
      const publicBefore = await measurePublic(product);
      await product.stop();

      log(`${engine}: seeding at scale ${scale}...`);
      const { seedVolumeDatabase } = await import(
        pathToFileURL(path.join(root, 'apps/api/dist/cli/seed-volume.js')).href
      );
      const started = performance.now();
      const seeded = await seedVolumeDatabase(
        { databaseUrl: database?.url, dataDir },
        { scale, log: (line) => log(`  ${line}`) },
      );
      const totalSeconds = Math.round((performance.now() - started) / 1000);
      log(`${engine}: seeded in ${totalSeconds} s`);
      seededBefore = { at: new Date().toISOString(), seeded: { ...seeded, totalSeconds }, publicBefore };
      fs.writeFileSync(marker, JSON.stringify(seededBefore));
    }
    const { VOLUME_SIGN_INS } = await import(
      pathToFileURL(path.join(root, 'apps/api/dist/cli/seed-volume.js')).href
    );

    const product = await startProduct(PORT, { dataDir, env, probe: true });
    try {
      const tokens = volumeSessions(product, VOLUME_SIGN_INS);
      for (const who of ['admin', 'manager', 'employee']) await tokens.signIn(who);
      const staff = JSON.parse(
        (await get(`${product.url}/CRM/GetStaff?pageSize=100`, { authorization: `Bearer ${tokens.admin}` }))
          .body,
      );
      const ids = { recruiter: staff.items.find((person) => person.name === 'Rita Recruiter')?.id ?? 'none' };
      log(`${engine}: the lists`);
      const lists = await measureLists(product, tokens, ids);
      log(`${engine}: the CSV export`);
      const csvExport = await measureExport(product, await tokens.renew('admin'));
      log(`${engine}: the public pages after the volume`);
      const publicAfter = await measurePublic(product);
      return {
        seeded: seededBefore.seeded,
        seededAt: seededBefore.at,
        lists,
        csvExport,
        publicBefore: seededBefore.publicBefore,
        publicAfter,
      };
    } finally {
      await product.stop();
    }
  } finally {
    await database?.drop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function status(ok) {
  return ok ? 'ok' : 'OVER BUDGET';
}

function table(results) {
  const rows = [['engine', 'measure', 'p50 / value', 'p95', 'budget', 'status']];
  for (const [engine, figures] of Object.entries(results.engines)) {
    for (const row of figures.lists) {
      const budget = row.group === 'portal' ? BUDGET.portalP95Ms : BUDGET.backOfficeP95Ms;
      rows.push([
        engine,
        `${row.name}${row.page ? `, page ${row.page}` : ''}`,
        `${row.p50Ms} ms`,
        `${row.p95Ms} ms`,
        `p95 ≤ ${budget} ms`,
        status(row.p95Ms <= budget),
      ]);
    }
    const csv = figures.csvExport;
    rows.push([
      engine,
      `CSV export, ${csv.rows} rows: first byte`,
      `${csv.firstByteMs} ms`,
      '',
      `≤ ${BUDGET.exportFirstByteMs} ms`,
      status(csv.firstByteMs <= BUDGET.exportFirstByteMs),
    ]);
    rows.push([
      engine,
      `CSV export: live memory growth over idle (RSS, heap)`,
      `+${csv.rssGrowthMiB} MiB, +${csv.heapGrowthMiB} MiB`,
      '',
      `heap ≤ ${BUDGET.exportGrowthMiB} MiB`,
      status(csv.heapGrowthMiB <= BUDGET.exportGrowthMiB),
    ]);
    rows.push([
      engine,
      `CSV export: growth over its last three quarters (RSS, heap)`,
      `+${csv.rssGrowthAfterFirstQuarterMiB} MiB, +${csv.heapGrowthAfterFirstQuarterMiB} MiB`,
      '',
      `≤ ${BUDGET.exportFlatMiB} MiB`,
      // An export shorter than a few samples (a small --volume-scale) has no last three quarters to judge.
      csv.rssGrowthAfterFirstQuarterMiB === null
        ? 'too short to tell'
        : status(
            csv.rssGrowthAfterFirstQuarterMiB <= BUDGET.exportFlatMiB &&
              csv.heapGrowthAfterFirstQuarterMiB <= BUDGET.exportFlatMiB,
          ),
    ]);
    for (const [name, before] of Object.entries(figures.publicBefore)) {
      const after = figures.publicAfter[name];
      rows.push([
        engine,
        `public ${name}, before → after the volume`,
        `${before.p50Ms} → ${after.p50Ms} ms`,
        `${before.p95Ms} → ${after.p95Ms} ms`,
        'unaffected',
        status(after.p95Ms <= Math.max(before.p95Ms * 1.5, before.p95Ms + BUDGET.publicSlackMs)),
      ]);
    }
  }
  return rows;
}

export async function runVolumeBench({ build = false, argv = [] } = {}) {
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const scale = Number(option('volume-scale') ?? 1);
  const keep = argv.includes('--volume-keep');
  const engines = (option('volume-engines') ?? 'sqlite,postgres')
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
      'Loopback round trip of sequential requests (keep-alive, one connection) after 5 not counted: an upper ' +
      'bound of the server-side time. Page sizes as the web app asks. Page 2000 past a list end is an empty page.',
    budgets: BUDGET,
    engines: {},
  };
  for (const engine of engines) {
    results.engines[engine] = await leg(engine, { scale, databaseUrl: process.env.DATABASE_URL, keep });
    results.engines[engine].loadAverageAtEnd = os.loadavg()[0];
  }
  agent.destroy();
  results.machine.loadAverageAtEnd = os.loadavg()[0];
  const rows = table(results);
  results.overBudget = rows.filter((row) => row[5] === 'OVER BUDGET').map((row) => `${row[0]}: ${row[1]}`);
  const suffix = scale === 1 ? '' : `-scale-${scale}`;
  const file = path.resolve(
    option('volume-out') ??
      path.join(root, 'bench/results', `${results.date.slice(0, 10)}-volume${suffix}.json`),
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
  runVolumeBench({ build: process.argv.includes('--build'), argv: process.argv.slice(2) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
