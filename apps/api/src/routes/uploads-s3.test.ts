import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  CAPTCHA_TOKEN_HEADER,
  AUTH_MESSAGES,
  PORTAL_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  RECEIPT_MAX_BYTES,
  RESUME_MAX_BYTES,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { TYPE_SAMPLE_BYTES } from '../adapters/upload-inspector.js';
import { MALFORMED_FORM_MESSAGE } from './shared/upload-errors.js';
import { docFile, docxFile, pdfFile, pngFile, solveCaptcha } from '../test/lead-fixtures.js';
import { useS3TestApp } from '../test/s3-server.js';
import { describeOnEngines } from '../test/test-api.js';
import { uploadRequests } from '../test/upload-requests.js';
import { RESUME_WRONG_TYPE_MESSAGE } from './shared/job-application-intake.js';

const STORED_KEY = (folder: string, extension: string) =>
  new RegExp(`^${folder}/[0-9a-f-]{36}\\.${extension}$`);

/** An OLE compound file whose "WordDocument" stream name lies `offset` bytes in (or nowhere). */
function compoundFile(size: number, wordStreamAt?: number): Buffer {
  const file = Buffer.alloc(size);
  docFile().subarray(0, 512).copy(file, 0);
  if (wordStreamAt !== undefined) Buffer.from('WordDocument', 'utf16le').copy(file, wordStreamAt);
  return file;
}

