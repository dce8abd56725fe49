import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, CAPTCHA_TOKEN_HEADER } from '@smartmove/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutSecrets } from './config/logging.js';
import { MAIL_OUTBOX_FILE } from './adapters/mail-provider.js';
import {
  FAST_CAPTCHA_ENV,
  JOB_APPLICATION_FIELDS,
  pdfFile,
  solveCaptchaChallenge,
} from './test/lead-fixtures.js';
import { startServerProcess } from './test/server-process.js';

describe('the request log', () => {
  it("shows a secret page's path without its token", () => {
    expect(withoutSecrets('/my-application/abcDEF123_-xyz')).toBe('/my-application/[redacted]');
    expect(withoutSecrets('/my-application/abcDEF123_-xyz?x=1')).toBe('/my-application/[redacted]?x=1');
    expect(withoutSecrets('/c2c-job-board-details/senior-data-engineer')).toBe(
      '/c2c-job-board-details/senior-data-engineer',
    );
  });
});

/** The built server as a real process, its whole output captured: what an operator's log would hold. */
describe('the server log of an application, its e-mail and its status page', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-log-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('never holds the token of the applicant’s link', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...FAST_CAPTCHA_ENV });
    try {
      const email = `logged-${randomBytes(6).toString('hex')}@example.com`;
      const challenge = (await (
        await fetch(`${server.url}${API_PATHS.captchaChallenge}`)
      ).json()) as Parameters<typeof solveCaptchaChallenge>[0];
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...JOB_APPLICATION_FIELDS, Email: email })) {
        form.append(name, value);
      }
      form.append('file', new Blob([pdfFile()], { type: 'application/pdf' }), 'resume.pdf');
      const applied = await fetch(`${server.url}${API_PATHS.uaSubmitCandidate}`, {
        method: 'POST',
        body: form,
        headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptchaChallenge(challenge) },
      });
      expect(applied.status, await applied.text()).toBe(200);

      // The worker delivers the confirmation through the console provider.
      const outbox = path.join(dataDir, MAIL_OUTBOX_FILE);
      const confirmation = () =>
        (fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8') : '')
          .split('\n')
          .filter((line) => line.includes(`"to":"${email}"`))
          .map((line) => JSON.parse(line) as { subject: string; text: string })
          .find((mail) => mail.subject.startsWith('Your application'));
      await expect.poll(confirmation, { timeout: 10_000 }).toBeDefined();
      const token = /\/my-application\/([A-Za-z0-9_-]{43})/.exec(confirmation()?.text ?? '')?.[1];
      expect(token).toBeDefined();

      // The applicant opens the link and reads the application.
      await fetch(`${server.url}/my-application/${token}`);
      const read = await fetch(`${server.url}${API_PATHS.getMyApplication}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(read.status).toBe(200);

      server.child.kill('SIGTERM');
      await server.exited;
      const log = server.output();
      // The log was captured: it announces the e-mail and shows the page request.
      expect(log).toContain(`[mail] to ${email}: Your application`);
      expect(log).toContain('/my-application/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
