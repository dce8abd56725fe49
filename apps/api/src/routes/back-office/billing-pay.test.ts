import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  ClientSchema,
  GenerateVendorBillsResultSchema,
  InvoicePageSchema,
  InvoiceSchema,
  MarginReportSchema,
  PAYROLL_CSV_COLUMNS,
  PlacementSchema,
  QUICKBOOKS_CSV_COLUMNS,
  STAFF_ROLES,
  USER_TYPES,
  VendorBillPageSchema,
  VendorBillSchema,
  type AddClientInput,
  type AddPlacement,
  type VendorBill,
} from '@smartmove/contract';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { officeDate } from '../../services/billing/office-day.js';
import { insertUser, type TestUser } from '../../test/portal-users.js';
import type { TestAppInstance } from '../../test/test-repositories.js';
import { describeOnEngines, useTestApp, type TestApi } from '../../test/test-api.js';

const DAY_COLUMNS = [
  'hours_mon',
  'hours_tue',
  'hours_wed',
  'hours_thu',
  'hours_fri',
  'hours_sat',
  'hours_sun',
];
const FIVE_DAYS = (hours: number) => [hours, hours, hours, hours, hours, 0, 0];

/** An approved week of one consultant on one project, as the approver leaves it. */
async function approveWeek(
  app: TestAppInstance,
  userId: string,
  weekStart: string,
  project: string,
  hours: number[],
) {
  const id = randomUUID();
  const stamp = '2026-01-01T00:00:00.000Z';
  await app.db
    .insertInto('time_sheets')
    .values({
      id,
      user_id: userId,
      week_start: weekStart,
      status: 'approved',
      total_hours: hours.reduce((a, b) => a + b, 0),
      submitted_at: stamp,
      created_at: stamp,
      updated_at: stamp,
      decided_by: null,
      decided_at: stamp,
      decision_reason: null,
    })
    .execute();
  await app.db
    .insertInto('time_sheet_entries')
    .values({
      id: randomUUID(),
      time_sheet_id: id,
      position: 0,
      project,
      ...Object.fromEntries(DAY_COLUMNS.map((day, index) => [day, hours[index] ?? 0])),
    } as never)
    .execute();
}

/** A CSV download's records, its byte order mark left out; the first is the header. */
function csvRecords(body: string): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];
}

/** "1,234.50"-free decimals of a CSV as minor units: "-12.50" → -1250. */
const minor = (text: string) => Math.round(Number(text) * 100);

