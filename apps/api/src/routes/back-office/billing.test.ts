import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  ClientPageSchema,
  ClientSchema,
  InvoiceSchema,
  LUT_WORDING,
  PlacementSchema,
  STAFF_ROLES,
  UnbillableHoursListSchema,
  USER_TYPES,
  type AddClientInput,
  type Invoice,
} from '@smartmove/contract';
import { expect, it } from 'vitest';
import type { TestAppInstance } from '../../test/test-repositories.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import { describeOnEngines, useTestApp, type TestApi } from '../../test/test-api.js';
import { deliveredMail } from '../../test/delivered-mail.js';

/** The text of a PDF as pdftotext reads it (poppler-utils). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartmove-billing-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const FIVE_DAYS = (hours: number) => [hours, hours, hours, hours, hours, 0, 0];

/** An approved week of one consultant, as the approver leaves it. */
async function approveWeek(
  app: TestAppInstance,
  userId: string,
  weekStart: string,
  entries: { project: string; hours: number[] }[],
): Promise<void> {
  const id = randomUUID();
  const total = entries.reduce((sum, entry) => sum + entry.hours.reduce((a, b) => a + b, 0), 0);
  await app.db
    .insertInto('time_sheets')
    .values({
      id,
      user_id: userId,
      week_start: weekStart,
      status: 'approved',
      total_hours: total,
      submitted_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      decided_by: null,
      decided_at: '2026-01-01T00:00:00.000Z',
      decision_reason: null,
    })
    .execute();
  const days = ['hours_mon', 'hours_tue', 'hours_wed', 'hours_thu', 'hours_fri', 'hours_sat', 'hours_sun'];
  await app.db
    .insertInto('time_sheet_entries')
    .values(
      entries.map((entry, position) => ({
        id: randomUUID(),
        time_sheet_id: id,
        position,
        project: entry.project,
        ...Object.fromEntries(days.map((day, index) => [day, entry.hours[index] ?? 0])),
      })) as never,
    )
    .execute();
}

/** The week's approved hours changed (a sheet reopened and approved again with other hours). */
async function reapproveWeek(
  app: TestAppInstance,
  userId: string,
  weekStart: string,
  project: string,
  hours: number[],
) {
  const sheet = await app.db
    .selectFrom('time_sheets')
    .select('id')
    .where('user_id', '=', userId)
    .where('week_start', '=', weekStart)
    .executeTakeFirstOrThrow();
  const days = ['hours_mon', 'hours_tue', 'hours_wed', 'hours_thu', 'hours_fri', 'hours_sat', 'hours_sun'];
  await app.db
    .updateTable('time_sheet_entries')
    .set(Object.fromEntries(days.map((day, index) => [day, hours[index] ?? 0])) as never)
    .where('time_sheet_id', '=', sheet.id)
    .where('project', '=', project)
    .execute();
}

function seattleClient(name: string, extra: Partial<AddClientInput> = {}): AddClientInput {
  return {
    name,
    billingEmails: [`ap@${name.toLowerCase().replace(/\W+/g, '')}.example`],
    address: '1 Main Street, Seattle, WA',
    country: 'US',
    state: 'WA',
    entity: 'seattle',
    currency: 'USD',
    ...extra,
  };
}

function puneClient(name: string, state: string, extra: Partial<AddClientInput> = {}): AddClientInput {
  return {
    name,
    billingEmails: ['accounts@client.example'],
    address: 'Plot 1, MIDC',
    country: 'IN',
    state,
    gstin: '27AAPFU0939F1ZV',
    entity: 'pune',
    currency: 'INR',
    ...extra,
  };
}

