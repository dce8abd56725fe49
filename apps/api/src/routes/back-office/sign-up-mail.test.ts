import { API_PATHS, PeoplePageSchema, USER_TYPES } from '@smartmove/contract';
import { expect, it } from 'vitest';
import { RELAXED_CODE_LIMITS, registerNewPhone, ResponseRecorder } from '../../test/auth-support.js';
import { sentMail, type DeliveredMail } from '../../test/delivered-mail.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const ADMIN_EMAIL = 'ada.admin@example.com';
/** Well within a poll that never comes, long enough for a busy machine. */
const SENT_WITHIN = { timeout: 15_000, interval: 50 };

/**
 * A change's e-mail goes out once the change has committed, without waiting for the mail worker's poll: the
 * change wakes the worker (services/after-commit.ts). Here the poll is an hour away and nothing else runs the
 * worker, so the messages can only be sent because their changes woke it.
 */
describeOnEngines('sign-up e-mail without waiting for the poll', (engine) => {
  const api = useTestApp(engine, {
    env: { ...RELAXED_CODE_LIMITS, OTP_RESEND_COOLDOWN_SECONDS: '0' },
    mailWorker: { pollIntervalMs: 3_600_000 },
  });
  const { admin } = api.users;
  const recorder = new ResponseRecorder(() => api.app);

  /** What the console provider has sent so far (read only: the worker is not asked to run). */
  const sent = (): DeliveredMail[] => sentMail(api);
  const subjectsTo = (to: string) =>
    sent()
      .filter((mail) => mail.to === to)
      .map((mail) => mail.subject);

  it("sends the admins' alert of a sign-up and the person's approval as soon as each is made", async () => {
    const { phone, response } = await registerNewPhone(recorder, api.env.DATA_DIR, {
      name: 'Wanda Woken',
      email: 'wanda.woken@example.com',
      userType: USER_TYPES.employee,
    });
    expect(response.statusCode, response.body).toBe(200);
    await expect
      .poll(() => subjectsTo(ADMIN_EMAIL), SENT_WITHIN)
      .toContain('New sign-up waiting for approval: Wanda Woken');

    const people = PeoplePageSchema.parse(
      (await api.as(admin).get(API_PATHS.getPeople, { search: phone })).json(),
    );
    const [wanda] = people.items;
    const approved = await api.as(admin).post(API_PATHS.updatePerson, { id: wanda!.id, action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    await expect
      .poll(
        () =>
          subjectsTo('wanda.woken@example.com').some((subject) => subject.includes('account is approved')),
        SENT_WITHIN,
      )
      .toBe(true);
  });

  it('sends the decline of a sign-up as soon as it is made', async () => {
    const { phone } = await registerNewPhone(recorder, api.env.DATA_DIR, {
      name: 'Dora Declined',
      email: 'dora.declined@example.com',
      userType: USER_TYPES.employee,
    });
    const [dora] = PeoplePageSchema.parse(
      (await api.as(admin).get(API_PATHS.getPeople, { search: phone })).json(),
    ).items;
    const declined = await api.as(admin).post(API_PATHS.updatePerson, { id: dora!.id, action: 'decline' });
    expect(declined.statusCode, declined.body).toBe(200);
    await expect
      .poll(
        () =>
          subjectsTo('dora.declined@example.com').some((subject) => subject.includes('sign-up was declined')),
        SENT_WITHIN,
      )
      .toBe(true);
  });
});
