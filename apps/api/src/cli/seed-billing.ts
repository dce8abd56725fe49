import {
  ACCOUNT_STATUSES,
  addDays,
  mondayOf,
  STAFF_ROLES,
  USER_TYPES,
  type AddClient,
  type PayType,
} from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { DEMO_USERS } from '../db/seed-data.js';
import { createClientRepository } from '../repositories/billing/client-repository.js';
import { createPlacementRateRepository } from '../repositories/billing/placement-rate-repository.js';
import { createPlacementRepository } from '../repositories/billing/placement-repository.js';
import { createTimeSheetEntryRepository } from '../repositories/approvals/time-sheet-entry-repository.js';
import { createTimeSheetRepository } from '../repositories/approvals/time-sheet-repository.js';
import { createUsersRepository } from '../repositories/people/users-repository.js';

/**
 * A month of a staffing firm's billing (`npm run bench -- --billing`, bench/billing.mjs): CONSULTANTS placed
 * on CLIENTS (two thirds billed from Seattle in USD, a third from Pune in INR, some inside Maharashtra, some
 * elsewhere in India, some abroad), each with a week's approved time sheet for every week that touches MONTH,
 * some weeks past 40 hours at an overtime rate. The rows go in through the repositories, as the product writes them.
 */
export const BILLING_VOLUME = { clients: 60, consultants: 500, vendors: 20 } as const;
/** The month billed: its last day is the period end the bench generates invoices for. */
export const BILLING_MONTH = { first: '2026-10-01', last: '2026-10-31' } as const;
const BATCH = 500;
const AT = new Date('2026-11-02T09:00:00.000Z');

function demoId(phone: string): string {
  const user = DEMO_USERS.find((candidate) => candidate.phone === phone);
  if (!user) throw new Error(`no demo user has ${phone}`);
  return user.id;
}
const ADMIN_PHONE = '+12015550125';
const MANAGER_PHONE = '+12015550127';

function clientOf(index: number): AddClient {
  const pune = index % 3 === 2;
  const abroad = pune && index % 9 === 8;
  const inMaharashtra = pune && !abroad && index % 2 === 0;
  return {
    name: `Bench Client ${String(index + 1).padStart(2, '0')}`,
    billingEmails: [`ap${index + 1}@client${index + 1}.example`],
    address: `${index + 1} Market Street`,
    country: pune && !abroad ? 'IN' : 'US',
    state: pune && !abroad ? (inMaharashtra ? 'Maharashtra' : 'Karnataka') : 'WA',
    gstin: null,
    sac: '998314',
    entity: pune ? 'pune' : 'seattle',
    currency: pune && !abroad ? 'INR' : 'USD',
    paymentTermsDays: 30,
    invoicePeriod: 'monthly',
  };
}

const PAY_TYPES: readonly PayType[] = ['w2', 'w2', '1099', 'c2c', 'salaried'];

export interface SeededBilling {
  clients: number;
  consultants: number;
  timeSheets: number;
  approvedHours: number;
  seconds: number;
}

async function inBatches(
  db: Kysely<Database>,
  total: number,
  row: (trx: Transaction<Database>, index: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let index = from; index < Math.min(total, from + BATCH); index += 1) await row(trx, index);
    });
  }
}

