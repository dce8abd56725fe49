import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  InquiryDetailSchema,
  InquiryPageSchema,
  MESSAGE_TYPES,
  type InquiriesQuery,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { type TestUser } from '../../test/portal-users.js';
import { auditActionsOf } from '../../test/audit-lines.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

describeOnEngines('back-office inquiries', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner, admin, recruiter, manager } = api.users;
  let contactId: string;
  let consultationId: string;
  let leadId: string;
  beforeAll(async () => {
    contactId = await insertContact(
      'Olive',
      'Oyster',
      'We need a data platform review.',
      '2026-01-01T10:00:00.000Z',
    );
    consultationId = await insertContact(
      'Grace',
      'Hopper',
      'Modernise our claims pipeline.',
      '2026-01-02T10:00:00.000Z',
      MESSAGE_TYPES.consultation,
    );
    leadId = await insertLead('Linus', 'Torvalds', '2026-01-03T10:00:00.000Z');
  });

  async function insertContact(
    firstName: string,
    lastName: string,
    message: string,
    createdAt: string,
    messageType: number = MESSAGE_TYPES.contact,
  ) {
    const id = randomUUID();
    const consultation = messageType === MESSAGE_TYPES.consultation;
    await api.app.db
      .insertInto('contact_messages')
      .values({
        id,
        message_type: messageType,
        first_name: firstName,
        last_name: lastName,
        email: `${firstName.toLowerCase()}@example.com`,
        message,
        partner_reference: consultation ? 'Acme Partners' : '',
        employee_reference: '',
        phone: consultation ? '+12015550199' : null,
        position: consultation ? 'CTO' : null,
        project: consultation ? 'Federal' : null,
        created_at: createdAt,
      })
      .execute();
    return id;
  }

  async function insertLead(firstName: string, lastName: string, createdAt: string) {
    const id = randomUUID();
    await api.app.db
      .insertInto('candidate_leads')
      .values({
        id,
        first_name: firstName,
        last_name: lastName,
        email: `${firstName.toLowerCase()}@example.com`,
        phone: '+919812345678',
        linkedin_url: 'https://www.linkedin.com/in/linus',
        created_at: createdAt,
      })
      .execute();
    await api.app.db
      .insertInto('candidate_lead_skills')
      .values([
        {
          id: randomUUID(),
          lead_id: id,
          position: 0,
          skill: 'PySpark',
          category: 'Programming Languages',
          years_experience: 4,
        },
        {
          id: randomUUID(),
          lead_id: id,
          position: 1,
          skill: 'Jenkins',
          category: 'Others',
          years_experience: 2,
        },
      ])
      .execute();
    return id;
  }
  const list = async (query: InquiriesQuery = {}, user: TestUser = recruiter) => {
    const response = await api.as(user).get(API_PATHS.getInquiries, query);
    expect(response.statusCode, response.body).toBe(200);
    return InquiryPageSchema.parse(response.json());
  };
  const auditActions = (recordId: string | null) => auditActionsOf(api.app, recordId);

  it('answers 401 without a token and 403 to an employee, a partner and an approver, for every call', async () => {
    const calls = [
      (user?: TestUser) => api.as(user).get(API_PATHS.getInquiries),
      (user?: TestUser) => api.as(user).get(`${API_PATHS.getInquiry}?id=${contactId}`),
      (user?: TestUser) => api.as(user).post(API_PATHS.updateInquiry, { id: contactId, status: 'closed' }),
      (user?: TestUser) => api.as(user).post(API_PATHS.addInquiryNote, { id: contactId, note: 'x' }),
      (user?: TestUser) => api.as(user).get(API_PATHS.exportInquiries),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      for (const user of [employee, partner, manager]) expect((await call(user)).statusCode).toBe(403);
    }
    // An invalid body is still refused as 403 first: access is decided before the body is read.
    expect((await api.as(manager).post(API_PATHS.updateInquiry, { nonsense: true })).statusCode).toBe(403);
  });

  it('lists every kind newest first, to a recruiter and to an admin', async () => {
    for (const user of [recruiter, admin]) {
      const page = await list({}, user);
      expect(page.total).toBe(3);
      expect(page.items.map((item) => [item.name, item.kind, item.status])).toEqual([
        ['Linus Torvalds', 'know-your-worth', 'new'],
        ['Grace Hopper', 'consultation', 'new'],
        ['Olive Oyster', 'contact', 'new'],
      ]);
    }
    const [lead, consultation] = (await list()).items;
    expect(lead!.summary).toBe('PySpark (4 yrs), Jenkins (2 yrs)');
    expect(consultation).toMatchObject({
      email: 'grace@example.com',
      summary: 'Modernise our claims pipeline.',
    });
    expect((await list({ page: 2, pageSize: 2 })).items.map((item) => item.name)).toEqual(['Olive Oyster']);
  });

  it('filters by search text (name, e-mail, message), kind and status', async () => {
    const names = async (query: InquiriesQuery) => (await list(query)).items.map((item) => item.name);
    expect(await names({ search: 'olive oys' })).toEqual(['Olive Oyster']);
    expect(await names({ search: 'GRACE@example' })).toEqual(['Grace Hopper']);
    expect(await names({ search: 'claims pipeline' })).toEqual(['Grace Hopper']);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ kind: 'know-your-worth' })).toEqual(['Linus Torvalds']);
    expect(await names({ kind: 'contact' })).toEqual(['Olive Oyster']);
    expect(await names({ kind: 'consultation' })).toEqual(['Grace Hopper']);
    expect(await names({ status: 'closed' })).toEqual([]);
    expect((await api.as(recruiter).get(`${API_PATHS.getInquiries}?kind=spam`)).statusCode).toBe(400);
  });

  it('shows every submitted field of each kind', async () => {
    const detail = async (id: string) => {
      const response = await api.as(recruiter).get(`${API_PATHS.getInquiry}?id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return InquiryDetailSchema.parse(response.json());
    };
    expect(await detail(consultationId)).toMatchObject({
      kind: 'consultation',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+12015550199',
      position: 'CTO',
      project: 'Federal',
      partnerReference: 'Acme Partners',
      message: 'Modernise our claims pipeline.',
      status: 'new',
      assignedTo: null,
      notes: [],
      history: [],
    });
    expect(await detail(leadId)).toMatchObject({
      kind: 'know-your-worth',
      phone: '+919812345678',
      linkedIn: 'https://www.linkedin.com/in/linus',
      message: null,
      skills: [
        { skill: 'PySpark', category: 'Programming Languages', years: 4 },
        { skill: 'Jenkins', category: 'Others', years: 2 },
      ],
    });
    expect((await api.as(recruiter).get(`${API_PATHS.getInquiry}?id=${randomUUID()}`)).statusCode).toBe(404);
  });

  it('assigns, changes the status and adds notes, with history and audit lines', async () => {
    const assign = await api
      .as(recruiter)
      .post(API_PATHS.updateInquiry, { id: contactId, assignedTo: recruiter.id });
    expect(assign.statusCode, assign.body).toBe(200);
    const closed = await api.as(recruiter).post(API_PATHS.updateInquiry, { id: contactId, status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    const noted = await api
      .as(recruiter)
      .post(API_PATHS.addInquiryNote, { id: contactId, note: 'Called back, all done.' });
    expect(noted.statusCode, noted.body).toBe(200);
    const detail = InquiryDetailSchema.parse(noted.json());
    expect(detail).toMatchObject({
      status: 'closed',
      assignedTo: { id: recruiter.id, name: 'Rita Recruiter' },
    });
    expect(detail.notes).toEqual([
      expect.objectContaining({ authorName: 'Rita Recruiter', body: 'Called back, all done.' }),
    ]);
    expect(
      detail.history.map((change) => [change.actorName, change.field, change.oldValue, change.newValue]),
    ).toEqual(
      expect.arrayContaining([
        ['Rita Recruiter', 'assignedTo', null, 'Rita Recruiter'],
        ['Rita Recruiter', 'status', 'New', 'Closed'],
      ]),
    );
    expect(await auditActions(contactId)).toEqual([
      'Rita Recruiter assigned inquiry Olive Oyster',
      'Rita Recruiter changed status of inquiry: New → Closed Olive Oyster',
      'Rita Recruiter added note Olive Oyster',
    ]);
    // The same value again changes nothing and writes nothing.
    await api.as(recruiter).post(API_PATHS.updateInquiry, { id: contactId, status: 'closed' });
    expect(await auditActions(contactId)).toHaveLength(3);

    expect((await list({ status: 'closed' })).items.map((item) => item.name)).toEqual(['Olive Oyster']);
    expect((await list({ assignedTo: recruiter.id })).items.map((item) => item.name)).toEqual([
      'Olive Oyster',
    ]);
    expect((await list({ assignedTo: 'none' })).total).toBe(2);

    // A lead's status lives in its own table.
    const lead = await api.as(admin).post(API_PATHS.updateInquiry, { id: leadId, status: 'in-progress' });
    expect(InquiryDetailSchema.parse(lead.json()).status).toBe('in-progress');
  });

  it('refuses an assignee who is not an active staff member, an empty note and an unknown inquiry', async () => {
    const notStaff = await api
      .as(recruiter)
      .post(API_PATHS.updateInquiry, { id: consultationId, assignedTo: employee.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toMatchObject({ errors: { assignedTo: expect.any(String) } });
    expect((await api.as(recruiter).post(API_PATHS.updateInquiry, { id: consultationId })).statusCode).toBe(
      400,
    );
    expect(
      (await api.as(recruiter).post(API_PATHS.updateInquiry, { id: consultationId, status: 'lost' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.as(recruiter).post(API_PATHS.addInquiryNote, { id: consultationId, note: '  ' })).statusCode,
    ).toBe(400);
    expect(
      (await api.as(recruiter).post(API_PATHS.addInquiryNote, { id: randomUUID(), note: 'Hi' })).statusCode,
    ).toBe(404);
    expect(await auditActions(consultationId)).toEqual([]);
  });

  it('exports what the filters select as a formula-safe, correctly quoted CSV', async () => {
    await insertContact(
      'Eve',
      'Evil',
      '=HYPERLINK("http://evil.example","click"), then more',
      '2026-01-04T10:00:00.000Z',
    );
    await insertContact('@Mallory', 'Quote', 'She said "hi",\nthen left', '2026-01-05T10:00:00.000Z');
    const response = await api.as(recruiter).get(`${API_PATHS.exportInquiries}?kind=contact&search=e`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=inquiries-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Received,Kind,Name,Email,Phone,Status,Assigned to,Position,Project,LinkedIn,Skills,Message',
    );
    expect(response.body.slice(1)).toBe(
      [
        lines[0],
        `2026-01-05T10:00:00.000Z,Contact,'@Mallory Quote,'@mallory@example.com,,New,,,,,,"She said ""hi"",\nthen left"`,
        `2026-01-04T10:00:00.000Z,Contact,Eve Evil,eve@example.com,,New,,,,,,"'=HYPERLINK(""http://evil.example"",""click""), then more"`,
        `2026-01-01T10:00:00.000Z,Contact,Olive Oyster,olive@example.com,,Closed,Rita Recruiter,,,,,We need a data platform review.`,
        '',
      ].join('\r\n'),
    );
    expect(await auditActions(null)).toContain('Rita Recruiter exported inquiries 3 inquiries');
  });
});
