import {
  ACCOUNT_STATUSES,
  formatPayslipMonth,
  PORTAL_ROUTES,
  RECORD_KINDS,
  USER_TYPES,
  type AdminPayslip,
} from '@smartmove/contract';
import { payslipReadyMail } from '../../mail/mail-messages.js';
import { createPayslipRepository } from '../../repositories/people/payslip-repository.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import type { ReceivedUpload } from '../after-commit.js';
import { pageUrl } from '../site-links.js';
import { queueMail, withdrawMail } from '../mail/mail-queue.js';
import { recordChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

export type RemovePayslipResult = { removed: { id: string } } | { notFound: true };

export type SavePayslipResult = { saved: AdminPayslip; replaced: boolean } | { invalidEmployee: true };

/** Payslips (admin): each upload tells the employee by e-mail and writes its audit line. */
export function createPayslipService({ changes, env }: ServiceDeps) {
  return {
    /**
     * Stores the month's payslip of an active employee (replacing one already there), tells the employee
     * by e-mail and writes the audit line, all in one transaction; once it has committed, the replaced
     * payslip's file is removed.
     */
    async upload(
      input: { employeeId: string; month: string; file: ReceivedUpload },
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<SavePayslipResult> {
      return changes.run(async (trx, after) => {
        const employee = await createUsersRepository(trx).findById(input.employeeId);
        if (employee?.userType !== USER_TYPES.employee || employee.status !== ACCOUNT_STATUSES.active) {
          return { invalidEmployee: true } as const;
        }
        const payslips = createPayslipRepository(trx);
        const existing = await payslips.findByMonth(employee.id, input.month);
        const { file } = input;
        const id = await payslips.save(
          {
            employeeId: employee.id,
            month: input.month,
            storedName: file.storedName,
            originalName: file.originalName,
            size: file.size,
          },
          actor.id,
          now.toISOString(),
          existing?.id,
        );
        after.keep(file);
        if (existing) after.removeFile(existing.storedName);
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
        return { saved, replaced: existing !== undefined };
      });
    },

    /**
     * Removes a payslip (one filed under the wrong person, say) and writes the audit line, in one
     * transaction; its file goes once that has committed (a failure then leaves an orphan file, never a
     * listed payslip without its PDF).
     */
    async remove(
      id: string,
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<RemovePayslipResult> {
      return changes.run(async (trx, after) => {
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
        after.removeFile(payslip.storedName);
        return { removed: { id } };
      });
    },
  };
}

export type PayslipService = ReturnType<typeof createPayslipService>;