/** Seeds the month on top of the demo data (which it seeds first when missing). */
export async function seedBilling(db: Kysely<Database>): Promise<SeededBilling> {
  const started = performance.now();
  await seedDemoData(db);
  const admin = demoId(ADMIN_PHONE);
  const manager = demoId(MANAGER_PHONE);

  const clientIds: string[] = [];
  const clientCurrency: string[] = [];
  await db.transaction().execute(async (trx) => {
    const clients = createClientRepository(trx);
    for (let index = 0; index < BILLING_VOLUME.clients; index += 1) {
      const input = clientOf(index);
      const row = await clients.create(input, admin, AT);
      clientIds.push(row.id);
      clientCurrency.push(input.currency);
    }
  });

  const vendorIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    const users = createUsersRepository(trx);
    for (let index = 0; index < BILLING_VOLUME.vendors; index += 1) {
      const vendor = await users.create(
        {
          phone: `+1206555${String(9000 + index).padStart(4, '0')}`,
          name: `Vendor Partner ${index + 1}`,
          email: `vendor${index + 1}@vendors.example`,
          userType: USER_TYPES.partner,
          companyName: `Vendor ${index + 1} LLC`,
          status: ACCOUNT_STATUSES.active,
          staffRoles: [],
          managerId: null,
          office: 'seattle',
        },
        AT,
      );
      if (vendor) vendorIds.push(vendor.id);
    }
  });

  const weeks: string[] = [];
  for (let week = mondayOf(BILLING_MONTH.first); week <= BILLING_MONTH.last; week = addDays(week, 7)) {
    weeks.push(week);
  }
  let timeSheets = 0;
  let approvedHours = 0;
  await inBatches(db, BILLING_VOLUME.consultants, async (trx, index) => {
    const users = createUsersRepository(trx);
    const consultant = await users.create(
      {
        phone: `+1206556${String(index).padStart(4, '0')}`,
        name: `Consultant ${String(index + 1).padStart(3, '0')}`,
        email: `consultant${index + 1}@example.com`,
        userType: USER_TYPES.employee,
        companyName: null,
        status: ACCOUNT_STATUSES.active,
        staffRoles: index === 0 ? [STAFF_ROLES.finance] : [],
        managerId: manager,
        office: index % 3 === 2 ? 'pune' : 'seattle',
      },
      AT,
    );
    if (!consultant) return;
    const client = index % BILLING_VOLUME.clients;
    const inr = clientCurrency[client] === 'INR';
    const payType = PAY_TYPES[index % PAY_TYPES.length] ?? 'w2';
    const project = `Client ${client + 1} delivery`;
    const rates = {
      billRate: inr ? 350_000 + index * 100 : 9_500 + index,
      payRate: inr ? 250_000 + index * 100 : 7_000 + index,
      overtimeBillRate: index % 4 === 0 ? (inr ? 525_000 : 14_250) : null,
      overtimePayRate: index % 4 === 0 ? (inr ? 375_000 : 10_500) : null,
    };
    const placementId = await createPlacementRepository(trx).create(
      {
        clientId: clientIds[client] ?? '',
        userId: consultant.id,
        project,
        payType,
        vendorUserId: payType === 'c2c' ? (vendorIds[index % vendorIds.length] ?? null) : null,
        startDate: '2026-01-01',
        endDate: null,
        ...rates,
      },
      admin,
      AT,
    );
    const periods = createPlacementRateRepository(trx);
    await periods.set(placementId, '2026-01-01', rates, admin, AT);
    // A rate change mid-month on every tenth placement: its weeks split between two rates.
    if (index % 10 === 0) {
      const raised = { ...rates, billRate: rates.billRate + 500, payRate: rates.payRate + 300 };
      await periods.set(placementId, '2026-10-15', raised, admin, AT);
    }
    const sheets = createTimeSheetRepository(trx);
    const entries = createTimeSheetEntryRepository(trx);
    for (const [week, weekStart] of weeks.entries()) {
      const long = (index + week) % 5 === 0;
      const hours = [8, 8, 8, 8, long ? 10 : 8, long ? 4 : 0, 0];
      const lines = [{ project, hours }];
      const submittedAt = new Date(`${addDays(weekStart, 4)}T17:00:00.000Z`);
      const id = await sheets.save(
        consultant.id,
        { weekStart, status: 'submitted', entries: lines },
        undefined,
        submittedAt,
      );
      await entries.replace(id, lines);
      await sheets.decide([id], {
        status: 'approved',
        decided_by: manager,
        decided_at: new Date(submittedAt.getTime() + 86_400_000).toISOString(),
        decision_reason: null,
      });
      timeSheets += 1;
      approvedHours += hours.reduce((sum, value) => sum + value, 0);
    }
  });
  return {
    clients: clientIds.length,
    consultants: BILLING_VOLUME.consultants,
    timeSheets,
    approvedHours,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** Migrates and seeds the database of DATABASE_URL (or DATA_DIR's SQLite file), as bench/billing.mjs calls it. */
export async function seedBillingDatabase(target: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<SeededBilling> {
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle.db, handle.engine);
    const seeded = await seedBilling(handle.db);
    if (handle.engine === 'postgres') await sql`vacuum analyze`.execute(handle.db);
    return seeded;
  } finally {
    const keepAlive = setInterval(() => {}, 1000);
    await handle.close().finally(() => clearInterval(keepAlive));
  }
}
