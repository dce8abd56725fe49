import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  ApplicationDetailSchema,
  ApplicationPageSchema,
  CAPTCHA_TOKEN_HEADER,
  SubmissionPageSchema,
  type ApplicationsQuery,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  docxFile,
  FAST_CAPTCHA_ENV,
  JOB_APPLICATION_FIELDS,
  pdfFile,
  solveCaptcha,
} from '../../test/lead-fixtures.js';
import { type TestUser } from '../../test/portal-users.js';
import { auditActionsOf } from '../../test/audit-lines.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('back-office applications', (engine) => {
  const api = useTestApp(engine, {
    env: { ...FAST_CAPTCHA_ENV, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  const { employee, partner, admin, recruiter, manager } = api.users;
  let publicId: string;
  let partnerId: string;
  const resume = pdfFile(64);
  beforeAll(async () => {
    publicId = await apply(
      API_PATHS.uaSubmitCandidate,
      'Katherine',
      'katherine@example.com',
      'My CV, final.pdf',
    );
    partnerId = await apply(API_PATHS.submitCandidate, 'Asha', 'asha@example.com', 'asha.pdf', partner);
  });

  /** Applies as the public apply page (or a partner's Submit Candidate) does, with a PDF resume. */
  async function apply(url: string, firstName: string, email: string, fileName: string, user?: TestUser) {
    const response = await api
      .as(user)
      .upload(
        url,
        { ...JOB_APPLICATION_FIELDS, FirstName: firstName, Email: email },
        [{ name: 'file', filename: fileName, contentType: 'application/pdf', content: resume }],
        { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
      );
    expect(response.statusCode, response.body).toBe(200);
    const row = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const list = async (query: ApplicationsQuery = {}, user: TestUser = recruiter) => {
    const response = await api.as(user).get(API_PATHS.getApplications, query);
    expect(response.statusCode, response.body).toBe(200);
    return ApplicationPageSchema.parse(response.json());
  };
  const auditActions = (recordId: string | null) => auditActionsOf(api.app, recordId);

  it('answers 401 without a token and 403 to an employee, a partner and an approver, for every call', async () => {
    const calls = [
      (user?: TestUser) => api.as(user).get(API_PATHS.getApplications),
      (user?: TestUser) => api.as(user).get(`${API_PATHS.getApplication}?id=${publicId}`),
      (user?: TestUser) => api.as(user).post(API_PATHS.updateApplication, { id: publicId, status: 'hired' }),
      (user?: TestUser) => api.as(user).post(API_PATHS.addApplicationNote, { id: publicId, note: 'x' }),
      (user?: TestUser) => api.as(user).get(API_PATHS.exportApplications),
      (user?: TestUser) => api.as(user).get(`${API_PATHS.getResume}?id=${publicId}`),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      for (const user of [employee, partner, manager]) expect((await call(user)).statusCode).toBe(403);
    }
  });

  it('lists public and partner applications newest first as new, filtered by search, status and job', async () => {
    for (const user of [recruiter, admin]) {
      const page = await list({}, user);
      expect(page.items.map((item) => [item.name, item.status, item.submittedBy, item.jobTitle])).toEqual([
        ['Asha Johnson', 'new', 'Parker Partner', 'Senior Data Engineer'],
        ['Katherine Johnson', 'new', null, 'Senior Data Engineer'],
        // The demo applicant, seeded before them.
        ['Maya Lindqvist', 'new', null, 'Senior Data Engineer'],
      ]);
    }
    const names = async (query: ApplicationsQuery) => (await list(query)).items.map((item) => item.name);
    expect(await names({ search: 'asha' })).toEqual(['Asha Johnson']);
    expect(await names({ search: 'KATHERINE@' })).toEqual(['Katherine Johnson']);
    expect(await names({ job: 'senior-data-engineer', search: 'johnson' })).toHaveLength(2);
    // The job's title and its code find its applications too (the demo applicant's among them), with the total.
    expect(await names({ search: 'data ENGINEER' })).toHaveLength(3);
    expect((await list({ search: 'senior-data' })).total).toBe(3);
    expect(await names({ search: 'power bi' })).toEqual([]);
    expect(await names({ job: 'power-bi-developer' })).toEqual([]);
    expect(await names({ status: 'hired' })).toEqual([]);
    expect((await api.as(recruiter).get(`${API_PATHS.getApplications}?status=Submitted`)).statusCode).toBe(
      400,
    );
  });

  it('shows every submitted field, the job, the partner and the resume', async () => {
    const response = await api.as(recruiter).get(`${API_PATHS.getApplication}?id=${partnerId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ApplicationDetailSchema.parse(response.json())).toMatchObject({
      name: 'Asha Johnson',
      email: 'asha@example.com',
      phone: JOB_APPLICATION_FIELDS.phoneNumber,
      linkedIn: JOB_APPLICATION_FIELDS.LinkedIn,
      visaStatus: 'H1B',
      jobName: 'senior-data-engineer',
      jobTitle: 'Senior Data Engineer',
      submittedBy: 'Parker Partner',
      resume: { name: 'asha.pdf', size: resume.length, mimeType: 'application/pdf' },
      status: 'new',
      assignedTo: null,
    });
    expect((await api.as(recruiter).get(`${API_PATHS.getApplication}?id=${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('moves an application through statuses and shows the partner the new label', async () => {
    const assign = await api
      .as(recruiter)
      .post(API_PATHS.updateApplication, { id: partnerId, assignedTo: recruiter.id });
    expect(assign.statusCode, assign.body).toBe(200);
    const screening = await api
      .as(recruiter)
      .post(API_PATHS.updateApplication, { id: partnerId, status: 'submitted-to-client' });
    expect(screening.statusCode, screening.body).toBe(200);
    const noted = await api
      .as(recruiter)
      .post(API_PATHS.addApplicationNote, { id: partnerId, note: 'Strong on Spark.' });
    const detail = ApplicationDetailSchema.parse(noted.json());
    expect(detail).toMatchObject({ status: 'submitted-to-client', assignedTo: { name: 'Rita Recruiter' } });
    expect(detail.notes.map((note) => [note.authorName, note.body])).toEqual([
      ['Rita Recruiter', 'Strong on Spark.'],
    ]);
    expect(detail.history.map((change) => [change.field, change.oldValue, change.newValue])).toEqual(
      expect.arrayContaining([
        ['assignedTo', null, 'Rita Recruiter'],
        ['status', 'New', 'Submitted to client'],
      ]),
    );
    expect(await auditActions(partnerId)).toEqual([
      'Rita Recruiter assigned application Asha Johnson',
      'Rita Recruiter changed status of application: New → Submitted to client Asha Johnson',
      'Rita Recruiter added note Asha Johnson',
    ]);
    const submissions = SubmissionPageSchema.parse(
      (await api.as(partner).get(API_PATHS.getSubmissions)).json(),
    );
    expect(submissions.items[0]).toMatchObject({
      status: 'submitted-to-client',
      statusLabel: 'Submitted to client',
    });
    expect(
      (await api.as(recruiter).post(API_PATHS.updateApplication, { id: partnerId, assignedTo: employee.id }))
        .statusCode,
    ).toBe(400);
  });

  it('serves the resume as a nosniff attachment with a safe file name, and audits it', async () => {
    const response = await api.as(recruiter).get(`${API_PATHS.getResume}?id=${publicId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('attachment; filename="My CV, final.pdf"');
    expect(response.rawPayload.equals(resume)).toBe(true);
    expect(await auditActions(publicId)).toEqual(['Rita Recruiter downloaded resume Katherine Johnson']);
    expect((await api.as(recruiter).get(`${API_PATHS.getResume}?id=${randomUUID()}`)).statusCode).toBe(404);
  });

  it('serves a PDF resume inline to view it (audited as viewed), and a Word one always as an attachment', async () => {
    const response = await api
      .as(recruiter)
      .get(API_PATHS.getResume, { id: publicId, disposition: 'inline' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="My CV, final.pdf"');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(resume)).toBe(true);
    expect((await auditActions(publicId)).at(-1)).toBe('Rita Recruiter viewed resume Katherine Johnson');

    const wordResume = await api.anonymous.upload(
      API_PATHS.uaSubmitCandidate,
      {
        ...JOB_APPLICATION_FIELDS,
        FirstName: 'Wendy',
        Email: 'wendy@example.com',
        // Another job: the tests below count this one's applications.
        skillPosition: 'power-bi-developer',
      },
      [
        {
          name: 'file',
          filename: 'wendy.docx',
          contentType: 'application/octet-stream',
          content: docxFile(),
        },
      ],
      { headers: { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(api.app) } },
    );
    expect(wordResume.statusCode, wordResume.body).toBe(200);
    const { id: wordId } = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', 'wendy@example.com')
      .executeTakeFirstOrThrow();
    const word = await api.as(recruiter).get(API_PATHS.getResume, { id: wordId, disposition: 'inline' });
    expect(word.statusCode, word.body).toBe(200);
    expect(word.headers['content-disposition']).toBe('attachment; filename=wendy.docx');
    expect(
      (await api.as(recruiter).get(API_PATHS.getResume, { id: publicId, disposition: 'page' })).statusCode,
    ).toBe(400);
  });

  it('exports what the filters select as CSV', async () => {
    const response = await api.as(admin).get(`${API_PATHS.exportApplications}?status=submitted-to-client`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=applications-[\d-]+\.csv$/,
    );
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Received,Name,Email,Phone,Job,Visa status,LinkedIn,Status,Assigned to,Submitted by,Possible duplicate',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      /^[^,]+,Asha Johnson,asha@example.com,'\+16045550123,Senior Data Engineer,H1B,https:\/\/www.linkedin.com\/in\/katherine,Submitted to client,Rita Recruiter,Parker Partner,Yes$/,
    );
    expect(await auditActions(null)).toContain('Ada Admin exported applications 1 application');

    // A search finds the applications to the jobs whose title has the text, in the export as in the list.
    const byTitle = await api.as(admin).get(`${API_PATHS.exportApplications}?search=data%20ENGINEER`);
    expect(byTitle.statusCode, byTitle.body).toBe(200);
    expect(byTitle.body.trimEnd().split('\r\n').slice(1)).toHaveLength(3);
  });
});
