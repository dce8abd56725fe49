import {
  API_PATHS,
  ApiErrorSchema,
  ApprovalPageSchema,
  EMAIL_DECISION_MESSAGES,
  ExpensePageSchema,
  ExpenseSchema,
  PORTAL_MESSAGES,
  USER_TYPES,
} from '@smartmove/contract';
import { beforeAll, expect, it } from 'vitest';
import { APPROVAL_ALERT_MAIL_CAUSE } from '../../services/approvals/approval-alerts.js';
import { withDeliveredText } from '../../test/delivered-mail.js';
import { DEMO_MANAGER_ID, insertUser, type TestUser } from '../../test/portal-users.js';
import { uploadRequests } from '../../test/upload-requests.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';

const PDF = { content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const LINK = /\/decide\/([A-Za-z0-9_-]{43})\b/;

/** The author withdraws a claim while it waits, as a leave request is cancelled. */
describeOnEngines('withdrawing a claim', (engine) => {
  const api = useTestApp(engine, { env: { FORM_RATE_LIMIT_PER_MINUTE: '100000' } });
  const { admin, manager, partner } = api.users;
  /** Managed by Manny Manager. */
  let worker: TestUser;
  beforeAll(async () => {
    worker = await insertUser(api.app, USER_TYPES.employee, undefined, { managerId: DEMO_MANAGER_ID });
  });

  const claim = async () => {
    const response = await uploadRequests(api.app).claimExpense(worker, PDF);
    expect(response.statusCode, response.body).toBe(201);
    return ExpenseSchema.parse(response.json()).id;
  };
  const withdraw = (user: TestUser, id: string) => api.as(user).post(API_PATHS.withdrawExpense, { id });
  const waitingForManny = async () =>
    ApprovalPageSchema.parse(
      (await api.as(manager).get(API_PATHS.getApprovals, { kind: 'claim', pageSize: '100' })).json(),
    ).items.map((item) => item.id);
  /** The token of the approval alert Manny got about the claim. */
  const linkFor = async (id: string) => {
    const [alert] = await withDeliveredText(
      api,
      await api.app.db
        .selectFrom('mail_outbox')
        .innerJoin('decision_links', 'decision_links.id', 'mail_outbox.cause_id')
        .select(['mail_outbox.recipient', 'mail_outbox.subject'])
        .where('mail_outbox.cause_kind', '=', APPROVAL_ALERT_MAIL_CAUSE)
        .where('decision_links.item_id', '=', id)
        .execute(),
    );
    const token = LINK.exec(alert?.body ?? '')?.[1];
    if (!token) throw new Error(`no approval link about ${id}`);
    return token;
  };

  it("withdraws a waiting claim: off the approver's list, its e-mail link void, audited", async () => {
    const id = await claim();
    expect(await waitingForManny()).toContain(id);
    const token = await linkFor(id);
    expect((await api.anonymous.get(API_PATHS.getEmailDecision, { token })).statusCode).toBe(200);

    const withdrawn = await withdraw(worker, id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const answer = ExpenseSchema.parse(withdrawn.json());
    expect(answer).toMatchObject({ id, status: 'withdrawn', decision: null, paidAt: null });
    expect(answer.withdrawnAt).toEqual(expect.any(String));

    const mine = ExpensePageSchema.parse((await api.as(worker).get(API_PATHS.getExpenses)).json());
    expect(mine.items.find((item) => item.id === id)).toMatchObject({ status: 'withdrawn' });
    expect(await waitingForManny()).not.toContain(id);

    const shown = await api.anonymous.get(API_PATHS.getEmailDecision, { token });
    expect(shown.statusCode).toBe(404);
    expect(shown.json()).toEqual({ message: EMAIL_DECISION_MESSAGES.unusable });
    const decided = await api.anonymous.post(API_PATHS.decideFromEmail, { token, decision: 'approve' });
    expect(decided.statusCode).toBe(404);

    // Nor can the back office decide it any more.
    const approved = await api
      .as(manager)
      .post(API_PATHS.decideApproval, { kind: 'claim', ids: [id], decision: 'approve' });
    expect(
      ExpensePageSchema.parse((await api.as(worker).get(API_PATHS.getExpenses)).json()).items.find(
        (item) => item.id === id,
      )?.status,
      approved.body,
    ).toBe('withdrawn');

    const audit = await api.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'record_label'])
      .where('record_id', '=', id)
      .execute();
    expect(audit).toContainEqual({
      action: 'withdrew claim',
      actor_name: 'Test Employee',
      record_label: 'Test Employee, $125.50 Travel',
    });
    const history = await api.app.db
      .selectFrom('record_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('record_id', '=', id)
      .execute();
    expect(history).toEqual([{ field: 'status', old_value: 'submitted', new_value: 'withdrawn' }]);

    const twice = await withdraw(worker, id);
    expect(twice.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(twice.json()).message).toBe(
      `${PORTAL_MESSAGES.expense.notWaiting}: this one is already withdrawn`,
    );
  });

  it('refuses a decided claim with 409, anybody else with 404, and non-employees before the body', async () => {
    const approved = await claim();
    const decided = await api
      .as(manager)
      .post(API_PATHS.decideApproval, { kind: 'claim', ids: [approved], decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    const refused = await withdraw(worker, approved);
    expect(refused.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(refused.json()).message).toBe(
      `${PORTAL_MESSAGES.expense.notWaiting}: this one is already approved`,
    );

    const waiting = await claim();
    for (const other of [manager, admin]) {
      const response = await withdraw(other, waiting);
      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(PORTAL_MESSAGES.expense.notFound);
    }
    expect(await waitingForManny()).toContain(waiting);
    expect((await api.anonymous.post(API_PATHS.withdrawExpense, 'not json')).statusCode).toBe(401);
    expect((await api.as(partner).post(API_PATHS.withdrawExpense, { nonsense: true })).statusCode).toBe(403);
    expect((await withdraw(worker, 'not-a-uuid')).statusCode).toBe(400);
  });
});
