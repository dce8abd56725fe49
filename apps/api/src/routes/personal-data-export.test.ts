import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_PATHS,
  EXPORTED_PERSONAL_DATA_AUDIT,
  MY_APPLICATION_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from '@smartmove/contract';
import { Ajv } from 'ajv';
import ajvFormats, { type FormatsPlugin } from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { TOO_MANY_REQUESTS_MESSAGE } from '../plugins/application/auth.js';
import { errorOf } from '../test/auth-support.js';
import { deliveredMail } from '../test/delivered-mail.js';
import {
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  applyAnonymously,
  pdfFile,
  pngFile,
} from '../test/lead-fixtures.js';
import type { TestUser } from '../test/portal-users.js';
import { useS3TestApp } from '../test/s3-server.js';
import { describeOnEngines, useTestApp, useTestApps, type TestApi } from '../test/test-api.js';
import { EXPENSE_FIELDS } from '../test/upload-requests.js';
import { unzip } from '../test/unzip.js';
import { PROFILE_IMAGE_FIELD } from './portal/profile.js';

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/personal-data-export.schema.json',
);
// ajv-formats is CommonJS: under NodeNext its default import is the module object, whose `default` is the plugin.
const addFormats = (ajvFormats as unknown as { default: FormatsPlugin }).default;
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validateDataJson = ajv.compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8')) as object);

/* eslint-disable @typescript-eslint/no-explicit-any -- data.json is read as the schema describes it */
type DataJson = Record<string, any>;

const ENV = {
  ...FAST_CAPTCHA_ENV,
  FORM_RATE_LIMIT_PER_MINUTE: '1000',
  SITE_URL: 'https://jobs.example.com/',
};
const QUIET_WORKER = { pollIntervalMs: 3_600_000 };
let counter = 0;
const uniqueEmail = () => `export+${Date.now()}-${++counter}@example.com`;

/** A ZIP answer, unzipped: its data.json checked against docs/personal-data-export.schema.json. */
async function readZip(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(String(response.headers['content-disposition'])).toMatch(
    /^attachment; filename="?personal-data-\d{4}-\d{2}-\d{2}\.zip"?$/,
  );
  expect(response.headers['cache-control']).toContain('no-store');
  const files = await unzip(response.rawPayload);
  const json = files.get('data.json');
  expect(json).toBeDefined();
  const data = JSON.parse(json!.toString('utf8')) as DataJson;
  const valid = validateDataJson(data);
  expect(valid, JSON.stringify(validateDataJson.errors, null, 2)).toBe(true);
  return { files, data, text: json!.toString('utf8') };
}

