import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, ProfileSchema, UploadPayslipResultSchema } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { filePart, pngFile } from '../../test/lead-fixtures.js';
import { DEMO_EMPLOYEE_ID, DEMO_PARTNER_ID } from '../../test/portal-users.js';
import { refuseInserts } from '../../test/refused-inserts.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/**
 * receiveUpload and the change that records its file (services/after-commit.ts): a file the committed change
 * replaced is removed once it has committed, and a file received for a change that rolls back, or that no
 * change took, is removed with it.
 */
describeOnEngines('an upload and the commit of its change', (engine) => {
  const api = useTestApp(engine);
  const { admin, employee } = api.users;

  const filesIn = (folder: string) => {
    const dir = path.join(api.env.DATA_DIR, 'uploads', folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const uploadPayslip = (month: string, text: string) =>
    api
      .as(admin)
      .upload(
        API_PATHS.uploadPayslip,
        { employee: DEMO_EMPLOYEE_ID, month },
        filePart('file', { name: `${text}.pdf`, type: 'application/pdf', content: pdf(text) }),
      );

  it('removes the profile image a committed change replaced, and keeps the new one', async () => {
    const upload = () =>
      api
        .as(employee)
        .upload(
          API_PATHS.uploadProfileImage,
          {},
          filePart('file', { name: 'me.png', type: 'image/png', content: pngFile() }),
        );
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const [kept] = filesIn('profile-images');
    const second = await upload();
    expect(ProfileSchema.parse(second.json()).hasProfileImage).toBe(true);
    const stored = filesIn('profile-images');
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(kept);
  });

  it("removes the replaced month's payslip file once the replacement has committed", async () => {
    expect((await uploadPayslip('2025-03', 'first')).statusCode).toBe(201);
    const [first] = filesIn('payslips');
    const replaced = await uploadPayslip('2025-03', 'second');
    expect(UploadPayslipResultSchema.parse(replaced.json()).replaced).toBe(true);
    const stored = filesIn('payslips');
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(first);
  });

  it('removes the file of a change that rolls back, and keeps the one it was to replace', async () => {
    const standing = UploadPayslipResultSchema.parse((await uploadPayslip('2025-04', 'standing')).json());
    const before = filesIn('payslips');
    const undo = await refuseInserts(api.app.db, engine, 'audit_log');
    let failed;
    try {
      failed = await uploadPayslip('2025-04', 'rolled back');
    } finally {
      await undo();
    }
    expect(failed.statusCode).toBe(500);
    expect(filesIn('payslips')).toEqual(before);
    // The month's payslip stands, with its file.
    const download = await api.as(employee).get(API_PATHS.getPayslip, { id: standing.id });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf('standing'));
  });

  it('removes the file of a request its service refused, which no change kept', async () => {
    const before = filesIn('payslips');
    const refused = await api
      .as(admin)
      .upload(
        API_PATHS.uploadPayslip,
        { employee: DEMO_PARTNER_ID, month: '2025-05' },
        filePart('file', { name: 'nobody.pdf', type: 'application/pdf', content: pdf('nobody') }),
      );
    expect(refused.statusCode).toBe(400);
    expect(filesIn('payslips')).toEqual(before);
  });
});
