import {
  BILLING_AUDIT,
  BILLING_MESSAGES,
  formatMoney,
  PAY_TYPE_LABELS,
  RECORD_KINDS,
  USER_TYPES,
  ACCOUNT_STATUSES,
  type AddClient,
  type AddPlacement,
  type ChangePlacementRates,
  type Client,
  type Placement,
  type UpdateClient,
} from '@smartmove/contract';
import { createBillingQueries } from '../../repositories/billing/billing-queries.js';
import { createC2CJobRepository } from '../../repositories/recruiting/c2c-job-repository.js';
import { createClientRepository, toClient } from '../../repositories/billing/client-repository.js';
import { createInvoiceQueries } from '../../repositories/billing/invoice-repository.js';
import { createPlacementRateRepository } from '../../repositories/billing/placement-rate-repository.js';
import { createPlacementRepository } from '../../repositories/billing/placement-repository.js';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { recordChange, type Actor, type FieldChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import { officeDate } from './office-day.js';

/** A refusal with the message and the field it is about. */
export interface Refusal {
  refused: 'not-found' | 'invalid' | 'conflict';
  message: string;
  field?: string;
}

type Staff = Actor & { id: string };

const CLIENT_FIELDS = [
  'name',
  'billingEmails',
  'address',
  'country',
  'state',
  'gstin',
  'sac',
  'entity',
  'currency',
  'paymentTermsDays',
  'invoicePeriod',
] as const;

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function ratesText(rates: ChangePlacementRates | AddPlacement, currency: string): string {
  const money = (value: number | null | undefined) => (value ? formatMoney(value, currency) : 'none');
  return `bill ${money(rates.billRate)}, pay ${money(rates.payRate)}, overtime bill ${money(rates.overtimeBillRate)}, overtime pay ${money(rates.overtimePayRate)}`;
}

/** Clients and placements (docs/product.md#billing): each change audited in its transaction. */
export function createClientService({ changes }: ServiceDeps) {
  return {
    async addClient(input: AddClient, actor: Staff, at = new Date()): Promise<Client | Refusal> {
      try {
        return await changes.run(async (trx) => {
          const row = await createClientRepository(trx).create(input, actor.id, at);
          await recordChange(trx, {
            actor,
            action: BILLING_AUDIT.addedClient,
            record: { kind: RECORD_KINDS.client, id: row.id, label: row.name },
            at,
          });
          return toClient(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          return { refused: 'conflict', message: BILLING_MESSAGES.clientTaken, field: 'name' };
        }
        throw error;
      }
    },

    /** Every field replaced; the office and currency stay once the client has invoices. */
    async updateClient(input: UpdateClient, actor: Staff, at = new Date()): Promise<Client | Refusal> {
      try {
        return await changes.run(async (trx): Promise<Client | Refusal> => {
          const clients = createClientRepository(trx);
          const row = await clients.find(input.id);
          if (!row) return { refused: 'not-found', message: BILLING_MESSAGES.clientNotFound };
          const before = toClient(row);
          if (
            (before.entity !== input.entity || before.currency !== input.currency) &&
            (await createInvoiceQueries(trx).clientHasInvoices(input.id))
          ) {
            return { refused: 'invalid', message: BILLING_MESSAGES.clientInvoiced, field: 'currency' };
          }
          await clients.update(input.id, input, at);
          if (before.name !== input.name)
            await createC2CJobRepository(trx).renameClient(input.id, input.name);
          const fields: FieldChange[] = [];
          for (const field of CLIENT_FIELDS) {
            const oldValue = shown(before[field]);
            const newValue = shown(input[field]);
            if (oldValue !== newValue) fields.push({ field, oldValue, newValue });
          }
          await recordChange(trx, {
            actor,
            action: BILLING_AUDIT.changedClient,
            record: { kind: RECORD_KINDS.client, id: input.id, label: input.name },
            fields,
            at,
          });
          const after = await clients.find(input.id);
          if (!after) throw new Error('The client just changed is missing');
          return toClient(after);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          return { refused: 'conflict', message: BILLING_MESSAGES.clientTaken, field: 'name' };
        }
        throw error;
      }
    },

    /** A consultant placed on a client's project, with the first rates from its start date. */
    addPlacement(input: AddPlacement, actor: Staff, at = new Date()): Promise<Placement | Refusal> {
      return changes.run(async (trx): Promise<Placement | Refusal> => {
        const client = await createClientRepository(trx).find(input.clientId);
        if (!client)
          return { refused: 'invalid', message: BILLING_MESSAGES.clientNotFound, field: 'clientId' };
        const users = createUsersRepository(trx);
        const consultant = await users.findById(input.userId);
        if (
          !consultant ||
          consultant.userType !== USER_TYPES.employee ||
          consultant.status !== ACCOUNT_STATUSES.active
        ) {
          return { refused: 'invalid', message: BILLING_MESSAGES.consultant, field: 'userId' };
        }
        if (input.vendorUserId) {
          const vendor = await users.findById(input.vendorUserId);
          if (
            !vendor ||
            vendor.userType !== USER_TYPES.partner ||
            vendor.status !== ACCOUNT_STATUSES.active
          ) {
            return { refused: 'invalid', message: BILLING_MESSAGES.vendorNotPartner, field: 'vendorUserId' };
          }
        }
        const placements = createPlacementRepository(trx);
        if (
          await placements.findOverlap(input.userId, input.project, input.startDate, input.endDate ?? null)
        ) {
          return { refused: 'conflict', message: BILLING_MESSAGES.placementOverlap, field: 'project' };
        }
        const id = await placements.create(input, actor.id, at);
        await createPlacementRateRepository(trx).set(id, input.startDate, input, actor.id, at);
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.addedPlacement,
          record: { kind: RECORD_KINDS.placement, id, label: `${consultant.name} at ${client.name}` },
          fields: [
            { field: 'project', oldValue: null, newValue: input.project },
            { field: 'payType', oldValue: null, newValue: PAY_TYPE_LABELS[input.payType] },
            { field: 'rates', oldValue: null, newValue: ratesText(input, client.currency) },
          ],
          at,
        });
        const placement = await placements.find(id);
        if (!placement) throw new Error('The placement just added is missing');
        return placement;
      });
    },

    /**
     * The rates from `from` on: the days before keep theirs. Refused from a day an issued invoice already
     * bills (an issued invoice never changes).
     */
    changeRates(input: ChangePlacementRates, actor: Staff, at = new Date()): Promise<Placement | Refusal> {
      return changes.run(async (trx): Promise<Placement | Refusal> => {
        const placements = createPlacementRepository(trx);
        await placements.touch(input.id, at);
        const placement = await placements.find(input.id);
        if (!placement) return { refused: 'not-found', message: BILLING_MESSAGES.placementNotFound };
        if (input.from < placement.startDate) {
          return { refused: 'invalid', message: BILLING_MESSAGES.rateBeforeStart, field: 'from' };
        }
        const lastIssued = await createBillingQueries(trx).lastIssuedDay(input.id);
        if (lastIssued !== null && input.from <= lastIssued) {
          return { refused: 'invalid', message: BILLING_MESSAGES.rateInvoiced, field: 'from' };
        }
        await createPlacementRateRepository(trx).set(input.id, input.from, input, actor.id, at);
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.changedRates,
          record: {
            kind: RECORD_KINDS.placement,
            id: input.id,
            label: `${placement.userName} at ${placement.clientName}`,
          },
          fields: [
            {
              field: 'rates',
              oldValue: ratesText(placement, placement.currency),
              newValue: `from ${input.from}: ${ratesText(input, placement.currency)}`,
            },
          ],
          at,
        });
        const changed = await placements.find(input.id);
        if (!changed) throw new Error('The placement just changed is missing');
        return changed;
      });
    },

    /** The placement's last day (today, Seattle time, when not given); not before a day already invoiced. */
    endPlacement(
      input: { id: string; endDate?: string | undefined },
      actor: Staff,
      at = new Date(),
    ): Promise<Placement | Refusal> {
      return changes.run(async (trx): Promise<Placement | Refusal> => {
        const placements = createPlacementRepository(trx);
        await placements.touch(input.id, at);
        const placement = await placements.find(input.id);
        if (!placement) return { refused: 'not-found', message: BILLING_MESSAGES.placementNotFound };
        const endDate = input.endDate ?? officeDate('seattle', at);
        if (endDate < placement.startDate) {
          return { refused: 'invalid', message: BILLING_MESSAGES.endDate, field: 'endDate' };
        }
        const lastIssued = await createBillingQueries(trx).lastIssuedDay(input.id);
        if (lastIssued !== null && endDate < lastIssued) {
          return { refused: 'invalid', message: BILLING_MESSAGES.endInvoiced, field: 'endDate' };
        }
        await placements.end(input.id, endDate, at);
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.endedPlacement,
          record: {
            kind: RECORD_KINDS.placement,
            id: input.id,
            label: `${placement.userName} at ${placement.clientName}`,
          },
          fields: [{ field: 'endDate', oldValue: placement.endDate, newValue: endDate }],
          at,
        });
        const ended = await placements.find(input.id);
        if (!ended) throw new Error('The placement just ended is missing');
        return ended;
      });
    },
  };
}

export type ClientService = ReturnType<typeof createClientService>;
