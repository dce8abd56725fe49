import { randomUUID } from 'node:crypto';
import {
  BILLING_CURRENCIES,
  PAY_TYPES,
  projectKey,
  type AddPlacement,
  type BillingCurrency,
  type Page,
  type PayType,
  type Placement,
  type PlacementRates,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PlacementRatesTable, PlacementsTable } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';

export type PlacementRow = Selectable<PlacementsTable>;

/** A placement with its rate periods, oldest first, as billing computes with them. */
export interface PlacementWithRates extends PlacementRow {
  rates: PlacementRates[];
}

function toRates(row: Selectable<PlacementRatesTable>): PlacementRates {
  const optional = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    from: row.effective_from,
    billRate: Number(row.bill_rate),
    payRate: Number(row.pay_rate),
    overtimeBillRate: optional(row.overtime_bill_rate),
    overtimePayRate: optional(row.overtime_pay_rate),
  };
}

/** The rates in force on `date`: the latest period that starts on or before it. */
export function ratesOn(rates: readonly PlacementRates[], date: string): PlacementRates | undefined {
  let found: PlacementRates | undefined;
  for (const period of rates) if (period.from <= date) found = period;
  return found;
}

export type ListedRow = PlacementRow & {
  client_name: string;
  currency: string;
  user_name: string;
  vendor_name: string | null;
};

