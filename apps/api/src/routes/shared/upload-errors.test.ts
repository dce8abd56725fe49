import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  ApiErrorSchema,
  CAPTCHA_TOKEN_HEADER,
  AUTH_MESSAGES,
  MESSAGES,
  PORTAL_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  RECEIPT_MAX_BYTES,
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  USER_TYPES,
} from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { pngFile, solveCaptcha } from '../../test/lead-fixtures.js';
import { type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { HttpError, RateLimitedError, UnavailableError } from '../../errors.js';
import { UploadRefusedError } from '../../adapters/file-storage.js';
import { MALFORMED_FORM_MESSAGE, toUploadError } from './upload-errors.js';

/** Every upload route answers a body it cannot read with 400 and the JSON error shape, never 500. */

const BOUNDARY = '----smartmove-fault';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_HEAD = Buffer.from('%PDF-1.4\n');

interface UploadRoute {
  name: string;
  url: string;
  fileField: string;
  user: () => TestUser;
  tooLarge: string;
  maxBytes: number;
  /** The first bytes of a file of a type the route takes. */
  fileHead: Buffer;
  /** Headers the route needs besides the user's (the apply calls' captcha). */
  extraHeaders?: () => Promise<Record<string, string>>;
}

/** Malformed bodies, each with the content type it is sent with. */
const MALFORMED: Array<{ name: string; contentType: string; payload: Buffer }> = [
  {
    name: 'a field cut short',
    contentType: MULTIPART,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\nTaxi`),
  },
  {
    name: 'a file cut short',
    contentType: MULTIPART,
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="FILE_FIELD"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_HEAD,
      Buffer.alloc(2048, 0x41),
    ]),
  },
  {
    name: 'a broken part header',
    contentType: MULTIPART,
    payload: Buffer.from(`--${BOUNDARY}\r\n${'x'.repeat(100)}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`),
  },
  {
    name: 'a content type without a boundary',
    contentType: 'multipart/form-data',
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${BOUNDARY}--\r\n`,
    ),
  },
  {
    name: 'a body with another boundary, never closed',
    contentType: MULTIPART,
    payload: Buffer.from('--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n'),
  },
  {
    name: 'garbage',
    contentType: MULTIPART,
    payload: Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
  },
];

