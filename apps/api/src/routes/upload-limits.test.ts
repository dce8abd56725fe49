import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, ApiErrorSchema } from '@smartmove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_DISK_SPACE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '../adapters/file-storage.js';
import { UPLOAD_QUOTA_MESSAGE } from '../adapters/upload-quota.js';
import { docFile, pdfFile, pngFile } from '../test/lead-fixtures.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { describeOnEngines, useTestApp, useTestApps, type TestApi } from '../test/test-api.js';
import { uploadRequests } from '../test/upload-requests.js';
import { STORAGE_NOT_WRITABLE_MESSAGE } from './public/health.js';

const MiB = 1024 * 1024;
const DAILY_QUOTA = 3 * MiB;
/** More free space than any test machine has: every local upload meets the floor. */
const UNREACHABLE_FLOOR = String(2 ** 52);

const applicationOf = (testApp: Pick<TestApi, 'app'>, email: string) =>
  testApp.app.db.selectFrom('job_applications').selectAll().where('email', '=', email).executeTakeFirst();

/** Every file under a folder, relative to it (none when it does not exist). */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeOnEngines('upload limits', (engine) => {
  describe.each(['local', 's3'] as const)('with %s storage', (storage) => {
    let s3: TestS3Server | undefined;
    beforeAll(async () => {
      s3 = storage === 's3' ? await startS3Server() : undefined;
    });
    afterAll(async () => {
      await s3?.close();
    });
    const api = useTestApp(engine, () => ({
      env: {
        ...s3?.env,
        UPLOAD_IP_DAILY_BYTES: String(DAILY_QUOTA),
        // The free-space floor is the local folder's; an object store has none.
        ...(s3 ? { UPLOAD_MIN_FREE_BYTES: UNREACHABLE_FLOOR } : {}),
        FORM_RATE_LIMIT_PER_MINUTE: '1000',
      },
    }));

    const storedResumes = async () =>
      s3 ? s3.listKeys('resumes/') : filesUnder(path.join(api.env.DATA_DIR, 'uploads', 'resumes'));

    it('refuses the upload that crosses the per-IP daily quota with 429 and Retry-After, keeping nothing', async () => {
      const requests = uploadRequests(api.app);
      const ip = '203.0.113.7';
      const first = await requests.apply({ content: { pdfOfSize: 2 * MiB } }, ip);
      expect(first.response.statusCode).toBe(200);
      const before = await storedResumes();

      const crossing = await requests.apply({ content: { pdfOfSize: 2 * MiB } }, ip);
      expect(crossing.response.statusCode).toBe(429);
      expect(ApiErrorSchema.parse(crossing.response.json())).toEqual({ message: UPLOAD_QUOTA_MESSAGE });
      const retryAfter = Number(crossing.response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      expect(await applicationOf(api, crossing.email)).toBeUndefined();
      expect(await storedResumes()).toEqual(before);

      // Once used up, even a small file is refused before it is read; another address still applies.
      const small = await requests.apply({ content: pdfFile(100) }, ip);
      expect(small.response.statusCode).toBe(429);
      expect(small.response.headers['retry-after']).toBeDefined();
      const other = await requests.apply({ content: pdfFile(100) }, '203.0.113.8');
      expect(other.response.statusCode).toBe(200);
      expect(await applicationOf(api, other.email)).toBeDefined();
    });

    it('counts the bytes of refused uploads as well', async () => {
      const requests = uploadRequests(api.app);
      const ip = '203.0.113.9';
      // A compound file without a Word stream is refused once all of it is received: 2 MiB of 3 are gone.
      const notWord = Buffer.alloc(2 * MiB);
      docFile().subarray(0, 512).copy(notWord);
      const refused = await requests.apply({ content: notWord }, ip);
      expect(refused.response.statusCode).toBe(400);
      const next = await requests.apply({ content: { pdfOfSize: 2 * MiB } }, ip);
      expect(next.response.statusCode).toBe(429);
    });
  });
});

describeOnEngines('upload storage faults', (engine) => {
  const s3Servers: TestS3Server[] = [];
  afterAll(async () => {
    for (const server of s3Servers) await server.close();
  });
  const build = useTestApps(engine);
  const newApp = (env: Record<string, string> = {}) => build({ env });

  /** A job application, an expense claim and a profile image, each with a valid file. */
  async function uploadToEveryRoute(testApp: TestApi) {
    const requests = uploadRequests(testApp.app);
    const { employee } = testApp.users;
    return [
      (await requests.apply({ content: pdfFile(100) })).response,
      await requests.claimExpense(employee, { content: pdfFile(100) }),
      await requests.uploadProfileImage(employee, { content: pngFile() }),
    ];
  }

  it('refuses uploads with 503 while the disk has less free space than UPLOAD_MIN_FREE_BYTES', async () => {
    const testApp = await newApp({ UPLOAD_MIN_FREE_BYTES: UNREACHABLE_FLOOR });
    for (const response of await uploadToEveryRoute(testApp)) {
      expect(response.statusCode, response.body).toBe(503);
      expect(ApiErrorSchema.parse(response.json())).toEqual({ message: LOW_DISK_SPACE_MESSAGE });
    }
    expect(filesUnder(path.join(testApp.env.DATA_DIR, 'uploads'))).toEqual([]);
  });

  it('answers 503 with the storage message on every upload route when the uploads folder cannot be written, and /health says so', async () => {
    const testApp = await newApp();
    const health = () => testApp.anonymous.get(API_PATHS.health);
    expect((await health()).statusCode).toBe(200);

    // A file where the uploads folder should be: nothing can be created below it, not even by root.
    const uploads = path.join(testApp.env.DATA_DIR, 'uploads');
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, 'not a folder');
    for (const response of await uploadToEveryRoute(testApp)) {
      expect(response.statusCode, response.body).toBe(503);
      expect(ApiErrorSchema.parse(response.json())).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    }
    const unhealthy = await health();
    expect(unhealthy.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(unhealthy.json())).toEqual({ message: STORAGE_NOT_WRITABLE_MESSAGE });

    fs.rmSync(uploads);
    expect((await health()).statusCode).toBe(200);
    for (const response of await uploadToEveryRoute(testApp)) expect(response.statusCode).toBeLessThan(300);
  });

  it('removes half-written .part uploads at start and keeps finished files', async () => {
    const testApp = await newApp();
    const { response, email } = await uploadRequests(testApp.app).apply({ content: pdfFile(100) });
    expect(response.statusCode).toBe(200);
    const finished = (await applicationOf(testApp, email))!.resume_file_name;
    const uploads = path.join(testApp.env.DATA_DIR, 'uploads');
    const partial = [
      'resumes/0b8e8d5e-3c1f-4c1e-9a53-7f3a2b1c0d4e.part',
      'receipts/5f2d1c3b-7a9e-4b8c-8d6f-1e2a3b4c5d6f.part',
    ];
    for (const name of partial) {
      fs.mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
      fs.writeFileSync(path.join(uploads, name), 'half a file');
    }

    const restarted = await testApp.restart();
    expect(filesUnder(uploads)).toEqual(expect.not.arrayContaining(partial));
    expect(filesUnder(uploads)).toContain(finished);
    const stream = await restarted.fileStorage.open(finished);
    expect(Buffer.concat(await stream!.toArray()).equals(pdfFile(100))).toBe(true);
  });

  it('accepts uploads to S3 whatever the local free space, and answers 503 when S3 cannot be reached', async () => {
    const s3 = await startS3Server();
    s3Servers.push(s3);
    const testApp = await newApp({ ...s3.env, UPLOAD_MIN_FREE_BYTES: UNREACHABLE_FLOOR });
    const health = () => testApp.anonymous.get(API_PATHS.health);
    expect((await health()).statusCode).toBe(200);
    const { employee } = testApp.users;
    const requests = uploadRequests(testApp.app);
    expect((await requests.uploadProfileImage(employee, { content: pngFile() })).statusCode).toBe(200);

    await s3.close();
    const unhealthy = await health();
    expect(unhealthy.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(unhealthy.json())).toEqual({ message: STORAGE_NOT_WRITABLE_MESSAGE });
    for (const response of await uploadToEveryRoute(testApp)) {
      expect(response.statusCode, response.body).toBe(503);
      expect(ApiErrorSchema.parse(response.json())).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    }
    const image = await testApp.as(employee).get(API_PATHS.getProfileImage);
    expect(image.statusCode).toBe(503);
  }, 30_000);
});
