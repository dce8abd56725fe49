import { randomUUID } from 'node:crypto';
import { payslipFileName, type AdminPayslip, type Page, type Payslip } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';

/** A stored payslip PDF, as the download reads it: served as payslipFileName(month). */
export interface StoredPayslip {
  storedName: string;
  month: string;
}

export interface NewPayslip {
  employeeId: string;
  month: string;
  storedName: string;
  originalName: string;
  size: number;
}

/** Payslips as read: an employee's, the admin's list, a stored file. */
export function createPayslipQueries(db: Kysely<Database>) {
  function adminQuery() {
    return db
      .selectFrom('payslips')
      .innerJoin('users as employee', 'employee.id', 'payslips.user_id')
      .leftJoin('users as uploader', 'uploader.id', 'payslips.uploaded_by');
  }

  return {
    /** The employee's own payslips, newest month first. */
    async listOwn(userId: string, request: PageRequest): Promise<Page<Payslip>> {
      const query = db.selectFrom('payslips').where('user_id', '=', userId);
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('month', 'desc'),
        (rows) => rows.map(toPayslip),
      );
    },

    /** Every payslip (optionally one employee's), newest month first, then by the employee's name. */
    async listAll(request: PageRequest & { employee?: string | undefined }): Promise<Page<AdminPayslip>> {
      let query = adminQuery();
      if (request.employee) query = query.where('payslips.user_id', '=', request.employee);
      return readPage(
        query,
        request,
        (list) =>
          list
            .selectAll('payslips')
            .select(['employee.name as employee_name', 'uploader.name as uploader_name'])
            .orderBy('payslips.month', 'desc')
            .orderBy('employee.name')
            .orderBy('payslips.id'),
        (rows) => rows.map(toAdminPayslip),
      );
    },

    /** The stored file of one of the user's own payslips; undefined for anybody else's. */
    async findOwnFile(userId: string, id: string): Promise<StoredPayslip | undefined> {
      const row = await db
        .selectFrom('payslips')
        .select(['file_name', 'month'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { storedName: row.file_name, month: row.month } : undefined;
    },

    /** One payslip with its employee's name, as its removal records it. */
    async findStored(
      id: string,
    ): Promise<{ id: string; storedName: string; month: string; employeeName: string } | undefined> {
      const row = await db
        .selectFrom('payslips')
        .innerJoin('users as employee', 'employee.id', 'payslips.user_id')
        .select(['payslips.id', 'payslips.file_name', 'payslips.month', 'employee.name as employee_name'])
        .where('payslips.id', '=', id)
        .executeTakeFirst();
      return row
        ? { id: row.id, storedName: row.file_name, month: row.month, employeeName: row.employee_name }
        : undefined;
    },

    /** One payslip as the admin list shows it. */
    async findAdmin(id: string): Promise<AdminPayslip | undefined> {
      const row = await adminQuery()
        .selectAll('payslips')
        .select(['employee.name as employee_name', 'uploader.name as uploader_name'])
        .where('payslips.id', '=', id)
        .executeTakeFirst();
      return row ? toAdminPayslip(row) : undefined;
    },

    /** The employee's payslip of a month, if one was uploaded. */
    async findByMonth(
      userId: string,
      month: string,
    ): Promise<{ id: string; storedName: string } | undefined> {
      const row = await db
        .selectFrom('payslips')
        .select(['id', 'file_name'])
        .where('user_id', '=', userId)
        .where('month', '=', month)
        .executeTakeFirst();
      return row ? { id: row.id, storedName: row.file_name } : undefined;
    },
  };
}

/**
 * Payslips: one PDF per employee and month. Uploading a month again replaces that month's payslip (same
 * id, the new file); the caller removes the replaced file once the change has committed.
 */
export function createPayslipRepository(trx: Transaction<Database>) {
  return {
    ...createPayslipQueries(trx),
    /** Removes one payslip's row; false when it was already gone. */
    async delete(id: string): Promise<boolean> {
      const result = await trx.deleteFrom('payslips').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Stores the month's payslip, replacing the one there (whose id it keeps); answers its id. */
    async save(
      input: NewPayslip,
      uploaderId: string,
      at: string,
      id: string = randomUUID(),
    ): Promise<string> {
      const file = {
        file_name: input.storedName,
        original_name: input.originalName,
        size: input.size,
        uploaded_by: uploaderId,
        uploaded_at: at,
      };
      // An upload racing another for the same month: the unique index makes the later one replace it.
      const saved = await trx
        .insertInto('payslips')
        .values({ id, user_id: input.employeeId, month: input.month, ...file })
        .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet(file))
        .returning('id')
        .executeTakeFirstOrThrow();
      return saved.id;
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
    fileName: payslipFileName(row.month),
    size: Number(row.size),
    uploadedAt: row.uploaded_at,
  };
}

function toAdminPayslip(
  row: PayslipRow & { employee_name: string; uploader_name: string | null },
): AdminPayslip {
  return {
    ...toPayslip(row),
    uploadedFileName: row.original_name,
    employeeId: row.user_id,
    employeeName: row.employee_name,
    uploadedByName: row.uploader_name ?? 'Unknown',
  };
}

export type PayslipRepository = ReturnType<typeof createPayslipRepository>;

export type PayslipQueries = ReturnType<typeof createPayslipQueries>;
