import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_STATUSES,
  RECORD_KINDS,
  USER_TYPES,
  formatPayslipMonth,
  type AdminPayslip,
  type Page,
  type Payslip,
} from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { payslipReadyMail } from '../mail/mail-messages.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

/** A stored payslip PDF, as the download reads it. */
export interface StoredPayslip {
  storedName: string;
  originalName: string;
}

export interface NewPayslip {
  employeeId: string;
  month: string;
  storedName: string;
  originalName: string;
  size: number;
}

export type SavePayslipResult =
  { saved: AdminPayslip; replaced: boolean; replacedFile: string | undefined } | { invalidEmployee: true };

/**
 * Payslips: one PDF per employee and month. Uploading a month again replaces that month's payslip (same
 * id, the new file); the caller removes the replaced file once the change has committed.
 */
export function createPayslipRepository(db: Kysely<Database>) {
  function adminQuery(trx: Kysely<Database> = db) {
    return trx
      .selectFrom('payslips')
      .innerJoin('users as employee', 'employee.id', 'payslips.user_id')
      .leftJoin('users as uploader', 'uploader.id', 'payslips.uploaded_by');
  }

  async function findAdmin(trx: Kysely<Database>, id: string): Promise<AdminPayslip | undefined> {
    const row = await adminQuery(trx)
      .selectAll('payslips')
      .select(['employee.name as employee_name', 'uploader.name as uploader_name'])
      .where('payslips.id', '=', id)
      .executeTakeFirst();
    return row ? toAdminPayslip(row) : undefined;
  }

  return {
    /** The employee's own payslips, newest month first. */
    async listOwn(userId: string, request: PageRequest): Promise<Page<Payslip>> {
      const query = db.selectFrom('payslips').where('user_id', '=', userId);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('month', 'desc')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows.map(toPayslip), toCount(count), request);
    },

    /** Every payslip (optionally one employee's), newest month first, then by the employee's name. */
    async listAll(request: PageRequest & { employee?: string | undefined }): Promise<Page<AdminPayslip>> {
      let query = adminQuery();
      if (request.employee) query = query.where('payslips.user_id', '=', request.employee);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('payslips')
        .select(['employee.name as employee_name', 'uploader.name as uploader_name'])
        .orderBy('payslips.month', 'desc')
        .orderBy('employee.name')
        .orderBy('payslips.id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows.map(toAdminPayslip), toCount(count), request);
    },

    /** The stored file of one of the user's own payslips; undefined for anybody else's. */
    async findOwnFile(userId: string, id: string): Promise<StoredPayslip | undefined> {
      const row = await db
        .selectFrom('payslips')
        .select(['file_name', 'original_name'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { storedName: row.file_name, originalName: row.original_name } : undefined;
    },

    /**
     * Stores the month's payslip of an active employee (replacing one already there), tells the employee
     * by e-mail and writes the audit line, all in one transaction.
     */
    async save(
      input: NewPayslip,
      actor: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<SavePayslipResult> {
      return db.transaction().execute(async (trx) => {
        const employee = await trx
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('id', '=', input.employeeId)
          .where('user_type', '=', USER_TYPES.employee)
          .where('status', '=', ACCOUNT_STATUSES.active)
          .executeTakeFirst();
        if (!employee) return { invalidEmployee: true } as const;
        const at = now.toISOString();
        const existing = await trx
          .selectFrom('payslips')
          .select(['id', 'file_name'])
          .where('user_id', '=', employee.id)
          .where('month', '=', input.month)
          .executeTakeFirst();
        const file = {
          file_name: input.storedName,
          original_name: input.originalName,
          size: input.size,
          uploaded_by: actor.id,
          uploaded_at: at,
        };
        // An upload racing another for the same month: the unique index makes the later one replace it.
        const { id } = await trx
          .insertInto('payslips')
          .values({ id: existing?.id ?? randomUUID(), user_id: employee.id, month: input.month, ...file })
          .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet(file))
          .returning('id')
          .executeTakeFirstOrThrow();
        const monthLabel = formatPayslipMonth(input.month);
        if (employee.email) {
          await createMailOutboxRepository(trx).enqueue(
            [
              {
                ...payslipReadyMail(employee.name, monthLabel),
                to: employee.email,
                causeKind: RECORD_KINDS.payslip,
                causeId: id,
              },
            ],
            now,
          );
        }
        await createAuditLogRepository(trx).record(
          {
            actorId: actor.id,
            actorName: actor.name,
            action: 'uploaded payslip',
            recordKind: RECORD_KINDS.payslip,
            recordId: id,
            recordLabel: `${employee.name}, ${monthLabel}`,
          },
          now,
        );
        const saved = await findAdmin(trx, id);
        if (!saved) throw new Error('The payslip just saved is missing');
        return { saved, replaced: existing !== undefined, replacedFile: existing?.file_name };
      });
    },
  };
}

interface PayslipRow {
  id: string;
  user_id: string;
  month: string;
  original_name: string;
  size: number;
  uploaded_at: string;
}

function toPayslip(row: PayslipRow): Payslip {
  return {
    id: row.id,
    month: row.month,
    fileName: row.original_name,
    size: Number(row.size),
    uploadedAt: row.uploaded_at,
  };
}

function toAdminPayslip(
  row: PayslipRow & { employee_name: string; uploader_name: string | null },
): AdminPayslip {
  return {
    ...toPayslip(row),
    employeeId: row.user_id,
    employeeName: row.employee_name,
    uploadedByName: row.uploader_name ?? 'Unknown',
  };
}

export type PayslipRepository = ReturnType<typeof createPayslipRepository>;