export function createPlacementQueries(db: Kysely<Database>) {
  async function withRates<T extends PlacementRow>(rows: T[]): Promise<(T & { rates: PlacementRates[] })[]> {
    if (rows.length === 0) return [];
    const rates = await db
      .selectFrom('placement_rates')
      .selectAll()
      .where(
        'placement_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('effective_from')
      .execute();
    return rows.map((row) => ({
      ...row,
      rates: rates.filter((rate) => rate.placement_id === row.id).map(toRates),
    }));
  }

  function toPlacement(row: ListedRow & { rates: PlacementRates[] }): Placement {
    const latest = row.rates.at(-1);
    return {
      id: row.id,
      clientId: row.client_id,
      clientName: row.client_name,
      userId: row.user_id,
      userName: row.user_name,
      project: row.project,
      payType: (PAY_TYPES as readonly string[]).includes(row.pay_type) ? (row.pay_type as PayType) : 'w2',
      vendorUserId: row.vendor_user_id,
      vendorName: row.vendor_name,
      startDate: row.start_date,
      endDate: row.end_date,
      currency: (BILLING_CURRENCIES as readonly string[]).includes(row.currency)
        ? (row.currency as BillingCurrency)
        : 'USD',
      billRate: latest?.billRate ?? 0,
      payRate: latest?.payRate ?? 0,
      overtimeBillRate: latest?.overtimeBillRate ?? null,
      overtimePayRate: latest?.overtimePayRate ?? null,
      costRate: row.cost_rate === null ? null : Number(row.cost_rate),
      rates: row.rates,
    };
  }

  function listed() {
    return db
      .selectFrom('placements')
      .innerJoin('clients', 'clients.id', 'placements.client_id')
      .innerJoin('users as consultant', 'consultant.id', 'placements.user_id')
      .leftJoin('users as vendor', 'vendor.id', 'placements.vendor_user_id')
      .selectAll('placements')
      .select([
        'clients.name as client_name',
        'clients.currency as currency',
        'consultant.name as user_name',
        'vendor.name as vendor_name',
      ]);
  }

  return {
    list(
      request: PageRequest & { clientId?: string | undefined; userId?: string | undefined },
    ): Promise<Page<Placement>> {
      let query = db.selectFrom('placements');
      if (request.clientId) query = query.where('placements.client_id', '=', request.clientId);
      if (request.userId) query = query.where('placements.user_id', '=', request.userId);
      return readPage(
        query,
        request,
        (list) =>
          list
            .innerJoin('clients', 'clients.id', 'placements.client_id')
            .innerJoin('users as consultant', 'consultant.id', 'placements.user_id')
            .leftJoin('users as vendor', 'vendor.id', 'placements.vendor_user_id')
            .selectAll('placements')
            .select([
              'clients.name as client_name',
              'clients.currency as currency',
              'consultant.name as user_name',
              'vendor.name as vendor_name',
            ])
            .orderBy('placements.start_date', 'desc')
            .orderBy('placements.id'),
        async (rows) => (await withRates(rows)).map(toPlacement),
      );
    },

    async find(id: string): Promise<Placement | undefined> {
      const row = await listed().where('placements.id', '=', id).executeTakeFirst();
      return row ? (await withRates([row])).map(toPlacement)[0] : undefined;
    },

    /** The placements billed to these clients, with their rates and consultants' names. */
    async listOfClients(
      clientIds: readonly string[],
    ): Promise<(PlacementWithRates & { user_name: string })[]> {
      if (clientIds.length === 0) return [];
      const rows = await db
        .selectFrom('placements')
        .innerJoin('users', 'users.id', 'placements.user_id')
        .selectAll('placements')
        .select('users.name as user_name')
        .where('placements.client_id', 'in', clientIds)
        .execute();
      return withRates(rows);
    },

    /**
     * The placements of these pay types (all when undefined) whose dates meet [from, to], with their rates,
     * consultants', vendors' and clients' names and the clients' currencies: what vendor bills, payroll and
     * the margin price hours with.
     */
    async listMeeting(
      from: string,
      to: string,
      payTypes?: readonly PayType[],
    ): Promise<(PlacementWithRates & ListedRow)[]> {
      let query = listed()
        .where('placements.start_date', '<=', to)
        .where((eb) => eb.or([eb('placements.end_date', 'is', null), eb('placements.end_date', '>=', from)]));
      if (payTypes) query = query.where('placements.pay_type', 'in', payTypes);
      return withRates(await query.orderBy('placements.id').execute());
    },

    /** Every placement of these consultants (whatever the client), without rates. */
    listOfConsultants(userIds: readonly string[]): Promise<PlacementRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('placements').selectAll().where('user_id', 'in', userIds).execute();
    },

    /** Another placement of the consultant on the project whose dates meet [start, end]. */
    findOverlap(
      userId: string,
      project: string,
      startDate: string,
      endDate: string | null,
      exceptId?: string,
    ): Promise<PlacementRow | undefined> {
      let query = db
        .selectFrom('placements')
        .selectAll()
        .where('user_id', '=', userId)
        .where('project_key', '=', projectKey(project))
        .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', startDate)]));
      if (endDate) query = query.where('start_date', '<=', endDate);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return query.executeTakeFirst();
    },
  };
}

/** Placements (the placements table): a consultant on a client's project from a date, maybe to a date. */
export function createPlacementRepository(trx: Transaction<Database>) {
  return {
    ...createPlacementQueries(trx),
    async create(input: AddPlacement, actorId: string, at: Date): Promise<string> {
      const id = randomUUID();
      const timestamp = at.toISOString();
      await trx
        .insertInto('placements')
        .values({
          id,
          client_id: input.clientId,
          user_id: input.userId,
          project: input.project,
          project_key: projectKey(input.project),
          pay_type: input.payType,
          vendor_user_id: input.vendorUserId ?? null,
          start_date: input.startDate,
          end_date: input.endDate ?? null,
          cost_rate: input.payType === 'salaried' ? (input.costRate ?? null) : null,
          created_at: timestamp,
          updated_at: timestamp,
          created_by: actorId,
        })
        .execute();
      return id;
    },

    async end(id: string, endDate: string, at: Date): Promise<void> {
      await trx
        .updateTable('placements')
        .set({ end_date: endDate, updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async touch(id: string, at: Date): Promise<void> {
      await trx
        .updateTable('placements')
        .set({ updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
