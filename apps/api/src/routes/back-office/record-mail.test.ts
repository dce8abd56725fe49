import {
  ACCOUNT_STATUSES,
  API_PATHS,
  AuditLogPageSchema,
  PEOPLE_MESSAGES,
  PeoplePageSchema,
  PersonSchema,
  STAFF_ROLES,
  USER_TYPES,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import {
  errorOf,
  newPhone,
  RELAXED_CODE_LIMITS,
  registerNewPhone,
  ResponseRecorder,
} from '../../test/auth-support.js';
import { deliveredMail, isSentTo } from '../../test/delivered-mail.js';
import {
  CONTACT_MESSAGE,
  FAST_CAPTCHA_ENV,
  JOB_APPLICATION_FIELDS,
  applyAnonymously,
} from '../../test/lead-fixtures.js';
import { DEMO_EMPLOYEE_ID, insertUser, submitTimeSheetAsNewWorker } from '../../test/portal-users.js';
import { refuseInserts } from '../../test/refused-inserts.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const SITE = 'https://smartmove.example.org';
const ADMIN_EMAIL = 'ada.admin@example.com';

let counter = 0;
const unique = (email: string) => email.replace('@', `+links${++counter}@`);

/** Every e-mail about a record links to it (docs/product.md#e-mail), and sign-ups reach the admins. */
describeOnEngines('e-mail links to its record', (engine) => {
  const api = useTestApp(engine, {
    env: {
      ...FAST_CAPTCHA_ENV,
      ...RELAXED_CODE_LIMITS,
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      SITE_URL: SITE,
    },
    mailWorker: { pollIntervalMs: 3_600_000 },
  });
  const { admin, manager, recruiter } = api.users;
  const recorder = new ResponseRecorder(() => api.app);
  /** The delivered e-mail to `to` whose subject contains `subject`, the newest first. */
  const mailTo = async (to: string, subject: string) =>
    (await deliveredMail(api)).filter((mail) => mail.to === to && mail.subject.includes(subject)).reverse();
  const people = async (query: Record<string, string>) =>
    PeoplePageSchema.parse((await api.as(admin).get(API_PATHS.getPeople, query)).json());

  it('links a staff alert to the inquiry and the application in the back office', async () => {
    const email = unique(CONTACT_MESSAGE.pro_email);
    expect(
      (await api.anonymous.post(API_PATHS.addContactUs, { ...CONTACT_MESSAGE, pro_email: email })).statusCode,
    ).toBe(200);
    const inquiry = await api.app.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const [inquiryAlert] = (await deliveredMail(api)).filter(
      (mail) => isSentTo(mail, ADMIN_EMAIL) && mail.text.includes(`<${email}>`),
    );
    expect(inquiryAlert?.text).toContain(`\n${SITE}/back-office/inquiries/${inquiry.id}\n`);

    const applicant = unique(JOB_APPLICATION_FIELDS.Email);
    const applied = await applyAnonymously(api, { Email: applicant });
    expect(applied.statusCode, applied.body).toBe(200);
    const application = await api.app.db
      .selectFrom('job_applications')
      .select('id')
      .where('email', '=', applicant)
      .executeTakeFirstOrThrow();
    const [applicationAlert] = (await deliveredMail(api)).filter(
      (mail) => isSentTo(mail, ADMIN_EMAIL) && mail.text.includes(`<${applicant}>`),
    );
    expect(applicationAlert?.text).toContain(`\n${SITE}/back-office/applications/${application.id}\n`);
  });

  it("links a decision to the author's portal screen: time sheet, case reply", async () => {
    const { worker, sheet } = await submitTimeSheetAsNewWorker(api);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const decided = await api.as(manager).post(API_PATHS.decideApproval, {
      kind: 'time-sheet',
      ids: [sheet.json<{ id: string }>().id],
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [decision] = await mailTo(`${worker.id}@example.com`, 'Approved: your time sheet');
    expect(decision?.text).toContain(`\n${SITE}/time-sheet\n`);

    const supportCase = await api.app.services.cases.create(DEMO_EMPLOYEE_ID, {
      title: 'Badge does not open the door',
      category: 'IT and equipment',
      priority: 'Low',
      description: 'Since Monday.',
    });
    const replied = await api
      .as(admin)
      .post(API_PATHS.replyCase, { id: supportCase.id, body: 'On its way.' });
    expect(replied.statusCode, replied.body).toBe(200);
    const [reply] = (await deliveredMail(api)).filter((mail) =>
      mail.subject.includes(`New reply on your case ${supportCase.reference}`),
    );
    expect(reply?.text).toContain(`\n${SITE}/support\n`);
  });

  it('tells every admin of a sign-up, linking it on the People page, in the transaction of the account', async () => {
    const undo = await refuseInserts(api.app.db, engine, 'mail_outbox');
    let refused;
    try {
      refused = await registerNewPhone(recorder, api.env.DATA_DIR, {
        name: 'Sam Signup',
        email: 'sam@example.com',
        userType: USER_TYPES.employee,
      });
    } finally {
      await undo();
    }
    expect(refused.response.statusCode).toBe(500);
    // No account without its alert, and no audit line.
    expect((await people({ search: refused.phone })).total).toBe(0);
    const lines = AuditLogPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '100' })).json(),
    ).items;
    expect(lines.some((line) => line.recordLabel === 'Sam Signup')).toBe(false);

    const { phone, response } = await registerNewPhone(recorder, api.env.DATA_DIR, {
      name: 'Sam Signup',
      email: 'sam@example.com',
      userType: USER_TYPES.partner,
      companyName: 'Sam Staffing LLC',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [alert] = await mailTo(ADMIN_EMAIL, 'New sign-up waiting for approval: Sam Signup');
    const link = `${SITE}/back-office/people?status=pending&search=${encodeURIComponent(phone)}`;
    expect(alert?.text).toContain(`\n${link}\n`);
    expect(alert?.text).toContain('Company: Sam Staffing LLC');
    // Only admins: the recruiter and the approver are not told.
    const told = (await deliveredMail(api)).filter((mail) => mail.subject.includes('Sam Signup'));
    expect(told.map((mail) => mail.to)).toEqual([ADMIN_EMAIL]);
    const [person] = (await people({ search: phone })).items;
    expect(person?.status).toBe(ACCOUNT_STATUSES.pending);
    const after = AuditLogPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '100' })).json(),
    ).items;
    expect(after.filter((line) => line.recordId === person!.id && line.action === 'signed up')).toMatchObject(
      [{ actorName: 'Sam Signup' }],
    );
  });

  it('tells the person of an approved or declined sign-up, with where to go next', async () => {
    const approved = await registerNewPhone(recorder, api.env.DATA_DIR, {
      name: 'Ann Approved',
      email: 'ann.approved@example.com',
      userType: USER_TYPES.employee,
    });
    const declined = await registerNewPhone(recorder, api.env.DATA_DIR, {
      name: 'Dan Declined',
      email: 'dan.declined@example.com',
      userType: USER_TYPES.employee,
    });
    const [ann] = (await people({ search: approved.phone })).items;
    const [dan] = (await people({ search: declined.phone })).items;
    expect(
      (await api.as(admin).post(API_PATHS.updatePerson, { id: ann!.id, action: 'approve' })).statusCode,
    ).toBe(200);
    expect(
      (await api.as(admin).post(API_PATHS.updatePerson, { id: dan!.id, action: 'decline' })).statusCode,
    ).toBe(200);
    const [welcome] = await mailTo('ann.approved@example.com', 'account is approved');
    expect(welcome?.text).toContain(`\n${SITE}/sign-in\n`);
    const [sorry] = await mailTo('dan.declined@example.com', 'sign-up was declined');
    expect(sorry?.text).toContain(`\n${SITE}/contact-us\n`);
  });

  it("edits a person's name, phone and e-mail, audited; a phone already taken is refused", async () => {
    const person = await insertUser(api.app, USER_TYPES.employee);
    const phone = newPhone();
    const edited = await api.as(admin).post(API_PATHS.updatePerson, {
      id: person.id,
      name: '  Erin Edited ',
      phoneNo: phone,
      email: 'erin.edited@example.com',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(PersonSchema.parse(edited.json())).toMatchObject({
      name: 'Erin Edited',
      phoneNo: phone,
      email: 'erin.edited@example.com',
    });
    const lines = AuditLogPageSchema.parse(
      (await api.as(admin).get(API_PATHS.getAuditLog, { pageSize: '100' })).json(),
    ).items.filter((line) => line.recordId === person.id);
    expect(lines.map((line) => line.action).sort()).toEqual([
      'changed e-mail',
      'changed name',
      'changed phone',
    ]);

    const taken = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: person.id, phoneNo: '+12015550125' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken.body).errors).toEqual({ phoneNo: PEOPLE_MESSAGES.phoneTaken });
    const invalid = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: person.id, email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorOf(invalid.body).errors ?? {})).toEqual(['email']);
    const [unchanged] = (await people({ search: phone })).items;
    expect(unchanged?.email).toBe('erin.edited@example.com');
  });

  it('offers approvers only as managers, and refuses anyone else', async () => {
    const approvers = await people({
      status: 'active',
      userType: '173020001',
      staffRole: STAFF_ROLES.approver,
    });
    expect(approvers.items.length).toBeGreaterThan(0);
    for (const person of approvers.items) expect(person.staffRoles).toContain(STAFF_ROLES.approver);
    expect(approvers.items.map((person) => person.id)).toContain(manager.id);
    expect(approvers.items.map((person) => person.id)).not.toContain(recruiter.id);

    const person = await insertUser(api.app, USER_TYPES.employee);
    const refused = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: person.id, managerId: recruiter.id });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body).errors).toEqual({ managerId: PEOPLE_MESSAGES.managerInvalid });
    const accepted = await api
      .as(admin)
      .post(API_PATHS.updatePerson, { id: person.id, managerId: manager.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
