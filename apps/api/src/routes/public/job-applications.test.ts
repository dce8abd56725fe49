import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  ApiErrorSchema,
  C2CJobPageSchema,
  C2CJobSchema,
  CAPTCHA_TOKEN_HEADER,
  MESSAGES,
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  SUCCESS_MESSAGES,
} from '@smartmove/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  JOB_APPLICATION_FIELDS,
  docFile,
  docxFile,
  pdfFile,
  pngFile,
  solveCaptcha,
  type MultipartFile,
  resume,
} from '../../test/lead-fixtures.js';
import { CAPTCHA_MESSAGES } from '../../services/sign-in/captcha-service.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../adapters/file-storage.js';
import { RESUME_WRONG_TYPE_MESSAGE } from '../shared/job-application-intake.js';
import {
  DISALLOWED_CHARACTER_FIELD_MESSAGE,
  NUL_CHARACTER_MESSAGE,
} from '../../plugins/infrastructure/input-hygiene.js';

let counter = 0;
const uniqueEmail = () => `applicant+${++counter}@example.com`;

describeOnEngines('job applications', (engine) => {
  // More submissions than one minute's form limit, which shared/rate-limits.test.ts tests.
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '1000' } });

  const uploadsDir = () => path.join(api.env.DATA_DIR, 'uploads', 'resumes');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
  const rowsFor = (email: string) =>
    api.app.db.selectFrom('job_applications').selectAll().where('email', '=', email).execute();
  /** Posts the form as the apply page does, with a freshly solved captcha unless `headers` bring one. */
  const submit = async (
    fields: Record<string, string>,
    files: MultipartFile[],
    url: string = API_PATHS.uaSubmitCandidate,
    headers: Record<string, string> = {},
  ) =>
    api.anonymous.upload(url, fields, files, {
      headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app), ...headers },
    });
  const submitWithoutCaptcha = (fields: Record<string, string>, files: MultipartFile[]) =>
    api.anonymous.upload(API_PATHS.uaSubmitCandidate, fields, files);
  const expectCaptchaRefused = (response: { statusCode: number; body: string }, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiErrorSchema.parse(JSON.parse(response.body))).toEqual({
      message,
      errors: { captcha: message },
    });
  };

  describe('GET /CRM/GetJobByName', () => {
    it('answers an open job in the C2C job shape', async () => {
      const response = await api.anonymous.get(`${API_PATHS.getJobByName}?jobname=senior-data-engineer`);
      expect(response.statusCode).toBe(200);
      const job = C2CJobSchema.parse(response.json());
      expect(job).toMatchObject({
        pro_jobname: 'senior-data-engineer',
        pro_jobtitle: 'Senior Data Engineer',
      });
    });

    it('answers a job exactly as the job lists do, remote or not', async () => {
      for (const jobname of ['senior-data-engineer', 'databricks-platform-engineer']) {
        const one = await api.anonymous.get(`${API_PATHS.getJobByName}?jobname=${jobname}`);
        const listed = await api.anonymous.get(`${API_PATHS.uaGetC2CJobs}?jobname=${jobname}`);
        const [item] = C2CJobPageSchema.parse(listed.json()).items;
        expect(C2CJobSchema.parse(one.json())).toEqual(item);
        expect(item?.pro_remote).toBe(jobname === 'databricks-platform-engineer');
      }
    });

    it('answers 404 JSON for an unknown and for a removed job, 400 without a name', async () => {
      const unknown = await api.anonymous.get(`${API_PATHS.getJobByName}?jobname=nope`);
      expect(unknown.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(unknown.json())).toEqual({ message: 'Job not found' });

      await api.app.db
        .updateTable('c2c_jobs')
        .set({ removed: 1 })
        .where('job_name', '=', 'power-bi-developer')
        .execute();
      const removed = await api.anonymous.get(`${API_PATHS.getJobByName}?jobname=power-bi-developer`);
      expect(removed.statusCode).toBe(404);
      await api.app.db
        .updateTable('c2c_jobs')
        .set({ removed: 0 })
        .where('job_name', '=', 'power-bi-developer')
        .execute();

      const missing = await api.anonymous.get(API_PATHS.getJobByName);
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('POST /CRM/UASubmitCandidate', () => {
    it('stores the application with its resume under a generated name, exactly as sent', async () => {
      const email = uniqueEmail();
      const content = pdfFile(2048);
      const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [
        resume(content, 'My CV.pdf'),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      const [row, ...others] = await rowsFor(email);
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        job_name: 'senior-data-engineer',
        first_name: 'Katherine',
        last_name: 'Johnson',
        email,
        phone: '+16045550123',
        linkedin_url: 'https://www.linkedin.com/in/katherine',
        visa_status: 166110001,
        resume_original_name: 'My CV.pdf',
        resume_mime_type: 'application/pdf',
        resume_size: content.length,
        submitted_by_user_id: null,
        status: 'new',
      });
      expect(row!.resume_file_name).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
      const stored = path.join(api.env.DATA_DIR, 'uploads', row!.resume_file_name);
      expect(fs.readFileSync(stored).equals(content)).toBe(true);
    });

    it('neutralises path tricks in the file name: the resume is stored under a generated name inside the uploads', async () => {
      for (const trick of ['../../../../escaped.pdf', '..\\..\\escaped.pdf', '/tmp/escaped.pdf']) {
        const email = uniqueEmail();
        const content = pdfFile(512);
        const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(content, trick)]);
        expect(response.statusCode, trick).toBe(200);
        const [row] = await rowsFor(email);
        expect(row!.resume_file_name).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
        expect(
          fs.readFileSync(path.join(uploadsDir(), path.basename(row!.resume_file_name))).equals(content),
        ).toBe(true);
        // The name kept for display loses its folders too.
        expect(row!.resume_original_name).toBe('escaped.pdf');
      }
      for (const outside of [path.resolve(api.env.DATA_DIR, '..', 'escaped.pdf'), '/tmp/escaped.pdf']) {
        expect(fs.existsSync(outside), outside).toBe(false);
      }
    });

    it('refuses a NUL or another control character in a field or in the file name with 400 naming it, and keeps nothing', async () => {
      const before = storedFiles();
      const email = uniqueEmail();
      for (const [fields, filename, field] of [
        [{ ...JOB_APPLICATION_FIELDS, Email: email, LastName: 'Love\u0000lace' }, 'resume.pdf', 'LastName'],
        [
          { ...JOB_APPLICATION_FIELDS, Email: email, LinkedIn: 'https://x.example/\u001b[31m' },
          'resume.pdf',
          'LinkedIn',
        ],
        [{ ...JOB_APPLICATION_FIELDS, Email: email }, 'res\u0000ume.pdf', RESUME_FILE_FIELD],
        [{ ...JOB_APPLICATION_FIELDS, Email: email }, 'res\u0085ume.pdf', RESUME_FILE_FIELD],
      ] as const) {
        const response = await submit(fields, [resume(pdfFile(64), filename)]);
        expect(response.statusCode, filename).toBe(400);
        expect(response.json()).toEqual({
          message: NUL_CHARACTER_MESSAGE,
          errors: { [field]: DISALLOWED_CHARACTER_FIELD_MESSAGE },
        });
      }
      expect(await rowsFor(email)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
    });

    it('recognises DOCX and DOC by content', async () => {
      for (const [content, name, mime] of [
        [docxFile(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [docFile(), 'cv.doc', 'application/msword'],
      ] as const) {
        const email = uniqueEmail();
        const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [
          resume(content, name, 'application/octet-stream'),
        ]);
        expect(response.statusCode, name).toBe(200);
        const [row] = await rowsFor(email);
        expect(row?.resume_mime_type).toBe(mime);
        expect(row?.resume_file_name.endsWith(path.extname(name))).toBe(true);
      }
    });

    it('refuses a file that is not a PDF, DOC or DOCX whatever its name claims, and keeps nothing', async () => {
      const before = storedFiles();
      const email = uniqueEmail();
      const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [
        resume(pngFile(), 'resume.pdf', 'application/pdf'),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: RESUME_WRONG_TYPE_MESSAGE,
        errors: { file: RESUME_WRONG_TYPE_MESSAGE },
      });
      const textFile = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [
        resume(Buffer.from('plain text resume'), 'resume.doc', 'application/msword'),
      ]);
      expect(textFile.statusCode).toBe(400);
      expect(await rowsFor(email)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
    });

    it('answers 413 with the spec text for a resume over 50 MB, checked while streaming', async () => {
      const before = storedFiles();
      const email = uniqueEmail();
      const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [
        resume({ pdfOfSize: RESUME_MAX_BYTES + 1 }),
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: MESSAGES.apply.resumeTooBig,
        errors: { file: MESSAGES.apply.resumeTooBig },
      });
      expect(await rowsFor(email)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
    });

    it('accepts a resume of exactly 50 MB', async () => {
      const email = uniqueEmail();
      const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [
        resume({ pdfOfSize: RESUME_MAX_BYTES }),
      ]);
      expect(response.statusCode).toBe(200);
      const [row] = await rowsFor(email);
      expect(row?.resume_size).toBe(RESUME_MAX_BYTES);
      await api.app.fileStorage.remove(row!.resume_file_name);
    });

    it('answers the apply messages for missing fields and a missing resume, and keeps no file', async () => {
      const before = storedFiles();
      const response = await submit({ skillPosition: 'senior-data-engineer' }, []);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        FirstName: MESSAGES.apply.firstName,
        LastName: MESSAGES.apply.lastName,
        Email: MESSAGES.apply.emailRequired,
        LinkedIn: MESSAGES.apply.linkedIn,
        pro_visastatus: MESSAGES.apply.visaStatus,
        phoneNumber: MESSAGES.apply.mobile,
        file: MESSAGES.apply.resume,
      });
      const invalid = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: 'not-an-email', FirstName: 'K8', pro_visastatus: '1' },
        [resume(pdfFile())],
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({
        Email: MESSAGES.apply.emailInvalid,
        FirstName: MESSAGES.nameLettersOnly,
        pro_visastatus: MESSAGES.apply.visaStatus,
      });
      expect(storedFiles()).toEqual(before);
    });

    it('takes only an http(s) LinkedIn address (one typed without https:// gets it), and keeps no file otherwise', async () => {
      const before = storedFiles();
      for (const linkedIn of [
        'javascript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://x.example/cv',
        'https://linkedin',
      ]) {
        const email = uniqueEmail();
        const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email, LinkedIn: linkedIn }, [
          resume(pdfFile()),
        ]);
        expect(response.statusCode, linkedIn).toBe(400);
        expect(response.json().errors, linkedIn).toEqual({ LinkedIn: MESSAGES.webAddressInvalid });
        expect(await rowsFor(email)).toHaveLength(0);
      }
      expect(storedFiles()).toEqual(before);

      const email = uniqueEmail();
      const typed = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: email, LinkedIn: 'www.linkedin.com/in/kj' },
        [resume(pdfFile())],
      );
      expect(typed.statusCode).toBe(200);
      expect(await rowsFor(email)).toMatchObject([{ linkedin_url: 'https://www.linkedin.com/in/kj' }]);
    });

    it('answers 404 for a job that does not exist, and keeps no file', async () => {
      const before = storedFiles();
      const response = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: uniqueEmail(), skillPosition: 'nope' },
        [resume(pdfFile())],
      );
      expect(response.statusCode).toBe(404);
      expect(storedFiles()).toEqual(before);
    });

    it('stores a repeated application once and a honeypot one not at all', async () => {
      const before = storedFiles().length;
      const email = uniqueEmail();
      const content = pdfFile(100);
      const first = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(content)]);
      const again = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(content)]);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(await rowsFor(email)).toHaveLength(1);
      expect(storedFiles()).toHaveLength(before + 1);

      const trapEmail = uniqueEmail();
      const trapped = await submit({ ...JOB_APPLICATION_FIELDS, Email: trapEmail, website: 'spam' }, [
        resume(pdfFile()),
      ]);
      expect(trapped.statusCode).toBe(200);
      expect(trapped.json()).toEqual({ message: SUCCESS_MESSAGES.submission });
      expect(await rowsFor(trapEmail)).toHaveLength(0);
      expect(storedFiles()).toHaveLength(before + 1);
    });

    it('removes the stored resume when the insert fails', async () => {
      const before = storedFiles();
      const email = uniqueEmail();
      // Everything before the insert succeeds; moving the table away makes the insert itself fail.
      await api.app.db.schema.alterTable('job_applications').renameTo('job_applications_away').execute();
      try {
        const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(pdfFile(10))]);
        expect(response.statusCode).toBe(500);
      } finally {
        await api.app.db.schema.alterTable('job_applications_away').renameTo('job_applications').execute();
      }
      expect(await rowsFor(email)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
      // Nothing of the failed attempt was kept, its fingerprint neither: sent again, it is stored.
      const again = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(pdfFile(10))]);
      expect(again.statusCode).toBe(200);
      expect(await rowsFor(email)).toHaveLength(1);
      expect(storedFiles()).toHaveLength(before.length + 1);
    });

    it('stores identical applications sent at the same moment once, keeping one resume', async () => {
      const before = storedFiles().length;
      const email = uniqueEmail();
      const content = pdfFile(200);
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(content)]),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const rows = await rowsFor(email);
      expect(rows).toHaveLength(1);
      expect(storedFiles()).toHaveLength(before + 1);
      expect(storedFiles()).toContain(path.basename(rows[0]!.resume_file_name));
    });

    it('answers a clear 503 and keeps no row when the upload folder cannot be written', async () => {
      const email = uniqueEmail();
      // A file where the resumes folder should be: nothing can be written below it.
      const folder = uploadsDir();
      const moved = `${folder}-away`;
      if (fs.existsSync(folder)) fs.renameSync(folder, moved);
      fs.writeFileSync(folder, 'not a folder');
      try {
        const response = await submit({ ...JOB_APPLICATION_FIELDS, Email: email }, [resume(pdfFile(10))]);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
      } finally {
        fs.rmSync(folder, { force: true });
        if (fs.existsSync(moved)) fs.renameSync(moved, folder);
      }
      expect(await rowsFor(email)).toHaveLength(0);
    });

    it('refuses a missing, a forged and an expired captcha with 400, and keeps nothing', async () => {
      const before = storedFiles();
      const email = uniqueEmail();
      const fields = { ...JOB_APPLICATION_FIELDS, Email: email };
      expectCaptchaRefused(
        await submitWithoutCaptcha(fields, [resume(pdfFile(10))]),
        CAPTCHA_MESSAGES.missing,
      );
      const forged = Buffer.from('{"challenge":null,"solution":null}').toString('base64');
      expectCaptchaRefused(
        await submit(fields, [resume(pdfFile(10))], API_PATHS.uaSubmitCandidate, {
          [CAPTCHA_TOKEN_HEADER]: forged,
        }),
        CAPTCHA_MESSAGES.invalid,
      );
      const token = await solveCaptcha(api.app);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + (api.env.CAPTCHA_EXPIRY_SECONDS + 5) * 1000);
        expectCaptchaRefused(
          await submit(fields, [resume(pdfFile(10))], API_PATHS.uaSubmitCandidate, {
            [CAPTCHA_TOKEN_HEADER]: token,
          }),
          CAPTCHA_MESSAGES.expired,
        );
      } finally {
        vi.useRealTimers();
      }
      expect(await rowsFor(email)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a replayed captcha: the second application is not stored and its resume is removed', async () => {
      const token = await solveCaptcha(api.app);
      const headers = { [CAPTCHA_TOKEN_HEADER]: token };
      const email = uniqueEmail();
      const first = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: email },
        [resume(pdfFile(20))],
        undefined,
        headers,
      );
      expect(first.statusCode, first.body).toBe(200);
      const before = storedFiles();
      const replayEmail = uniqueEmail();
      const replayed = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: replayEmail },
        [resume(pdfFile(30))],
        undefined,
        headers,
      );
      expectCaptchaRefused(replayed, CAPTCHA_MESSAGES.used);
      expect(await rowsFor(email)).toHaveLength(1);
      expect(await rowsFor(replayEmail)).toHaveLength(0);
      expect(storedFiles()).toEqual(before);
    });

    it('answers 400, not 500, to a multipart body cut short', async () => {
      const response = await api.anonymous.post(
        API_PATHS.uaSubmitCandidate,
        '------cut\r\nContent-Disposition: form-data; name="FirstName"\r\n\r\nAda',
        { headers: { 'content-type': 'multipart/form-data; boundary=----cut' } },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    });
  });
});