describeOnEngines('upload faults', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  const routes: UploadRoute[] = [
    {
      name: 'expense claim',
      url: API_PATHS.addExpense,
      fileField: 'receipt',
      user: () => employee,
      tooLarge: PORTAL_MESSAGES.expense.receiptTooBig,
      maxBytes: RECEIPT_MAX_BYTES,
      fileHead: PDF_HEAD,
    },
    {
      name: 'profile image',
      url: API_PATHS.uploadProfileImage,
      fileField: 'file',
      user: () => employee,
      tooLarge: AUTH_MESSAGES.imageTooBig,
      maxBytes: PROFILE_IMAGE_MAX_BYTES,
      fileHead: pngFile(),
    },
    {
      name: 'candidate submission',
      url: API_PATHS.submitCandidate,
      fileField: RESUME_FILE_FIELD,
      user: () => partner,
      tooLarge: MESSAGES.apply.resumeTooBig,
      maxBytes: RESUME_MAX_BYTES,
      fileHead: PDF_HEAD,
      extraHeaders: async () => ({ [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) }),
    },
  ];

  const storedFiles = () => {
    const root = path.join(api.env.DATA_DIR, 'uploads');
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  };

  describe.each(routes)('$name', (route) => {
    it.each(MALFORMED)('answers $name with 400 and keeps no file', async (body) => {
      const before = storedFiles();
      const response = await api
        .as(route.user())
        .post(
          route.url,
          Buffer.from(body.payload.toString('latin1').replace('FILE_FIELD', route.fileField), 'latin1'),
          { headers: { ...(await route.extraHeaders?.()), 'content-type': body.contentType } },
        );
      expect(response.statusCode, response.body).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).message).toBeTruthy();
      expect(storedFiles()).toEqual(before);
    });

    it('names a body cut short as unreadable form data', async () => {
      const response = await api
        .as(route.user())
        .post(route.url, MALFORMED[1]!.payload.toString('latin1').replace('FILE_FIELD', route.fileField), {
          headers: { ...(await route.extraHeaders?.()), 'content-type': MULTIPART },
        });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MALFORMED_FORM_MESSAGE });
    });

    it('answers a body that is not multipart with 415', async () => {
      const response = await api.as(route.user()).post(route.url, 'hello', {
        headers: { ...(await route.extraHeaders?.()), 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(415);
      expect(ApiErrorSchema.parse(response.json()).message).toMatch(/multipart/);
    });

    it('answers a file over the limit with 413 and the route message', async () => {
      const payload = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${route.fileField}"; filename="big"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        route.fileHead,
        Buffer.alloc(route.maxBytes + 1024, 0x20),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const response = await api.as(route.user()).post(route.url, payload, {
        headers: { ...(await route.extraHeaders?.()), 'content-type': MULTIPART },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: route.tooLarge });
    });

    it('answers too many fields with 413', async () => {
      const fields = Array.from(
        { length: 60 },
        (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`,
      ).join('');
      const response = await api.as(route.user()).post(route.url, `${fields}--${BOUNDARY}--\r\n`, {
        headers: { ...(await route.extraHeaders?.()), 'content-type': MULTIPART },
      });
      expect(response.statusCode).toBe(413);
      expect(ApiErrorSchema.parse(response.json()).message).toMatch(/too many/);
    });
  });

  it('still stores a well-formed upload after the faults', async () => {
    const content = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const response = await api
      .as(employee)
      .upload(API_PATHS.uploadProfileImage, {}, [
        { name: 'file', filename: 'me.png', contentType: 'image/png', content },
      ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasProfileImage: true, userType: USER_TYPES.employee });
  });
});

describe('toUploadError', () => {
  const messages = { tooLarge: 'too big', tooManyFiles: 'one only', notMultipart: 'send multipart' };

  it("gives the parser's errors the client's answers", () => {
    const answer = (error: unknown) => {
      const mapped = toUploadError(error, messages);
      return mapped instanceof HttpError ? [mapped.statusCode, mapped.message] : mapped;
    };
    expect(answer(Object.assign(new Error('x'), { code: 'FST_REQ_FILE_TOO_LARGE' }))).toEqual([
      413,
      'too big',
    ]);
    expect(answer(Object.assign(new Error('x'), { code: 'FST_FILES_LIMIT' }))).toEqual([400, 'one only']);
    expect(answer(Object.assign(new Error('x'), { code: 'FST_PARTS_LIMIT' }))).toEqual([
      413,
      'The request has too many parts',
    ]);
    expect(answer(Object.assign(new Error('x'), { code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' }))).toEqual([
      415,
      'send multipart',
    ]);
    expect(answer(new Error('Unexpected end of multipart data'))).toEqual([400, MALFORMED_FORM_MESSAGE]);
    expect(answer(Object.assign(new Error('x'), { code: 'FST_MP_PREMATURE_CLOSE' }))).toEqual([
      400,
      MALFORMED_FORM_MESSAGE,
    ]);
  });

  it("answers the storage's refusals with their statuses, on the file's field, and keeps its outages", () => {
    const tooLarge = new UploadRefusedError('too-large', 'big', { field: 'resume' });
    expect(toUploadError(tooLarge, messages)).toMatchObject({
      statusCode: 413,
      message: 'big',
      errors: { resume: 'big' },
    });
    const wrongType = toUploadError(new UploadRefusedError('wrong-type', 'not a PDF'), messages);
    expect(wrongType).toBeInstanceOf(HttpError);
    expect(wrongType).toMatchObject({ statusCode: 400, message: 'not a PDF', errors: undefined });
    const quota = toUploadError(
      new UploadRefusedError('quota', 'tomorrow', { retryAfterSeconds: 30 }),
      messages,
    );
    expect(quota).toBeInstanceOf(RateLimitedError);
    expect(quota).toMatchObject({ statusCode: 429, message: 'tomorrow', retryAfterSeconds: 30 });
    const outage = new UnavailableError('storage unavailable');
    expect(toUploadError(outage, messages)).toBe(outage);
  });

  it("keeps the server's own faults as they are", () => {
    const diskFull = Object.assign(new Error('no space'), { code: 'ENOSPC' });
    const bug = new TypeError('x is undefined');
    const refusal = new HttpError(503, 'storage unavailable');
    const database = Object.assign(new Error('full'), { code: 'SQLITE_FULL' });
    // As the AWS SDK's service exceptions are: a subclass of Error.
    class StorageServiceError extends Error {}
    const storage = new StorageServiceError('SlowDown');
    const unknownCode = Object.assign(new Error('x'), { code: 'FST_FILE_BUFFER_NOT_FOUND' });
    for (const error of [diskFull, bug, refusal, database, storage, unknownCode]) {
      expect(toUploadError(error, messages)).toBe(error);
    }
  });
});