describeOnEngines('uploads in S3', (engine) => {
  const { api, s3 } = useS3TestApp(engine);
  const { employee, partner } = api.users;
  let requests: ReturnType<typeof uploadRequests>;
  beforeAll(() => {
    requests = uploadRequests(api.app);
  });

  const applicationOf = (email: string) =>
    api.app.db.selectFrom('job_applications').selectAll().where('email', '=', email).executeTakeFirst();
  const readBack = async (storedName: string) => {
    const stream = await api.app.fileStorage.open(storedName);
    return stream ? Buffer.concat(await stream.toArray()) : undefined;
  };

  it('reports storage as writable on /health', async () => {
    const response = await api.anonymous.get(API_PATHS.health);
    expect(response.statusCode).toBe(200);
  });

  it('streams a resume into the bucket under its generated name, and reads it back as a stream', async () => {
    // Larger than the held-back sample, so most of it flows straight through.
    const content = pdfFile(TYPE_SAMPLE_BYTES * 3);
    const { response, email } = await requests.apply({ content, filename: 'My CV.pdf' });
    expect(response.statusCode).toBe(200);
    const row = await applicationOf(email);
    expect(row).toMatchObject({ resume_mime_type: 'application/pdf', resume_size: content.length });
    expect(row!.resume_file_name).toMatch(STORED_KEY('resumes', 'pdf'));
    expect((await s3.read(row!.resume_file_name))?.equals(content)).toBe(true);
    expect((await readBack(row!.resume_file_name))?.equals(content)).toBe(true);
    expect(await api.app.fileStorage.exists(row!.resume_file_name)).toBe(true);
    // Nothing of it on the local disk.
    expect(fs.existsSync(path.join(api.env.DATA_DIR, 'uploads'))).toBe(false);
  });

  it('recognises DOCX and DOC by content while streaming, the Word stream of a DOC anywhere in it', async () => {
    for (const [content, extension] of [
      [docxFile(), 'docx'],
      [docFile(), 'doc'],
      [compoundFile(TYPE_SAMPLE_BYTES * 2, TYPE_SAMPLE_BYTES + 1000), 'doc'],
    ] as const) {
      const { response, email } = await requests.apply({
        content,
        filename: `cv.${extension}`,
        contentType: 'application/octet-stream',
      });
      expect(response.statusCode, extension).toBe(200);
      const row = await applicationOf(email);
      expect(row!.resume_file_name).toMatch(STORED_KEY('resumes', extension));
      expect((await s3.read(row!.resume_file_name))?.equals(content)).toBe(true);
    }
  });

  it('leaves no object for a resume of the wrong type, a DOC without its Word stream or one over 50 MB', async () => {
    const before = await s3.listKeys('resumes/');
    for (const content of [
      pngFile(),
      compoundFile(4096),
      compoundFile(TYPE_SAMPLE_BYTES * 2),
      Buffer.from('plain text resume'),
    ]) {
      const { response, email } = await requests.apply({ content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: RESUME_WRONG_TYPE_MESSAGE,
        errors: { file: RESUME_WRONG_TYPE_MESSAGE },
      });
      expect(await applicationOf(email)).toBeUndefined();
    }
    const { response, email } = await requests.apply({ content: { pdfOfSize: RESUME_MAX_BYTES + 1 } });
    expect(response.statusCode).toBe(413);
    expect(await applicationOf(email)).toBeUndefined();
    expect(await s3.listKeys('resumes/')).toEqual(before);
  }, 60_000);

  it('answers 400, not 503, to a body cut short in the middle of a resume, and leaves no object', async () => {
    const before = await s3.listKeys('resumes/');
    // Cut before the type is known, and after the upload to the bucket has begun.
    for (const size of [1000, TYPE_SAMPLE_BYTES * 2]) {
      const response = await api.anonymous.post(
        API_PATHS.uaSubmitCandidate,
        Buffer.concat([
          Buffer.from(
            '------cut\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n' +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          pdfFile(size),
        ]),
        {
          headers: {
            'content-type': 'multipart/form-data; boundary=----cut',
            [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app),
          },
        },
      );
      expect(response.statusCode, String(size)).toBe(400);
      expect(response.json()).toEqual({ message: MALFORMED_FORM_MESSAGE });
    }
    expect(await s3.listKeys('resumes/')).toEqual(before);
  });

  it('stores a receipt in the bucket and reads it back; a wrong or too large receipt leaves no object', async () => {
    const receipt = pdfFile(2048);
    const claimed = await requests.claimExpense(employee, { content: receipt, filename: 'taxi.pdf' });
    expect(claimed.statusCode).toBe(201);
    const row = await api.app.db
      .selectFrom('expenses')
      .select('receipt_file_name')
      .where('id', '=', claimed.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row.receipt_file_name).toMatch(STORED_KEY('receipts', 'pdf'));
    expect((await readBack(row.receipt_file_name))?.equals(receipt)).toBe(true);

    const before = await s3.listKeys('receipts/');
    const fake = await requests.claimExpense(employee, { content: Buffer.from('not a receipt') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(PORTAL_MESSAGES.expense.receiptType);
    // Over two parts of a multipart upload before it is cut off.
    const big = await requests.claimExpense(employee, { content: { pdfOfSize: RECEIPT_MAX_BYTES + 1 } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PORTAL_MESSAGES.expense.receiptTooBig);
    expect(await s3.listKeys('receipts/')).toEqual(before);
  });

  it('serves the profile image from the bucket, replaces it, and leaves no object for a refused one', async () => {
    const before = await s3.listKeys('profile-images/');
    const first = pngFile();
    expect((await requests.uploadProfileImage(partner, { content: first })).statusCode).toBe(200);
    const second = pngFile();
    expect((await requests.uploadProfileImage(partner, { content: second })).statusCode).toBe(200);
    const image = await api.as(partner).get(API_PATHS.getProfileImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(second)).toBe(true);
    // The replaced image is gone: one object more than before, the second one.
    const after = await s3.listKeys('profile-images/');
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((key) => !before.includes(key))!;
    expect((await s3.read(added))?.equals(second)).toBe(true);

    const svg = await requests.uploadProfileImage(partner, { content: Buffer.from('<svg/>') });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe(AUTH_MESSAGES.imageType);
    const big = await requests.uploadProfileImage(partner, {
      content: Buffer.concat([pngFile(), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(await s3.listKeys('profile-images/')).toEqual(after);
  });
});
