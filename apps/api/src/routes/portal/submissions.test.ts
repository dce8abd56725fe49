import { randomUUID } from 'node:crypto';
import { API_PATHS, CAPTCHA_TOKEN_HEADER, SubmissionPageSchema, USER_TYPES } from '@smartmove/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed-data.js';
import {
  JOB_APPLICATION_FIELDS,
  docxFile,
  pdfFile,
  solveCaptcha,
  type MultipartFile,
  resume,
} from '../../test/lead-fixtures.js';
import { insertUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

let counter = 0;
const uniqueEmail = () => `submitted+${++counter}@example.com`;

describeOnEngines('submissions', (engine) => {
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '1000' } });
  const { employee, partner } = api.users;
  beforeAll(async () => {
    // No form limit in the way; shared/rate-limits.test.ts tests it.
  });
  const rowsFor = (email: string) =>
    api.app.db.selectFrom('job_applications').selectAll().where('email', '=', email).execute();
  /** Posts the form as the apply page does, with a freshly solved captcha. */
  const submit = async (
    fields: Record<string, string>,
    files: MultipartFile[],
    url: string,
    headers: Record<string, string> = {},
  ) =>
    api.anonymous.upload(url, fields, files, {
      headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app), ...headers },
    });

  async function insertApplication(submittedBy: string | null, firstName: string, jobName: string) {
    await api.app.db
      .insertInto('job_applications')
      .values({
        id: randomUUID(),
        job_name: jobName,
        first_name: firstName,
        last_name: 'Candidate',
        email: `${firstName.toLowerCase()}@example.com`,
        phone: '+12015550100',
        linkedin_url: 'https://linkedin.example.com/in/x',
        visa_status: 166110003,
        resume_file_name: `resumes/${randomUUID()}.pdf`,
        resume_original_name: 'cv.pdf',
        resume_mime_type: 'application/pdf',
        resume_size: 100,
        submitted_by_user_id: submittedBy,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  describe('GET /CRM/GetSubmissions', () => {
    it("lists the partner's own submissions with job title and visa status, nobody else's", async () => {
      const otherPartner = await insertUser(api.app, USER_TYPES.partner);
      await insertApplication(partner.id, 'Asha', 'senior-data-engineer');
      await insertApplication(otherPartner.id, 'Boris', 'power-bi-developer');
      await insertApplication(null, 'Carla', 'power-bi-developer');

      const response = await api.as(partner).get(API_PATHS.getSubmissions);
      expect(response.statusCode).toBe(200);
      const page = SubmissionPageSchema.parse(response.json());
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({
        candidateName: 'Asha Candidate',
        jobName: 'senior-data-engineer',
        jobTitle: 'Senior Data Engineer',
        visaStatus: 'GC',
      });
      const theirs = SubmissionPageSchema.parse(
        (await api.as(otherPartner).get(API_PATHS.getSubmissions)).json(),
      );
      expect(theirs.items.map((item) => item.candidateName)).toEqual(['Boris Candidate']);
    });

    it('answers 401 without a token, 403 for an employee and 400 for a bad page', async () => {
      expect((await api.anonymous.get(API_PATHS.getSubmissions)).statusCode).toBe(401);
      expect((await api.as(employee).get(API_PATHS.getSubmissions)).statusCode).toBe(403);
      expect((await api.as(partner).get(`${API_PATHS.getSubmissions}?page=0`)).statusCode).toBe(400);
    });
  });

  describe('POST /CRM/SubmitCandidate', () => {
    it('requires a token', async () => {
      const response = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: uniqueEmail() },
        [resume(pdfFile())],
        API_PATHS.submitCandidate,
      );
      expect(response.statusCode).toBe(401);
    });

    it('records the signed-in user who submitted the candidate', async () => {
      const partner = DEMO_USERS.find((user) => user.user_type === USER_TYPES.partner)!;
      const token = await api.app.tokens.signAccessToken({
        id: partner.id,
        userType: USER_TYPES.partner,
      });
      const email = uniqueEmail();
      const response = await submit(
        { ...JOB_APPLICATION_FIELDS, Email: email, skillPosition: 'databricks-platform-engineer' },
        [resume(docxFile(), 'cv.docx')],
        API_PATHS.submitCandidate,
        { authorization: `Bearer ${token}` },
      );
      expect(response.statusCode).toBe(200);
      const [row] = await rowsFor(email);
      expect(row).toMatchObject({
        submitted_by_user_id: partner.id,
        job_name: 'databricks-platform-engineer',
      });
    });
  });
});
