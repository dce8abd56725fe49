import fs from 'node:fs';
import path from 'node:path';
import {
  AdminPayslipPageSchema,
  API_PATHS,
  ApiErrorSchema,
  PAYSLIP_MESSAGES,
  PayslipPageSchema,
  UploadPayslipResultSchema,
  USER_TYPES,
  latestPayslipMonth,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { DEMO_EMPLOYEE_ID, DEMO_PARTNER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { filePart } from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SECOND_PDF = Buffer.from('%PDF-1.7\n% replaced\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart body as a browser sends it. */

describeOnEngines('payslips', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;

  const upload = (user: TestUser | undefined, fields: Record<string, string>, file?: Upload) =>
    api.as(user).upload(API_PATHS.uploadPayslip, fields, filePart('file', file));
  const storedPayslips = () => {
    const folder = path.join(api.env.DATA_DIR, 'uploads', 'payslips');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const pdf = (content = PDF): Upload => ({ name: 'payslip-2026-05.pdf', type: 'application/pdf', content });

  it('answers 401 without a token and 403 to everyone but admins, before the body is read', async () => {
    expect(
      (await upload(undefined, { employee: DEMO_EMPLOYEE_ID, month: '2026-01' }, pdf())).statusCode,
    ).toBe(401);
    for (const user of [employee, partner, recruiter, manager]) {
      const refused = await api.as(user).post(API_PATHS.uploadPayslip, '{"nonsense":', {
        headers: { 'content-type': 'application/json' },
      });
      expect(refused.statusCode).toBe(403);
      expect((await api.as(user).get(API_PATHS.getPayslipsAdmin)).statusCode).toBe(403);
    }
    expect((await api.anonymous.get(API_PATHS.getPayslipsAdmin)).statusCode).toBe(401);
    expect((await api.anonymous.get(API_PATHS.getPayslips)).statusCode).toBe(401);
    expect((await api.as(partner).get(API_PATHS.getPayslips)).statusCode).toBe(403);
  });

  it("uploads an employee's payslip, which only that employee lists and downloads", async () => {
    const response = await upload(admin, { employee: DEMO_EMPLOYEE_ID, month: '2026-01' }, pdf());
    expect(response.statusCode, response.body).toBe(201);
    const saved = UploadPayslipResultSchema.parse(response.json());
    expect(saved).toMatchObject({
      employeeId: DEMO_EMPLOYEE_ID,
      employeeName: 'Dana Employee',
      month: '2026-01',
      fileName: 'payslip-2026-01.pdf',
      uploadedFileName: 'payslip-2026-05.pdf',
      size: PDF.length,
      uploadedByName: 'Ada Admin',
      replaced: false,
    });
    expect(storedPayslips()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);

    const own = PayslipPageSchema.parse((await api.as(employee).get(API_PATHS.getPayslips)).json());
    expect(own.items.map((item) => item.month)).toEqual(['2026-01']);
    const download = await api.as(employee).get(API_PATHS.getPayslip, { id: saved.id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename=payslip-2026-01.pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Nobody else gets it through the portal: another employee, and the admin who uploaded it.
    for (const user of [admin, recruiter, await insertUser(api.app, USER_TYPES.employee)]) {
      const refused = await api.as(user).get(API_PATHS.getPayslip, { id: saved.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('%PDF');
      expect(PayslipPageSchema.parse((await api.as(user).get(API_PATHS.getPayslips)).json()).total).toBe(0);
    }
    expect((await api.as(partner).get(API_PATHS.getPayslip, { id: saved.id })).statusCode).toBe(403);
    expect((await api.as(employee).get(API_PATHS.getPayslip, { id: 'not-a-uuid' })).statusCode).toBe(400);

    const audit = await api.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'uploaded payslip')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_name: 'Ada Admin',
        record_kind: 'payslip',
        record_id: saved.id,
        record_label: 'Dana Employee, January 2026',
      }),
    ]);
    const mail = await api.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('cause_kind', '=', 'payslip')
      .execute();
    expect(mail).toEqual([
      expect.objectContaining({ subject: 'Your payslip for January 2026 is ready', cause_id: saved.id }),
    ]);
  });

  it("replaces a month's payslip uploaded again, keeping one per month and removing the old file", async () => {
    const first = UploadPayslipResultSchema.parse(
      (await upload(admin, { employee: DEMO_EMPLOYEE_ID, month: '2026-02' }, pdf())).json(),
    );
    const before = storedPayslips().length;
    const again = await upload(admin, { employee: DEMO_EMPLOYEE_ID, month: '2026-02' }, pdf(SECOND_PDF));
    expect(again.statusCode).toBe(201);
    expect(UploadPayslipResultSchema.parse(again.json())).toMatchObject({ id: first.id, replaced: true });
    expect(storedPayslips()).toHaveLength(before);
    const download = await api.as(employee).get(API_PATHS.getPayslip, { id: first.id });
    expect(download.rawPayload.equals(SECOND_PDF)).toBe(true);

    const own = PayslipPageSchema.parse((await api.as(employee).get(API_PATHS.getPayslips)).json());
    expect(own.items.map((item) => item.month)).toEqual(['2026-02', '2026-01']);
    const all = AdminPayslipPageSchema.parse((await api.as(admin).get(API_PATHS.getPayslipsAdmin)).json());
    expect(all.items.map((item) => [item.employeeName, item.month])).toEqual([
      ['Dana Employee', '2026-02'],
      ['Dana Employee', '2026-01'],
    ]);
    const theirs = AdminPayslipPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getPayslipsAdmin, { employee: DEMO_PARTNER_ID })).json(),
    );
    expect(theirs.total).toBe(0);
  });

  it('refuses a file that is not a PDF, a future month and a partner, with field errors, storing nothing', async () => {
    const before = storedPayslips().length;
    const png = await upload(
      admin,
      { employee: DEMO_EMPLOYEE_ID, month: '2026-03' },
      { name: 'payslip.pdf', type: 'application/pdf', content: PNG },
    );
    expect(png.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(png.json()).errors).toEqual({ file: PAYSLIP_MESSAGES.fileType });

    const [year, month] = latestPayslipMonth().split('-').map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const invalid = await upload(admin, { employee: DEMO_PARTNER_ID, month: nextMonth }, pdf());
    expect(invalid.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(invalid.json()).errors).toEqual({ month: PAYSLIP_MESSAGES.monthFuture });

    const partnerPayslip = await upload(admin, { employee: DEMO_PARTNER_ID, month: '2026-03' }, pdf());
    expect(partnerPayslip.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(partnerPayslip.json()).errors).toEqual({
      employee: PAYSLIP_MESSAGES.employee,
    });

    const missing = await upload(admin, { employee: '', month: 'May' });
    expect(ApiErrorSchema.parse(missing.json()).errors).toEqual({
      employee: PAYSLIP_MESSAGES.employee,
      month: PAYSLIP_MESSAGES.month,
      file: PAYSLIP_MESSAGES.file,
    });
    expect(storedPayslips()).toHaveLength(before);

    const json = await api
      .as(admin)
      .post(API_PATHS.uploadPayslip, {}, { headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(415);
  });

  it("lists and serves a payslip as payslip-YYYY-MM.pdf to its employee, never under the uploader's name", async () => {
    const uploaded = UploadPayslipResultSchema.parse(
      (
        await upload(
          admin,
          { employee: DEMO_EMPLOYEE_ID, month: '2025-11' },
          { name: 'resume.pdf', type: 'application/pdf', content: PDF },
        )
      ).json(),
    );
    expect(uploaded).toMatchObject({ fileName: 'payslip-2025-11.pdf', uploadedFileName: 'resume.pdf' });
    const own = await api.as(employee).get(API_PATHS.getPayslips, { pageSize: '100' });
    expect(own.body).not.toContain('resume.pdf');
    const listed = PayslipPageSchema.parse(own.json()).items.find((item) => item.id === uploaded.id);
    expect(listed?.fileName).toBe('payslip-2025-11.pdf');
    const download = await api.as(employee).get(API_PATHS.getPayslip, { id: uploaded.id });
    expect(download.headers['content-disposition']).toBe('attachment; filename=payslip-2025-11.pdf');
  });

  it('removes a payslip filed by mistake with its file and an audit line; only an admin may', async () => {
    const uploaded = UploadPayslipResultSchema.parse(
      (await upload(admin, { employee: DEMO_EMPLOYEE_ID, month: '2025-10' }, pdf())).json(),
    );
    const before = storedPayslips().length;
    const remove = (user: TestUser | undefined, body: unknown) =>
      api.as(user).post(API_PATHS.removePayslip, body);

    expect((await remove(undefined, { id: uploaded.id })).statusCode).toBe(401);
    for (const user of [employee, partner, recruiter, manager]) {
      expect((await remove(user, { id: uploaded.id })).statusCode).toBe(403);
    }
    expect((await remove(admin, { id: 'nonsense' })).statusCode).toBe(400);
    expect(storedPayslips()).toHaveLength(before);

    const removed = await remove(admin, { id: uploaded.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: uploaded.id, removed: true });
    expect(storedPayslips()).toHaveLength(before - 1);

    const own = PayslipPageSchema.parse((await api.as(employee).get(API_PATHS.getPayslips)).json());
    expect(own.items.map((item) => item.id)).not.toContain(uploaded.id);
    expect((await api.as(employee).get(API_PATHS.getPayslip, { id: uploaded.id })).statusCode).toBe(404);
    const all = AdminPayslipPageSchema.parse((await api.as(admin).get(API_PATHS.getPayslipsAdmin)).json());
    expect(all.items.map((item) => item.id)).not.toContain(uploaded.id);

    const audit = await api.app.db
      .selectFrom('audit_log')
      .select(['actor_name', 'record_label'])
      .where('action', '=', 'removed payslip')
      .where('record_id', '=', uploaded.id)
      .execute();
    expect(audit).toEqual([{ actor_name: 'Ada Admin', record_label: 'Dana Employee, October 2025' }]);
    // Its "payslip is ready" e-mail, sent or still waiting, is withdrawn with it.
    const mail = await api.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('cause_kind', '=', 'payslip')
      .where('cause_id', '=', uploaded.id)
      .execute();
    expect(mail).toEqual([]);

    const again = await remove(admin, { id: uploaded.id });
    expect(again.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(again.json()).message).toBe(PAYSLIP_MESSAGES.notFound);
  });
});
