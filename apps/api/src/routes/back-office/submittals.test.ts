import { randomUUID } from 'node:crypto';
import {
  AdminJobPageSchema,
  AdminJobSchema,
  API_PATHS,
  ClientNamePageSchema,
  ClientSchema,
  JOB_MESSAGES,
  RightToRepresentSchema,
  SUBMITTAL_MESSAGES,
  SubmittalConflictSchema,
  SubmittalSchema,
  USER_TYPES,
  type Submittal,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { actorActionsOf } from '../../test/audit-lines.js';
import { deliveredMail, type DeliveredMail } from '../../test/delivered-mail.js';
import { insertUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const RTR_LINK = /\/rtr\/([A-Za-z0-9_-]{43})\b/;
const DAY = 86_400_000;

describeOnEngines('submittals and the right to represent', (engine) => {
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '100000' } });
  const { recruiter, employee, admin } = api.users;
  let clientJob: string;
  let otherClientJob: string;
  let sameClientOtherJob: string;
  let noClientJob: string;
  let contosoId: string;

  /** A job naming one of the firm's clients (`clientId`), or only an end client's name, or neither. */
  const addJob = async (title: string, client: { clientId?: string; endClient?: string } = {}) => {
    const response = await api.as(recruiter).post(API_PATHS.addC2CJob, {
      title,
      location: 'Seattle, WA',
      description: 'Build pipelines.',
      skills: 'Spark, SQL',
      rate: '$80/hr',
      ...client,
    });
    expect(response.statusCode, response.body).toBe(200);
    return AdminJobSchema.parse(response.json());
  };

  /** A client of the firm's, as finance adds it (the admin here). */
  const addClient = async (name: string) => {
    const response = await api.as(admin).post(API_PATHS.addClient, {
      name,
      billingEmails: ['ap@client.example'],
      address: '1 Main Street, Seattle, WA',
      country: 'US',
      state: 'WA',
      entity: 'seattle',
      currency: 'USD',
    });
    expect(response.statusCode, response.body).toBe(200);
    return ClientSchema.parse(response.json());
  };

  /** An application stored as the public form stores one (the form's captcha is another suite's). */
  const addApplication = async (person: { first: string; email: string; phone: string }) => {
    const id = randomUUID();
    await api.app.db
      .insertInto('job_applications')
      .values({
        id,
        job_name: 'senior-data-engineer',
        first_name: person.first,
        last_name: 'Candidate',
        email: person.email,
        phone: person.phone,
        linkedin_url: '',
        visa_status: 1,
        resume_file_name: `${id}.pdf`,
        resume_original_name: 'resume.pdf',
        resume_mime_type: 'application/pdf',
        resume_size: 100,
        submitted_by_user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  };

  const submit = (applicationId: string, jobId: string, billRate = 9500) =>
    api.as(recruiter).post(API_PATHS.submitToClient, {
      candidate: { source: 'application', id: applicationId },
      jobId,
      billRate,
    });

  const submitted = async (applicationId: string, jobId: string, billRate = 9500) => {
    const response = await submit(applicationId, jobId, billRate);
    expect(response.statusCode, response.body).toBe(200);
    return SubmittalSchema.parse(response.json());
  };

  /** The right-to-represent e-mail to `to`, as delivered (the token is put in as it is sent). */
  const rtrMailTo = async (to: string): Promise<{ mail: DeliveredMail; token: string }> => {
    const mails = (await deliveredMail(api)).filter((mail) => mail.to === to);
    const mail = mails.findLast((sent) => RTR_LINK.test(sent.text));
    const token = mail ? RTR_LINK.exec(mail.text)?.[1] : undefined;
    if (!mail || !token) throw new Error(`no right-to-represent e-mail to ${to}`);
    return { mail, token };
  };

  const view = (token: string) => api.anonymous.get(API_PATHS.getRightToRepresent, { token });
  const answer = (token: string, choice: 'agree' | 'decline', remoteAddress = '203.0.113.7') =>
    api.anonymous.post(API_PATHS.answerRightToRepresent, { token, answer: choice }, { remoteAddress });
  const getSubmittal = async (id: string): Promise<Submittal> => {
    const response = await api.as(recruiter).get(API_PATHS.getSubmittal, { id });
    expect(response.statusCode, response.body).toBe(200);
    return SubmittalSchema.parse(response.json());
  };
  const move = (id: string, state: string) =>
    api.as(recruiter).post(API_PATHS.updateSubmittal, { id, state });

  let people = 0;
  const person = () => {
    people += 1;
    return {
      first: `Person${people}`,
      email: `person${people}.${engine}@example.com`,
      phone: `+1 206 555 ${String(1000 + people).padStart(4, '0')}`,
    };
  };

  beforeAll(async () => {
    // Recruiters read the clients' names (the job form's "Client"), the seeded Contoso Retail among them.
    const names = await api.as(recruiter).get(API_PATHS.getClientNames, { pageSize: 100 });
    expect(names.statusCode, names.body).toBe(200);
    const contoso = ClientNamePageSchema.parse(names.json()).items.find(
      (client) => client.name === 'Contoso Retail',
    );
    if (!contoso) throw new Error('the demo client Contoso Retail is missing');
    contosoId = contoso.id;
    clientJob = (await addJob('Spark Engineer', { clientId: contosoId })).id;
    // The typed end client gives way to the client's name.
    sameClientOtherJob = (await addJob('SQL Developer', { clientId: contosoId, endClient: 'Other' })).id;
    otherClientJob = (await addJob('Data Analyst', { clientId: (await addClient('Fabrikam')).id })).id;
    noClientJob = (await addJob('Platform Engineer')).id;
  });

  it("names the client on the job, its name the job's end client; recruiters read no billing data", async () => {
    const job = await addJob('Kafka Engineer', { clientId: contosoId });
    expect(job).toMatchObject({ clientId: contosoId, endClient: 'Contoso Retail' });
    const named = await addJob('Flink Engineer', { endClient: 'Northwind' });
    expect(named).toMatchObject({ clientId: null, endClient: 'Northwind' });

    const unknown = await api.as(recruiter).post(API_PATHS.updateC2CJob, {
      id: named.id,
      title: 'Flink Engineer',
      location: 'Seattle, WA',
      description: 'Build pipelines.',
      skills: 'Spark, SQL',
      rate: '$80/hr',
      clientId: randomUUID(),
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { clientId: JOB_MESSAGES.clientNotFound } });

    // A client renamed by finance is the new name on its jobs.
    const tailspin = await addClient('Tailspin Toys');
    const tailspinJob = await addJob('Rust Engineer', { clientId: tailspin.id });
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = tailspin;
    const renamed = await api
      .as(admin)
      .post(API_PATHS.updateClient, { ...fields, id: tailspin.id, name: 'Tailspin Toys Inc' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = await api.as(recruiter).get(API_PATHS.getJobsAdmin, { search: 'Rust Engineer' });
    expect(AdminJobPageSchema.parse(listed.json()).items).toEqual([
      expect.objectContaining({ id: tailspinJob.id, endClient: 'Tailspin Toys Inc' }),
    ]);

    expect((await api.as(recruiter).get(API_PATHS.getClients)).statusCode).toBe(403);
    expect((await api.as(employee).get(API_PATHS.getClientNames)).statusCode).toBe(403);
  });

  it('e-mails the candidate the job, the end client and the rate with a single-use link, and opening it changes nothing', async () => {
    const candidate = person();
    const application = await addApplication(candidate);
    const submittal = await submitted(application, clientJob, 9550);
    expect(submittal).toMatchObject({
      state: 'waiting_for_consent',
      candidate: { source: 'application', id: application, name: `${candidate.first} Candidate` },
      jobTitle: 'Spark Engineer',
      endClient: 'Contoso Retail',
      billRate: 9550,
      currency: 'USD',
      consent: { answer: null, at: null, ipAddress: null },
    });

    const { mail, token } = await rtrMailTo(candidate.email);
    expect(mail.text).toContain('Spark Engineer');
    expect(mail.text).toContain('End client: Contoso Retail');
    expect(mail.text).toContain('Bill rate: $95.50/hr');
    // The outbox never held the token, only its hash is kept on the submittal.
    const stored = await api.app.db
      .selectFrom('submittals')
      .selectAll()
      .where('id', '=', submittal.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    for (let opened = 0; opened < 3; opened += 1) {
      const shown = await view(token);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(RightToRepresentSchema.parse(shown.json())).toEqual({
        candidateName: `${candidate.first} Candidate`,
        jobTitle: 'Spark Engineer',
        jobLocation: 'Seattle, WA',
        endClient: 'Contoso Retail',
        billRate: 9550,
        currency: 'USD',
        recruiterName: 'Rita Recruiter',
      });
    }
    expect(await getSubmittal(submittal.id)).toEqual(submittal);
    expect(await actorActionsOf(api.app, submittal.id)).toEqual([
      'Rita Recruiter: submitted candidate to client',
    ]);
  });

  it('keeps an agreement with its time and address, once; a used link says so', async () => {
    const candidate = person();
    const submittal = await submitted(await addApplication(candidate), otherClientJob);
    const { token } = await rtrMailTo(candidate.email);
    const before = Date.now();
    const agreed = await answer(token, 'agree');
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ answer: 'agreed' });

    const after = await getSubmittal(submittal.id);
    expect(after.state).toBe('consent_given');
    expect(after.consent.answer).toBe('agreed');
    expect(after.consent.ipAddress).toBe('203.0.113.7');
    expect(Date.parse(after.consent.at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    for (const used of [await view(token), await answer(token, 'decline'), await answer(token, 'agree')]) {
      expect(used.statusCode, used.body).toBe(404);
      expect(used.json()).toEqual({ message: SUBMITTAL_MESSAGES.unusable });
    }
    expect((await getSubmittal(submittal.id)).consent.answer).toBe('agreed');
    expect(await actorActionsOf(api.app, submittal.id)).toEqual([
      'Rita Recruiter: submitted candidate to client',
      'Candidate: agreed to be represented (from e-mail)',
    ]);
  });

  it('keeps a refusal; staff cannot submit a declined candidate to the client', async () => {
    const candidate = person();
    const submittal = await submitted(await addApplication(candidate), noClientJob);
    const { token } = await rtrMailTo(candidate.email);
    const declined = await answer(token, 'decline', '198.51.100.4');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ answer: 'declined' });
    const after = await getSubmittal(submittal.id);
    expect(after).toMatchObject({
      state: 'declined',
      consent: { answer: 'declined', ipAddress: '198.51.100.4' },
    });
    const refused = await move(submittal.id, 'submitted_to_client');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A submittal cannot move from Declined to Submitted to client.',
    });
    expect(await actorActionsOf(api.app, submittal.id)).toContain(
      'Candidate: declined to be represented (from e-mail)',
    );
  });

  it('refuses a link that is unknown, malformed, expired or voided by a withdrawal', async () => {
    for (const token of ['x'.repeat(43), 'not a token', '']) {
      const response = await view(token);
      expect(response.statusCode, response.body).toBe(404);
    }
    const candidate = person();
    const withdrawn = await submitted(await addApplication(candidate), noClientJob);
    const { token } = await rtrMailTo(candidate.email);
    expect((await move(withdrawn.id, 'withdrawn')).statusCode).toBe(200);
    expect((await view(token)).statusCode).toBe(404);
    expect((await answer(token, 'agree')).statusCode).toBe(404);
    expect((await getSubmittal(withdrawn.id)).state).toBe('withdrawn');

    const late = person();
    const expiring = await submitted(await addApplication(late), otherClientJob);
    const { token: lateToken } = await rtrMailTo(late.email);
    await api.app.db
      .updateTable('submittals')
      .set({ consent_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();
    expect((await view(lateToken)).statusCode).toBe(404);
    expect((await answer(lateToken, 'agree')).statusCode).toBe(404);
    expect((await getSubmittal(expiring.id)).state).toBe('waiting_for_consent');
  });

  it('refuses the same person to the same client within 90 days, by e-mail or phone, with a link to the first', async () => {
    const candidate = person();
    const first = await submitted(await addApplication(candidate), clientJob);

    // The same e-mail, typed otherwise, applying again, submitted to another job of the same client.
    const again = await addApplication({ ...candidate, email: candidate.email.toUpperCase(), phone: '' });
    const byEmail = await submit(again, sameClientOtherJob);
    expect(byEmail.statusCode, byEmail.body).toBe(409);
    const conflict = SubmittalConflictSchema.parse(byEmail.json());
    expect(conflict).toEqual({
      message: expect.stringMatching(/^This person was already submitted to Contoso Retail on /),
      submittalId: first.id,
      link: `/back-office/submittals/${first.id}`,
    });

    const samePhone = await addApplication({
      first: 'Other',
      email: `other.${engine}@example.com`,
      phone: candidate.phone.replaceAll(' ', ''),
    });
    const byPhone = await submit(samePhone, clientJob);
    expect(byPhone.statusCode, byPhone.body).toBe(409);
    expect(byPhone.json()).toMatchObject({ submittalId: first.id });

    // Another client is another matter.
    expect((await submit(again, otherClientJob)).statusCode).toBe(200);

    // Past 90 days the rule no longer holds.
    await api.app.db
      .updateTable('submittals')
      .set({ created_at: new Date(Date.now() - 91 * DAY).toISOString() })
      .where('id', '=', first.id)
      .execute();
    expect((await submit(samePhone, clientJob)).statusCode).toBe(200);
  });

  it('counts by the job when it names no client, and not a submittal the candidate declined', async () => {
    const candidate = person();
    const application = await addApplication(candidate);
    const first = await submitted(application, noClientJob);
    const repeat = await submit(application, noClientJob);
    expect(repeat.statusCode, repeat.body).toBe(409);
    expect(repeat.json()).toMatchObject({ submittalId: first.id });
    const { token } = await rtrMailTo(candidate.email);
    expect((await answer(token, 'decline')).statusCode).toBe(200);
    expect((await submit(application, noClientJob)).statusCode).toBe(200);

    // Two jobs that only type the same end client's name are two jobs.
    const other = await addApplication(person());
    const typedOnce = await addJob('Typed Client One', { endClient: 'Woodgrove' });
    const typedTwice = await addJob('Typed Client Two', { endClient: 'Woodgrove' });
    expect(await submitted(other, typedOnce.id)).toMatchObject({ endClient: 'Woodgrove', clientId: null });
    expect((await submit(other, typedTwice.id)).statusCode).toBe(200);
  });

  it("names the job's client and the candidate's employee account, by e-mail or phone, for the placement", async () => {
    const byEmail = person();
    const account = await insertUser(api.app, USER_TYPES.employee);
    await api.app.db
      .updateTable('users')
      .set({ email: byEmail.email.toUpperCase(), name: 'Placed Consultant' })
      .where('id', '=', account.id)
      .execute();
    const placed = await submitted(await addApplication(byEmail), clientJob);
    expect(placed).toMatchObject({
      clientId: contosoId,
      consultant: { id: account.id, name: 'Placed Consultant' },
    });

    const byPhone = person();
    await api.app.db
      .updateTable('users')
      .set({ phone: byPhone.phone.replaceAll(' ', '') })
      .where('id', '=', account.id)
      .execute();
    const samePhone = await submitted(
      await addApplication({ ...byPhone, email: `phone.${engine}@example.com` }),
      noClientJob,
    );
    expect(samePhone).toMatchObject({ clientId: null, consultant: { id: account.id } });

    // Without an account the placement's consultant is to be added first.
    expect(await submitted(await addApplication(person()), clientJob)).toMatchObject({ consultant: null });
  });

  it('moves through the states staff may set, each audited from what to what', async () => {
    const candidate = person();
    const submittal = await submitted(await addApplication(candidate), otherClientJob);
    const early = await move(submittal.id, 'submitted_to_client');
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toEqual({
      message: 'A submittal cannot move from Waiting for consent to Submitted to client.',
    });
    const { token } = await rtrMailTo(candidate.email);
    expect((await answer(token, 'agree')).statusCode).toBe(200);
    for (const state of ['submitted_to_client', 'interview', 'offer', 'placed']) {
      const moved = await move(submittal.id, state);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ state });
    }
    const final = await move(submittal.id, 'withdrawn');
    expect(final.statusCode).toBe(409);
    expect(await actorActionsOf(api.app, submittal.id)).toEqual([
      'Rita Recruiter: submitted candidate to client',
      'Candidate: agreed to be represented (from e-mail)',
      'Rita Recruiter: changed submittal state: Consent given → Submitted to client',
      'Rita Recruiter: changed submittal state: Submitted to client → Interview',
      'Rita Recruiter: changed submittal state: Interview → Offer',
      'Rita Recruiter: changed submittal state: Offer → Placed',
    ]);
    const history = await api.app.db
      .selectFrom('record_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('record_id', '=', submittal.id)
      .orderBy('created_at')
      .execute();
    expect(history.at(-1)).toEqual({ field: 'state', old_value: 'Offer', new_value: 'Placed' });

    const listed = await api.as(recruiter).get(API_PATHS.getSubmittals, { state: 'placed' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ items: Submittal[] }>().items.map((item) => item.id)).toContain(submittal.id);
    const missing = await move(randomUUID(), 'withdrawn');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses what cannot be submitted, and anyone but recruiters', async () => {
    const application = await addApplication(person());
    const unknownJob = await submit(application, randomUUID());
    expect(unknownJob.statusCode).toBe(404);
    const unknownCandidate = await submit(randomUUID(), clientJob);
    expect(unknownCandidate.statusCode).toBe(404);
    const badRate = await submit(application, clientJob, 95.5);
    expect(badRate.statusCode).toBe(400);
    expect((await api.anonymous.get(API_PATHS.getSubmittals)).statusCode).toBe(401);
    expect((await api.as(employee).get(API_PATHS.getSubmittals)).statusCode).toBe(403);
    expect(
      (
        await api.as(employee).post(API_PATHS.submitToClient, {
          candidate: { source: 'application', id: application },
          jobId: clientJob,
          billRate: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('schedules an interview, moves it with the same UID and a higher SEQUENCE, and cancels it, e-mailing everyone', async () => {
    const candidate = person();
    const submittal = await submitted(await addApplication(candidate), otherClientJob);
    const { token } = await rtrMailTo(candidate.email);
    expect((await answer(token, 'agree')).statusCode).toBe(200);

    const schedule = (start: string) =>
      api.as(recruiter).post(API_PATHS.scheduleInterview, {
        submittalId: submittal.id,
        start,
        timeZone: 'America/Los_Angeles',
        durationMinutes: 45,
        interviewers: ['hiring.manager@fabrikam.example', 'tech.lead@fabrikam.example'],
        meetingUrl: 'https://meet.example.com/abc',
      });
    const tooEarly = await schedule('2026-12-14T10:00');
    expect(tooEarly.statusCode, tooEarly.body).toBe(409);
    expect((await move(submittal.id, 'submitted_to_client')).statusCode).toBe(200);

    const first = await schedule('2026-12-14T10:00');
    expect(first.statusCode, first.body).toBe(200);
    const scheduled = SubmittalSchema.parse(first.json());
    expect(scheduled.state).toBe('interview');
    expect(scheduled.interview).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      start: '2026-12-14T18:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    const sent = (await deliveredMail(api)).filter((mail) => mail.subject.startsWith('Interview: '));
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [candidate.email, 'hiring.manager@fabrikam.example', 'tech.lead@fabrikam.example'].sort(),
    );
    expect(sent[0]?.text).toContain('Mon, Dec 14, 2026, 10:00 AM PST (America/Los_Angeles), 45 minutes');
    const invitationOf = (mail: (typeof sent)[number] | undefined) => {
      const attachment = mail?.attachments?.find((file) => file.filename === 'invite.ics');
      expect(attachment?.contentType).toMatch(/^text\/calendar/);
      return (attachment?.text ?? '').replace(/\r\n /g, '');
    };
    const invitation = invitationOf(sent[0]);
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain(`UID:${scheduled.interview?.uid}`);
    expect(invitation).toContain('SEQUENCE:0');
    expect(invitation).toContain('DTSTART;TZID=America/Los_Angeles:20261214T100000');

    const moved = SubmittalSchema.parse((await schedule('2026-12-15T11:30')).json());
    expect(moved.interview).toMatchObject({
      uid: scheduled.interview?.uid,
      sequence: 1,
      start: '2026-12-15T19:30:00.000Z',
    });

    const cancelled = await api.as(recruiter).post(API_PATHS.cancelInterview, { submittalId: submittal.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(SubmittalSchema.parse(cancelled.json()).interview).toMatchObject({
      uid: scheduled.interview?.uid,
      sequence: 2,
      status: 'cancelled',
    });
    const cancellations = (await deliveredMail(api)).filter((mail) =>
      mail.subject.startsWith('Interview cancelled: '),
    );
    expect(cancellations).toHaveLength(3);
    const cancellation = invitationOf(cancellations[0]);
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(cancellation).toContain(`UID:${scheduled.interview?.uid}`);
    expect(cancellation).toContain('SEQUENCE:2');
    const rescheduled = (await deliveredMail(api)).filter((mail) =>
      mail.subject.startsWith('Interview moved: '),
    );
    expect(rescheduled).toHaveLength(3);
    expect(invitationOf(rescheduled[0])).toContain('SEQUENCE:1');
    const again = await api.as(recruiter).post(API_PATHS.cancelInterview, { submittalId: submittal.id });
    expect(again.statusCode).toBe(409);

    expect(await actorActionsOf(api.app, submittal.id)).toEqual(
      expect.arrayContaining([
        'Rita Recruiter: scheduled interview',
        'Rita Recruiter: rescheduled interview',
        'Rita Recruiter: cancelled interview',
      ]),
    );
  });

  it('erases the submittals of an erased application, with their e-mail and history', async () => {
    const candidate = person();
    const application = await addApplication(candidate);
    const submittal = await submitted(application, otherClientJob);
    const erased = await api
      .as(recruiter)
      .post(API_PATHS.erasePersonalData, { kind: 'application', id: application });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await api.as(recruiter).get(API_PATHS.getSubmittal, { id: submittal.id })).statusCode).toBe(404);
    const mail = await api.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('cause_id', '=', submittal.id)
      .execute();
    expect(mail).toEqual([]);
    const lines = await api.app.db
      .selectFrom('audit_log')
      .select('record_label')
      .where('record_id', '=', submittal.id)
      .execute();
    expect(lines.map((line) => line.record_label).join(' ')).not.toContain(candidate.first);
  });
});