describeOnEngines('download my data', (engine) => {
  const api = useTestApp(engine, { env: ENV, mailWorker: QUIET_WORKER });
  const { employee, partner, recruiter, admin } = api.users;

  async function signIn(user: TestUser) {
    const account = await api.app.repositories.users.findById(user.id);
    await api.app.services.sessions.startSession(account!);
  }

  async function claim(user: TestUser, content: Buffer, description: string) {
    const response = await api
      .as(user)
      .upload(API_PATHS.addExpense, { ...EXPENSE_FIELDS, description }, [
        { name: 'receipt', filename: 'taxi receipt.pdf', contentType: 'application/pdf', content },
      ]);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  async function profileImage(user: TestUser, content: Buffer) {
    const response = await api
      .as(user)
      .upload(API_PATHS.uploadProfileImage, {}, [
        { name: PROFILE_IMAGE_FIELD, filename: 'me.png', contentType: 'image/png', content },
      ]);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  async function openCase(user: TestUser, title: string) {
    const created = await api.as(user).post(API_PATHS.addCase, {
      title,
      category: 'Other',
      priority: 'Low',
      description: `${title}: the details`,
    });
    expect(created.statusCode, created.body).toBe(201);
  }

  /** Applies as a visitor; answers the stored row and the token of the confirmation e-mail's link. */
  async function apply(resume: Buffer, email = uniqueEmail()) {
    const response = await applyAnonymously(
      api,
      { Email: email },
      {
        name: 'file',
        filename: 'my resume.pdf',
        contentType: 'application/pdf',
        content: resume,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await api.app.db
      .selectFrom('job_applications')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const confirmation = (await deliveredMail(api)).find((mail) => mail.to === email)?.text ?? '';
    const token = /\/my-application\/([A-Za-z0-9_-]{43})\n/.exec(confirmation)?.[1];
    expect(token, confirmation).toBeDefined();
    return { row, email, token: token! };
  }

  const auditLines = (recordId: string, action: string) =>
    api.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_id', '=', recordId)
      .where('action', '=', action)
      .execute();

  it("gives a person their own data and files, and never another person's", async () => {
    const receipt = pdfFile(3000);
    const image = pngFile();
    const marker = `Dana-only-${randomBytes(4).toString('hex')}`;
    await claim(employee, receipt, `${marker} taxi`);
    await profileImage(employee, image);
    await openCase(employee, `${marker} laptop`);
    await signIn(employee);

    // The other person's data, which must appear in neither copy but theirs.
    const otherMarker = `Partner-only-${randomBytes(4).toString('hex')}`;
    const otherImage = pngFile();
    await profileImage(partner, otherImage);
    await openCase(partner, `${otherMarker} question`);
    await signIn(partner);

    const { files, data, text } = await readZip(await api.as(employee).get(API_PATHS.downloadMyData));
    expect(data.subject).toEqual({ kind: 'person', id: employee.id });
    expect(data.profile.id).toBe(employee.id);
    expect(data.profile.role).toBe('employee');
    // Sign-ins and the audit lines about them.
    expect(data.signIns.length).toBeGreaterThanOrEqual(1);
    expect(data.auditLog).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'signed in', recordId: employee.id })]),
    );
    // The claim with its receipt, byte for byte, and the profile image.
    const claimed = data.claims.find((row: DataJson) => String(row.description).startsWith(marker));
    expect(claimed.receipt).toMatchObject({ name: 'taxi receipt.pdf', mimeType: 'application/pdf' });
    expect(claimed.receipt.path).toMatch(/^files\/receipts\//);
    expect(files.get(claimed.receipt.path)?.equals(receipt)).toBe(true);
    expect(files.get(data.profile.profileImage.path)?.equals(image)).toBe(true);
    expect(data.cases.map((row: DataJson) => row.title)).toContain(`${marker} laptop`);
    // Every file in the ZIP is one data.json names.
    const named = new Set(text.match(/"files\/[^"]+"/g)?.map((quoted) => JSON.parse(quoted) as string));
    expect([...files.keys()].filter((name) => !/^(data\.json|summary\.html)$/.test(name)).sort()).toEqual(
      [...named].sort(),
    );
    // Passkeys by name only, never key material; no secret of any kind.
    expect(text).not.toMatch(/public_?key|credential_?id|token_?hash|nonce/i);

    // Isolation: nothing of the partner's in the employee's copy, and the other way round.
    expect(text).not.toContain(otherMarker);
    expect(text).not.toContain(partner.id);
    for (const content of files.values()) expect(content.equals(otherImage)).toBe(false);
    const theirs = await readZip(await api.as(partner).get(API_PATHS.downloadMyData));
    expect(theirs.data.profile.id).toBe(partner.id);
    expect(theirs.text).toContain(otherMarker);
    expect(theirs.text).not.toContain(marker);
    expect(theirs.text).not.toContain(employee.id);
    expect(files.get(theirs.data.profile.profileImage.path)).toBeUndefined();
    expect(theirs.files.get(theirs.data.profile.profileImage.path)?.equals(otherImage)).toBe(true);

    // Each download is in the audit log, as a staff export is: who took the copy, of whom.
    for (const user of [employee, partner]) {
      const account = await api.app.repositories.users.findById(user.id);
      expect(await auditLines(user.id, EXPORTED_PERSONAL_DATA_AUDIT)).toEqual([
        expect.objectContaining({
          actor_id: user.id,
          actor_name: account!.name,
          record_kind: 'person',
          record_label: account!.name,
        }),
      ]);
    }
  });

  it('is signed in only', async () => {
    const response = await api.anonymous.get(API_PATHS.downloadMyData);
    expect(response.statusCode).toBe(401);
  });

  it("gives the applicant, by their link's token, the application with its consent and resume", async () => {
    const resume = pdfFile(5000);
    const mine = await apply(resume);
    const other = await apply(pdfFile(100));
    // A recruiter's work on it shows in the audit lines and notes about it.
    expect((await api.as(recruiter).get(API_PATHS.getResume, { id: mine.row.id })).statusCode).toBe(200);
    const assigned = await api
      .as(recruiter)
      .post(API_PATHS.updateApplication, { id: mine.row.id, assignedTo: recruiter.id, status: 'screening' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // A name stored before names were checked: the summary shows it as text, never as markup.
    await api.app.db
      .updateTable('job_applications')
      .set({ first_name: '<img src=x onerror=alert(1)>' })
      .where('id', '=', mine.row.id)
      .execute();

    const response = await api.anonymous.post(API_PATHS.downloadMyApplicationData, { token: mine.token });
    const { files, data, text } = await readZip(response);
    expect(data.subject).toEqual({ kind: 'application', id: mine.row.id });
    expect(data.profile).toBeNull();
    expect(data.applications).toHaveLength(1);
    const [application] = data.applications as DataJson[];
    expect(application).toMatchObject({
      id: mine.row.id,
      email: mine.email,
      consentAt: mine.row.consent_at,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(application!.consentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(files.get(application!.resume.path)?.equals(resume)).toBe(true);
    expect(data.auditLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'downloaded resume', recordId: mine.row.id }),
      ]),
    );
    expect(data.emails).toEqual(
      expect.arrayContaining([expect.objectContaining({ recordId: mine.row.id, status: 'sent' })]),
    );
    // The other applicant's application, e-mail and resume are not in it.
    expect(text).not.toContain(other.row.id);
    expect(text).not.toContain(other.email);
    expect(files.size).toBe(3);

    // People by their names beside their ids: the assignee, and who changed what to whom.
    expect(application!.assigneeName).toBe('Rita Recruiter');
    expect(data.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'assignedTo',
          by: 'Rita Recruiter',
          from: null,
          fromName: null,
          to: recruiter.id,
          toName: 'Rita Recruiter',
        }),
        expect.objectContaining({ field: 'status', by: 'Rita Recruiter', fromName: null, toName: null }),
      ]),
    );
    // summary.html: what is held, why and since when, readable without a JSON viewer, every value escaped.
    const summary = files.get('summary.html')!.toString('utf8');
    expect(summary).toMatch(/^<!doctype html>/);
    expect(summary).toContain('<h1>Your data at SmartMove</h1>');
    expect(summary).toContain('&lt;img src=x onerror=alert(1)&gt; Johnson');
    expect(summary).not.toContain('<img');
    expect(summary).toMatch(
      /Job applications, with their resumes<\/th><td class="count" data-label="How many">1<\/td>/,
    );
    expect(summary).toContain('To consider you for the role you chose and similar roles.');
    expect(summary).toContain(`<code>${application!.resume.path}</code>`);
    expect(summary).toContain('href="https://jobs.example.com/privacy"');
    expect(summary).not.toMatch(/<script|<link|<img/);
    // The download is in the audit log, by the applicant; the other application has none.
    expect(await auditLines(mine.row.id, EXPORTED_PERSONAL_DATA_AUDIT)).toEqual([
      expect.objectContaining({ actor_id: null, actor_name: 'The applicant', record_kind: 'application' }),
    ]);
    expect(await auditLines(other.row.id, EXPORTED_PERSONAL_DATA_AUDIT)).toEqual([]);

    // A token that opens nothing, or is not one, answers as the status page does.
    for (const token of [randomBytes(32).toString('base64url'), 'not-a-token']) {
      const refused = await api.anonymous.post(API_PATHS.downloadMyApplicationData, { token });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused.body).message).toBe(MY_APPLICATION_MESSAGES.invalidLink);
    }
  });

  it('lets staff export the person of an inquiry, an application or (admins) a person, audited', async () => {
    const email = uniqueEmail();
    expect(
      (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email })).statusCode,
    ).toBe(200);
    const inquiry = await api.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const exportOf = (user: TestUser, kind: string, id: string) =>
      api.as(user).get(API_PATHS.exportPersonalData, { kind, id });

    const inquiryCopy = await readZip(await exportOf(recruiter, 'inquiry', inquiry.id));
    expect(inquiryCopy.data.inquiries).toEqual([
      expect.objectContaining({
        id: inquiry.id,
        kind: 'contact',
        email,
        consentAt: inquiry.consent_at,
        noticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    ]);
    expect(await auditLines(inquiry.id, EXPORTED_PERSONAL_DATA_AUDIT)).toEqual([
      expect.objectContaining({ actor_id: recruiter.id, record_kind: 'inquiry' }),
    ]);

    const application = await apply(pdfFile(10));
    const applicationCopy = await readZip(await exportOf(recruiter, 'application', application.row.id));
    expect(applicationCopy.data.applications[0].id).toBe(application.row.id);
    expect(await auditLines(application.row.id, EXPORTED_PERSONAL_DATA_AUDIT)).toHaveLength(1);

    // A person's record is the admins' (the People page); their copy includes what their e-mail sent.
    expect((await exportOf(recruiter, 'person', employee.id)).statusCode).toBe(403);
    expect((await exportOf(employee, 'person', employee.id)).statusCode).toBe(403);
    const dana = await api.app.repositories.users.findById(employee.id);
    await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: dana!.email });
    const personCopy = await readZip(await exportOf(admin, 'person', employee.id));
    expect(personCopy.data.profile.id).toBe(employee.id);
    expect(personCopy.data.inquiries.map((row: DataJson) => row.email)).toContain(dana!.email);
    // The admin's export (the person's own downloads are lines of their own).
    expect(
      (await auditLines(employee.id, EXPORTED_PERSONAL_DATA_AUDIT)).filter(
        (line) => line.actor_id !== employee.id,
      ),
    ).toEqual([
      expect.objectContaining({ actor_id: admin.id, record_kind: 'person', record_label: dana!.name }),
    ]);

    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect((await exportOf(recruiter, 'application', unknown)).statusCode).toBe(404);
    expect((await exportOf(admin, 'person', unknown)).statusCode).toBe(404);
    expect((await exportOf(recruiter, 'nobody', unknown)).statusCode).toBe(400);
    expect(await auditLines(unknown, EXPORTED_PERSONAL_DATA_AUDIT)).toEqual([]);
  });
});

