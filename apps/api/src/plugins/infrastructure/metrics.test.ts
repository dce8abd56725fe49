import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@smartmove/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeOnEngines, useTestApps } from '../../test/test-api.js';
import { EXPENSE_FIELDS } from '../../test/upload-requests.js';
import { METRICS_PATH, UNMATCHED_ROUTE } from './metrics.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** One sample of the Prometheus text format: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition text as prom-client writes it: # HELP and # TYPE lines, then `name{labels} value` samples. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\w+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP \w+ /.test(line)) continue;
    const sample = /^(\w+)(?:\{(.*)\})? (-?[\d.e+-]+|[Nn]a[Nn]|\+Inf|-Inf)$/.exec(line);
    if (!sample) throw new Error(`not a line of the Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[label[1]!] = label[2]!;
    }
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { types, samples };
}

/** The sum of a metric's samples whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The app listening on a free local port, answering real HTTP requests. */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeOnEngines('Prometheus metrics at /metrics', (engine) => {
  const build = useTestApps(engine);

  it('answers 404 while METRICS_TOKEN is unset', async () => {
    const api = await build();
    const url = await listen(api.app);
    const response = await fetch(`${url}${METRICS_PATH}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_request_duration_seconds');
  });

  it('answers only the bearer of the token, in the text format, with counters that move', async () => {
    const api = await build({ env: { METRICS_TOKEN: TOKEN } });
    const url = await listen(api.app);
    const scrape = async () => {
      const response = await fetch(`${url}${METRICS_PATH}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      return { text, ...parseExposition(text) };
    };

    // Refused without the token, with another one, one of another length, or another scheme.
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const response = await fetch(`${url}${METRICS_PATH}`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, authorization).toBe(401);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }

    const before = await scrape();
    expect(before.types.get('http_request_duration_seconds')).toBe('histogram');
    expect(before.types.get('smartmove_mail_outbox_messages')).toBe('gauge');
    expect(before.types.get('smartmove_mail_sent_total')).toBe('counter');
    expect(before.types.get('smartmove_mail_failed_attempts_total')).toBe('counter');
    expect(before.types.get('smartmove_upload_bytes_total')).toBe('counter');
    expect(before.types.get('smartmove_scheduled_job_runs_total')).toBe('counter');
    expect(before.types.get('smartmove_scheduled_job_lag_seconds')).toBe('histogram');
    expect(before.types.get('smartmove_db_pool_connections')).toBe('gauge');
    expect(before.types.get('smartmove_db_pool_idle_connections')).toBe('gauge');
    expect(before.types.get('smartmove_db_pool_waiting_queries')).toBe('gauge');
    // Node's default process metrics.
    expect(before.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(before.types.get('nodejs_heap_size_used_bytes')).toBe('gauge');
    // The pool: SQLite's one connection, or PostgreSQL's pool with at least the connection just used.
    expect(valueOf(before.samples, 'smartmove_db_pool_connections')).toBeGreaterThanOrEqual(1);
    // The retention job ran as the app started.
    expect(valueOf(before.samples, 'smartmove_scheduled_job_runs_total', { job: 'retention' })).toBe(1);
    expect(
      valueOf(before.samples, 'smartmove_scheduled_job_last_run_timestamp_seconds', { job: 'retention' }),
    ).toBeGreaterThan(Date.now() / 1000 - 600);

    // A request to a route whose URL carries a secret: labelled by its pattern, never its URL.
    const secret = 'feed-secret-5f0c2a9e7d';
    expect((await fetch(`${url}/calendar/${secret}.ics`)).status).toBe(404);
    expect((await fetch(`${url}/no/such/page/${secret}`)).status).toBe(404);
    const holidays = await fetch(`${url}${API_PATHS.getHolidays}?office=seattle`, {
      headers: api.users.admin.headers,
    });
    expect(holidays.status).toBe(200);

    // An upload, and an e-mail delivered (the console provider) and one that failed for good.
    const receipt = await api.as(api.users.employee).upload(API_PATHS.addExpense, EXPENSE_FIELDS, [
      {
        name: 'receipt',
        filename: 'taxi.pdf',
        contentType: 'application/pdf',
        content: { pdfOfSize: 20_000 },
      },
    ]);
    expect(receipt.statusCode, receipt.body).toBe(201);
    // The claim's own e-mail (its approver's alert) is sent first: the count below is of one message.
    await api.app.mail.runOnce();
    const beforeMail = await scrape();
    await api.app.repositories.mailOutbox.enqueue([
      { to: 'metrics@example.com', subject: 'Metrics', text: 'Hello', causeKind: 'inquiry', causeId: null },
    ]);
    await api.app.mail.runOnce();
    await api.app.db
      .insertInto('mail_outbox')
      .values({
        id: 'metrics-failed',
        recipient: 'failed@example.com',
        subject: 'Failed',
        body: 'Hello',
        cause_kind: 'inquiry',
        cause_id: null,
        created_at: new Date().toISOString(),
        next_attempt_at: new Date().toISOString(),
        status: 'failed',
      })
      .execute();

    const after = await scrape();
    expect(after.text).not.toContain(secret);
    const requests = (route: string, statusClass: string) =>
      valueOf(after.samples, 'http_request_duration_seconds_count', { route, status_class: statusClass });
    expect(requests('/calendar/:file', '4xx')).toBe(1);
    expect(requests(UNMATCHED_ROUTE, '4xx')).toBe(1);
    expect(
      valueOf(after.samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: API_PATHS.getHolidays,
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(requests(API_PATHS.addExpense, '2xx')).toBe(1);
    // The scrape before this one is counted too, under its own pattern.
    expect(requests(METRICS_PATH, '2xx')).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(after.samples, 'http_request_duration_seconds_bucket', {
        route: API_PATHS.getHolidays,
        le: '+Inf',
      }),
    ).toBe(1);

    const grew = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after.samples, name, labels) - valueOf(before.samples, name, labels);
    expect(grew('smartmove_upload_bytes_total')).toBeGreaterThanOrEqual(20_000);
    const grewSinceMail = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after.samples, name, labels) - valueOf(beforeMail.samples, name, labels);
    expect(grewSinceMail('smartmove_mail_sent_total')).toBe(1);
    expect(grewSinceMail('smartmove_mail_outbox_messages', { status: 'sent' })).toBe(1);
    expect(grewSinceMail('smartmove_mail_outbox_messages', { status: 'failed' })).toBe(1);
    expect(valueOf(after.samples, 'smartmove_mail_outbox_messages', { status: 'waiting' })).toBe(0);
  });
});
