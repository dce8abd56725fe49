import { API_PATHS, type Readiness } from '@smartmove/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { freePort } from '../../test/server-process.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.js';
import { describeOnEngines, useTestApps, type TestApi } from '../../test/test-api.js';

async function ready(api: TestApi) {
  const response = await api.anonymous.get(API_PATHS.ready);
  return { status: response.statusCode, body: response.json<Readiness>(), headers: response.headers };
}

describeOnEngines('GET /ready', (engine) => {
  const buildApi = useTestApps(engine);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('answers 200 with every check ok: the database, the local uploads folder and the console mail', async () => {
    const api = await buildApi();
    const answer = await ready(api);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', mail: 'ok' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('asks the SMTP server: 200 while it answers, 503 naming the mail transport when its port is closed', async () => {
    const reachable = await buildApi({ env: { MAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url } });
    expect((await ready(reachable)).body.checks.mail).toBe('ok');
    expect((await ready(reachable)).status).toBe(200);

    const closedPort = await freePort();
    const broken = await buildApi({
      env: { MAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://mailer:secret-pass@127.0.0.1:${closedPort}` },
    });
    const started = Date.now();
    const answer = await ready(broken);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'not ready',
      checks: { database: 'ok', storage: 'ok', mail: 'unreachable' },
      message: 'The mail transport is not reachable.',
    });
    // Cheap for a load balancer: a closed port answers at once, a silent one within the check's timeout.
    expect(Date.now() - started).toBeLessThan(5000);
    // /health keeps its contract: the process, its database and storage are fine.
    expect((await broken.anonymous.get(API_PATHS.health)).statusCode).toBe(200);
  });

  it('answers 503 naming the file storage when the S3 endpoint is down', async () => {
    let s3: TestS3Server | undefined = await startS3Server();
    try {
      const api = await buildApi({ env: s3.env });
      expect((await ready(api)).status).toBe(200);
      await s3.close();
      s3 = undefined;
      const answer = await ready(api);
      expect(answer.status).toBe(503);
      expect(answer.body.checks).toEqual({ database: 'ok', storage: 'unreachable', mail: 'ok' });
      expect(answer.body.message).toBe('The file storage is not reachable.');
    } finally {
      await s3?.close();
    }
  });

  it('answers 503 naming the database when it no longer answers', async () => {
    const api = await buildApi();
    await api.app.db.destroy();
    const answer = await ready(api);
    expect(answer.status).toBe(503);
    expect(answer.body.checks.database).toBe('unreachable');
    expect(answer.body.message).toBe('The database is not reachable.');
  });
});