describeOnEngines('download my data: rate limits', (engine) => {
  const build = useTestApps(engine);

  async function expectLimited(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(response.body).message).toBeTruthy();
  }

  it('counts a person’s downloads and exports, and the status page’s per address', async () => {
    const api: TestApi = await build({
      env: { ...ENV, PERSON_RATE_LIMIT_PER_MINUTE: '2', FORM_RATE_LIMIT_PER_MINUTE: '2' },
      mailWorker: QUIET_WORKER,
    });
    const { employee, admin } = api.users;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await api.as(employee).get(API_PATHS.downloadMyData)).statusCode).toBe(200);
    }
    const limited = await api.as(employee).get(API_PATHS.downloadMyData);
    await expectLimited(limited);
    expect(errorOf(limited.body).message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    // Another person is not held back by it.
    expect((await api.as(admin).get(API_PATHS.downloadMyData)).statusCode).toBe(200);

    const exportOf = () =>
      api.as(admin).get(API_PATHS.exportPersonalData, { kind: 'person', id: employee.id });
    expect((await exportOf()).statusCode).toBe(200);
    expect((await exportOf()).statusCode).toBe(200);
    await expectLimited(await exportOf());

    const token = randomBytes(32).toString('base64url');
    const ask = () =>
      api.anonymous.post(API_PATHS.downloadMyApplicationData, { token }, { remoteAddress: '127.0.0.9' });
    expect((await ask()).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(404);
    await expectLimited(await ask());
  });
});