describeOnEngines('pay and margin', (engine) => {
  const api: TestApi = useTestApp(engine);
  const { employee, partner, admin } = api.users;
  let finance: TestUser;
  let counter = 0;

  async function financeUser(): Promise<TestUser> {
    finance ??= await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.finance],
    });
    return finance;
  }

  async function addClient(name: string, extra: Partial<AddClientInput> = {}) {
    const input: AddClientInput = {
      name: `${name} ${engine} ${randomUUID().slice(0, 8)}`,
      billingEmails: ['ap@client.test'],
      address: '1 Main Street, Seattle, WA',
      country: 'US',
      state: 'WA',
      entity: 'seattle',
      currency: 'USD',
      ...extra,
    };
    const response = await api.as(await financeUser()).post(API_PATHS.addClient, input);
    expect(response.statusCode, response.body).toBe(200);
    return ClientSchema.parse(response.json());
  }

  /** A new consultant placed on the client's project from 2026-01-05. */
  async function place(
    clientId: string,
    placement: Omit<AddPlacement, 'clientId' | 'userId' | 'project' | 'startDate'>,
  ) {
    counter += 1;
    const consultant = await insertUser(api.app, USER_TYPES.employee);
    const project = `Pay project ${counter}`;
    const response = await api.as(await financeUser()).post(API_PATHS.addPlacement, {
      clientId,
      userId: consultant.id,
      project,
      startDate: '2026-01-05',
      ...placement,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { consultant, project, placement: PlacementSchema.parse(response.json()) };
  }

  async function generateVendorBills(periodEnd: string): Promise<VendorBill[]> {
    const response = await api.as(await financeUser()).post(API_PATHS.generateVendorBills, { periodEnd });
    expect(response.statusCode, response.body).toBe(200);
    return GenerateVendorBillsResultSchema.parse(response.json()).items;
  }

  async function vendorBillsAs(user: TestUser): Promise<VendorBill[]> {
    const response = await api.as(user).get(API_PATHS.getVendorBills, { pageSize: 100 });
    expect(response.statusCode, response.body).toBe(200);
    return VendorBillPageSchema.parse(response.json()).items;
  }

  async function margin(query: { from: string; to: string; groupBy: string }) {
    const response = await api.as(await financeUser()).get(API_PATHS.getMarginReport, query);
    expect(response.statusCode, response.body).toBe(200);
    return MarginReportSchema.parse(response.json()).items;
  }

  async function invoiceFor(clientId: string, periodEnd: string, issue: boolean) {
    const made = await api.as(await financeUser()).post(API_PATHS.generateInvoices, { periodEnd, clientId });
    expect(made.statusCode, made.body).toBe(200);
    const [summary] = (made.json() as { items: { id: string }[] }).items;
    if (!issue) return summary!.id;
    const issued = await api.as(await financeUser()).post(API_PATHS.issueInvoice, { id: summary!.id });
    expect(issued.statusCode, issued.body).toBe(200);
    return InvoiceSchema.parse(issued.json());
  }

  it("bills a C2C placement's partner its approved hours × pay rate, overtime above 40, once", async () => {
    const client = await addClient('Vendor client');
    const vendor = await insertUser(api.app, USER_TYPES.partner);
    const { consultant, project, placement } = await place(client.id, {
      payType: 'c2c',
      vendorUserId: vendor.id,
      billRate: 10_000,
      payRate: 8000,
      overtimeBillRate: 15_000,
      overtimePayRate: 12_000,
    });
    // 50 hours: 40 at $80 and 10 at $120.
    await approveWeek(api.app, consultant.id, '2026-01-05', project, FIVE_DAYS(10));
    const draft = (await generateVendorBills('2026-01-11')).find((bill) => bill.vendorUserId === vendor.id);
    expect(draft).toMatchObject({
      status: 'draft',
      currency: 'USD',
      periodEnd: '2026-01-11',
      total: 440_000,
    });
    expect(draft!.lines.map((line) => [line.kind, line.hours, line.rate, line.amount])).toEqual([
      ['time', 40, 8000, 320_000],
      ['overtime', 10, 12_000, 120_000],
    ]);
    // Generating again refreshes the same draft; the invoice of the same hours bills them at the bill rates.
    const again = (await generateVendorBills('2026-01-11')).find((bill) => bill.vendorUserId === vendor.id);
    expect(again).toMatchObject({ id: draft!.id, total: 440_000 });
    const invoiceId = await invoiceFor(client.id, '2026-01-11', false);
    const invoice = InvoiceSchema.parse(
      (await api.as(await financeUser()).get(API_PATHS.getInvoice, { id: invoiceId })).json(),
    );
    expect(invoice.total).toBe(40 * 10_000 + 10 * 15_000);

    const approved = await api.as(await financeUser()).post(API_PATHS.approveVendorBill, { id: draft!.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(VendorBillSchema.parse(approved.json()).status).toBe('approved');
    // The same hours never reach a second bill, whoever generates.
    expect((await generateVendorBills('2026-01-31')).some((bill) => bill.vendorUserId === vendor.id)).toBe(
      false,
    );
    await expect(
      api.app.db
        .insertInto('vendor_billed_days')
        .values({
          id: randomUUID(),
          vendor_bill_id: draft!.id,
          placement_id: placement.id,
          user_id: consultant.id,
          project_key: project.toLowerCase(),
          work_date: '2026-01-05',
          sequence: 0,
          regular_hours: 1,
          overtime_hours: 0,
        })
        .execute(),
    ).rejects.toThrow();

    expect(
      (await api.as(await financeUser()).post(API_PATHS.approveVendorBill, { id: draft!.id })).statusCode,
    ).toBe(409);
    const paid = await api.as(await financeUser()).post(API_PATHS.markVendorBillPaid, { id: draft!.id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(VendorBillSchema.parse(paid.json())).toMatchObject({ status: 'paid', total: 440_000 });
    expect(
      (await api.as(await financeUser()).post(API_PATHS.markVendorBillPaid, { id: randomUUID() })).statusCode,
    ).toBe(404);

    const audit = await api.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_id', '=', draft!.id)
      .execute();
    expect(audit.map((line) => line.action)).toEqual(
      expect.arrayContaining(['generated vendor bill', 'approved vendor bill', 'marked vendor bill paid']),
    );
  });

  it('shows a partner only their own vendor bills, finance all of them, and nobody else any', async () => {
    const client = await addClient('Two vendors');
    const other = await insertUser(api.app, USER_TYPES.partner);
    for (const vendor of [partner, other]) {
      const { consultant, project } = await place(client.id, {
        payType: 'c2c',
        vendorUserId: vendor.id,
        billRate: 9000,
        payRate: 7000,
      });
      await approveWeek(api.app, consultant.id, '2026-02-02', project, FIVE_DAYS(8));
    }
    const made = await generateVendorBills('2026-02-08');
    const mine = made.find((bill) => bill.vendorUserId === partner.id);
    const theirs = made.find((bill) => bill.vendorUserId === other.id);
    expect(mine?.total).toBe(40 * 7000);
    expect(theirs?.total).toBe(40 * 7000);

    const partnerSees = await vendorBillsAs(partner);
    expect(partnerSees.map((bill) => bill.id)).toContain(mine!.id);
    expect(partnerSees.every((bill) => bill.vendorUserId === partner.id)).toBe(true);
    expect((await vendorBillsAs(other)).map((bill) => bill.id)).toEqual([theirs!.id]);
    const financeSees = (await vendorBillsAs(await financeUser())).map((bill) => bill.id);
    expect(financeSees).toEqual(expect.arrayContaining([mine!.id, theirs!.id]));
    expect((await vendorBillsAs(admin)).length).toBeGreaterThanOrEqual(2);
    expect((await api.as(employee).get(API_PATHS.getVendorBills)).statusCode).toBe(403);
    expect((await api.as(partner).post(API_PATHS.approveVendorBill, { id: mine!.id })).statusCode).toBe(403);
    expect(
      (await api.as(partner).post(API_PATHS.generateVendorBills, { periodEnd: '2026-02-08' })).statusCode,
    ).toBe(403);
    expect((await api.anonymous.get(API_PATHS.getVendorBills)).statusCode).toBe(401);
  });

  it('reports the margin of a W-2 placement at $95 bill and $70 pay, invoiced or not, per currency', async () => {
    const client = await addClient('Contoso Retail');
    const { consultant, project } = await place(client.id, { payType: 'w2', billRate: 9500, payRate: 7000 });
    await approveWeek(api.app, consultant.id, '2026-03-02', project, FIVE_DAYS(8));
    await approveWeek(api.app, consultant.id, '2026-03-09', project, FIVE_DAYS(8));
    // The first week invoiced and issued, the second not yet invoiced: both count alike.
    const issued = await invoiceFor(client.id, '2026-03-08', true);
    if (typeof issued === 'string') throw new Error('expected an issued invoice');
    expect(issued.total).toBe(40 * 9500);

    const pune = await addClient('Deccan', {
      entity: 'pune',
      currency: 'INR',
      country: 'IN',
      state: 'Maharashtra',
      address: 'Plot 1, MIDC, Pune',
    });
    const indian = await place(pune.id, {
      payType: 'salaried',
      billRate: 300_000,
      payRate: 1,
      costRate: 200_000,
    });
    await approveWeek(api.app, indian.consultant.id, '2026-03-02', indian.project, FIVE_DAYS(8));

    const byClient = await margin({ from: '2026-03-02', to: '2026-03-15', groupBy: 'client' });
    expect(byClient.find((row) => row.key === client.id)).toEqual({
      key: client.id,
      label: client.name,
      currency: 'USD',
      hours: 80,
      billed: 80 * 9500,
      cost: 80 * 7000,
      margin: 80 * 2500,
      marginPercent: 26.32,
    });
    expect(byClient.find((row) => row.key === pune.id)).toMatchObject({
      currency: 'INR',
      hours: 40,
      billed: 40 * 300_000,
      cost: 40 * 200_000,
      marginPercent: 33.33,
    });
    // The issued week agrees to the cent with its invoice.
    const firstWeek = await margin({ from: '2026-03-02', to: '2026-03-02', groupBy: 'consultant' });
    expect(firstWeek.find((row) => row.key === consultant.id)).toMatchObject({
      billed: issued.total,
      cost: 40 * 7000,
    });
    const byMonth = await margin({ from: '2026-03-02', to: '2026-03-15', groupBy: 'month' });
    const march = byMonth.filter((row) => row.key === '2026-03');
    expect(march.map((row) => row.currency).sort()).toEqual(['INR', 'USD']);
    expect(march.find((row) => row.currency === 'USD')?.label).toBe('March 2026');

    const csv = await api.as(await financeUser()).get(API_PATHS.getMarginReport, {
      from: '2026-03-02',
      to: '2026-03-15',
      groupBy: 'client',
      format: 'csv',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const records = csvRecords(csv.body);
    expect(records[0]).toEqual(['Group', 'Currency', 'Hours', 'Billed', 'Cost', 'Margin', 'Margin %']);
    expect(records).toContainEqual([client.name, 'USD', '80.00', '7600.00', '5600.00', '2000.00', '26.32']);
    expect(
      (await api.as(employee).get(API_PATHS.getMarginReport, { from: '2026-03-02', to: '2026-03-15' }))
        .statusCode,
    ).toBe(403);
  });

  it('exports W-2 and 1099 hours per person and week as payroll CSV', async () => {
    const client = await addClient('Payroll');
    const w2 = await place(client.id, {
      payType: 'w2',
      billRate: 9000,
      payRate: 6000,
      overtimeBillRate: 13_500,
      overtimePayRate: 9000,
    });
    const contractor = await place(client.id, { payType: '1099', billRate: 8000, payRate: 5555 });
    const vendor = await place(client.id, {
      payType: 'c2c',
      vendorUserId: partner.id,
      billRate: 8000,
      payRate: 5000,
    });
    await approveWeek(api.app, w2.consultant.id, '2026-04-06', w2.project, [9, 9, 9, 9, 9, 0, 0]);
    await approveWeek(
      api.app,
      contractor.consultant.id,
      '2026-04-06',
      contractor.project,
      [7.5, 0, 0, 0, 0, 0, 0],
    );
    await approveWeek(api.app, vendor.consultant.id, '2026-04-06', vendor.project, FIVE_DAYS(8));
    await api.app.db
      .updateTable('users')
      .set({ name: 'Walt Weekly' })
      .where('id', '=', w2.consultant.id)
      .execute();
    await api.app.db
      .updateTable('users')
      .set({ name: 'Tess Tenninety' })
      .where('id', '=', contractor.consultant.id)
      .execute();

    const response = await api
      .as(await financeUser())
      .get(API_PATHS.exportPayroll, { from: '2026-04-06', to: '2026-04-12' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual([...PAYROLL_CSV_COLUMNS]);
    expect(rows).toContainEqual([
      'Walt Weekly',
      'W-2',
      '2026-04-06',
      '40.00',
      '5.00',
      '60.00',
      '90.00',
      '2850.00',
      'USD',
    ]);
    // 7.5 h × $55.55 = $416.625: half up to $416.63.
    expect(rows).toContainEqual([
      'Tess Tenninety',
      '1099',
      '2026-04-06',
      '7.50',
      '0.00',
      '55.55',
      '',
      '416.63',
      'USD',
    ]);
    // The C2C consultant is paid through their vendor's bill, not payroll.
    expect(rows.some((row) => row[0] === 'Test Employee' && row[2] === '2026-04-06')).toBe(false);
    for (const row of rows) {
      const regular = minor(row[3]!) * minor(row[5]!);
      const overtime = minor(row[4]!) * minor(row[6] || row[5]!);
      expect(Math.abs(minor(row[7]!) * 100 - regular - overtime)).toBeLessThanOrEqual(50);
    }
    const bad = await api
      .as(await financeUser())
      .get(API_PATHS.exportPayroll, { from: '2026-04-12', to: '2026-04-06' });
    expect(bad.statusCode).toBe(400);
  });

  it("exports issued invoices and credit notes in QuickBooks Online's layout, amounts summing to the totals", async () => {
    const client = await addClient('QuickBooks');
    const { consultant, project } = await place(client.id, {
      payType: 'w2',
      billRate: 12_345,
      payRate: 9000,
    });
    await approveWeek(api.app, consultant.id, '2026-05-04', project, FIVE_DAYS(8));
    const invoice = await invoiceFor(client.id, '2026-05-10', true);
    if (typeof invoice === 'string') throw new Error('expected an issued invoice');
    const credit = await api.as(await financeUser()).post(API_PATHS.issueCreditNote, {
      id: invoice.id,
      lines: [{ description: 'Goodwill', amount: 10_000 }],
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const pune = await addClient('GST', {
      entity: 'pune',
      currency: 'INR',
      country: 'IN',
      state: 'Maharashtra',
      address: 'Pune',
    });
    const indian = await place(pune.id, { payType: 'w2', billRate: 250_000, payRate: 150_000 });
    await approveWeek(api.app, indian.consultant.id, '2026-05-04', indian.project, FIVE_DAYS(8));
    const gst = await invoiceFor(pune.id, '2026-05-10', true);
    if (typeof gst === 'string') throw new Error('expected an issued invoice');
    expect(gst.taxes.map((tax) => tax.name)).toEqual(['CGST', 'SGST']);

    const today = officeDate('seattle', new Date());
    const from = '2026-01-01';
    const to = today > '2026-12-31' ? today : '2027-12-31';
    const response = await api
      .as(await financeUser())
      .get(API_PATHS.exportInvoices, { from, to, format: 'quickbooks' });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual([...QUICKBOOKS_CSV_COLUMNS]);

    const invoices = InvoicePageSchema.parse(
      (await api.as(await financeUser()).get(API_PATHS.getInvoices, { pageSize: 100 })).json(),
    ).items.filter((item) => item.number !== null && item.status !== 'void');
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(invoices.map((item) => item.number)));
    for (const item of invoices) {
      const sum = rows
        .filter((row) => row[0] === item.number)
        .reduce((total, row) => total + minor(row[10]!), 0);
      expect(sum, item.number!).toBe(item.kind === 'credit_note' ? -item.total : item.total);
    }
    const ours = rows.filter((row) => row[0] === invoice.number);
    expect(ours[0]).toEqual([
      invoice.number,
      client.name,
      `${invoice.issueDate!.slice(5, 7)}/${invoice.issueDate!.slice(8, 10)}/${invoice.issueDate!.slice(0, 4)}`,
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      'Net 30',
      'USD',
      'Consulting hours',
      invoice.lines[0]!.description,
      '40.00',
      '123.45',
      '4938.00',
      '05/04/2026',
    ]);
    const note = rows.find((row) => row[4] === 'Due on receipt' && row[5]?.includes(invoice.number!));
    expect(note?.[10]).toBe('-100.00');
    expect(rows.filter((row) => row[0] === gst.number).map((row) => row[6])).toEqual([
      'Consulting hours',
      'CGST 9%',
      'SGST 9%',
    ]);
    expect((await api.as(partner).get(API_PATHS.exportInvoices, { from, to })).statusCode).toBe(403);
  });

  it("has Parker Partner's paid bill on a fresh start, and the margin of the demo W-2 placement", async () => {
    const parker = await vendorBillsAs(partner);
    const seeded = parker.find((bill) => bill.periodEnd === '2026-09-13');
    expect(seeded).toMatchObject({ status: 'paid', currency: 'USD', total: 2 * 40 * 8500 });
    // Casey Contractor's third week waits for the next generation, at $85/h.
    const next = (await generateVendorBills('2026-09-20')).find((bill) => bill.vendorUserId === partner.id);
    expect(
      next?.lines
        .filter((line) => line.weekStart! >= '2026-08-31')
        .map((line) => [line.weekStart, line.hours, line.rate]),
    ).toEqual([['2026-09-14', 40, 8500]]);

    // Contoso Retail: Dana Employee, $95 bill and $70 pay (W-2), three approved weeks of 40 hours.
    const danaId = '00000000-0000-4000-8000-000000000001';
    const rows = await margin({ from: '2026-08-31', to: '2026-09-14', groupBy: 'consultant' });
    expect(rows.find((row) => row.key === danaId)).toEqual({
      key: danaId,
      label: 'Dana Employee',
      currency: 'USD',
      hours: 120,
      billed: 120 * 9500,
      cost: 120 * 7000,
      margin: 120 * 2500,
      marginPercent: 26.32,
    });
  });
});