describeOnEngines('billing', (engine) => {
  const api: TestApi = useTestApp(engine);
  const { employee, recruiter, admin, manager } = api.users;
  let finance: TestUser;
  let counter = 0;

  async function financeUser(): Promise<TestUser> {
    finance ??= await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.finance],
    });
    return finance;
  }

  async function addClient(input: AddClientInput) {
    const response = await api.as(await financeUser()).post(API_PATHS.addClient, input);
    expect(response.statusCode, response.body).toBe(200);
    return ClientSchema.parse(response.json());
  }

  /** A new consultant placed on the client's project from `startDate`; answers both ids. */
  async function place(
    clientId: string,
    rates: { billRate: number; overtimeBillRate?: number },
    startDate = '2026-01-05',
  ) {
    counter += 1;
    const consultant = await insertUser(api.app, USER_TYPES.employee);
    const project = `Project ${counter} ${engine}`;
    const response = await api.as(await financeUser()).post(API_PATHS.addPlacement, {
      clientId,
      userId: consultant.id,
      project,
      payType: 'w2',
      startDate,
      payRate: 5000,
      ...rates,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { consultant, project, placement: PlacementSchema.parse(response.json()) };
  }

  /**
   * A second process on the database: on PostgreSQL a second app; SQLite is one process's (its one connection
   * runs one transaction at a time), so there the two calls race on the same app.
   */
  const otherProcess = () => (engine === 'postgres' ? api.restart() : Promise.resolve(api.app));
  const closeOther = (other: TestAppInstance) => (other === api.app ? Promise.resolve() : other.close());

  const staff = async () => ({ id: (await financeUser()).id, name: 'Fiona Finance' });

  async function generate(clientId: string, periodEnd: string): Promise<Invoice> {
    const response = await api
      .as(await financeUser())
      .post(API_PATHS.generateInvoices, { periodEnd, clientId });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: { id: string }[] }).items;
    expect(items).toHaveLength(1);
    return getInvoice(items[0]!.id);
  }

  async function getInvoice(id: string): Promise<Invoice> {
    const response = await api.as(await financeUser()).get(API_PATHS.getInvoice, { id });
    expect(response.statusCode, response.body).toBe(200);
    return InvoiceSchema.parse(response.json());
  }

  const summary = (invoice: Invoice) =>
    invoice.lines.map((line) => [line.kind, line.hours, line.rate, line.amount]);

  it('lets finance and admins reach billing, and refuses everyone else with 403', async () => {
    expect((await api.anonymous.get(API_PATHS.getClients)).statusCode).toBe(401);
    for (const user of [employee, recruiter, manager]) {
      for (const path of [API_PATHS.getClients, API_PATHS.getInvoices, API_PATHS.getPlacements]) {
        expect((await api.as(user).get(path)).statusCode, path).toBe(403);
      }
      expect(
        (await api.as(user).post(API_PATHS.generateInvoices, { periodEnd: '2026-01-31' })).statusCode,
      ).toBe(403);
    }
    expect((await api.as(await financeUser()).get(API_PATHS.getInvoices)).statusCode).toBe(200);
    expect((await api.as(admin).get(API_PATHS.getClients)).statusCode).toBe(200);
  });

  it('refuses an office billing in the wrong currency and a second client of the same name', async () => {
    const wrong = await api
      .as(await financeUser())
      .post(API_PATHS.addClient, seattleClient(`Wrong ${engine}`, { currency: 'INR' }));
    expect(wrong.statusCode).toBe(400);
    await addClient(seattleClient(`Twice ${engine}`));
    const twice = await api
      .as(await financeUser())
      .post(API_PATHS.addClient, seattleClient(`twice ${engine}`));
    expect(twice.statusCode).toBe(409);
  });

  it('bills each day at the rate in force that day: a week split by a rate change', async () => {
    const client = await addClient(seattleClient(`Rates ${engine}`));
    const { consultant, project, placement } = await place(client.id, { billRate: 10_000 }, '2026-02-02');
    const change = await api.as(await financeUser()).post(API_PATHS.changePlacementRates, {
      id: placement.id,
      from: '2026-02-04',
      billRate: 12_000,
      payRate: 6000,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(PlacementSchema.parse(change.json()).rates.map((rate) => [rate.from, rate.billRate])).toEqual([
      ['2026-02-02', 10_000],
      ['2026-02-04', 12_000],
    ]);
    await approveWeek(api.app, consultant.id, '2026-02-02', [{ project, hours: FIVE_DAYS(8) }]);
    const invoice = await generate(client.id, '2026-02-08');
    expect(invoice).toMatchObject({ status: 'draft', number: null, currency: 'USD', taxes: [] });
    expect(summary(invoice)).toEqual([
      ['time', 16, 10_000, 160_000],
      ['time', 24, 12_000, 288_000],
    ]);
    expect(invoice.lines[0]!.weekStart).toBe('2026-02-02');
    expect(invoice.lines[0]!.description).toContain('week of Feb 2, 2026');
    expect(invoice).toMatchObject({ subtotal: 448_000, total: 448_000, balance: 448_000 });

    // Issued: a change of rates before its last day is refused, and the issued invoice keeps its lines.
    const issued = await api.as(await financeUser()).post(API_PATHS.issueInvoice, { id: invoice.id });
    expect(issued.statusCode, issued.body).toBe(200);
    const late = await api.as(await financeUser()).post(API_PATHS.changePlacementRates, {
      id: placement.id,
      from: '2026-02-05',
      billRate: 99_000,
      payRate: 6000,
    });
    expect(late.statusCode).toBe(400);
    expect(summary(await getInvoice(invoice.id))).toEqual(summary(invoice));
  });

  it('bills hours above 40 in a week at the overtime rate, and rounds each line half up', async () => {
    const client = await addClient(seattleClient(`Overtime ${engine}`));
    const { consultant, project } = await place(client.id, { billRate: 10_000, overtimeBillRate: 15_000 });
    await approveWeek(api.app, consultant.id, '2026-03-02', [{ project, hours: FIVE_DAYS(10) }]);
    const plain = await place(client.id, { billRate: 3333 });
    await approveWeek(api.app, plain.consultant.id, '2026-03-02', [
      { project: plain.project, hours: [1.5, 0, 0, 0, 0, 0, 0] },
    ]);
    const invoice = await generate(client.id, '2026-03-08');
    expect(summary(invoice)).toEqual(
      expect.arrayContaining([
        ['time', 40, 10_000, 400_000],
        ['overtime', 10, 15_000, 150_000],
        // 1.5 h × $33.33 = $49.995: half up to $50.00.
        ['time', 1.5, 3333, 5000],
      ]),
    );
    expect(invoice.total).toBe(555_000);
  });

  it('never bills the same hours twice: generated again, or by two processes at once', async () => {
    const client = await addClient(seattleClient(`Once ${engine}`));
    const { consultant, project } = await place(client.id, { billRate: 10_000 });
    await approveWeek(api.app, consultant.id, '2026-04-06', [{ project, hours: FIVE_DAYS(8) }]);
    const first = await generate(client.id, '2026-04-12');
    const again = await generate(client.id, '2026-04-12');
    expect(again.id).toBe(first.id);
    expect(again.total).toBe(400_000);

    await approveWeek(api.app, consultant.id, '2026-04-13', [{ project, hours: FIVE_DAYS(8) }]);
    const second = await otherProcess();
    const actor = await staff();
    const results = await Promise.all([
      api.app.services.invoices.generate({ periodEnd: '2026-04-19', clientId: client.id }, actor),
      second.services.invoices.generate({ periodEnd: '2026-04-19', clientId: client.id }, actor),
    ]);
    for (const result of results) expect(Array.isArray(result)).toBe(true);
    const days = await api.app.db
      .selectFrom('invoiced_days')
      .select(['work_date', 'invoice_id'])
      .where('user_id', '=', consultant.id)
      .execute();
    expect(days).toHaveLength(10);
    expect(new Set(days.map((day) => day.invoice_id))).toEqual(new Set([first.id]));
    expect((await getInvoice(first.id)).total).toBe(800_000);
    await closeOther(second);
  });

  it('numbers at issue, gapless with two issuers at once, per office series and year', async () => {
    const actor = await staff();
    const second = await otherProcess();
    const seattle = [
      await addClient(seattleClient(`Numbering A ${engine}`)),
      await addClient(seattleClient(`Numbering B ${engine}`)),
    ];
    const drafts: string[] = [];
    for (const client of seattle) {
      const { consultant, project } = await place(client.id, { billRate: 10_000 });
      await approveWeek(api.app, consultant.id, '2026-05-04', [{ project, hours: FIVE_DAYS(1) }]);
      drafts.push((await generate(client.id, '2026-05-10')).id);
    }
    // Engines share nothing between suites: a year of its own for each engine.
    const year = engine === 'sqlite' ? 2031 : 2032;
    const at = new Date(`${year}-06-15T18:00:00.000Z`);
    const issued = await Promise.all([
      api.app.services.invoices.issue(drafts[0]!, actor, at),
      second.services.invoices.issue(drafts[1]!, actor, at),
    ]);
    const numbers = issued.map((invoice) => ('number' in invoice ? invoice.number : invoice.message)).sort();
    expect(numbers).toEqual([`SMUS-${year}-0001`, `SMUS-${year}-0002`]);
    const again = await api.app.services.invoices.issue(drafts[0]!, actor, at);
    expect(again).toMatchObject({ refused: 'conflict' });

    // Pune: the Indian financial year turns on 1 April, office time (05:30 on 1 April in Pune is 00:00 UTC).
    const pune = await addClient(puneClient(`Numbering Pune ${engine}`, 'Maharashtra'));
    const puneDrafts: string[] = [];
    for (const week of ['2026-05-04', '2026-05-11']) {
      const { consultant, project } = await place(pune.id, { billRate: 300_000 });
      await approveWeek(api.app, consultant.id, week, [{ project, hours: FIVE_DAYS(1) }]);
      puneDrafts.push((await generate(pune.id, '2026-05-17')).id);
      const issuedPune = await api.app.services.invoices.issue(
        puneDrafts.at(-1)!,
        actor,
        new Date(week === '2026-05-04' ? `${year}-03-31T12:00:00.000Z` : `${year}-04-01T00:00:00.000Z`),
      );
      expect(issuedPune).toHaveProperty('number');
    }
    const yy = year % 100;
    expect((await getInvoice(puneDrafts[0]!)).number).toBe(`SMIN/${yy - 1}-${yy}/0001`);
    const puneIssued = await getInvoice(puneDrafts[1]!);
    expect(puneIssued.number).toBe(`SMIN/${yy}-${yy + 1}/0001`);
    expect(puneIssued.number!.length).toBeLessThanOrEqual(16);

    const credit = await api.app.services.invoices.issueCreditNote({ id: drafts[0]! }, actor, at);
    expect(credit).toMatchObject({ number: `SMUS-CN-${year}-0001`, kind: 'credit_note' });
    const puneCredit = await api.app.services.invoices.issueCreditNote(
      { id: puneDrafts[1]!, lines: [{ description: 'Goodwill', amount: 1000 }] },
      actor,
      new Date(`${year}-04-02T00:00:00.000Z`),
    );
    expect(puneCredit).toMatchObject({ number: `SMINCN/${yy}-${yy + 1}/0001` });
    await closeOther(second);
  });

  it('taxes Pune INR invoices: CGST+SGST in Maharashtra, IGST elsewhere, LUT for exports; Seattle none', async () => {
    const cases = [
      {
        client: puneClient(`GST Maharashtra ${engine}`, 'Maharashtra'),
        taxes: [
          ['CGST', 9],
          ['SGST', 9],
        ],
      },
      {
        client: puneClient(`GST Karnataka ${engine}`, 'Karnataka', { gstin: '29AAPFU0939F1ZV' }),
        taxes: [['IGST', 18]],
      },
      {
        client: puneClient(`Export ${engine}`, 'California', { country: 'US', currency: 'USD', gstin: null }),
        taxes: [],
      },
      { client: seattleClient(`No tax ${engine}`), taxes: [] },
    ];
    for (const { client: input, taxes } of cases) {
      const client = await addClient(input);
      // Two lines of 0.5 h × 1.00 = 0.50 each: 9% is 0.045 a line, half up to 0.05, so 0.10 in all (not 0.09).
      const { consultant, project } = await place(client.id, { billRate: 100 });
      await approveWeek(api.app, consultant.id, '2026-06-01', [{ project, hours: [0.5, 0, 0, 0, 0, 0, 0] }]);
      await approveWeek(api.app, consultant.id, '2026-06-08', [{ project, hours: [0.5, 0, 0, 0, 0, 0, 0] }]);
      const invoice = await generate(client.id, '2026-06-14');
      expect(
        invoice.taxes.map((tax) => [tax.name, tax.ratePercent]),
        input.name,
      ).toEqual(taxes);
      const perLine = taxes.map(([, rate]) => (rate === 9 ? 10 : 18));
      expect(invoice.taxes.map((tax) => tax.amount)).toEqual(perLine);
      expect(invoice.total).toBe(100 + perLine.reduce((a, b) => a + b, 0));
      expect(invoice.taxNote).toBe(input.country === 'US' && input.entity === 'pune' ? LUT_WORDING : null);
    }
  });

  it('bills hours approved after an issued invoice as adjustment lines naming the week', async () => {
    const actor = await staff();
    const client = await addClient(seattleClient(`Adjust ${engine}`));
    const { consultant, project } = await place(client.id, { billRate: 10_000 });
    await approveWeek(api.app, consultant.id, '2026-07-06', [{ project, hours: FIVE_DAYS(8) }]);
    const first = await generate(client.id, '2026-07-12');
    await api.app.services.invoices.issue(first.id, actor);
    // Tuesday reopened and approved with 2 hours more; a late sheet of the week before.
    await reapproveWeek(api.app, consultant.id, '2026-07-06', project, [8, 10, 8, 8, 8, 0, 0]);
    await approveWeek(api.app, consultant.id, '2026-06-29', [{ project, hours: [4, 0, 0, 0, 0, 0, 0] }]);
    await approveWeek(api.app, consultant.id, '2026-07-13', [{ project, hours: FIVE_DAYS(8) }]);
    const next = await generate(client.id, '2026-07-19');
    expect(next.id).not.toBe(first.id);
    expect(next.lines.map((line) => [line.kind, line.weekStart, line.hours, line.amount])).toEqual([
      ['adjustment', '2026-06-29', 4, 40_000],
      ['adjustment', '2026-07-06', 2, 20_000],
      ['time', '2026-07-13', 40, 400_000],
    ]);
    expect(next.lines[1]!.description).toContain('week of Jul 6, 2026');
    expect((await getInvoice(first.id)).total).toBe(400_000);
  });

  it('takes payments in part and in full, shows overdue past the due date, refuses overpaying', async () => {
    const actor = await staff();
    const client = await addClient(seattleClient(`Payments ${engine}`, { paymentTermsDays: 30 }));
    const { consultant, project } = await place(client.id, { billRate: 10_000 });
    await approveWeek(api.app, consultant.id, '2026-08-03', [{ project, hours: FIVE_DAYS(8) }]);
    const draft = await generate(client.id, '2026-08-09');
    const issuedAt = new Date('2026-08-10T18:00:00.000Z');
    const issued = await api.app.services.invoices.issue(draft.id, actor, issuedAt);
    expect(issued).toMatchObject({ issueDate: '2026-08-10', dueDate: '2026-09-09', status: 'issued' });
    const send = await api.as(await financeUser()).post(API_PATHS.sendInvoice, { id: draft.id });
    expect(InvoiceSchema.parse(send.json()).status).toBe('sent');
    const mail = await api.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('cause_kind', '=', 'invoice')
      .where('cause_id', '=', draft.id)
      .execute();
    expect(mail.map((message) => message.recipient)).toEqual(client.billingEmails);

    const part = await api.as(await financeUser()).post(API_PATHS.recordPayment, {
      id: draft.id,
      amount: 150_000,
      date: '2026-08-20',
      reference: 'ACH 1001',
    });
    expect(InvoiceSchema.parse(part.json())).toMatchObject({
      status: 'partly_paid',
      paid: 150_000,
      balance: 250_000,
    });
    expect(
      await api.app.services.invoices.find(draft.id, new Date('2026-09-09T20:00:00.000Z')),
    ).toMatchObject({
      overdue: false,
    });
    expect(
      await api.app.services.invoices.find(draft.id, new Date('2026-09-10T20:00:00.000Z')),
    ).toMatchObject({
      overdue: true,
    });
    const over = await api.as(await financeUser()).post(API_PATHS.recordPayment, {
      id: draft.id,
      amount: 250_001,
      date: '2026-09-12',
      reference: 'ACH 1002',
    });
    expect(over.statusCode).toBe(400);
    const rest = await api.as(await financeUser()).post(API_PATHS.recordPayment, {
      id: draft.id,
      amount: 250_000,
      date: '2026-09-12',
      reference: 'ACH 1002',
    });
    const paid = InvoiceSchema.parse(rest.json());
    expect(paid).toMatchObject({ status: 'paid', balance: 0, overdue: false });
    expect(paid.payments.map((payment) => payment.reference)).toEqual(['ACH 1001', 'ACH 1002']);
  });

  it('draws the invoice as a PDF with every fact as text, and e-mails it attached', async () => {
    const client = await addClient(puneClient(`Pdf Traders ${engine}`, 'Maharashtra'));
    const { consultant, project } = await place(client.id, { billRate: 350_000 });
    await approveWeek(api.app, consultant.id, '2026-08-03', [{ project, hours: FIVE_DAYS(8) }]);
    const draft = await generate(client.id, '2026-08-09');
    const finance = await financeUser();
    const issued = InvoiceSchema.parse(
      (await api.as(finance).post(API_PATHS.issueInvoice, { id: draft.id })).json(),
    );
    const pdf = await api.as(finance).get(API_PATHS.getInvoicePdf, { id: draft.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const fact of [
      issued.number ?? 'no number',
      client.name,
      '₹1,40,000.00',
      'CGST 9%',
      'SGST 9%',
      '₹1,65,200.00',
      'Net 30',
      '998314',
      project,
    ]) {
      expect(text).toContain(fact);
    }

    const send = await api.as(finance).post(API_PATHS.sendInvoice, { id: draft.id });
    expect(send.statusCode, send.body).toBe(200);
    const sent = (await deliveredMail(api)).filter((mail) => mail.subject.includes(issued.number ?? '?'));
    expect(sent.map((mail) => mail.to)).toEqual(client.billingEmails);
    expect(sent[0]?.attachments).toEqual([
      expect.objectContaining({
        filename: `${issued.number?.replace(/[^\w-]+/g, '-')}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    expect(await api.app.db.selectFrom('mail_attachments').selectAll().execute()).toEqual([]);
    expect((await api.as(finance).get(API_PATHS.getInvoicePdf, { id: randomUUID() })).statusCode).toBe(404);
  });

  it('credits an issued invoice in full or in part, never more than is left, and voids only drafts', async () => {
    const actor = await staff();
    const client = await addClient(puneClient(`Credit ${engine}`, 'Maharashtra'));
    const { consultant, project } = await place(client.id, { billRate: 100_000 });
    await approveWeek(api.app, consultant.id, '2026-09-07', [{ project, hours: FIVE_DAYS(8) }]);
    const draft = await generate(client.id, '2026-09-13');
    expect(draft.total).toBe(4_000_000 + 720_000);
    await api.app.services.invoices.issue(draft.id, actor);
    expect((await api.as(await financeUser()).post(API_PATHS.voidInvoice, { id: draft.id })).statusCode).toBe(
      409,
    );

    const part = await api.as(await financeUser()).post(API_PATHS.issueCreditNote, {
      id: draft.id,
      lines: [{ description: 'Two hours billed twice', amount: 200_000 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    const partNote = InvoiceSchema.parse(part.json());
    expect(partNote).toMatchObject({ kind: 'credit_note', total: 236_000, creditedInvoiceId: draft.id });
    expect(partNote.taxes.map((tax) => tax.amount)).toEqual([18_000, 18_000]);
    expect(await getInvoice(draft.id)).toMatchObject({ credited: 236_000, balance: 4_720_000 - 236_000 });

    const all = await api.as(await financeUser()).post(API_PATHS.issueCreditNote, { id: draft.id });
    expect(all.statusCode).toBe(400);

    // A draft voided gives its hours back: the next generation bills them again.
    await approveWeek(api.app, consultant.id, '2026-09-14', [{ project, hours: FIVE_DAYS(1) }]);
    const second = await generate(client.id, '2026-09-20');
    const voided = await api.as(await financeUser()).post(API_PATHS.voidInvoice, { id: second.id });
    expect(InvoiceSchema.parse(voided.json()).status).toBe('void');
    const third = await generate(client.id, '2026-09-20');
    expect(third.id).not.toBe(second.id);
    expect(third.subtotal).toBe(500_000);
  });

  it('lists approved hours no placement covers as "Not billable", with the reason', async () => {
    const client = await addClient(seattleClient(`Unbillable ${engine}`));
    const { consultant, project } = await place(client.id, { billRate: 10_000 }, '2026-10-07');
    await approveWeek(api.app, consultant.id, '2026-10-05', [
      { project, hours: FIVE_DAYS(8) },
      { project: 'Internal training', hours: [0, 0, 0, 0, 2, 0, 0] },
    ]);
    const response = await api.as(await financeUser()).get(API_PATHS.getUnbillableHours, {
      from: '2026-10-01',
      periodEnd: '2026-10-11',
    });
    const items = UnbillableHoursListSchema.parse(response.json()).items.filter(
      (item) => item.userId === consultant.id,
    );
    expect(items.map((item) => [item.project, item.hours, item.reason])).toEqual([
      ['Internal training', 2, 'no-placement'],
      [project, 16, 'outside-placement'],
    ]);
    expect(items[0]!.reasonLabel).toBe('No placement covers this consultant and project');
  });

  it('bills approved claims marked "Bill to client" at cost, and refuses a client the author is not placed with', async () => {
    const client = await addClient(seattleClient(`Claims ${engine}`));
    const { consultant, project } = await place(client.id, { billRate: 10_000 });
    const claimId = randomUUID();
    await api.app.db
      .insertInto('expenses')
      .values({
        id: claimId,
        user_id: consultant.id,
        expense_date: '2026-11-03',
        category: 'Travel',
        amount_minor: 12_345,
        currency: 'USD',
        description: 'Flight to the client site',
        receipt_file_name: 'r.png',
        receipt_original_name: 'r.png',
        receipt_mime_type: 'image/png',
        receipt_size: 1,
        status: 'approved',
        created_at: '2026-11-03T00:00:00.000Z',
        decided_by: null,
        decided_at: null,
        decision_reason: null,
        paid_at: null,
        bill_to_client_id: client.id,
      })
      .execute();
    await approveWeek(api.app, consultant.id, '2026-11-02', [{ project, hours: FIVE_DAYS(1) }]);
    const invoice = await generate(client.id, '2026-11-08');
    expect(invoice.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['time', 50_000],
      ['expense', 12_345],
    ]);
    const mine = await api.as(consultant).get(API_PATHS.getMyClients);
    expect(mine.json()).toEqual({ items: [{ id: client.id, name: client.name, currency: 'USD' }] });
    const refused = await api.as(employee).upload(
      API_PATHS.addExpense,
      {
        expenseDate: '2026-11-03',
        category: 'Travel',
        amount: '12.50',
        currency: 'USD',
        description: 'Taxi',
        billToClientId: client.id,
      },
      [
        {
          name: 'receipt',
          filename: 'receipt.pdf',
          contentType: 'application/pdf',
          content: { pdfOfSize: 2000 },
        },
      ],
    );
    expect(refused.statusCode, refused.body).toBe(400);
  });

  it('has the demo clients to bill on a fresh start: Contoso Retail in USD, Deccan Logistics in INR with GST', async () => {
    const clients = ClientPageSchema.parse(
      (await api.as(await financeUser()).get(API_PATHS.getClients)).json(),
    );
    const byName = new Map(clients.items.map((client) => [client.name, client]));
    const contoso = byName.get('Contoso Retail')!;
    expect(contoso).toMatchObject({
      entity: 'seattle',
      currency: 'USD',
      billingEmails: ['ap@contoso.example'],
    });
    const deccan = byName.get('Deccan Logistics Pvt Ltd')!;
    expect(deccan).toMatchObject({ entity: 'pune', currency: 'INR', state: 'Maharashtra' });
    const contosoInvoice = await generate(contoso.id, '2026-09-30');
    // Each week: Casey Contractor (C2C through Parker Partner) at $110/h, Dana Employee at $95/h.
    expect(contosoInvoice.lines.map((line) => [line.hours, line.rate])).toEqual([
      [40, 11_000],
      [40, 9500],
      [40, 11_000],
      [40, 9500],
      [40, 11_000],
      [40, 9500],
    ]);
    expect(contosoInvoice.total).toBe(1_140_000 + 1_320_000);
    const deccanInvoice = await generate(deccan.id, '2026-09-30');
    expect(deccanInvoice.subtotal).toBe(42_000_000);
    expect(deccanInvoice.taxes.map((tax) => [tax.name, tax.amount])).toEqual([
      ['CGST', 3_780_000],
      ['SGST', 3_780_000],
    ]);
  });
});