describeOnEngines('download my data from S3', (engine) => {
  const { api } = useS3TestApp(engine);
  const { employee } = api.users;

  it('streams the files from the bucket, and names a file gone from it as null', async () => {
    const receipts = [pdfFile(70_000), pdfFile(10)];
    for (const [index, content] of receipts.entries()) {
      const response = await api
        .as(employee)
        .upload(API_PATHS.addExpense, { ...EXPENSE_FIELDS, description: `S3 receipt ${index}` }, [
          { name: 'receipt', filename: `receipt-${index}.pdf`, contentType: 'application/pdf', content },
        ]);
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const gone = await api.app.db
      .selectFrom('expenses')
      .select(['id', 'receipt_file_name'])
      .where('description', '=', 'S3 receipt 1')
      .executeTakeFirstOrThrow();
    await api.app.fileStorage.remove(gone.receipt_file_name);

    const { files, data } = await readZip(await api.as(employee).get(API_PATHS.downloadMyData));
    const byDescription = (description: string) =>
      (data.claims as DataJson[]).find((row) => row.description === description)!;
    const kept = byDescription('S3 receipt 0');
    expect(files.get(kept.receipt.path)?.equals(receipts[0]!)).toBe(true);
    expect(byDescription('S3 receipt 1').receipt).toBeNull();
    expect([...files.keys()].some((name) => name.includes(gone.id))).toBe(false);
  });
});
