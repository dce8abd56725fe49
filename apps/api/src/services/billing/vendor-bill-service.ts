import {
  addDays,
  formatMoney,
  mondayOf,
  PAY_AUDIT,
  PAY_MESSAGES,
  RECORD_KINDS,
  VENDOR_BILL_STATUS_LABELS,
  type GenerateVendorBills,
  type VendorBill,
  type VendorBillStatus,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createBillingQueries } from '../../repositories/billing/billing-queries.js';
import {
  createPlacementRepository,
  type ListedRow,
} from '../../repositories/billing/placement-repository.js';
import { createVendorBillRepository } from '../../repositories/billing/vendor-bill-repository.js';
import type { PlacementWithRates } from '../../repositories/billing/placement-repository.js';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import { priceTime } from './billing-rules.js';

type Staff = Actor & { id: string };

export interface VendorBillRefusal {
  refused: 'not-found' | 'conflict';
  message: string;
}

/** How many times a generation that lost a race for the same hours runs again (it then finds them taken). */
const GENERATION_ATTEMPTS = 3;

/** The earliest date any vendor bill can pay (the placements' own dates bound it). */
const BEGINNING = '0001-01-01';

/** What the audit log names a bill by: never the partner's name (an audit line outlives their erasure). */
function billLabel(bill: { periodEnd: string; total: number; currency: string }): string {
  return `Vendor bill to ${bill.periodEnd}, ${formatMoney(bill.total, bill.currency)}`;
}

type C2cPlacement = PlacementWithRates & ListedRow;

/**
 * Vendor bills (docs/product.md#pay-and-margin): for each partner paid for C2C placements, one draft per
 * currency made or refreshed from the approved hours up to a period end at the pay rates (overtime as on
 * invoices), then approved and marked paid. Each change is audited in its transaction.
 */
export function createVendorBillService({ changes, queries }: ServiceDeps) {
  /** Makes, refreshes or removes one partner's draft in one currency; answers its id when one stands. */
  async function generateFor(
    trx: Transaction<Database>,
    vendorUserId: string,
    currency: string,
    placements: readonly C2cPlacement[],
    periodEnd: string,
    actor: Staff,
    at: Date,
  ): Promise<string | undefined> {
    const bills = createVendorBillRepository(trx);
    const draft = await bills.findDraftOf(vendorUserId, currency);
    const draftId = draft && (await bills.lockDraft(draft.id, at, periodEnd)) ? draft.id : undefined;
    if (draftId) await bills.removeDays(draftId);

    const userIds = [...new Set(placements.map((placement) => placement.user_id))];
    const earliest = placements.reduce(
      (first, placement) => (placement.start_date < first ? placement.start_date : first),
      periodEnd,
    );
    const from = mondayOf(earliest);
    const [approved, billed, settledUntil] = await Promise.all([
      createBillingQueries(trx).approvedWeeks(userIds, from, periodEnd),
      bills.billedDays(userIds, from, addDays(periodEnd, 6)),
      bills.settledPeriodEnd(vendorUserId, currency),
    ]);
    const time = priceTime(placements, approved, billed, periodEnd, settledUntil, 'pay');

    if (time.lines.length === 0) {
      if (!draftId) return undefined;
      await bills.deleteDraft(draftId);
      await recordChange(trx, {
        actor,
        action: PAY_AUDIT.removedVendorDraft,
        record: { kind: RECORD_KINDS.vendorBill, id: draftId, label: `Vendor bill draft to ${periodEnd}` },
        at,
      });
      return undefined;
    }

    const id = draftId ?? (await bills.create(vendorUserId, currency, periodEnd, at));
    await bills.addDays(id, time.days);
    await bills.replaceLines(id, time.lines);
    const total = time.lines.reduce((sum, line) => sum + line.amount, 0);
    await recordChange(trx, {
      actor,
      action: PAY_AUDIT.generatedVendorBill,
      record: { kind: RECORD_KINDS.vendorBill, id, label: billLabel({ periodEnd, total, currency }) },
      at,
    });
    return id;
  }

  /** Moves a bill on (draft → approved → paid), audited with the change of its status. */
  function move(
    id: string,
    from: VendorBillStatus,
    to: VendorBillStatus,
    action: string,
    refusal: string,
    actor: Staff,
    at: Date,
  ): Promise<VendorBill | VendorBillRefusal> {
    return changes.run(async (trx): Promise<VendorBill | VendorBillRefusal> => {
      const bills = createVendorBillRepository(trx);
      if (!(await bills.setStatus(id, from, to, at))) {
        const row = await bills.findRow(id);
        return row
          ? { refused: 'conflict', message: refusal }
          : { refused: 'not-found', message: PAY_MESSAGES.vendorBillNotFound };
      }
      const bill = await bills.find(id);
      if (!bill) throw new Error('The vendor bill just changed is missing');
      await recordChange(trx, {
        actor,
        action,
        record: { kind: RECORD_KINDS.vendorBill, id, label: billLabel(bill) },
        fields: [
          {
            field: 'status',
            oldValue: VENDOR_BILL_STATUS_LABELS[from],
            newValue: VENDOR_BILL_STATUS_LABELS[to],
          },
        ],
        at,
      });
      return bill;
    });
  }

  return {
    /**
     * One draft per partner and currency made or refreshed from the approved hours of their C2C placements up
     * to `periodEnd` that no other vendor bill pays; a draft left with nothing to pay is removed. The unique
     * key of vendor_billed_days refuses the same hours twice; a generation that lost that race runs again.
     */
    async generate(input: GenerateVendorBills, actor: Staff, at = new Date()): Promise<VendorBill[]> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const ids = await changes.run(async (trx) => {
            const placements = await createPlacementRepository(trx).listMeeting(BEGINNING, input.periodEnd, [
              'c2c',
            ]);
            const groups = new Map<string, C2cPlacement[]>();
            for (const placement of placements) {
              if (!placement.vendor_user_id) continue;
              const key = `${placement.vendor_user_id}|${placement.currency}`;
              groups.set(key, [...(groups.get(key) ?? []), placement]);
            }
            const made: string[] = [];
            for (const [key, group] of groups) {
              const [vendorUserId = '', currency = ''] = key.split('|');
              const id = await generateFor(trx, vendorUserId, currency, group, input.periodEnd, actor, at);
              if (id) made.push(id);
            }
            return made;
          });
          return await queries.vendorBills.billsOf(ids);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= GENERATION_ATTEMPTS) throw error;
        }
      }
    },

    approve: (id: string, actor: Staff, at = new Date()) =>
      move(id, 'draft', 'approved', PAY_AUDIT.approvedVendorBill, PAY_MESSAGES.notDraftBill, actor, at),

    markPaid: (id: string, actor: Staff, at = new Date()) =>
      move(id, 'approved', 'paid', PAY_AUDIT.paidVendorBill, PAY_MESSAGES.notApprovedBill, actor, at),
  };
}

export type VendorBillService = ReturnType<typeof createVendorBillService>;
