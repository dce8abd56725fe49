import type { AddClient, BillingCurrency, PayType } from '@smartmove/contract';
import { addDays } from '@smartmove/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../adapters/file-storage.js';
import { createQueries } from '../repositories/all-queries.js';
import { createClientRepository } from '../repositories/billing/client-repository.js';
import { createPlacementRateRepository } from '../repositories/billing/placement-rate-repository.js';
import { createPlacementRepository } from '../repositories/billing/placement-repository.js';
import { createChanges } from '../services/after-commit.js';
import { createInvoiceService } from '../services/billing/invoice-service.js';

/** The volume seed's random numbers (cli/seed-volume.ts seededRandom), as this seed uses them. */
interface Random {
  next(): number;
  int(below: number): number;
  pick<T>(list: readonly T[]): T;
}

/** An employee's run of time sheets (cli/seed-volume.ts): a placement covers it. */
export interface SheetRun {
  userId: string;
  firstWeek: string;
  lastWeek: string;
}

const PAY_TYPES: readonly PayType[] = ['w2', 'w2', 'w2', '1099', 'c2c', 'c2c', 'salaried'];
/** The project the volume's time sheets bill (the rest of their hours are internal training). */
export const BILLED_PROJECT = 'Retail analytics';

/** A third of the clients are billed from Pune in rupees, the rest from Seattle in dollars. */
function clientOf(index: number): AddClient {
  const pune = index % 3 === 2;
  return {
    name: `Volume Client ${String(index + 1).padStart(3, '0')}`,
    billingEmails: [`ap${index + 1}@volume-client${index + 1}.example`],
    address: `${index + 1} Commerce Way`,
    country: pune ? 'IN' : 'US',
    state: pune ? (index % 2 === 0 ? 'Maharashtra' : 'Karnataka') : 'WA',
    gstin: null,
    sac: '998314',
    entity: pune ? 'pune' : 'seattle',
    currency: pune ? 'INR' : 'USD',
    paymentTermsDays: 30,
    invoicePeriod: 'monthly',
  };
}

/** The seed's own lines to the console: what the invoice service's changes would log (warnings and worse). */
function seedLogger(log: (line: string) => void): FastifyBaseLogger {
  const quiet = () => {};
  const loud = (...args: unknown[]) => log(args.map((arg) => JSON.stringify(arg)).join(' '));
  const logger: FastifyBaseLogger = {
    level: 'warn',
    fatal: loud,
    error: loud,
    warn: loud,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger;
}

/** The quarter ends from `first` up to `last`, as invoice period ends. */
function quarterEnds(first: string, last: string): string[] {
  const ends: string[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    for (const end of ['03-31', '06-30', '09-30', '12-31']) {
      const day = `${year}-${end}`;
      if (day >= first && day <= last) ends.push(day);
    }
  }
  return ends;
}

export interface SeededVolumeBilling {
  clients: number;
  placements: number;
  invoices: number;
  generationSeconds: number;
}

/**
 * The firm's billing over the ten years: `clients` clients and a placement for `placements` of the
 * employees' runs of time sheets (bill and pay rates, a vendor for C2C, a raise on every tenth), then each
 * quarter's invoices made from the approved hours and issued through the invoice service, as the back office
 * does it; the last weeks stay approved but not yet invoiced.
 */
export async function seedVolumeBilling(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  {
    clients: clientCount,
    placements: placementCount,
    runs,
    vendors,
    admin,
    fileStorage,
    lastPeriodEnd,
    random,
    log,
  }: {
    clients: number;
    placements: number;
    runs: readonly SheetRun[];
    vendors: readonly string[];
    admin: { id: string; name: string };
    fileStorage: FileStorage;
    lastPeriodEnd: string;
    random: Random;
    log: (line: string) => void;
  },
): Promise<SeededVolumeBilling> {
  const at = new Date('2016-11-01T09:00:00.000Z');
  const clients: Array<{ id: string; currency: BillingCurrency }> = [];
  await db.transaction().execute(async (trx) => {
    const repository = createClientRepository(trx);
    for (let index = 0; index < clientCount; index += 1) {
      const input = clientOf(index);
      const row = await repository.create(input, admin.id, at);
      clients.push({ id: row.id, currency: input.currency });
    }
  });

  const placed = runs.slice(0, placementCount);
  let first = lastPeriodEnd;
  await db.transaction().execute(async (trx) => {
    const placements = createPlacementRepository(trx);
    const periods = createPlacementRateRepository(trx);
    for (const [index, run] of placed.entries()) {
      const client = clients[random.int(clients.length)];
      if (!client) continue;
      const inr = client.currency === 'INR';
      const payType = random.pick(PAY_TYPES);
      const billRate = inr ? 250_000 + random.int(300_000) : 6_000 + random.int(9_000);
      const payRate = Math.round(billRate * (0.65 + random.next() * 0.15));
      const rates = {
        billRate,
        payRate,
        overtimeBillRate: index % 4 === 0 ? Math.round(billRate * 1.5) : null,
        overtimePayRate: index % 4 === 0 ? Math.round(payRate * 1.5) : null,
      };
      const placementAt = new Date(`${run.firstWeek}T09:00:00.000Z`);
      const id = await placements.create(
        {
          clientId: client.id,
          userId: run.userId,
          project: BILLED_PROJECT,
          payType,
          vendorUserId: payType === 'c2c' ? random.pick(vendors) : null,
          startDate: run.firstWeek,
          endDate: addDays(run.lastWeek, 6),
          ...rates,
          costRate: payType === 'salaried' ? payRate : null,
        },
        admin.id,
        placementAt,
      );
      await periods.set(id, run.firstWeek, rates, admin.id, placementAt);
      // A raise half-way through every tenth placement: its weeks are priced at two rates.
      if (index % 10 === 0 && run.lastWeek > addDays(run.firstWeek, 28)) {
        const raised = {
          ...rates,
          billRate: billRate + (inr ? 20_000 : 500),
          payRate: payRate + (inr ? 12_000 : 300),
        };
        await periods.set(id, addDays(run.firstWeek, 28), raised, admin.id, placementAt);
      }
      if (run.firstWeek < first) first = run.firstWeek;
    }
  });
  log(`placements: ${placed.length} on ${clients.length} clients`);

  const started = performance.now();
  const invoices = createInvoiceService({
    changes: createChanges({ db, fileStorage, wakeMail: () => {}, log: seedLogger(log) }),
    queries: createQueries(db),
  });
  let issued = 0;
  const actor = { id: admin.id, name: admin.name };
  for (const periodEnd of quarterEnds(first, lastPeriodEnd)) {
    const generatedAt = new Date(`${addDays(periodEnd, 3)}T10:00:00.000Z`);
    const drafts = await invoices.generate({ periodEnd }, actor, generatedAt);
    if (!Array.isArray(drafts)) throw new Error(`invoices to ${periodEnd}: ${drafts.message}`);
    for (const draft of drafts) {
      const result = await invoices.issue(draft.id, actor, new Date(generatedAt.getTime() + 3_600_000));
      if ('refused' in result) throw new Error(`issuing ${draft.id}: ${result.message}`);
      issued += 1;
    }
  }
  const generationSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`invoices: ${issued} issued in ${generationSeconds} s (${engine})`);
  return { clients: clients.length, placements: placed.length, invoices: issued, generationSeconds };
}
