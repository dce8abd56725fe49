import { randomUUID } from 'node:crypto';
import {
  BILLING_CURRENCIES,
  BILLING_ENTITIES,
  INVOICE_PERIODS,
  projectKey,
  type AddClient,
  type BillingCurrency,
  type BillingEntity,
  type Client,
  type ClientName,
  type InvoicePeriod,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ClientsTable, Database } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';

export type ClientRow = Selectable<ClientsTable>;

function oneOf<T extends string>(codes: readonly T[], value: string, fallback: T): T {
  return (codes as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    billingEmails: row.billing_emails.split('\n').filter((email) => email !== ''),
    address: row.address,
    country: row.country,
    state: row.state,
    gstin: row.gstin,
    sac: row.sac,
    entity: oneOf<BillingEntity>(BILLING_ENTITIES, row.entity, 'seattle'),
    currency: oneOf<BillingCurrency>(BILLING_CURRENCIES, row.currency, 'USD'),
    paymentTermsDays: Number(row.payment_terms_days),
    invoicePeriod: oneOf<InvoicePeriod>(INVOICE_PERIODS, row.invoice_period, 'monthly'),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(input: AddClient) {
  return {
    name: input.name,
    name_key: projectKey(input.name),
    billing_emails: input.billingEmails.join('\n'),
    address: input.address,
    country: input.country,
    state: input.state,
    gstin: input.gstin,
    sac: input.sac,
    entity: input.entity,
    currency: input.currency,
    payment_terms_days: input.paymentTermsDays,
    invoice_period: input.invoicePeriod,
  };
}

/** The firm's clients as read. */
export function createClientQueries(db: Kysely<Database>) {
  return {
    list(request: PageRequest & { search?: string | undefined }): Promise<Page<Client>> {
      let query = db.selectFrom('clients');
      if (request.search) query = query.where('name_key', 'like', `%${projectKey(request.search)}%`);
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('name_key').orderBy('id'),
        (rows) => rows.map(toClient),
      );
    },

    /** Names alone, by name (the job form's "Client"): nothing of the billing data. */
    listNames(request: PageRequest & { search?: string | undefined }): Promise<Page<ClientName>> {
      let query = db.selectFrom('clients');
      if (request.search) query = query.where('name_key', 'like', `%${projectKey(request.search)}%`);
      return readPage(
        query,
        request,
        (list) => list.select(['id', 'name']).orderBy('name_key').orderBy('id'),
        (rows) => rows.map(({ id, name }) => ({ id, name })),
      );
    },

    find(id: string): Promise<ClientRow | undefined> {
      return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Every client, or the one asked for. */
    listForGeneration(clientId: string | undefined): Promise<ClientRow[]> {
      let query = db.selectFrom('clients').selectAll();
      if (clientId) query = query.where('id', '=', clientId);
      return query.orderBy('name_key').execute();
    },

    /** The clients of a consultant's placements, by name (a claim's "Bill to client"). */
    listOfConsultant(userId: string): Promise<ClientRow[]> {
      return db
        .selectFrom('clients')
        .selectAll('clients')
        .where(
          'clients.id',
          'in',
          db.selectFrom('placements').select('client_id').where('user_id', '=', userId),
        )
        .orderBy('clients.name_key')
        .execute();
    },
  };
}

/** Clients (the clients table); a name is taken once, whatever its case or spaces. */
export function createClientRepository(trx: Transaction<Database>) {
  return {
    ...createClientQueries(trx),
    /** A new client; throws a unique violation when one of that name exists. */
    async create(input: AddClient, actorId: string, at: Date): Promise<ClientRow> {
      const timestamp = at.toISOString();
      const row: ClientRow = {
        id: randomUUID(),
        ...columnsOf(input),
        created_at: timestamp,
        updated_at: timestamp,
        created_by: actorId,
        generated_at: null,
      };
      await trx.insertInto('clients').values(row).execute();
      return row;
    },

    /** Every field of the client replaced; throws a unique violation when another client has the name. */
    async update(id: string, input: AddClient, at: Date): Promise<void> {
      await trx
        .updateTable('clients')
        .set({ ...columnsOf(input), updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The first statement of a generation: marks the clients it bills, which takes the write lock on SQLite
     * and these rows' locks on PostgreSQL, so that two generations of one client run one after the other.
     */
    async markGenerating(clientId: string | undefined, at: Date): Promise<void> {
      let update = trx.updateTable('clients').set({ generated_at: at.toISOString() });
      if (clientId) update = update.where('id', '=', clientId);
      await update.execute();
    },
  };
}
