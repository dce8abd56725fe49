import fs from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  ApiErrorSchema,
  ExpensePageSchema,
  ExpenseSchema,
  PORTAL_MESSAGES,
  RECEIPT_MAX_BYTES,
  USER_TYPES,
  addDays,
  todayIsoDate,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../plugins/infrastructure/input-hygiene.js';
import { filePart } from '../../test/lead-fixtures.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const validFields = {
  expenseDate: addDays(todayIsoDate(), -3),
  category: 'Travel',
  amount: '125.50',
  currency: 'USD',
  description: 'Taxi to the client site',
};

/** A multipart body as a browser sends it. */

describeOnEngines('expense claims', (engine) => {
  const api = useTestApp(engine);
  const { employee, partner } = api.users;

  const addExpense = (
    user: TestUser | undefined,
    fields: Record<string, string>,
    file?: { name: string; type: string; content: Buffer },
  ) => api.as(user).upload(API_PATHS.addExpense, fields, filePart('receipt', file));
  const storedReceipts = () => {
    const folder = path.join(api.env.DATA_DIR, 'uploads', 'receipts');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it('claims an expense with an image receipt and one with a PDF, stored under generated names', async () => {
    const image = await addExpense(employee, validFields, {
      name: 'taxi.png',
      type: 'image/png',
      content: PNG,
    });
    expect(image.statusCode).toBe(201);
    expect(ExpenseSchema.parse(image.json())).toMatchObject({
      category: 'Travel',
      amount: 12_550,
      currency: 'USD',
      receiptName: 'taxi.png',
      status: 'submitted',
    });
    const pdf = await addExpense(
      employee,
      { ...validFields, category: 'Meals', amount: '18', currency: 'INR' },
      { name: 'lunch.pdf', type: 'application/pdf', content: PDF },
    );
    expect(pdf.statusCode).toBe(201);
    expect(storedReceipts().sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
        expect.stringMatching(/\.pdf$/),
      ]),
    );

    const list = ExpensePageSchema.parse((await api.as(employee).get(API_PATHS.getExpenses)).json());
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.receiptName)).toEqual(['lunch.pdf', 'taxi.png']);
    expect(
      ExpensePageSchema.parse((await api.as(employee).get(`${API_PATHS.getExpenses}?status=paid`)).json())
        .total,
    ).toBe(0);
  });

  it('answers invalid fields and a missing receipt with 400 and field errors, storing nothing', async () => {
    const before = storedReceipts().length;
    const response = await addExpense(
      employee,
      {
        expenseDate: addDays(todayIsoDate(), 5),
        category: 'Yacht',
        amount: '-3',
        currency: 'XYZ',
        description: '',
      },
      { name: 'taxi.png', type: 'image/png', content: PNG },
    );
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toMatchObject({
      expenseDate: PORTAL_MESSAGES.expense.future,
      category: PORTAL_MESSAGES.expense.category,
      amount: PORTAL_MESSAGES.expense.amountPositive,
      currency: PORTAL_MESSAGES.expense.currency,
      description: PORTAL_MESSAGES.expense.description,
    });
    expect(storedReceipts()).toHaveLength(before);

    const noReceipt = await addExpense(employee, { ...validFields, amount: '' });
    expect(noReceipt.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(noReceipt.json()).errors).toEqual({
      amount: PORTAL_MESSAGES.expense.amount,
      receipt: PORTAL_MESSAGES.expense.receipt,
    });
  });

  it('refuses a NUL character in a field or in the file name with 400, and keeps nothing', async () => {
    const before = storedReceipts().length;
    const total = ExpensePageSchema.parse((await api.as(employee).get(API_PATHS.getExpenses)).json()).total;
    for (const [fields, name] of [
      [{ ...validFields, description: 'Taxi\u0000' }, 'taxi.png'],
      [validFields, 'ta\u0000xi.png'],
    ] as const) {
      const response = await addExpense(employee, fields, { name, type: 'image/png', content: PNG });
      expect(response.statusCode, name).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(NUL_CHARACTER_MESSAGE);
    }
    expect(ExpensePageSchema.parse((await api.as(employee).get(API_PATHS.getExpenses)).json()).total).toBe(
      total,
    );
    expect(storedReceipts()).toHaveLength(before);
  });

  it('refuses a receipt that is not an image or PDF by its content, and one over the limit', async () => {
    const fake = await addExpense(employee, validFields, {
      name: 'receipt.pdf',
      type: 'application/pdf',
      content: Buffer.from('just text pretending to be a PDF'),
    });
    expect(fake.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(fake.json()).errors).toMatchObject({
      receipt: PORTAL_MESSAGES.expense.receiptType,
    });

    const big = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES)]);
    const tooBig = await addExpense(employee, validFields, {
      name: 'big.pdf',
      type: 'application/pdf',
      content: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(tooBig.json()).message).toBe(PORTAL_MESSAGES.expense.receiptTooBig);
    expect(storedReceipts().filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('answers 401 without a token and 403 for a partner', async () => {
    const file = { name: 'taxi.png', type: 'image/png', content: PNG };
    expect((await api.anonymous.get(API_PATHS.getExpenses)).statusCode).toBe(401);
    expect((await addExpense(undefined, validFields, file)).statusCode).toBe(401);
    expect((await api.as(partner).get(API_PATHS.getExpenses)).statusCode).toBe(403);
    expect((await addExpense(partner, validFields, file)).statusCode).toBe(403);
  });

  it("never returns another employee's claims", async () => {
    const other = await insertUser(api.app, USER_TYPES.employee);
    await addExpense(
      other,
      { ...validFields, description: 'Their hotel' },
      {
        name: 'hotel.png',
        type: 'image/png',
        content: PNG,
      },
    );
    const mine = ExpensePageSchema.parse((await api.as(employee).get(API_PATHS.getExpenses)).json());
    expect(mine.items.map((item) => item.description)).not.toContain('Their hotel');
    const theirs = ExpensePageSchema.parse((await api.as(other).get(API_PATHS.getExpenses)).json());
    expect(theirs.items.map((item) => item.description)).toEqual(['Their hotel']);
  });

  it('gives the author their receipt back as an attachment, and nobody else', async () => {
    const created = await addExpense(employee, validFields, {
      name: 'C:\\scans\\Reçu taxi.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(created.statusCode).toBe(201);
    const { id } = ExpenseSchema.parse(created.json());
    const receiptUrl = `${API_PATHS.getExpenseReceipt}?id=${id}`;

    const download = await api.as(employee).get(receiptUrl);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Re?u taxi.pdf"; filename*=UTF-8\'\'Re%C3%A7u%20taxi.pdf',
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const other = await insertUser(api.app, USER_TYPES.employee);
    const refused = await api.as(other).get(receiptUrl);
    expect(refused.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(refused.json()).message).toBe(PORTAL_MESSAGES.expense.receiptNotFound);
    expect((await api.anonymous.get(receiptUrl)).statusCode).toBe(401);
    expect((await api.as(partner).get(receiptUrl)).statusCode).toBe(403);
    const badId = await api.as(employee).get(`${API_PATHS.getExpenseReceipt}?id=not-an-id`);
    expect(badId.statusCode).toBe(400);
  });

  it('takes an amount typed with "$" and thousands commas as its number, and still refuses garbage', async () => {
    const dollars = await addExpense(
      employee,
      { ...validFields, amount: '$1,042.50' },
      { name: 'hotel.png', type: 'image/png', content: PNG },
    );
    expect(dollars.statusCode, dollars.body).toBe(201);
    // Typed in dollars, stored and answered in cents.
    expect(ExpenseSchema.parse(dollars.json()).amount).toBe(104_250);
    const row = await api.app.db
      .selectFrom('expenses')
      .select('amount_minor')
      .where('id', '=', ExpenseSchema.parse(dollars.json()).id)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount_minor)).toBe(104_250);

    const garbage = await addExpense(
      employee,
      { ...validFields, amount: '$1,04,2.50' },
      { name: 'hotel.png', type: 'image/png', content: PNG },
    );
    expect(garbage.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(garbage.json()).errors).toEqual({ amount: PORTAL_MESSAGES.expense.amount });
  });

  it('shows the author a receipt inline when asked, only for an image or PDF, with nothing able to run', async () => {
    const { id } = ExpenseSchema.parse(
      (await addExpense(employee, validFields, { name: 'taxi.png', type: 'image/png', content: PNG })).json(),
    );
    const inline = await api.as(employee).get(API_PATHS.getExpenseReceipt, { id, disposition: 'inline' });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toBe('inline; filename=taxi.png');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(inline.rawPayload.equals(PNG)).toBe(true);

    const attachment = await api.as(employee).get(API_PATHS.getExpenseReceipt, { id });
    expect(attachment.headers['content-disposition']).toBe('attachment; filename=taxi.png');
    const other = await insertUser(api.app, USER_TYPES.employee);
    expect(
      (await api.as(other).get(API_PATHS.getExpenseReceipt, { id, disposition: 'inline' })).statusCode,
    ).toBe(404);
    const unknown = await api.as(employee).get(API_PATHS.getExpenseReceipt, { id, disposition: 'render' });
    expect(unknown.statusCode).toBe(400);

    // A stored type outside the viewable ones (a receipt stored before the inspector's list changed) is
    // never shown inline.
    await api.app.db
      .updateTable('expenses')
      .set({ receipt_mime_type: 'text/html' })
      .where('id', '=', id)
      .execute();
    const html = await api.as(employee).get(API_PATHS.getExpenseReceipt, { id, disposition: 'inline' });
    expect(html.headers['content-disposition']).toBe('attachment; filename=taxi.png');
  });

  it('lets the author correct a rejected claim and send it again, audited, for a new decision', async () => {
    const { manager } = api.users;
    const { id } = ExpenseSchema.parse(
      (await addExpense(employee, validFields, { name: 'taxi.png', type: 'image/png', content: PNG })).json(),
    );
    const resubmit = (
      user: TestUser | undefined,
      fields: Record<string, string>,
      file?: { name: string; type: string; content: Buffer },
    ) => api.as(user).upload(API_PATHS.resubmitExpense, fields, filePart('receipt', file));

    // Still waiting: not for editing.
    const early = await resubmit(employee, { ...validFields, id });
    expect(early.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(early.json()).message).toBe(PORTAL_MESSAGES.expense.notRejected);

    const rejected = await api.as(manager).post(API_PATHS.decideApproval, {
      kind: 'claim',
      ids: [id],
      decision: 'reject',
      reason: 'Please split the taxi and the tip',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    // Nobody else edits it, whoever they are; a partner never reaches the route; a stranger's id is a 404.
    const other = await insertUser(api.app, USER_TYPES.employee);
    const theirs = await resubmit(other, { ...validFields, id });
    expect(theirs.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(theirs.json()).message).toBe(PORTAL_MESSAGES.expense.notFound);
    expect((await resubmit(partner, { ...validFields, id })).statusCode).toBe(403);
    expect((await resubmit(undefined, { ...validFields, id })).statusCode).toBe(401);
    const invalid = await resubmit(employee, { ...validFields, id, amount: 'lots' });
    expect(ApiErrorSchema.parse(invalid.json()).errors).toEqual({ amount: PORTAL_MESSAGES.expense.amount });

    const before = storedReceipts().length;
    const sent = await resubmit(
      employee,
      { ...validFields, id, amount: '$1,100.00', description: 'Taxi, without the tip' },
      { name: 'taxi-corrected.pdf', type: 'application/pdf', content: PDF },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(ExpenseSchema.parse(sent.json())).toMatchObject({
      id,
      amount: 110_000,
      description: 'Taxi, without the tip',
      receiptName: 'taxi-corrected.pdf',
      status: 'submitted',
      decision: null,
    });
    // The old receipt's file went with it.
    expect(storedReceipts()).toHaveLength(before);
    const receipt = await api.as(employee).get(API_PATHS.getExpenseReceipt, { id });
    expect(receipt.rawPayload.equals(PDF)).toBe(true);

    // It waits for Manny again, who decides it through the approvals as any other claim.
    const waiting = await api.as(manager).get(API_PATHS.getApprovals, { kind: 'claim', pageSize: '100' });
    expect(waiting.json<{ items: Array<{ id: string; status: string }> }>().items).toContainEqual(
      expect.objectContaining({ id, status: 'submitted' }),
    );
    const history = await api.app.db
      .selectFrom('record_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('record_id', '=', id)
      .where('field', '!=', 'status')
      .execute();
    expect(history).toEqual(
      expect.arrayContaining([
        { field: 'amount', old_value: '125.50', new_value: '1100.00' },
        { field: 'description', old_value: validFields.description, new_value: 'Taxi, without the tip' },
        { field: 'receipt', old_value: 'taxi.png', new_value: 'taxi-corrected.pdf' },
      ]),
    );
    const approved = await api.as(manager).post(API_PATHS.decideApproval, {
      kind: 'claim',
      ids: [id],
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const audit = await api.app.db
      .selectFrom('audit_log')
      .select(['actor_name', 'action'])
      .where('record_id', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((line) => `${line.actor_name}: ${line.action}`)).toEqual([
      'Manny Manager: rejected claim',
      'Dana Employee: resubmitted claim',
      'Manny Manager: approved claim',
    ]);

    // Approved: no longer editable.
    const late = await resubmit(employee, { ...validFields, id });
    expect(late.statusCode).toBe(409);
  });
});
