import {
  ACCOUNT_STATUSES,
  formatPayslipMonth,
  PORTAL_ROUTES,
  RECORD_KINDS,
  USER_TYPES,
  type AdminPayslip,
} from '@smartmove/contract';
import { payslipReadyMail } from '../mail/mail-messages.js';
import { createPayslipRepository, type NewPayslip } from '../repositories/payslip-repository.js';
import { createUsersRepository } from '../repositories/users-repository.js';
import { pageUrl } from './application-token.js';
import { queueMail, withdrawMail } from './mail-queue.js';
import { recordChange } from './record-change.js';
import type { ServiceDeps } from './service-deps.js';

export type RemovePayslipResult = { removed: { id: string; storedName: string } } | { notFound: true };

export type SavePayslipResult =
  { saved: AdminPayslip; replaced: boolean; replacedFile: string | undefined } | { invalidEmployee: true };

/** Payslips (admin): each upload tells the employee by e-mail and writes its audit line. */
export function createPayslipService({ db, env }: ServiceDeps) {
  return {
    /**
     * Stores the month's payslip of an active employee (replacing one already there), tells the employee
     * by e-mail and writes the audit line, all in one transaction. The caller removes the replaced file
     * once this has committed.
     */
    async upload(
      input: NewPayslip,
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<SavePayslipResult> {
      return db.transaction().execute(async (trx) => {
        const employee = await createUsersRepository(trx).findById(input.employeeId);
        if (employee?.userType !== USER_TYPES.employee || employee.status !== ACCOUNT_STATUSES.active) {
          return { invalidEmployee: true } as const;
        }
        const payslips = createPayslipRepository(trx);
        const existing = await payslips.findByMonth(employee.id, input.month);
        const id = await payslips.save(input, actor.id, now.toISOString(), existing?.id);
        const monthLabel = formatPayslipMonth(input.month);
        if (employee.email) {
          const mail = payslipReadyMail(employee.name, monthLabel, pageUrl(env, PORTAL_ROUTES.payslips));
          await queueMail(
            trx,
            [{ ...mail, to: employee.email, causeKind: RECORD_KINDS.payslip, causeId: id }],
            now,
          );
        }
        await recordChange(trx, {
          actor,
          action: 'uploaded payslip',
          record: { kind: RECORD_KINDS.payslip, id, label: `${employee.name}, ${monthLabel}` },
          at: now,
        });
        const saved = await payslips.findAdmin(id);
        if (!saved) throw new Error('The payslip just saved is missing');
        return { saved, replaced: existing !== undefined, replacedFile: existing?.storedName };
      });
    },

    /**
     * Removes a payslip (one filed under the wrong person, say) and writes the audit line, in one
     * transaction. The caller removes the stored file once this has committed.
     */
    async remove(
      id: string,
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<RemovePayslipResult> {
      return db.transaction().execute(async (trx) => {
        const payslips = createPayslipRepository(trx);
        const payslip = await payslips.findStored(id);
        // Removed by another request meanwhile: nothing to record.
        if (!payslip || !(await payslips.delete(id))) return { notFound: true } as const;
        // A "your payslip is ready" e-mail not yet sent must not announce a payslip that is gone.
        await withdrawMail(trx, [RECORD_KINDS.payslip], id);
        await recordChange(trx, {
          actor,
          action: 'removed payslip',
          record: {
            kind: RECORD_KINDS.payslip,
            id,
            label: `${payslip.employeeName}, ${formatPayslipMonth(payslip.month)}`,
          },
          at: now,
        });
        return { removed: { id, storedName: payslip.storedName } };
      });
    },
  };
}

export type PayslipService = ReturnType<typeof createPayslipService>;
